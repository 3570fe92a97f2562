/// A non-fatal problem met on the way (missing source folder, unreadable file, unused selector).
package struct Notice: Sendable, Hashable, Comparable, Codable {
    /// `path: warning: message` style text.
    package var text: String
    /// True when `text` was put together from lines, each escaped (`init(lines:)`): its line
    /// breaks are meant. Any other notice is one line, whatever its names hold.
    package var isMultiline: Bool

    package init(_ text: String) {
        self.text = text
        isMultiline = false
    }

    /// A notice of several lines (a manifest's errors under the notice that it failed); each
    /// line is escaped for the terminal here.
    package init(lines: [String]) {
        text = lines.map(TextLine.escape).joined(separator: "\n")
        isMultiline = true
    }

    /// The text as printed on standard error: names and paths escaped (`TextLine`), so a
    /// target named with a line break cannot print a line of its own.
    package var printed: String { isMultiline ? text : TextLine.escape(text) }

    package static func < (lhs: Notice, rhs: Notice) -> Bool { lhs.text < rhs.text }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        isMultiline = try container.decodeIfPresent(Bool.self, forKey: .isMultiline) ?? false
    }
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
            guard count > 1 else { return notice }
            var counted = notice  // a notice of several lines stays one
            counted.text += " (\(count) times)"
            return counted
        }
    }
}
