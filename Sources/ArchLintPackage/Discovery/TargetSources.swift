// Which files SwiftPM would compile for each target.
//
// Owns locating a target's directory and walking it with SwiftPM's own rules (predefined
// folders, `path:`, `sources:`, `exclude:`, resources, opaque bundles, hidden files, symlinks,
// tools-version differences). Knows the manifest model; knows nothing about imports, graphs or
// rules. Touches the file system read-only.

/// The source files SwiftPM would compile for one target.
package struct TargetSources: Sendable, Hashable {
    package var target: String
    /// Absolute, standardized path of the target's directory.
    package var directory: String
    /// Absolute paths of every source file SwiftPM would compile for the target, sorted.
    package var files: [String]

    package init(target: String, directory: String, files: [String]) {
        self.target = target
        self.directory = directory
        self.files = files
    }

    /// The `.swift` subset of `files` (what the import scanner reads), sorted.
    package var swiftFiles: [String] {
        files.filter(SourceDiscovery.DiscoveryPath.isSwiftFile)
    }
}

/// Something discovery noticed that the user should fix; discovery carries on regardless.
package struct DiscoveryWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Absolute path of the folder or file the warning is about.
    package var path: String
    /// What is wrong and what to do about it.
    package var message: String
    /// True when part of the package could not be read (a folder without permission, a path
    /// longer than the system takes): the result is partial, never a clean pass.
    package var isUnreadable: Bool

    package init(path: String, message: String, isUnreadable: Bool = false) {
        self.path = path
        self.message = message
        self.isUnreadable = isUnreadable
    }

    package var description: String { "\(path): \(isUnreadable ? "error" : "warning"): \(message)" }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.message) < (rhs.path, rhs.message)
    }
}
