/// Reads an old-style (OpenStep) property list, byte by byte, into `PropertyListValue`s that
/// remember the line of every dictionary key.
///
/// Foundation's `PropertyListSerialization` reads this format on Linux too (about 50 ms for a
/// 1.5 MB project file), but it gives neither the line of an object, which a fix needs to say
/// where to declare a dependency, nor the place of a syntax error; this parser gives both and
/// is several times faster. The grammar is CoreFoundation's: `{ key = value; }`, `( a, b, )`,
/// quoted strings (`"` or `'`, with `\n`-style, octal and `\U` escapes), unquoted strings of
/// letters, digits and `_$/:.-`, `<hex data>`, `/* */` and `//` comments.
package enum OldStylePropertyListParser {
    /// Deeper nesting than this is refused (a real project file nests about 6 deep), so
    /// hostile input cannot overflow the stack.
    static let maximumDepth = 256

    /// The top-level value of `bytes`, which must be a dictionary or an array.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
        try bytes.withUnsafeBufferPointer { buffer throws(PropertyListSyntaxError) in
            var scanner = Scanner(bytes: buffer)
            try scanner.skipTrivia()
            guard scanner.position < buffer.count else {
                throw scanner.error("the file is empty: expected a '{' opening the project's dictionary")
            }
            let byte = buffer[scanner.position]
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") else {
                throw scanner.error("expected '{' opening the top-level dictionary, found \(Scanner.describe(byte))")
            }
            let value = try scanner.parseValue(depth: 0)
            try scanner.skipTrivia()
            if scanner.position < buffer.count {
                throw scanner.error(
                    "unexpected \(Scanner.describe(buffer[scanner.position])) after the end of the top-level value")
            }
            return value
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var line = 1
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        func error(_ message: String, at offset: Int? = nil, line: Int? = nil, lineStart: Int? = nil)
            -> PropertyListSyntaxError
        {
            let offset = offset ?? position
            return PropertyListSyntaxError(
                line: line ?? self.line, column: offset - (lineStart ?? self.lineStart) + 1, message: message)
        }

        static func describe(_ byte: UInt8) -> String {
            switch byte {
            case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
            case 0x0A: return "a line break"
            default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
        }

        /// Skips whitespace and comments, counting lines.
        mutating func skipTrivia() throws(PropertyListSyntaxError) {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0x0A:
                    position += 1
                    line += 1
                    lineStart = position
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    position += 1
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    let startLine = line, startLineStart = lineStart, start = position
                    position += 2
                    var closed = false
                    while position + 1 < bytes.count {
                        if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
                            position += 2
                            closed = true
                            break
                        }
                        if bytes[position] == 0x0A {
                            line += 1
                            lineStart = position + 1
                        }
                        position += 1
                    }
                    if !closed {
                        throw error(
                            "unterminated comment: '/*' is never closed by '*/'", at: start, line: startLine,
                            lineStart: startLineStart)
                    }
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                    while position < bytes.count && bytes[position] != 0x0A { position += 1 }
                default:
                    return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(PropertyListSyntaxError) -> PropertyListValue {
            guard depth < OldStylePropertyListParser.maximumDepth else {
                throw error("values nested more than \(OldStylePropertyListParser.maximumDepth) deep")
            }
            guard position < bytes.count else { throw error("unexpected end of file: expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return .dictionary(try parseDictionary(depth: depth))
            case UInt8(ascii: "("): return .array(try parseArray(depth: depth))
            default: return .string(try parseString(what: "a value"))
            }
        }

        mutating func parseDictionary(depth: Int) throws(PropertyListSyntaxError) -> PropertyListDictionary {
            let openLine = line, openColumnStart = lineStart, openOffset = position
            position += 1
            var dictionary = PropertyListDictionary(line: openLine)
            while true {
                try skipTrivia()
                guard position < bytes.count else {
                    throw error(
                        "unexpected end of file: the dictionary opened here is never closed by '}'",
                        at: openOffset, line: openLine, lineStart: openColumnStart)
                }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return dictionary
                }
                let keyLine = line
                let key = try parseString(what: "a key or '}'")
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw unexpected("expected '=' after the key '\(key)', found \(describeHere())")
                }
                position += 1
                try skipTrivia()
                let value = try parseValue(depth: depth + 1)
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw unexpected("expected ';' after the value of '\(key)', found \(describeHere())")
                }
                position += 1
                dictionary.entries[key] = PropertyListDictionary.Entry(value: value, line: keyLine)
            }
        }

        mutating func parseArray(depth: Int) throws(PropertyListSyntaxError) -> [PropertyListValue] {
            let openLine = line, openLineStart = lineStart, openOffset = position
            position += 1
            var elements: [PropertyListValue] = []
            while true {
                try skipTrivia()
                guard position < bytes.count else {
                    throw error(
                        "unexpected end of file: the array opened here is never closed by ')'",
                        at: openOffset, line: openLine, lineStart: openLineStart)
                }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return elements
                }
                elements.append(try parseValue(depth: depth + 1))
                try skipTrivia()
                guard position < bytes.count else { continue }
                switch bytes[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: ")"): continue
                default: throw unexpected("expected ',' or ')' after an array element, found \(describeHere())")
                }
            }
        }

        /// The error for what stands at the position: a merge conflict marker if there is one,
        /// else `message`.
        func unexpected(_ message: String) -> PropertyListSyntaxError {
            if let marker = conflictMarker() {
                return error(
                    "unresolved merge conflict marker '\(marker)': resolve the conflict in the project file (or in "
                        + "Xcode) and run again"
                )
            }
            return error(message)
        }

        /// `<<<<<<<`, `=======`, `>>>>>>>` or `|||||||` at the position, left by a merge.
        func conflictMarker() -> String? {
            guard position + 7 <= bytes.count else { return nil }
            let first = bytes[position]
            guard
                first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">")
                    || first == UInt8(ascii: "|"),
                bytes[position..<(position + 7)].allSatisfy({ $0 == first })
            else { return nil }
            return String(repeating: Character(Unicode.Scalar(first)), count: 7)
        }

        func describeHere() -> String {
            position < bytes.count ? Scanner.describe(bytes[position]) : "the end of the file"
        }

        static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        mutating func parseString(what expected: String) throws(PropertyListSyntaxError) -> String {
            guard position < bytes.count else { throw error("unexpected end of file: expected \(expected)") }
            let byte = bytes[position]
            if conflictMarker() != nil { throw unexpected("") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuoted(quote: byte) }
            if byte == UInt8(ascii: "<") { return try parseData() }
            let start = position
            while position < bytes.count && Scanner.isUnquotedCharacter(bytes[position]) { position += 1 }
            guard position > start else { throw error("expected \(expected), found \(Scanner.describe(byte))") }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }

        mutating func parseQuoted(quote: UInt8) throws(PropertyListSyntaxError) -> String {
            let startLine = line, startLineStart = lineStart, startOffset = position
            position += 1
            let start = position
            // Fast path: no escape, the text is the bytes between the quotes.
            while position < bytes.count {
                let byte = bytes[position]
                if byte == quote {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    position += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte == 0x0A {
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
            var decoded = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                if byte == quote {
                    position += 1
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte == 0x0A {
                    line += 1
                    lineStart = position + 1
                }
                guard byte == UInt8(ascii: "\\") else {
                    decoded.append(byte)
                    position += 1
                    continue
                }
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "a"): decoded.append(0x07)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "v"): decoded.append(0x0B)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count,
                        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
                    {
                        value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    appendScalar(value, to: &decoded)
                case UInt8(ascii: "U"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = Scanner.hexValue(bytes[position]) {
                        value = value * 16 + UInt32(digit)
                        position += 1
                        digits += 1
                    }
                    appendScalar(value, to: &decoded)
                case 0x0A:
                    line += 1
                    lineStart = position
                    decoded.append(0x0A)
                default:
                    decoded.append(escaped)
                }
            }
            throw error(
                "unterminated string: the quote opened here is never closed",
                at: startOffset, line: startLine, lineStart: startLineStart)
        }

        func appendScalar(_ value: UInt32, to decoded: inout [UInt8]) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        /// `<0fa1 23>` data, kept as its hex digits (project files do not use it for anything
        /// this reader needs).
        mutating func parseData() throws(PropertyListSyntaxError) -> String {
            let startLine = line, startLineStart = lineStart, startOffset = position
            position += 1
            var digits: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ">") {
                    position += 1
                    return String(decoding: digits, as: UTF8.self)
                }
                if Scanner.hexValue(byte) != nil {
                    digits.append(byte)
                } else if byte == 0x0A {
                    line += 1
                    lineStart = position + 1
                } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                    throw error(
                        "unexpected \(Scanner.describe(byte)) in <data>: only hexadecimal digits may stand there")
                }
                position += 1
            }
            throw error(
                "unterminated data: the '<' opened here is never closed by '>'",
                at: startOffset, line: startLine, lineStart: startLineStart)
        }
    }
}
