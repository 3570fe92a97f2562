// The JSON reader every input goes through (rules files, baselines, manifest dumps): JSON with
// `//` and `/* */` comments and trailing commas, every value with its position, so an error
// names the line and column.

/// A position in a text file, 1-based.
package struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
    package var description: String { "\(line):\(column)" }
}

/// A JSON value that remembers where it was written, so configuration errors point at the line.
package indirect enum JSONValue: Sendable, Hashable {
    case object([(key: String, value: JSONValue, position: TextPosition)], TextPosition)
    case array([JSONValue], TextPosition)
    case string(String, TextPosition)
    case number(Double, TextPosition)
    case bool(Bool, TextPosition)
    case null(TextPosition)

    package var position: TextPosition {
        switch self {
        case .object(_, let position), .array(_, let position), .string(_, let position),
            .number(_, let position), .bool(_, let position), .null(let position):
            position
        }
    }

    /// A short name of the value's type, for error messages.
    package var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    package var stringValue: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The value as an `Int` when it is a whole number that fits one: nil for `2.5`, `1e300`,
    /// `1e999` (infinity) or anything not a number.
    package var integerValue: Int? {
        guard case .number(let number, _) = self else { return nil }
        return Int(exactly: number)
    }

    /// The elements of an array; nil for anything else.
    package var arrayValue: [JSONValue]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    /// An array whose elements are all strings, as strings; nil for anything else (as
    /// `as? [String]` answers).
    package var stringArray: [String]? {
        guard case .array(let items, _) = self else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        for item in items {
            guard let text = item.stringValue else { return nil }
            strings.append(text)
        }
        return strings
    }

    package var members: [(key: String, value: JSONValue, position: TextPosition)]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    package subscript(key: String) -> JSONValue? {
        members?.last { $0.key == key }?.value
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a, _), .array(let b, _)): a == b
        case (.string(let a, _), .string(let b, _)): a == b
        case (.number(let a, _), .number(let b, _)): a == b
        case (.bool(let a, _), .bool(let b, _)): a == b
        case (.null, .null): true
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let members, _):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        case .array(let items, _): hasher.combine(items)
        case .string(let value, _): hasher.combine(value)
        case .number(let value, _): hasher.combine(value)
        case .bool(let value, _): hasher.combine(value)
        case .null: hasher.combine(0)
        }
    }
}

/// A syntax error in a JSON document.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var position: TextPosition
    package var reason: String
    package var description: String { "\(position): \(reason)" }
}

