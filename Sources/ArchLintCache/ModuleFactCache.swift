import Foundation
import ArchLintSupport
import ArchLintGraph

/// What each module's files show (`CodeFacts`, imports aside), remembered between runs: role
/// inference weighs the code of every library, and without this a run after a one-file edit
/// would read the symbols of every file of the workspace again.
///
/// An entry is the module's file list with each file's `FileStamp` as the import scan of the
/// run that stored it found them. It holds while the module has the same files and the import
/// scan of this run finds each with the same stamp, one that is not racy (see `StampedEntry`):
/// a file changed within two seconds of being scanned vouches for nothing, so a module with
/// such a file is read again and its entry is not stored until a later run. The stamps are the
/// ones the scan cache already took (`ScanCache.vouchedStamps`): no file is stat'ed twice.
///
/// Stored as one file (`facts/modules.bin`): a header naming the format and the archlint build,
/// a checksum, then the entries sorted by module. A damaged or foreign file reads as empty.
package final class ModuleFactCache: CodeFactStore, @unchecked Sendable {
    static let magic = "archlint-module-facts\n"
    static let formatVersion: UInt8 = 1

    struct Entry: Sendable {
        var files: [String]
        var stamps: [FileStamp]
        var facts: [CodeFacts.Fact]
    }

    private struct State {
        var loaded: [String: Entry]?
        var dirty = false
    }

    package let file: String
    let folder: CacheFolder
    let toolIdentity: String
    /// The stamps this run's import scan vouched for, by path.
    private let currentStamps: @Sendable () -> [String: FileStamp]
    private let state = Locked(State())
    private let counts = Locked((lookups: 0, hits: 0))
    /// Modules looked up so far, and how many were reused (for tests and the benchmark).
    package var lookups: Int { counts.withLock { $0.lookups } }
    package var hits: Int { counts.withLock { $0.hits } }

    package init(
        directory: String, toolIdentity: String = AnalysisCache.toolIdentity, folder: CacheFolder? = nil,
        currentStamps: @escaping @Sendable () -> [String: FileStamp]
    ) {
        file = (directory as NSString).appendingPathComponent("modules.bin")
        self.folder = folder ?? CacheFolder(path: directory)
        self.toolIdentity = toolIdentity
        self.currentStamps = currentStamps
    }

    package func rememberedFacts(of module: String, files: [String]) -> [CodeFacts.Fact]? {
        let stamps = currentStamps()
        let found: [CodeFacts.Fact]? = state.withLock { state in
            guard let entry = load(&state)[module], entry.files == files else { return nil }
            for (path, stamp) in zip(entry.files, entry.stamps) where stamps[path] != stamp { return nil }
            return entry.facts
        }
        counts.withLock { counts in
            counts.lookups += 1
            if found != nil { counts.hits += 1 }
        }
        return found
    }

    package func remember(_ facts: [CodeFacts.Fact], of module: String, files: [String]) {
        let stamps = currentStamps()
        let vouched = files.compactMap { stamps[$0] }
        state.withLock { state in
            var entries = load(&state)
            // A file without a stamp that vouches for it (racy, unreadable): read it again next time.
            entries[module] = vouched.count == files.count ? Entry(files: files, stamps: vouched, facts: facts) : nil
            state.loaded = entries
            state.dirty = true
        }
    }

    /// Writes the entries when they changed; entries of modules not in `modules` leave with it.
    package func save(keeping modules: Set<String>) {
        state.withLock { state in
            guard var entries = state.loaded else { return }
            if entries.keys.contains(where: { !modules.contains($0) }) {
                entries = entries.filter { modules.contains($0.key) }
                state.loaded = entries
                state.dirty = true
            }
            guard state.dirty else { return }
            folder.write(Data(encode(entries)), to: file)
            state.dirty = false
        }
    }

    private func load(_ state: inout State) -> [String: Entry] {
        if let loaded = state.loaded { return loaded }
        let entries =
            folder.contents(of: file, limit: Int(Int32.max)).flatMap { data in
                data.withUnsafeBytes { decode($0) }
            } ?? [:]
        state.loaded = entries
        return entries
    }

    // MARK: Encoding

    var header: [UInt8] { Array(Self.magic.utf8) + [Self.formatVersion] }

    func encode(_ entries: [String: Entry]) -> [UInt8] {
        var writer = CacheWriter()
        writer.string(toolIdentity)
        writer.uint(UInt64(entries.count))
        for module in entries.keys.sorted() {
            let entry = entries[module]!
            writer.string(module)
            writer.uint(UInt64(entry.files.count))
            for (path, stamp) in zip(entry.files, entry.stamps) {
                writer.string(path)
                StampedEntry<Int>(stamp: stamp, contentHash: nil, value: 0).encodeStamp(into: &writer)
            }
            writer.uint(UInt64(entry.facts.count))
            for fact in entry.facts {
                writer.string(fact.kind.rawValue)
                writer.string(fact.what)
                writer.string(fact.location.file)
                writer.int(fact.location.line)
                writer.int(fact.location.column)
            }
        }
        return writer.finish(header: header)
    }

    /// Nil for anything but a complete file of this format written by this build.
    func decode(_ bytes: UnsafeRawBufferPointer) -> [String: Entry]? {
        let header = self.header
        guard bytes.count >= header.count, header.elementsEqual(bytes[0..<header.count]) else { return nil }
        guard var reader = CacheReader(bytes, headerLength: header.count),
            reader.string() == toolIdentity, let count = reader.count()
        else { return nil }
        var entries: [String: Entry] = [:]
        for _ in 0..<count {
            guard let module = reader.string(), let fileCount = reader.count() else { return nil }
            var files: [String] = [], stamps: [FileStamp] = []
            for _ in 0..<fileCount {
                guard let path = reader.string(), let (stamp, _) = StampedEntry<Int>.decodeStamp(from: &reader) else {
                    return nil
                }
                files.append(path)
                stamps.append(stamp)
            }
            guard let factCount = reader.count() else { return nil }
            var facts: [CodeFacts.Fact] = []
            for _ in 0..<factCount {
                guard let kind = reader.string().flatMap(CodeFacts.Kind.init(rawValue:)), let what = reader.string(),
                    let path = reader.string(), let line = reader.int(), let column = reader.int()
                else { return nil }
                facts.append(
                    CodeFacts.Fact(
                        kind: kind, what: what, location: SourceLocation(file: path, line: line, column: column)))
            }
            entries[module] = Entry(files: files, stamps: stamps, facts: facts)
        }
        return reader.isAtEnd ? entries : nil
    }
}
