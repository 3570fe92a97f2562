import Foundation

/// Import-scan results of source files, remembered between runs.
///
/// An entry is reused when the file's `FileStamp` (size, mtime and ctime in nanoseconds, inode,
/// device) is unchanged. A file changed within two seconds of being cached is "racy": a second
/// edit in the same clock tick could keep its stamp, so its entry also records a SHA-256 of the
/// bytes scanned, and is reused only when the content still hashes the same (once the file is
/// older, the next run drops the hash). Unreadable files are never cached.
///
/// Stored as one file (`scans.bin`) rewritten whole through `AtomicFile`: one read at start-up is
/// far cheaper than tens of thousands of small files, and two processes writing at once each
/// rename a complete file into place (the last one wins; both were valid).
public final class ScanCache: @unchecked Sendable {
    struct Entry: Sendable {
        var stamp: FileStamp
        /// SHA-256 of the content, only for racy entries.
        var contentHash: String?
        var result: FileScanResult
    }

    static let magic = Array("archlint-scans\n".utf8)
    static let formatVersion: UInt8 = 1

    public let path: String
    /// Names the archlint build: a different scanner must not reuse results.
    let toolIdentity: String
    private var entries: [String: Entry]?
    /// Files looked up in the last `scan`, and how many were reused (for tests and the benchmark).
    public private(set) var lastLookups = 0
    public private(set) var lastHits = 0

    public init(path: String, toolIdentity: String = AnalysisCache.toolIdentity) {
        self.path = path
        self.toolIdentity = toolIdentity
    }

    /// Like `ImportScanner.scanFiles`: results in input order, reusing unchanged files' results.
    public func scan(_ paths: [String]) -> [FileScanResult] {
        let known = loadEntries()
        let now = wallClockSeconds()
        let outcomes = FileBuffer.readInParallel(paths) { path, buffer -> (FileScanResult, Entry?, Bool) in
            Self.lookupOrScan(path, known: known[path], now: now, buffer: &buffer)
        }
        var updated: [String: Entry] = [:]
        updated.reserveCapacity(outcomes.count)
        var changed = false
        var hits = 0
        for (result, entry, reused) in outcomes {
            if reused { hits += 1 } else { changed = true }
            if let entry { updated[result.path] = entry }
        }
        // Deleted or renamed files leave the cache with this write.
        if updated.count != known.count { changed = true }
        lastLookups = paths.count
        lastHits = hits
        entries = updated
        if changed { save(updated) }
        return outcomes.map(\.0)
    }

    private static func lookupOrScan(_ path: String, known: Entry?, now: Int64, buffer: inout FileBuffer) -> (FileScanResult, Entry?, Bool) {
        guard let stamp = FileStamp(path: path) else {
            return (ImportScanner.scanFile(path, buffer: &buffer), nil, false)
        }
        if let known, known.stamp == stamp, known.contentHash == nil {
            return (known.result, known, true)
        }
        switch buffer.read(path) {
        case .failure(let reason):
            return (FileScanResult(path: path, imports: [], problem: .unreadable(reason.description)), nil, false)
        case .success(let bytes):
            let racy = stamp.isRacy(now: now)
            var hash: String?
            if let known, known.stamp == stamp, let expected = known.contentHash {
                let actual = SHA256.hex(bytes)
                if actual == expected {
                    var entry = known
                    entry.contentHash = racy ? actual : nil
                    // Reused, but the entry changes when the hash can be dropped.
                    return (known.result, entry, racy)
                }
                hash = actual
            }
            var lexer = ImportLexer(bytes)
            lexer.run()
            let problem: FileScanProblem? = UTF8Validation.isValid(bytes) ? nil : .notUTF8
            let result = FileScanResult(path: path, imports: lexer.imports, problem: problem, directives: lexer.directives)
            if racy && hash == nil { hash = SHA256.hex(bytes) }
            return (result, Entry(stamp: stamp, contentHash: racy ? hash : nil, result: result), false)
        }
    }

    // MARK: Storage

    private func loadEntries() -> [String: Entry] {
        if let entries { return entries }
        let loaded = FileManager.default.contents(atPath: path).flatMap { data in
            data.withUnsafeBytes { Self.decode($0, toolIdentity: toolIdentity) }
        } ?? [:]
        entries = loaded
        return loaded
    }

    private func save(_ entries: [String: Entry]) {
        let data = Self.encode(entries, toolIdentity: toolIdentity)
        // A cache that cannot be written is only slower; never an error.
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? AtomicFile.write(Data(data), to: path)
    }

