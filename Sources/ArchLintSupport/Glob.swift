/// Shell-style globs: `*` any run (not crossing `/` in paths), `**` any run of path segments,
/// `?` one character, `[abc]` a character class.
package enum Glob {
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        match(Array(pattern), 0, Array(text), 0, pathAware: false)
    }

    /// Matches a path; `**` spans folders, `*` stays within one. A pattern also matches every
    /// path below what it names (`Modules/Features` matches `Modules/Features/Cart`), and a
    /// pattern ending in `/**` also matches the folder itself (`SampleProject/**` matches
    /// `SampleProject`), so excluding a folder's contents excludes the folder.
    package static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        while pattern.hasSuffix("/**") { pattern.removeLast(3) }
        if pattern.isEmpty || pattern == "**" { return true }
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
