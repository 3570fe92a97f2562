import ArchLintSupport

/// A pattern of a target source's `excludes` or `includes`, matched the way XcodeGen expands it
/// (`Glob` with Bash 4's globstar behaviour over `glob(3)` with `GLOB_BRACE`), without touching
/// the disk again: XcodeGen lists what the pattern names, then takes every file inside each
/// folder it named; here a file is matched when it, or a folder above it, is what the pattern
/// names.
///
/// - The pattern is relative to the source's folder; `{a,b}` alternatives are expanded first.
/// - `**` as a whole component stands for any number of folders (none included), hidden ones
///   included, except `node_modules` and `Pods` right below where the `**` starts (XcodeGen's
///   blacklist); a pattern ending in `**` names the folder itself.
/// - Any other component is one name, with `*`, `?` and `[...]`; a name starting with `.` is
///   matched only by a component that starts with `.` (glob(3) without `GLOB_PERIOD`).
/// - A pattern ending in `/` names folders only. `**` inside a component (`a**b`) is read as `*`.
/// - `.` and `..` fold lexically; a pattern that leaves the source's folder names nothing in it.
struct XcodeGenGlob: Sendable {
    private enum Component: Sendable {
        case globstar
        case name(NamePattern)
    }

    /// One component of a pattern, compiled once: `*`, `?`, `[...]` (`[!...]`/`[^...]` negated,
    /// ranges) and literal characters, matched against a name glob(3)'s way (a leading `.` only
    /// by a literal `.`).
    struct NamePattern: Sendable {
        enum Token: Sendable, Equatable {
            case literal(Unicode.Scalar)
            case any
            case run
            case set([ClosedRange<UInt32>], negated: Bool)
        }

        let tokens: [Token]
        let text: String
        let startsWithDot: Bool

        init(_ pattern: String) {
            text = pattern
            startsWithDot = pattern.hasPrefix(".")
            var tokens: [Token] = []
            let scalars = Array(pattern.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case "*":
                    if tokens.last != .run { tokens.append(.run) }
                case "?":
                    tokens.append(.any)
                case "[":
                    var end = index + 1
                    if end < scalars.count, scalars[end] == "!" || scalars[end] == "^" { end += 1 }
                    if end < scalars.count, scalars[end] == "]" { end += 1 }
                    while end < scalars.count, scalars[end] != "]" { end += 1 }
                    guard end < scalars.count else {
                        tokens.append(.literal(scalar))
                        break
                    }
                    var members = Array(scalars[(index + 1)..<end])
                    let negated = members.first == "!" || members.first == "^"
                    if negated { members.removeFirst() }
                    var ranges: [ClosedRange<UInt32>] = []
                    var member = 0
                    while member < members.count {
                        if member + 2 < members.count, members[member + 1] == "-" {
                            let low = min(members[member].value, members[member + 2].value)
                            let high = max(members[member].value, members[member + 2].value)
                            ranges.append(low...high)
                            member += 3
                        } else {
                            ranges.append(members[member].value...members[member].value)
                            member += 1
                        }
                    }
                    tokens.append(.set(ranges, negated: negated))
                    index = end
                case "\\" where index + 1 < scalars.count:
                    index += 1
                    tokens.append(.literal(scalars[index]))
                default:
                    tokens.append(.literal(scalar))
                }
                index += 1
            }
            self.tokens = tokens
        }

        /// Every way the pattern can advance at once, so the cost is tokens x characters.
        func matches(_ name: Substring) -> Bool {
            if name.hasPrefix(".") && !startsWithDot { return false }
            var active = [Bool](repeating: false, count: tokens.count + 1)
            active[0] = true
            close(&active)
            for scalar in name.unicodeScalars {
                var next = [Bool](repeating: false, count: tokens.count + 1)
                for (position, token) in tokens.enumerated() where active[position] {
                    switch token {
                    case .literal(let expected): if scalar == expected { next[position + 1] = true }
                    case .any: next[position + 1] = true
                    case .run: next[position] = true
                    case .set(let ranges, let negated):
                        let member = ranges.contains { $0.contains(scalar.value) }
                        if member != negated { next[position + 1] = true }
                    }
                }
                close(&next)
                guard next.contains(true) else { return false }
                active = next
            }
            return active[tokens.count]
        }

