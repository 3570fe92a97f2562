import ArchLintSupport

/// Lexical arithmetic on absolute POSIX paths for the Xcode reader: `.` and `..` folded, slashes
/// collapsed, symbolic links never resolved (Xcode shows a linked file under the link's name).
package enum XcodePath {
    /// Folds `.`, `..` and repeated or trailing slashes of an absolute path; `..` above `/` stays
    /// at `/`.
    static func normalize(_ path: String) -> String {
        LexicalPath.normalizeAbsolute(path)
    }

    /// `path` against `base` (absolute), normalized; an absolute `path` ignores `base`.
    static func resolve(_ path: String, against base: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        if path.isEmpty { return normalize(base) }
        // Most paths (`Sources`, `View.swift`) need no folding: joined as they are.
        if base.hasPrefix("/"), !base.hasSuffix("/") || base == "/", isPlainRelative(path) { return join(base, path) }
        return normalize(base + "/" + path)
    }

    /// Whether a relative path has no `.` or `..` component and no empty one.
    private static func isPlainRelative(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var componentStart = true
        var dotsOnly = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dotsOnly { return false }
                componentStart = true
                dotsOnly = true
            } else {
                if byte != UInt8(ascii: ".") { dotsOnly = false }
                componentStart = false
            }
            previous = byte
        }
        return !componentStart && !dotsOnly
    }

    /// Whether a relative path climbs above its base (`a/../../b`), which `normalize` would hide.
    static func climbsAbove(_ relative: String) -> Bool {
        var depth = 0
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return true }
            default: depth += 1
            }
        }
        return false
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    package static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    package static func basename(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The text after the last dot of the last component; nil for `name`, `.hidden` and `name.`.
    static func fileExtension(of path: String) -> String? {
        let name = basename(of: path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        let ext = name[name.utf8.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }

    /// Whether normalized `path` is `root` or lies inside it.
    package static func isInside(_ path: String, root: String) -> Bool {
        if root == "/" { return true }
        guard path.hasPrefix(root) else { return false }
        let rest = path.utf8.dropFirst(root.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// `path` relative to `root` (`.` for the root itself); a path outside the root (a local
    /// package an Xcode project names beside it) stays absolute.
    package static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        guard isInside(path, root: root) else { return path }
        if root == "/" { return String(path.dropFirst()) }
        return String(path.dropFirst(root.count + 1))
    }
}
