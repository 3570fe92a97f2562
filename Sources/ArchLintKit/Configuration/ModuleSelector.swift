import Foundation

/// Names a set of modules wherever a rule names modules.
///
/// Written as a string, or an array of strings meaning their union:
/// - `Network` — exact module name
/// - `Core*`, `*Feature`, `Data?` — glob on the module name (`*`, `?`, `[abc]`)
/// - `@core` — a group defined under `"groups"`
/// - `/^Core[A-Z]/` — regular expression on the module name
/// - `path:Modules/Features/**` — glob on the module's source directory, relative to the root
/// - `package:AppPackage` — every target of a package
/// - `type:test` — target type (`regular`, `executable`, `test`, `macro`, `plugin`, `binary`,
///   `system`) or external kind (`sdk`, `third-party`, `unknown`)
/// - `*` — every target of the workspace
/// - `!SELECTOR` — removes what SELECTOR matches from the union of the others
///
/// Patterns (globs, regular expressions, `path:`, `package:`) select targets of the workspace
/// only, so `Core*` never catches the SDK's CoreData; name an external module exactly, or with
/// `type:sdk` / `type:third-party`.
public indirect enum ModuleSelector: Sendable, Hashable, CustomStringConvertible {
    case name(String)
    case glob(String)
    case group(String)
    case regex(String)
    case path(String)
    case package(String)
    case kind(String)
    case union([ModuleSelector])
    case excluding(ModuleSelector)

    /// Parses one selector string; throws a reason on malformed input.
    public static func parse(_ text: String) throws(SelectorSyntaxError) -> ModuleSelector {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw SelectorSyntaxError(reason: "empty selector") }
        if text.hasPrefix("!") { return .excluding(try parse(String(text.dropFirst()))) }
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            guard !name.isEmpty else { throw SelectorSyntaxError(reason: "'@' needs a group name, e.g. \"@core\"") }
            return .group(name)
        }
        if text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") {
            let pattern = String(text.dropFirst().dropLast())
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                throw SelectorSyntaxError(reason: "invalid regular expression /\(pattern)/")
            }
            return .regex(pattern)
        }
        if let colon = text.firstIndex(of: ":") {
            let prefix = String(text[..<colon])
            let value = String(text[text.index(after: colon)...])
            guard !value.isEmpty else { throw SelectorSyntaxError(reason: "'\(prefix):' needs a value") }
            switch prefix {
            case "path": return .path(value)
            case "package": return .package(value)
            case "type":
                guard Self.kindNames.contains(value) else {
                    let suggestion = Suggestion.nearest(to: value, in: Self.kindNames.sorted()).map { "; did you mean 'type:\($0)'?" } ?? ""
                    throw SelectorSyntaxError(reason: "unknown module type '\(value)' (expected one of \(Self.kindNames.sorted().joined(separator: ", ")))\(suggestion)")
                }
                return .kind(value)
            default:
                throw SelectorSyntaxError(reason: "unknown selector prefix '\(prefix):' (expected path:, package: or type:)")
            }
        }
        if text.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) { return .glob(text) }
        return .name(text)
    }

    static let kindNames: Set<String> = Set(PackageManifest.Target.Kind.allCases.map(\.rawValue))
        .union(["sdk", "third-party", "unknown"])

    public var description: String {
        switch self {
        case .name(let value), .glob(let value): value
        case .group(let value): "@\(value)"
        case .regex(let value): "/\(value)/"
        case .path(let value): "path:\(value)"
        case .package(let value): "package:\(value)"
        case .kind(let value): "type:\(value)"
        case .union(let members): "[" + members.map(\.description).joined(separator: ", ") + "]"
        case .excluding(let inner): "!\(inner)"
        }
    }

    /// Groups this selector refers to, directly.
    public var referencedGroups: [String] {
        switch self {
        case .group(let name): [name]
        case .union(let members): members.flatMap(\.referencedGroups)
        case .excluding(let inner): inner.referencedGroups
        default: []
        }
    }
}

/// A malformed selector string.
public struct SelectorSyntaxError: Error, Sendable, Equatable {
    public var reason: String
}

/// Resolves selectors against the modules of a graph.
public struct SelectorResolver: Sendable {
    public var groups: [String: ModuleSelector]
    /// Base for `path:` globs (the package or workspace root).
    public var root: String

    /// Compiled `/regex/` selectors: rules ask about every edge, so each pattern compiles once.
    private let regexes = CompiledPatterns()

    public init(groups: [String: ModuleSelector], root: String) {
        self.groups = groups
        self.root = root
    }

    /// True when `module` is selected.
    public func matches(_ selector: ModuleSelector, _ module: Module) -> Bool {
        matches(selector, module, visiting: [])
    }

