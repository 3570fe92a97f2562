import Foundation

/// `--color auto|always|never`: whether text output gets ANSI colours.
///
/// `auto` colours only a terminal (`isatty`), never a pipe or a file, and follows the
/// `NO_COLOR` convention (no-color.org: set and not empty turns colour off) and `TERM=dumb`;
/// `always` and `never` are the user's explicit word and win over both.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether to colour a stream that is a terminal or not, under `environment`.
    package func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let value = environment["NO_COLOR"], !value.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// Whether file descriptor `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

/// Colours diagnostic lines (`path:line:column: error: message`, `warning: ...`, `note: ...`)
/// as compilers do: the place in bold, the kind in its colour. Lines of other shapes pass
/// unchanged, so colouring never changes what a line says.
package enum TerminalColor {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let kinds: [(word: String, colour: String)] = [
        ("error:", "\u{1B}[1;31m"), ("warning:", "\u{1B}[1;35m"), ("note:", "\u{1B}[1;36m"),
    ]

    /// `text` with each diagnostic line coloured.
    package static func diagnostics(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices { lines[index] = line(lines[index]) }
        return lines.joined(separator: "\n")
    }

    static func line(_ line: String) -> String {
        for (word, colour) in kinds where line.hasPrefix(word) {
            return colour + word + reset + line.dropFirst(word.count)
        }
        // The first kind word after a place: a message may itself quote "error:".
        let found = kinds.compactMap { kind in line.range(of: ": " + kind.word).map { (range: $0, kind: kind) } }
            .min { $0.range.lowerBound < $1.range.lowerBound }
        guard let found else { return line }
        let place = line[..<found.range.lowerBound]
        let rest = line[found.range.upperBound...]
        return bold + place + ":" + reset + " " + found.kind.colour + found.kind.word + reset + rest
    }
}
