/// A 64-bit checksum of a cache file's bytes, so that a damaged file (a flipped bit, a write
/// torn by a crash on a file system without atomic rename) is never taken for a valid one: a
/// change within one aligned 8-byte word always changes the sum (every step is a bijection of
/// the running value), other damage does with probability 1 - 2^-64. Not cryptographic: it
/// guards against accidents, not against someone forging cache files.
enum CacheChecksum {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
            index += 1
        }
        return hash
    }

    static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }

    /// The sum as 8 little-endian bytes.
    static func bytes(_ sum: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: sum >> (8 * $0)) } }

    /// The sum stored in 8 little-endian bytes at `offset`.
    static func stored(in bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}

/// A compact binary encoding for cache files: LEB128 integers, strings as indices into a table
/// written once per file (module names repeat on every import), and a `CacheChecksum` of it all.
/// Decoding never traps: a damaged, truncated or foreign file reads as nil and the cache is
/// rebuilt.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]

    mutating func int(_ value: Int64) {
        // Zig-zag so small negative numbers stay short.
        uint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func int(_ value: Int) { int(Int64(value)) }

    mutating func uint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        if let index = stringIndex[value] {
            uint(UInt64(index))
            return
        }
        let index = strings.count
        strings.append(value)
        stringIndex[value] = index
        uint(UInt64(index))
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        uint(UInt64(values.count))
        for value in values { string(value) }
    }

    /// `header`, the checksum of what follows it, the string table, then the body.
    func finish(header: [UInt8]) -> [UInt8] {
        var table = CacheWriter()
        table.uint(UInt64(strings.count))
        for string in strings {
            let utf8 = Array(string.utf8)
            table.uint(UInt64(utf8.count))
            table.bytes.append(contentsOf: utf8)
        }
        let content = table.bytes + bytes
        return header + CacheChecksum.bytes(CacheChecksum.of(content)) + content
    }
}

struct CacheReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset: Int
    private var strings: [String] = []

    /// Checks the checksum that follows `headerLength` bytes, then reads the string table.
    init?(_ bytes: UnsafeRawBufferPointer, headerLength: Int) {
        self.bytes = bytes
        guard headerLength + 8 <= bytes.count,
            CacheChecksum.stored(in: bytes, at: headerLength)
                == CacheChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[(headerLength + 8)...]))
        else { return nil }
        offset = headerLength + 8
        guard offset <= bytes.count, let count = uint(), count < UInt64(bytes.count) else { return nil }
        strings.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let length = uint().map(Int.init(exactly:)) ?? nil, length <= bytes.count - offset else { return nil }
            strings.append(
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self))
            offset += length
        }
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func uint() -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    mutating func int64() -> Int64? {
        guard let raw = uint() else { return nil }
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    mutating func int() -> Int? { int64().flatMap { Int(exactly: $0) } }

    mutating func count() -> Int? {
        guard let value = uint(), value <= UInt64(bytes.count - offset) else { return nil }
        return Int(value)
    }

    mutating func bool() -> Bool? {
        guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func string() -> String? {
        guard let index = uint(), index < UInt64(strings.count) else { return nil }
        return strings[Int(index)]
    }

    mutating func optionalString() -> String?? {
        guard let present = bool() else { return nil }
        if !present { return .some(nil) }
        guard let value = string() else { return nil }
        return .some(value)
    }

    mutating func stringList() -> [String]? {
        guard let count = count() else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }
}
