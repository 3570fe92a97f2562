// The byte-level lexer behind `ImportScanner`.
//
// It lexes exactly as much of Swift as it takes to know, for every byte, whether it is code,
// comment, string or regex literal, and how deep in braces and `#if` clauses it sits. Everything
// else (operators, numbers, most identifiers) is skipped by a table-driven fast path.
//
// Where the rules are subtle, they follow what swiftc 6.x does (checked with `-dump-parse`):
// - string interpolations are skipped the way the compiler's lexer skips them: nested parentheses
//   and string literals (`"`, `'`, raw, multi-line) and comments, nothing else; a newline ends an
//   interpolation inside a single-line string, and with it the string;
// - `"""` always opens a multi-line string; `#"""` only when nothing but blanks follows on its line
//   (`#"""#` is a one-line raw string holding a quote);
// - a bare `/` starts a regex literal (Swift 6 mode) when it is not bound to the token before it,
//   is not followed by blanks (after any operator characters), the literal closes on the same line
//   on a `/` not preceded by a blank, and it holds no unbalanced `)`;
// - `.` continues an import path when bound on both sides or on neither (`A.B`, `os . log`), or
//   when only blanks separate it from the next name (`A. B`); a prefix period (`A .B`) or a
//   period before a line break or comment (`A.⏎B`) ends it;
// - a `#if` condition ends at the end of its line.
// One deliberate difference: a lone CR counts as a line break (the Swift grammar's definition and
// every editor's), while swiftc's diagnostics count only LF and restart columns after a CR.

/// Byte classes for the fast path. Zero means "nothing to do, keep going".
private enum ByteClass {
    static let boring: UInt8 = 0
    static let lineFeed: UInt8 = 1
    static let carriageReturn: UInt8 = 2
    static let slash: UInt8 = 3
    static let quote: UInt8 = 4
    static let pound: UInt8 = 5
    static let openBrace: UInt8 = 6
    static let closeBrace: UInt8 = 7
    static let at: UInt8 = 8
    static let letterI: UInt8 = 9
    static let apostrophe: UInt8 = 10
    static let backtick: UInt8 = 11

    /// Immortal copies of the tables, read through raw pointers on the hot path.
    nonisolated(unsafe) static let classes: UnsafePointer<UInt8> = immortal(table)
    nonisolated(unsafe) static let identifiers: UnsafePointer<Bool> = immortal(identifier)
    nonisolated(unsafe) static let operators: UnsafePointer<Bool> = immortal(operatorCharacter)

    private static func immortal<T>(_ array: [T]) -> UnsafePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: array.count)
        pointer.initialize(from: array, count: array.count)
        return UnsafePointer(pointer)
    }

    static let table: [UInt8] = {
        var table = [UInt8](repeating: boring, count: 256)
        table[Int(UInt8(ascii: "\n"))] = lineFeed
        table[Int(UInt8(ascii: "\r"))] = carriageReturn
        table[Int(UInt8(ascii: "/"))] = slash
        table[Int(UInt8(ascii: "\""))] = quote
        table[Int(UInt8(ascii: "#"))] = pound
        table[Int(UInt8(ascii: "{"))] = openBrace
        table[Int(UInt8(ascii: "}"))] = closeBrace
        table[Int(UInt8(ascii: "@"))] = at
        table[Int(UInt8(ascii: "i"))] = letterI
        table[Int(UInt8(ascii: "'"))] = apostrophe
        table[Int(UInt8(ascii: "`"))] = backtick
        return table
    }()

    /// Identifier continuation: ASCII letters, digits, `_`, `$`, and every non-ASCII byte.
    static let identifier: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in 0..<256 {
            let scalar = UInt8(byte)
            table[byte] = (scalar >= UInt8(ascii: "a") && scalar <= UInt8(ascii: "z"))
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

private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let backslash = UInt8(ascii: "\\")
private let doubleQuote = UInt8(ascii: "\"")
private let singleQuote = UInt8(ascii: "'")
private let pound = UInt8(ascii: "#")
private let openParen = UInt8(ascii: "(")
private let closeParen = UInt8(ascii: ")")
private let dot = UInt8(ascii: ".")
private let backtick = UInt8(ascii: "`")
private let at = UInt8(ascii: "@")

@inline(__always) private func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

/// Whitespace for the Swift lexer: blanks, line breaks, vertical tab, form feed, NUL.
@inline(__always) private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
        || byte == 0x0B || byte == 0x0C || byte == 0
}

