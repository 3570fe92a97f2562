/// Splits a manifest into `ManifestToken`s on the bytes, with `SwiftSourceCursor` doing what every
/// archlint lexer shares: line bookkeeping, nested block comments, and skipping string literal
/// forms exactly as swiftc does (so a multi-line string or a regex outside the subset is passed
/// over correctly, and only declined if it is in compiled code).
///
/// Single-line string literals (plain and raw) are decoded: the escapes swiftc accepts (`\0 \\ \t
/// \n \r \" \' \u{...}`) and interpolations, whose inside is tokenized in turn. Anything else a
/// manifest may contain becomes an `unsupported` token with a short description.

import ArchLintSyntax

struct ManifestTokenizer {
    private var source: SwiftSourceCursor
    private var tokens: [ManifestToken] = []
    /// The bytes each token of `tokens` covers, for the manifest editor.
    private var spans: [Range<Int>] = []
    /// The condition tokens' spans of each directive, by the directive's index in `tokens`.
    private var conditionSpans: [Int: [Range<Int>]] = [:]
    /// Where the token being lexed starts.
    private var tokenStart = 0
    private var startsLine = true
    private var spaceBefore = true
    /// Interpolations inside interpolations: bounded, so no input exhausts the stack.
    private var interpolationDepth = 0

    private init(_ buffer: UnsafeRawBufferPointer) {
        source = SwiftSourceCursor(buffer)
    }

    /// Every token of `bytes`.
    static func tokenize(_ bytes: [UInt8]) -> [ManifestToken] {
        tokenizeWithSpans(bytes).tokens
    }

