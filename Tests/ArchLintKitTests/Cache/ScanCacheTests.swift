import Foundation
import Testing
@testable import ArchLintKit

/// The per-file import cache gives exactly what a fresh scan gives, whatever happened to the
/// files or to the cache file in between.
struct ScanCacheTests {
    static func makeTree() -> (root: String, paths: [String]) {
        let root = TestSupport.temporaryDirectory()
        let tree = SyntheticTree(moduleCount: 5, filesPerModule: 4, seed: 7)
        try! tree.write(to: root)
        return (root, tree.files.map { (root as NSString).appendingPathComponent($0.relativePath) })
    }

    @Test func warmScanReusesEveryFileAndMatchesAFreshScan() {
        let (root, paths) = Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = (root as NSString).appendingPathComponent(".build/archlint/scans.bin")
        let cold = ScanCache(path: cachePath, toolIdentity: "test")
        #expect(cold.scan(paths) == ImportScanner.scanFiles(paths))
        #expect(cold.lastHits == 0)
        // A new process: reads the file back. Files written just now are racy (hash-checked),
        // so age them first to see plain stamp hits.
        age(paths)
        _ = ScanCache(path: cachePath, toolIdentity: "test").scan(paths)
        let warm = ScanCache(path: cachePath, toolIdentity: "test")
        #expect(warm.scan(paths) == ImportScanner.scanFiles(paths))
        #expect(warm.lastHits == paths.count)
    }

    @Test func editsRenamesAndDeletionsAreSeen() throws {
        let (root, paths) = Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = (root as NSString).appendingPathComponent("cache/scans.bin")
        _ = ScanCache(path: cachePath, toolIdentity: "test").scan(paths)
        var current = paths
        // Same-size edit right away (racy: same second as the cached stamp).
        let first = try String(contentsOfFile: current[0], encoding: .utf8)
        try first.replacingOccurrences(of: "import Foundation", with: "import Dispatch__").write(toFile: current[0], atomically: false, encoding: .utf8)
        // Rename and delete.
        let renamed = current[1] + ".moved.swift"
        try FileManager.default.moveItem(atPath: current[1], toPath: renamed)
        current[1] = renamed
        try FileManager.default.removeItem(atPath: current[2])
        current.remove(at: 2)
        let cache = ScanCache(path: cachePath, toolIdentity: "test")
        #expect(cache.scan(current) == ImportScanner.scanFiles(current))
    }

    /// A stamp that still matches but content that changed (a coarse clock): the recorded hash
    /// catches it.
    @Test func racyEntryWithAStaleHashIsRescanned() throws {
        let (root, paths) = Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = (root as NSString).appendingPathComponent("scans.bin")
        let path = paths[0]
        let stamp = try #require(FileStamp(path: path))
        let bogus = FileScanResult(path: path, imports: [ImportDeclaration(path: ["Bogus"], line: 1, column: 1)])
        let stale = ScanCache.Entry(stamp: stamp, contentHash: SHA256.hex("other content"), result: bogus)
        try AtomicFile.write(Data(ScanCache.encode([path: stale], toolIdentity: "test")), to: cachePath)
        #expect(ScanCache(path: cachePath, toolIdentity: "test").scan([path]) == ImportScanner.scanFiles([path]))
        // The same entry with the right hash is trusted (which shows the hash is what decides).
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let fresh = ScanCache.Entry(stamp: stamp, contentHash: bytes.withUnsafeBytes { SHA256.hex($0) }, result: bogus)
        try AtomicFile.write(Data(ScanCache.encode([path: fresh], toolIdentity: "test")), to: cachePath)
        #expect(ScanCache(path: cachePath, toolIdentity: "test").scan([path]) == [bogus])
    }

    @Test func corruptTruncatedAndForeignCachesAreIgnored() throws {
        let (root, paths) = Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = (root as NSString).appendingPathComponent("scans.bin")
        let expected = ImportScanner.scanFiles(paths)
        _ = ScanCache(path: cachePath, toolIdentity: "test").scan(paths)
        let good = try #require(FileManager.default.contents(atPath: cachePath))
        var flipped = good
        flipped[flipped.count / 2] ^= 0xFF
        var wrongVersion = good
        wrongVersion[ScanCache.magic.count] = 99
        for damaged in [Data(), Data("garbage".utf8), good.prefix(good.count - 3), flipped, wrongVersion] {
            try damaged.write(to: URL(fileURLWithPath: cachePath))
            #expect(ScanCache(path: cachePath, toolIdentity: "test").scan(paths) == expected)
        }
        // Another archlint build's cache is not trusted.
        #expect(ScanCache(path: cachePath, toolIdentity: "other build").scan(paths) == expected)
        let other = ScanCache(path: cachePath, toolIdentity: "yet another build")
        _ = other.scan(paths)
        #expect(other.lastHits == 0)
    }

    /// Writers racing on one cache file (as two archlint processes would) leave a complete file.
    @Test func concurrentWritersLeaveAValidFile() throws {
        let (root, paths) = Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = (root as NSString).appendingPathComponent("shared/scans.bin")
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            // Each writer sees a different subset, so each rewrites the file.
            _ = ScanCache(path: cachePath, toolIdentity: "test").scan(index % 2 == 0 ? paths : Array(paths.dropFirst(index)))
        }
        let data = try #require(FileManager.default.contents(atPath: cachePath))
        #expect(data.withUnsafeBytes { ScanCache.decode($0, toolIdentity: "test") } != nil)
        #expect(ScanCache(path: cachePath, toolIdentity: "test").scan(paths) == ImportScanner.scanFiles(paths))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (cachePath as NSString).deletingLastPathComponent)
        #expect(leftovers == ["scans.bin"])
    }

    @Test func encodingRoundTripsEveryField() throws {
        let declaration = ImportDeclaration(
            path: ["UIKit", "UIGestureRecognizerSubclass"], kind: "class", attributes: ["testable", "_exported"], access: "public",
            line: 12, column: 3,
            conditions: [ConditionClause(clause: .elseif, condition: "os(iOS)", preceding: ["DEBUG"]), ConditionClause(clause: .else, condition: nil)],
            scope: .nested, declarationLine: 11, declarationColumn: 1)
        let result = FileScanResult(path: "/a/b.swift", imports: [declaration], problem: .notUTF8,
                                    directives: [CommentDirective(line: 2, column: 5, text: "disable-next-line x -- why", ownLine: true)])
        let stamp = FileStamp(size: 10, mtimeSeconds: -5, mtimeNanoseconds: 999_999_999, ctimeSeconds: 1 << 40, ctimeNanoseconds: 0, inode: .max, device: 3)
        let bytes = ScanCache.encode(["/a/b.swift": .init(stamp: stamp, contentHash: "abc", result: result)], toolIdentity: "t")
        let decoded = try #require(bytes.withUnsafeBytes { ScanCache.decode($0, toolIdentity: "t") })
        #expect(decoded["/a/b.swift"]?.result == result)
        #expect(decoded["/a/b.swift"]?.stamp == stamp)
        #expect(decoded["/a/b.swift"]?.contentHash == "abc")
    }

    /// Sets every file's times two minutes back, so they are no longer racy.
    func age(_ paths: [String]) {
        let past = Date().addingTimeInterval(-120)
        for path in paths { try? FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }
}
