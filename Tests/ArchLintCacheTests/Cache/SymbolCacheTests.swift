import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintCache
@testable import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The per-file symbol cache gives exactly what reading the files gives, whatever happened to
/// the files or to the cache file in between.
struct SymbolCacheTests {
    /// What the symbol index computes without a cache.
    static func fresh(_ paths: [String]) -> [FileSymbols] {
        paths.map { path in SymbolScanner.scan((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") }
    }

    static func makeTree() -> (directory: TemporaryDirectory, paths: [String]) {
        let directory = try! TemporaryDirectory()
        let root = directory.path
        let tree = SyntheticTree(moduleCount: 4, filesPerModule: 3, seed: 11)
        try! tree.write(to: root)
        let paths = tree.files.map { (root as NSString).appendingPathComponent($0.relativePath) }
        // Files with declarations, members and references of every kind the cache stores.
        let declared = """
            import Foundation
            public struct UserDTO: Decodable { public let id: String; var name: String }
            public enum Segment { case gold, silver }
            extension UserDTO { public func segment() -> Segment { .gold } }
            open class Repository { public init() {} }
            """
        let using = """
            import Foundation
            func show(user: UserDTO) -> String { user.segment() == .gold ? UserDTO.self.description() : Repository().description }
            """
        try! declared.write(toFile: paths[0], atomically: false, encoding: .utf8)
        try! using.write(toFile: paths[1], atomically: false, encoding: .utf8)
        return (directory, paths)
    }

    @Test func warmLookupReusesEveryFileAndMatchesAFreshScan() {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent(".build/archlint/symbols")
        let expected = Self.fresh(paths)
        #expect(!expected[0].declarations.isEmpty && !expected[1].references.isEmpty)
        let cold = SymbolCache(directory: cachePath, toolIdentity: "test")
        #expect(cold.symbols(ofFiles: paths) == expected)
        #expect(cold.hits == 0)
        cold.save(keeping: Set(paths))
        // Files written just now are racy (hash-checked); age them to see plain stamp hits.
        age(paths)
        let second = SymbolCache(directory: cachePath, toolIdentity: "test")
        #expect(second.symbols(ofFiles: paths) == expected)
        second.save(keeping: Set(paths))
        let warm = SymbolCache(directory: cachePath, toolIdentity: "test")
        #expect(warm.symbols(ofFiles: paths) == expected)
        #expect(warm.hits == paths.count)
    }

    @Test func editsRenamesAndDeletionsAreSeen() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("symbols")
        let first = SymbolCache(directory: cachePath, toolIdentity: "test")
        _ = first.symbols(ofFiles: paths)
        first.save(keeping: Set(paths))
        var current = paths
        // Same-size edit right away (racy: the same second as the cached stamp).
        let text = try String(contentsOfFile: current[0], encoding: .utf8)
        try text.replacingOccurrences(of: "UserDTO", with: "OtherDT").write(
            toFile: current[0], atomically: false, encoding: .utf8)
        let renamed = current[1] + ".moved.swift"
        try FileManager.default.moveItem(atPath: current[1], toPath: renamed)
        current[1] = renamed
        try FileManager.default.removeItem(atPath: current[2])
        current.remove(at: 2)
        let cache = SymbolCache(directory: cachePath, toolIdentity: "test")
        #expect(cache.symbols(ofFiles: current) == Self.fresh(current))
        #expect(cache.symbols(ofFiles: current)[0].declarations.map(\.name).contains("OtherDT"))
        // The deleted and the renamed-away files leave the file with the next save.
        cache.save(keeping: Set(current))
        let store = SymbolCache(directory: cachePath, toolIdentity: "test").store
        var stored: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: cachePath) {
            let data = try #require(FileManager.default.contents(atPath: cachePath + "/" + name))
            stored.formUnion(try #require(data.withUnsafeBytes { store.decode($0) }).keys)
        }
        #expect(stored == Set(current))
    }

    /// A stamp that still matches but content that changed (a coarse clock): the recorded hash
    /// catches it; the right hash is trusted (which shows the hash is what decides).
    @Test func racyEntryWithAStaleHashIsRescanned() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("symbols")
        let path = paths[0]
        let stamp = try #require(FileStamp(path: path))
        let bogus = FileSymbols(declarations: [
            SymbolDeclaration(name: "Bogus", kind: .struct, access: .public, line: 1, column: 1)
        ])
        let store = SymbolCache(directory: cachePath, toolIdentity: "test").store
        try FileManager.default.createDirectory(atPath: cachePath, withIntermediateDirectories: true)
        let stale = SymbolCache.Entry(stamp: stamp, contentHash: SHA256.hex("other content"), value: bogus)
        try AtomicFile.write(Data(store.encode([path: stale])), to: store.shardPath(of: path))
        #expect(SymbolCache(directory: cachePath, toolIdentity: "test").symbols(ofFiles: [path]) == Self.fresh([path]))
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let right = SymbolCache.Entry(stamp: stamp, contentHash: bytes.withUnsafeBytes { SHA256.hex($0) }, value: bogus)
        try AtomicFile.write(Data(store.encode([path: right])), to: store.shardPath(of: path))
        #expect(SymbolCache(directory: cachePath, toolIdentity: "test").symbols(ofFiles: [path]) == [bogus])
    }

    @Test(.tags(.slow)) func corruptTruncatedAndForeignCachesAreIgnored() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let cachePath = (root as NSString).appendingPathComponent("symbols")
        let expected = Self.fresh(paths)
        let writer = SymbolCache(directory: cachePath, toolIdentity: "test")
        _ = writer.symbols(ofFiles: paths)
        writer.save(keeping: Set(paths))
        let shards = try FileManager.default.contentsOfDirectory(atPath: cachePath).map { cachePath + "/" + $0 }
        let good = try shards.map { try #require(FileManager.default.contents(atPath: $0)) }
        let damages: [(Data) -> Data] = [
            { _ in Data() }, { _ in Data("garbage".utf8) }, { $0.prefix($0.count - 3) },
            {
                var flipped = $0; flipped[flipped.count / 2] ^= 0xFF; return flipped
            },
            {
                var wrongVersion = $0; wrongVersion[SymbolCache.magic.utf8.count] = 99; return wrongVersion
            },
        ]
        for damage in damages {
            for (shard, data) in zip(shards, good) { try damage(data).write(to: URL(fileURLWithPath: shard)) }
            #expect(SymbolCache(directory: cachePath, toolIdentity: "test").symbols(ofFiles: paths) == expected)
        }
        for (shard, data) in zip(shards, good) { try data.write(to: URL(fileURLWithPath: shard)) }
        let other = SymbolCache(directory: cachePath, toolIdentity: "another build")
        #expect(other.symbols(ofFiles: paths) == expected)
        #expect(other.hits == 0)
    }

    @Test func aRunThatChangedNothingRewritesNoShard() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        age(paths)
        let cachePath = (root as NSString).appendingPathComponent("symbols")
        let first = SymbolCache(directory: cachePath, toolIdentity: "test")
        _ = first.symbols(ofFiles: paths)
        first.save(keeping: Set(paths))
        let shards = try FileManager.default.contentsOfDirectory(atPath: cachePath).map { cachePath + "/" + $0 }
        let written = shards.map { FileStamp(path: $0) }
        let second = SymbolCache(directory: cachePath, toolIdentity: "test")
        _ = second.symbols(ofFiles: Array(paths.prefix(2)))
        #expect(second.hits == 2)
        second.save(keeping: Set(paths))
        #expect(shards.map { FileStamp(path: $0) } == written)
    }

