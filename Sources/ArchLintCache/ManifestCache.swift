import Foundation
import ArchLintSupport
import ArchLintPackage

/// `swift package dump-package` output, remembered between runs.
///
/// Key: SHA-256 of the package directory, the `swift` executable, its `--version` output, the
/// bytes of every manifest (`Package.swift`, `Package@swift-*.swift`), the environment
/// variables the manifests name literally (`environment["NAME"]`, `getenv("NAME")`) and those
/// that steer SwiftPM itself (`SWIFTPM_*`, `DEVELOPER_DIR`, `TOOLCHAINS`, `SDKROOT`).
/// Not covered: anything else a manifest reads (other files, variables named dynamically,
/// the network, the date); run with `--no-cache` for such packages.
///
/// `swift --version` is itself a process, so its output is kept too, keyed by the executable's
/// path, size, mtime and inode: a warm run starts no `swift` process at all. A toolchain selected
/// behind an unchanged shim (swiftly, xcrun with `TOOLCHAINS`) is noticed only through the
/// variables above.
///
/// One file per entry under `manifests/`, named by the key and written once through
/// `CacheFolder`: entries never change, so concurrent runs can only write identical bytes. Each
/// file carries a digest of its payload; a damaged one is ignored and replaced.
package final class ManifestCache: ManifestDumpStore, @unchecked Sendable {
    static let header = "archlint-manifest-cache 1\n"

    package let directory: String
    /// Every read and write goes through it: never through a symbolic link.
    let folder: CacheFolder
    private let environment: [String: String]
    /// `swift --version` by executable, nil when it could not be run.
    private let versions = Locked<[String: String?]>([:])

    package init(directory: String, environment: [String: String], folder: CacheFolder? = nil) {
        self.directory = directory
        self.folder = folder ?? CacheFolder(path: directory)
        self.environment = environment
    }

    /// The cache key for dumping `packageDirectory` with `swift`; nil when it cannot be computed
    /// (then the dump runs and is not cached).
    package func key(packageDirectory: String, swift: String) -> String? {
        guard let version = swiftVersion(swift) else { return nil }
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: packageDirectory) else { return nil }
        let manifests = names.filter {
            $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
        }.sorted()
        var hasher = SHA256()
        hasher.update("\(Self.header)directory=\(packageDirectory)\nswift=\(swift)\nversion=\(version)\n")
        var variables: Set<String> = []
        for name in manifests {
            guard let data = fileManager.contents(atPath: (packageDirectory as NSString).appendingPathComponent(name))
            else { return nil }
            hasher.update("manifest=\(name) \(data.count)\n")
            data.withUnsafeBytes { hasher.update($0) }
            variables.formUnion(Self.environmentNames(in: String(decoding: data, as: UTF8.self)))
        }
        for (name, _) in environment
        where name.hasPrefix("SWIFTPM_") || ["DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"].contains(name) {
            variables.insert(name)
        }
        for name in variables.sorted() {
            hasher.update("env \(name)=\(environment[name].map { "set:" + $0 } ?? "unset")\n")
        }
        return SHA256.hexString(hasher.finalize())
    }

    /// Variable names a manifest reads literally: `environment["NAME"]`, `getenv("NAME")`.
    static func environmentNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for opener in ["environment[\"", "getenv(\""] {
            var rest = text[...]
            while let range = rest.range(of: opener) {
                rest = rest[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { names.insert(String(rest[..<end])) }
            }
        }
        return names
    }

    /// A cached dump, or nil.
    package func dump(forKey key: String) -> Data? {
        guard let data = folder.contents(of: entryPath(key)) else { return nil }
        return Self.unwrap(data)
    }

    /// Remembers a successful dump.
    package func store(_ dump: Data, forKey key: String) {
        var data = Data("\(Self.header)\(dump.withUnsafeBytes { SHA256.hex($0) })\n".utf8)
        data.append(dump)
        folder.write(data, to: entryPath(key))
    }

    private func entryPath(_ key: String) -> String {
        (directory as NSString).appendingPathComponent("manifests/\(key).json")
    }

    static func unwrap(_ data: Data) -> Data? {
        let headerBytes = Data(header.utf8)
        guard data.count > headerBytes.count + 65, data.prefix(headerBytes.count) == headerBytes else { return nil }
        let digestStart = data.startIndex + headerBytes.count
        let digest = String(decoding: data[digestStart..<digestStart + 64], as: UTF8.self)
        guard data[digestStart + 64] == UInt8(ascii: "\n") else { return nil }
        let payload = Data(data[(digestStart + 65)...])
        guard payload.withUnsafeBytes({ SHA256.hex($0) }) == digest else { return nil }
        return payload
    }

    // MARK: swift --version

    /// `swift --version` of the executable, from `toolchains/` while the executable is unchanged.
    func swiftVersion(_ swift: String) -> String? {
        // Held while the version is loaded or run: concurrent dumps run `swift --version` once.
        versions.withLock { versions in
            if let known = versions[swift] { return known }
            let version = loadOrRunVersion(swift)
            versions[swift] = version
            return version
        }
    }

    private func loadOrRunVersion(_ swift: String) -> String? {
        guard let stamp = FileStamp(path: swift) else { return nil }
        let identity =
            "\(swift)\n\(stamp.size) \(stamp.mtimeSeconds).\(stamp.mtimeNanoseconds) \(stamp.inode) \(stamp.device)\n"
        let path = (directory as NSString).appendingPathComponent("toolchains/\(SHA256.hex(swift)).txt")
        if let data = folder.contents(of: path), let payload = Self.unwrap(data) {
            let text = String(decoding: payload, as: UTF8.self)
            if text.hasPrefix(identity) { return String(text.dropFirst(identity.count)) }
        }
        guard
            let result = try? ProcessRunner.run(
                executable: swift, arguments: ["--version"], environment: environment, timeout: 60),
            result.exitCode == 0
        else { return nil }
        let version = String(decoding: result.standardOutput, as: UTF8.self)
        var data = Data("\(Self.header)".utf8)
        let payload = Data((identity + version).utf8)
        data.append(Data("\(payload.withUnsafeBytes { SHA256.hex($0) })\n".utf8))
        data.append(payload)
        folder.write(data, to: path)
        return version
    }
}
