import Foundation
import ArchLintSupport
import ArchLintSyntax

/// Per-file cache entries (`StampedEntry`) kept in a fixed number of shard files under one
/// folder, each shard holding the files whose path hashes to it.
///
/// Why shards: a pre-commit run after a one-file edit changes one entry among tens of thousands;
/// rewriting one shard costs 1/`shardCount` of rewriting everything, while reading stays a few
/// dozen files at start-up (decoded on all cores) instead of one file per source.
///
/// Each shard is written whole through `CacheFolder` (temporary file + rename), so two processes writing at once each
/// rename a complete shard into place; a shard from one process beside a shard from another is
/// still a valid cache, because every entry vouches for itself with its file's stamp. A shard
/// that is damaged, truncated, of another format or written by another archlint build reads as
/// empty and is rebuilt.
final class ShardedEntryStore<Value: Sendable>: @unchecked Sendable {
    typealias Entry = StampedEntry<Value>

    /// The entries as loaded, by shard: a value, so workers can read it without locking.
    /// Shards not read (nil) hold no entry for the snapshot's reader.
    struct Snapshot: Sendable {
        fileprivate var shards: [[String: Entry]?]
        fileprivate let byFolder: Bool
        subscript(path: String) -> Entry? {
            shards[ShardedEntryStore.shard(of: path, count: shards.count, byFolder: byFolder)]?[path]
        }
        var count: Int { shards.reduce(0) { $0 + ($1?.count ?? 0) } }
    }

    /// The default number of shards.
    static var shardCount: Int { 32 }
    /// The number of shards of this store.
    let shards: Int
    /// True when a path's shard is its folder's: the files of one module share few shards, so
    /// questions about a few modules read a few shards.
    let byFolder: Bool

    let directory: String
    /// Every read and write goes through it: never through a symbolic link.
    let folder: CacheFolder
    let header: [UInt8]
    let toolIdentity: String
    private let encodeValue: (Value, inout CacheWriter) -> Void
    private let decodeValue: (inout CacheReader, String) -> Value?
    /// What is loaded, and which shards changed since the last save.
    private struct State {
        var loaded: Snapshot
        var dirty = Set<Int>()
        /// Stamps of the files looked up that vouch for their content (not racy), by path.
        var vouched: [String: FileStamp] = [:]
    }
    private let state: Locked<State>

    /// - Parameters:
    ///   - encodeValue: writes an entry's value (the stamp is written by the store).
    ///   - decodeValue: reads what `encodeValue` wrote for the file at the given path; nil when
    ///     the bytes are not that (the shard is then ignored).
    init(
        directory: String, folder: CacheFolder? = nil, magic: String, formatVersion: UInt8, toolIdentity: String,
        shards: Int = ShardedEntryStore.shardCount, byFolder: Bool = false,
        encodeValue: @escaping (Value, inout CacheWriter) -> Void,
        decodeValue: @escaping (inout CacheReader, String) -> Value?
    ) {
        self.directory = directory
        self.shards = shards
        self.byFolder = byFolder
        state = Locked(State(loaded: Snapshot(shards: Array(repeating: nil, count: shards), byFolder: byFolder)))
        self.folder = folder ?? CacheFolder(path: directory)
        self.header = Array(magic.utf8) + [formatVersion]
        self.toolIdentity = toolIdentity
        self.encodeValue = encodeValue
        self.decodeValue = decodeValue
    }