    /// Every token of `bytes`, the bytes each covers, and the spans of each directive's condition
    /// tokens (by the directive's index).
    static func tokenizeWithSpans(_ bytes: [UInt8])
        -> (tokens: [ManifestToken], spans: [Range<Int>], conditionSpans: [Int: [Range<Int>]])
    {
        bytes.withUnsafeBytes { buffer in
            var tokenizer = ManifestTokenizer(buffer)
            if buffer.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                tokenizer.source.position = 3
                tokenizer.source.contentStart = 3
            }
            if tokenizer.source.byte(at: tokenizer.source.position) == pound,
                tokenizer.source.byte(at: tokenizer.source.position + 1) == UInt8(ascii: "!")
            {
                tokenizer.source.skipToLineEnd()
            }
            tokenizer.run(end: buffer.count, stopAtLineBreak: false)
            return (tokenizer.tokens, tokenizer.spans, tokenizer.conditionSpans)
        }
    }

    private var position: Int {
        get { source.position }
        set { source.position = newValue }
    }

    private func byte(_ offset: Int) -> UInt8 { source.byte(at: offset) }

    private var currentPosition: ManifestPosition {
        ManifestPosition(line: source.line, column: position - source.lineStart + 1)
    }

    private mutating func append(_ kind: ManifestToken.Kind, at start: ManifestPosition) {
        tokens.append(ManifestToken(kind: kind, position: start, startsLine: startsLine, spaceBefore: spaceBefore))
        spans.append(tokenStart..<position)
        startsLine = false
        spaceBefore = false
    }

    /// Tokenizes up to `end`, or up to the next line break when `stopAtLineBreak`.
    private mutating func run(end: Int, stopAtLineBreak: Bool) {
        while position < end {
            let current = byte(position)
            if source.isLineBreak(current) {
                if stopAtLineBreak { return }
                source.consumeLineBreak()
                startsLine = true
                spaceBefore = true
                continue
            }
            if isWhitespace(current) {
                position += 1
                spaceBefore = true
                continue
            }
            let start = currentPosition
            tokenStart = position
            switch current {
            case slash where byte(position + 1) == slash:
                source.skipToLineEnd()
                spaceBefore = true
            case slash where byte(position + 1) == star:
                let lineBefore = source.line
                source.skipBlockComment()
                spaceBefore = true
                // A comment spanning lines separates statements like a line break.
                if source.line != lineBefore {
                    if stopAtLineBreak { return }
                    startsLine = true
                }
            case doubleQuote:
                lexString(hashes: 0, start: start)
            case pound:
                lexPound(start: start)
            case singleQuote:
                source.lexQuotedRun()
                append(.unsupported("a character literal"), at: start)
            case backtick:
                if let name = source.readIdentifier() {
                    append(.identifier(text(name.start, name.end), backticked: true), at: start)
                } else {
                    position += 1
                    append(.unsupported("a stray backtick"), at: start)
                }
            case dot:
                if byte(position + 1) == dot {
                    let operatorStart = position
                    position += 1
                    while position < end, source.operatorTable[Int(byte(position))] || byte(position) == dot {
                        position += 1
                    }
                    append(.operator(text(operatorStart, position)), at: start)
                } else {
                    position += 1
                    append(.period, at: start)
                }
            case UInt8(ascii: "$"):
                let digitsStart = position + 1
                var cursor = digitsStart
                while cursor < end, isDigit(byte(cursor)) { cursor += 1 }
                if cursor > digitsStart, !source.identifierTable[Int(byte(cursor))] {
                    position = cursor
                    append(.anonymousParameter(Int(text(digitsStart, cursor)) ?? -1), at: start)
                } else {
                    lexIdentifier(start: start)
                }
            case _ where isDigit(current):
                lexNumber(start: start, end: end)
            case _ where source.identifierTable[Int(current)]:
                lexIdentifier(start: start)
            case _ where source.operatorTable[Int(current)] || current == slash:
                let operatorStart = position
                while position < end {
                    let next = byte(position)
                    if next == slash, byte(position + 1) == slash || byte(position + 1) == star { break }
                    guard source.operatorTable[Int(next)] || next == slash, next != dot else { break }
                    position += 1
                }
                append(.operator(text(operatorStart, position)), at: start)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
                UInt8(ascii: ";"), UInt8(ascii: "@"), backslash:
                position += 1
                append(.punctuation(current), at: start)
            default:
                position += 1
                append(
                    .unsupported("the character \(String(decoding: [current], as: UTF8.self).debugDescription)"),
                    at: start)
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: source.bytes + start, count: end - start), as: UTF8.self)
    }

    private mutating func lexIdentifier(start: ManifestPosition) {
        let wordStart = position
        while position < source.count, source.identifierTable[Int(byte(position))] { position += 1 }
        append(.identifier(text(wordStart, position), backticked: false), at: start)
    }

    /// Digits, letters and `_`, and a `.` followed by a digit (`6.3.1`), so a version in a
    /// condition is one token; `0..<5` stays a number, an operator and a number.
    private mutating func lexNumber(start: ManifestPosition, end: Int) {
        let numberStart = position
        while position < end {
            let next = byte(position)
            if source.identifierTable[Int(next)], next != UInt8(ascii: "$") {
                position += 1
            } else if next == dot, isDigit(byte(position + 1)) {
                position += 1
            } else {
                break
            }
        }
        append(.number(text(numberStart, position)), at: start)
    }

    // MARK: - Pound: raw strings, regex literals, directives

    private mutating func lexPound(start: ManifestPosition) {
        var cursor = position
        while cursor < source.count, byte(cursor) == pound { cursor += 1 }
        let hashes = cursor - position
        if byte(cursor) == doubleQuote, cursor < source.count {
            position = cursor
            lexString(hashes: hashes, start: start)
            return
        }
        if byte(cursor) == slash, cursor < source.count {
            position = cursor
            source.lexExtendedRegex(hashes: hashes)
            append(.unsupported("a regex literal"), at: start)
            return
        }
        position = cursor
        guard hashes == 1, let name = source.readIdentifier(), !name.backticked else {
            append(.unsupported("a stray '#'"), at: start)
            return
        }
        let word = text(name.start, name.end)
        guard let directive = CompilationDirective(rawValue: word) else {
            append(.poundKeyword(word), at: start)
            return
        }
        // The condition runs to the end of the line; its tokens are kept apart (swapped, so the
        // outer array is never copied).
        var condition: [ManifestToken] = []
        var innerSpans: [Range<Int>] = []
        swap(&condition, &tokens)
        swap(&innerSpans, &spans)
        let outerTokenStart = tokenStart
        let outerStartsLine = startsLine
        let outerSpaceBefore = spaceBefore
        startsLine = false
        spaceBefore = true
        run(end: source.count, stopAtLineBreak: true)
        swap(&condition, &tokens)
        swap(&innerSpans, &spans)
        tokenStart = outerTokenStart
        startsLine = outerStartsLine
        spaceBefore = outerSpaceBefore
        conditionSpans[tokens.count] = innerSpans
        append(.directive(directive, condition: condition), at: start)
    }

    // MARK: - String literals

    /// A string literal whose opening `"` is at `position`, after `hashes` pound signs.
    private mutating func lexString(hashes: Int, start: ManifestPosition) {
        if source.opensMultilineString(quote: position, hashes: hashes) {
            lexMultilineString(hashes: hashes, start: start)
            return
        }
        position += 1
        var segments: [ManifestStringLiteral.Segment] = []
        var pending: [UInt8] = []
        var problem: String?
        func flush() {
            if !pending.isEmpty { segments.append(.text(String(decoding: pending, as: UTF8.self))) }
            pending.removeAll()
        }
        while true {
            guard position < source.count, !source.isLineBreak(byte(position)) else {
                append(.unsupported("an unterminated string literal"), at: start)
                return
            }
            let current = byte(position)
            if current == doubleQuote, source.closingHashes(at: position + 1, hashes) {
                position += 1 + hashes
                break
            }
            guard current == backslash, source.closingHashes(at: position + 1, hashes) else {
                pending.append(current)
                position += 1
                continue
            }
            let escaped = position + 1 + hashes
            let marker = byte(escaped)
            position = escaped + 1
            switch marker {
            case UInt8(ascii: "("):
                flush()
                let interpolationStart = currentPosition
                let bodyStart = position
                guard source.skipInterpolation(allowsLineBreaks: false) else {
                    append(.unsupported("an unterminated string interpolation"), at: start)
                    return
                }
                let bodyEnd = position - 1
                segments.append(
                    .interpolation(
                        tokens(
                            from: bodyStart, to: bodyEnd, line: interpolationStart.line,
                            lineStart: source.lineStart), interpolationStart))
            case UInt8(ascii: "u"):
                if let scalar = unicodeEscape() {
                    pending.append(contentsOf: Array(String(Character(scalar)).utf8))
                } else {
                    problem = "an invalid \\u{...} escape"
                }
            default:
                if let decoded = simpleEscape(marker) {
                    pending.append(decoded)
                } else {
                    problem = "an invalid escape sequence in a string literal"
                }
            }
        }
        flush()
        if let problem {
            append(.unsupported(problem), at: start)
        } else {
            append(.string(ManifestStringLiteral(segments: segments)), at: start)
        }
    }

    /// A multi-line string literal (`"""` at `position`), decoded as swiftc does: the line breaks
    /// after the opening and before the closing delimiter are not content, the closing
    /// delimiter's indentation is removed from every line, a `\` at the end of a line joins it
    /// with the next. Lines that do not start with that indentation, text after the opening
    /// delimiter, blanks after a backslash and interpolations spanning lines are left unsupported.
    private mutating func lexMultilineString(hashes: Int, start: ManifestPosition) {
        let open = position
        source.lexString(hashes: hashes)
        let end = position
        let closing = end - 3 - hashes
        func unsupported(_ what: String) {
            append(.unsupported(what), at: start)
        }
        guard closing > open + 3, byte(closing) == doubleQuote, byte(closing + 1) == doubleQuote,
            byte(closing + 2) == doubleQuote, source.closingHashes(at: closing + 3, hashes)
        else {
            return unsupported("an unterminated multi-line string literal")
        }
        // Indentation: the blanks between the closing delimiter and the line break before it.
        var lineStart = closing
        while lineStart > open, isBlank(byte(lineStart - 1)) { lineStart -= 1 }
        guard lineStart > open, source.isLineBreak(byte(lineStart - 1)) else {
            return unsupported("a multi-line string whose closing delimiter does not start a line")
        }
        let indentation = Array(UnsafeBufferPointer(start: source.bytes + lineStart, count: closing - lineStart))
        var contentEnd = lineStart - 1
        if byte(contentEnd) == lineFeed, contentEnd > open, byte(contentEnd - 1) == carriageReturn { contentEnd -= 1 }
        var cursor = open + 3
        guard source.isLineBreak(byte(cursor)) else {
            return unsupported("text after the opening delimiter of a multi-line string")
        }
        cursor += byte(cursor) == carriageReturn && byte(cursor + 1) == lineFeed ? 2 : 1
        var segments: [ManifestStringLiteral.Segment] = []
        var pending: [UInt8] = []
        var firstLine = true
        var joinWithPrevious = false
        var line = start.line + 1
        while cursor <= contentEnd {
            var lineEnd = cursor
            while lineEnd < contentEnd, !source.isLineBreak(byte(lineEnd)) { lineEnd += 1 }
            if !firstLine && !joinWithPrevious { pending.append(lineFeed) }
            firstLine = false
            var contentStart = cursor
            if lineEnd > cursor {
                guard lineEnd - cursor >= indentation.count,
                    indentation.indices.allSatisfy({ byte(cursor + $0) == indentation[$0] })
                else {
                    return unsupported("a multi-line string line with less indentation than its closing delimiter")
                }
                contentStart = cursor + indentation.count
            }
            joinWithPrevious = false
            var index = contentStart
            while index < lineEnd {
                let current = byte(index)
                guard current == backslash, source.closingHashes(at: index + 1, hashes) else {
                    pending.append(current)
                    index += 1
                    continue
                }
                let escaped = index + 1 + hashes
                if escaped == lineEnd {
                    joinWithPrevious = true
                    index = escaped
                    continue
                }
                let marker = byte(escaped)
                if marker == UInt8(ascii: "(") {
                    if !pending.isEmpty { segments.append(.text(String(decoding: pending, as: UTF8.self))) }
                    pending.removeAll()
                    let saved = (position: source.position, line: source.line, lineStart: source.lineStart)
                    source.position = escaped + 1
                    let interpolationStart = ManifestPosition(line: line, column: escaped + 1 - cursor + 1)
                    guard source.skipInterpolation(allowsLineBreaks: false), source.position <= lineEnd else {
                        (source.position, source.line, source.lineStart) = saved
                        source.position = end
                        return unsupported("an interpolation spanning lines in a multi-line string")
                    }
                    let bodyEnd = source.position - 1
                    (source.position, source.line, source.lineStart) = saved
                    segments.append(
                        .interpolation(
                            tokens(from: escaped + 1, to: bodyEnd, line: line, lineStart: cursor), interpolationStart))
                    index = bodyEnd + 1
                    continue
                }
                index = escaped + 1
                if marker == UInt8(ascii: "u") {
                    let saved = source.position
                    source.position = index
                    let scalar = unicodeEscape()
                    index = source.position
                    source.position = saved
                    guard let scalar else { return unsupported("an invalid \\u{...} escape") }
                    pending.append(contentsOf: Array(String(Character(scalar)).utf8))
                } else if let decoded = simpleEscape(marker) {
                    pending.append(decoded)
                } else {
                    return unsupported("an invalid escape sequence in a string literal")
                }
            }
            cursor = lineEnd
            if cursor < contentEnd {
                cursor += byte(cursor) == carriageReturn && byte(cursor + 1) == lineFeed ? 2 : 1
                line += 1
            } else {
                break
            }
        }
        if !pending.isEmpty { segments.append(.text(String(decoding: pending, as: UTF8.self))) }
        append(.string(ManifestStringLiteral(segments: segments)), at: start)
    }

    /// The byte a one-character escape (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`) stands for.
    private func simpleEscape(_ marker: UInt8) -> UInt8? {
        switch marker {
        case UInt8(ascii: "n"): lineFeed
        case UInt8(ascii: "t"): tab
        case UInt8(ascii: "r"): carriageReturn
        case UInt8(ascii: "0"): 0
        case backslash, doubleQuote, singleQuote: marker
        default: nil
        }
    }

    /// `{XXXX}` after `\u`: one to eight hex digits naming a Unicode scalar.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard byte(position) == UInt8(ascii: "{") else { return nil }
        var cursor = position + 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < source.count, let digit = hexValue(byte(cursor)) {
            value = value &* 16 &+ digit
            digits += 1
            cursor += 1
        }
        guard byte(cursor) == UInt8(ascii: "}"), (1...8).contains(digits) else { return nil }
        position = cursor + 1
        return Unicode.Scalar(value)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The tokens of an interpolation's inside, with positions in the manifest.
    private mutating func tokens(from start: Int, to end: Int, line: Int, lineStart: Int) -> [ManifestToken] {
        guard interpolationDepth < 32 else {
            return [
                ManifestToken(
                    kind: .unsupported("interpolations nested more than 32 deep"),
                    position: ManifestPosition(line: line, column: start - lineStart + 1), startsLine: false,
                    spaceBefore: false)
            ]
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var inner: [ManifestToken] = []
        var innerSpans: [Range<Int>] = []
        let innerConditionSpans = conditionSpans
        swap(&inner, &tokens)
        swap(&innerSpans, &spans)
        let outerTokenStart = tokenStart
        let outerStartsLine = startsLine
        let outerSpaceBefore = spaceBefore
        let resume = (position: position, line: source.line, lineStart: source.lineStart)
        startsLine = false
        spaceBefore = false
        source.position = start
        source.line = line
        source.lineStart = lineStart
        run(end: end, stopAtLineBreak: true)
        swap(&inner, &tokens)
        swap(&innerSpans, &spans)
        conditionSpans = innerConditionSpans
        tokenStart = outerTokenStart
        startsLine = outerStartsLine
        spaceBefore = outerSpaceBefore
        source.position = resume.position
        source.line = resume.line
        source.lineStart = resume.lineStart
        return inner
    }
}
