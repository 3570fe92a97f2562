/// The diagram as JSON for other tools, format `version` 1, documented in README.md
/// ("Graph", "JSON format"); a test keeps that table and the emitted keys in step.
///
/// Written by hand rather than with JSONEncoder: key order is fixed (the schema's), and the
/// bytes are the same on every platform (no `\/` escapes, no locale-dependent spacing).

import ArchLintSupport

package struct JSONDiagramRenderer: DiagramRenderer {
    /// Bumped on any incompatible change; additions of keys keep the version.
    package static let version = 1

    package init() {}

    package func render(_ diagram: ArchitectureDiagram) -> String {
        let options = diagram.options
        let document: JSON = .object([
            ("version", .number(Self.version)),
            ("title", .string(diagram.title)),
            ("options", .object([
                ("includeTests", .bool(options.includeTests)),
                ("externals", .string(options.externals.rawValue)),
                ("focus", options.focus.map(JSON.string) ?? .null),
                ("depth", options.focus == nil ? .null : .number(options.depth)),
                ("reduce", .bool(options.reduce)),
                ("onlyViolations", .bool(options.onlyViolations)),
            ])),
            ("layers", .array(diagram.layers.map { layer in
                .object([
                    ("name", .string(layer.name)),
                    ("tier", .number(layer.tier)),
                    ("modules", .array(layer.modules.map(JSON.string))),
                ])
            })),
            ("nodes", .array(diagram.nodes.map { node in
                .object([
                    ("name", .string(node.name)),
                    ("kind", .string(node.kind.name)),
                    ("package", node.package.map(JSON.string) ?? .null),
                    ("layer", node.layer.map(JSON.string) ?? .null),
                    ("files", .array(node.files.map(JSON.string))),
                ])
            })),
            ("edges", .array(diagram.edges.map { edge in
                .object([
                    ("from", .string(edge.from)),
                    ("to", .string(edge.to)),
                    ("status", .string(edge.status.rawValue)),
                    ("declared", .bool(edge.declared)),
                    ("imported", .bool(edge.imported)),
                    ("declaredConditions", .array(edge.declaredConditions.map { condition in
                        .object([
                            ("platforms", .array(condition.platforms.map(JSON.string))),
                            ("configuration", condition.configuration.map(JSON.string) ?? .null),
                            ("traits", .array(condition.traits.map(JSON.string))),
                        ])
                    })),
                    ("importConditions", .array(edge.importConditions.map(JSON.string))),
                    ("evidenceCount", .number(edge.evidence.count)),
                    ("evidence", .array(edge.evidence.map { .string($0.location) })),
                    ("onCycle", .bool(edge.onCycle)),
                    ("violations", .array(edge.violations.map { violation in
                        .object([("rule", .string(violation.rule)), ("severity", .string(violation.severity.rawValue))])
                    })),
                ])
            })),
        ])
        var text = ""
        document.write(to: &text, indent: "")
        return text + "\n"
    }
}

/// Just enough JSON to write a document with a fixed key order.
enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Int)
    case bool(Bool)
    case null

    func write(to text: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            // A short object of scalars stays on one line too (`{"rule": "no-cycles", ...}`).
            if members.allSatisfy({ $0.1.isScalar }) {
                var line = "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { line += ", " }
                    line += Self.quoted(member.0) + ": "
                    member.1.write(to: &line, indent: "")
                }
                line += "}"
                if indent.count + line.count <= 80 {
                    text += line
                    return
                }
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + Self.quoted(member.0) + ": "
                member.1.write(to: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            // A short array of scalars stays on one line (`["#if DEBUG"]`); anything else gets one
            // element per line, so a diff names the element that changed.
            if elements.allSatisfy(\.isScalar) || (elements.count == 1 && elements[0].isFlatObject) {
                var line = "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { line += ", " }
                    element.write(to: &line, indent: "")
                }
                line += "]"
                if indent.count + line.count <= 80 {
                    text += line
                    return
                }
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .string(let value): text += Self.quoted(value)
        case .number(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    var isFlatObject: Bool {
        if case .object(let members) = self { return members.allSatisfy { $0.1.isScalar } }
        return false
    }

    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    static func quoted(_ value: String) -> String { JSONString.quoted(value) }
}