    @Test func encodingRoundTripsEveryField() throws {
        let symbols = FileSymbols(
            declarations: [
                SymbolDeclaration(
                    name: "AuthAPI", kind: .enum, access: .package, line: 3, column: 13,
                    members: [
                        SymbolMember(name: "renewAccessToken", access: .public),
                        SymbolMember(name: "init", access: .fileprivate),
                    ]),
                SymbolDeclaration(name: "Foo.Bar", kind: .extension, access: .internal, line: 9, column: 11),
            ],
            references: [
                SymbolReference(name: "UserDTO", member: "segment", line: 4, column: 2, isDirect: false),
                SymbolReference(name: "AuthAPI", line: 5, column: 1),
            ])
        let stamp = FileStamp(
            size: 10, mtimeSeconds: -5, mtimeNanoseconds: 999_999_999, ctimeSeconds: 1 << 40, ctimeNanoseconds: 0,
            inode: .max, device: 3)
        let store = SymbolCache(directory: "/nonexistent", toolIdentity: "t").store
        let bytes = store.encode(["/a/b.swift": .init(stamp: stamp, contentHash: "abc", value: symbols)])
        let decoded = try #require(bytes.withUnsafeBytes { store.decode($0) })
        #expect(decoded["/a/b.swift"]?.value == symbols)
        #expect(decoded["/a/b.swift"]?.stamp == stamp)
        #expect(decoded["/a/b.swift"]?.contentHash == "abc")
        let foreign = SymbolCache(directory: "/nonexistent", toolIdentity: "other").store
        #expect(bytes.withUnsafeBytes { foreign.decode($0) } == nil)
    }

    func age(_ paths: [String]) {
        let past = Date().addingTimeInterval(-120)
        for path in paths { try? FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }
}
