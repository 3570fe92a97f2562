import ArchLintSupport
import ArchLintKit

/// `archlint roles`: every module's role, inferred or set by the rules file, and why.
enum RolesCommand: Command {
    struct Values {
        var input = CheckOptions()
        var json = false
    }

    static let name = "roles"
    static let summary = "Show each module's role (composition root, feature, core...) and why."
    static let discussion = """
        Prints every target of the workspace with the role rules select it by (`role:feature`),
        and the evidence: its kind, its name, the folders above it, what its code shows
        (screens, HTTP, persistence), its place in the graph, or the rules file's "roles",
        which always win; then the sub-layers inferred inside the core modules and the
        features (the floor most of them build on, below the peers). --json prints the same
        for tools (its shape: README.md, "Roles for tools"). Rules/README.md ("Roles") says how each role
        is inferred.
        """
    static let listsExitCodes = true
    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--json"],
                        help: "Print JSON (every module, its role, evidence and code facts; the sub-layers)."
                    ) { values, _ in
                        values.json = true
                    }
                ])
        ]
    }
    static let examples = ["archlint roles --package-path SampleProject", "archlint roles --json"]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        do throws(ToolError) {
            let result = try linter.check(values.input, readStandardInput: context.readStandardInput)
            let (roles, warnings) = result.moduleRoles()
            context.output.standardOutput(
                values.json
                    ? RoleTable.renderJSON(roles, graph: result.graph, root: result.root)
                    : RoleTable.render(roles, graph: result.graph))
            // A "roles" entry that selects nothing, or a module two entries claim.
            for warning in warnings {
                var warning = warning
                warning.file = linter.displayPath(warning.file)
                context.output.standardError(TextLine.escape(warning.description) + "\n")
            }
            // What could not be read, as `check` says it, and its exit code.
            context.output.standardError(Notice.collapsed(result.notices).map { $0.printed + "\n" }.joined())
            return (result.isPartial ? ExitCode.partial : ExitCode.clean).rawValue
        } catch {
            return context.fail(error)
        }
    }
}
