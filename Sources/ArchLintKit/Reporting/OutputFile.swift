import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes report and baseline files atomically: a temporary file beside the target, renamed
/// over it, so a reader (or a run killed midway) never sees half a file.
public enum OutputFile {
    public static func write(_ text: String, to path: String, displayPath: String) throws(ToolError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw ToolError(.cannotCreateOutput, "cannot write '\(displayPath)'; check that its folder exists and is writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw ToolError(.cannotCreateOutput, "cannot write '\(displayPath)' (\(reason)); check that it is not a folder and its folder is writable")
        }
    }
}

extension Report {
    /// Renders every destination; files are written first (atomically), so a failed write
    /// leaves standard output empty. `resolve` turns a FILE argument into an absolute path.
    public func emit(to destinations: [ReporterDestination], resolve: (String) -> String,
                     standardOutput: (String) -> Void) throws(ToolError) {
        for destination in destinations {
            if let file = destination.file {
                try OutputFile.write(destination.format.reporter.render(self), to: resolve(file), displayPath: file)
            }
        }
        for destination in destinations where destination.file == nil {
            standardOutput(destination.format.reporter.render(self))
        }
    }

    /// Standard-error lines for baseline entries no longer found: notes, or errors under
    /// `--strict-baseline`.
    public func fixedBaselineLines(baselineFile: String) -> String {
        (baseline?.fixed ?? []).map { entry in
            let more = entry.count > 1 ? " (\(entry.count) findings)" : ""
            return "\(baselineFile): \(strictBaseline ? "error" : "note"): fixed since the baseline: \(entry.key.description)\(more); update it with --write-baseline \(baselineFile)\n"
        }.joined()
    }
}
