import ArchLintSupport
import Foundation

extension Report {
    /// Renders every destination; files are written first (atomically), so a failed write
    /// leaves standard output empty. `resolve` turns a FILE argument into an absolute path.
    /// `standardOutput` is told the text of the format written there; with `textOnly`, a
    /// machine format (JSON, SARIF...) goes to `rawStandardOutput` instead (no colour in it).
    package func emit(
        to destinations: [ReporterDestination], resolve: (String) -> String,
        standardOutput: (String) -> Void, textOnly: Bool = false,
        rawStandardOutput: ((String) -> Void)? = nil
    ) throws(ToolError) {
        for destination in destinations {
            if let file = destination.file {
                try AtomicFile.write(destination.format.reporter.render(self), to: resolve(file), displayPath: file)
            }
        }
        for destination in destinations where destination.file == nil {
            let text = destination.format.reporter.render(self)
            if textOnly, destination.format != .xcode, let rawStandardOutput {
                rawStandardOutput(text)
            } else {
                standardOutput(text)
            }
        }
    }

    /// Standard-error lines for stale baseline entries (no longer found in full): notes, or
    /// errors under `--strict-baseline`. Each line escaped (`TextLine`): the entries' module
    /// names come from the input.
    package func staleBaselineLines() -> String {
        let file = baselineFile ?? "baseline"
        let stale = (baseline?.stale ?? []).map { stale in
            TextLine.escape(
                BaselineFileMessages.staleEntry(
                    file, severity: strictBaseline ? "error" : "note", entry: stale.entry.key.description,
                    state: stale.state)
            ) + "\n"
        }.joined()
        // A decision with more places is still accepted; only --strict-baseline shows it.
        guard strictBaseline else { return stale }
        return stale
            + (baseline?.grown ?? []).map { grown in
                TextLine.escape(
                    BaselineFileMessages.grownEntry(file, entry: grown.entry.key.description, state: grown.state)
                ) + "\n"
            }.joined()
    }

    /// Why the run fails, in one line for the end of the output (next to the summary); nil
    /// when it passes.
    package var failureReason: String? {
        var reasons: [String] = []
        let failing = findings.filter(fails)
        if !failing.isEmpty {
            let errors = failing.filter { $0.severity == .error }.count
            let warnings = failing.count - errors
            var what: [String] = []
            if errors > 0 { what.append(SummaryLine.plural(errors, "\(baseline == nil ? "" : "new ")error")) }
            if warnings > 0 {
                what.append(SummaryLine.plural(warnings, "\(baseline == nil ? "" : "new ")warning") + " (--strict)")
            }
            reasons.append(what.joined(separator: " and "))
        }
        if strictBaseline, let baseline, !baseline.stale.isEmpty || !baseline.grown.isEmpty {
            reasons.append(
                "the baseline is not tight (--strict-baseline): \(baseline.stale.count) stale, "
                    + "\(baseline.grown.count) grown"
            )
        }
        if result.isPartial {
            let unchecked = uncheckedFiles
            let shown =
                unchecked.prefix(3).joined(separator: ", ")
                + (unchecked.count > 3 ? " and \(unchecked.count - 3) more" : "")
            let recorded = baseline == nil ? "" : " that the baseline does not record"
            reasons.append(
                "part of the input could not be read\(recorded)\(unchecked.isEmpty ? "" : ": " + shown) (see the "
                    + "errors above)"
            )
        }
        if nothingChecked {
            reasons.append(SummaryLine.coverage(result.coverage) ?? "nothing was checked")
        }
        guard !reasons.isEmpty else { return nil }
        return "archlint failed (exit \(exitCode.rawValue)): " + reasons.joined(separator: "; ")
    }
}

extension BaselineFileMessages {
    /// `severity` is "error" under `--strict-baseline`, else "note"; `state` says how the entry went stale.
    static func staleEntry(_ file: String, severity: String, entry: String, state: String) -> String {
        "\(file): \(severity): stale entry \(entry): \(state); drop it with `archlint baseline update`"
    }

    static func grownEntry(_ file: String, entry: String, state: String) -> String {
        "\(file): error: grown entry \(entry): \(state); record them with `archlint baseline update`"
    }
}
