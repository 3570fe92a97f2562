/// `path:line:column: error: [rule-id] message` lines, with `note:` lines under each finding,
/// the format Xcode, editors and most CI annotators parse.

import ArchLintSupport
import ArchLintRules

package struct XcodeReporter: Reporter {
    /// Turns an absolute path into what is printed; `render(_: Report)` uses the report's instead.
    package var displayPath: @Sendable (String) -> String
    /// Every step of each fix plan under its finding, not only the summary.
    package var explain: Bool

    package init(displayPath: @escaping @Sendable (String) -> String = { $0 }, explain: Bool = false) {
        self.displayPath = displayPath
        self.explain = explain
    }

    package func render(_ report: Report) -> String {
        XcodeReporter(displayPath: report.displayPath, explain: report.explain).render(report.findings)
    }

    package func render(_ violations: [Violation]) -> String {
        var output = ""
        for violation in violations {
            output += line(location: violation.location, kind: violation.severity.rawValue,
                           text: "[\(violation.ruleID)] \(violation.message)")
            for note in violation.notes {
                output += line(location: note.location, kind: "note", text: note.message)
            }
            // A plan's notes sit under the finding's own line unless they point elsewhere.
            for note in violation.plan?.notes(explain: explain) ?? [] {
                output += line(location: note.location ?? violation.location, kind: "note", text: note.message)
            }
        }
        return output
    }

    /// One line; every name and path in it escaped (`TextLine`), so none can start a line of
    /// its own.
    private func line(location: SourceLocation?, kind: String, text: String) -> String {
        guard let location else { return "\(kind): \(TextLine.escape(text))\n" }
        return TextLine.escape("\(displayPath(location.file)):\(location.line):\(location.column): \(kind): \(text)") + "\n"
    }
}

/// The closing line on standard error:
/// `N violations in M modules (K files scanned, T ms)`, and with a baseline
/// `; baseline: +N new, -M fixed, K baselined`. N counts the findings shown.
package enum SummaryLine {
    package static func render(_ result: CheckResult, milliseconds: Int) -> String {
        render(Report(result: result, displayPath: { $0 }), milliseconds: milliseconds)
    }

    package static func render(_ report: Report, milliseconds: Int) -> String {
        let count = report.findings.count, modules = report.moduleCount
        let errors = report.errorCount, warnings = report.warningCount
        let files = report.result.filesScanned
        let breakdown = warnings > 0 ? " (\(plural(errors, "error")), \(plural(warnings, "warning")))" : ""
        var line = "\(plural(count, "violation"))\(breakdown) in \(plural(modules, "module")) (\(plural(files, "file")) scanned, \(milliseconds) ms)"
        if let baseline = report.baseline {
            line += "; baseline: +\(baseline.new.count) new, -\(baseline.fixedCount) fixed, \(baseline.baselined.count) baselined"
        }
        return line
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