/// A span recorded on the way forward so an `import` can look back over it: a comment, or an
/// attribute with its arguments.
private struct RecordedSpan {
    var start: Int
    var end: Int
}

/// Scans one buffer. Single use: create, call `run()`, read `imports`.
struct ImportLexer {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var position = 0
    /// 1-based line of `position`.
    private var line = 1
    /// Offset of the first byte of the current line.
    private var lineStart = 0
    private var braceDepth = 0
    /// Offset of the first byte after a byte-order mark.
    private var contentStart = 0
    private var conditions: [ConditionClause] = []
    /// Comments and attributes since the last import; only the most recent matter.
    private var comments: [RecordedSpan] = []
    private var attributes: [RecordedSpan] = []
    /// Beyond this many recorded spans the oldest half is dropped: no real import is preceded by
    /// hundreds of consecutive comments or attributes, and memory stays flat on odd inputs.
    private static let recordedSpanLimit = 1024
    private(set) var imports: [ImportDeclaration] = []
    /// `// archlint:...` line comments, in file order.
    private(set) var directives: [CommentDirective] = []
    private let classes = ByteClass.classes
    private let identifierTable = ByteClass.identifiers
    private let operatorTable = ByteClass.operators

    init(_ buffer: UnsafeRawBufferPointer) {
        if let base = buffer.baseAddress, buffer.count > 0 {
            bytes = base.assumingMemoryBound(to: UInt8.self)
            count = buffer.count
        } else {
            // A one-byte dummy keeps the pointer non-optional; count 0 means it is never read.
            bytes = ImportLexer.emptyByte
            count = 0
        }
    }

    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    @inline(__always) private func byte(at offset: Int) -> UInt8 {
        offset < count ? bytes[offset] : 0
    }

    // MARK: - Line bookkeeping

    /// Consumes the line break at `position` (LF, CRLF or lone CR) and starts a new line.
    @inline(__always) private mutating func consumeLineBreak() {
        if bytes[position] == carriageReturn, position + 1 < count, bytes[position + 1] == lineFeed {
            position += 2
        } else {
            position += 1
        }
        line += 1
        lineStart = position
    }

    @inline(__always) private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    // MARK: - Main loop

