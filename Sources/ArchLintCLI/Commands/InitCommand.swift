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
    static let summary = "Write a starter archlint.json (and a baseline of today's findings)."
    static let discussion = """
        Writes a starter archlint.json for the package: groups by the roles archlint infers from
        names, folders, code and the graph (composition root, features, shared, data, network,
        domain, core and its floor), printed with each member and why; a `layers` rule in the
        order the groups show in the graph, with the imports that show it; the presets that
        fit; and every rule on: no rule is switched off. Today's findings are recorded in
        archlint-baseline.json beside it, which the rules file names ("baseline"), so
        `archlint check`, the pre-commit hook, --changed and the SwiftPM plugin accept them
        without a flag and fail on every new one. No finding is written as an "except" entry:
        the baseline says when one is fixed.
        """
    static let listsExitCodes = true

    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input, rulesFile: false) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--output"], .required("FILE"),
                        help: "Where to write (default: DIR/archlint.json; `-` prints it)."
                    ) { values, value in
                        values.destination = value!
                    },
                    Option(["--force"], help: "Replace an existing file.") { values, _ in values.force = true },
                ])
        ]
    }

    static let examples = ["archlint init", "archlint init --package-path SampleProject --output -"]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        let root = context.resolve(values.input.packagePath)
        let target =
            values.destination.map { $0 == "-" ? "-" : context.resolve($0) }
            ?? (root as NSString).appendingPathComponent("archlint.json")
        let baselinePath =
            target == "-"
            ? nil
            : ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                Baseline.defaultFileName)
        for path in [target, baselinePath].compactMap({ $0 })
        where path != "-" && FileManager.default.fileExists(atPath: path) && !values.force {
            return context.fail(
                ToolError(
                    .usage, "'\(linter.displayPath(path))' already exists; pass --force to replace it, or --output FILE"
                ),
                command: name)
        }
        do throws(ToolError) {
            let workspace = try linter.loadWorkspace(
                values.input, root: root, readStandardInput: context.readStandardInput)
            // Input that cannot be read today is recorded, so that it fails no later check.
            let problems = BaselineInputProblem.of(
                workspace.notices, root: workspace.root, workingDirectory: context.workingDirectory)
            let starter = StarterConfiguration.make(for: workspace, linter: linter, inputProblems: problems)
            // What could not be read, as `check` says it. Recorded in the baseline written here,
            // it fails no later check, and init exits 0; written nowhere (--output -), it exits 2.
            context.output.standardError(Notice.collapsed(workspace.notices).map { $0.printed + "\n" }.joined())
            let finished =
                workspace.isPartial && (baselinePath == nil || problems.isEmpty) ? ExitCode.partial : ExitCode.clean
            // What was inferred and why, for the team to review once.
            context.output.standardError(
                StarterGroups.report(starter.groups, roles: starter.roles, layers: starter.layers))
            if target == "-" {
                context.output.standardOutput(starter.text)
                if !starter.baselined.isEmpty {
                    context.output.standardError(InitMessages.baselineNotWritten(starter.baselined.count))
                }
                return finished.rawValue
            }
            try AtomicFile.write(
                starter.text, to: target, displayPath: values.destination ?? linter.displayPath(target))
            // Every line escaped (`TextLine`): paths, rule ids and module names come from the input.
            var log =
                TextLine.escape(
                    "wrote \(linter.displayPath(target)): \(plural(starter.ruleCount, "rule")), every one on") + "\n"
            if let baselinePath, !starter.baselined.isEmpty || !problems.isEmpty {
                try AtomicFile.write(
                    starter.baseline.render(), to: baselinePath, displayPath: linter.displayPath(baselinePath))
                log +=
                    TextLine.escape(
                        InitMessages.baselineWritten(
                            linter.displayPath(baselinePath), findings: starter.baselined.count)
                    ) + "\n"
                log += StarterConfiguration.counts(of: starter.baselined).map { TextLine.escape("  \($0)") + "\n" }
                    .joined()
                if !problems.isEmpty {
                    log += TextLine.escape(InitMessages.inputProblemsRecorded(problems.count)) + "\n"
                }
            } else {
                log += "every rule passes today\n"
            }
            log += InitMessages.nextStep(hasBaseline: !starter.baselined.isEmpty)
            context.output.standardError(log)
            return finished.rawValue
        } catch {
            return context.fail(error)
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The notes `init` writes on standard error, each named after what it says.
enum InitMessages {
    /// `--output -`: the starter went to standard output, the baseline of today's findings nowhere.
    static func baselineNotWritten(_ findings: Int) -> String {
        "note: \(InitCommand.plural(findings, "finding")) of today not written to \(Baseline.defaultFileName) "
            + "(--output -); write it with `archlint baseline update`\n"
    }

    /// The baseline file was written with today's findings (a line of their counts follows).
    static func baselineWritten(_ path: String, findings: Int) -> String {
        "wrote \(path): today's \(InitCommand.plural(findings, "finding")) accepted; a new one fails `archlint check`:"
    }

    /// Unreadable input was recorded in the baseline too.
    static func inputProblemsRecorded(_ problems: Int) -> String {
        "  \(InitCommand.plural(problems, "input problem")) (input archlint cannot read today, see the errors "
            + "above): recorded, so they fail no later check; a new one does"
    }

    /// The last line: what to run next.
    static func nextStep(hasBaseline: Bool) -> String {
        "run `archlint` to check"
            + (hasBaseline ? "; once recorded findings are fixed, `archlint baseline update` drops them" : "") + "\n"
    }
}
