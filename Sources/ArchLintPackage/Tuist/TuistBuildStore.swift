import Foundation
import ArchLintSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where compiled manifests, modules, drivers and evaluated results are kept: `tuist/` under
/// archlint's cache folder, or a private temporary folder (removed by `discard()`) when there is
/// no cache or it cannot be used.
///
/// Every entry is named by the content hash of what made it, made whole in a private folder and
/// renamed into place (what `swiftc` writes cannot go through `AtomicFile`, so the folder rename
/// is what makes an entry appear whole); files archlint writes itself go through `AtomicFile`.
/// Nothing is read or written through a symbolic link: a `tuist` folder or an entry that is a
/// link (a repository can commit `.build/`) makes the store fall back to a temporary folder, or
/// the entry be ignored.
final class TuistBuildStore: @unchecked Sendable {
    let directory: String
    let isTemporary: Bool

    init(cacheDirectory: String?) {
        if let cacheDirectory, let folder = Self.prepare((cacheDirectory as NSString).appendingPathComponent("tuist")) {
            directory = folder
            isTemporary = false
        } else {
            let base = (NSTemporaryDirectory() as NSString).appendingPathComponent(
                "archlint-tuist-\(getpid())-\(UUID().uuidString)")
            directory = Self.prepare(base) ?? base
            isTemporary = true
        }
    }

    /// `path` as a real folder (created with its parents when missing), or nil when it is a link
    /// or cannot be made.
    private static func prepare(_ path: String) -> String? {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return isRealFolder(path) ? path : nil
    }

    static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func isRealFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Removes a temporary store.
    func discard() {
        if isTemporary { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// The folder of entry `name`: reused when it exists (a real folder, not a link), else made
    /// by `make` in a private folder that is then renamed into place. Nil when `make` fails.
    func entry(_ name: String, make: (_ folder: String) -> Bool) -> String? {
        let path = (directory as NSString).appendingPathComponent(name)
        if Self.isRealFolder(path) { return path }
        let scratch = (directory as NSString).appendingPathComponent(
            ".\(name).\(AtomicFile.temporaryMarker).\(getpid()).\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)) != nil
        else { return nil }
        guard make(scratch) else {
            try? FileManager.default.removeItem(atPath: scratch)
            return nil
        }
        if rename(scratch, path) != 0 {
            // Another run made it meanwhile (the same content, by its name), or it cannot be
            // renamed: use the other run's entry when there is one.
            try? FileManager.default.removeItem(atPath: scratch)
            return Self.isRealFolder(path) ? path : nil
        }
        return path
    }

    /// The text stored as `name`, if it is a regular file of the store.
    func text(_ name: String) -> String? {
        let path = (directory as NSString).appendingPathComponent(name)
        guard Self.isRealFile(path),
            let data = try? FileBuffer.contents(of: path, limit: InputLimits.jsonDocumentBytes).get()
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Stores `text` as `name` (whole or not at all).
    func store(_ text: String, as name: String) {
        let path = (directory as NSString).appendingPathComponent(name)
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return }
        try? AtomicFile.write(text, to: path)
    }

    /// A clang module cache shared by every compilation of the store, named after the store's
    /// absolute path: a precompiled module records the cache path it was built in, and clang
    /// refuses it from anywhere else, so a store that moved (a copied or relocated checkout, a CI
    /// cache restored at another path) starts a cache of its own instead of failing every manifest.
    var moduleCache: String {
        (directory as NSString).appendingPathComponent("module-cache-" + SHA256.hex(directory).prefix(16))
    }
}
