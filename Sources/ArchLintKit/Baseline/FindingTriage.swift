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
        /// Input problems the baseline records that the run met again: notes, not a partial run.
        package var acceptedInputProblems = 0
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
    /// `workingDirectory` resolves the paths notices show (to match the input problems the
    /// baseline records).
    package func apply(
        to result: inout CheckResult, displayPath: (String) -> String,
        workingDirectory: String
    ) throws(ToolError) -> Outcome {
        var outcome = Outcome()
        var used: Baseline?
        switch baseline {
        case .rulesFile:
            if let named = result.configuration.baseline {
                let shown = displayPath(named)
                outcome.baselineFile = shown
                used = try Baseline.load(path: named, displayPath: shown)
            }
        case .given(let given, let shown):
            outcome.baselineFile = shown
            used = given
        case .none:
            break
        case .write(let path, let shown):
            let problems = BaselineInputProblem.of(
                result.notices, root: result.root, workingDirectory: workingDirectory)
            used = try Baseline.write(
                result.violations, root: result.root, inputProblems: problems, to: path, displayPath: shown)
            outcome.baselineFile = shown
        }
        if let used {
            outcome.comparison = used.compare(result.violations, root: result.root)
            outcome.acceptedInputProblems = Self.accept(
                used.inputProblems, in: &result, workingDirectory: workingDirectory)
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

extension FindingTriage {
    /// Turns the notices of input problems the baseline records into notes, and the run into a
    /// complete one when no other input problem is left; returns how many were accepted.
    static func accept(_ problems: [BaselineInputProblem], in result: inout CheckResult, workingDirectory: String)
        -> Int
    {
        guard !problems.isEmpty else { return 0 }
        let known = Set(problems)
        var accepted = 0
        let hadErrorNotices = result.notices.contains(where: \.marksUncheckedInput)
        result.notices = result.notices.map { notice in
            guard notice.marksUncheckedInput,
                let problem = BaselineInputProblem.of([notice], root: result.root, workingDirectory: workingDirectory)
                    .first,
                known.contains(problem)
            else { return notice }
            accepted += 1
            let place =
                notice.file.map { file in
                    file + (notice.line.map { ":\($0)" } ?? "") + (notice.column.map { ":\($0)" } ?? "") + ": "
                } ?? ""
            return Notice("\(place)note: (recorded in the baseline) \(notice.message)", code: notice.code)
        }
        // Partial only for a problem the baseline does not record (a run partial with no notice
        // to say why stays partial).
        if hadErrorNotices { result.isPartial = result.notices.contains(where: \.marksUncheckedInput) }
        return accepted
    }
}

extension Baseline {
    /// Records `violations` in a baseline at `path`, written whole or not at all (`AtomicFile`);
    /// returns what was written. `check --write-baseline`, `baseline update` and `init` write
    /// through here.
    @discardableResult
    package static func write(
        _ violations: [Violation], root: String, inputProblems: [BaselineInputProblem] = [],
        to path: String, displayPath: String
    ) throws(ToolError) -> Baseline {
        let baseline = Baseline(violations: violations, root: root, inputProblems: inputProblems)
        try AtomicFile.write(baseline.render(), to: path, displayPath: displayPath)
        return baseline
    }
}
