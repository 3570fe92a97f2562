import ArchLintSupport
import ArchLintGraph

/// `archlint diff --format markdown`: a pull-request comment. A one-line summary, a table of the
/// changes with their first import line, and a Mermaid flowchart of only the changed
/// neighbourhood: the modules a change touches, the edges added (green, red when they start
/// breaking a rule), removed (grey, dashed) or whose finding stopped, and the other edges of
/// cycles introduced or broken.
struct DiffMarkdownRenderer {
    var displayPath: @Sendable (String) -> String

    /// At most this many edges are drawn; the rest are counted under the picture.
    static let drawnEdgeLimit = 60
    /// At most this many rows in the table.
    static let rowLimit = 100

    static let addedColor = "#16a34a"
    static let breakingColor = "#dc2626"
    static let removedColor = "#94a3b8"
    static let fixedColor = "#2563eb"
    static let contextColor = "#475569"

    func render(_ diff: ArchitectureDiff) -> String {
        var out = "### archlint: architecture diff\n\n"
        out += "Compared with \(code(diff.baseLabel)): \(diff.summary).\n"
        guard !diff.isEmpty else {
            return out + "\nNo architecture change: the same modules, edges, findings and cycles.\n"
        }

        var rows: [String] = []
        func firstLine(_ lines: [SourceLocation]?, suffix: String = "") -> String {
            guard let lines, let first = lines.first else { return "" }
            let more = lines.count > 1 ? " (+\(lines.count - 1) more)" : ""
            return "\(code("\(displayPath(first.file)):\(first.line)"))\(more)\(suffix)"
        }
        for module in diff.modulesAdded {
            rows.append("| added | module \(code(module.name)) (\(cell(module.kind))) | |")
        }
        for module in diff.modulesRemoved {
            rows.append("| removed | module \(code(module.name)) (\(cell(module.kind))) | |")
        }
        for edge in diff.edgesAdded {
            rows.append("| added | edge \(code(edge.description)) | \(firstLine(diff.head.edges[edge])) |")
        }
        for edge in diff.edgesRemoved {
            rows.append(
                "| removed | edge \(code(edge.description)) | "
                    + "\(firstLine(diff.base.edges[edge], suffix: " at the base")) |"
            )
        }
        for finding in diff.findingsStarted {
            let place = finding.location.map { code("\(displayPath($0.file)):\($0.line)") } ?? ""
            rows.append(
                "| **starts** | \(finding.severity.rawValue) \(code(finding.rule)): \(cell(finding.message)) | "
                    + "\(place) |"
            )
        }
        for finding in diff.findingsStopped {
            rows.append("| stops | \(finding.severity.rawValue) \(code(finding.rule)): \(cell(finding.message)) | |")
        }
        for cycle in diff.cyclesIntroduced {
            rows.append("| **introduced** | cycle \(code((cycle + cycle.prefix(1)).joined(separator: " -> "))) | |")
        }
        for cycle in diff.cyclesBroken {
            rows.append("| broken | cycle \(code((cycle + cycle.prefix(1)).joined(separator: " -> "))) | |")
        }
        out += "\n| change | what | where |\n|---|---|---|\n"
        out += rows.prefix(Self.rowLimit).map { $0 + "\n" }.joined()
        if rows.count > Self.rowLimit {
            out += "\n\(rows.count - Self.rowLimit) more changes: run `archlint diff` for all of them.\n"
        }
        return out + picture(diff)
    }

