/// A place in a file.
package struct SourceLocation: Sendable, Hashable, Comparable, Codable {
    /// Absolute path.
    package var file: String
    package var line: Int
    package var column: Int
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
