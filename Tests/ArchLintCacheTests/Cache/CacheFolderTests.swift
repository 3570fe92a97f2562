import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintCache
@testable import ArchLintTestSupport

/// The cache lives in the repository, which is input: it never reads or writes through a
/// symbolic link, refuses itself once when it meets one, and keeps git away from itself.
struct CacheFolderTests {
    /// A package root with a file outside it that a link could lead to.
    static func layout() throws -> (directory: TemporaryDirectory, root: String, outside: String) {
        let directory = try TemporaryDirectory("cache-folder")
        let root = directory.path("package")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let outside = try directory.write("outside.txt", "the CI user's file\n")
        return (directory, root, outside)
    }

    @Test func aShardLinkedOutsideRefusesTheCacheAndIsNotWritten() throws {
        let (directory, root, outside) = try Self.layout()
        defer { directory.remove() }
        let cachePath = AnalysisCache.defaultDirectory(packageRoot: root)
        try FileManager.default.createDirectory(atPath: cachePath + "/scans", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cachePath + "/scans/07.bin", withDestinationPath: outside)
        let cache = AnalysisCache(directory: cachePath, root: root)
        let notice = try #require(cache.refusalNotice(displayPath: { PathUtilities.relative($0, to: root) }))
        #expect(
            notice.hasPrefix(
                ".build/archlint/scans/07.bin: warning: the cache is not used in this run: this is a symbolic link (to '\(outside)')"
            ))
        // Nothing is read or written while refused.
        cache.folder.write(Data("record".utf8), to: cachePath + "/scans/07.bin")
        cache.folder.write(Data("record".utf8), to: cachePath + "/scans/08.bin")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "the CI user's file\n")
        #expect(!FileManager.default.fileExists(atPath: cachePath + "/scans/08.bin"))
        #expect(cache.folder.contents(of: cachePath + "/scans/07.bin") == nil)
    }

    @Test func aLinkedFolderOnTheWayFromTheRootRefusesTheCache() throws {
        let (directory, root, _) = try Self.layout()
        defer { directory.remove() }
        let elsewhere = directory.path("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/.build", withDestinationPath: elsewhere)
        let cache = AnalysisCache(directory: AnalysisCache.defaultDirectory(packageRoot: root), root: root)
        #expect(cache.folder.refusal?.path == root + "/.build")
        cache.folder.write(Data("x".utf8), to: AnalysisCache.defaultDirectory(packageRoot: root) + "/results/a.bin")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test func aFolderChosenOutsideTheRootMayBeReachedThroughALink() throws {
        let (directory, root, _) = try Self.layout()
        defer { directory.remove() }
        let real = directory.path("real-cache")
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.path("cache-link"), withDestinationPath: real)
        let cache = AnalysisCache(directory: directory.path("cache-link"), root: root)
        #expect(cache.folder.refusal == nil)
        cache.folder.write(Data("entry".utf8), to: directory.path("cache-link/results/a.bin"))
        #expect(FileManager.default.contents(atPath: real + "/results/a.bin") == Data("entry".utf8))
    }

    @Test func aLinkThatAppearsLaterIsReplacedNotWrittenThrough() throws {
        let (directory, root, outside) = try Self.layout()
        defer { directory.remove() }
        let cachePath = AnalysisCache.defaultDirectory(packageRoot: root)
        let folder = CacheFolder(path: cachePath, root: root, writesIgnoreFile: true)
        folder.write(Data("first".utf8), to: cachePath + "/scans/00.bin")
        // Made after the folder was checked (a concurrent process, a race).
        try FileManager.default.createSymbolicLink(atPath: cachePath + "/scans/01.bin", withDestinationPath: outside)
        folder.write(Data("second".utf8), to: cachePath + "/scans/01.bin")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "the CI user's file\n")
        #expect(folder.refusal?.path == cachePath + "/scans/01.bin")
        // A read through a link refuses it too.
        let reader = CacheFolder(path: cachePath)
        _ = reader.contents(of: cachePath + "/scans/01.bin")
        #expect(reader.refusal?.path == cachePath + "/scans/01.bin")
    }

    @Test func aNewCacheFolderHoldsAGitignoreOfEverything() throws {
        let (directory, root, _) = try Self.layout()
        defer { directory.remove() }
        let cachePath = AnalysisCache.defaultDirectory(packageRoot: root)
        let cache = AnalysisCache(directory: cachePath, root: root)
        cache.revisions.store(key: "k", payload: "p")
        #expect(try String(contentsOfFile: cachePath + "/.gitignore", encoding: .utf8) == CacheFolder.ignoreFileText)
        #expect(CacheFolder.ignoreFileText.hasSuffix("\n*\n"))
        #expect(cache.revisions.lookup(key: "k") == "p")
        // Git agrees: nothing of the cache is seen.
        _ = try? ChildProcess.run("/usr/bin/env", ["git", "init", "-q"], in: root)
        if let status = try? ChildProcess.run(
            "/usr/bin/env", ["git", "status", "--porcelain", "--untracked-files=all"], in: root),
            status.exitCode == 0
        {
            #expect(!status.standardOutput.contains(".build"), "\(status.standardOutput)")
        }
    }
}
