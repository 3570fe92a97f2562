import Foundation
import ArchLintSupport

/// Picks the manifest file SwiftPM 6.3 would load in a package directory
/// (`ManifestLoader.findManifest`):
///
/// 1. `Package@swift-6.3.1.swift`, `Package@swift-6.3.swift`, `Package@swift-6.swift` (for the
///    running tools version 6.3.1), the first that exists;
/// 2. otherwise the newest `Package@swift-X[.Y[.Z]].swift` whose version is at most the running
///    tools version, if its `// swift-tools-version:` is newer than `Package.swift`'s (a
///    `Package.swift` without one counts as 3.1), or if `Package.swift`'s own is unusable (older
///    than 4.0 or newer than the toolchain);
/// 3. otherwise `Package.swift`.
enum ManifestFileSelection {
    /// The chosen file, or why SwiftPM could not choose (its words).
    enum Choice: Equatable {
        case manifest(path: String)
        case failure(String)
        /// A manifest archlint does not read (not a regular file, too large): its words.
        case unreadable(String)
    }

    static func choose(in directory: String, current: ManifestToolsVersion) -> Choice {
        let fileManager = FileManager.default
        func isFile(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }

        for key in [
            "\(current.major).\(current.minor).\(current.patch)", "\(current.major).\(current.minor)",
            "\(current.major)",
        ] {
            let candidate = path("Package@swift-\(key).swift")
            if isFile(candidate) { return .manifest(path: candidate) }
        }
        let regular = path("Package.swift")
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else {
            return .failure("the package at '\(directory)' cannot be accessed")
        }
        var versioned: [ManifestToolsVersion: String] = [:]
        for name in names.sorted() {
            guard let version = versionOfSpecificManifest(name) else { continue }
            if let other = versioned[version] {
                // SwiftPM keeps whichever the directory lists last: an order archlint cannot reproduce.
                return .failure(
                    "'\(other)' and '\(name)' are both manifests for Swift \(version); SwiftPM's choice between them "
                        + "depends on the directory order"
                )
            }
            versioned[version] = name
        }
        let regularVersion: ManifestToolsVersion
        switch toolsVersion(of: regular) {
        case .success(let version): regularVersion = version
        case .failure(.missing): regularVersion = ManifestToolsVersion(3, 1)
        case .failure(let failure):
            guard isFile(regular) else { return .failure("no Package.swift in '\(directory)'") }
            if case .unreadable = failure {
                return .unreadable(failure.message(manifestFileName: "Package.swift", current: current))
            }
            return .failure(failure.message(manifestFileName: "Package.swift", current: current))
        }
        guard let candidate = versioned.keys.sorted(by: >).first(where: { $0 <= current }),
            let name = versioned[candidate]
        else {
            return .manifest(path: regular)
        }
        let specific = path(name)
        let specificVersion: ManifestToolsVersion
        if candidate < .v4 {
            specificVersion = ManifestToolsVersion(3, 1)
        } else {
            switch toolsVersion(of: specific) {
            case .success(let version): specificVersion = version
            case .failure(let failure):
                if case .unreadable = failure {
                    return .unreadable(failure.message(manifestFileName: name, current: current))
                }
                return .failure(failure.message(manifestFileName: name, current: current))
            }
        }
        if specificVersion > regularVersion { return .manifest(path: specific) }
        let regularUsable = regularVersion >= .v4 && regularVersion <= current
        return .manifest(path: regularUsable ? regular : specific)
    }

    /// The version in `Package@swift-X[.Y[.Z]].swift` (SwiftPM's pattern lets any character stand
    /// for the dot before `swift`).
    static func versionOfSpecificManifest(_ name: String) -> ManifestToolsVersion? {
        let bytes = Array(name.utf8)
        let prefix = Array("Package@swift-".utf8)
        guard bytes.count > prefix.count + 6, Array(bytes[..<prefix.count]) == prefix,
            Array(bytes[(bytes.count - 5)...]) == Array("swift".utf8)
        else { return nil }
        let middle = bytes[prefix.count..<(bytes.count - 6)]
        let parts = middle.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count < 19,
                part.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let value = Int(String(decoding: part, as: UTF8.self))
            else { return nil }
            numbers.append(value)
        }
        return ManifestToolsVersion(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    static func toolsVersion(of path: String) -> Result<ManifestToolsVersion, ToolsVersionSpecification.Failure> {
        // A regular file of bounded size only: a FIFO named Package.swift must not block the run.
        let data: Data
        switch FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes) {
        case .success(let contents): data = contents
        case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR: return .failure(.empty)
        case .failure(let failure): return .failure(.unreadable(failure.description))
        }
        return ToolsVersionSpecification.parse(Array(data))
    }
}
