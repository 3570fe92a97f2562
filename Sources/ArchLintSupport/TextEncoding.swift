import Foundation

/// Says why bytes are not UTF-8, in words that tell a person what to do: the encoding their
/// editor saved (a UTF-16 or UTF-32 byte-order mark), or where the first byte that is not
/// UTF-8 sits (typically Latin-1 or Windows-1252 text).
package enum TextEncoding {
    /// "`what` is not UTF-8: ...; save it as UTF-8".
    package static func notUTF8Message(_ data: Data, what: String) -> String {
        let bytes = [UInt8](data.prefix(4))
        let encoding: String?
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            encoding = "UTF-32"
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            encoding = "UTF-16"
        } else if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            encoding = "UTF-16 (no byte-order mark)"
        } else {
            encoding = nil
        }
        if let encoding {
            return "\(what) is not UTF-8: it is encoded as \(encoding); save it as UTF-8"
        }
        let (line, column, byte) = firstInvalidByte(data)
        return
            "\(what) is not UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at line \(line), column "
            + "\(column) (Latin-1 or Windows-1252 text?); save it as UTF-8"
    }

    /// Line and column (in characters) of the first byte that is not valid UTF-8, and the byte.
    static func firstInvalidByte(_ data: Data) -> (line: Int, column: Int, byte: UInt8) {
        let bytes = [UInt8](data)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let length = bytes.withUnsafeBytes { UTF8Validation.sequenceLength($0, at: index) }
            guard length > 0 else {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                return (line, column, bytes[index])
            }
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return (line, 1, 0)
    }
}

/// Strict UTF-8 validation (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF),
/// the one check the scanner, the manifest readers and the messages share.
package enum UTF8Validation {
    /// Whether all of `bytes` is valid UTF-8; ASCII runs are checked eight bytes at a time.
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return false }
            index += length
        }
        return true
    }

    /// The length of the valid UTF-8 sequence at `index` of `bytes`, 0 when it is not one.
    @inline(__always)
    package static func sequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count, bytes[index + 1] >= lower, bytes[index + 1] <= upper else { return 0 }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
