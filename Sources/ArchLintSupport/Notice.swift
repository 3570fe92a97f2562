/// A non-fatal problem met on the way (missing source folder, unreadable file, unused selector).
package struct Notice: Sendable, Hashable, Comparable, Codable {
    /// `path: warning: message` style text.
    package var text: String
    package init(_ text: String) { self.text = text }
    package static func < (lhs: Notice, rhs: Notice) -> Bool { lhs.text < rhs.text }
}

extension Notice {
    /// The notices with repeats printed once: identical texts become one, followed by how many
    /// times it was met (`(3 times)`). Order is kept (first occurrence).
    package static func collapsed(_ notices: [Notice]) -> [Notice] {
        var counts: [Notice: Int] = [:]
        for notice in notices { counts[notice, default: 0] += 1 }
        var seen = Set<Notice>()
        return notices.compactMap { notice in
            guard seen.insert(notice).inserted else { return nil }
            let count = counts[notice]!
            return count > 1 ? Notice("\(notice.text) (\(count) times)") : notice
        }
    }
}
