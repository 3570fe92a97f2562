import Foundation
import ArchLintSyntax

/// Import-scan results of source files, remembered between runs.
///
/// An entry is reused when the file's `FileStamp` (size, mtime and ctime in nanoseconds, inode,
/// device) is unchanged. A file changed within two seconds of being cached is "racy": a second
/// edit in the same clock tick could keep its stamp, so its entry also records a SHA-256 of the
/// bytes scanned, and is reused only when the content still hashes the same (once the file is
/// older, the next run drops the hash). Unreadable files are never cached.
///
/// Stored in a folder (`scans/`) of shard files (`ShardedEntryStore`): a few dozen reads at
/// start-up instead of one per source, and a run that rescans one file rewrites one shard.
package final class ScanCache: @unchecked Sendable {
    typealias Entry = StampedEntry<FileScanResult>

    static let magic = "archlint-scans\n"
    static let formatVersion: UInt8 = 3

    /// The folder of the shards.
    package var directory: String { store.directory }
    let store: ShardedEntryStore<FileScanResult>
    /// Files looked up in the last `scan`, and how many were reused (for tests and the benchmark).
    /// The stamps of the files scanned that vouch for their content (see `ModuleFactCache`).
    package var vouchedStamps: [String: FileStamp] { store.vouchedStamps }
    package private(set) var lastLookups = 0
    package private(set) var lastHits = 0

    /// `folder`: the cache folder reads and writes go through (default: one of `directory`'s own).
    package init(directory: String, toolIdentity: String = AnalysisCache.toolIdentity, folder: CacheFolder? = nil) {
        store = ShardedEntryStore(
            directory: directory, folder: folder, magic: Self.magic, formatVersion: Self.formatVersion,
            toolIdentity: toolIdentity, encodeValue: Self.encode, decodeValue: Self.decode)
    }

    /// Like `ImportScanner.scanFiles`: results in input order, reusing unchanged files' results.
    /// Entries of files not among `paths` (deleted, renamed) leave the cache with this run's write.
    package func scan(_ paths: [String]) -> [FileScanResult] {
        let lookups = store.values(for: paths) { path, bytes in ImportScanner.scanFile(path, bytes: bytes) }
        var hits = 0, kept = 0
        let results = zip(paths, lookups).map { path, lookup -> FileScanResult in
            switch lookup {
            case .value(let result, let reused):
                kept += 1
                if reused { hits += 1 }
                return result
            // Unreadable files are never cached.
            case .unreadable(let reason?):
                return FileScanResult(path: path, imports: [], problem: .unreadable(reason.description))
            case .unreadable(nil):
                return ImportScanner.scanFiles([path])[0]
            }
        }
        // More entries than files kept: some belong to files not scanned now.
        if store.snapshot().count != kept {
            let current = Set(paths)
            store.retain { current.contains($0) }
        }
        lastLookups = paths.count
        lastHits = hits
        store.save()
        return results
    }

    // MARK: Storage

    static func encode(_ result: FileScanResult, into writer: inout CacheWriter) {
        switch result.problem {
        case nil: writer.uint(0)
        case .notUTF8?: writer.uint(1)
        case .unreadable(let reason)?: writer.uint(2); writer.string(reason)
        case .tooDeeplyNested(let line)?: writer.uint(3); writer.int(line)
        }
        writer.uint(UInt64(result.imports.count))
        var conditionTable = ConditionTableWriter()
        for item in result.imports {
            writer.strings(item.path)
            writer.optionalString(item.kind)
            writer.strings(item.attributes)
            writer.optionalString(item.access)
            writer.int(item.line)
            writer.int(item.column)
            writer.int(item.declarationLine)
            writer.int(item.declarationColumn)
            writer.bool(item.scope == .nested)
            conditionTable.write(item.conditions, into: &writer)
        }
        writer.uint(UInt64(result.directives.count))
        for directive in result.directives {
            writer.int(directive.line)
            writer.int(directive.column)
            writer.string(directive.text)
            writer.bool(directive.ownLine)
        }
    }

    static func decode(_ reader: inout CacheReader, path: String) -> FileScanResult? {
        guard let problemTag = reader.uint() else { return nil }
        var problem: FileScanProblem?
        switch problemTag {
        case 0: problem = nil
        case 1: problem = .notUTF8
        case 2:
            guard let reason = reader.string() else { return nil }
            problem = .unreadable(reason)
        case 3:
            guard let line = reader.int() else { return nil }
            problem = .tooDeeplyNested(line: line)
        default: return nil
        }
        guard let importCount = reader.count() else { return nil }
        var imports: [ImportDeclaration] = []
        imports.reserveCapacity(importCount)
        var conditionTable = ConditionTableReader()
        for _ in 0..<importCount {
            guard let modulePath = reader.stringList(), let kind = reader.optionalString(),
                let attributes = reader.stringList(), let access = reader.optionalString(),
                let line = reader.int(), let column = reader.int(),
                let declarationLine = reader.int(), let declarationColumn = reader.int(),
                let nested = reader.bool(), let conditions = conditionTable.read(&reader)
            else { return nil }
            imports.append(
                ImportDeclaration(
                    path: modulePath, kind: kind, attributes: attributes, access: access,
                    line: line, column: column, conditions: conditions,
                    scope: nested ? .nested : .file,
                    declarationLine: declarationLine, declarationColumn: declarationColumn))
        }
        guard let directiveCount = reader.count() else { return nil }
        var directives: [CommentDirective] = []
        for _ in 0..<directiveCount {
            guard let line = reader.int(), let column = reader.int(), let text = reader.string(),
                let ownLine = reader.bool()
            else { return nil }
            directives.append(CommentDirective(line: line, column: column, text: text, ownLine: ownLine))
        }
        return FileScanResult(path: path, imports: imports, problem: problem, directives: directives)
    }
}

