import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path helpers shared by the stages.
package enum PathUtilities {
    /// Absolute form of `path` (relative paths are based on `base`, else the current
    /// directory), with `.` components, repeated slashes and a trailing slash removed.
    ///
    /// Symbolic links are left as written, so the kernel resolves them when the path is opened
    /// (relative to the link's own folder). The one exception is `..`: after a component that
    /// is (or passes through) a link, `..` means the parent of where the link leads, as for the
    /// kernel, so that prefix is resolved first. Foundation's `standardizingPath` resolves a
    /// relative link against the current directory on Linux, which made `--write-baseline
    /// ci/link.json` overwrite an unrelated `./baseline.json`.
    package static func standardize(_ path: String, relativeTo base: String? = nil) -> String {
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else {
            let base = base ?? FileManager.default.currentDirectoryPath
            absolute = base + "/" + path
        }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                guard !components.isEmpty else { continue }
                let prefix = "/" + components.joined(separator: "/")
                if let real = realPath(prefix), real != prefix {
                    // A link on the way: `..` leaves the folder the link leads to.
                    components = real.split(separator: "/", omittingEmptySubsequences: true)
                }
                if !components.isEmpty { components.removeLast() }
            default:
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` with every symbolic link resolved by the kernel (`realpath(3)`), or nil when some
    /// part of it does not exist or cannot be searched.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = FileSystemName.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileSystemName.decode(cString: resolved)
    }

    /// `path` with every symlink resolved (`/tmp` -> `/private/tmp` on macOS), or unchanged when
    /// it does not exist. Unlike `URL.resolvingSymlinksInPath`, never strips `/private`, and a
    /// relative link is resolved against its own folder on every platform.
    package static func resolvingSymlinks(_ path: String) -> String {
        realPath(path) ?? path
    }

    /// True when `path` is `ancestor` or lies below it (both absolute and standardized).
    package static func isInside(_ path: String, _ ancestor: String) -> Bool {
        if path == ancestor || ancestor == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(ancestor) && path.utf8.dropFirst(ancestor.utf8.count).first == UInt8(ascii: "/")
    }

    /// `path` relative to `base` when it lies below it, else `path` unchanged.
    package static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        // Walk up: ../ segments keep editor links working for siblings of the current directory.
        let pathParts = path.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] { common += 1 }
        if common == 0 { return path }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}
