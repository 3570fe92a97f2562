/// Where each part of an old-style property list lies in its bytes: every dictionary entry from
/// its key to its `;`, every array element to its `,`, and the comments between a dictionary's
/// entries (a project file's `/* Begin PBXBuildFile section */`), so that an editor can change a
/// few bytes and leave every other one as it is (`XcodeProjectEditor`).
///
/// Values are not decoded: `OldStylePropertyListParser` reads what they mean; this keeps a
/// string's text (without its quotes, escapes resolved) only to find keys and identifiers. The
/// grammar is the parser's; the text is parsed by it first, so a syntax error here is not
/// expected, and is still reported rather than trusted.
struct PropertyListLayout: Sendable {
    /// A value and the bytes it spans (a string's quotes included; a dictionary's or array's
    /// braces included).
    struct Value: Sendable {
        indirect enum Shape: Sendable {
            case string(String)
            case array(ArrayLayout)
            case dictionary(DictionaryLayout)
        }

        var range: Range<Int>
        var shape: Shape

        var dictionary: DictionaryLayout? {
            if case .dictionary(let dictionary) = shape { return dictionary }
            return nil
        }

        var array: ArrayLayout? {
            if case .array(let array) = shape { return array }
            return nil
        }

        var string: String? {
            if case .string(let string) = shape { return string }
            return nil
        }
    }

    /// `key = value;`: `keyStart` is the key's first byte, `end` the byte after the `;`.
    struct Entry: Sendable {
        var key: String
        var keyStart: Int
        var value: Value
        var end: Int
    }

    /// An array element: `end` is the byte after its `,` (after the value when none follows).
    struct Element: Sendable {
        var value: Value
        var end: Int
    }

    /// A comment between a dictionary's entries.
    struct Comment: Sendable {
        var range: Range<Int>
        /// The text between `/*` and `*/` (or after `//`), trimmed of spaces.
        var text: String
    }

    struct DictionaryLayout: Sendable {
        var entries: [Entry]
        var comments: [Comment]
        /// Offset of the closing `}`.
        var close: Int

        /// The entries of `key`, in file order (a well-formed file has at most one).
        func entries(_ key: String) -> [Entry] { entries.filter { $0.key == key } }
    }

    struct ArrayLayout: Sendable {
        var elements: [Element]
        /// Offset of the closing `)`.
        var close: Int
    }

    let root: Value

    init(bytes: [UInt8]) throws(PropertyListSyntaxError) {
        var scanner = Scanner(bytes: bytes)
        var ignored: [Comment]?
        scanner.skipTrivia(comments: &ignored)
        root = try scanner.value(depth: 0)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        func failure(_ message: String) -> PropertyListSyntaxError {
            var line = 1, lineStart = 0
            for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            return PropertyListSyntaxError(line: line, column: position - lineStart + 1, message: message)
        }

        /// Skips whitespace and comments; records the comments when asked.
        mutating func skipTrivia(comments: inout [Comment]?) {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    position += 1
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    let start = position
                    position += 2
                    while position + 1 < bytes.count
                        && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                    {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                    let inner = bytes[(start + 2)..<max(start + 2, position - 2)]
                    comments?.append(Comment(range: start..<position, text: Self.trimmed(inner)))
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                    let start = position
                    while position < bytes.count && bytes[position] != 0x0A { position += 1 }
                    comments?.append(
                        Comment(range: start..<position, text: Self.trimmed(bytes[(start + 2)..<position])))
                default:
                    return
                }
            }
        }

        static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
            var slice = bytes[...]
            while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
            while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF8.self)
        }

        mutating func value(depth: Int) throws(PropertyListSyntaxError) -> Value {
            guard depth < OldStylePropertyListParser.maximumDepth else { throw failure("values nested too deep") }
            guard position < bytes.count else { throw failure("unexpected end of file: expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try dictionary(depth: depth)
            case UInt8(ascii: "("): return try array(depth: depth)
            default: return try string()
            }
        }

        mutating func dictionary(depth: Int) throws(PropertyListSyntaxError) -> Value {
            let start = position
            position += 1
            var entries: [Entry] = []
            var comments: [Comment]? = []
            while true {
                skipTrivia(comments: &comments)
                guard position < bytes.count else { throw failure("a dictionary is never closed") }
                if bytes[position] == UInt8(ascii: "}") {
                    let close = position
                    position += 1
                    return Value(
                        range: start..<position,
                        shape: .dictionary(DictionaryLayout(entries: entries, comments: comments ?? [], close: close)))
                }
                let keyStart = position
                guard let key = try string().string else { throw failure("expected a key") }
                var ignored: [Comment]?
                skipTrivia(comments: &ignored)
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw failure("expected '='")
                }
                position += 1
                skipTrivia(comments: &ignored)
                let value = try value(depth: depth + 1)
                skipTrivia(comments: &ignored)
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw failure("expected ';'")
                }
                position += 1
                entries.append(Entry(key: key, keyStart: keyStart, value: value, end: position))
            }
        }

        mutating func array(depth: Int) throws(PropertyListSyntaxError) -> Value {
            let start = position
            position += 1
            var elements: [Element] = []
            var ignored: [Comment]?
            while true {
                skipTrivia(comments: &ignored)
                guard position < bytes.count else { throw failure("an array is never closed") }
                if bytes[position] == UInt8(ascii: ")") {
                    let close = position
                    position += 1
                    return Value(range: start..<position, shape: .array(ArrayLayout(elements: elements, close: close)))
                }
                let element = try value(depth: depth + 1)
                let valueEnd = position
                skipTrivia(comments: &ignored)
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    elements.append(Element(value: element, end: position))
                } else {
                    position = valueEnd
                    elements.append(Element(value: element, end: valueEnd))
                    skipTrivia(comments: &ignored)
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ")") else {
                        throw failure("expected ',' or ')'")
                    }
                }
            }
        }

        mutating func string() throws(PropertyListSyntaxError) -> Value {
            let start = position
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                position += 1
                var decoded: [UInt8] = []
                while position < bytes.count, bytes[position] != byte {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): decoded.append(0x0A)
                        case UInt8(ascii: "t"): decoded.append(0x09)
                        default: decoded.append(bytes[position])
                        }
                    } else {
                        decoded.append(bytes[position])
                    }
                    position += 1
                }
                guard position < bytes.count else { throw failure("a string is never closed") }
                position += 1
                return Value(range: start..<position, shape: .string(String(decoding: decoded, as: UTF8.self)))
            }
            if byte == UInt8(ascii: "<") {
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
                guard position < bytes.count else { throw failure("data is never closed") }
                position += 1
                return Value(
                    range: start..<position,
                    shape: .string(String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)))
            }
            while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
            guard position > start else { throw failure("expected a value") }
            return Value(
                range: start..<position, shape: .string(String(decoding: bytes[start..<position], as: UTF8.self)))
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}