/// Parses JSON with the relaxations people expect in a hand-written config file: `//` and
/// `/* */` comments and trailing commas. Strict otherwise (keys must be quoted), so a file that
/// parses here means the same to every JSON tool once comments are stripped.
package struct JSONParser {
    /// How deep arrays and objects may nest. Rules files, baselines and manifest dumps nest a
    /// handful of levels; a deeper document is refused with a located error instead of
    /// exhausting the stack.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The column of `columnOffset` on the current line: positions are asked for in increasing
    /// order, so each is counted from the previous one, not from the start of the line (a
    /// minified document is one long line).
    private var columnOffset = 0
    private var column = 1

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 bytes (a manifest dump read from a file or a pipe).
    package static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A leading byte-order mark is not content.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.offset = 3; parser.lineStart = 3; parser.columnOffset = 3
        }
        try parser.skipTrivia()
        let value = try parser.parseValue()
        try parser.skipTrivia()
        if parser.offset < parser.bytes.count {
            throw parser.error("unexpected '\(parser.character)' after the end of the document")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of `offset`, counted on from the last one asked for.
    private var position: TextPosition {
        mutating get {
            if columnOffset < lineStart || columnOffset > offset {
                columnOffset = lineStart
                column = 1
            }
            column += Self.characterCount(bytes, from: columnOffset, to: offset)
            columnOffset = offset
            return TextPosition(line: line, column: column)
        }
    }

    /// Columns count characters, not bytes, so editors land on the right spot.
    private static func characterCount(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] < 0x80 { index += 1 }
        if index == end { return end - start }
        return String(decoding: bytes[start..<end], as: UTF8.self).count
    }

    private var character: String {
        guard offset < bytes.count else { return "end of file" }
        return String(decoding: bytes[offset..<min(offset + 1, bytes.count)], as: UTF8.self)
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        var copy = self
        return JSONSyntaxError(position: copy.position, reason: reason)
    }

    /// Enters an array or object opened at `start`; throws past `maximumDepth`.
    private mutating func enter(_ start: TextPosition) throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(
                position: start,
                reason:
                    "arrays and objects nested more than \(Self.maximumDepth) levels deep; archlint reads at most "
                    + "\(Self.maximumDepth)"
            )
        }
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func skipTrivia() throws(JSONSyntaxError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = position
                advance(); advance()
                while true {
                    guard offset < bytes.count else {
                        throw JSONSyntaxError(position: start, reason: "unterminated /* comment")
                    }
                    if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count,
                        bytes[offset + 1] == UInt8(ascii: "/")
                    {
                        advance(); advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw error("expected a value, found end of file") }
        let start = position
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString(), start)
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try expectWord("null"); return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "'"): throw error("strings take double quotes (\"...\"), not single quotes")
        default: throw error("expected a value, found '\(character)'")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - offset >= utf8.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
            throw error("expected a value, found '\(character)' (strings need double quotes)")
        }
        for _ in utf8 { advance() }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let begin = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { advance() }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONSyntaxError(position: start, reason: "invalid number '\(text)'")
        }
        return .number(value, start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advance()  // opening quote
        var result: [UInt8] = []
        while true {
            guard offset < bytes.count, bytes[offset] != 0x0A else {
                throw JSONSyntaxError(position: start, reason: "unterminated string")
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard offset < bytes.count else {
                    throw JSONSyntaxError(position: start, reason: "unterminated string")
                }
                let escape = bytes[offset]
                advance()
                switch escape {
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    guard bytes.count - offset >= 4,
                        let scalarValue = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                    else { throw error("invalid \\u escape") }
                    for _ in 0..<4 { advance() }
                    let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
                    result.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw error(
                        "invalid escape '\\\(String(decoding: [escape], as: UTF8.self))' (in a regular expression "
                            + "write '\\\\')"
                    )
                }
                continue
            }
            result.append(byte)
            advance()
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enter(start)
        defer { depth -= 1 }
        advance()
        var items: [JSONValue] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw JSONSyntaxError(position: start, reason: "unterminated array") }
            if bytes[offset] == UInt8(ascii: "]") {
                advance()
                return .array(items, start)
            }
            items.append(try parseValue())
            try skipTrivia()
            guard offset < bytes.count else { throw JSONSyntaxError(position: start, reason: "unterminated array") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
            } else if bytes[offset] != UInt8(ascii: "]") {
                throw error("expected ',' or ']' in array, found '\(character)'")
            }
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enter(start)
        defer { depth -= 1 }
        advance()
        var members: [(key: String, value: JSONValue, position: TextPosition)] = []
        var seen: Set<String> = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw JSONSyntaxError(position: start, reason: "unterminated object") }
            if bytes[offset] == UInt8(ascii: "}") {
                advance()
                return .object(members, start)
            }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key or '}', found '\(character)'")
            }
            let keyPosition = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, reason: "duplicate key \"\(key)\"")
            }
            try skipTrivia()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\"")
            }
            advance()
            try skipTrivia()
            let value = try parseValue()
            members.append((key, value, keyPosition))
            try skipTrivia()
            guard offset < bytes.count else { throw JSONSyntaxError(position: start, reason: "unterminated object") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
            } else if bytes[offset] != UInt8(ascii: "}") {
                throw error("expected ',' or '}' after the value of \"\(key)\", found '\(character)'")
            }
        }
    }
}
