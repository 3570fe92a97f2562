import ArchLintSupport
import ArchLintRules

/// `archlint rules [KIND]`: the rule kinds, or one kind's documentation.
enum RulesCommand: Command {
    struct Values {
        var kind: String?
    }

    static let name = "rules"
    static let summary = "List the rule kinds, or document one."
    static let discussion = """
        Without KIND, lists the rule kinds with a one-line summary. With KIND, prints its
        documentation, options and examples.
        """
    static let positionalSynopsis: String? = "[KIND]"
    static var optionGroups: [OptionGroup<Values>] { [] }
    static let examples = ["archlint rules", "archlint rules forbidden"]

    static func initialValues() -> Values { Values() }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        guard values.kind == nil else {
            throw UsageError(message: "unexpected argument '\(value)'; give one rule kind")
        }
        values.kind = value
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        guard let kind = values.kind else {
            var text = ""
            let width = RuleCatalog.standard.kinds.map(\.count).max() ?? 0
            for kind in RuleCatalog.standard.kinds {
                let description = RuleCatalog.standard.rule(kind: kind)!.description
                text += kind.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description.summary + "\n"
            }
            context.output.standardOutput(text)
            return ExitCode.clean.rawValue
        }
        guard let rule = RuleCatalog.standard.rule(kind: kind) else {
            let suggestion =
                Suggestion.nearest(to: kind, in: RuleCatalog.standard.kinds).map { "; did you mean '\($0)'?" } ?? ""
            return context.fail(
                ToolError(
                    .usage,
                    "unknown rule kind '\(kind)'\(suggestion) (kinds: "
                        + "\(RuleCatalog.standard.kinds.joined(separator: ", ")))"
                ),
                command: name)
        }
        context.output.standardOutput(RuleDocumentation.render(rule.description))
        return ExitCode.clean.rawValue
    }
}
