// Reporting stage: findings rendered for people and machines.
//
// Knows violations and the graph; knows nothing about how they were found.

/// `path:line:column: error: [rule-id] message` lines, with `note:` lines under each finding,
/// the format Xcode, editors and most CI annotators parse.
public struct XcodeReporter: Sendable {
    /// Turns an absolute path into what is printed (relative to the working directory).
    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String) {
        self.displayPath = displayPath
    }

    public func render(_ violations: [Violation]) -> String {
        var output = ""
        for violation in violations {
            output += line(location: violation.location, kind: violation.severity.rawValue,
                           text: "[\(violation.ruleID)] \(violation.message)")
            for note in violation.notes {
                output += line(location: note.location, kind: "note", text: note.message)
            }
        }
        return output
    }

    private func line(location: SourceLocation?, kind: String, text: String) -> String {
        guard let location else { return "\(kind): \(text)\n" }
        return "\(displayPath(location.file)):\(location.line):\(location.column): \(kind): \(text)\n"
    }
}

/// The closing line: `N violations in M modules (K files scanned, T ms)`.
public enum SummaryLine {
    public static func render(_ result: CheckResult, milliseconds: Int) -> String {
        let count = result.violations.count
        let modules = Set(result.violations.compactMap(\.module)).count
        let errors = result.violations.filter { $0.severity == .error }.count
        let warnings = count - errors
        let breakdown = warnings > 0 ? " (\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"))" : ""
        return "\(count) \(count == 1 ? "violation" : "violations")\(breakdown) in \(modules) \(modules == 1 ? "module" : "modules") (\(result.filesScanned) \(result.filesScanned == 1 ? "file" : "files") scanned, \(milliseconds) ms)"
    }
}
