import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintCache
@testable import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The per-file import cache gives exactly what a fresh scan gives, whatever happened to the
/// files or to the cache file in between.
struct ScanCacheTests {
    static func makeTree() -> (directory: TemporaryDirectory, paths: [String]) {
        let directory = try! TemporaryDirectory()
        let root = directory.path
        let tree = SyntheticTree(moduleCount: 5, filesPerModule: 4, seed: 7)
        try! tree.write(to: root)
        return (directory, tree.files.map { (root as NSString).appendingPathComponent($0.relativePath) })
    }

    @Test func warmScanReusesEveryFileAndMatchesAFreshScan() {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent(".build/archlint/scans")
        let cold = ScanCache(directory: cachePath, toolIdentity: "test")
        #expect(cold.scan(paths) == ImportScanner.scanFiles(paths))
        #expect(cold.lastHits == 0)
        // A new process: reads the file back. Files written just now are racy (hash-checked),
        // so age them first to see plain stamp hits.
        age(paths)
        _ = ScanCache(directory: cachePath, toolIdentity: "test").scan(paths)
        let warm = ScanCache(directory: cachePath, toolIdentity: "test")
        #expect(warm.scan(paths) == ImportScanner.scanFiles(paths))
        #expect(warm.lastHits == paths.count)
    }