    /// Every module of `graph` the selector names, sorted.
    public func modules(_ selector: ModuleSelector, in graph: ModuleGraph) -> [String] {
        graph.moduleNames.filter { matches(selector, graph.modules[$0]!) }
    }

    private func matches(_ selector: ModuleSelector, _ module: Module, visiting: Set<String>) -> Bool {
        switch selector {
        case .name(let name):
            return module.name == name || (name == "*" && module.kind.isTarget)
        case .glob(let pattern):
            return module.kind.isTarget && Glob.matches(pattern, module.name)
        case .group(let name):
            // Groups are checked for cycles and existence when the configuration is loaded.
            guard !visiting.contains(name), let inner = groups[name] else { return false }
            return matches(inner, module, visiting: visiting.union([name]))
        case .regex(let pattern):
            guard module.kind.isTarget, let regex = regexes.regex(pattern) else { return false }
            let range = NSRange(module.name.startIndex..., in: module.name)
            return regex.firstMatch(in: module.name, range: range) != nil
        case .path(let pattern):
            guard let directory = module.directory else { return false }
            let relative = PathUtilities.relative(directory, to: root)
            return Glob.matchesPath(pattern, relative)
        case .package(let name):
            return module.package == name
        case .kind(let name):
            return module.kind.name == name
        case .union(let members):
            let positives = members.filter { if case .excluding = $0 { false } else { true } }
            let negatives = members.compactMap { if case .excluding(let inner) = $0 { inner } else { nil } }
            let included = positives.isEmpty ? true : positives.contains { matches($0, module, visiting: visiting) }
            return included && !negatives.contains { matches($0, module, visiting: visiting) }
        case .excluding(let inner):
            return !matches(inner, module, visiting: visiting)
        }
    }
}

/// Regular expressions compiled once per pattern, shared by every copy of a resolver.
private final class CompiledPatterns: @unchecked Sendable {
    // Guarded by `lock`; NSRegularExpression itself is safe to use from several threads.
    private let lock = NSLock()
    private var compiled: [String: NSRegularExpression?] = [:]

    func regex(_ pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let known = compiled[pattern] { return known }
        let regex = try? NSRegularExpression(pattern: pattern)
        compiled[pattern] = regex
        return regex
    }
}

/// Shell-style globs: `*` any run (not crossing `/` in paths), `**` any run of path segments,
/// `?` one character, `[abc]` a character class.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        match(Array(pattern), 0, Array(text), 0, pathAware: false)
    }

    /// Matches a path; `**` spans folders, `*` stays within one. A pattern also matches every
    /// path below what it names (`Modules/Features` matches `Modules/Features/Cart`).
    public static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        let p = Array(pattern)
        let t = Array(path)
        if match(p, 0, t, 0, pathAware: true) { return true }
        return match(p + Array("/**"), 0, t, 0, pathAware: true)
    }

    private static func match(_ p: [Character], _ pi: Int, _ t: [Character], _ ti: Int, pathAware: Bool) -> Bool {
        var pi = pi
        var ti = ti
        while pi < p.count {
            let c = p[pi]
            if c == "*" {
                let doubleStar = pi + 1 < p.count && p[pi + 1] == "*"
                var next = pi + (doubleStar ? 2 : 1)
                // `**/` also matches zero folders.
                if doubleStar, next < p.count, p[next] == "/" {
                    if match(p, next + 1, t, ti, pathAware: pathAware) { return true }
                    next += 1
                }
                var k = ti
                while true {
                    if match(p, next, t, k, pathAware: pathAware) { return true }
                    guard k < t.count else { return false }
                    if pathAware && !doubleStar && t[k] == "/" { return false }
                    k += 1
                }
            }
            guard ti < t.count else { return false }
            if c == "?" {
                if pathAware && t[ti] == "/" { return false }
            } else if c == "[", let close = p[(pi + 1)...].firstIndex(of: "]") {
                let set = p[(pi + 1)..<close]
                let negated = set.first == "!" || set.first == "^"
                let members = negated ? set.dropFirst() : set[...]
                var found = false
                var index = members.startIndex
                while index < members.endIndex {
                    if index + 2 < members.endIndex, members[index + 1] == "-" {
                        if members[index] <= t[ti] && t[ti] <= members[index + 2] { found = true }
                        index += 3
                    } else {
                        if members[index] == t[ti] { found = true }
                        index += 1
                    }
                }
                if found == negated { return false }
                pi = close
            } else if c != t[ti] {
                return false
            }
            pi += 1
            ti += 1
        }
        return ti == t.count
    }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= max(2, candidate.count / 3), best == nil || distance < best!.1 {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
    /// transpositions ("fromat" -> "format") each cost one. O(|a| * |b|).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
