// Manifest edit stage: the text of a Package.swift as the dependency editor reads it.
//
// `dump-package` says what a manifest declares but not where; editing it means finding the
// exact bytes of a target's call, its `dependencies:` array and each element, with comments
// and string literals (plain, raw, multi-line, interpolated) skipped exactly. This file owns
// that reading; `ManifestDependencyEditor` decides what to change.

import ArchLintSupport

/// The tokens of a manifest with their byte ranges and the brackets they pair with.
struct ManifestText {
    enum Kind: Equatable {
        /// A name or a number.
        case word(String)
        /// A string literal; `value` is nil when it has interpolations or escapes it cannot decode.
        case string(value: String?)
        /// One byte of punctuation: `( ) [ ] { } , : . = ...`
        case punctuation(UInt8)
    }

    struct Token {
        var kind: Kind
        /// Byte offsets of the token in the text: `start..<end`.
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    let tokens: [Token]
    /// For an opening `(`, `[` or `{`, the index of the token that closes it (nil when unbalanced).
    let closing: [Int: Int]
    /// For each token, the index of the innermost opening bracket containing it.
    let enclosing: [Int?]
    /// Byte offset where each line starts.
    let lineStarts: [Int]
    /// The line break the file uses (`\r\n` in a Windows-edited file).
    let lineBreak: String

    init(_ text: String) {
        let bytes = Array(text.utf8)
        let tokens = Self.tokenize(bytes)
        self.bytes = bytes
        self.tokens = tokens
        var closing: [Int: Int] = [:]
        var enclosing: [Int?] = Array(repeating: nil, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = stack.last
            guard case .punctuation(let byte) = token.kind else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A closer that matches nothing is left alone; mismatches pop to the nearest
                // opener of the same kind, so one stray bracket does not shift every pair.
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if let position = stack.lastIndex(where: { tokens[$0].kind == .punctuation(opener) }) {
                    closing[stack[position]] = index
                    stack.removeSubrange(position...)
                }
                enclosing[index] = stack.last
            default:
                break
            }
        }
        self.closing = closing
        self.enclosing = enclosing
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
        let firstBreak = bytes.firstIndex(of: 0x0A)
        lineBreak = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    }

    // MARK: Positions

    /// 0-based line of a byte offset.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and column of a byte offset.
    func position(of offset: Int) -> TextPosition {
        let line = line(of: offset)
        return TextPosition(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// Offset of the end of `line` (0-based), before its line break.
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], end - 1 < bytes.count, bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The blanks a line starts with.
    func indentation(ofLine line: Int) -> String {
        var end = lineStarts[line]
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[lineStarts[line]..<end], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// True when only blanks lie in `range`.
    func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }

    // MARK: Tokens

    func isPunctuation(_ index: Int, _ byte: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(byte.asciiValue!)
    }

    func word(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, case .word(let word) = tokens[index].kind else { return nil }
        return word
    }

    func stringValue(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, case .string(let value) = tokens[index].kind else { return nil }
        return value
    }

    /// The label of a bracket group (`dependencies` for `dependencies: [`), if it has one.
    func label(ofGroup open: Int) -> String? {
        guard isPunctuation(open - 1, ":") else { return nil }
        return word(open - 2)
    }

    /// The groups around a token, innermost first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = enclosing[index]
        while let open = current {
            result.append(open)
            current = enclosing[open]
        }
        return result
    }

    /// One argument of a call, or one element of an array: its tokens `first...last`.
    struct Item {
        /// `name` in `name: "X"`; nil for unlabelled items.
        var label: String?
        /// The first token of the value (after the label and colon).
        var valueStart: Int
        var first: Int
        var last: Int
        /// The comma after the item, if any.
        var comma: Int?
    }

    /// The comma-separated items between the group opened at `open` and its closer.
    func items(ofGroup open: Int) -> [Item] {
        guard let close = closing[open] else { return [] }
        var items: [Item] = []
        var index = open + 1
        while index < close {
            let first = index
            var cursor = index
            while cursor < close, !isPunctuation(cursor, ",") {
                if let end = closing[cursor] { cursor = end }
                cursor += 1
            }
            let last = min(cursor, close) - 1
            var label: String?
            var valueStart = first
            if last >= first + 2, word(first) != nil, isPunctuation(first + 1, ":") {
                label = word(first)
                valueStart = first + 2
            }
            if last >= first {
                items.append(Item(label: label, valueStart: valueStart, first: first, last: last, comma: cursor < close ? cursor : nil))
            }
            index = cursor + 1
        }
        return items
    }

