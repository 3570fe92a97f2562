import Foundation
import Testing

/// Expected text kept in a file (a golden file) and compared with what the code produces now.
///
/// `ARCHLINT_RECORD=1` is the one switch that rewrites golden files (and the recorded tool
/// outputs of `RecordedToolOutput`) instead of comparing them: run the tests with it, review the
/// diff, commit it.
enum GoldenFile {
    static let recordSwitch = "ARCHLINT_RECORD"
    static let isRecording = ProcessInfo.processInfo.environment[recordSwitch] == "1"

    private static let lock = NSLock()

    /// Compares `actual` with the golden file at `path` (absolute, or relative to the repository
    /// root); when recording, rewrites the file instead.
    ///
    /// - Parameters:
    ///   - markers: only the text between these two marker lines is golden (a generated section
    ///     of a README); the rest of the file is kept as it is.
    ///   - recordable: false for a file this test reads but does not own (written by hand, or
    ///     recorded by another test): it is compared even when recording, never written.
    static func check(
        _ actual: String, against path: String, between markers: (begin: String, end: String)? = nil,
        recordable: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        // Several tests record regions of one file (README.md): one read-modify-write at a time.
        lock.lock()
        defer { lock.unlock() }
        let fullPath = path.hasPrefix("/") ? path : Fixtures.repositoryPath(path)
        let shown =
            path.hasPrefix(Fixtures.repositoryRoot + "/")
            ? String(path.dropFirst(Fixtures.repositoryRoot.count + 1)) : path
        let current = try? String(contentsOfFile: fullPath, encoding: .utf8)
        var wanted = actual
        if let markers {
            guard let current, let begin = current.range(of: markers.begin), let end = current.range(of: markers.end),
                begin.upperBound <= end.lowerBound
            else {
                Issue.record(
                    "\(shown) lacks the markers \(markers.begin) / \(markers.end)", sourceLocation: sourceLocation)
                return
            }
            wanted = String(current[..<begin.upperBound]) + "\n" + actual + String(current[end.lowerBound...])
        }
        if isRecording && recordable {
            guard current != wanted else { return }
            do {
                try FileManager.default.createDirectory(
                    atPath: (fullPath as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try Data(wanted.utf8).write(to: URL(fileURLWithPath: fullPath), options: .atomic)
                Issue.record("recorded \(shown); review the diff", severity: .warning, sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(shown): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let advice =
            recordable
            ? "if the change is intended, re-record with `\(recordSwitch)=1 swift test --filter \(currentSuite(sourceLocation))` and review the diff"
            : "this test does not record the file (it is written by hand or recorded by another test)"
        guard let current else {
            Issue.record("golden file \(shown) is missing; \(advice)", sourceLocation: sourceLocation)
            return
        }
        if let difference = difference(expected: current, actual: wanted) {
            Issue.record("\(shown) differs from the output \(difference)\n\(advice)", sourceLocation: sourceLocation)
        }
    }

    /// Where two texts first differ, as a message naming the line and column and showing both
    /// lines; nil when they are equal.
    static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] {
            index += 1
        }
        let want = index < expectedLines.count ? Array(expectedLines[index].unicodeScalars) : nil
        let got = index < actualLines.count ? Array(actualLines[index].unicodeScalars) : nil
        var column = 0
        if let want, let got {
            while column < want.count, column < got.count, want[column] == got[column] { column += 1 }
        }
        // A window around the first differing character keeps long lines (one-line JSON) readable.
        func shown(_ line: [Unicode.Scalar]?) -> String {
            guard let line else { return "<no line: the text ends before>" }
            let start = max(0, column - 60), end = min(line.count, column + 60)
            var text = ""
            text.unicodeScalars.append(contentsOf: line[start..<end])
            return (start > 0 ? "…" : "") + text.debugDescription + (end < line.count ? "…" : "")
        }
        return """
            at line \(index + 1), column \(column + 1) (expected \(expectedLines.count) lines, got \(actualLines.count)):
              expected: \(shown(want))
              actual:   \(shown(got))
            """
    }

    /// The running test's suite, for the `--filter` of the re-record command.
    private static func currentSuite(_ sourceLocation: Testing.SourceLocation) -> String {
        if let components = Test.current?.id.nameComponents, components.count > 1, let suite = components.first {
            return suite
        }
        return (sourceLocation.fileName as NSString).deletingPathExtension
    }
}