    @Test func editsRenamesAndDeletionsAreSeen() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("cache/scans")
        _ = ScanCache(directory: cachePath, toolIdentity: "test").scan(paths)
        var current = paths
        // Same-size edit right away (racy: same second as the cached stamp).
        let first = try String(contentsOfFile: current[0], encoding: .utf8)
        try first.replacingOccurrences(of: "import Foundation", with: "import Dispatch__").write(
            toFile: current[0], atomically: false, encoding: .utf8)
        // Rename and delete.
        let renamed = current[1] + ".moved.swift"
        try FileManager.default.moveItem(atPath: current[1], toPath: renamed)
        current[1] = renamed
        try FileManager.default.removeItem(atPath: current[2])
        current.remove(at: 2)
        let cache = ScanCache(directory: cachePath, toolIdentity: "test")
        #expect(cache.scan(current) == ImportScanner.scanFiles(current))
    }

    /// A stamp that still matches but content that changed (a coarse clock): the recorded hash
    /// catches it.
    @Test func racyEntryWithAStaleHashIsRescanned() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("scans")
        let path = paths[0]
        let stamp = try #require(FileStamp(path: path))
        let bogus = FileScanResult(path: path, imports: [ImportDeclaration(path: ["Bogus"], line: 1, column: 1)])
        let store = ScanCache(directory: cachePath, toolIdentity: "test").store
        try FileManager.default.createDirectory(atPath: cachePath, withIntermediateDirectories: true)
        let stale = ScanCache.Entry(stamp: stamp, contentHash: SHA256.hex("other content"), value: bogus)
        try AtomicFile.write(Data(store.encode([path: stale])), to: store.shardPath(of: path))
        #expect(ScanCache(directory: cachePath, toolIdentity: "test").scan([path]) == ImportScanner.scanFiles([path]))
        // The same entry with the right hash is trusted (which shows the hash is what decides).
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let fresh = ScanCache.Entry(stamp: stamp, contentHash: bytes.withUnsafeBytes { SHA256.hex($0) }, value: bogus)
        try AtomicFile.write(Data(store.encode([path: fresh])), to: store.shardPath(of: path))
        #expect(ScanCache(directory: cachePath, toolIdentity: "test").scan([path]) == [bogus])
    }

    @Test(.tags(.slow)) func corruptTruncatedAndForeignCachesAreIgnored() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("scans")
        let expected = ImportScanner.scanFiles(paths)
        _ = ScanCache(directory: cachePath, toolIdentity: "test").scan(paths)
        let shards = try FileManager.default.contentsOfDirectory(atPath: cachePath).map { cachePath + "/" + $0 }
        #expect(shards.count > 1 && shards.count <= ShardedEntryStore<FileScanResult>.shardCount)
        let good = try shards.map { try #require(FileManager.default.contents(atPath: $0)) }
        let damages: [(Data) -> Data] = [
            { _ in Data() }, { _ in Data("garbage".utf8) }, { $0.prefix($0.count - 3) },
            {
                var flipped = $0; flipped[flipped.count / 2] ^= 0xFF; return flipped
            },
            {
                var wrongVersion = $0; wrongVersion[ScanCache.magic.utf8.count] = 99; return wrongVersion
            },
        ]
        for damage in damages {
            for (shard, data) in zip(shards, good) { try damage(data).write(to: URL(fileURLWithPath: shard)) }
            #expect(ScanCache(directory: cachePath, toolIdentity: "test").scan(paths) == expected)
        }
        // Another archlint build's cache is not trusted.
        #expect(ScanCache(directory: cachePath, toolIdentity: "other build").scan(paths) == expected)
        let other = ScanCache(directory: cachePath, toolIdentity: "yet another build")
        _ = other.scan(paths)
        #expect(other.lastHits == 0)
    }

    /// Writers racing on one cache (as two archlint processes would) leave complete shards.
    @Test(.tags(.slow)) func concurrentWritersLeaveValidShards() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("shared/scans")
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            // Each writer sees a different subset, so each rewrites shards.
            _ = ScanCache(directory: cachePath, toolIdentity: "test").scan(
                index % 2 == 0 ? paths : Array(paths.dropFirst(index)))
        }
        let store = ScanCache(directory: cachePath, toolIdentity: "test").store
        let names = try FileManager.default.contentsOfDirectory(atPath: cachePath).sorted()
        // Only shards are left (no temporary file), and each decodes.
        #expect(
            names
                == (0..<ShardedEntryStore<FileScanResult>.shardCount).map { String(format: "%02x.bin", $0) }.filter(
                    names.contains))
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: cachePath + "/" + name))
            #expect(data.withUnsafeBytes { store.decode($0) } != nil, "\(name)")
        }
        #expect(ScanCache(directory: cachePath, toolIdentity: "test").scan(paths) == ImportScanner.scanFiles(paths))
    }

    /// A run that rescans one file rewrites only that file's shard.
    @Test func oneEditRewritesOneShard() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        age(paths)
        let cachePath = (root as NSString).appendingPathComponent("scans")
        _ = ScanCache(directory: cachePath, toolIdentity: "test").scan(paths)
        let store = ScanCache(directory: cachePath, toolIdentity: "test").store
        let shards = (0..<ShardedEntryStore<FileScanResult>.shardCount).map(store.shardPath)
        let before = shards.map { FileStamp(path: $0) }
        try "import Edited\n".write(toFile: paths[3], atomically: false, encoding: .utf8)
        let cache = ScanCache(directory: cachePath, toolIdentity: "test")
        #expect(cache.scan(paths) == ImportScanner.scanFiles(paths))
        #expect(cache.lastHits == paths.count - 1)
        let rewritten = zip(shards, before).filter { FileStamp(path: $0.0) != $0.1 }.map(\.0)
        #expect(rewritten == [store.shardPath(of: paths[3])])
    }

    @Test func encodingRoundTripsEveryField() throws {
        let declaration = ImportDeclaration(
            path: ["UIKit", "UIGestureRecognizerSubclass"], kind: "class", attributes: ["testable", "_exported"],
            access: "public",
            line: 12, column: 3,
            conditions: [
                ConditionClause(clause: .elseif, condition: "os(iOS)", preceding: ["DEBUG"]),
                ConditionClause(clause: .else, condition: nil),
            ],
            scope: .nested, declarationLine: 11, declarationColumn: 1)
        let result = FileScanResult(
            path: "/a/b.swift", imports: [declaration], problem: .notUTF8,
            directives: [CommentDirective(line: 2, column: 5, text: "disable-next-line x -- why", ownLine: true)])
        let stamp = FileStamp(
            size: 10, mtimeSeconds: -5, mtimeNanoseconds: 999_999_999, ctimeSeconds: 1 << 40, ctimeNanoseconds: 0,
            inode: .max, device: 3)
        let store = ScanCache(directory: "/nonexistent", toolIdentity: "t").store
        let bytes = store.encode(["/a/b.swift": .init(stamp: stamp, contentHash: "abc", value: result)])
        let decoded = try #require(bytes.withUnsafeBytes { store.decode($0) })
        #expect(decoded["/a/b.swift"]?.value == result)
        #expect(decoded["/a/b.swift"]?.stamp == stamp)
        #expect(decoded["/a/b.swift"]?.contentHash == "abc")
        let foreign = ScanCache(directory: "/nonexistent", toolIdentity: "another build").store
        #expect(bytes.withUnsafeBytes { foreign.decode($0) } == nil)
    }

    /// Sets every file's times two minutes back, so they are no longer racy.
    func age(_ paths: [String]) {
        let past = Date().addingTimeInterval(-120)
        for path in paths { try? FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }
}
