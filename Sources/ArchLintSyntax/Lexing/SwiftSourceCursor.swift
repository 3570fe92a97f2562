// The pieces of Swift lexing that every byte-level scanner of archlint shares: character
// tables, line bookkeeping, and skipping comments, string literals (every form, interpolations
// included) and regex literals exactly as swiftc does. `ImportLexer` and `SymbolLexer` each drive
// a `SwiftSourceCursor` with their own main loop; the rules they share live here once.
//
// See ImportLexer.swift for the swiftc behaviours these routines reproduce.

/// Character tables for the byte-level lexers, as immortal pointers read on the hot path.
enum SwiftCharacterTables {
    nonisolated(unsafe) static let identifiers: UnsafePointer<Bool> = immortal(identifier)
    nonisolated(unsafe) static let operators: UnsafePointer<Bool> = immortal(operatorCharacter)

    static func immortal<T>(_ array: [T]) -> UnsafePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: array.count)
        pointer.initialize(from: array, count: array.count)
        return UnsafePointer(pointer)
    }

    /// Identifier continuation: ASCII letters, digits, `_`, `$`, and every non-ASCII byte.
    static let identifier: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in 0..<256 {
            let scalar = UInt8(byte)
            table[byte] =
                (scalar >= UInt8(ascii: "a") && scalar <= UInt8(ascii: "z"))
                || (scalar >= UInt8(ascii: "A") && scalar <= UInt8(ascii: "Z"))
                || (scalar >= UInt8(ascii: "0") && scalar <= UInt8(ascii: "9"))
                || scalar == UInt8(ascii: "_") || scalar == UInt8(ascii: "$") || scalar >= 0x80
        }
        return table
    }()

    /// Characters that may make up an operator (the `/` itself excluded).
    static let operatorCharacter: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for character in "=-+!*%<>&|^~?." { table[Int(character.asciiValue!)] = true }
        return table
    }()
}

package let lineFeed = UInt8(ascii: "\n")
package let carriageReturn = UInt8(ascii: "\r")
let space = UInt8(ascii: " ")
package let tab = UInt8(ascii: "\t")
package let slash = UInt8(ascii: "/")
package let star = UInt8(ascii: "*")
package let backslash = UInt8(ascii: "\\")
package let doubleQuote = UInt8(ascii: "\"")
package let singleQuote = UInt8(ascii: "'")
package let pound = UInt8(ascii: "#")
let openParen = UInt8(ascii: "(")
let closeParen = UInt8(ascii: ")")
package let dot = UInt8(ascii: ".")
package let backtick = UInt8(ascii: "`")
let at = UInt8(ascii: "@")

@inline(__always) package func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

/// Whitespace for the Swift lexer: blanks, line breaks, vertical tab, form feed, NUL.
@inline(__always) package func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
        || byte == 0x0B || byte == 0x0C || byte == 0
}

