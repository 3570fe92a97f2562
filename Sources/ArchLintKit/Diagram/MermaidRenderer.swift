import ArchLintSupport

/// Mermaid flowchart for GitHub Markdown: the DOT picture's content with Mermaid's means, layers
/// as subgraphs, kinds as `classDef` styles, violating and cycle edges through `linkStyle`.
///
/// Node ids are derived from module names (`m_` + the name, non-identifier characters as `_`),
/// not from positions, so adding a module changes only the lines about it.
package struct MermaidRenderer: DiagramRenderer {
    package init() {}

    package func render(_ diagram: ArchitectureDiagram) -> String {
        var lines: [String] = []
        lines.append(
            "%% Module graph of \(Self.comment(diagram.title)), drawn by `archlint graph`; regenerate rather than edit."
        )
        lines.append("flowchart TD")
        let ids = Self.identifiers(for: diagram.nodes.map(\.name), prefix: "m_")
        let layerIDs = Self.identifiers(for: diagram.layers.map(\.name), prefix: "g_")

        for layer in diagram.layers {
            lines.append("  subgraph \(layerIDs[layer.name]!)[\(Self.label(layer.name))]")
            for name in layer.modules {
                lines.append("    " + Self.statement(for: diagram.node(name)!, id: ids[name]!))
            }
            lines.append("  end")
        }
        for node in diagram.unlayeredNodes {
            lines.append("  " + Self.statement(for: node, id: ids[node.name]!))
        }
        // Said in the picture, not only on standard error: a reader must not take the picture
        // for all the findings. Module ids start `m_`, so this one cannot collide.
        if !diagram.hiddenViolations.isEmpty {
            lines.append("  hidden_violations[\(Self.label("⚠ " + diagram.hiddenViolations.sentence))]")
        }

        // Edges; linkStyle refers to them by position, so styles are collected on the way.
        var styles: [String: [Int]] = [:]
        for (index, edge) in diagram.edges.enumerated() {
            let arrow = edge.onCycle ? "==>" : diagram.drawnStatus(edge) == .declaredOnly ? "-.->" : "-->"
            let label = edge.isViolating ? "|\(Self.label(edge.violations.map(\.rule).joined(separator: "\n")))|" : ""
            lines.append("  \(ids[edge.from]!) \(arrow)\(label) \(ids[edge.to]!)")
            let color = DiagramPalette.color(edge, in: diagram)
            var style = "stroke:\(color)"
            if edge.onCycle {
                style += ",stroke-width:3.5px"
            } else if edge.isViolating {
                style += ",stroke-width:2px"
            }
            if edge.isViolating { style += ",color:\(color)" }
            styles[style, default: []].append(index)
        }

        let used = Set(diagram.nodes.map(\.style)).sorted()
        if !used.isEmpty || !diagram.layers.isEmpty || !styles.isEmpty { lines.append("") }
        for style in used {
            let colors = DiagramPalette.colors(style)
            var definition = "fill:\(colors.fill),stroke:\(colors.stroke),color:\(colors.text)"
            switch style {
            case .executable, .app: definition += ",stroke-width:2.5px"
            case .sdk: definition += ",stroke-dasharray:5 3"
            case .unknown: definition += ",stroke-dasharray:2 2"
            default: break
            }
            lines.append("  classDef \(Self.className(style)) \(definition)")
        }
        for style in used {
            let members = diagram.nodes.filter { $0.style == style }.map { ids[$0.name]! }
            for chunk in Self.lists(members, width: Self.listWidth) {
                lines.append("  class \(chunk) \(Self.className(style))")
            }
        }
        if !diagram.hiddenViolations.isEmpty {
            let error = DiagramPalette.error
            lines.append("  style hidden_violations fill:#fef2f2,stroke:\(error),color:\(error)")
        }
        for layer in diagram.layers {
            lines.append(
                "  style \(layerIDs[layer.name]!) fill:\(DiagramPalette.layerFill),"
                    + "stroke:\(DiagramPalette.layerStroke),color:\(DiagramPalette.layerText)"
            )
        }
        // The plain edge style is the default; only the others are listed by position.
        let plain = "stroke:\(DiagramPalette.color(.declaredAndImported))"
        if !diagram.edges.isEmpty { lines.append("  linkStyle default \(plain)") }
        for (style, indices) in styles.sorted(by: { $0.value[0] < $1.value[0] }) where style != plain {
            for chunk in Self.lists(indices.map(String.init), width: Self.listWidth) {
                lines.append("  linkStyle \(chunk) \(style)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The widest comma-separated list of a `class` or `linkStyle` statement: a long list is
    /// split into several statements of the same style, so no line runs past a terminal's width.
    static let listWidth = 120

    /// `items` joined by commas into lists of at most `width` characters (an item longer than
    /// that is a list of its own).
    static func lists(_ items: [String], width: Int) -> [String] {
        var lists: [String] = []
        var current = ""
        for item in items {
            if !current.isEmpty && current.count + 1 + item.count > width {
                lists.append(current)
                current = ""
            }
            current += current.isEmpty ? item : "," + item
        }
        if !current.isEmpty { lists.append(current) }
        return lists
    }

    static func statement(for node: ArchitectureDiagram.Node, id: String) -> String {
        let label = label(node.name)
        switch node.style {
        case .app: return "\(id)[/\(label)\\]"
        case .appExtension: return "\(id)>\(label)]"
        case .executable: return "\(id)[[\(label)]]"
        case .library: return "\(id)(\(label))"
        case .macroOrPlugin: return "\(id){{\(label)}}"
        case .test: return "\(id)[/\(label)/]"
        case .thirdParty: return "\(id)[(\(label))]"
        case .unknown, .sdk: return "\(id)([\(label)])"
        }
    }

    static func className(_ style: ArchitectureDiagram.NodeStyle) -> String {
        style.rawValue.replacingOccurrences(of: "-", with: "_")
    }

    /// Unique ids: the prefix, then the name with every character outside `[A-Za-z0-9_]` as `_`;
    /// names that collide after that get `_2`, `_3`... in name order.
    static func identifiers(for names: [String], prefix: String) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        for name in names.sorted() {
            let base = prefix + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
            var id = base
            var counter = 2
            while taken.contains(id) {
                id = "\(base)_\(counter)"
                counter += 1
            }
            taken.insert(id)
            result[name] = id
        }
        return result
    }

    /// A quoted label: quotes and angle brackets as Mermaid entities, newlines as `<br/>`.
    static func label(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            case "\n": result += "<br/>"
            default: result += TextLine.escape(String(character))
            }
        }
        return result + "\""
    }

    /// Text safe inside a `%%` comment line.
    static func comment(_ text: String) -> String {
        TextLine.escape(text.replacingOccurrences(of: "\n", with: " "))
    }
}
