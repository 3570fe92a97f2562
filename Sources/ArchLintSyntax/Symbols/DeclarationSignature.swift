import Foundation

/// The signature of one declaration, read from its source at the position of its name: what a
/// fix plan copies into a protocol requirement (`func refreshAccessToken() async throws ->
/// String`) and what the symbol index reads a member's result type from.
///
/// Only for plans and their questions, never the hot path: it reads the text around one
/// position. Comments and string literals inside the signature (default arguments) are
/// skipped exactly enough to find where the signature ends.
package struct DeclarationSignature: Sendable, Hashable {
    /// From the first modifier (attribute lines right above included) to the end of the
    /// signature: before the body's `{`, before a stored property's `= value`, or at the end of
    /// the line nothing continues. Blank runs are one space.
    package var text: String
    /// For a property with an initial value, the type it is created from when that is written
    /// `Type(...)` or `Type.member`: `Store` for `static let shared = Store()`.
    package var initializerType: String?

    /// The signature of the declaration whose name is at `line`:`column` (1-based, UTF-8 columns).
    package static func read(in source: String, line: Int, column: Int) -> DeclarationSignature? {
        let bytes = Array(source.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        guard line >= 1, line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[line - 1]
        let namePosition = lineStart + max(column - 1, 0)
        guard namePosition < bytes.count else { return nil }

        // Start: the first non-blank of the name's line, after any `;` or `{` before the name.
        var start = lineStart
        for offset in lineStart..<namePosition
        where bytes[offset] == UInt8(ascii: ";") || bytes[offset] == UInt8(ascii: "{") {
            start = offset + 1
        }
        while start < namePosition, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var attributes: [String] = []
        var above = line - 2
        while above >= 0 {
            let text = String(decoding: bytes[lineStarts[above]..<(lineStarts[above + 1] - 1)], as: UTF8.self)
                .trimmingBlanks()
            guard text.hasPrefix("@") else { break }
            attributes.insert(text, at: 0)
            above -= 1
        }

        // End.
        var cursor = namePosition
        var depth = 0
        var end = bytes.count
        var initializerStart: Int?
        scan: while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\""):
                cursor += 1
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != 0x0A {
                    if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
                    cursor += 1
                }
            case UInt8(ascii: "/") where cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/"):
                end = cursor
                while cursor < bytes.count, bytes[cursor] != 0x0A { cursor += 1 }
                if depth == 0, !continues(bytes, after: cursor) { break scan }
                end = bytes.count
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "{") where depth == 0, UInt8(ascii: ";") where depth == 0:
                end = cursor
                break scan
            case UInt8(ascii: "=") where depth == 0:
                let next = cursor + 1 < bytes.count ? bytes[cursor + 1] : 0
                let previous = cursor > 0 ? bytes[cursor - 1] : 0
                if next != UInt8(ascii: "="), next != UInt8(ascii: ">"),
                    ![UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(previous)
                {
                    end = cursor
                    initializerStart = cursor + 1
                    break scan
                }
            case 0x0A where depth == 0:
                if !continues(bytes, after: cursor) {
                    end = cursor
                    break scan
                }
            default:
                break
            }
            cursor += 1
        }
        let signature = Self.withoutComments(Array(bytes[start..<max(start, end)])).collapsingBlanks()
        var initializer: String?
        if let initializerStart {
            var offset = initializerStart
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
            let nameStart = offset
            while offset < bytes.count, isNameByte(bytes[offset]) { offset += 1 }
            if offset > nameStart, bytes[nameStart] >= UInt8(ascii: "A"), bytes[nameStart] <= UInt8(ascii: "Z"),
                offset < bytes.count, bytes[offset] == UInt8(ascii: "(") || bytes[offset] == UInt8(ascii: ".")
            {
                initializer = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
            }
        }
        let text = (attributes + [signature]).joined(separator: " ")
        return DeclarationSignature(text: text, initializerType: initializer)
    }

    /// The text with `//` and `/* */` comments left out (string literals kept as they are).
    static func withoutComments(_ bytes: [UInt8]) -> String {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"),
            backslash = UInt8(ascii: "\\")
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                kept.append(byte)
                index += 1
                while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
                    if bytes[index] == backslash, index + 1 < bytes.count { kept.append(bytes[index]); index += 1 }
                    kept.append(bytes[index])
                    index += 1
                }
                if index < bytes.count { kept.append(bytes[index]); index += 1 }
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                var depth = 1
                index += 2
                while index < bytes.count, depth > 0 {
                    if bytes[index] == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                        depth += 1; index += 2
                    } else if bytes[index] == star, index + 1 < bytes.count, bytes[index + 1] == slash {
                        depth -= 1; index += 2
                    } else {
                        index += 1
                    }
                }
                kept.append(0x20)
            } else {
                kept.append(byte)
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The signature of the declaration at `line`:`column`, as text.
    package static func text(in source: String, line: Int, column: Int) -> String? {
        read(in: source, line: line, column: column)?.text
    }

    /// The type a declaration's value has when it is one bare name: a function's result after
    /// `->` (optional stripped), a property's annotation, else its initializer's type.
    package var valueType: String? {
        let words = text
        if let arrow = words.range(of: "->", options: .backwards) {
            var result = String(words[arrow.upperBound...]).trimmingBlanks()
            if let whereClause = result.range(of: " where ") { result = String(result[..<whereClause.lowerBound]) }
            return Self.bareName(result)
        }
        if words.contains("func ") || words.contains("init") && words.contains("(") { return nil }
        for keyword in ["var ", "let "] {
            guard let range = words.range(of: keyword) else { continue }
            let rest = words[range.upperBound...]
            if let colon = rest.firstIndex(of: ":") {
                let annotation = String(rest[rest.index(after: colon)...]).trimmingBlanks()
                return Self.bareName(annotation) ?? initializerType
            }
            return initializerType
        }
        return nil
    }

    /// `valueType` for the declaration text alone (no initializer known).
    package static func valueType(of text: String) -> String? {
        DeclarationSignature(text: text, initializerType: nil).valueType
    }

    static func bareName(_ text: String) -> String? {
        var name = text
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            name.utf8.allSatisfy(isNameByte)
        else { return nil }
        return name
    }

    /// After a line break at depth 0: does the next line continue the signature?
    static func continues(_ bytes: [UInt8], after lineBreak: Int) -> Bool {
        var offset = lineBreak + 1
        while offset < bytes.count,
            bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D
        { offset += 1 }
        let rest = String(decoding: bytes[offset..<min(bytes.count, offset + 9)], as: UTF8.self)
        return ["->", "throws", "async", "rethrows", "where", ":", "(", "&"].contains { rest.hasPrefix($0) }
    }
}

private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        || byte >= 0x80
}

extension String {
    /// Without leading and trailing blanks and line breaks.
    func trimmingBlanks() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
            scalars.removeFirst()
        }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            scalars.removeLast()
        }
        return String(scalars)
    }

    /// Runs of blanks and line breaks as one space, trimmed.
    func collapsingBlanks() -> String {
        var result = ""
        var pendingSpace = false
        for character in self {
            if character == " " || character == "\t" || character == "\n" || character == "\r\n" || character == "\r" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
