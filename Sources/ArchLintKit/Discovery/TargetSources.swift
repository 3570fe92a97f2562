// Discovery stage: which files SwiftPM would compile for each target.
//
// Owns locating a target's directory and walking it with SwiftPM's own rules (predefined
// folders, `path:`, `sources:`, `exclude:`, resources, opaque bundles, hidden files, symlinks,
// tools-version differences). Knows the manifest model; knows nothing about imports, graphs or
// rules. Touches the file system read-only.

/// The source files SwiftPM would compile for one target.
public struct TargetSources: Sendable, Hashable {
    public var target: String
    /// Absolute, standardized path of the target's directory.
    public var directory: String
    /// Absolute paths of every source file SwiftPM would compile for the target, sorted.
    public var files: [String]

    public init(target: String, directory: String, files: [String]) {
        self.target = target
        self.directory = directory
        self.files = files
    }

    /// The `.swift` subset of `files` (what the import scanner reads), sorted.
    public var swiftFiles: [String] {
        files.filter(SourceDiscovery.DiscoveryPath.isSwiftFile)
    }
}

/// Something discovery noticed that the user should fix; discovery carries on regardless.
public struct DiscoveryWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Absolute path of the folder or file the warning is about.
    public var path: String
    /// What is wrong and what to do about it.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): warning: \(message)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.message) < (rhs.path, rhs.message)
    }
}
