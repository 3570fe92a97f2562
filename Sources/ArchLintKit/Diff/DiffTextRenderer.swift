import ArchLintSupport
import ArchLintGraph

/// `archlint diff` for a terminal: one section per kind of change, `+` for what the change
/// adds, `-` for what it removes; evidence lines read `path:line:column: note: ...` so editors
/// link them (the working tree's lines for what is new, the base's for what is gone).
struct DiffTextRenderer {
    var displayPath: @Sendable (String) -> String

    /// Import lines listed under one edge before the rest are counted.
    static let listedLines = 3

    func render(_ diff: ArchitectureDiff) -> String {
        var out = "archlint diff: \(diff.baseLabel) -> \(diff.headLabel) (base from the \(diff.baseSource))\n"
        guard !diff.isEmpty else { return out + "no architecture change: the same modules, edges, findings and cycles\n" }
        func section(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            out += "\n\(title):\n" + lines.joined()
        }
        section("modules added", diff.modulesAdded.map { "  + \($0.name) (\($0.kind))\n" })
        section("modules removed", diff.modulesRemoved.map { "  - \($0.name) (\($0.kind))\n" })
        section("edges added", diff.edgesAdded.map { edge in
            "  + \(edge)\n" + evidence(diff.head.edges[edge] ?? [], text: "\(edge.from) imports \(edge.to) here")
        })
        section("edges removed", diff.edgesRemoved.map { edge in
            "  - \(edge)\n" + evidence(diff.base.edges[edge] ?? [], text: "imported here at the base")
        })
        section("findings started", diff.findingsStarted.map { finding in
            let place = finding.location.map { "\($0.shown(displayPath)): " } ?? ""
            return "  + \(place)\(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\n"
        })
        section("findings stopped", diff.findingsStopped.map { finding in
            "  - \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\n"
        })
        section("cycles introduced", diff.cyclesIntroduced.map { cycle in
            "  + \((cycle + cycle.prefix(1)).joined(separator: " -> "))\n" + ArchitectureDiff.edges(of: cycle).map { edge in
                evidence(Array((diff.head.edges[edge] ?? []).prefix(1)), text: "\(edge.from) imports \(edge.to) here")
            }.joined()
        })
        section("cycles broken", diff.cyclesBroken.map { "  - \(($0 + $0.prefix(1)).joined(separator: " -> "))\n" })
        return out + "\n\(diff.summary)\n"
    }

    /// Up to `listedLines` import lines as editor-linked notes, then a count.
    func evidence(_ lines: [SourceLocation], text: String) -> String {
        var out = lines.prefix(Self.listedLines).map { "    \($0.shown(displayPath)): note: \(text)\n" }.joined()
        if lines.count > Self.listedLines { out += "    and \(lines.count - Self.listedLines) more import lines\n" }
        return out
    }
}