    static func encode(_ entries: [String: Entry], toolIdentity: String) -> [UInt8] {
        var writer = CacheWriter()
        writer.string(toolIdentity)
        writer.uint(UInt64(entries.count))
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            writer.string(key)
            let stamp = entry.stamp
            writer.int(stamp.size)
            writer.int(stamp.mtimeSeconds)
            writer.int(stamp.mtimeNanoseconds)
            writer.int(stamp.ctimeSeconds)
            writer.int(stamp.ctimeNanoseconds)
            writer.uint(stamp.inode)
            writer.uint(stamp.device)
            writer.optionalString(entry.contentHash)
            switch entry.result.problem {
            case nil: writer.uint(0)
            case .notUTF8?: writer.uint(1)
            case .unreadable(let reason)?: writer.uint(2); writer.string(reason)
            }
            writer.uint(UInt64(entry.result.imports.count))
            for item in entry.result.imports {
                writer.strings(item.path)
                writer.optionalString(item.kind)
                writer.strings(item.attributes)
                writer.optionalString(item.access)
                writer.int(item.line)
                writer.int(item.column)
                writer.int(item.declarationLine)
                writer.int(item.declarationColumn)
                writer.bool(item.scope == .nested)
                writer.uint(UInt64(item.conditions.count))
                for condition in item.conditions {
                    writer.uint(condition.clause == .if ? 0 : condition.clause == .elseif ? 1 : 2)
                    writer.optionalString(condition.condition)
                    writer.strings(condition.preceding)
                }
            }
            writer.uint(UInt64(entry.result.directives.count))
            for directive in entry.result.directives {
                writer.int(directive.line)
                writer.int(directive.column)
                writer.string(directive.text)
                writer.bool(directive.ownLine)
            }
        }
        return writer.finish(header: magic + [formatVersion])
    }

    /// Nil for anything but a complete file of this format written by this build.
    static func decode(_ bytes: UnsafeRawBufferPointer, toolIdentity: String) -> [String: Entry]? {
        let header = magic + [formatVersion]
        guard bytes.count >= header.count, header.elementsEqual(bytes[0..<header.count]) else { return nil }
        guard var reader = CacheReader(bytes, headerLength: header.count),
              reader.string() == toolIdentity, let count = reader.count() else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(),
                  let size = reader.int64(), let mtime = reader.int64(), let mtimeNanoseconds = reader.int64(),
                  let ctime = reader.int64(), let ctimeNanoseconds = reader.int64(),
                  let inode = reader.uint(), let device = reader.uint(),
                  let contentHash = reader.optionalString(), let problemTag = reader.uint() else { return nil }
            var problem: FileScanProblem?
            switch problemTag {
            case 0: problem = nil
            case 1: problem = .notUTF8
            case 2:
                guard let reason = reader.string() else { return nil }
                problem = .unreadable(reason)
            default: return nil
            }
            guard let importCount = reader.count() else { return nil }
            var imports: [ImportDeclaration] = []
            imports.reserveCapacity(importCount)
            for _ in 0..<importCount {
                guard let modulePath = reader.stringList(), let kind = reader.optionalString(),
                      let attributes = reader.stringList(), let access = reader.optionalString(),
                      let line = reader.int(), let column = reader.int(),
                      let declarationLine = reader.int(), let declarationColumn = reader.int(),
                      let nested = reader.bool(), let conditionCount = reader.count() else { return nil }
                var conditions: [ConditionClause] = []
                for _ in 0..<conditionCount {
                    guard let tag = reader.uint(), tag <= 2, let condition = reader.optionalString(),
                          let preceding = reader.stringList() else { return nil }
                    conditions.append(ConditionClause(clause: tag == 0 ? .if : tag == 1 ? .elseif : .else, condition: condition, preceding: preceding))
                }
                imports.append(ImportDeclaration(path: modulePath, kind: kind, attributes: attributes, access: access,
                                                 line: line, column: column, conditions: conditions,
                                                 scope: nested ? .nested : .file,
                                                 declarationLine: declarationLine, declarationColumn: declarationColumn))
            }
            guard let directiveCount = reader.count() else { return nil }
            var directives: [CommentDirective] = []
            for _ in 0..<directiveCount {
                guard let line = reader.int(), let column = reader.int(), let text = reader.string(),
                      let ownLine = reader.bool() else { return nil }
                directives.append(CommentDirective(line: line, column: column, text: text, ownLine: ownLine))
            }
            let stamp = FileStamp(size: size, mtimeSeconds: mtime, mtimeNanoseconds: mtimeNanoseconds,
                                  ctimeSeconds: ctime, ctimeNanoseconds: ctimeNanoseconds, inode: inode, device: device)
            entries[path] = Entry(stamp: stamp, contentHash: contentHash,
                                  result: FileScanResult(path: path, imports: imports, problem: problem, directives: directives))
        }
        return reader.isAtEnd ? entries : nil
    }
}
