// Findings rendered for people and machines.
//
// Owns the output formats, one file each, behind one protocol and one registry
// (`ReportFormat`). Knows violations, the configuration and the baseline comparison; knows
// nothing about how findings were found. Every format is deterministic and checked against a
// golden file in Tests/Fixtures/Reporting.

import ArchLintRules
import ArchLintSupport

/// Renders one run's report in one format.
package protocol Reporter: Sendable {
    /// The whole output, ending with a newline unless empty.
    func render(_ report: Report) -> String
}

/// Every output format `--reporter` accepts. A test fails if a format has no golden file.
package enum ReportFormat: String, CaseIterable, Sendable {
    case xcode
    case json
    case sarif
    case githubActions = "github-actions"
    case junit
    case markdown

    package var reporter: any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .githubActions: GitHubActionsReporter()
        case .junit: JUnitReporter()
        case .markdown: MarkdownReporter()
        }
    }

    /// One line for `--help`.
    package var summary: String {
        switch self {
        case .xcode: "path:line:column: error: [rule] message (the default)"
        case .json: "versioned JSON document (schema in the README)"
        case .sarif: "SARIF 2.1.0, for GitHub code scanning"
        case .githubActions: "::error workflow commands, annotating the pull request"
        case .junit: "JUnit XML, one test case per rule"
        case .markdown: "summary with a Mermaid graph, for $GITHUB_STEP_SUMMARY"
        }
    }
}

/// What a reporter renders: the run, the findings to show, and the baseline's verdict.
package struct Report: Sendable {
    package var result: CheckResult
    /// The findings shown: every finding, or with a baseline only the new ones. Sorted.
    package var findings: [Violation]
    /// The comparison with `--baseline`, nil without one.
    package var baseline: BaselineComparison?
    /// Warnings fail the run too (`--strict`).
    package var strict: Bool
    /// Baseline entries that no longer occur fail the run (`--strict-baseline`).
    package var strictBaseline: Bool
    /// Turns an absolute path into what is printed (relative to the working directory).
    package var displayPath: @Sendable (String) -> String
    /// Print every step of each fix plan, not only its summary (`--explain`), and each rule's
    /// description under its findings instead of once in a footer.
    package var explain: Bool = false
    /// The baseline file as shown in messages (`--baseline`, or the rules file's `"baseline"`).
    package var baselineFile: String?

    package init(
        result: CheckResult, baseline: BaselineComparison? = nil, strict: Bool = false,
        strictBaseline: Bool = false, explain: Bool = false, displayPath: @escaping @Sendable (String) -> String
    ) {
        self.explain = explain
        self.result = result
        self.findings = baseline?.new ?? result.violations
        self.baseline = baseline
        self.strict = strict
        self.strictBaseline = strictBaseline
        self.displayPath = displayPath
    }

    /// True when this finding alone fails the run.
    package func fails(_ violation: Violation) -> Bool {
        violation.severity == .error || (strict && violation.severity == .warning)
    }

    /// 1 for a new failing finding (or a loose baseline under `--strict-baseline`), which takes
    /// precedence over 2: a CI step that tolerates 2 must not let new errors through; 2 when
    /// input the baseline does not record could not be read, or nothing was checked; else 0.
    package var exitCode: ExitCode {
        let looseBaseline = strictBaseline && (!(baseline?.stale.isEmpty ?? true) || !(baseline?.grown.isEmpty ?? true))
        if findings.contains(where: fails) || looseBaseline { return .findings }
        if result.isPartial || nothingChecked { return .partial }
        return .clean
    }

    /// True when no enabled rule had anything to check (or none is enabled): a gate that checks
    /// nothing does not pass.
    package var nothingChecked: Bool {
        !result.coverage.contains(where: \.checkedSomething)
    }

    package var errorCount: Int { findings.filter { $0.severity == .error }.count }
    package var warningCount: Int { findings.count - errorCount }
    /// Modules charged with at least one shown finding.
    package var moduleCount: Int { Set(findings.compactMap(\.module)).count }
    /// Distinct edges the shown findings are about (a cycle counts each of its edges).
    package var edgeCount: Int { Set(findings.flatMap(\.edges)).count }

    /// The rules with shown findings that carry a team description, sorted by id: what the
    /// footer explains once instead of in every finding.
    package var describedRules: [(id: String, description: String)] {
        let shown = Set(findings.map(\.ruleID))
        return result.configuration.rules.compactMap { rule in
            guard shown.contains(rule.id), let description = rule.description, !description.isEmpty else { return nil }
            return (rule.id, description)
        }.sorted { $0.id < $1.id }
    }

    /// The team's description of a rule, if it wrote one.
    package func description(ofRule id: String) -> String? {
        result.configuration.rules.first { $0.id == id }?.description.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The files a partial run did not check (each error notice's file), sorted, each once.
    package var uncheckedFiles: [String] {
        Array(Set(result.notices.filter(\.marksUncheckedInput).compactMap(\.file))).sorted()
    }

    /// The rules the run evaluated (severity not `off`), sorted by id.
    package var enabledRules: [ConfiguredRule] {
        result.configuration.rules.filter { $0.severity != .off }.sorted { $0.id < $1.id }
    }
}

/// One `--reporter NAME[:FILE]`: a format and where it goes (nil: standard output).
package struct ReporterDestination: Sendable, Equatable {
    package var format: ReportFormat
    package var file: String?

    package init(format: ReportFormat, file: String? = nil) {
        self.format = format
        self.file = file
    }

    /// Reads `NAME` or `NAME:FILE`; the error says what to write instead.
    package static func parse(_ text: String) -> Result<ReporterDestination, ReporterArgumentError> {
        let name = String(text.prefix { $0 != ":" })
        let file = name.count < text.count ? String(text.dropFirst(name.count + 1)) : nil
        guard let format = ReportFormat(rawValue: name) else {
            let names = ReportFormat.allCases.map(\.rawValue)
            let suggestion = Suggestion.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(
                ReporterArgumentError(
                    message: "unknown reporter '\(name)'\(suggestion) (reporters: \(names.joined(separator: ", ")))"))
        }
        if file?.isEmpty == true {
            return .failure(
                ReporterArgumentError(
                    message:
                        "--reporter \(name): missing file name after ':' (write --reporter \(name) for standard output)"
                ))
        }
        return .success(ReporterDestination(format: format, file: file))
    }

    /// Checks a whole list: at most one reporter on standard output, no file named twice.
    package static func validate(_ destinations: [ReporterDestination]) -> ReporterArgumentError? {
        let toStandardOutput = destinations.filter { $0.file == nil }.map(\.format.rawValue)
        if toStandardOutput.count > 1 {
            return ReporterArgumentError(
                message: "reporters \(toStandardOutput.joined(separator: " and ")) both write to standard output; send "
                    + "all but one to a file with --reporter NAME:FILE")
        }
        let files = destinations.compactMap(\.file)
        if let twice = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
            return ReporterArgumentError(message: "two reporters write to '\(twice)'; give each its own file")
        }
        return nil
    }
}

/// A `--reporter` value archlint cannot use.
package struct ReporterArgumentError: Error, Sendable, Equatable {
    package var message: String
}