/// Writes the `#if` chains of one file's imports with each clause and each list of preceding
/// conditions stored once, referred to by number afterwards: imports under the same clauses
/// share them in memory (`ConditionChain`), and so in the cache, which keeps a long `#elseif`
/// chain linear in size.
struct ConditionTableWriter {
    private var lists: [ObjectIdentifier: UInt64] = [:]
    private var chains: [ObjectIdentifier: UInt64] = [:]

    /// New list nodes, new chain nodes, then the import's chain reference (0: no condition).
    mutating func write(_ chain: ConditionChain, into writer: inout CacheWriter) {
        let newChain = chain.walk(downTo: { chains[ObjectIdentifier($0)] != nil }).above
        var newLists: [ConditionList.Node] = []
        var collected: Set<ObjectIdentifier> = []
        for chainNode in newChain {
            newLists +=
                chainNode.element.preceding.walk(downTo: {
                    lists[ObjectIdentifier($0)] != nil || !collected.insert(ObjectIdentifier($0)).inserted
                }).above
        }
        // Lists are written parents first: sort by length keeps every parent ahead.
        newLists.sort { $0.count < $1.count }
        writer.uint(UInt64(newLists.count))
        for list in newLists {
            writer.uint(list.below.map { lists[ObjectIdentifier($0)]! } ?? 0)
            writer.string(list.element)
            lists[ObjectIdentifier(list)] = UInt64(lists.count + 1)
        }
        writer.uint(UInt64(newChain.count))
        for chainNode in newChain.reversed() {
            writer.uint(chainNode.below.map { chains[ObjectIdentifier($0)]! } ?? 0)
            let clause = chainNode.element
            writer.uint(clause.clause == .if ? 0 : clause.clause == .elseif ? 1 : 2)
            writer.optionalString(clause.condition)
            writer.uint(clause.preceding.top.map { lists[ObjectIdentifier($0)]! } ?? 0)
            chains[ObjectIdentifier(chainNode)] = UInt64(chains.count + 1)
        }
        writer.uint(chain.top.map { chains[ObjectIdentifier($0)]! } ?? 0)
    }
}

/// Reads what `ConditionTableWriter` wrote; nil on anything malformed.
struct ConditionTableReader {
    private var lists: [ConditionList] = [[]]
    private var chains: [ConditionChain] = [[]]

    mutating func read(_ reader: inout CacheReader) -> ConditionChain? {
        guard let listCount = reader.count() else { return nil }
        for _ in 0..<listCount {
            guard let previous = Self.index(&reader, below: lists.count), let text = reader.string() else { return nil }
            lists.append(lists[previous].pushing(text))
        }
        guard let chainCount = reader.count() else { return nil }
        for _ in 0..<chainCount {
            guard let outer = Self.index(&reader, below: chains.count), let tag = reader.uint(), tag <= 2,
                let condition = reader.optionalString(), let preceding = Self.index(&reader, below: lists.count)
            else { return nil }
            let clause = ConditionClause(
                clause: tag == 0 ? .if : tag == 1 ? .elseif : .else, condition: condition, preceding: lists[preceding])
            chains.append(chains[outer].pushing(clause))
        }
        guard let index = Self.index(&reader, below: chains.count) else { return nil }
        return chains[index]
    }

    /// A reference to an entry read before: below `limit`, else the cache is damaged.
    private static func index(_ reader: inout CacheReader, below limit: Int) -> Int? {
        guard let value = reader.uint(), value < UInt64(limit) else { return nil }
        return Int(value)
    }
}