    /// The string value of the first `name:` argument of the call whose `(` is at `open`.
    func nameArgument(ofCall open: Int) -> String? {
        guard let item = items(ofGroup: open).first(where: { $0.label == "name" }), item.valueStart == item.last else { return nil }
        return stringValue(item.valueStart) ?? nil
    }

    /// Identifiers, string literals and punctuation; blanks and comments dropped.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        let count = bytes.count
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < count, bytes[i] != 0x0A { i += 1 }
            } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                var depth = 1
                i += 2
                while i < count, depth > 0 {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else if bytes[i] == UInt8(ascii: "*"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else { i += 1 }
                }
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && Self.rawStringStarts(bytes, at: i)) {
                let start = i
                let (end, value) = Self.stringLiteral(bytes, at: i)
                tokens.append(Token(kind: .string(value: value), start: start, end: end))
                i = end
            } else if byte == UInt8(ascii: "`") {
                let start = i
                i += 1
                while i < count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
                let name = String(decoding: bytes[(start + 1)..<min(i, count)], as: UTF8.self)
                if i < count, bytes[i] == UInt8(ascii: "`") { i += 1 }
                tokens.append(Token(kind: .word(name), start: start, end: i))
            } else if isWordByte(byte) {
                let start = i
                while i < count, isWordByte(bytes[i]) { i += 1 }
                tokens.append(Token(kind: .word(String(decoding: bytes[start..<i], as: UTF8.self)), start: start, end: i))
            } else {
                if byte > 0x20 { tokens.append(Token(kind: .punctuation(byte), start: i, end: i + 1)) }
                i += 1
            }
        }
        return tokens
    }

    /// `#"`, `##"`...: a raw string starts at `offset`.
    static func rawStringStarts(_ bytes: [UInt8], at offset: Int) -> Bool {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
    }

    /// The end of the string literal starting at `offset` (plain, raw, multi-line) and its value
    /// when it has no interpolation.
    static func stringLiteral(_ bytes: [UInt8], at offset: Int) -> (end: Int, value: String?) {
        let count = bytes.count
        var cursor = offset
        var hashes = 0
        while cursor < count, bytes[cursor] == UInt8(ascii: "#") { hashes += 1; cursor += 1 }
        let quote = UInt8(ascii: "\"")
        let multiline = cursor + 2 < count && bytes[cursor + 1] == quote && bytes[cursor + 2] == quote
        cursor += multiline ? 3 : 1
        var value: [UInt8] = []
        var decodable = true
        func closes(at position: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard position + quotes + hashes <= count else { return false }
            for k in 0..<quotes where bytes[position + k] != quote { return false }
            for k in 0..<hashes where bytes[position + quotes + k] != UInt8(ascii: "#") { return false }
            return true
        }
        while cursor < count {
            if closes(at: cursor) {
                return (cursor + (multiline ? 3 : 1) + hashes, decodable ? String(decoding: value, as: UTF8.self) : nil)
            }
            let byte = bytes[cursor]
            if !multiline && byte == 0x0A { break }
            if byte == UInt8(ascii: "\\") {
                // An escape only with as many `#` as the literal has (`\#(` in `#"..."#`).
                var after = cursor + 1
                var escapeHashes = 0
                while after < count, bytes[after] == UInt8(ascii: "#"), escapeHashes < hashes { escapeHashes += 1; after += 1 }
                if escapeHashes == hashes, after < count {
                    if bytes[after] == UInt8(ascii: "(") {
                        // An interpolation: skip its balanced parentheses.
                        decodable = false
                        var depth = 0
                        var inner = after
                        while inner < count {
                            if bytes[inner] == UInt8(ascii: "(") { depth += 1 }
                            if bytes[inner] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                            inner += 1
                        }
                        cursor = inner + 1
                        continue
                    }
                    switch bytes[after] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): value.append(bytes[after])
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "t"): value.append(0x09)
                    default: decodable = false
                    }
                    cursor = after + 1
                    continue
                }
            }
            value.append(byte)
            cursor += 1
        }
        return (cursor, nil)
    }
}