    mutating func run() {
        do {
            // A byte-order mark is not code; a `#!` line may follow it.
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                position = 3
                contentStart = 3
            }
            if byte(at: position) == pound, byte(at: position + 1) == UInt8(ascii: "!") {
                skipToLineEnd()
            }
            let bytes = self.bytes
            let classes = self.classes
            let count = self.count
            while position < count {
                // Fast path: run over bytes that cannot start anything of interest, in a local.
                var cursor = position
                var kind = classes[Int(bytes[cursor])]
                while kind == ByteClass.boring {
                    cursor += 1
                    if cursor == count { break }
                    kind = classes[Int(bytes[cursor])]
                }
                position = cursor
                if cursor == count { break }
                switch kind {
                case ByteClass.lineFeed, ByteClass.carriageReturn:
                    consumeLineBreak()
                case ByteClass.slash:
                    lexSlash()
                case ByteClass.quote:
                    lexString(hashes: 0)
                case ByteClass.apostrophe:
                    lexQuotedRun()
                case ByteClass.pound:
                    lexPound()
                case ByteClass.openBrace:
                    braceDepth += 1
                    position += 1
                case ByteClass.closeBrace:
                    if braceDepth > 0 { braceDepth -= 1 }
                    position += 1
                case ByteClass.at:
                    lexAttribute()
                case ByteClass.letterI:
                    lexLetterI()
                case ByteClass.backtick:
                    lexBacktickedIdentifier()
                default:
                    position += 1
                }
            }
        }
    }

    private mutating func skipToLineEnd() {
        while position < count, !isLineBreak(bytes[position]) { position += 1 }
    }

    // MARK: - Comments and regex literals

    private mutating func lexSlash() {
        let next = byte(at: position + 1)
        if next == slash {
            let start = position
            skipToLineEnd()
            record(comment: start)
        } else if next == star {
            let start = position
            skipBlockComment()
            record(comment: start)
        } else if let end = bareRegexEnd(at: position) {
            position = end
        } else {
            position += 1
        }
    }

    /// Skips a (nested) block comment starting at `position`; unterminated runs to the end.
    private mutating func skipBlockComment() {
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
    private func bareRegexEnd(at start: Int) -> Int? {
        // Bound to the token before it (`x/y`), the slash is an operator.
        if start > contentStart {
            let previous = bytes[start - 1]
            let unbound = isWhitespace(previous) || previous == openParen
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
    private mutating func lexExtendedRegex(hashes: Int) {
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

    @inline(__always) private func closingHashes(at offset: Int, _ hashes: Int) -> Bool {
        if hashes == 0 { return true }
        if offset + hashes > count { return false }
        for index in offset..<(offset + hashes) where bytes[index] != pound { return false }
        return true
    }

    // MARK: - String literals

    /// Whether a string whose opening quote is at `quote` is multi-line (`"""`).
    private func opensMultilineString(quote: Int, hashes: Int) -> Bool {
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
    private mutating func lexString(hashes: Int) {
        if opensMultilineString(quote: position, hashes: hashes) {
            position += 3
            lexStringBody(hashes: hashes, multiline: true, quoteByte: doubleQuote)
        } else {
            position += 1
            lexStringBody(hashes: hashes, multiline: false, quoteByte: doubleQuote)
        }
    }

    /// `'...'` is not Swift, but the compiler lexes it as a (rejected) string; so do we.
    private mutating func lexQuotedRun() {
        position += 1
        lexStringBody(hashes: 0, multiline: false, quoteByte: singleQuote)
    }

    /// Consumes a string body up to and including its closing delimiter. A single-line string
    /// ends unterminated at a line break (left for the main loop).
    private mutating func lexStringBody(hashes: Int, multiline: Bool, quoteByte: UInt8) {
        while position < count {
            let current = bytes[position]
            if current == quoteByte {
                if multiline {
                    if byte(at: position + 1) == quoteByte, byte(at: position + 2) == quoteByte,
                       closingHashes(at: position + 3, hashes) {
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
    private struct OpenDelimiter {
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
    private mutating func skipInterpolation(allowsLineBreaks outerMultiline: Bool) -> Bool {
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
                           closingHashes(at: position + 3, top.hashes) {
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
                        stack.append(OpenDelimiter(isString: false, quote: 0, hashes: 0, multiline: false,
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
                stack.append(OpenDelimiter(isString: false, quote: 0, hashes: 0, multiline: false,
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
                stack.append(OpenDelimiter(isString: true, quote: bytes[quote], hashes: hashes, multiline: multiline,
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
                position += 1
            }
        }
        return false
    }

    private mutating func skipBlockCommentInInterpolation(_ lineBreaksAllowed: Bool) -> Bool {
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

    // MARK: - Pound: raw strings, extended regexes, `#if`, `#!`

    private mutating func lexPound() {
        let start = position
        var cursor = position
        while cursor < count, bytes[cursor] == pound { cursor += 1 }
        let hashes = cursor - start
        let next = byte(at: cursor)
        if cursor < count, next == doubleQuote {
            position = cursor
            lexString(hashes: hashes)
            return
        }
        if cursor < count, next == slash {
            position = cursor
            lexExtendedRegex(hashes: hashes)
            return
        }
        guard hashes == 1 else {
            position = cursor
            return
        }
        var end = cursor
        while end < count, identifierTable[Int(bytes[end])] { end += 1 }
        position = end
        switch end - cursor {
        case 2 where matches("if", at: cursor):
            conditions.append(ConditionClause(clause: .if, condition: readCondition()))
        case 6 where matches("elseif", at: cursor):
            let condition = readCondition()
            if let last = conditions.last {
                conditions[conditions.count - 1] = ConditionClause(clause: .elseif, condition: condition,
                                                                   preceding: last.preceding + [last.condition].compactMap { $0 })
            }
        case 4 where matches("else", at: cursor):
            if let last = conditions.last {
                conditions[conditions.count - 1] = ConditionClause(clause: .else, condition: nil,
                                                                   preceding: last.preceding + [last.condition].compactMap { $0 })
            }
        case 5 where matches("endif", at: cursor):
            if !conditions.isEmpty { conditions.removeLast() }
        default:
            break
        }
    }

    private func matches(_ word: StaticString, at offset: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        if offset + length > count { return false }
        let pointer = word.utf8Start
        for index in 0..<length where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Reads a `#if`/`#elseif` condition up to the end of its line: comments dropped, blanks
    /// collapsed, string literals kept verbatim.
    private mutating func readCondition() -> String {
        var text: [UInt8] = []
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if pendingSpace, !text.isEmpty { text.append(space) }
            pendingSpace = false
            text.append(byte)
        }
        while position < count {
            let current = bytes[position]
            if isLineBreak(current) { break }
            if isWhitespace(current) {
                pendingSpace = true
                position += 1
            } else if current == slash, byte(at: position + 1) == slash {
                let start = position
                skipToLineEnd()
                record(comment: start)
            } else if current == slash, byte(at: position + 1) == star {
                let start = position
                skipBlockComment()
                record(comment: start)
                pendingSpace = true
            } else if current == doubleQuote {
                let start = position
                lexString(hashes: 0)
                for offset in start..<position { append(bytes[offset]) }
            } else {
                append(current)
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: - Identifiers, attributes, imports

    private mutating func lexBacktickedIdentifier() {
        position += 1
        while position < count {
            let current = bytes[position]
            if current == backtick { position += 1; return }
            if isLineBreak(current) { return }
            position += 1
        }
    }

    /// Reads an identifier (plain or backticked) at `position`; returns its name without backticks.
    private mutating func readIdentifier() -> (start: Int, end: Int, backticked: Bool)? {
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

    /// Skips whitespace, line breaks and comments (recording them) forward.
    private mutating func skipTrivia() {
        while position < count {
            let current = bytes[position]
            if isLineBreak(current) {
                consumeLineBreak()
            } else if isWhitespace(current) {
                position += 1
            } else if current == slash, byte(at: position + 1) == slash {
                let start = position
                skipToLineEnd()
                record(comment: start)
            } else if current == slash, byte(at: position + 1) == star {
                let start = position
                skipBlockComment()
                record(comment: start)
            } else {
                return
            }
        }
    }

    /// Records the comment from `start` to `position`.
    private mutating func record(comment start: Int) {
        if byte(at: start + 1) == slash { recordDirective(start) }
        if comments.count >= ImportLexer.recordedSpanLimit { comments.removeFirst(ImportLexer.recordedSpanLimit / 2) }
        comments.append(RecordedSpan(start: start, end: position))
    }

    /// Keeps a line comment that starts with `archlint:` (after `//` and blanks).
    private mutating func recordDirective(_ start: Int) {
        var cursor = start + 2
        while cursor < position, isBlank(bytes[cursor]) { cursor += 1 }
        guard matches("archlint:", at: cursor) else { return }
        var ownLine = true
        var before = lineStart
        while before < start {
            if !isBlank(bytes[before]) { ownLine = false; break }
            before += 1
        }
        let text = String(decoding: UnsafeBufferPointer(start: bytes + cursor + 9, count: position - cursor - 9), as: UTF8.self)
        directives.append(CommentDirective(line: line, column: start - lineStart + 1,
                                           text: text.trimmingCharacters(in: .whitespaces), ownLine: ownLine))
    }

    /// `@name`, `@Module.Name`, with an optional parenthesised argument list.
    private mutating func lexAttribute() {
        let start = position
        position += 1
        guard readIdentifier() != nil else { return }
        while byte(at: position) == dot {
            let save = position
            position += 1
            if readIdentifier() == nil { position = save; break }
        }
        var cursor = position
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor < count, bytes[cursor] == openParen {
            position = cursor + 1
            skipBalancedArguments()
        }
        if attributes.count >= ImportLexer.recordedSpanLimit { attributes.removeFirst(ImportLexer.recordedSpanLimit / 2) }
        attributes.append(RecordedSpan(start: start, end: position))
    }

    /// Skips to just past the `)` closing an argument list whose `(` was consumed.
    private mutating func skipBalancedArguments() {
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
            case slash where byte(at: position + 1) == slash || byte(at: position + 1) == star:
                lexSlash()
            case lineFeed, carriageReturn:
                consumeLineBreak()
            default:
                position += 1
            }
        }
    }

    /// At an `i`: either the `import` keyword starting a declaration or part of something else.
    private mutating func lexLetterI() {
        let start = position
        if start > contentStart {
            let previous = bytes[start - 1]
            if identifierTable[Int(previous)] || previous == backtick || previous == pound || previous == at {
                skipIdentifierTail()
                return
            }
        }
        guard start + 6 <= count, matches("import", at: start),
              !identifierTable[Int(byte(at: start + 6))] || start + 6 == count
        else {
            skipIdentifierTail()
            return
        }
        position = start + 6
        lexImport(keyword: start)
    }

    private mutating func skipIdentifierTail() {
        position += 1
        while position < count, identifierTable[Int(bytes[position])] { position += 1 }
    }

    private static let accessLevels: [String] = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }

    /// Handles the `import` keyword at `keyword`; `position` is just past it.
    private mutating func lexImport(keyword: Int) {
        // Look back: attributes, an access modifier and comments may precede the keyword; a `.`,
        // `(` or `,` means this is a member name or an argument label, not a declaration.
        var cursor = keyword
        var attributeSpans: [RecordedSpan] = []
        var access: String?
        var declarationStart = keyword
        var commentIndex = comments.count - 1
        var attributeIndex = attributes.count - 1
        var firstLook = true
        backward: while cursor > contentStart {
            while cursor > contentStart, isWhitespace(bytes[cursor - 1]) { cursor -= 1 }
            if cursor == contentStart { break }
            while commentIndex >= 0, comments[commentIndex].end > cursor { commentIndex -= 1 }
            if commentIndex >= 0, comments[commentIndex].end == cursor {
                cursor = comments[commentIndex].start
                commentIndex -= 1
                continue
            }
            while attributeIndex >= 0, attributes[attributeIndex].end > cursor { attributeIndex -= 1 }
            if attributeIndex >= 0, attributes[attributeIndex].end == cursor {
                let span = attributes[attributeIndex]
                attributeSpans.append(span)
                declarationStart = span.start
                cursor = span.start
                attributeIndex -= 1
                firstLook = false
                continue
            }
            let previous = bytes[cursor - 1]
            if firstLook, previous == dot || previous == openParen || previous == UInt8(ascii: ",") {
                return
            }
            firstLook = false
            guard identifierTable[Int(previous)], access == nil else { break }
            var wordStart = cursor - 1
            while wordStart > contentStart, identifierTable[Int(bytes[wordStart - 1])] { wordStart -= 1 }
            if wordStart > contentStart {
                let before = bytes[wordStart - 1]
                if before == dot || before == at || before == pound || before == backtick { break }
            }
            let word = text(wordStart, cursor)
            guard ImportLexer.accessLevels.contains(word) else { break }
            access = word
            declarationStart = wordStart
            cursor = wordStart
        }

        let keywordLine = line
        let keywordColumn = keyword - lineStart + 1
        comments.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)

        // Look forward: an optional kind, then a dotted path.
        skipTrivia()
        guard var component = readIdentifier() else { return }
        var kind: String?
        if !component.backticked {
            let word = text(component.start, component.end)
            if ImportLexer.importKinds.contains(word) {
                kind = word
                skipTrivia()
                guard let next = readIdentifier() else { return }
                component = next
            }
        }
        var path = [text(component.start, component.end)]
        while true {
            let afterComponent = position
            skipTrivia()
            guard position < count, bytes[position] == dot else { break }
            let leftBound = position == afterComponent
            let next = byte(at: position + 1)
            let rightBound = position + 1 < count && !isWhitespace(next)
                && !(next == slash && (byte(at: position + 2) == slash || byte(at: position + 2) == star))
            if !leftBound && rightBound { break }  // a prefix period starts something else
            if leftBound && !rightBound {
                // `A. B` continues (the compiler only warns about the blank); `A.` before a line
                // break or a comment is a dangling period and ends the path.
                var after = position + 1
                while after < count, isBlank(bytes[after]) { after += 1 }
                guard after > position + 1, after < count,
                      identifierTable[Int(bytes[after])] || bytes[after] == backtick else { break }
            }
            position += 1
            skipTrivia()
            guard let next = readIdentifier() else { break }
            path.append(text(next.start, next.end))
        }

        var declarationLine = keywordLine
        var declarationColumn = keywordColumn
        if declarationStart < keyword {
            (declarationLine, declarationColumn) = lineAndColumn(
                of: declarationStart, before: keyword, keywordLine: keywordLine, keywordColumn: keywordColumn)
        }
        imports.append(ImportDeclaration(
            path: path,
            kind: kind,
            attributes: attributeSpans.reversed().map(attributeText),
            access: access,
            line: keywordLine,
            column: keywordColumn,
            conditions: conditions,
            scope: braceDepth > 0 ? .nested : .file,
            declarationLine: declarationLine,
            declarationColumn: declarationColumn
        ))
    }

    /// Line and column of `offset`, an earlier point than the keyword whose position is known.
    private func lineAndColumn(of offset: Int, before keyword: Int, keywordLine: Int, keywordColumn: Int) -> (Int, Int) {
        var breaks = 0
        var index = offset
        while index < keyword {
            let current = bytes[index]
            if current == lineFeed || (current == carriageReturn && byte(at: index + 1) != lineFeed) {
                breaks += 1
            }
            index += 1
        }
        if breaks == 0 { return (keywordLine, keywordColumn - (keyword - offset)) }
        var start = offset
        while start > contentStart, !isLineBreak(bytes[start - 1]) { start -= 1 }
        return (keywordLine - breaks, offset - start + 1)
    }

    /// An attribute as written, without `@`: comments dropped, blanks and line breaks collapsed
    /// to one space and dropped next to parentheses and before commas; string literals verbatim.
    private func attributeText(_ span: RecordedSpan) -> String {
        var text: [UInt8] = []
        var pendingSpace = false
        var index = span.start + 1
        let end = span.end
        while index < end {
            let current = bytes[index]
            if current == slash, index + 1 < end, bytes[index + 1] == slash {
                while index < end, !isLineBreak(bytes[index]) { index += 1 }
                pendingSpace = true
                continue
            }
            if current == slash, index + 1 < end, bytes[index + 1] == star {
                var depth = 0
                while index < end {
                    if bytes[index] == slash, index + 1 < end, bytes[index + 1] == star {
                        depth += 1
                        index += 2
                    } else if bytes[index] == star, index + 1 < end, bytes[index + 1] == slash {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                pendingSpace = true
                continue
            }
            if isWhitespace(current) {
                pendingSpace = true
                index += 1
                continue
            }
            if pendingSpace, let last = text.last, last != openParen,
               current != openParen, current != closeParen, current != UInt8(ascii: ",") {
                text.append(space)
            }
            pendingSpace = false
            if current == doubleQuote {
                // Copy a simple string literal verbatim, escapes included.
                text.append(current)
                index += 1
                while index < end, bytes[index] != doubleQuote, !isLineBreak(bytes[index]) {
                    if bytes[index] == backslash, index + 1 < end {
                        text.append(bytes[index])
                        index += 1
                    }
                    text.append(bytes[index])
                    index += 1
                }
                if index < end, bytes[index] == doubleQuote {
                    text.append(doubleQuote)
                    index += 1
                }
                continue
            }
            text.append(current)
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
