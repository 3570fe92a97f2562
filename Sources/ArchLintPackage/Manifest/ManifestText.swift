// The text of a Package.swift as the dependency editor reads it.
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
                let opener: UInt8 =
                    byte == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
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
                items.append(
                    Item(
                        label: label, valueStart: valueStart, first: first, last: last,
                        comma: cursor < close ? cursor : nil))
            }
            index = cursor + 1
        }
        return items
    }

    /// The string value of the first `name:` argument of the call whose `(` is at `open`.
    func nameArgument(ofCall open: Int) -> String? {
        guard let item = items(ofGroup: open).first(where: { $0.label == "name" }), item.valueStart == item.last else {
            return nil
        }
        return stringValue(item.valueStart) ?? nil
    }

    /// Identifiers, numbers, string literals and punctuation with their byte ranges; blanks and
    /// comments dropped. The static reader's tokenizer (`ManifestTokenizer`, on the shared
    /// `SwiftSourceCursor`) does the reading, so comments and every string literal form are
    /// skipped exactly as swiftc does; this flattens its tokens into what the editor matches on:
    /// operators and `#if` lines become one punctuation token per byte and words, and a literal
    /// with interpolation or an escape it cannot decode has no value and matches no name.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        let (lexed, spans, conditionSpans) = ManifestTokenizer.tokenizeWithSpans(bytes)
        var tokens: [Token] = []
        tokens.reserveCapacity(lexed.count)
        func flatten(_ token: ManifestToken, _ span: Range<Int>, conditions: [Range<Int>]?) {
            func punctuation(_ offset: Int) {
                if bytes[offset] > 0x20 {
                    tokens.append(Token(kind: .punctuation(bytes[offset]), start: offset, end: offset + 1))
                }
            }
            switch token.kind {
            case .identifier(let name, _):
                tokens.append(Token(kind: .word(name), start: span.lowerBound, end: span.upperBound))
            case .anonymousParameter(let number):
                tokens.append(Token(kind: .word("$\(number)"), start: span.lowerBound, end: span.upperBound))
            case .number(let text):
                tokens.append(Token(kind: .word(text), start: span.lowerBound, end: span.upperBound))
            case .string(let literal):
                tokens.append(
                    Token(kind: .string(value: literal.plainText), start: span.lowerBound, end: span.upperBound))
            case .period, .operator, .punctuation: span.forEach(punctuation)
            case .directive(let directive, let condition):
                punctuation(span.lowerBound)
                let nameEnd = span.lowerBound + 1 + directive.rawValue.utf8.count
                tokens.append(Token(kind: .word(directive.rawValue), start: span.lowerBound + 1, end: nameEnd))
                for (inner, innerSpan) in zip(condition, conditions ?? []) {
                    flatten(inner, innerSpan, conditions: nil)
                }
            case .poundKeyword(let name):
                punctuation(span.lowerBound)
                tokens.append(Token(kind: .word(name), start: span.lowerBound + 1, end: span.upperBound))
            case .unsupported:
                // A literal outside the reader's subset (multi-line with odd indentation, an
                // unknown escape, a regex, a character literal): one token with no value.
                let first = bytes[span.lowerBound]
                if first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") || first == UInt8(ascii: "'") {
                    tokens.append(Token(kind: .string(value: nil), start: span.lowerBound, end: span.upperBound))
                } else {
                    span.forEach(punctuation)
                }
            }
        }
        for (index, token) in lexed.enumerated() {
            flatten(token, spans[index], conditions: conditionSpans[index])
        }
        return tokens
    }
}
