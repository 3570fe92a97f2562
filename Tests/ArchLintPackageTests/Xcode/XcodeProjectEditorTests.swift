import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// `XcodeProjectEditor` on a small project written by hand the way Xcode writes one: an app
/// linking a local package's product and a framework target of the project (linked, embedded
/// and a target dependency), a widget with neither a Frameworks phase nor a
/// `packageProductDependencies` list, the framework, a local and a remote package reference, and
/// a comment Xcode would not write. Every expected diff is written out by hand.
struct XcodeProjectEditorTests {
    static let path = DemoXcodeProject.path
    static let project = DemoXcodeProject.text

    /// A tool target with a Sources phase only, in a project that links no product yet: no
    /// build file, Frameworks phase or product dependency section.
    static let bare = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileReference section */
        		BB0000000000000000000003 /* Tool */ = {isa = PBXFileReference; explicitFileType = "compiled.mach-o.executable"; includeInIndex = 0; path = Tool; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		BB0000000000000000000002 = {
        			isa = PBXGroup;
        			children = (
        				BB0000000000000000000003 /* Tool */,
        			);
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		BB0000000000000000000010 /* Tool */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				BB0000000000000000000020 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = Tool;
        			productName = Tool;
        			productReference = BB0000000000000000000003 /* Tool */;
        			productType = "com.apple.product-type.tool";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		BB0000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			mainGroup = BB0000000000000000000002;
        			packageReferences = (
        				BB0000000000000000000060 /* XCLocalSwiftPackageReference "Packages/Feature UI" */,
        			);
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				BB0000000000000000000010 /* Tool */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		BB0000000000000000000020 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCLocalSwiftPackageReference section */
        		BB0000000000000000000060 /* XCLocalSwiftPackageReference "Packages/Feature UI" */ = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = "Packages/Feature UI";
        		};
        /* End XCLocalSwiftPackageReference section */
        	};
        	rootObject = BB0000000000000000000001 /* Project object */;
        }
        """

    static func edit(_ change: DependencyChange, in text: String = project) throws -> DeclarationEdit {
        try XcodeProjectEditor.edit(change, in: text, path: path).get()
    }

    static func failure(_ change: DependencyChange, in text: String = project) -> String? {
        if case .failure(let failure) = XcodeProjectEditor.edit(change, in: text, path: path) { return failure.message }
        return nil
    }

    static func diff(_ edit: DeclarationEdit) -> String {
        LineDiff.unified(from: edit.original, to: edit.edited, oldName: "a", newName: "b")
    }

    /// The lines `edited` adds to `original`, when it only adds lines and keeps every original
    /// line byte for byte and in order; nil otherwise.
    static func addedLines(from original: String, to edited: String) -> [String]? {
        // Split on the byte: "\r\n" is one Character, which a split on "\n" would not cut.
        func lines(_ text: String) -> [String] {
            text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        let old = lines(original), new = lines(edited)
        var added: [String] = []
        var index = 0
        for line in new {
            if index < old.count, old[index] == line { index += 1 } else { added.append(line) }
        }
        return index == old.count ? added : nil
    }

    static let link = DependencyChange.add(
        module: "App", dependency: .product(name: "CoreUI", package: "Core"), packageEntry: nil)

    // MARK: Linking

    /// The app has a Frameworks phase and a list of products: one element appended to each, a
    /// build file and a product dependency in their sections, in identifier order.
    @Test func linksAProductToATargetWithAFrameworksPhaseAndAList() throws {
        let edit = try Self.edit(Self.link)
        #expect(
            Self.diff(edit) == """
                --- a
                +++ b
                @@ -7,6 +7,7 @@
                 	objects = {
                 
                 /* Begin PBXBuildFile section */
                +		82BF63122E25DCC2DC8E5EBB /* CoreUI in Frameworks */ = {isa = PBXBuildFile; productRef = E4FF33B3FA6C988F35EFE304 /* CoreUI */; };
                 		AA0000000000000000000030 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000040 /* Core */; };
                 		AA0000000000000000000031 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; };
                 		AA0000000000000000000032 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                @@ -49,6 +50,7 @@
                 			files = (
                 				AA0000000000000000000030 /* Core in Frameworks */,
                 				AA0000000000000000000031 /* Kit.framework in Frameworks */,
                +				82BF63122E25DCC2DC8E5EBB /* CoreUI in Frameworks */,
                 			);
                 			runOnlyForDeploymentPostprocessing = 0;
                 		};
                @@ -90,6 +92,7 @@
                 			name = App;
                 			packageProductDependencies = (
                 				AA0000000000000000000040 /* Core */,
                +				E4FF33B3FA6C988F35EFE304 /* CoreUI */,
                 			);
                 			productName = App;
                 			productReference = AA0000000000000000000003 /* Demo.app */;
                @@ -211,6 +214,11 @@
                 			isa = XCSwiftPackageProductDependency;
                 			package = AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */;
                 			productName = Core;
                +		};
                +		E4FF33B3FA6C988F35EFE304 /* CoreUI */ = {
                +			isa = XCSwiftPackageProductDependency;
                +			package = AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */;
                +			productName = CoreUI;
                 		};
                 /* End XCSwiftPackageProductDependency section */
                 	};

                """)
        #expect(Self.addedLines(from: Self.project, to: edit.edited)?.count == 8, "every original line kept, in order")
        #expect(edit.anchor == TextPosition(line: 78, column: 3), "the target's definition")
        #expect(
            edit.description
                == #"link product CoreUI of the local package "../Packages/Core" to target 'App': a package product dependency on CoreUI, its build file in its Frameworks phase and an element of its packageProductDependencies"#
        )
    }

    /// The widget has neither a Frameworks phase nor a list of products: the phase is created
    /// and put after the Sources phase, the list inserted in Xcode's key order; a remote package
    /// is found by its URL's last component.
    @Test func createsTheFrameworksPhaseAndTheListWhenTheTargetHasNone() throws {
        let edit = try Self.edit(
            .add(module: "Widget", dependency: .product(name: "Alamofire", package: "alamofire"), packageEntry: nil))
        #expect(
            Self.diff(edit) == """
                --- a
                +++ b
                @@ -7,6 +7,7 @@
                 	objects = {
                 
                 /* Begin PBXBuildFile section */
                +		7DF8B9F6711D98E20F5F8E62 /* Alamofire in Frameworks */ = {isa = PBXBuildFile; productRef = 886CD4E3012E2D851AA1682E /* Alamofire */; };
                 		AA0000000000000000000030 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000040 /* Core */; };
                 		AA0000000000000000000031 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; };
                 		AA0000000000000000000032 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                @@ -43,6 +44,14 @@
                 /* End PBXFileReference section */
                 
                 /* Begin PBXFrameworksBuildPhase section */
                +		3785BDEA342EBEC9F5ACFD5C /* Frameworks */ = {
                +			isa = PBXFrameworksBuildPhase;
                +			buildActionMask = 2147483647;
                +			files = (
                +				7DF8B9F6711D98E20F5F8E62 /* Alamofire in Frameworks */,
                +			);
                +			runOnlyForDeploymentPostprocessing = 0;
                +		};
                 		AA0000000000000000000021 /* Frameworks */ = {
                 			isa = PBXFrameworksBuildPhase;
                 			buildActionMask = 2147483647;
                @@ -99,6 +108,7 @@
                 			isa = PBXNativeTarget;
                 			buildPhases = (
                 				AA0000000000000000000024 /* Sources */,
                +				3785BDEA342EBEC9F5ACFD5C /* Frameworks */,
                 				AA0000000000000000000025 /* Resources */,
                 			);
                 			buildRules = (
                @@ -106,6 +116,9 @@
                 			dependencies = (
                 			);
                 			name = Widget;
                +			packageProductDependencies = (
                +				886CD4E3012E2D851AA1682E /* Alamofire */,
                +			);
                 			productName = Widget;
                 			productReference = AA0000000000000000000004 /* Widget.appex */;
                 			productType = "com.apple.product-type.app-extension";
                @@ -207,6 +220,11 @@
                 /* End XCRemoteSwiftPackageReference section */
                 
                 /* Begin XCSwiftPackageProductDependency section */
                +		886CD4E3012E2D851AA1682E /* Alamofire */ = {
                +			isa = XCSwiftPackageProductDependency;
                +			package = AA0000000000000000000061 /* XCRemoteSwiftPackageReference "Alamofire" */;
                +			productName = Alamofire;
                +		};
                 		AA0000000000000000000040 /* Core */ = {
                 			isa = XCSwiftPackageProductDependency;
                 			package = AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */;

                """)
    }

    /// In a project that links nothing yet, the sections are created where Xcode keeps them (in
    /// alphabetical order of `isa`: first, between two others, last), and a name Xcode quotes is
    /// quoted.
    @Test func createsTheSectionsInXcodesOrderWhenTheFileHasNone() throws {
        let edit = try Self.edit(
            .add(module: "Tool", dependency: .product(name: "Feature-UI", package: "Feature UI"), packageEntry: nil),
            in: Self.bare)
        #expect(
            edit.edited
                == Self.bare
                .replacingOccurrences(
                    of: """
                        	objects = {

                        /* Begin PBXFileReference section */
                        """,
                    with: """
                        	objects = {

                        /* Begin PBXBuildFile section */
                        		778A136FC1788B6F1B12940E /* Feature-UI in Frameworks */ = {isa = PBXBuildFile; productRef = 2EDF7AB6C6B910B36B62E596 /* Feature-UI */; };
                        /* End PBXBuildFile section */

                        /* Begin PBXFileReference section */
                        """
                )
                .replacingOccurrences(
                    of: """
                        /* End PBXFileReference section */

                        """,
                    with: """
                        /* End PBXFileReference section */

                        /* Begin PBXFrameworksBuildPhase section */
                        		35CAE49D805F73060B5B8314 /* Frameworks */ = {
                        			isa = PBXFrameworksBuildPhase;
                        			buildActionMask = 2147483647;
                        			files = (
                        				778A136FC1788B6F1B12940E /* Feature-UI in Frameworks */,
                        			);
                        			runOnlyForDeploymentPostprocessing = 0;
                        		};
                        /* End PBXFrameworksBuildPhase section */

                        """
                )
                .replacingOccurrences(
                    of: """
                        				BB0000000000000000000020 /* Sources */,
                        			);
                        """,
                    with: """
                        				BB0000000000000000000020 /* Sources */,
                        				35CAE49D805F73060B5B8314 /* Frameworks */,
                        			);
                        """
                )
                .replacingOccurrences(
                    of: """
                        			name = Tool;

                        """,
                    with: """
                        			name = Tool;
                        			packageProductDependencies = (
                        				2EDF7AB6C6B910B36B62E596 /* Feature-UI */,
                        			);

                        """
                )
                .replacingOccurrences(
                    of: """
                        /* End XCLocalSwiftPackageReference section */

                        """,
                    with: """
                        /* End XCLocalSwiftPackageReference section */

                        /* Begin XCSwiftPackageProductDependency section */
                        		2EDF7AB6C6B910B36B62E596 /* Feature-UI */ = {
                        			isa = XCSwiftPackageProductDependency;
                        			package = BB0000000000000000000060 /* XCLocalSwiftPackageReference "Packages/Feature UI" */;
                        			productName = "Feature-UI";
                        		};
                        /* End XCSwiftPackageProductDependency section */

                        """))
        #expect(Self.addedLines(from: Self.bare, to: edit.edited)?.count == 27)
    }

    /// New lines end the way the file's lines end.
    @Test func aFileWithCarriageReturnsGetsThemOnNewLines() throws {
        let crlf = Self.project.replacingOccurrences(of: "\n", with: "\r\n")
        let edit = try Self.edit(Self.link, in: crlf)
        let added = try #require(Self.addedLines(from: crlf, to: edit.edited))
        #expect(added.count == 8)
        #expect(added.allSatisfy { $0.hasSuffix("\r") }, "\(added)")
        #expect(edit.edited.replacingOccurrences(of: "\r\n", with: "\n") == (try Self.edit(Self.link)).edited)
    }

    /// A local package shown as a folder of the project (dragged in before Xcode 15, or inside an
    /// Xcode 16 synchronized folder) has no package reference: its products are linked by name
    /// alone, as Xcode writes them then.
    @Test func aPackageShownAsAFolderOfTheProjectIsLinkedByName() throws {
        let noReference = Self.project
            .replacingOccurrences(
                of: "\t\t\t\tAA0000000000000000000060 /* XCLocalSwiftPackageReference \"../Packages/Core\" */,\n",
                with: ""
            )
            .replacingOccurrences(
                of:
                    "\t\t\tpackage = AA0000000000000000000060 /* XCLocalSwiftPackageReference \"../Packages/Core\" */;\n",
                with: "")
        let entry = PackageEntry(name: "Core", expression: "../Packages/Core")
        let change = DependencyChange.add(
            module: "Widget", dependency: .product(name: "CoreUI", package: "Core"), packageEntry: entry)
        #expect(
            Self.failure(change, in: noReference)?.hasPrefix("project 'Demo' does not reference package 'Core' yet")
                == true)
        let folders: [(String, String)] = [
            (
                "dragged",
                "\t\tAA0000000000000000000070 /* Core */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Core; path = ../Packages/Core; sourceTree = \"<group>\"; };\n"
            ),
            (
                "synchronized",
                "\t\tAA0000000000000000000070 /* Packages */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = ../Packages; sourceTree = \"<group>\"; };\n"
            ),
        ]
        for (label, folder) in folders {
            let text =
                noReference
                .replacingOccurrences(
                    of: "/* End PBXFileReference section */", with: folder + "/* End PBXFileReference section */"
                )
                .replacingOccurrences(
                    of: "\t\t\t\tAA0000000000000000000009 /* Products */,\n\t\t\t);\n\t\t\tsourceTree",
                    with:
                        "\t\t\t\tAA0000000000000000000009 /* Products */,\n\t\t\t\tAA0000000000000000000070,\n\t\t\t);\n\t\t\tsourceTree"
                )
            let edit = try Self.edit(change, in: text)
            let added = try #require(Self.addedLines(from: text, to: edit.edited), "\(label)")
            #expect(
                added.contains("\t\t\tproductName = CoreUI;") && !added.contains { $0.contains("package =") },
                "\(label): \(added)")
            #expect(added.count == 17, "\(label): a phase, the list, a build file and a dependency of 4 lines")
            #expect(
                edit.description.hasPrefix(
                    "link product CoreUI of the local package \"../Packages/Core\" (a folder of the project) to target 'Widget'"
                ))
        }
    }

    // MARK: Identifiers

    @Test func newIdentifiersAreXcodeShapedDeterministicAndUnique() throws {
        let first = try Self.edit(Self.link)
        #expect(try Self.edit(Self.link).edited == first.edited, "the same edit of the same file gives the same text")
        let added = try #require(Self.addedLines(from: Self.project, to: first.edited))
        let definitions = added.compactMap { line -> String? in
            let trimmed = line.drop { $0 == "\t" }
            guard trimmed.contains(" = {") else { return nil }
            return String(trimmed.prefix { $0 != " " })
        }
        #expect(definitions.count == 2)
        for id in definitions {
            #expect(
                id.count == 24 && id.allSatisfy { $0.isNumber || ("A"..."F").contains($0) },
                "\(id) is not 24 uppercase hex digits")
            #expect(!Self.project.contains(id))
        }
        // Another target, another product: other identifiers.
        let widget = try Self.edit(
            .add(module: "Widget", dependency: .product(name: "CoreUI", package: "Core"), packageEntry: nil))
        for id in definitions { #expect(!widget.edited.contains(id)) }
        // An identifier the file already holds anywhere (here in a comment) is never reused.
        let taken = Self.project.replacingOccurrences(
            of: "/* Written by hand", with: "/* \(definitions[0]) Written by hand")
        let other = try Self.edit(Self.link, in: taken)
        let reused = other.edited.components(separatedBy: definitions[0]).count - 1
        #expect(reused == 1, "only the comment names it")
        #expect(try #require(Self.addedLines(from: taken, to: other.edited)).count == 8)
    }

    // MARK: Unlinking

    /// Unlinking a product removes its build file, its list element and the product dependency,
    /// whose section, left empty, goes too.
    @Test func unlinksAProductAndWhatOnlyItUsed() throws {
        let edit = try Self.edit(.remove(module: "App", name: "Core", package: "Core"))
        #expect(
            Self.diff(edit) == """
                --- a
                +++ b
                @@ -7,7 +7,6 @@
                 	objects = {
                 
                 /* Begin PBXBuildFile section */
                -		AA0000000000000000000030 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000040 /* Core */; };
                 		AA0000000000000000000031 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; };
                 		AA0000000000000000000032 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                 /* End PBXBuildFile section */
                @@ -47,7 +46,6 @@
                 			isa = PBXFrameworksBuildPhase;
                 			buildActionMask = 2147483647;
                 			files = (
                -				AA0000000000000000000030 /* Core in Frameworks */,
                 				AA0000000000000000000031 /* Kit.framework in Frameworks */,
                 			);
                 			runOnlyForDeploymentPostprocessing = 0;
                @@ -89,7 +87,6 @@
                 			);
                 			name = App;
                 			packageProductDependencies = (
                -				AA0000000000000000000040 /* Core */,
                 			);
                 			productName = App;
                 			productReference = AA0000000000000000000003 /* Demo.app */;
                @@ -205,14 +202,6 @@
                 			};
                 		};
                 /* End XCRemoteSwiftPackageReference section */
                -
                -/* Begin XCSwiftPackageProductDependency section */
                -		AA0000000000000000000040 /* Core */ = {
                -			isa = XCSwiftPackageProductDependency;
                -			package = AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */;
                -			productName = Core;
                -		};
                -/* End XCSwiftPackageProductDependency section */
                 	};
                 	rootObject = AA0000000000000000000001 /* Project object */;
                 }

                """)
        #expect(
            edit.description
                == "unlink product Core from target 'App': its build file in the Frameworks phase, its packageProductDependencies element and the package product dependency"
        )
    }

    /// Unlinking a framework target of the project removes its build files in the Frameworks
    /// and Embed Frameworks phases and the target dependency with its proxy.
    @Test func unlinksAFrameworkTargetWithItsEmbeddingAndItsTargetDependency() throws {
        let edit = try Self.edit(.remove(module: "App", name: "Kit", package: nil))
        #expect(
            Self.diff(edit) == """
                --- a
                +++ b
                @@ -8,20 +8,8 @@
                 
                 /* Begin PBXBuildFile section */
                 		AA0000000000000000000030 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000040 /* Core */; };
                -		AA0000000000000000000031 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; };
                -		AA0000000000000000000032 /* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000005 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                 /* End PBXBuildFile section */
                 
                -/* Begin PBXContainerItemProxy section */
                -		AA0000000000000000000051 /* PBXContainerItemProxy */ = {
                -			isa = PBXContainerItemProxy;
                -			containerPortal = AA0000000000000000000001 /* Project object */;
                -			proxyType = 1;
                -			remoteGlobalIDString = AA0000000000000000000012;
                -			remoteInfo = Kit;
                -		};
                -/* End PBXContainerItemProxy section */
                -
                 /* Begin PBXCopyFilesBuildPhase section */
                 		AA0000000000000000000023 /* Embed Frameworks */ = {
                 			isa = PBXCopyFilesBuildPhase;
                @@ -29,7 +17,6 @@
                 			dstPath = "";
                 			dstSubfolderSpec = 10;
                 			files = (
                -				AA0000000000000000000032 /* Kit.framework in Embed Frameworks */,
                 			);
                 			name = "Embed Frameworks";
                 			runOnlyForDeploymentPostprocessing = 0;
                @@ -48,7 +35,6 @@
                 			buildActionMask = 2147483647;
                 			files = (
                 				AA0000000000000000000030 /* Core in Frameworks */,
                -				AA0000000000000000000031 /* Kit.framework in Frameworks */,
                 			);
                 			runOnlyForDeploymentPostprocessing = 0;
                 		};
                @@ -85,7 +71,6 @@
                 			buildRules = (
                 			);
                 			dependencies = (
                -				AA0000000000000000000050 /* PBXTargetDependency */,
                 			);
                 			name = App;
                 			packageProductDependencies = (
                @@ -179,14 +164,6 @@
                 			runOnlyForDeploymentPostprocessing = 0;
                 		};
                 /* End PBXSourcesBuildPhase section */
                -
                -/* Begin PBXTargetDependency section */
                -		AA0000000000000000000050 /* PBXTargetDependency */ = {
                -			isa = PBXTargetDependency;
                -			target = AA0000000000000000000012 /* Kit */;
                -			targetProxy = AA0000000000000000000051 /* PBXContainerItemProxy */;
                -		};
                -/* End PBXTargetDependency section */
                 
                 /* Begin XCLocalSwiftPackageReference section */
                 		AA0000000000000000000060 /* XCLocalSwiftPackageReference "../Packages/Core" */ = {

                """)
        #expect(
            edit.description
                == "unlink target Kit from target 'App': its build file in the Frameworks phase, its build file in the Embed Frameworks phase and the target dependency"
        )
    }

    /// Linking then unlinking gives the file back byte for byte.
    @Test func unlinkingWhatWasLinkedGivesTheFileBack() throws {
        let linked = try Self.edit(Self.link)
        let unlinked = try Self.edit(.remove(module: "App", name: "CoreUI", package: "Core"), in: linked.edited)
        #expect(unlinked.edited == Self.project)
    }

    /// A product dependency another target also lists stays; only the app's element goes.
    @Test func whatAnotherTargetStillUsesStays() throws {
        let shared = Self.project.replacingOccurrences(
            of: """
                			name = Widget;

                """,
            with: """
                			name = Widget;
                			packageProductDependencies = (
                				AA0000000000000000000040 /* Core */,
                			);

                """)
        let edit = try Self.edit(.remove(module: "App", name: "Core", package: "Core"), in: shared)
        #expect(edit.edited.contains("\t\tAA0000000000000000000040 /* Core */ = {"))
        #expect(!edit.edited.contains("AA0000000000000000000030"), "the app's build file goes")
        #expect(
            edit.description
                == "unlink product Core from target 'App': its build file in the Frameworks phase and its packageProductDependencies element"
        )
    }

    /// A hand-merged project whose Frameworks phase also links the product through a second
    /// product dependency object that the target does not list: Xcode links both, the reader
    /// reads both, so both go (found by the xcode-editor fuzz target: the product was still
    /// linked as read back).
    @Test func unlinksAProductTheFrameworksPhaseLinksWithoutListingIt() throws {
        let merged = Self.project
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with:
                    "\t\tAA0000000000000000000033 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000041 /* Core */; };\n/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "\t\t\t\tAA0000000000000000000030 /* Core in Frameworks */,\n",
                with:
                    "\t\t\t\tAA0000000000000000000030 /* Core in Frameworks */,\n\t\t\t\tAA0000000000000000000033 /* Core in Frameworks */,\n"
            )
            .replacingOccurrences(
                of: "/* End XCSwiftPackageProductDependency section */",
                with:
                    "\t\tAA0000000000000000000041 /* Core */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tpackage = AA0000000000000000000060;\n\t\t\tproductName = Core;\n\t\t};\n/* End XCSwiftPackageProductDependency section */"
            )
        let root = "/nonexistent"
        let projectPath = root + "/Demo.xcodeproj"
        let before = XcodeProjectReader.read(
            projectFileBytes: Array(merged.utf8), projectPath: projectPath, root: root)
        #expect(
            before.targets.first { $0.name == "App" }?.packageProducts.filter { $0.productName == "Core" }.count == 2)
        let change = DependencyChange.remove(module: "App", name: "Core", package: "Core")
        let edit = try Self.edit(change, in: merged)
        let after = XcodeProjectReader.read(
            projectFileBytes: Array(edit.edited.utf8), projectPath: projectPath, root: root)
        #expect(after.isReadable)
        #expect(XcodeProjectFile.check(change, in: after) == nil)
        #expect(!edit.edited.contains("AA0000000000000000000033"), "the second build file goes")
        #expect(!edit.edited.contains("AA0000000000000000000041"), "the unlisted product dependency goes")
        #expect(
            edit.description
                == "unlink product Core from target 'App': its 2 build files in the target's phases, its packageProductDependencies element and 2 package product dependencies"
        )
    }

    // MARK: Refusals

    @Test func refusesWhatItCannotDoExactly() {
        let other =
            "\t\tAA0000000000000000000062 /* XCLocalSwiftPackageReference \"../Vendor/Core\" */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = ../Vendor/Core;\n\t\t};\n"
        let twoCores = Self.project
            .replacingOccurrences(
                of: "/* End XCLocalSwiftPackageReference section */",
                with: other + "/* End XCLocalSwiftPackageReference section */"
            )
            .replacingOccurrences(
                of: "\t\t\t\tAA0000000000000000000061 /* XCRemoteSwiftPackageReference \"Alamofire\" */,\n",
                with:
                    "\t\t\t\tAA0000000000000000000061 /* XCRemoteSwiftPackageReference \"Alamofire\" */,\n\t\t\t\tAA0000000000000000000062,\n"
            )
        let twoApps = Self.project.replacingOccurrences(of: "name = Widget;", with: "name = App;")
        // The app's Frameworks phase defined a second time, linking nothing.
        let twoPhases = Self.project.replacingOccurrences(
            of: "/* End PBXFrameworksBuildPhase section */",
            with:
                "\t\tAA0000000000000000000021 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (); };\n/* End PBXFrameworksBuildPhase section */"
        )
        let damaged = Self.project.replacingOccurrences(of: "productName = Core;", with: "productName = Core")
        let cases: [(DependencyChange, String, String)] = [
            (
                .add(
                    module: "App", dependency: .product(name: "Charts", package: "Charts"),
                    packageEntry: PackageEntry(name: "Charts", expression: "../Packages/Charts")), Self.project,
                "project 'Demo' does not reference package 'Charts' yet: add it in Xcode (File > Add Package Dependencies..., then `../Packages/Charts`), then run `archlint fix` again"
            ),
            (
                .add(module: "App", dependency: .product(name: "Charts", package: "Charts"), packageEntry: nil),
                Self.project,
                "project 'Demo' does not reference package 'Charts' yet: add it in Xcode (File > Add Package Dependencies...), then run `archlint fix` again"
            ),
            (
                .add(module: "Widget", dependency: .target("Kit"), packageEntry: nil), Self.project,
                "archlint fix does not link framework targets (whether and how 'Kit' is embedded depends on the target): in Xcode, add Kit to target 'Widget' under General > Frameworks and Libraries"
            ),
            (
                .add(module: "App", dependency: .product(name: "Core", package: "core"), packageEntry: nil),
                Self.project,
                "target 'App' already links product Core"
            ),
            (
                .add(module: "Server", dependency: .product(name: "Core", package: "core"), packageEntry: nil),
                Self.project,
                "project 'Demo' has no native target 'Server'"
            ),
            (
                .add(module: "App", dependency: .product(name: "CoreUI", package: "core"), packageEntry: nil), twoApps,
                "project 'Demo' has 2 native targets named 'App': make this change in Xcode"
            ),
            (
                .add(module: "Widget", dependency: .product(name: "CoreUI", package: "core"), packageEntry: nil),
                twoCores,
                "project 'Demo' references package 'core' 2 times: link CoreUI in Xcode"
            ),
            (
                .remove(module: "Widget", name: "Core", package: "Core"), Self.project,
                "target 'Widget' links no package product or target named Core in project 'Demo'"
            ),
            (
                .remove(module: "App", name: "Core", package: "Core"), twoPhases,
                "build phase AA0000000000000000000021 of target 'App' is defined more than once in the project file (or lists its files twice): make this change in Xcode"
            ),
            (
                Self.link, twoPhases,
                "build phase AA0000000000000000000021 of target 'App' is defined more than once in the project file (or lists its files twice): make this change in Xcode"
            ),
            (
                .remove(module: "App", name: "Core", package: "Core"),
                Self.project.replacingOccurrences(
                    of: "\t\t\tname = App;\n", with: "\t\t\tname = App;\n\t\t\tpackageProductDependencies = ();\n"),
                "target 'App' writes its packageProductDependencies more than once in the project file: make this change in Xcode"
            ),
            (
                Self.link, damaged,
                "the project file does not parse (expected ';' after the value of 'productName', found '}'); archlint edits only a file it reads"
            ),
        ]
        for (change, text, message) in cases {
            #expect(Self.failure(change, in: text) == message, "\(change)")
        }
    }

    /// A target of another project, linked through a proxy, is unlinked in Xcode.
    @Test func refusesToUnlinkATargetOfAnotherProject() {
        let engine = """
            		AA0000000000000000000070 /* Engine.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../Engine/Engine.xcodeproj; sourceTree = "<group>"; };
            		AA0000000000000000000071 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = AA0000000000000000000070 /* Engine.xcodeproj */; proxyType = 1; remoteGlobalIDString = EE0000000000000000000010; remoteInfo = Engine; };
            		AA0000000000000000000072 /* PBXTargetDependency */ = {isa = PBXTargetDependency; name = Engine; targetProxy = AA0000000000000000000071 /* PBXContainerItemProxy */; };

            """
        let text = Self.project
            .replacingOccurrences(
                of: "/* End PBXFileReference section */\n", with: "/* End PBXFileReference section */\n" + engine
            )
            .replacingOccurrences(
                of: "\t\t\t\tAA0000000000000000000050 /* PBXTargetDependency */,\n",
                with:
                    "\t\t\t\tAA0000000000000000000050 /* PBXTargetDependency */,\n\t\t\t\tAA0000000000000000000072 /* PBXTargetDependency */,\n"
            )
        #expect(
            Self.failure(.remove(module: "App", name: "Engine", package: nil), in: text)
                == "Engine is a target of another project (../Engine/Engine.xcodeproj): unlink it from 'App' in Xcode")
    }

    /// An object Xcode writes one key per line, written on one line, gets no new key.
    @Test func refusesALayoutXcodeWouldNotWrite() {
        let oneLine = Self.project.replacingOccurrences(
            of: """
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
                """,
            with: """
                		AA0000000000000000000011 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (AA0000000000000000000024 /* Sources */, AA0000000000000000000025 /* Resources */, ); buildRules = (); dependencies = (); name = Widget;
                """)
        #expect(
            Self.failure(
                .add(module: "Widget", dependency: .product(name: "CoreUI", package: "Core"), packageEntry: nil),
                in: oneLine)
                == "the object is not written one key per line, as Xcode writes it; add packageProductDependencies in Xcode"
        )
    }

    // MARK: Writing

    @Test func stringsAreWrittenAsXcodeWritesThem() {
        #expect(XcodeProjectTextEdit.written("Core") == "Core")
        #expect(XcodeProjectTextEdit.written("../Packages/Core_2.0") == "../Packages/Core_2.0")
        #expect(XcodeProjectTextEdit.written("Feature-UI") == "\"Feature-UI\"")
        #expect(XcodeProjectTextEdit.written("Shop App") == "\"Shop App\"")
        #expect(XcodeProjectTextEdit.written(#"say "hi"\now"#) == #""say \"hi\"\\now""#)
        #expect(XcodeProjectTextEdit.written("") == "\"\"")
        #expect(XcodeProjectTextEdit.written("a//b") == "\"a//b\"")
        #expect(
            XcodeProjectTextEdit.comment("Evil */ = {") == "Evil * / = {",
            "a name cannot close the comment it is written in")
    }

    // MARK: Reading back

    /// `validate(after:)` reads the written file with archlint's own reader: the project must
    /// parse and the target must show the change.
    @Test func validationReadsTheProjectBack() throws {
        let directory = try TemporaryDirectory("xcode-edit")
        defer { directory.remove() }
        let file = try directory.write("Demo/Demo.xcodeproj/project.pbxproj", Self.project)
        let project = XcodeProjectFile(path: file)
        let unlink = DependencyChange.remove(module: "App", name: "Kit", package: nil)
        #expect(
            project.validate(after: [Self.link])
                == "\(file): target 'App' does not link product CoreUI of package 'Core' as read back")
        #expect(project.validate(after: [unlink]) == "\(file): target 'App' still links Kit as read back")
        try TemporaryDirectory.writeFile(try project.edit(Self.link, in: Self.project).get().edited, to: file)
        #expect(project.validate(after: [Self.link]) == nil)
        try TemporaryDirectory.writeFile(try project.edit(unlink, in: Self.project).get().edited, to: file)
        #expect(project.validate(after: [unlink]) == nil)
        try TemporaryDirectory.writeFile(
            Self.project.replacingOccurrences(of: "productName = Core;", with: "productName = Core"), to: file)
        #expect(
            project.validate()?.hasPrefix("\(file):214:3: error: expected ';' after the value of 'productName'")
                == true, "\(project.validate() ?? "")")
    }
}