    /// Which shard a path lives in: FNV-1a of its UTF-8 bytes, or of its folder's (stable across
    /// processes, unlike `Hasher`).
    static func shard(of path: String, count: Int = shardCount, byFolder: Bool = false) -> Int {
        var bytes = path.utf8[...]
        if byFolder, let slash = bytes.lastIndex(of: UInt8(ascii: "/")) { bytes = bytes[..<slash] }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    func shard(of path: String) -> Int { Self.shard(of: path, count: shards, byFolder: byFolder) }

    /// The file of one shard.
    func shardPath(_ index: Int) -> String {
        (directory as NSString).appendingPathComponent(String(format: "%02x.bin", index))
    }

    func shardPath(of path: String) -> String { shardPath(shard(of: path)) }

    /// Every entry on disk (read once, shards decoded in parallel).
    func snapshot() -> Snapshot { snapshot(shards: Array(0..<shards)) }

    /// The entries of the shards `paths` belong to (each shard read once, in parallel); the
    /// other shards of the snapshot are empty.
    func snapshot(for paths: [String]) -> Snapshot {
        var needed = Set<Int>()
        for path in paths {
            needed.insert(shard(of: path))
            if needed.count == shards { break }
        }
        return snapshot(shards: needed.sorted())
    }

    private func snapshot(shards wanted: [Int]) -> Snapshot {
        state.withLock { state in
            let missing = wanted.filter { state.loaded.shards[$0] == nil }
            if !missing.isEmpty {
                let read = ParallelMap.map(missing) { index in
                    self.folder.contents(of: self.shardPath(index), limit: Int(Int32.max)).flatMap { data in
                        data.withUnsafeBytes { self.decode($0) }
                    } ?? [:]
                }
                for (index, entries) in zip(missing, read) { state.loaded.shards[index] = entries }
            }
            return state.loaded
        }
    }

    /// What `values(for:compute:)` found for one path.
    enum Lookup {
        /// The value, and whether it was the remembered one.
        case value(Value, reused: Bool)
        /// The file could not be read (nil: not even stat'ed); it is forgotten.
        case unreadable(ReadFailure?)
    }

    /// Each path's value, in input order: the remembered one while the file is unchanged (see
    /// `StampedEntry`), else computed from the file's bytes and remembered. Files are read on
    /// all cores; the next `save` writes the shards that changed.
    func values(for paths: [String], compute: @escaping @Sendable (String, UnsafeRawBufferPointer) -> Value) -> [Lookup]
    {
        let known = snapshot(for: paths)
        let now = wallClockSeconds()
        let outcomes = FileBuffer.readInParallel(paths) { path, buffer -> (Lookup, Entry?, changed: Bool) in
            let remembered = known[path]
            switch Entry.lookupOrCompute(
                path, known: remembered, now: now, buffer: &buffer, compute: { compute(path, $0) })
            {
            case .reused(let value, let entry, let entryChanged):
                return (.value(value, reused: true), entry, entryChanged)
            case .computed(let value, let entry): return (.value(value, reused: false), entry, true)
            case .unreadable(let reason): return (.unreadable(reason), nil, remembered != nil)
            }
        }
        for (path, (_, entry, changed)) in zip(paths, outcomes) where changed { set(entry, for: path) }
        var vouched: [String: FileStamp] = [:]
        vouched.reserveCapacity(paths.count)
        for (path, (_, entry, _)) in zip(paths, outcomes) {
            if let entry, entry.contentHash == nil { vouched[path] = entry.stamp }
        }
        state.withLock { $0.vouched.merge(vouched) { _, new in new } }
        return outcomes.map(\.0)
    }

    /// The stamps of the files `values(for:)` looked up in this process that vouch for their
    /// content (not racy): what other caches keyed by those files may compare with.
    var vouchedStamps: [String: FileStamp] { state.withLock { $0.vouched } }

    /// Records `entry` (nil removes it) for `path`; its shard is written by the next `save`.
    func set(_ entry: Entry?, for path: String) {
        _ = snapshot(for: [path])
        let index = shard(of: path)
        state.withLock { state in
            state.loaded.shards[index]![path] = entry
            state.dirty.insert(index)
        }
    }

    /// Drops the entries of paths `keep` rejects (deleted or renamed files, files no longer in
    /// the graph); their shards are written by the next `save`.
    /// Only shards read in this process are looked at: the others are not rewritten, and
    /// their stale entries (which no lookup trusts: a file's stamp vouches for it) leave when
    /// a later run reads and writes them.
    func retain(where keep: (String) -> Bool) {
        state.withLock { state in
            // Usually nothing goes: look before rebuilding a shard.
            for index in 0..<shards {
                guard let shard = state.loaded.shards[index], shard.keys.contains(where: { !keep($0) }) else {
                    continue
                }
                state.loaded.shards[index] = shard.filter { keep($0.key) }
                state.dirty.insert(index)
            }
        }
    }

    /// Writes the shards changed since the last save. A cache that cannot be written is only
    /// slower; never an error.
    func save() {
        state.withLock { state in
            guard !state.dirty.isEmpty else { return }
            let loaded = state.loaded
            let shards = state.dirty.sorted()
            _ = ParallelMap.map(shards) { index in
                self.folder.write(Data(self.encode(loaded.shards[index] ?? [:])), to: self.shardPath(index))
            }
            state.dirty.removeAll()
        }
    }

    // MARK: Encoding

    func encode(_ entries: [String: Entry]) -> [UInt8] {
        var writer = CacheWriter()
        writer.string(toolIdentity)
        writer.uint(UInt64(entries.count))
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            writer.string(key)
            entry.encodeStamp(into: &writer)
            encodeValue(entry.value, &writer)
        }
        return writer.finish(header: header)
    }

    /// Nil for anything but a complete shard of this format written by this build.
    func decode(_ bytes: UnsafeRawBufferPointer) -> [String: Entry]? {
        guard bytes.count >= header.count, header.elementsEqual(bytes[0..<header.count]) else { return nil }
        guard var reader = CacheReader(bytes, headerLength: header.count),
            reader.string() == toolIdentity, let count = reader.count()
        else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let (stamp, contentHash) = Entry.decodeStamp(from: &reader),
                let value = decodeValue(&reader, path)
            else { return nil }
            entries[path] = Entry(stamp: stamp, contentHash: contentHash, value: value)
        }
        return reader.isAtEnd ? entries : nil
    }
}