        /// A `*` may match nothing: whatever follows it is reachable too.
        private func close(_ active: inout [Bool]) {
            for (position, token) in tokens.enumerated() where active[position] && token == .run {
                active[position + 1] = true
            }
        }
    }

    /// Each alternative: its components, and whether it names folders only.
    private var alternatives: [(components: [Component], foldersOnly: Bool)] = []
    /// Set when the pattern could not be used as written (too many brace alternatives).
    private(set) var note: String?

    /// How many alternatives braces may expand to.
    static let maximumAlternatives = 256

    init(_ pattern: String) {
        guard !pattern.isEmpty else { return }
        var expanded = Self.expandBraces(pattern)
        if expanded.count > Self.maximumAlternatives {
            note =
                "expands to more than \(Self.maximumAlternatives) alternatives; only the first "
                + "\(Self.maximumAlternatives) are used"
            expanded = Array(expanded.prefix(Self.maximumAlternatives))
        }
        for alternative in expanded {
            let foldersOnly = alternative.hasSuffix("/")
            var folded: [Substring] = []
            var leaves = false
            for part in alternative.split(separator: "/", omittingEmptySubsequences: true) {
                switch part {
                case ".": continue
                case "..":
                    if let last = folded.last, last != "**", !Self.hasWildcard(last) {
                        folded.removeLast()
                    } else {
                        leaves = true
                    }
                default: folded.append(part)
                }
                if leaves { break }
            }
            if leaves || alternative.hasPrefix("/") { continue }
            // `**` inside a name (`a**b`) is a `*`.
            let components: [Component] = folded.map { part in
                part == "**" ? .globstar : .name(NamePattern(part.replacingOccurrences(of: "**", with: "*")))
            }
            alternatives.append((components, foldersOnly))
        }
    }

    static func hasWildcard(_ text: Substring) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether the pattern names the path (components relative to the source folder; the last one
    /// a file) or a folder above it, the source folder itself included.
    func covers(_ path: [Substring]) -> Bool {
        alternatives.contains { Self.covers(path, $0.components, foldersOnly: $0.foldersOnly, lastIsFolder: false) }
    }

    /// Whether the pattern names the folder `path` or a folder above it.
    func coversFolder(_ path: [Substring]) -> Bool {
        alternatives.contains { Self.covers(path, $0.components, foldersOnly: false, lastIsFolder: true) }
    }

    /// Whether the pattern names a folder above the file `path` (not the file itself): what an
    /// `explicitFolders` pattern, which names folders only, keeps Xcode from looking into.
    func coversFolderAbove(_ path: [Substring]) -> Bool {
        guard path.count > 1 else { return false }
        return coversFolder(Array(path.dropLast()))
    }

    private static func covers(_ path: [Substring], _ pattern: [Component], foldersOnly: Bool, lastIsFolder: Bool)
        -> Bool
    {
        let n = path.count
        // reach[j]: the pattern's first i components name the path's first j components.
        var reach = [Bool](repeating: false, count: n + 1)
        reach[0] = true
        for component in pattern {
            var next = [Bool](repeating: false, count: n + 1)
            switch component {
            case .globstar:
                for j in 0...n where reach[j] {
                    next[j] = true
                    // Folders only: never the last component when it is a file.
                    var k = j
                    while k < (lastIsFolder ? n : n - 1) {
                        if k == j && (path[k] == "node_modules" || path[k] == "Pods") { break }
                        k += 1
                        next[k] = true
                    }
                }
            case .name(let name):
                for j in 0..<n where reach[j] && name.matches(path[j]) {
                    next[j + 1] = true
                }
            }
            reach = next
        }
        // A named file or folder covers what is inside it; a folders-only pattern names folders.
        return foldersOnly && !lastIsFolder ? reach[0..<n].contains(true) : reach.contains(true)
    }

    /// `a{b,c{d,e}}f` -> `abf`, `acdf`, `acef`; a brace without a top-level comma, or unclosed,
    /// stays as written.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        var depth = 0
        var open: Int?
        for (index, character) in characters.enumerated() {
            if character == "{" {
                if depth == 0 { open = index }
                depth += 1
            } else if character == "}" && depth > 0 {
                depth -= 1
                guard depth == 0, let start = open else { continue }
                // Top-level commas of this group.
                var parts: [String] = []
                var current = ""
                var inner = 0
                for member in characters[(start + 1)..<index] {
                    if member == "{" { inner += 1 } else if member == "}" { inner -= 1 }
                    if member == "," && inner == 0 {
                        parts.append(current)
                        current = ""
                    } else {
                        current.append(member)
                    }
                }
                parts.append(current)
                guard parts.count > 1 else { open = nil; continue }
                let prefix = String(characters[..<start])
                let suffixes = expandBraces(String(characters[(index + 1)...]))
                var result: [String] = []
                for part in parts {
                    for expandedPart in expandBraces(part) {
                        for suffix in suffixes {
                            result.append(prefix + expandedPart + suffix)
                            if result.count > maximumAlternatives { return result }
                        }
                    }
                }
                return result
            }
        }
        return [pattern]
    }
}
