extension SourceDiscovery {
    /// The manifest's tools version, reduced to what changes discovery.
    struct ToolsVersion: Comparable, Sendable {
        var major: Int
        var minor: Int

        /// Parses `"5.9.0"`, `"6.0"`; nil or unreadable text means "current", since SwiftPM
        /// itself refuses manifests it cannot place.
        init(_ text: String?) {
            let parts = (text ?? "").split(separator: ".").map { Int($0) }
            if parts.count >= 2, let major = parts[0], let minor = parts[1] {
                self.init(major: major, minor: minor)
            } else if parts.count == 1, let major = parts[0] {
                self.init(major: major, minor: 0)
            } else {
                self = .current
            }
        }

        init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        static let current = ToolsVersion(major: 6, minor: 3)

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }
    }

    /// How SwiftPM classifies the files of a target folder, by extension. Extensions are matched
    /// case-sensitively (`.S` is assembly, `.Swift` is nothing), as SwiftPM matches them.
    enum FileRules {
        /// Folders searched, in order, for `<folder>/<TargetName>` of regular, executable, macro
        /// and system targets. Only the first folder that exists is searched.
        static let sourceFolders = ["Sources", "Source", "src", "srcs"]
        /// The same for test targets: a package without `Tests/` keeps its tests beside its sources.
        static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]
        static let pluginFolders = ["Plugins"]

        static let swiftAndClangExtensions: Set<Substring> = ["swift", "c", "m", "mm", "cc", "cpp", "cxx"]
        /// Assembly compiles from tools-version 5.0 on.
        static let assemblyExtensions: Set<Substring> = ["s", "S"]
        /// Headers are never compiled, even when listed in `sources:`.
        static let headerExtensions: Set<Substring> = ["h", "hh", "hpp", "h++", "hp", "hxx", "H", "ipp", "def"]

        /// Folders skipped whole, wherever they appear.
        static func isIgnoredFolderExtension(_ ext: Substring?, toolsVersion: ToolsVersion) -> Bool {
            guard let ext else { return false }
            if ext == "xcodeproj" || ext == "playground" || ext == "xcworkspace" { return true }
            // Before localization support, `.lproj` folders were skipped too.
            return ext == "lproj" && toolsVersion < ToolsVersion(major: 5, minor: 3)
        }

        /// Bundle-like folders (`.docc`, `.xcassets`...) whose contents are never sources unless
        /// the folder itself is listed in `sources:`.
        static func isOpaqueFolder(extension ext: Substring?, toolsVersion: ToolsVersion) -> Bool {
            guard let ext, ext != "lproj" else { return false }
            if toolsVersion >= ToolsVersion(major: 5, minor: 6) { return opaqueFolderExtensions.contains(ext) }
            // 5.3 to 5.5 treated every folder with an extension as opaque (SwiftPM kept the bug
            // for those tools versions).
            return toolsVersion >= ToolsVersion(major: 5, minor: 3)
        }

        private static let opaqueFolderExtensions: Set<Substring> = [
            "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel",
            "xcmappingmodel", "metal", "docc",
        ]

        /// Whether a file found by the automatic rules (no `sources:` declared) is compiled.
        static func isCompiledByExtension(_ ext: Substring?, toolsVersion: ToolsVersion) -> Bool {
            guard let ext else { return false }
            if swiftAndClangExtensions.contains(ext) { return true }
            return assemblyExtensions.contains(ext) && toolsVersion >= ToolsVersion(major: 5, minor: 0)
        }

        /// Whether a file inside a `sources:` entry is compiled. From tools-version 5.3 on SwiftPM
        /// compiles every such file whatever its extension (a listed `notes.txt` is a source).
        static func isCompiledAsDeclaredSource(_ ext: Substring?, toolsVersion: ToolsVersion) -> Bool {
            if let ext, headerExtensions.contains(ext) { return false }
            if toolsVersion >= ToolsVersion(major: 5, minor: 3) { return true }
            return isCompiledByExtension(ext, toolsVersion: toolsVersion)
        }
    }
}
