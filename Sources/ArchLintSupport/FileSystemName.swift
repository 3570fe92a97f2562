/// File names that are not valid UTF-8, carried in a `String` without loss.
///
/// Linux file names are bytes; a name such as `caf\xE9.swift` (Latin-1) is valid there, and
/// SwiftPM compiles it. `String(cString:)` would replace the byte with U+FFFD, and the file
/// would then be opened under a name it does not have ("No such file or directory"). So a name
/// read from a folder is decoded with each byte of an invalid sequence kept as a scalar of the
/// last private-use plane (U+10FF80 + byte - 0x80, `rawByteBase + byte`), and a path is turned
/// back into its bytes where it meets the system (`withCString`). The bytes of a real
/// U+10FF80...U+10FFFF (valid, but never met in practice) are kept the same way, so the mapping
/// is one to one. People see such a byte as `\xE9` (`TextLine`).
package enum FileSystemName {
    /// The scalar value that stands for byte 0x00 (only 0x80...0xFF are ever used).
    package static let rawByteBase: UInt32 = 0x10FF00

    /// The byte a scalar stands for, when it stands for one.
    @inline(__always)
    package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= rawByteBase + 0x80 && scalar.value <= rawByteBase + 0xFF
            ? UInt8(scalar.value - rawByteBase) : nil
    }

    /// The name held by `bytes` (no terminating zero).
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Nearly every name is ASCII, or valid UTF-8 without a lead byte 0xF4.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                scalars.append(Unicode.Scalar(rawByteBase + UInt32(bytes[index]))!)
                index += 1
                continue
            }
            let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
                .unicodeScalars.first!
            if rawByte(scalar) != nil {
                // A real U+10FF80...U+10FFFF: kept as its bytes, so that decoding stays one to one.
                for offset in 0..<length {
                    scalars.append(Unicode.Scalar(rawByteBase + UInt32(bytes[index + offset]))!)
                }
            } else {
                scalars.append(scalar)
            }
            index += length
        }
        return String(scalars)
    }

    /// The name of a `dirent` or other C string.
    package static func decode(cString: UnsafePointer<CChar>) -> String {
        var length = 0
        while cString[length] != 0 { length += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// True when `path` holds a scalar that stands for a byte (only then does it differ from
    /// its UTF-8).
    @inline(__always)
    package static func holdsRawBytes(_ path: String) -> Bool {
        // Every such scalar starts with the UTF-8 lead byte 0xF4.
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { rawByte($0) != nil }
    }

    /// The bytes `path` names on the file system, zero-terminated.
    package static func bytes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(0)
        return bytes
    }

    /// Calls `body` with the C string of the bytes `path` names: what to hand `open`, `stat`,
    /// `opendir` and the like.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
        -> Result
    {
        guard holdsRawBytes(path) else { return try path.withCString(body) }
        let encoded = bytes(path)
        return try encoded.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The length of the valid UTF-8 sequence at `index` (Unicode's table 3-7), 0 when the byte
    /// there does not start one.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
