/// A JSON value whose object keys keep the order they are written in, rendered byte-identically
/// on every platform (unlike `JSONSerialization`): the one JSON writer of every output archlint
/// produces (reports, baselines, the diagram, `imports` JSON Lines).
package enum JSONText: Sendable, Equatable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// Where line breaks go.
    package enum Layout: Sendable, Hashable {
        /// Every member and element on its own line, two-space indentation (reports, baselines).
        case expanded
        /// Like `expanded`, except that an object or array of scalars (or an array holding one
        /// such object) stays on one line when its indentation and its text (a member's key not
        /// counted) fit in `compactWidth` columns (the diagram: short lists read at a glance,
        /// long ones diff element by element).
        case compactWhenShort
        /// The whole document on one line, members and elements separated by `, `, keys by `: `
        /// (JSON Lines).
        case singleLine
    }

    /// The widest line `compactWhenShort` keeps a short object or array on.
    package static let compactWidth = 80

    package static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered() == rhs.rendered() }

    /// `.string` or `.null`.
    package static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

    /// The document laid out as `layout` says, followed by a newline.
    package func rendered(_ layout: Layout = .expanded) -> String {
        var output = ""
        write(to: &output, layout)
        return output + "\n"
    }

    /// Appends the document, without a newline, to `output`.
    package func write(to output: inout String, _ layout: Layout) {
        switch layout {
        case .expanded: writeExpanded(to: &output, indent: "")
        case .compactWhenShort: writeCompactWhenShort(to: &output, indent: "")
        case .singleLine: writeSingleLine(to: &output)
        }
    }

    private func writeExpanded(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner
                Self.appendQuoted(key, to: &output)
                output += ": "
                value.writeExpanded(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in elements.enumerated() {
                output += inner
                value.writeExpanded(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        default:
            writeScalar(to: &output)
        }
    }

    private func writeCompactWhenShort(to output: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            if members.allSatisfy({ $0.1.isScalar }) {
                var line = ""
                writeSingleLine(to: &line)
                if indent.count + line.count <= Self.compactWidth {
                    output += line
                    return
                }
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner
                Self.appendQuoted(key, to: &output)
                output += ": "
                value.writeCompactWhenShort(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            if elements.allSatisfy(\.isScalar) || (elements.count == 1 && elements[0].isFlatObject) {
                // The one object is laid out on its own (as at the left margin), then measured
                // inside the brackets.
                var line = "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { line += ", " }
                    element.writeCompactWhenShort(to: &line, indent: "")
                }
                line += "]"
                if indent.count + line.count <= Self.compactWidth {
                    output += line
                    return
                }
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.writeCompactWhenShort(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        default:
            writeScalar(to: &output)
        }
    }

    private func writeSingleLine(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += ", " }
                Self.appendQuoted(key, to: &output)
                output += ": "
                value.writeSingleLine(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.writeSingleLine(to: &output)
            }
            output += "]"
        default:
            writeScalar(to: &output)
        }
    }

    private func writeScalar(to output: inout String) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &output)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .object, .array: preconditionFailure("not a scalar")
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// An object whose members are all scalars.
    private var isFlatObject: Bool {
        if case .object(let members) = self { return members.allSatisfy { $0.1.isScalar } }
        return false
    }

    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else (non-ASCII included) written as is.
    package static func quoted(_ value: String) -> String {
        var result = ""
        appendQuoted(value, to: &result)
        return result
    }

    /// Appends `value` as a JSON string literal. Runs that need no escape (nearly every name and
    /// path) are appended whole, not scalar by scalar.
    ///
    /// Besides what JSON requires (C0 controls), DEL, the C1 controls, the line and paragraph
    /// separators and the bidirectional overrides are written as `\uXXXX` (`TextLine`'s set): a
    /// report printed on a terminal (`cat report.json`) cannot carry an escape sequence.
    package static func appendQuoted(_ value: String, to output: inout String) {
        // `\uXXXX` holds one UTF-16 unit: a file name's raw byte (above U+FFFF) stays as it is.
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0xFFFF && TextLine.needsEscape(scalar) }
        output += "\""
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            || !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) })
        {
            output += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case _ where needsEscape(scalar):
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
