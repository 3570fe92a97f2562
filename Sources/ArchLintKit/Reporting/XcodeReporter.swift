/// `path:line:column: error: [rule-id] message` lines, with `note:` lines under each finding,
/// the format Xcode, editors and most CI annotators parse. One finding per decision: the other
/// import lines of an edge, or of a cycle's edges, are notes under it (ten at most, then a
/// count). Each rule's description, when the team wrote one, follows once at the end
/// (`note: [rule-id] description`), or under each finding with `--explain`.

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
        let reporter = XcodeReporter(displayPath: report.displayPath, explain: report.explain)
        guard report.explain else {
            return reporter.render(report.findings)
                + report.describedRules.map { TextLine.escape("note: [\($0.id)] \($0.description)") + "\n" }.joined()
        }
        return reporter.render(report.findings, description: report.description(ofRule:))
    }

    package func render(_ violations: [Violation], description: (String) -> String? = { _ in nil }) -> String {
        var output = ""
        for violation in violations {
            output += line(
                location: violation.location, kind: violation.severity.rawValue,
                text: "[\(violation.ruleID)] \(violation.message)")
            if let description = description(violation.ruleID) {
                output += line(location: violation.location, kind: "note", text: "rule: \(description)")
            }
            // Notes without a place of their own sit under the finding's line.
            for note in violation.shownNotes {
                output += line(location: note.location ?? violation.location, kind: "note", text: note.message)
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
    ///
    /// A line longer than `LineLength.limit` goes on in `note:` lines at the same place, its
    /// lists cut ("and N more") unless `explain` asks for everything.
    private func line(location: SourceLocation?, kind: String, text: String) -> String {
        let place = location.map { "\(displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
        let parts = LineLength.wrapped(text, prefix: TextLine.escape(place).count + kind.count + 2, capsLists: !explain)
        return parts.enumerated().map { index, part in
            TextLine.escape("\(place)\(index == 0 ? kind : "note"): \(part)") + "\n"
        }.joined()
    }
}

/// The closing line on standard error:
/// `N findings (E errors, W warnings) on D edges; M modules checked (K files, T ms)`, and with a
/// baseline `; baseline FILE: N new, K accepted, S stale`. N counts the findings shown (one per
/// decision: an edge, a cycle's component), D the distinct edges they are about, M the target
/// modules the rules judged. Without findings it tells a clean run from one where rules had
/// nothing to check (`RuleCoverage`).
package enum SummaryLine {
    package static func render(_ result: CheckResult, milliseconds: Int) -> String {
        render(Report(result: result, displayPath: { $0 }), milliseconds: milliseconds)
    }

    package static func render(_ report: Report, milliseconds: Int) -> String {
        let count = report.findings.count
        let errors = report.errorCount, warnings = report.warningCount
        let breakdown = warnings > 0 ? " (\(plural(errors, "error")), \(plural(warnings, "warning")))" : ""
        let edges = count > 0 ? " on \(plural(report.edgeCount, "edge"))" : ""
        var line =
            "\(plural(count, "finding"))\(breakdown)\(edges); \(plural(report.result.modulesChecked, "module")) checked"
        line += " (\(plural(report.result.filesScanned, "file")), \(milliseconds) ms)"
        if let baseline = report.baseline {
            line +=
                "; baseline\(report.baselineFile.map { " " + TextLine.escape($0) } ?? ""): \(baseline.new.count) new, "
                + "\(baseline.baselined.count) accepted, \(baseline.stale.count) stale"
        }
        if report.result.violations.isEmpty, let clause = coverage(report.result.coverage) { line += "; " + clause }
        return line
    }

    /// Without findings, whether rules had nothing to check: `nothing was checked: ...` when
    /// none had anything, `K of N rules had nothing to check` when some; nil when every rule
    /// checked something (a plain clean run).
    package static func coverage(_ coverage: [RuleCoverage]) -> String? {
        if coverage.isEmpty { return "nothing was checked: no rule is enabled" }
        let idle = coverage.filter { !$0.checkedSomething }.count
        guard idle > 0 else { return nil }
        if idle == coverage.count {
            return
                "nothing was checked: none of the \(plural(coverage.count, "rule")) selected anything (see the notes "
                + "above)"
        }
        return "\(idle) of \(plural(coverage.count, "rule")) had nothing to check"
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
