import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

/// Symbol-scan results (file-scope declarations and the names used) of source files,
/// remembered between runs, so that fix plans and `symbol-confinement` do not re-read the
/// modules they ask about when those did not change (a pre-commit run after a one-file edit).
///
/// Entries are validated exactly as `ScanCache` validates its own (`StampedEntry`: file stamp,
/// content hash while the stamp is racy); unreadable files are never cached. Stored in a folder
/// (`symbols/`) of shard files (`ShardedEntryStore`). Only the files a run asks about are looked
/// up, so entries of other files stay until `save(keeping:)` is told which files the graph still
/// has; it writes the shards that changed, once per run.
package final class SymbolCache: SymbolStore, @unchecked Sendable {
    typealias Entry = StampedEntry<FileSymbols>

    static let magic = "archlint-symbols\n"
    static let formatVersion: UInt8 = 3

    /// The folder of the shards.
    package var directory: String { store.directory }
    let store: ShardedEntryStore<FileSymbols>
    /// Files looked up so far, and how many were reused.
    private let counts = Locked((lookups: 0, hits: 0))
    /// Files looked up so far (for tests and the benchmark).
    package var lookups: Int { counts.withLock { $0.lookups } }
    /// Files looked up whose remembered symbols were reused (for tests and the benchmark).
    package var hits: Int { counts.withLock { $0.hits } }

    /// `folder`: the cache folder reads and writes go through (default: one of `directory`'s own).
    package init(directory: String, toolIdentity: String = AnalysisCache.toolIdentity, folder: CacheFolder? = nil) {
        // By folder, in 128 shards: a question about a few modules reads a few shards.
        store = ShardedEntryStore(
            directory: directory, folder: folder, magic: Self.magic, formatVersion: Self.formatVersion,
            toolIdentity: toolIdentity, shards: 128, byFolder: true,
            encodeValue: Self.encode, decodeValue: Self.decode)
    }

    /// Like scanning each file with `SymbolScanner` (an unreadable file has no symbols), in
    /// input order, reusing unchanged files' results. Thread-safe.
    package func symbols(ofFiles paths: [String]) -> [FileSymbols] {
        let found = store.values(for: paths) { _, bytes in SymbolScanner.scan(bytes) }
        var reused = 0
        let symbols = found.map { lookup -> FileSymbols in
            guard case .value(let symbols, let wasReused) = lookup else { return FileSymbols() }
            if wasReused { reused += 1 }
            return symbols
        }
        counts.withLock { counts in
            counts.hits += reused
            counts.lookups += paths.count
        }
        return symbols
    }

    /// Writes what changed; entries of files not in `files` (deleted, renamed, or no longer
    /// part of the graph) leave with this write.
    package func save(keeping files: Set<String>) {
        store.retain { files.contains($0) }
        store.save()
    }

    // MARK: Storage

    static func encode(_ symbols: FileSymbols, into writer: inout CacheWriter) {
        writer.uint(UInt64(symbols.declarations.count))
        for declaration in symbols.declarations {
            writer.string(declaration.name)
            writer.string(declaration.kind.rawValue)
            writer.string(declaration.access.rawValue)
            writer.int(declaration.line)
            writer.int(declaration.column)
            writer.uint(UInt64(declaration.members.count))
            for member in declaration.members {
                writer.string(member.name)
                writer.string(member.access.rawValue)
                writer.int(member.line)
                writer.int(member.column)
            }
            writer.uint(UInt64(declaration.inherits.count))
            for name in declaration.inherits { writer.string(name) }
        }
        writer.uint(UInt64(symbols.references.count))
        for reference in symbols.references {
            writer.string(reference.name)
            writer.optionalString(reference.member)
            writer.int(reference.line)
            writer.int(reference.column)
            writer.bool(reference.isDirect)
        }
        writer.uint(UInt64(symbols.implicitMembers.count))
        for reference in symbols.implicitMembers {
            writer.string(reference.name)
            writer.int(reference.line)
            writer.int(reference.column)
        }
        writer.uint(UInt64(symbols.valueSources.count))
        for source in symbols.valueSources {
            writer.string(source.value)
            writer.string(source.type)
            writer.string(source.member)
        }
    }

    static func decode(_ reader: inout CacheReader, path: String) -> FileSymbols? {
        guard let declarationCount = reader.count() else { return nil }
        var declarations: [SymbolDeclaration] = []
        declarations.reserveCapacity(declarationCount)
        for _ in 0..<declarationCount {
            guard let name = reader.string(), let kind = reader.string().flatMap(DeclarationKind.init(rawValue:)),
                let access = reader.string().flatMap(AccessLevel.init(rawValue:)),
                let line = reader.int(), let column = reader.int(), let memberCount = reader.count()
            else { return nil }
            var members: [SymbolMember] = []
            members.reserveCapacity(memberCount)
            for _ in 0..<memberCount {
                guard let memberName = reader.string(),
                    let memberAccess = reader.string().flatMap(AccessLevel.init(rawValue:)),
                    let memberLine = reader.int(), let memberColumn = reader.int()
                else { return nil }
                members.append(
                    SymbolMember(name: memberName, access: memberAccess, line: memberLine, column: memberColumn))
            }
            guard let inheritCount = reader.count() else { return nil }
            var inherits: [String] = []
            for _ in 0..<inheritCount {
                guard let inherited = reader.string() else { return nil }
                inherits.append(inherited)
            }
            declarations.append(
                SymbolDeclaration(
                    name: name, kind: kind, access: access, line: line, column: column,
                    members: members, inherits: inherits))
        }
        guard let referenceCount = reader.count() else { return nil }
        var references: [SymbolReference] = []
        references.reserveCapacity(referenceCount)
        for _ in 0..<referenceCount {
            guard let name = reader.string(), let member = reader.optionalString(),
                let line = reader.int(), let column = reader.int(), let isDirect = reader.bool()
            else { return nil }
            references.append(
                SymbolReference(name: name, member: member, line: line, column: column, isDirect: isDirect))
        }
        guard let implicitCount = reader.count() else { return nil }
        var implicitMembers: [SymbolReference] = []
        implicitMembers.reserveCapacity(implicitCount)
        for _ in 0..<implicitCount {
            guard let name = reader.string(), let line = reader.int(), let column = reader.int() else { return nil }
            implicitMembers.append(SymbolReference(name: name, line: line, column: column))
        }
        guard let sourceCount = reader.count() else { return nil }
        var valueSources: [ValueSource] = []
        for _ in 0..<sourceCount {
            guard let value = reader.string(), let type = reader.string(), let member = reader.string() else {
                return nil
            }
            valueSources.append(ValueSource(value: value, type: type, member: member))
        }
        return FileSymbols(
            declarations: declarations, references: references, implicitMembers: implicitMembers,
            valueSources: valueSources)
    }
}
