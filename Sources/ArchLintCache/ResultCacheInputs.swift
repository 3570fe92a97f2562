import Foundation
import ArchLintSupport

/// Little-endian fixed-width fields, for files read back by `ByteReader`.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func i64(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func raw(_ more: [UInt8]) { bytes.append(contentsOf: more) }

    /// A length (32 bits) and the bytes.
    mutating func block<Bytes: Collection>(_ more: Bytes) where Bytes.Element == UInt8 {
        u32(UInt32(more.count))
        bytes.append(contentsOf: more)
    }
}

/// Reads what `ByteWriter` wrote; every read is bounds-checked and a short file reads as nil.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    private mutating func fixed<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard offset >= 0, bytes.count - offset >= size else { return nil }
        var value: Value = 0
        withUnsafeMutableBytes(of: &value) {
            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size]))
        }
        offset += size
        return Value(littleEndian: value)
    }

    mutating func u8() -> UInt8? { fixed(UInt8.self) }
    mutating func u16() -> UInt16? { fixed(UInt16.self) }
    mutating func u32() -> UInt32? { fixed(UInt32.self) }
    mutating func i64() -> Int64? { fixed(Int64.self) }

    /// The bytes of a `block`, without copying.
    mutating func block() -> UnsafeRawBufferPointer? {
        guard let length = u32().map(Int.init), bytes.count - offset >= length else { return nil }
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
    }

    mutating func string() -> String? { block().map { String(decoding: $0, as: UTF8.self) } }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, bytes.count - offset >= count else { return false }
        offset += count
        return true
    }
}

/// Bytes shared read-only by workers for the duration of one call.
struct SharedBytes: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
}

/// The inputs of a stored run (paths with their stamps, or missing), grouped by folder so a
/// check opens each folder once and stats its entries by name, without building a string per
/// path.
///
/// Layout: folders one after another; a folder is its path (`block`), its entry count (u32)
/// and its entries; an entry is its name (u16 length, bytes), 1 or 0 (present or missing) and,
/// when present, the stamp as seven 64-bit fields (size, mtime s/ns, ctime s/ns, inode, device).
enum ResultCacheInputs {
    static func encode(_ paths: [String], _ stamps: [FileStamp?]) -> [UInt8] {
        // One group per folder (each opened once when checked), folders and names sorted.
        var byFolder: [Substring: [(name: Substring, stamp: FileStamp?)]] = [:]
        for (path, stamp) in zip(paths, stamps) {
            let (folder, name) = split(path)
            byFolder[folder, default: []].append((name, stamp))
        }
        var writer = ByteWriter()
        for folder in byFolder.keys.sorted() {
            let entries = byFolder[folder]!.sorted { $0.name < $1.name }
            writer.block(Array(folder.utf8))
            writer.u32(UInt32(entries.count))
            for entry in entries {
                let name = Array(entry.name.utf8)
                writer.u16(UInt16(name.count))
                writer.raw(name)
                if let stamp = entry.stamp {
                    writer.u8(1)
                    for field in [
                        stamp.size, stamp.mtimeSeconds, stamp.mtimeNanoseconds, stamp.ctimeSeconds,
                        stamp.ctimeNanoseconds, Int64(bitPattern: stamp.inode), Int64(bitPattern: stamp.device),
                    ] {
                        writer.i64(field)
                    }
                } else {
                    writer.u8(0)
                }
            }
        }
        return writer.bytes
    }

    /// An absolute path's folder and last component (`/` keeps `/` as its folder).
    static func split(_ path: String) -> (folder: Substring, name: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        let folder = slash == path.startIndex ? path[...slash] : path[..<slash]
        return (folder, path[path.index(after: slash)...])
    }

    enum Check: Equatable {
        case unchanged
        case changed(String)
        case malformed
    }

    /// Stats every entry (folders spread over the machine's cores) and compares.
    static func check(_ section: UnsafeRawBufferPointer) -> Check {
        // First pass: where each folder starts, validating the layout.
        var folders: [Int] = []
        var reader = ByteReader(section)
        while !reader.isAtEnd {
            folders.append(reader.offset)
            guard reader.block() != nil, let count = reader.u32() else { return .malformed }
            for _ in 0..<count {
                guard let length = reader.u16(), reader.skip(Int(length)), let present = reader.u8(), present <= 1,
                    reader.skip(present == 1 ? 56 : 0)
                else { return .malformed }
            }
        }
        let changed = ChangeFlag()
        // Read only, and alive until `check` returns.
        let shared = SharedBytes(bytes: section)
        let starts = folders
        let chunks = stride(from: 0, to: folders.count, by: 16).map { $0..<min($0 + 16, folders.count) }
        let results = ParallelMap.map(chunks) { range -> String? in
            var name = [CChar](repeating: 0, count: 4096)
            for folderIndex in range {
                if changed.isSet { return nil }
                if let path = checkFolder(shared.bytes, at: starts[folderIndex], name: &name) {
                    changed.set()
                    return path
                }
            }
            return nil
        }
        if let path = results.lazy.compactMap({ $0 }).first { return .changed(path) }
        return .unchanged
    }

    /// The first entry of one folder that differs, as a path; nil when all match.
    private static func checkFolder(_ section: UnsafeRawBufferPointer, at offset: Int, name: inout [CChar]) -> String? {
        var reader = ByteReader(section, offset: offset)
        let folder = reader.block()!
        let count = Int(reader.u32()!)
        let folderPath = String(decoding: folder, as: UTF8.self)
        let descriptor = FileSystemName.withCString(folderPath) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { if descriptor >= 0 { close(descriptor) } }
        for _ in 0..<count {
            let length = Int(reader.u16()!)
            let nameBytes = UnsafeRawBufferPointer(rebasing: section[reader.offset..<reader.offset + length])
            _ = reader.skip(length)
            let present = reader.u8()! == 1
            var recorded: FileStamp?
            if present {
                let size = reader.i64()!, mtime = reader.i64()!, mtimeNanoseconds = reader.i64()!
                let ctime = reader.i64()!, ctimeNanoseconds = reader.i64()!, inode = reader.i64()!,
                    device = reader.i64()!
                recorded = FileStamp(
                    size: size, mtimeSeconds: mtime, mtimeNanoseconds: mtimeNanoseconds,
                    ctimeSeconds: ctime, ctimeNanoseconds: ctimeNanoseconds,
                    inode: UInt64(bitPattern: inode), device: UInt64(bitPattern: device))
            }
            var current: FileStamp?
            if descriptor >= 0, length < name.count, !nameBytes.contains(0xF4) {
                name.withUnsafeMutableBytes { buffer in
                    buffer.copyMemory(from: nameBytes)
                    buffer[length] = 0
                }
                var status = stat()
                // Follows symbolic links, as `FileStamp(path:)` does.
                if fstatat(descriptor, name, &status, 0) == 0 { current = FileStamp(status) }
            } else {
                current = FileStamp(path: join(folderPath, nameBytes))
            }
            if current != recorded { return join(folderPath, nameBytes) }
        }
        return nil
    }

    private static func join(_ folder: String, _ name: UnsafeRawBufferPointer) -> String {
        let last = String(decoding: name, as: UTF8.self)
        return folder.hasSuffix("/") ? folder + last : folder + "/" + last
    }
}
