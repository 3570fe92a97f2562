import ArchLintSupport
import ArchLintRules
import ArchLintKit
import Dispatch
import Foundation

/// `archlint check`: the module graph against the rules, one line per finding.
enum CheckCommand: Command {
    struct Values {
        var input = CheckOptions()
        var reporters: [ReporterDestination] = []
        var baseline: String?
        var noBaseline = false
        var writeBaseline: String?
        var strict = false
        var strictBaseline = false
        var explain = false
        var changed: ChangeSelection?
        var verbose = false
        var color = ColorChoice.auto
    }

    static let name = "check"
    static let summary = "Check the package's imports against the rules (the default command)."
    static let discussion = """
        Builds the module graph of a Swift package from `swift package dump-package` and the
        imports of every source file, checks it against the rules, and prints one line per
        offending import: `path:line:column: error: [rule-id] message`, with `note:` lines.
        Warnings about the input and the summary go to standard error.
        """
    static let listsExitCodes = true

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        values.input.reuseResults = true
        return values
    }

    /// The `--reporter` help's list: one indented line per format, its name padded to 16 columns, then its summary.
    private static var reporterList: String {
        ReportFormat.allCases.map { "  " + $0.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }

    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--reporter"], .required("NAME[:FILE]"),
                        help: """
                            Output format, to FILE or standard output; repeatable, at most
                            one on standard output (default: xcode). Formats:
                            \(reporterList)
                            """
                    ) { values, value throws(UsageError) in
                        switch ReporterDestination.parse(value!) {
                        case .success(let destination): values.reporters.append(destination)
                        case .failure(let error): throw UsageError(message: error.message)
                        }
                    },
                    Option(
                        ["--baseline"], .required("FILE"),
                        help: """
                            Accept the findings recorded in FILE: they are counted, not
                            printed, and do not fail the run; new ones do. Default: the
                            file the rules file names ("baseline").
                            """
                    ) { values, value in values.baseline = value! },
                    Option(["--no-baseline"], help: "Ignore the rules file's baseline: report every finding.") {
                        values, _ in
                        values.noBaseline = true
                    },
                    Option(
                        ["--write-baseline"], .required("FILE"),
                        help: """
                            Record every current finding in FILE (and pass); `archlint
                            baseline update` rewrites the rules file's baseline.
                            """
                    ) { values, value in
                        values.writeBaseline = value!
                    },
                    Option(["--strict"], help: "Warnings fail the run too.") { values, _ in values.strict = true },
                    Option(
                        ["--strict-baseline"],
                        help: "Stale baseline entries (fixed findings) fail the run (keeps it tight)."
                    ) { values, _ in
                        values.strictBaseline = true
                    },
                    Option(
                        ["--explain"],
                        help: """
                            Print each finding's whole fix plan (steps, symbols crossing,
                            protocol skeleton) as notes, not only its one-line summary,
                            and its rule's description under it, not once at the end.
                            """
                    ) { values, _ in values.explain = true },
                    Option(
                        ["--changed"], .optional("REV"),
                        help: """
                            Still check the whole graph, but report (and fail on) only the
                            findings with an import line in a changed file (shown at that
                            line), and import cycles a changed file takes part in. Alone: the staged \
                            files (git diff --cached), for
                            pre-commit hooks. With REV: files changed since REV in the
                            working tree, plus untracked files (git diff REV; git ls-files
                            --others). Run inside a git repository.
                            """
                    ) { values, value in
                        values.changed = value.map(ChangeSelection.since) ?? .staged
                    },
                    Option(
                        ["--color"], .required("WHEN"),
                        help: """
                            Colour the text output (findings on standard output, notes on
                            standard error): auto (the default: only on a terminal, never in
                            a pipe or file, and not when NO_COLOR is set), always or never.
                            """
                    ) { values, value throws(UsageError) in
                        guard let choice = ColorChoice(rawValue: value!) else {
                            throw UsageError.unknownValue(
                                value!, for: "--color", expected: ColorChoice.allCases.map(\.rawValue))
                        }
                        values.color = choice
                    },
                    Option(
                        ["--verbose", "-v"],
                        help: """
                            With --changed, also print the notes about the setup (the rules
                            file, what was read, roles, the composition root) and the input
                            warnings; without it, --changed prints the findings, errors, the
                            summary and why the run failed.
                            """
                    ) { values, _ in values.verbose = true },
                ])
        ]
    }

    static let environmentHelp: [(name: String, meaning: String)] = [
        ("ARCHLINT_SWIFT_EXEC", "The `swift` executable to run (default: `swift` on PATH)."),
        ("ARCHLINT_CACHE_TRACE", "Set to 1 to print whether check reused a stored result, and if\nnot, what changed."),
    ]

    static let examples = [
        "archlint check --package-path SampleProject",
        "swift package dump-package > dump.json && archlint check --manifest-json dump.json",
        "archlint check --config Rules/modular-app.json",
        "archlint check --changed origin/main",
        "archlint check --reporter xcode --reporter sarif:archlint.sarif --baseline archlint-baseline.json",
    ]

    static func validate(_ values: inout Values) throws(UsageError) {
        if let error = ReporterDestination.validate(values.reporters) { throw UsageError(message: error.message) }
        if values.baseline != nil && values.writeBaseline != nil {
            throw UsageError(
                message:
                    "--baseline and --write-baseline together; to refresh a baseline, pass --write-baseline FILE alone")
        }
        if values.noBaseline && (values.baseline != nil || values.writeBaseline != nil) {
            throw UsageError(
                message:
                    "--no-baseline with --\(values.baseline != nil ? "baseline" : "write-baseline"); pass one of them")
        }
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let start = DispatchTime.now()
        var configured = context.linter()
        // A progress line only where a person watches: a terminal, outside CI.
        if isatty(STDERR_FILENO) == 1, context.environment["CI"] == nil {
            let output = context.output
            configured.progress = { done, total in
                guard total > 1 else { return }
                output.standardError(done == total ? "\r\u{1B}[K" : "\rdumping manifests \(done)/\(total)")
            }
        }
        let linter = configured
        let report: Report
        var hiddenByChanged = 0
        do throws(ToolError) {
            // A broken baseline should not cost a SwiftPM run either.
            var triage = FindingTriage()
            if let file = values.baseline {
                triage.baseline = .given(
                    try Baseline.load(path: context.resolve(file), displayPath: file), displayPath: file)
            } else if let file = values.writeBaseline {
                triage.baseline = .write(path: context.resolve(file), displayPath: file)
            } else if values.noBaseline {
                triage.baseline = .none
            }
            // Asked before the check so a missing repository fails fast.
            triage.changed = try values.changed.map { selection throws(ToolError) in
                try ChangedFilesFilter.load(
                    selection, directory: context.resolve(values.input.packagePath), environment: context.environment)
            }
            var result = try linter.check(values.input, readStandardInput: context.readStandardInput)
            let outcome = try triage.apply(
                to: &result, displayPath: { linter.displayPath($0) }, workingDirectory: context.workingDirectory)
            let comparison = outcome.comparison
            let baselineFile = outcome.baselineFile
            hiddenByChanged = outcome.hiddenByChanged
            var built = Report(
                result: result, baseline: comparison, strict: values.strict, strictBaseline: values.strictBaseline,
                explain: values.explain, displayPath: { linter.displayPath($0) })
            built.baselineFile = baselineFile
            report = built
            // Colour only the text format, and only where a person reads it (never a FILE).
            let colorOutput = values.color.isEnabled(
                isTerminal: context.standardOutputIsTerminal, environment: context.environment)
            try report.emit(
                to: values.reporters.isEmpty ? [ReporterDestination(format: .xcode)] : values.reporters,
                resolve: context.resolve,
                standardOutput: { text in
                    context.output.standardOutput(colorOutput ? TerminalColor.diagnostics(text) : text)
                }, textOnly: colorOutput, rawStandardOutput: context.output.standardOutput)
        } catch {
            return context.fail(error)
        }
        let result = report.result
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        var log = ""
        // A commit hook (--changed) stays quiet: findings, input errors, the summary, the reason.
        let quiet = values.changed != nil && !values.verbose
        if result.configuration.file == nil, !quiet {
            log += CheckMessages.builtInRules(
                root: TextLine.escape(linter.displayPath(result.root)),
                otherPresets: result.configuration.presets.filter { $0 != ConfigurationLoader.defaultPreset })
        }
        for notice in Notice.collapsed(result.notices) where !quiet || notice.severity == .error {
            log += notice.printed + "\n"
        }
        if !quiet {
            for line in result.summary?.lines ?? [] { log += TextLine.escape("note: \(line)") + "\n" }
        }
        if context.environment["ARCHLINT_CACHE_TRACE"] == "1", let trace = result.resultCacheTrace {
            log += "note: \(trace)\n"
        }
        if hiddenByChanged > 0 {
            log += CheckMessages.hiddenByChanged(hiddenByChanged)
        }
        log += report.staleBaselineLines()
        log += SummaryLine.render(report, milliseconds: milliseconds) + "\n"
        // The reason for a failure comes last, next to the summary, never above the notices.
        if let reason = report.failureReason { log += TextLine.escape(reason) + "\n" }
        let colorLog = values.color.isEnabled(
            isTerminal: context.standardErrorIsTerminal, environment: context.environment)
        context.output.standardError(colorLog ? TerminalColor.diagnostics(log) : log)
        ResultLifetime.keepIfNeeded(report)
        return report.exitCode.rawValue
    }
}

/// The notes `check` writes on standard error, each named after what it says.
enum CheckMessages {
    /// No rules file: which built-in rules run instead, and how to write one. `root` is already escaped.
    static func builtInRules(root: String, otherPresets: [String]) -> String {
        "note: no archlint.json in \(root); using the built-in default rules (preset "
            + "'\(ConfigurationLoader.defaultPreset)': \(otherPresets.joined(separator: ", "))), which select "
            + "modules by role (composition root, features, core, network, data) inferred from names, folders, code "
            + "and the graph: `archlint roles` shows them and why. Write your own archlint.json (`archlint init`) to "
            + "set roles and name your layers.\n"
    }

    /// `--changed` left out `count` findings outside the changed files.
    static func hiddenByChanged(_ count: Int) -> String {
        "note: --changed: \(count) finding\(count == 1 ? "" : "s") outside the changed files not shown\n"
    }
}
