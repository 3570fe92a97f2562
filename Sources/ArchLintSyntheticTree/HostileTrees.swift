import Foundation

/// Workspaces that once cost archlint superlinear time (issue 31), for `archlint-bench hostile`
/// and the bad-input table: an Xcode project whose targets import each other without linking
/// (check), and the same project or a Package.swift where `fix` makes one edit per target.
/// Written by hand in Xcode's and SwiftPM's layouts.
package enum HostileTrees {
    /// A project of `targets` framework targets `T0000`..., each compiling one file under `App/Tn/`,
    /// linking nothing. Target n imports `T(n-1)` (`importsPrevious`) and the product `Kit` of the
    /// local package `../Kit` the project references (`importsKit`).
    package static func xcodeWorkspace(targets count: Int, importsPrevious: Bool, importsKit: Bool) -> [(
        path: String, text: String
    )] {
        var counter = 0
        func id() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "DE" + String(repeating: "0", count: 22 - hex.count) + hex
        }
        let names = (0..<count).map { String(format: "T%04d", $0) }
        let project = id(), mainGroup = id(), projectList = id(), projectConfiguration = id(), package = id()
        var buildFiles = "", fileReferences = "", groups = "", nativeTargets = "", sources = "", frameworks = ""
        var configurations = "", lists = "", targetIDs = "", groupChildren = ""
        var files: [(path: String, text: String)] = []
        for (index, name) in names.enumerated() {
            let file = id(), buildFile = id(), group = id(), sourcesPhase = id(), frameworksPhase = id()
            let list = id(), configuration = id(), target = id()
            var imports = ""
            if importsPrevious && index > 0 { imports += "import \(names[index - 1])\n" }
            if importsKit { imports += "import Kit\n" }
            files.append(("App/\(name)/\(name).swift", imports + "public struct \(name)Value {}\n"))
            fileReferences +=
                "\t\t\(file) /* \(name).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path "
                + "= \(name).swift; sourceTree = \"<group>\"; };\n"
            buildFiles +=
                "\t\t\(buildFile) /* \(name).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(file) /* "
                + "\(name).swift */; };\n"
            groups +=
                "\t\t\(group) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(file) /* "
                + "\(name).swift */,\n\t\t\t);\n\t\t\tpath = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            groupChildren += "\t\t\t\t\(group) /* \(name) */,\n"
            sources +=
                "\t\t\(sourcesPhase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = "
                + "2147483647;\n\t\t\tfiles = (\n\t\t\t\t\(buildFile) /* \(name).swift in Sources */,\n\t\t\t);\n"
                + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
            frameworks +=
                "\t\t\(frameworksPhase) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n"
                + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n"
                + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
            configurations +=
                "\t\t\(configuration) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
            lists +=
                "\t\t\(list) /* Build configuration list for PBXNativeTarget \"\(name)\" */ = {\n\t\t\tisa = "
                + "XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(configuration) /* Debug */,\n"
                + "\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Debug;\n"
                + "\t\t};\n"
            nativeTargets +=
                "\t\t\(target) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list) "
                + "/* Build configuration list for PBXNativeTarget \"\(name)\" */;\n\t\t\tbuildPhases = (\n"
                + "\t\t\t\t\(sourcesPhase) /* Sources */,\n\t\t\t\t\(frameworksPhase) /* Frameworks */,\n\t\t\t);\n"
                + "\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \(name);\n"
                + "\t\t\tproductName = \(name);\n\t\t\tproductType = \"com.apple.product-type.framework\";\n"
                + "\t\t};\n"
            targetIDs += "\t\t\t\t\(target) /* \(name) */,\n"
        }
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \(buildFiles)/* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \(fileReferences)/* End PBXFileReference section */

            /* Begin PBXFrameworksBuildPhase section */
            \(frameworks)/* End PBXFrameworksBuildPhase section */

            /* Begin PBXGroup section */
            \(groups)\t\t\(mainGroup) = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \(groupChildren)\t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \(nativeTargets)/* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\t\(project) /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "Shop" */;
            \t\t\tcompatibilityVersion = "Xcode 14.0";
            \t\t\tmainGroup = \(mainGroup);
            \t\t\tpackageReferences = (
            \t\t\t\t\(package) /* XCLocalSwiftPackageReference "../Kit" */,
            \t\t\t);
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \(targetIDs)\t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \(sources)/* End PBXSourcesBuildPhase section */

            /* Begin XCBuildConfiguration section */
            \(configurations)\t\t\(projectConfiguration) /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            \(lists)\t\t\(projectList) /* Build configuration list for PBXProject "Shop" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(projectConfiguration) /* Debug */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Debug;
            \t\t};
            /* End XCConfigurationList section */

            /* Begin XCLocalSwiftPackageReference section */
            \t\t\(package) /* XCLocalSwiftPackageReference "../Kit" */ = {
            \t\t\tisa = XCLocalSwiftPackageReference;
            \t\t\trelativePath = ../Kit;
            \t\t};
            /* End XCLocalSwiftPackageReference section */
            \t};
            \trootObject = \(project) /* Project object */;
            }

            """
        return files + [
            ("App/Shop.xcodeproj/project.pbxproj", text),
            (
                "Kit/Package.swift",
                """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Kit",
                    products: [.library(name: "Kit", targets: ["Kit"])],
                    targets: [.target(name: "Kit")]
                )

                """
            ),
            ("Kit/Sources/Kit/Kit.swift", "public struct KitValue {}\n"),
            (
                "archlint.json",
                #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}, "#
                    + #"{"id": "unused-dependencies", "kind": "unused-dependency"}]}"#
            ),
        ]
    }

    /// A package of `targets` targets `T0000`..., each importing the one before without declaring
    /// it: `fix` adds one dependency per target to one Package.swift.
    package static func package(targets count: Int) -> [(path: String, text: String)] {
        let names = (0..<count).map { String(format: "T%04d", $0) }
        var manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Wide",
                targets: [

            """
        var files: [(path: String, text: String)] = []
        for (index, name) in names.enumerated() {
            manifest += "        .target(name: \"\(name)\"),\n"
            let imports = index > 0 ? "import \(names[index - 1])\n" : ""
            files.append(("Sources/\(name)/\(name).swift", imports + "public struct \(name)Value {}\n"))
        }
        manifest += "    ]\n)\n"
        return files + [
            ("Package.swift", manifest),
            (
                "archlint.json",
                #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}, "#
                    + #"{"id": "unused-dependencies", "kind": "unused-dependency"}]}"#
            ),
        ]
    }
}
