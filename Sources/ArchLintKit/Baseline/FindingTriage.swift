import ArchLintSupport
import ArchLintRules

/// The step after the rules: which findings a run reports and fails on. It compares them with
/// the baseline (the one named, else the rules file's `"baseline"` unless turned off), or
/// records them in a new one, and with `--changed` keeps only those in the changed files.
package struct FindingTriage: Sendable {
    /// Where the accepted findings come from.
    package enum BaselineChoice: Sendable {
        /// The rules file's `"baseline"`, if it names one.
        case rulesFile
        /// A baseline read before the run (`--baseline FILE`), shown as `displayPath`.
        case given(Baseline, displayPath: String)
        /// None: every finding is reported (`--no-baseline`).
        case none
        /// Record every current finding in `path` (`--write-baseline FILE`); they are accepted.
        case write(path: String, displayPath: String)
    }

    /// What the triage decided.
    package struct Outcome: Sendable {
        /// The comparison with the baseline in use, nil without one.
        package var comparison: BaselineComparison?
        /// The baseline file as shown in messages, when one is in use.
        package var baselineFile: String?
        /// Findings outside the changed files that `--changed` does not show.
        package var hiddenByChanged = 0
    }

    package var baseline: BaselineChoice = .rulesFile
    /// Only findings in these files are reported (`--changed`).
    package var changed: ChangedFilesFilter?

    package init(baseline: BaselineChoice = .rulesFile, changed: ChangedFilesFilter? = nil) {
        self.baseline = baseline
        self.changed = changed
    }

    /// Applies the baseline and the change filter to `result` (whose violations `--changed`
    /// narrows), writing the baseline when asked.
    package func apply(to result: inout CheckResult, displayPath: (String) -> String) throws(ToolError) -> Outcome {
        var outcome = Outcome()
        switch baseline {
        case .rulesFile:
            if let named = result.configuration.baseline {
                let shown = displayPath(named)
                outcome.baselineFile = shown
                outcome.comparison = try Baseline.load(path: named, displayPath: shown).compare(result.violations, root: result.root)
            }
        case .given(let given, let shown):
            outcome.baselineFile = shown
            outcome.comparison = given.compare(result.violations, root: result.root)
        case .none:
            break
        case .write(let path, let shown):
            let written = try Baseline.write(result.violations, root: result.root, to: path, displayPath: shown)
            outcome.comparison = written.compare(result.violations, root: result.root)
            outcome.baselineFile = shown
        }
        if let changed {
            let all = outcome.comparison?.new ?? result.violations
            outcome.comparison?.new = changed.filter(all)
            result.violations = changed.filter(result.violations)
            outcome.hiddenByChanged = all.count - (outcome.comparison?.new ?? result.violations).count
        }
        return outcome
    }
}

extension Baseline {
    /// Records `violations` in a baseline at `path`, written whole or not at all (`AtomicFile`);
    /// returns what was written. `check --write-baseline`, `baseline update` and `init` write
    /// through here.
    @discardableResult
    package static func write(_ violations: [Violation], root: String, to path: String, displayPath: String) throws(ToolError) -> Baseline {
        let baseline = Baseline(violations: violations, root: root)
        try AtomicFile.write(baseline.render(), to: path, displayPath: displayPath)
        return baseline
    }
}
