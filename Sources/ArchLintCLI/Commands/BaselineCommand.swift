import ArchLintSupport
import ArchLintKit
import Foundation

/// `archlint baseline update`: rewrites the baseline the rules file names with today's findings.
enum BaselineCommand: Command {
    struct Values {
        var input = CheckOptions()
        var action: String?
        var output: String?
    }

    static let actions = ["update"]

    static let name = "baseline"
    static let summary = "Rewrite the baseline of accepted findings (`archlint baseline update`)."
    static let discussion = """
        `archlint baseline update` checks the package and records every current finding in the
        baseline the rules file names ("baseline"; archlint-baseline.json beside the rules file
        when it names none), so fixed findings leave it and, deliberately, today's new ones enter
        it. It says what changed: entries added, dropped (fixed) and kept.
        """
    static let positionalSynopsis: String? = "update"
    static let listsExitCodes = true

    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--output"], .required("FILE"),
                        help: "Write the baseline to FILE instead of the one the rules file names."
                    ) { values, value in
                        values.output = value!
                    }
                ])
        ]
    }

    static let examples = [
        "archlint baseline update", "archlint baseline update --package-path SampleProject --output /tmp/baseline.json",
    ]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        values.input.reuseResults = true
        return values
    }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        guard values.action == nil else { throw UsageError(message: "unexpected argument '\(value)'") }
        guard actions.contains(value) else {
            let suggestion = Suggestion.nearest(to: value, in: actions).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                message: "unknown baseline action '\(value)'\(suggestion) (actions: \(actions.joined(separator: ", ")))"
            )
        }
        values.action = value
    }

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.action == nil { throw UsageError(message: "missing action: write `archlint baseline update`") }
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        do throws(ToolError) {
            let result = try linter.check(values.input, readStandardInput: context.readStandardInput)
            let named = result.configuration.baseline
            let path =
                values.output.map(context.resolve) ?? named
                ?? (((result.configuration.file.map { ($0 as NSString).deletingLastPathComponent }) ?? result.root)
                as NSString).appendingPathComponent(Baseline.defaultFileName)
            let shown = values.output ?? linter.displayPath(path)
            // What changes, against the file as it was (when it reads as a baseline).
            let previous =
                FileManager.default.fileExists(atPath: path) ? try? Baseline.load(path: path, displayPath: shown) : nil
            let problems = BaselineInputProblem.of(
                result.notices, root: result.root, workingDirectory: context.workingDirectory)
            try Baseline.write(
                result.violations, root: result.root, inputProblems: problems, to: path, displayPath: shown)
            var log = "wrote \(shown): \(plural(result.violations.count, "finding")) accepted"
            if let previous {
                let comparison = previous.compare(result.violations, root: result.root)
                log += BaselineMessages.changes(
                    new: comparison.new.count, kept: comparison.baselined.count, stale: comparison.stale.count)
            }
            // Each line escaped (`TextLine`): paths come from the input.
            log = TextLine.escape(log) + "\n"
            if values.output == nil && named == nil, let file = result.configuration.file {
                let relative = PathUtilities.relative(path, to: (file as NSString).deletingLastPathComponent)
                log += TextLine.escape(BaselineMessages.notNamed(by: linter.displayPath(file), path: relative)) + "\n"
            }
            context.output.standardError(log)
            // Input that could not be read is recorded too: a later check is not partial for it.
            if !problems.isEmpty {
                context.output.standardError(
                    TextLine.escape(BaselineMessages.inputProblemsRecorded(problems.count)) + "\n")
            }
            return ExitCode.clean.rawValue
        } catch {
            return context.fail(error)
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The notes `baseline update` writes on standard error, each named after what it says.
enum BaselineMessages {
    /// How the new baseline differs from the file it replaced.
    static func changes(new: Int, kept: Int, stale: Int) -> String {
        " (\(new) new, \(kept) kept, \(stale) stale entr\(stale == 1 ? "y" : "ies") dropped or shrunk)"
    }

    /// The rules file does not name the baseline just written, so `check` would not read it.
    static func notNamed(by rulesFile: String, path: String) -> String {
        "note: \(rulesFile) names no baseline; add \"baseline\": \(JSONText.quoted(path)) so that check uses it"
    }

    /// Unreadable input was recorded in the baseline too.
    static func inputProblemsRecorded(_ problems: Int) -> String {
        "note: \(BaselineCommand.plural(problems, "input problem")) recorded (input archlint cannot read now): a "
            + "check that meets only these is not partial"
    }
}
