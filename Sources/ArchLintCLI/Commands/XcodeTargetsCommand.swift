import ArchLintSupport
import ArchLintPackage
import Foundation

/// `archlint xcode-targets PATH...`: what the Xcode reader sees, as one JSON document, for people
/// checking how archlint reads their projects and for `.ci/xcode_crosscheck.py`, which compares
/// it with an independent reader.
///
/// A PATH is a folder (every project under it and named by its workspaces), an `.xcodeproj` or
/// an `.xcworkspace`; paths in the output are relative to the folder the PATH names or holds
/// (its root). Keys are in a fixed order and arrays sorted, so output is byte-identical run to
/// run. Exit 2 when a project file could not be read.
enum XcodeTargetsCommand: Command {
    typealias Values = [String]

    static let name = "xcode-targets"
    static let summary = "Print the Xcode projects' targets as archlint reads them, as JSON."
    static let discussion = """
        Prints the Xcode projects under each PATH (a folder, an .xcodeproj or an .xcworkspace)
        as JSON: targets, module names, kinds, Swift files, package products, dependencies and
        per-configuration settings. Problems go to standard error.
        """
    static let positionalSynopsis: String? = "PATH..."
    static var optionGroups: [OptionGroup<Values>] { [] }
    static let examples = ["archlint xcode-targets .", "archlint xcode-targets App.xcodeproj | jq '.[].projects[].targets[].moduleName'"]
    static let listsExitCodes = true

    static func initialValues() -> Values { [] }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        values.append(value)
    }

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.isEmpty { throw UsageError(message: "missing input: give one or more folders, .xcodeproj or .xcworkspace paths") }
    }

    static func run(_ arguments: Values, context: CommandContext) -> Int32 {
        var documents: [JSONText] = []
        var unreadable = false
        for argument in arguments {
            let absolute = context.resolve(argument)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
                return context.fail(ToolError(.missingInput, "no such folder: '\(argument)' (relative to \(context.workingDirectory)); give a folder, an .xcodeproj or an .xcworkspace"))
            }
            let root: String
            let found: XcodeProjectFinder.Result
            if absolute.hasSuffix(".xcodeproj") {
                root = XcodePath.parent(of: absolute)
                found = XcodeProjectFinder.Result(projects: [absolute], problems: [])
            } else if absolute.hasSuffix(".xcworkspace") {
                root = XcodePath.parent(of: absolute)
                found = XcodeProjectFinder.projects(inWorkspace: absolute, root: root, skippedFolderNames: WorkspaceTree.skippedFolders)
            } else {
                root = absolute
                found = XcodeProjectFinder.find(root: root, skippedFolderNames: WorkspaceTree.skippedFolders)
            }
            for problem in found.problems { context.output.standardError(TextLine.escape("\(problem)") + "\n") }
            var projects: [JSONText] = []
            for path in found.projects {
                let project = XcodeProjectReader.read(projectPath: path, root: root)
                for problem in project.problems { context.output.standardError(TextLine.escape("\(problem)") + "\n") }
                if !project.isReadable { unreadable = true }
                projects.append(json(project, root: root))
            }
            documents.append(.object([("root", .string(argument)), ("projects", .array(projects))]))
        }
        context.output.standardOutput(JSONText.array(documents).rendered(.compactWhenShort))
        return unreadable ? ExitCode.partial.rawValue : ExitCode.clean.rawValue
    }

    static func json(_ project: XcodeProject, root: String) -> JSONText {
        func path(_ absolute: String) -> JSONText { .string(XcodePath.relative(absolute, to: root)) }
        func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }
        func references(_ values: [XcodeTargetReference]) -> JSONText {
            .array(values.map { .object([("project", path($0.project)), ("target", .string($0.target))]) })
        }
        let targets: [JSONText] = project.targets.map { target in
            let products: [JSONText] = target.packageProducts.map { product in
                let package: JSONText
                switch product.package {
                case .local(let folder): package = .object([("local", path(folder))])
                case .remote(let url): package = .object([("remote", .string(url))])
                case .unspecified: package = .null
                }
                return .object([("product", .string(product.productName)), ("package", package), ("line", .int(product.line))])
            }
            let configurations: [JSONText] = target.configurations.map { configuration in
                .object([
                    ("name", .string(configuration.name)),
                    ("productName", .string(configuration.productName)),
                    ("moduleName", .string(configuration.moduleName)),
                    ("compilationConditions", strings(configuration.compilationConditions)),
                    ("sdkRoot", .optional(configuration.sdkRoot)),
                    ("supportedPlatforms", strings(configuration.supportedPlatforms)),
                    ("unresolved", strings(configuration.unresolved)),
                ])
            }
            return .object([
                ("name", .string(target.name)),
                ("line", .int(target.line)),
                ("productName", .string(target.productName)),
                ("moduleName", .string(target.moduleName)),
                ("productType", .string(target.productType)),
                ("kind", .string(target.kind.spelling)),
                ("swiftFiles", .array(target.swiftFiles.map(path))),
                ("sourcesOutsideSourceTree", .int(target.sourcesOutsideSourceTree)),
                ("packageProducts", .array(products)),
                ("packageProductDependenciesLine", target.packageProductDependenciesLine.map(JSONText.int) ?? .null),
                ("targetDependencies", references(target.targetDependencies)),
                ("linkedTargets", references(target.linkedTargets)),
                ("defaultConfiguration", .string(target.defaultConfigurationName)),
                ("configurations", .array(configurations)),
            ])
        }
        return .object([
            ("path", path(project.path)),
            ("name", .string(project.name)),
            ("readable", .bool(project.isReadable)),
            ("targets", .array(targets)),
            ("problems", .array(project.problems.map { .string($0.description) })),
        ])
    }
}
