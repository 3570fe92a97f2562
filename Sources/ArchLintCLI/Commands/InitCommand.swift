import ArchLintSupport
import ArchLintKit
import ArchLintGraph
import Foundation

/// `archlint init`: a starter rules file for the package.
enum InitCommand: Command {
    struct Values {
        var input = CheckOptions()
        var destination: String?
        var force = false
    }

    static let name = "init"
    static let summary = "Write a starter archlint.json for the package."
    static let discussion = """
        Writes a starter archlint.json for the package: groups by the roles archlint infers from
        names, folders and the graph (features, core, network, data, domain, composition root),
        printed with each member and why, the presets that fit, and the rules the code already
        satisfies switched on; rules with findings today are switched off with a comment saying
        how many and where the first is. Import cycles stay on: they are always real problems.
        """
    static let listsExitCodes = true

    static var optionGroups: [OptionGroup<Values>] {
        WorkspaceOptions.groups(\Values.input, rulesFile: false) + [
            OptionGroup(title: "OUTPUT", options: [
                Option(["--output"], .required("FILE"), help: "Where to write (default: DIR/archlint.json; `-` prints it).") { values, value in
                    values.destination = value!
                },
                Option(["--force"], help: "Replace an existing file.") { values, _ in values.force = true },
            ]),
        ]
    }

    static let examples = ["archlint init", "archlint init --package-path SampleProject --output -"]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = Linter(environment: context.environment, workingDirectory: context.workingDirectory)
        let root = context.resolve(values.input.packagePath)
        let target = values.destination.map { $0 == "-" ? "-" : context.resolve($0) }
            ?? (root as NSString).appendingPathComponent("archlint.json")
        if target != "-", FileManager.default.fileExists(atPath: target), !values.force {
            return context.fail(ToolError(.usage, "'\(linter.displayPath(target))' already exists; pass --force to replace it, or --output FILE"),
                                command: name)
        }
        do throws(ToolError) {
            let workspace = try linter.loadWorkspace(values.input, root: root, readStandardInput: context.readStandardInput)
            let (text, switchedOff) = StarterConfiguration.render(for: workspace, linter: linter)
            // What was inferred and why, for the team to review once.
            let roles = RoleInference.infer(workspace.graph, root: workspace.root)
            context.output.standardError(StarterGroups.report(StarterGroups.propose(roles), roles: roles))
            if target == "-" {
                context.output.standardOutput(text)
                return ExitCode.clean.rawValue
            }
            try AtomicFile.write(text, to: target, displayPath: values.destination ?? linter.displayPath(target))
            let off = switchedOff.isEmpty ? "every rule passes today" : "switched off until their findings are fixed: \(switchedOff.joined(separator: ", "))"
            context.output.standardError("wrote \(linter.displayPath(target)) (\(off)); run `archlint` to check\n")
            return ExitCode.clean.rawValue
        } catch {
            return context.fail(error)
        }
    }
}
