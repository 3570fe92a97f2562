import Foundation
import ArchLintSupport
import ArchLintSyntax

/// A value computed from a file's bytes, with what vouches that the file has not changed since:
/// its `FileStamp`, and for a racy stamp a SHA-256 of the bytes the value was computed from.
/// `ScanCache` (imports) and `SymbolCache` (declarations and references) keep one per file.
struct StampedEntry<Value: Sendable>: Sendable {
    var stamp: FileStamp
    /// SHA-256 of the content, only while the stamp is racy.
    var contentHash: String?
    var value: Value
}

/// What `StampedEntry.lookupOrCompute` found.
enum StampedLookup<Value: Sendable> {
    /// The known value still holds. `entry` is what to keep: it differs from the known one when
    /// a content hash could be dropped (or had to be kept), which the cache file must record.
    case reused(Value, entry: StampedEntry<Value>, entryChanged: Bool)
    /// The file was read and the value computed; `entry` is what to keep.
    case computed(Value, entry: StampedEntry<Value>)
    /// The file could not be read (nil reason: it could not even be stat'ed). Nothing is kept.
    case unreadable(ReadFailure?)
}

extension StampedEntry {
    /// Reuses `known` when the file's stamp is unchanged (and, for a racy entry, the content
    /// still hashes the same); otherwise reads the file into `buffer` and computes the value.
    ///
    /// A file modified within two seconds of `now` is racy (see `FileStamp.isRacy`): the entry
    /// returned for it records the content hash, and a later run trusts it only after checking
    /// that hash. Once the file is older, the next run drops the hash.
    static func lookupOrCompute(
        _ path: String, known: StampedEntry?, now: Int64, buffer: inout FileBuffer,
        compute: (UnsafeRawBufferPointer) -> Value
    ) -> StampedLookup<Value> {
        guard let stamp = FileStamp(path: path) else { return .unreadable(nil) }
        if let known, known.stamp == stamp, known.contentHash == nil {
            return .reused(known.value, entry: known, entryChanged: false)
        }
        switch buffer.read(path) {
        case .failure(let reason):
            return .unreadable(reason)
        case .success(let bytes):
            let racy = stamp.isRacy(now: now)
            var hash: String?
            if let known, known.stamp == stamp, let expected = known.contentHash {
                let actual = SHA256.hex(bytes)
                if actual == expected {
                    var entry = known
                    entry.contentHash = racy ? actual : nil
                    return .reused(known.value, entry: entry, entryChanged: !racy)
                }
                hash = actual
            }
            let value = compute(bytes)
            if racy && hash == nil { hash = SHA256.hex(bytes) }
            return .computed(value, entry: StampedEntry(stamp: stamp, contentHash: racy ? hash : nil, value: value))
        }
    }

    /// Writes the stamp and hash (the value is the caller's to write).
    func encodeStamp(into writer: inout CacheWriter) {
        writer.int(stamp.size)
        writer.int(stamp.mtimeSeconds)
        writer.int(stamp.mtimeNanoseconds)
        writer.int(stamp.ctimeSeconds)
        writer.int(stamp.ctimeNanoseconds)
        writer.uint(stamp.inode)
        writer.uint(stamp.device)
        writer.optionalString(contentHash)
    }

    /// Reads what `encodeStamp` wrote; nil when the bytes are not that.
    static func decodeStamp(from reader: inout CacheReader) -> (stamp: FileStamp, contentHash: String?)? {
        guard let size = reader.int64(), let mtime = reader.int64(), let mtimeNanoseconds = reader.int64(),
            let ctime = reader.int64(), let ctimeNanoseconds = reader.int64(),
            let inode = reader.uint(), let device = reader.uint(),
            let contentHash = reader.optionalString()
        else { return nil }
        let stamp = FileStamp(
            size: size, mtimeSeconds: mtime, mtimeNanoseconds: mtimeNanoseconds,
            ctimeSeconds: ctime, ctimeNanoseconds: ctimeNanoseconds, inode: inode, device: device)
        return (stamp, contentHash)
    }
}