/// A position in a Swift source buffer with its line bookkeeping, and the routines that skip
/// what is not code. Lexers own one and move `position` themselves between calls.
package struct SwiftSourceCursor {
    package let bytes: UnsafePointer<UInt8>
    package let count: Int
    package var position = 0
    /// 1-based line of `position`.
    package var line = 1
    /// Offset of the first byte of the current line.
    package var lineStart = 0
    /// Offset of the first byte after a byte-order mark.
    package var contentStart = 0
    package let identifierTable = SwiftCharacterTables.identifiers
    package let operatorTable = SwiftCharacterTables.operators
    /// When non-nil, identifiers met in the code of string interpolations are appended here
    /// (the import lexer leaves it nil; the symbol lexer wants them as references).
    var interpolatedIdentifiers: [InterpolatedIdentifier]?

    /// An identifier inside `\(...)`, with its line bookkeeping at the time it was met.
    struct InterpolatedIdentifier {
        var start: Int
        var end: Int
        var line: Int
        var lineStart: Int
    }

    package init(_ buffer: UnsafeRawBufferPointer) {
        if let base = buffer.baseAddress, buffer.count > 0 {
            bytes = base.assumingMemoryBound(to: UInt8.self)
            count = buffer.count
        } else {
            // A one-byte dummy keeps the pointer non-optional; count 0 means it is never read.
            bytes = SwiftSourceCursor.emptyByte
            count = 0
        }
    }

    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    @inline(__always) package func byte(at offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0
    }

    // MARK: - Line bookkeeping

    /// Consumes the line break at `position` (LF, CRLF or lone CR) and starts a new line.
    @inline(__always) package mutating func consumeLineBreak() {
        if bytes[position] == carriageReturn, position + 1 < count, bytes[position + 1] == lineFeed {
            position += 2
        } else {
            position += 1
        }
        line += 1
        lineStart = position
    }

    @inline(__always) package func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    package mutating func skipToLineEnd() {
        while position < count, !isLineBreak(bytes[position]) { position += 1 }
    }

    // MARK: - Comments and regex literals

    /// Skips a (nested) block comment starting at `position`; unterminated runs to the end.
    package mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < count {
            let current = bytes[position]
            if current == star, byte(at: position + 1) == slash {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if current == slash, byte(at: position + 1) == star {
                position += 2
                depth += 1
            } else if isLineBreak(current) {
                consumeLineBreak()
            } else {
                position += 1
            }
        }
    }

    /// The end of a bare `/.../` regex literal starting at `start`, or nil when the `/` is an operator.
    func bareRegexEnd(at start: Int) -> Int? {
        // Bound to the token before it (`x/y`), the slash is an operator.
        if start > contentStart {
            let previous = bytes[start - 1]
            let unbound =
                isWhitespace(previous) || previous == openParen
                || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ";")
                || previous == UInt8(ascii: ":") || previous == slash
                || operatorTable[Int(previous)]
            if !unbound || previous == dot { return nil }
        }
        // `/ x`, `/= x`: an operator followed by a blank.
        var cursor = start + 1
        while cursor < count, operatorTable[Int(bytes[cursor])] { cursor += 1 }
        if cursor >= count || isWhitespace(bytes[cursor]) { return nil }
        cursor = start + 1
        var parenDepth = 0
        while cursor < count {
            let current = bytes[cursor]
            switch current {
            case lineFeed, carriageReturn:
                return nil
            case backslash:
                if cursor + 1 < count, isLineBreak(bytes[cursor + 1]) { return nil }
                cursor += 2
            case openParen:
                parenDepth += 1
                cursor += 1
            case closeParen:
                parenDepth -= 1
                if parenDepth < 0 { return nil }
                cursor += 1
            case slash:
                return isBlank(bytes[cursor - 1]) ? nil : cursor + 1
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// Skips an extended regex literal `#/.../#` (any number of `#`); `position` is at the `/`.
    package mutating func lexExtendedRegex(hashes: Int) {
        position += 1
        let multiline = position < count && isLineBreak(bytes[position])
        while position < count {
            let current = bytes[position]
            if current == slash, closingHashes(at: position + 1, hashes) {
                position += 1 + hashes
                return
            }
            if isLineBreak(current) {
                if !multiline { return }
                consumeLineBreak()
            } else if current == backslash, position + 1 < count, !isLineBreak(bytes[position + 1]) {
                position += 2
            } else {
                position += 1
            }
        }
    }

    @inline(__always) package func closingHashes(at offset: Int, _ hashes: Int) -> Bool {
        if hashes == 0 { return true }
        if offset + hashes > count { return false }
        for index in offset..<(offset + hashes) where bytes[index] != pound { return false }
        return true
    }

    // MARK: - String literals

    /// Whether a string whose opening quote is at `quote` is multi-line (`"""`).
    package func opensMultilineString(quote: Int, hashes: Int) -> Bool {
        guard byte(at: quote + 1) == doubleQuote, byte(at: quote + 2) == doubleQuote else { return false }
        if hashes == 0 { return true }
        // `#"""#` is a one-line raw string holding a quote: multi-line only when the line is empty after.
        var cursor = quote + 3
        while cursor < count, !isLineBreak(bytes[cursor]) {
            if !isWhitespace(bytes[cursor]) { return false }
            cursor += 1
        }
        return true
    }

    /// Lexes a string literal whose opening `"` is at `position` (after `hashes` pound signs).
    package mutating func lexString(hashes: Int) {
        if opensMultilineString(quote: position, hashes: hashes) {
            position += 3
            lexStringBody(hashes: hashes, multiline: true, quoteByte: doubleQuote)
        } else {
            position += 1
            lexStringBody(hashes: hashes, multiline: false, quoteByte: doubleQuote)
        }
    }

    /// `'...'` is not Swift, but the compiler lexes it as a (rejected) string; so do we.
    package mutating func lexQuotedRun() {
        position += 1
        lexStringBody(hashes: 0, multiline: false, quoteByte: singleQuote)
    }

    /// Consumes a string body up to and including its closing delimiter. A single-line string
    /// ends unterminated at a line break (left for the main loop).
    mutating func lexStringBody(hashes: Int, multiline: Bool, quoteByte: UInt8) {
        while position < count {
            let current = bytes[position]
            if current == quoteByte {
                if multiline {
                    if byte(at: position + 1) == quoteByte, byte(at: position + 2) == quoteByte,
                        closingHashes(at: position + 3, hashes)
                    {
                        position += 3 + hashes
                        return
                    }
                } else if closingHashes(at: position + 1, hashes) {
                    position += 1 + hashes
                    return
                }
                position += 1
            } else if current == backslash {
                guard closingHashes(at: position + 1, hashes) else {
                    position += 1
                    continue
                }
                let escaped = position + 1 + hashes
                if escaped < count, bytes[escaped] == openParen {
                    position = escaped + 1
                    if !skipInterpolation(allowsLineBreaks: multiline) { return }
                } else if escaped < count, isLineBreak(bytes[escaped]) {
                    position = escaped
                } else {
                    position = min(escaped + 1, count)
                }
            } else if isLineBreak(current) {
                if !multiline { return }
                consumeLineBreak()
            } else {
                position += 1
            }
        }
    }

    /// One open delimiter inside an interpolation: a parenthesis or a nested string literal.
    struct OpenDelimiter {
        var isString: Bool
        var quote: UInt8
        var hashes: Int
        var multiline: Bool
        /// Whether a line break may appear directly inside this delimiter.
        var lineBreaksAllowed: Bool
    }

    /// Skips an interpolation body; `position` is just after `\(`. Returns true when the closing
    /// `)` was found (position after it), false when a line break in a single-line context or the
    /// end of input cut it short (position at that break).
    package mutating func skipInterpolation(allowsLineBreaks outerMultiline: Bool) -> Bool {
        var stack: [OpenDelimiter] = []
        func lineBreaksAllowed(_ stack: [OpenDelimiter]) -> Bool {
            stack.last?.lineBreaksAllowed ?? outerMultiline
        }
        while position < count {
            let current = bytes[position]
            let inString = stack.last?.isString ?? false
            if isLineBreak(current) {
                if !lineBreaksAllowed(stack) { return false }
                consumeLineBreak()
                continue
            }
            if inString {
                let top = stack[stack.count - 1]
                if current == top.quote {
                    if top.multiline {
                        if byte(at: position + 1) == top.quote, byte(at: position + 2) == top.quote,
                            closingHashes(at: position + 3, top.hashes)
                        {
                            position += 3 + top.hashes
                            stack.removeLast()
                            continue
                        }
                    } else if closingHashes(at: position + 1, top.hashes) {
                        position += 1 + top.hashes
                        stack.removeLast()
                        continue
                    }
                    position += 1
                } else if current == backslash, closingHashes(at: position + 1, top.hashes) {
                    let escaped = position + 1 + top.hashes
                    if escaped < count, bytes[escaped] == openParen {
                        stack.append(
                            OpenDelimiter(
                                isString: false, quote: 0, hashes: 0, multiline: false,
                                lineBreaksAllowed: top.multiline))
                        position = escaped + 1
                    } else if escaped < count, isLineBreak(bytes[escaped]) {
                        position = escaped
                    } else {
                        position = min(escaped + 1, count)
                    }
                } else {
                    position += 1
                }
                continue
            }
            switch current {
            case openParen:
                stack.append(
                    OpenDelimiter(
                        isString: false, quote: 0, hashes: 0, multiline: false,
                        lineBreaksAllowed: lineBreaksAllowed(stack)))
                position += 1
            case closeParen:
                position += 1
                if stack.isEmpty { return true }
                stack.removeLast()
            case doubleQuote, singleQuote, pound:
                var hashes = 0
                var quote = position
                if current == pound {
                    while quote < count, bytes[quote] == pound { quote += 1 }
                    guard quote < count, bytes[quote] == doubleQuote else {
                        position += 1
                        continue
                    }
                    hashes = quote - position
                }
                let multiline = bytes[quote] == doubleQuote && opensMultilineString(quote: quote, hashes: hashes)
                stack.append(
                    OpenDelimiter(
                        isString: true, quote: bytes[quote], hashes: hashes, multiline: multiline,
                        lineBreaksAllowed: multiline))
                position = quote + (multiline ? 3 : 1)
            case slash:
                let next = byte(at: position + 1)
                if next == slash {
                    skipToLineEnd()
                } else if next == star {
                    if !skipBlockCommentInInterpolation(lineBreaksAllowed(stack)) { return false }
                } else {
                    position += 1
                }
            default:
                if interpolatedIdentifiers != nil, identifierTable[Int(current)] {
                    // A whole word at once, so `1e5` is a number and not the name `e5`.
                    let start = position
                    while position < count, identifierTable[Int(bytes[position])] { position += 1 }
                    if !(current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9")) {
                        interpolatedIdentifiers!.append(
                            InterpolatedIdentifier(start: start, end: position, line: line, lineStart: lineStart))
                    }
                } else {
                    position += 1
                }
            }
        }
        return false
    }

    mutating func skipBlockCommentInInterpolation(_ lineBreaksAllowed: Bool) -> Bool {
        position += 2
        var depth = 1
        while position < count {
            let current = bytes[position]
            if current == star, byte(at: position + 1) == slash {
                position += 2
                depth -= 1
                if depth == 0 { return true }
            } else if current == slash, byte(at: position + 1) == star {
                position += 2
                depth += 1
            } else if isLineBreak(current) {
                if !lineBreaksAllowed { return false }
                consumeLineBreak()
            } else {
                position += 1
            }
        }
        return false
    }

    func matches(_ word: StaticString, at offset: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        if offset + length > count { return false }
        let pointer = word.utf8Start
        for index in 0..<length where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Reads a `#if`/`#elseif` condition up to the end of its line: comments dropped, blanks

    /// Skips to just past the `)` closing an argument list whose `(` was consumed.
    mutating func skipBalancedArguments() {
        var depth = 1
        while position < count {
            let current = bytes[position]
            switch current {
            case openParen:
                depth += 1
                position += 1
            case closeParen:
                depth -= 1
                position += 1
                if depth == 0 { return }
            case doubleQuote:
                lexString(hashes: 0)
            case pound:
                var cursor = position
                while cursor < count, bytes[cursor] == pound { cursor += 1 }
                if cursor < count, bytes[cursor] == doubleQuote {
                    let hashes = cursor - position
                    position = cursor
                    lexString(hashes: hashes)
                } else {
                    position = cursor
                }
            case slash where byte(at: position + 1) == slash:
                skipToLineEnd()
            case slash where byte(at: position + 1) == star:
                skipBlockComment()
            case lineFeed, carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
    }

    // MARK: - Identifiers

    mutating func lexBacktickedIdentifier() {
        position += 1
        while position < count {
            let current = bytes[position]
            if current == backtick { position += 1; return }
            if isLineBreak(current) { return }
            position += 1
        }
    }

    /// Reads an identifier (plain or backticked) at `position`; returns its name without backticks.
    package mutating func readIdentifier() -> (start: Int, end: Int, backticked: Bool)? {
        guard position < count else { return nil }
        let first = bytes[position]
        if first == backtick {
            var cursor = position + 1
            while cursor < count, bytes[cursor] != backtick, !isLineBreak(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == backtick, cursor > position + 1 else { return nil }
            let result = (start: position + 1, end: cursor, backticked: true)
            position = cursor + 1
            return result
        }
        guard identifierTable[Int(first)], !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
            return nil
        }
        let start = position
        while position < count, identifierTable[Int(bytes[position])] { position += 1 }
        return (start: start, end: position, backticked: false)
    }

}
