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

    /// Standard-error lines for baseline entries no longer found: notes, or errors under
    /// `--strict-baseline`.
    package func fixedBaselineLines(baselineFile: String) -> String {
        (baseline?.fixed ?? []).map { entry in
            let more = entry.count > 1 ? " (\(entry.count) findings)" : ""
            return "\(baselineFile): \(strictBaseline ? "error" : "note"): fixed since the baseline: \(entry.key.description)\(more); update it with --write-baseline \(baselineFile)\n"
        }.joined()
    }
}
