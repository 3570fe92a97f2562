import ArchLintSupport

/// SwiftPM's rules for where a `.package(...)` dependency lives and what its identity is, and
/// the path normalisation they rely on (swift-tools-support-core's `AbsolutePath` and
/// `RelativePath`), reproduced so a static reading resolves dependencies byte for byte as
/// `swift package dump-package` does.
enum PackageIdentityRules {
    /// What a `.package(...)` call declared, before resolution.
    enum DeclaredLocation: Equatable {
        case fileSystem(path: String)
        case sourceControl(location: String)
        case registry(id: String)
    }

    /// `PackageIdentityParser.computeDefaultName(fromLocation:)`: the last path component (one
    /// trailing `/` ignored), without a `.git` suffix.
    static func defaultName(ofLocation location: String) -> String {
        var end = location.endIndex
        if location.last == "/" { end = location.index(before: end) }
        let separator = location[..<end].lastIndex(of: "/")
        let start = separator.map { location.index(after: $0) } ?? location.startIndex
        var component = location[start..<end]
        if component.hasSuffix(".git") { component = component.dropLast(4) }
        return String(component)
    }

    /// `PackageIdentity(path:)` / `PackageIdentity(urlString:)`: the default name, lowercased.
    static func identity(ofLocation location: String) -> String {
        defaultName(ofLocation: location).lowercased()
    }

    /// SwiftPM's `parseScheme`: the text before the first `://` or `@` when it holds no `/`,
    /// lowercased. Not a URI parser: `git@host:path` has the scheme `git`.
    static func scheme(of location: String) -> String? {
        for delimiter in ["://", "@"] {
            if let range = location.range(of: delimiter) {
                let head = location[..<range.lowerBound]
                if !head.contains("/") { return head.lowercased() }
            }
        }
        return nil
    }

    /// `AbsolutePath(normalizingAbsolutePath:)`: empty and `.` components dropped, `..` removes
    /// the previous component (at the root it is dropped), no trailing `/`.
    static func normalizeAbsolute(_ path: String) -> String { LexicalPath.normalizeAbsolute(path) }

    /// `RelativePath(normalizingRelativePath:)`: like the absolute form, but a leading `..` is
    /// kept, and an empty result is `.`.
    static func normalizeRelative(_ path: String) -> String {
        let folded = LexicalPath.normalizeRelative(path)
        return folded.isEmpty ? "." : folded
    }

    /// `AbsolutePath(validating:relativeTo:)` for a path that does not start with `~`.
    static func absolute(_ path: String, relativeTo base: String) -> String {
        path.hasPrefix("/") ? normalizeAbsolute(path) : normalizeAbsolute(base + "/" + path)
    }

    /// Resolves a declared location the way SwiftPM's `DefaultDependencyMapper` does without
    /// mirrors: relative and `file://` locations become absolute, standardised paths; a
    /// source-control location without a scheme is a local repository. Returns nil with SwiftPM's
    /// complaint, or archlint's reason to leave it to SwiftPM (a `~/` path depends on the home
    /// directory of whoever runs it).
    static func resolve(_ declared: DeclaredLocation, packageDirectory: String)
        -> Result<(identity: String, location: PackageManifest.PackageDependency.Location), LocationProblem>
    {
        switch declared {
        case .registry(let id):
            return .success((id, .registry(identity: id)))
        case .fileSystem(let path):
            switch normalizedPath(path, packageDirectory: packageDirectory) {
            case .failure(let problem): return .failure(problem)
            case .success(let resolved?): return .success((identity(ofLocation: resolved), .fileSystem(path: resolved)))
            case .success(nil):
                // A scheme other than file://: SwiftPM cannot make an absolute path of it.
                return .failure(
                    .rejected(
                        "'\(path)' is not a valid path for path-based dependencies; use relative or absolute path "
                            + "instead."
                    ))
            }
        case .sourceControl(let location):
            switch normalizedPath(location, packageDirectory: packageDirectory) {
            case .failure(let problem): return .failure(problem)
            case .success(let resolved?):
                // A local repository: the normalised path carries no scheme.
                return .success((identity(ofLocation: resolved), .sourceControl(location: resolved)))
            case .success(nil):
                return .success((identity(ofLocation: location), .sourceControl(location: location)))
            }
        }
    }

    /// Why a location cannot be resolved statically.
    enum LocationProblem: Error, Equatable {
        /// SwiftPM itself rejects the manifest, with these words.
        case rejected(String)
        /// SwiftPM would resolve it against something outside the manifest (the home directory).
        case dependsOnEnvironment(String)
    }

    /// `normalizeDependencyLocation`: an absolute path for a location without a scheme or with
    /// `file://`, nil for a URL.
    private static func normalizedPath(_ location: String, packageDirectory: String) -> Result<String?, LocationProblem>
    {
        switch scheme(of: location) {
        case nil:
            if location.hasPrefix("~/") {
                return .failure(
                    .dependsOnEnvironment("'\(location)' is relative to the home directory of whoever runs SwiftPM"))
            }
            return .success(absolute(location, relativeTo: packageDirectory))
        case "file":
            let rest = String(location.dropFirst("file://".count))
            let host = rest.prefix(while: { $0 != "/" })
            guard host.isEmpty else {
                if host == ".." {
                    return .failure(
                        .rejected("file:// URLs cannot be relative, did you mean to use '.package(path:)'?"))
                }
                return .failure(.rejected("file:// URLs with hostnames are not supported, are you missing a '/'?"))
            }
            guard rest.hasPrefix("/") else { return .failure(.rejected("invalid absolute path '\(rest)'")) }
            return .success(normalizeAbsolute(rest))
        default:
            return .success(nil)
        }
    }

    /// The registry identifier pattern PackageDescription checks (`scope.name`).
    static func isValidRegistryIdentifier(_ id: String) -> Bool {
        let parts = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        func valid(_ part: Substring, maximum: Int, separators: Set<UInt8>) -> Bool {
            let bytes = Array(part.utf8)
            guard !bytes.isEmpty, bytes.count <= maximum else { return false }
            for (index, byte) in bytes.enumerated() {
                if isAlphanumeric(byte) { continue }
                // A separator needs an alphanumeric on both sides.
                guard separators.contains(byte), index > 0, index + 1 < bytes.count, isAlphanumeric(bytes[index + 1])
                else { return false }
            }
            return isAlphanumeric(bytes[0])
        }
        return valid(parts[0], maximum: 39, separators: [UInt8(ascii: "-")])
            && valid(parts[1], maximum: 100, separators: [UInt8(ascii: "-"), UInt8(ascii: "_")])
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
