import Foundation

/// What the tests read from a finished `archlint check`: its summary line, the reason it failed,
/// and the hand-checked output on the Layered fixture.
enum CheckOutput {
    /// The hand-checked output of `check` on the Layered fixture.
    static let expectedLayeredPath = Fixtures.path("Packages/Layered/expected.stdout")

    /// The closing summary line, with the timing masked.
    /// The summary line: the last line of standard error, or the one above it when the last
    /// says why the run failed.
    static func summary(_ standardError: String) -> String {
        let lines = standardError.split(separator: "\n").map(String.init)
        let last = lines.last(where: { !$0.hasPrefix("archlint failed (exit ") }) ?? ""
        return last.replacingOccurrences(of: #"\d+ ms\)"#, with: "T ms)", options: .regularExpression)
    }

    /// The reason the run failed (the last line of standard error), nil when it passed.
    static func failureReason(_ standardError: String) -> String? {
        standardError.split(separator: "\n").last.map(String.init).flatMap {
            $0.hasPrefix("archlint failed (exit ") ? $0 : nil
        }
    }

    static func expectedLayeredOutput() throws -> String {
        try String(contentsOfFile: expectedLayeredPath, encoding: .utf8)
    }
}
