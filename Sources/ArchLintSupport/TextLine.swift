/// Escaping for line-oriented text output (the xcode reporter, notices and errors on standard
/// error): every name and path printed comes from the input, and a target named
/// `"X\nSources/A.swift:1:1: error: ..."` must not forge a finding line, nor a carriage return
/// or an ANSI escape rewrite the terminal.
///
/// Control characters (C0, DEL, C1), the Unicode line and paragraph separators and the
/// bidirectional overrides become `\n`, `\r`, `\t` or `\u{XXXX}`. Everything else, backslashes
/// included, is printed as is, so ordinary names and paths read unchanged.
package enum TextLine {
    /// `text` as one line: no character in it can end the line or control the terminal.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if let byte = FileSystemName.rawByte(scalar) {
                // A byte of a file name that is not UTF-8 (`FileSystemName`).
                result += "\\x" + String(byte, radix: 16, uppercase: true)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Escapes each line of a message that is meant to span lines (its own line breaks kept).
    package static func escapeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
    }

    /// True for the scalars `escape` rewrites (control characters, separators, bidi controls).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Line and paragraph separators, next line; bidirectional embeddings, overrides and
        // isolates (which reorder what a reader sees).
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        // Bytes of a file name that is not UTF-8 (`FileSystemName`), shown as `\xE9`.
        case FileSystemName.rawByteBase + 0x80...FileSystemName.rawByteBase + 0xFF: true
        default: false
        }
    }
}

/// Keeps text output within what a terminal shows: a diagnostic line longer than `limit`
/// characters is cut at its clauses (`; `) into continuation lines, and a list too long for
/// one line (`A.swift:3, B.swift:9, ...`) keeps the items that fit and ends "and N more".
/// Machine formats (JSON, SARIF, JUnit) and `--explain` keep every item.
package enum LineLength {
    /// Lines of text output stay within this many characters in normal cases.
    package static let limit = 200

    /// `text` as one or more message texts, each fitting after `prefix` within `limit`; with
    /// `capsLists` false, lists are wrapped whole instead of cut.
    package static func wrapped(_ text: String, prefix: Int, capsLists: Bool = true, limit: Int = limit) -> [String] {
        guard text.count > max(60, limit - prefix) else { return [text] }
        // Room for continuation lines, which are indented by two.
        let room = max(60, limit - prefix) - 2
        var lines: [String] = []
        var current = ""
        for clause in text.components(separatedBy: "; ") {
            let candidate = current.isEmpty ? clause : current + "; " + clause
            if candidate.count <= room {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current + ";") }
            current = ""
            // A clause longer than a line: cut its list, else break it between words.
            var pieces = [clause]
            if clause.count > room {
                pieces = capsLists ? capped(clause, room: room) : [clause]
                pieces = pieces.flatMap { words($0, room: room) }
            }
            for piece in pieces.dropLast() { lines.append(piece) }
            current = pieces.last ?? ""
        }
        if !current.isEmpty { lines.append(current) }
        // Continuations are indented, so a reader sees they belong to the line above.
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
    }

    /// Fewer comma-separated parts than this are a sentence, not a list to cut.
    static let minimumListItems = 6

    /// A clause with a comma-separated list cut to the items that fit, then "and N more".
    static func capped(_ clause: String, room: Int) -> [String] {
        let items = clause.components(separatedBy: ", ")
        // A sentence with a few commas is no list to cut (it is wrapped between words): only a
        // long run of items is (files, modules, symbols).
        guard items.count >= minimumListItems else { return [clause] }
        var kept = items[0]
        var count = 1
        for item in items.dropFirst() {
            let more = " and \(items.count - count - 1) more"
            guard kept.count + 2 + item.count + (count + 1 < items.count ? more.count : 0) <= room else { break }
            kept += ", " + item
            count += 1
        }
        return [count == items.count ? kept : kept + ", and \(items.count - count) more"]
    }

    /// Breaks text between words into pieces of at most `room` characters (a word longer than
    /// that stays whole).
    static func words(_ text: String, room: Int) -> [String] {
        guard text.count > room else { return [text] }
        // Code in backticks stays on one line: a declaration cut in two reads as two.
        var units: [String] = []
        var inCode = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if inCode, !units.isEmpty { units[units.count - 1] += " " + word } else { units.append(String(word)) }
            if word.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() }
        }
        var pieces: [String] = []
        var current = ""
        for word in units {
            if !current.isEmpty, current.count + 1 + word.count > room {
                pieces.append(current)
                current = word
            } else {
                current = current.isEmpty ? String(word) : current + " " + word
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