    /// The Mermaid flowchart of the changed neighbourhood.
    func picture(_ diff: ArchitectureDiff) -> String {
        enum Change: Int { case breaking, added, removed, fixed, cycle }
        var drawn: [EdgeKey: (change: Change, label: [String])] = [:]
        let startedByEdge = Dictionary(
            grouping: diff.findingsStarted.flatMap { finding in finding.edges.map { ($0, finding.rule) } }, by: \.0)
        let stoppedByEdge = Dictionary(
            grouping: diff.findingsStopped.flatMap { finding in finding.edges.map { ($0, finding.rule) } }, by: \.0)
        for edge in diff.edgesAdded {
            let rules = Set(startedByEdge[edge]?.map(\.1) ?? []).sorted()
            drawn[edge] =
                rules.isEmpty ? (.added, ["added"]) : (.breaking, ["added, breaks " + rules.joined(separator: ", ")])
        }
        for edge in diff.edgesRemoved { drawn[edge] = (.removed, ["removed"]) }
        for (edge, pairs) in startedByEdge where drawn[edge] == nil {
            drawn[edge] = (.breaking, ["breaks " + Set(pairs.map(\.1)).sorted().joined(separator: ", ")])
        }
        for (edge, pairs) in stoppedByEdge where drawn[edge] == nil && diff.head.edges[edge] != nil {
            drawn[edge] = (.fixed, ["no longer breaks " + Set(pairs.map(\.1)).sorted().joined(separator: ", ")])
        }
        for cycle in diff.cyclesIntroduced + diff.cyclesBroken {
            for edge in ArchitectureDiff.edges(of: cycle) where drawn[edge] == nil { drawn[edge] = (.cycle, []) }
        }
        let moduleChanges = diff.modulesAdded.map { ($0.name, true) } + diff.modulesRemoved.map { ($0.name, false) }
        guard !drawn.isEmpty || !moduleChanges.isEmpty else { return "" }

        let edges = drawn.keys.sorted { (drawn[$0]!.change.rawValue, $0) < (drawn[$1]!.change.rawValue, $1) }
        let shownEdges = Array(edges.prefix(Self.drawnEdgeLimit))
        let names = Set(shownEdges.flatMap { [$0.from, $0.to] } + moduleChanges.map(\.0)).sorted()
        let ids = MermaidRenderer.identifiers(for: names, prefix: "m_")
        var lines = ["```mermaid", "flowchart LR"]
        for name in names { lines.append("  \(ids[name]!)[\(MermaidRenderer.label(name))]") }
        var styles: [String: [Int]] = [:]
        for (index, edge) in shownEdges.enumerated() {
            let (change, label) = drawn[edge]!
            let arrow: String, style: String
            switch change {
            case .breaking:
                (arrow, style) = ("==>", "stroke:\(Self.breakingColor),stroke-width:2.5px,color:\(Self.breakingColor)")
            case .added: (arrow, style) = ("-->", "stroke:\(Self.addedColor),stroke-width:2px,color:\(Self.addedColor)")
            case .removed: (arrow, style) = ("-.->", "stroke:\(Self.removedColor),color:\(Self.removedColor)")
            case .fixed: (arrow, style) = ("-->", "stroke:\(Self.fixedColor),color:\(Self.fixedColor)")
            case .cycle: (arrow, style) = ("-->", "stroke:\(Self.contextColor)")
            }
            let text = label.isEmpty ? "" : "|\(MermaidRenderer.label(label.joined(separator: "\n")))|"
            lines.append("  \(ids[edge.from]!) \(arrow)\(text) \(ids[edge.to]!)")
            styles[style, default: []].append(index)
        }
        let added = diff.modulesAdded.map(\.name).compactMap { ids[$0] }
        let removed = diff.modulesRemoved.map(\.name).compactMap { ids[$0] }
        if !added.isEmpty {
            lines.append("  classDef added fill:#dcfce7,stroke:\(Self.addedColor),color:#14532d")
            lines.append("  class \(added.joined(separator: ",")) added")
        }
        if !removed.isEmpty {
            lines.append(
                "  classDef removed fill:#f1f5f9,stroke:\(Self.removedColor),color:#475569,stroke-dasharray:4 3")
            lines.append("  class \(removed.joined(separator: ",")) removed")
        }
        for (style, indices) in styles.sorted(by: { $0.value[0] < $1.value[0] }) {
            lines.append("  linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)")
        }
        lines.append("```")
        var out = "\n" + lines.joined(separator: "\n") + "\n"
        if edges.count > shownEdges.count {
            out += "\n\(edges.count - shownEdges.count) more changed edges are not drawn.\n"
        }
        return out
    }

    /// Text in a table cell, escaped as the Markdown reporter escapes it (one function per
    /// format: no name can form a link, emphasis or HTML, or end the row).
    func cell(_ text: String) -> String { MarkdownReporter.cell(text) }

    /// Text as a code span, fenced as the Markdown reporter fences it (longer than any backtick
    /// run inside, pipes escaped).
    func code(_ text: String) -> String { MarkdownReporter.code(text) }
}
