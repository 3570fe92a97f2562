import Foundation

/// The demo Xcode project the editor and link-plan tests share: an app target with a
/// `packageProductDependencies` list, a framework, a local and a remote package reference.
enum DemoXcodeProject {
    static let path = "/work/Demo/Demo.xcodeproj/project.pbxproj"

    static let text = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		AA0000000000000000000030 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000040 /* Core */; };
        		AA0000000000000000000031 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; };
        		AA0000000000000000000032 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		AA0000000000000000000051 /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = AA0000000000000000000001 /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = AA0000000000000000000012;
        			remoteInfo = Kit;
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXCopyFilesBuildPhase section */
        		AA0000000000000000000023 /* Embed Frameworks */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 10;
        			files = (
        				AA0000000000000000000032 /* Kit.framework in Embed Frameworks */,
        			);
        			name = "Embed Frameworks";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileReference section */
        		AA0000000000000000000003 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		AA0000000000000000000004 /* Widget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        		AA0000000000000000000005 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		AA0000000000000000000021 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				AA0000000000000000000030 /* Core in Frameworks */,
        				AA0000000000000000000031 /* Kit.framework in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		AA0000000000000000000002 = {
        			isa = PBXGroup;
        			children = (
        				AA0000000000000000000009 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		AA0000000000000000000009 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				AA0000000000000000000003 /* Demo.app */,
        				AA0000000000000000000004 /* Widget.appex */,
        				AA0000000000000000000005 /* Kit.framework */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		AA0000000000000000000010 /* App */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				AA0000000000000000000020 /* Sources */,
        				AA0000000000000000000021 /* Frameworks */,
        				AA0000000000000000000023 /* Embed Frameworks */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				AA0000000000000000000050 /* PBXTargetDependency */,
        			);
        			name = App;
        			packageProductDependencies = (
        				AA0000000000000000000040 /* Core */,
        			);
        			productName = App;
        			productReference = AA0000000000000000000003 /* Demo.app */;
        			productType = "com.apple.product-type.application";
        		};
        		AA0000000000000000000011 /* Widget */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				AA0000000000000000000024 /* Sources */,
        				AA0000000000000000000025 /* Resources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = Widget;
        			productName = Widget;
        			productReference = AA0000000000000000000004 /* Widget.appex */;
        			productType = "com.apple.product-type.app-extension";
        		};
        		AA0000000000000000000012 /* Kit */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				AA0000000000000000000026 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = Kit;
        			productName = Kit;
        			productReference = AA0000000000000000000005 /* Kit.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		AA0000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			/* Written by hand: a comment Xcode would drop, which an edit keeps. */
        			mainGroup = AA0000000000000000000002;
        			packageReferences = (
        				AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */,
        				AA0000000000000000000061 /* XCRemoteSwiftPackageReference "Alamofire" */,
        			);
        			productRefGroup = AA0000000000000000000009 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				AA0000000000000000000010 /* App */,
        				AA0000000000000000000011 /* Widget */,
        				AA0000000000000000000012 /* Kit */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        		AA0000000000000000000025 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        		AA0000000000000000000020 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		AA0000000000000000000024 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		AA0000000000000000000026 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        		AA0000000000000000000050 /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = AA0000000000000000000012 /* Kit */;
        			targetProxy = AA0000000000000000000051 /* PBXContainerItemProxy */;
        		};
        /* End PBXTargetDependency section */

        /* Begin XCLocalSwiftPackageReference section */
        		AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */ = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = ../Packages/Core;
        		};
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCRemoteSwiftPackageReference section */
        		AA0000000000000000000061 /* XCRemoteSwiftPackageReference "Alamofire" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/Alamofire/Alamofire.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 5.9.0;
        			};
        		};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        		AA0000000000000000000040 /* Core */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */;
        			productName = Core;
        		};
        /* End XCSwiftPackageProductDependency section */
        	};
        	rootObject = AA0000000000000000000001 /* Project object */;
        }
        """
}
