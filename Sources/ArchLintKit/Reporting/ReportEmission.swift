import ArchLintSupport
import Foundation

extension Report {
    /// Renders every destination; files are written first (atomically), so a failed write
    /// leaves standard output empty. `resolve` turns a FILE argument into an absolute path.
    package func emit(to destinations: [ReporterDestination], resolve: (String) -> String,
                     standardOutput: (String) -> Void) throws(ToolError) {
        for destination in destinations {
            if let file = destination.file {
                try AtomicFile.write(destination.format.reporter.render(self), to: resolve(file), displayPath: file)
            }
        }
        for destination in destinations where destination.file == nil {
            standardOutput(destination.format.reporter.render(self))
        }
    }

    /// Standard-error lines for stale baseline entries (no longer found in full): notes, or
    /// errors under `--strict-baseline`. Each line escaped (`TextLine`): the entries' module
    /// names come from the input.
    package func staleBaselineLines() -> String {
        let file = baselineFile ?? "baseline"
        return (baseline?.stale ?? []).map { stale in
            TextLine.escape("\(file): \(strictBaseline ? "error" : "note"): stale entry \(stale.entry.key.description): \(stale.state); drop it with `archlint baseline update`") + "\n"
        }.joined()
    }
}
