import Foundation

/// `archlint xcode-targets PATH...`: prints what the Xcode reader sees as one JSON document, for
/// people checking how archlint reads their projects and for `.ci/xcode_crosscheck.py`, which
/// compares it with an independent reader.
///
/// A PATH is a folder (every project under it and named by its workspaces), an `.xcodeproj` or
/// an `.xcworkspace`; paths in the output are relative to the folder the PATH names or holds
/// (its root). Keys are written in a fixed order and arrays sorted, so output is byte-identical
/// run to run. Exit 0, 2 when a project file could not be read, 64/66 for usage and missing
/// input.
extension CommandLineTool {
    static let xcodeTargetsHelp = """
        usage: archlint xcode-targets PATH...

        Print the Xcode projects under each PATH (a folder, an .xcodeproj or an .xcworkspace)
        as JSON: targets, module names, kinds, Swift files, package products, dependencies and
        per-configuration settings. Problems go to standard error.

        """

    static func runXcodeTargets(_ arguments: [String], workingDirectory: String, output: OutputStreams) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.standardOutput(xcodeTargetsHelp)
            return ExitCode.clean.rawValue
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return usageError("unknown option '\(option)' for 'archlint xcode-targets'", command: "xcode-targets", output: output)
        }
        guard !arguments.isEmpty else {
            return usageError("missing input: give one or more folders, .xcodeproj or .xcworkspace paths", command: "xcode-targets", output: output)
        }
        var documents: [String] = []
        var unreadable = false
        for argument in arguments {
            let absolute = XcodePath.resolve(argument, against: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
                output.standardError("error: no such folder: '\(argument)' (relative to \(workingDirectory)); give a folder, an .xcodeproj or an .xcworkspace.\n")
                return ExitCode.missingInput.rawValue
            }
            let root: String
            let found: XcodeProjectFinder.Result
            if absolute.hasSuffix(".xcodeproj") {
                root = XcodePath.parent(of: absolute)
                found = XcodeProjectFinder.Result(projects: [absolute], problems: [])
            } else if absolute.hasSuffix(".xcworkspace") {
                root = XcodePath.parent(of: absolute)
                found = XcodeProjectFinder.projects(inWorkspace: absolute, root: root,
                                                    skippedFolderNames: ImportsCommand.skippedDirectories)
            } else {
                root = absolute
                found = XcodeProjectFinder.find(root: root, skippedFolderNames: ImportsCommand.skippedDirectories)
            }
            for problem in found.problems { output.standardError("\(problem)\n") }
            var projects: [String] = []
            for path in found.projects {
                let project = XcodeProjectReader.read(projectPath: path, root: root)
                for problem in project.problems { output.standardError("\(problem)\n") }
                if !project.isReadable { unreadable = true }
                projects.append(xcodeProjectJSON(project, root: root))
            }
            documents.append("{\"root\":\(JSONString.quoted(argument)),\"projects\":[\(projects.joined(separator: ","))]}")
        }
        output.standardOutput("[" + documents.joined(separator: ",\n") + "]\n")
        return unreadable ? ExitCode.partial.rawValue : ExitCode.clean.rawValue
    }

    static func xcodeProjectJSON(_ project: XcodeProject, root: String) -> String {
        func path(_ absolute: String) -> String { JSONString.quoted(XcodePath.relative(absolute, to: root)) }
        func strings(_ values: [String]) -> String { "[" + values.map(JSONString.quoted).joined(separator: ",") + "]" }
        func references(_ values: [XcodeTargetReference]) -> String {
            "[" + values.map { "{\"project\":\(path($0.project)),\"target\":\(JSONString.quoted($0.target))}" }.joined(separator: ",") + "]"
        }
        var targets: [String] = []
        for target in project.targets {
            let products = target.packageProducts.map { product -> String in
                let package: String
                switch product.package {
                case .local(let folder): package = "{\"local\":\(path(folder))}"
                case .remote(let url): package = "{\"remote\":\(JSONString.quoted(url))}"
                case .unspecified: package = "null"
                }
                return "{\"product\":\(JSONString.quoted(product.productName)),\"package\":\(package),\"line\":\(product.line)}"
            }
            let configurations = target.configurations.map { configuration in
                "{\"name\":\(JSONString.quoted(configuration.name))"
                    + ",\"productName\":\(JSONString.quoted(configuration.productName))"
                    + ",\"moduleName\":\(JSONString.quoted(configuration.moduleName))"
                    + ",\"compilationConditions\":\(strings(configuration.compilationConditions))"
                    + ",\"sdkRoot\":\(configuration.sdkRoot.map(JSONString.quoted) ?? "null")"
                    + ",\"supportedPlatforms\":\(strings(configuration.supportedPlatforms))"
                    + ",\"unresolved\":\(strings(configuration.unresolved))}"
            }
            targets.append("{\"name\":\(JSONString.quoted(target.name))"
                + ",\"line\":\(target.line)"
                + ",\"productName\":\(JSONString.quoted(target.productName))"
                + ",\"moduleName\":\(JSONString.quoted(target.moduleName))"
                + ",\"productType\":\(JSONString.quoted(target.productType))"
                + ",\"kind\":\(JSONString.quoted(target.kind.spelling))"
                + ",\"swiftFiles\":[\(target.swiftFiles.map(path).joined(separator: ","))]"
                + ",\"sourcesOutsideSourceTree\":\(target.sourcesOutsideSourceTree)"
                + ",\"packageProducts\":[\(products.joined(separator: ","))]"
                + ",\"packageProductDependenciesLine\":\(target.packageProductDependenciesLine.map(String.init) ?? "null")"
                + ",\"targetDependencies\":\(references(target.targetDependencies))"
                + ",\"linkedTargets\":\(references(target.linkedTargets))"
                + ",\"defaultConfiguration\":\(JSONString.quoted(target.defaultConfigurationName))"
                + ",\"configurations\":[\(configurations.joined(separator: ","))]}")
        }
        let problems = project.problems.map { JSONString.quoted($0.description) }
        return "{\"path\":\(path(project.path)),\"name\":\(JSONString.quoted(project.name))"
            + ",\"readable\":\(project.isReadable)"
            + ",\"targets\":[\(targets.joined(separator: ","))]"
            + ",\"problems\":[\(problems.joined(separator: ","))]}"
    }
}
