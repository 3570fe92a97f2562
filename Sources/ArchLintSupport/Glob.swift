/// Shell-style globs: `*` any run (not crossing `/` in paths), `**` any run of path segments
/// (`**/` zero or more whole folders), `?` one character, `[abc]` a character class (`[a-z]`,
/// `[!abc]` or `[^abc]` negated).
///
/// Matching simulates every way the pattern can advance at once (a set of pattern positions
/// per character of the text), so it takes at most pattern length × text length steps whatever
/// the pattern: a backtracking matcher took exponential time on `**/**/**/**/nomatch`.
package enum Glob {
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        match(compile(pattern), Array(text), pathAware: false)
    }

    /// Matches a path; `**` spans folders, `*` stays within one. A pattern also matches every
    /// path below what it names (`Modules/Features` matches `Modules/Features/Cart`), and a
    /// pattern ending in `/**` also matches the folder itself (`SampleProject/**` matches
    /// `SampleProject`), so excluding a folder's contents excludes the folder.
    package static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        while pattern.hasSuffix("/**") { pattern.removeLast(3) }
        if pattern.isEmpty || pattern == "**" { return true }
        let text = Array(path)
        var tokens = compile(pattern)
        if match(tokens, text, pathAware: true) { return true }
        tokens += [.literal("/"), .anyRun]
        return match(tokens, text, pathAware: true)
    }

    /// Matches a whole path as shell and build-tool globs do (Tuist's sources): `*` and `?`
    /// stay within one folder, `**` spans folders, and unlike `matchesPath` nothing below what
    /// the pattern names matches (`Sources/*` does not match `Sources/A/B.swift`).
    package static func matchesWholePath(_ pattern: String, _ path: String) -> Bool {
        WholePathPattern(pattern).matches(path)
    }

    /// `matchesWholePath` with the pattern compiled once, for matching many paths.
    package struct WholePathPattern: Sendable {
        private let tokens: [Token]

        package init(_ pattern: String) {
            tokens = Glob.compile(pattern)
        }

        package func matches(_ path: String) -> Bool {
            Glob.match(tokens, Array(path), pathAware: true)
        }
    }

    enum Token: Equatable {
        case literal(Character)
        /// `?`
        case anyOne
        /// `[...]`: ranges as closed pairs, single members as pairs of one.
        case set([(Character, Character)], negated: Bool)
        /// `*`
        case run
        /// `**` not followed by `/`.
        case anyRun
        /// `**/`: nothing, or any run ending with `/`.
        case folders

        static func == (lhs: Token, rhs: Token) -> Bool {
            switch (lhs, rhs) {
            case (.literal(let a), .literal(let b)): a == b
            case (.anyOne, .anyOne), (.run, .run), (.anyRun, .anyRun), (.folders, .folders): true
            case (.set(let a, let x), .set(let b, let y)):
                x == y && a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
            default: false
            }
        }
    }

    static func compile(_ pattern: String) -> [Token] {
        let p = Array(pattern)
        var tokens: [Token] = []
        var index = 0
        while index < p.count {
            let c = p[index]
            switch c {
            case "*":
                if index + 1 < p.count, p[index + 1] == "*" {
                    if index + 2 < p.count, p[index + 2] == "/" {
                        // A run of `**/` is one `**/`: each already spans any number of folders.
                        if tokens.last != .folders { tokens.append(.folders) }
                        index += 3
                    } else {
                        tokens.append(.anyRun)
                        index += 2
                    }
                } else {
                    tokens.append(.run)
                    index += 1
                }
            case "?":
                tokens.append(.anyOne)
                index += 1
            case "[":
                guard let close = p[(index + 1)...].firstIndex(of: "]") else {
                    tokens.append(.literal("["))
                    index += 1
                    continue
                }
                var members = p[(index + 1)..<close]
                let negated = members.first == "!" || members.first == "^"
                if negated { members = members.dropFirst() }
                var ranges: [(Character, Character)] = []
                var member = members.startIndex
                while member < members.endIndex {
                    if member + 2 < members.endIndex, members[member + 1] == "-" {
                        ranges.append((members[member], members[member + 2]))
                        member += 3
                    } else {
                        ranges.append((members[member], members[member]))
                        member += 1
                    }
                }
                tokens.append(.set(ranges, negated: negated))
                index = close + 1
            default:
                tokens.append(.literal(c))
                index += 1
            }
        }
        return tokens
    }

    /// Runs the pattern over the text with every live position at once.
    static func match(_ tokens: [Token], _ text: [Character], pathAware: Bool) -> Bool {
        let count = tokens.count
        // active[i]: the pattern is about to match token i. inside[i]: within a `**/`, after
        // at least one character of it.
        var active = [Bool](repeating: false, count: count + 1)
        var inside = [Bool](repeating: false, count: count + 1)
        var nextActive = active
        var nextInside = inside
        active[0] = true
        close(&active, tokens)
        for character in text {
            for index in 0...count { nextActive[index] = false; nextInside[index] = false }
            var any = false
            for index in 0..<count where active[index] || inside[index] {
                any = true
                let token = tokens[index]
                if inside[index] {
                    // Only `.folders` is ever inside.
                    nextInside[index] = true
                    if character == "/" { nextActive[index + 1] = true }
                }
                guard active[index] else { continue }
                switch token {
                case .literal(let expected):
                    if character == expected { nextActive[index + 1] = true }
                case .anyOne:
                    if !(pathAware && character == "/") { nextActive[index + 1] = true }
                case .set(let ranges, let negated):
                    let found = ranges.contains { $0.0 <= character && character <= $0.1 }
                    if found != negated { nextActive[index + 1] = true }
                case .run:
                    if !(pathAware && character == "/") { nextActive[index] = true }
                case .anyRun:
                    nextActive[index] = true
                case .folders:
                    nextInside[index] = true
                    if character == "/" { nextActive[index + 1] = true }
                }
            }
            guard any else { return false }
            swap(&active, &nextActive)
            swap(&inside, &nextInside)
            close(&active, tokens)
        }
        return active[count]
    }

    /// Adds the positions reachable without consuming a character: past a star, or past a
    /// `**/` that spans no folder.
    private static func close(_ active: inout [Bool], _ tokens: [Token]) {
        for index in tokens.indices where active[index] {
            switch tokens[index] {
            case .run, .anyRun, .folders: active[index + 1] = true
            default: break
            }
        }
    }
}
