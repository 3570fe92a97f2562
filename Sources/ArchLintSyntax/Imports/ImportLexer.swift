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
    nonisolated(unsafe) static let classes: UnsafePointer<UInt8> = SwiftCharacterTables.immortal(table)

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
}

/// A span recorded on the way forward so an `import` can look back over it: a comment, or an
/// attribute with its arguments.
private struct RecordedSpan {
    var start: Int
    var end: Int
}

/// Scans one buffer. Single use: create, call `run()`, read `imports`.
package struct ImportLexer {
    /// Position, line bookkeeping and the shared comment / literal skipping.
    private var source: SwiftSourceCursor
    private var braceDepth = 0
    private var conditions: ConditionChain = []
    /// `#if` levels opened beyond `maximumConditionDepth`: counted so their `#endif`s match,
    /// not recorded.
    private var unrecordedDepth = 0
    /// The line of the first `#if` nested deeper than `maximumConditionDepth`, if any.
    package private(set) var tooDeepLine: Int?
    /// How deep `#if` blocks nest at most: the compiler stops at 256 levels of structure
    /// ("structure nesting level exceeded maximum of 256"), so a deeper file does not build.
    package static let maximumConditionDepth = 256
    /// Comments and attributes since the last import; only the most recent matter.
    private var comments: [RecordedSpan] = []
    private var attributes: [RecordedSpan] = []
    /// Beyond this many recorded spans the oldest half is dropped: no real import is preceded by
    /// hundreds of consecutive comments or attributes, and memory stays flat on odd inputs.
    private static let recordedSpanLimit = 1024
    package private(set) var imports: [ImportDeclaration] = []
    /// `// archlint:...` line comments, in file order.
    package private(set) var directives: [CommentDirective] = []
    private let classes = ByteClass.classes
    private let identifierTable = SwiftCharacterTables.identifiers

    package init(_ buffer: UnsafeRawBufferPointer) {
        source = SwiftSourceCursor(buffer)
    }

    // The cursor's state under the names the lexer has always used.
    private var bytes: UnsafePointer<UInt8> { source.bytes }
    private var count: Int { source.count }
    private var position: Int {
        get { source.position }
        set { source.position = newValue }
    }
    private var line: Int { source.line }
    private var lineStart: Int { source.lineStart }
    private var contentStart: Int {
        get { source.contentStart }
        set { source.contentStart = newValue }
    }
    @inline(__always) private func byte(at offset: Int) -> UInt8 { source.byte(at: offset) }

    // MARK: - Main loop

    package mutating func run() {
        do {
            // A byte-order mark is not code; a `#!` line may follow it.
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                position = 3
                contentStart = 3
            }
            if byte(at: position) == pound, byte(at: position + 1) == UInt8(ascii: "!") {
                source.skipToLineEnd()
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
                    source.consumeLineBreak()
                case ByteClass.slash:
                    lexSlash()
                case ByteClass.quote:
                    source.lexString(hashes: 0)
                case ByteClass.apostrophe:
                    source.lexQuotedRun()
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
                    source.lexBacktickedIdentifier()
                default:
                    position += 1
                }
            }
        }
    }

    // MARK: - Comments and regex literals

    private mutating func lexSlash() {
        let next = byte(at: position + 1)
        if next == slash {
            let start = position
            source.skipToLineEnd()
            record(comment: start)
        } else if next == star {
            let start = position
            source.skipBlockComment()
            record(comment: start)
        } else if let end = source.bareRegexEnd(at: position) {
            position = end
        } else {
            position += 1
        }
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
            source.lexString(hashes: hashes)
            return
        }
        if cursor < count, next == slash {
            position = cursor
            source.lexExtendedRegex(hashes: hashes)
            return
        }
        guard hashes == 1 else {
            position = cursor
            return
        }
        var end = cursor
        while end < count, identifierTable[Int(bytes[end])] { end += 1 }
        position = end
        // Clauses share what they have in common (`ConditionChain`, `ConditionList`): a long
        // `#elseif` chain or deep nesting costs one entry per clause, not a copy per clause.
        switch end - cursor {
        case 2 where source.matches("if", at: cursor):
            let line = self.line
            let condition = readCondition()
            if unrecordedDepth > 0 || conditions.count >= ImportLexer.maximumConditionDepth {
                if tooDeepLine == nil { tooDeepLine = line }
                unrecordedDepth += 1
            } else {
                conditions = conditions.pushing(ConditionClause(clause: .if, condition: condition))
            }
        case 6 where source.matches("elseif", at: cursor):
            let condition = readCondition()
            if unrecordedDepth == 0, let last = conditions.last {
                conditions = conditions.replacingTop(with: last.next(.elseif, condition: condition))
            }
        case 4 where source.matches("else", at: cursor):
            if unrecordedDepth == 0, let last = conditions.last {
                conditions = conditions.replacingTop(with: last.next(.else, condition: nil))
            }
        case 5 where source.matches("endif", at: cursor):
            if unrecordedDepth > 0 {
                unrecordedDepth -= 1
            } else if !conditions.isEmpty {
                conditions = conditions.popped
            }
        default:
            break
        }
    }

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
            if source.isLineBreak(current) { break }
            if isWhitespace(current) {
                pendingSpace = true
                position += 1
            } else if current == slash, byte(at: position + 1) == slash {
                let start = position
                source.skipToLineEnd()
                record(comment: start)
            } else if current == slash, byte(at: position + 1) == star {
                let start = position
                source.skipBlockComment()
                record(comment: start)
                pendingSpace = true
            } else if current == doubleQuote {
                let start = position
                source.lexString(hashes: 0)
                for offset in start..<position { append(bytes[offset]) }
            } else {
                append(current)
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: - Identifiers, attributes, imports

    /// Skips whitespace, line breaks and comments (recording them) forward.
    private mutating func skipTrivia() {
        while position < count {
            let current = bytes[position]
            if source.isLineBreak(current) {
                source.consumeLineBreak()
            } else if isWhitespace(current) {
                position += 1
            } else if current == slash, byte(at: position + 1) == slash {
                let start = position
                source.skipToLineEnd()
                record(comment: start)
            } else if current == slash, byte(at: position + 1) == star {
                let start = position
                source.skipBlockComment()
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
        guard source.matches("archlint:", at: cursor) else { return }
        var ownLine = true
        var before = lineStart
        while before < start {
            if !isBlank(bytes[before]) { ownLine = false; break }
            before += 1
        }
        let text = String(
            decoding: UnsafeBufferPointer(start: bytes + cursor + 9, count: position - cursor - 9), as: UTF8.self)
        directives.append(
            CommentDirective(
                line: line, column: start - lineStart + 1,
                text: text.trimmingCharacters(in: .whitespaces), ownLine: ownLine))
    }

    /// `@name`, `@Module.Name`, with an optional parenthesised argument list.
    private mutating func lexAttribute() {
        let start = position
        position += 1
        guard source.readIdentifier() != nil else { return }
        while byte(at: position) == dot {
            let save = position
            position += 1
            if source.readIdentifier() == nil { position = save; break }
        }
        var cursor = position
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor < count, bytes[cursor] == openParen {
            position = cursor + 1
            source.skipBalancedArguments()
        }
        if attributes.count >= ImportLexer.recordedSpanLimit {
            attributes.removeFirst(ImportLexer.recordedSpanLimit / 2)
        }
        attributes.append(RecordedSpan(start: start, end: position))
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
        guard start + 6 <= count, source.matches("import", at: start),
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
    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]

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
        guard var component = source.readIdentifier() else { return }
        var kind: String?
        if !component.backticked {
            let word = text(component.start, component.end)
            if ImportLexer.importKinds.contains(word) {
                kind = word
                skipTrivia()
                guard let next = source.readIdentifier() else { return }
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
            let rightBound =
                position + 1 < count && !isWhitespace(next)
                && !(next == slash && (byte(at: position + 2) == slash || byte(at: position + 2) == star))
            if !leftBound && rightBound { break }  // a prefix period starts something else
            if leftBound && !rightBound {
                // `A. B` continues (the compiler only warns about the blank); `A.` before a line
                // break or a comment is a dangling period and ends the path.
                var after = position + 1
                while after < count, isBlank(bytes[after]) { after += 1 }
                guard after > position + 1, after < count,
                    identifierTable[Int(bytes[after])] || bytes[after] == backtick
                else { break }
            }
            position += 1
            skipTrivia()
            guard let next = source.readIdentifier() else { break }
            path.append(text(next.start, next.end))
        }

        var declarationLine = keywordLine
        var declarationColumn = keywordColumn
        if declarationStart < keyword {
            (declarationLine, declarationColumn) = lineAndColumn(
                of: declarationStart, before: keyword, keywordLine: keywordLine, keywordColumn: keywordColumn)
        }
        imports.append(
            ImportDeclaration(
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
    private func lineAndColumn(of offset: Int, before keyword: Int, keywordLine: Int, keywordColumn: Int) -> (Int, Int)
    {
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
        while start > contentStart, !source.isLineBreak(bytes[start - 1]) { start -= 1 }
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
                while index < end, !source.isLineBreak(bytes[index]) { index += 1 }
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
                current != openParen, current != closeParen, current != UInt8(ascii: ",")
            {
                text.append(space)
            }
            pendingSpace = false
            if current == doubleQuote {
                // Copy a simple string literal verbatim, escapes included.
                text.append(current)
                index += 1
                while index < end, bytes[index] != doubleQuote, !source.isLineBreak(bytes[index]) {
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
