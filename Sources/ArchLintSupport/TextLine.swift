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
