import Foundation
import ArchLintSupport

extension SourceDiscovery {
    /// Lexical path arithmetic on absolute POSIX paths, the way SwiftPM's `AbsolutePath` does it:
    /// `.` and `..` are folded and slashes collapsed, but symlinks are never resolved (SwiftPM
    /// reports a symlinked file under the link's name, so discovery must too).
    package enum DiscoveryPath {
        /// `path` made absolute against `base` (when relative) and normalized.
        static func resolve(_ path: String, against base: String) -> String {
            path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
        }

        /// Folds `.`, `..` and repeated or trailing slashes of an absolute path.
        static func normalize(_ path: String) -> String {
            LexicalPath.normalizeAbsolute(path)
        }

        static func join(_ directory: String, _ name: String) -> String {
            LexicalPath.join(directory, name)
        }

        package static func basename(of path: String) -> Substring {
            // Byte-wise: "/" and "." are ASCII, so their UTF-8 positions are valid string indices.
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
            return path[path.utf8.index(after: slash)...]
        }

        static func parent(of path: String) -> String {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
            return String(path[..<slash])
        }

        /// The text after the last dot of the last component, as SwiftPM computes it: a leading
        /// dot (`.gitignore`) or a trailing one (`name.`) gives no extension.
        static func fileExtension(of path: String) -> Substring? {
            let name = basename(of: path)
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
            let ext = name[name.utf8.index(after: dot)...]
            return ext.isEmpty ? nil : ext
        }

        /// True when `fileExtension(of: path) == "swift"`, without building substrings.
        static func isSwiftFile(_ path: String) -> Bool {
            let suffix = ".swift".utf8
            let bytes = path.utf8
            guard bytes.count > suffix.count, bytes.reversed().starts(with: suffix.reversed()) else { return false }
            // `.swift` alone (a hidden file) has no extension.
            return bytes[bytes.index(bytes.endIndex, offsetBy: -suffix.count - 1)] != UInt8(ascii: "/")
        }

        /// Whether `path` is `ancestor` or lies inside it (both normalized).
        static func isDescendantOrEqual(_ path: String, of ancestor: String) -> Bool {
            if path == ancestor { return true }
            if ancestor == "/" { return path.hasPrefix("/") }
            return path.hasPrefix(ancestor) && path.utf8.dropFirst(ancestor.utf8.count).first == UInt8(ascii: "/")
        }

        /// `path` relative to `root`, for messages; `path` itself when outside `root`.
        static func relative(_ path: String, to root: String) -> String {
            if path == root { return "." }
            guard isDescendantOrEqual(path, of: root) else { return path }
            return String(path.dropFirst(root == "/" ? 1 : root.count + 1))
        }
    }
}
