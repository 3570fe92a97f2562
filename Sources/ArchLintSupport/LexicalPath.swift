/// Lexical arithmetic on POSIX paths, the way SwiftPM's `AbsolutePath` and `RelativePath` do it:
/// `.` components and repeated or trailing slashes dropped, `..` folded, symbolic links never
/// resolved (SwiftPM and Xcode show a linked file under the link's name). The one normaliser
/// the readers share; `PathUtilities.standardize` is the variant that asks the kernel about links.
package enum LexicalPath {
    /// An absolute path folded: `..` above `/` stays at `/`; the result starts with `/` and has
    /// no trailing slash.
    package static func normalizeAbsolute(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// A relative path folded, keeping the leading `..` that cannot fold; an empty result is "".
    package static func normalizeRelative(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// `path` made absolute against `base` (when relative) and folded.
    package static func resolve(_ path: String, against base: String) -> String {
        path.hasPrefix("/") ? normalizeAbsolute(path) : normalizeAbsolute(base + "/" + path)
    }

    /// `name` inside `directory`, with no doubled slash at the root.
    package static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }
}
