/// Graphviz DOT: layers as clusters stacked top to bottom, node shapes by module kind, edge
/// styles by declaration status, violations in red with the rule id, cycles bold, a legend.
///
/// Statements come out in a fixed order (layers top to bottom, then names), so a diff of the
/// file shows what changed in the architecture and nothing else.

import ArchLintSupport
import ArchLintGraph

package struct DOTRenderer: DiagramRenderer {
    package init() {}

    static let font = "Helvetica,Arial,sans-serif"

    // Names of the drawing's own nodes contain a dot, which no Swift module name can.

    package func render(_ diagram: ArchitectureDiagram) -> String {
        var lines: [String] = []
        lines.append("// Module graph of \(diagram.title), drawn by `archlint graph`; regenerate rather than edit.")
        lines.append("digraph \(Self.quote(diagram.title)) {")
        lines.append(
            "  graph [rankdir=TB, newrank=true, nodesep=0.3, ranksep=0.5, pad=0.25, fontname=\(Self.quote(Self.font)), "
                + "fontsize=16, labelloc=t, label=\(Self.quote(diagram.title))];"
        )
        lines.append(
            "  node [shape=box, style=\"rounded,filled\", fontname=\(Self.quote(Self.font)), fontsize=11, "
                + "margin=\"0.14,0.05\", height=0.36, penwidth=1.2];"
        )
        lines.append("  edge [fontname=\(Self.quote(Self.font)), fontsize=9, arrowsize=0.7, penwidth=1.1];")

        let layerOf = Dictionary(
            uniqueKeysWithValues: diagram.nodes.compactMap { node in node.layer.map { (node.name, $0) } })
        let tierOf = Dictionary(uniqueKeysWithValues: diagram.layers.map { ($0.name, $0.tier) })

        for layer in diagram.layers {
            lines.append("")
            lines.append("  subgraph \(Self.quote("cluster_" + layer.name)) {")
            lines.append(
                "    graph [label=\(Self.quote(layer.name)), style=\"rounded,filled\", "
                    + "fillcolor=\"\(DiagramPalette.layerFill)\", color=\"\(DiagramPalette.layerStroke)\", "
                    + "fontcolor=\"\(DiagramPalette.layerText)\", fontsize=12, labeljust=l];"
            )
            for name in layer.modules {
                lines.append("    " + Self.statement(for: diagram.node(name)!))
            }
            // One row per layer: a layer reads as a layer, and an edge inside it (features
            // importing features) is drawn sideways, where it stands out.
            if layer.modules.count > 1 {
                lines.append("    { rank=same; \(layer.modules.map(Self.quote).joined(separator: " ")) }")
            }
            lines.append("  }")
        }
        let unlayered = diagram.unlayeredNodes
        if !unlayered.isEmpty {
            lines.append("")
            for node in unlayered { lines.append("  " + Self.statement(for: node)) }
        }

        let keys = Set(diagram.edges.map(\.key))
        if !diagram.edges.isEmpty { lines.append("") }
        for edge in diagram.edges {
            var attributes: [String] = []
            let color = DiagramPalette.color(edge, in: diagram)
            let status = diagram.drawnStatus(edge)
            attributes.append("color=\"\(color)\"")
            if status == .declaredOnly { attributes.append("style=dashed") }
            // Hollow head: still visible when a violation paints the edge red.
            if status == .undeclared { attributes.append("arrowhead=empty") }
            if edge.onCycle {
                attributes.append("penwidth=2.8")
            } else if edge.isViolating {
                attributes.append("penwidth=1.6")
            }
            if edge.isViolating {
                attributes.append("fontcolor=\"\(color)\"")
                // Inside a layer both ends share a row; dot stacks the labels of two sideways
                // edges between the same modules on one another unless they are placed after
                // layout (xlabel). A lone sideways edge keeps its label, which dot sets clear.
                let sideways = layerOf[edge.from] != nil && layerOf[edge.from] == layerOf[edge.to]
                let mutual = sideways && keys.contains(EdgeKey(from: edge.to, to: edge.from))
                attributes.append(
                    "\(mutual ? "xlabel" : "label")=\(Self.quote(edge.violations.map(\.rule).joined(separator: "\n")))")
            }
            // An edge pointing up the layer order (a violation, usually) must not drag the
            // layers out of order; it is drawn, but takes no part in ranking.
            if let fromLayer = layerOf[edge.from], let toLayer = layerOf[edge.to],
                let fromTier = tierOf[fromLayer], let toTier = tierOf[toLayer], fromTier > toTier
            {
                attributes.append("constraint=false")
            }
            lines.append(
                "  \(Self.quote(edge.from)) -> \(Self.quote(edge.to)) [\(attributes.joined(separator: ", "))];")
        }

        // Layer order: every module of a tier above an invisible point, above every module of
        // the next tier present.
        let tiers = Dictionary(grouping: diagram.layers, by: \.tier).sorted { $0.key < $1.key }
        if tiers.count > 1 {
            lines.append("")
            lines.append("  // Layer order, top to bottom (invisible).")
            lines.append("  node [shape=point, style=invis, width=0, height=0, label=\"\"];")
            for index in 0..<(tiers.count - 1) {
                let boundary = Self.quote("archlint.tier\(tiers[index].key)")
                let above = tiers[index].value.flatMap(\.modules).sorted()
                let below = tiers[index + 1].value.flatMap(\.modules).sorted()
                lines.append("  {\(above.map(Self.quote).joined(separator: " "))} -> \(boundary) [style=invis];")
                lines.append("  \(boundary) -> {\(below.map(Self.quote).joined(separator: " "))} [style=invis];")
            }
        }

        if let legend = Self.legend(diagram) {
            lines.append("")
            lines.append(
                "  \(Self.quote("archlint.legend")) [shape=plaintext, style=solid, width=0, height=0, margin=0, label=<"
            )
            lines.append(legend)
            lines.append("  >];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node statement: shape and colours by kind.
    static func statement(for node: ArchitectureDiagram.Node) -> String {
        let colors = DiagramPalette.colors(node.style)
        var attributes: [String] = []
        switch node.style {
        case .app: attributes += ["shape=house", "style=\"filled,bold\"", "peripheries=2"]
        case .appExtension: attributes += ["shape=house", "style=filled"]
        case .executable: attributes += ["style=\"rounded,filled,bold\"", "peripheries=2"]
        case .library: break
        case .macroOrPlugin: attributes += ["shape=component", "style=filled"]
        case .test: attributes += ["shape=note", "style=filled"]
        case .thirdParty: attributes += ["shape=folder", "style=filled"]
        case .unknown: attributes += ["style=\"rounded,filled,dotted\""]
        case .sdk: attributes += ["style=\"rounded,filled,dashed\""]
        }
        attributes += ["fillcolor=\"\(colors.fill)\"", "color=\"\(colors.stroke)\"", "fontcolor=\"\(colors.text)\""]
        return "\(quote(node.name)) [\(attributes.joined(separator: ", "))];"
    }

    /// The legend: only the node kinds and edge styles the picture uses, two columns.
    static func legend(_ diagram: ArchitectureDiagram) -> String? {
        let styles = Set(diagram.nodes.map(\.style)).sorted()
        var edgeRows: [(sample: String, color: String, text: String)] = []
        // A status shows by colour on edges without violations; by dashes or a hollow head always.
        let shown = Set(
            diagram.edges.map { ($0, diagram.drawnStatus($0)) }
                .filter { edge, status in !edge.isViolating || status == .declaredOnly || status == .undeclared }.map(
                    \.1))
        for status in shown.sorted() {
            let sample =
                switch status {
                case .declaredOnly: "- - - &#9658;"
                case .undeclared: "&#9472;&#9472;&#9472;&#9655;"
                default: "&#9472;&#9472;&#9472;&#9658;"
                }
            let text = DiagramPalette.summary(status, in: diagram) + (status == .undeclared ? " (hollow head)" : "")
            edgeRows.append((sample, DiagramPalette.color(status), text))
        }
        let severities = Set(diagram.edges.compactMap(\.severity))
        if severities.contains(.error) {
            edgeRows.append(
                ("&#9472;&#9472;&#9472;&#9658;", DiagramPalette.error, "breaks a rule (labelled with its id)"))
        }
        if severities.contains(.warning) {
            edgeRows.append(("&#9472;&#9472;&#9472;&#9658;", DiagramPalette.warning, "breaks a warning rule"))
        }
        if diagram.edges.contains(where: \.onCycle) {
            edgeRows.append(("<B>&#9473;&#9473;&#9473;&#9658;</B>", "#111827", "on an import cycle (bold)"))
        }
        if !diagram.hiddenViolations.isEmpty {
            edgeRows.append(("&#9888;", DiagramPalette.error, diagram.hiddenViolations.sentence))
        }
        guard !styles.isEmpty || !edgeRows.isEmpty else { return nil }
        var rows: [String] = []
        rows.append(
            "    <TABLE BORDER=\"1\" COLOR=\"#cbd5e1\" CELLBORDER=\"0\" CELLSPACING=\"3\" CELLPADDING=\"2\" "
                + "BGCOLOR=\"#ffffff\">"
        )
        rows.append("      <TR><TD COLSPAN=\"4\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"11\"><B>Legend</B></FONT></TD></TR>")
        // One cell a line, so no line of the file runs past a terminal's width (whitespace
        // between cells means nothing to Graphviz).
        for index in 0..<max(styles.count, edgeRows.count) {
            var cells: [String] = []
            if index < styles.count {
                let colors = DiagramPalette.colors(styles[index])
                cells.append(
                    "<TD BGCOLOR=\"\(colors.fill)\" BORDER=\"1\" COLOR=\"\(colors.stroke)\" WIDTH=\"22\"> </TD>")
                cells.append("<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(html(styles[index].summary))</FONT></TD>")
            } else {
                cells.append("<TD></TD><TD></TD>")
            }
            if index < edgeRows.count {
                let row = edgeRows[index]
                cells.append(
                    "<TD ALIGN=\"RIGHT\"><FONT POINT-SIZE=\"9\" COLOR=\"\(row.color)\">\(row.sample)</FONT></TD>")
                cells.append("<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(html(row.text))</FONT></TD>")
            } else {
                cells.append("<TD></TD><TD></TD>")
            }
            rows.append("      <TR>")
            rows += cells.map { "        " + $0 }
            rows.append("      </TR>")
        }
        rows.append("    </TABLE>")
        return rows.joined(separator: "\n")
    }

    /// A DOT double-quoted string, the one escaping every name goes through: backslashes and
    /// quotes escaped, newlines as `\n` (a centred line break in labels), other control
    /// characters written out (`TextLine`), so no name can end the string or the statement.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                let escaped = TextLine.escape(String(character))
                result += escaped.count == 1 ? escaped : escaped.replacingOccurrences(of: "\\", with: "\\\\")
            }
        }
        return result + "\""
    }

    /// Text inside an HTML-like label.
    static func html(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result += TextLine.escape(String(character))
            }
        }
        return result
    }
}
