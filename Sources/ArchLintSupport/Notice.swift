/// A non-fatal problem met on the way (missing source folder, unreadable file, unused selector).
package struct Notice: Sendable, Hashable, Comparable, Codable {
    /// `path: warning: message` style text.
    package var text: String
    package init(_ text: String) { self.text = text }
    package static func < (lhs: Notice, rhs: Notice) -> Bool { lhs.text < rhs.text }
}
