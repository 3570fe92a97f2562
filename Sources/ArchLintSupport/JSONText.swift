/// A JSON value whose object keys keep the order they are written in, rendered with two-space
/// indentation: byte-identical on every platform, unlike `JSONSerialization`.
package indirect enum JSONText: Sendable, Equatable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    package static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered() == rhs.rendered() }

    /// `.string` or `.null`.
    static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

    /// The document followed by a newline.
    package func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner + Self.quoted(key) + ": "
                value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, value) in elements.enumerated() {
                output += inner
                value.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let value): output += Self.quoted(value)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
