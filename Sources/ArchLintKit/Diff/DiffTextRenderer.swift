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
        var out = Self.line("archlint diff: \(diff.baseLabel) -> \(diff.headLabel) (base from the \(diff.baseSource))")
        guard !diff.isEmpty else {
            return out + "no architecture change: the same modules, edges, findings and cycles\n"
        }
        func section(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            out += "\n\(title):\n" + lines.joined()
        }
        section("modules added", diff.modulesAdded.map { Self.line("  + \($0.name) (\($0.kind))") })
        section("modules removed", diff.modulesRemoved.map { Self.line("  - \($0.name) (\($0.kind))") })
        section(
            "edges added",
            diff.edgesAdded.map { edge in
                Self.line("  + \(edge)")
                    + evidence(diff.head.edges[edge] ?? [], text: "\(edge.from) imports \(edge.to) here")
            })
        section(
            "edges removed",
            diff.edgesRemoved.map { edge in
                Self.line("  - \(edge)") + evidence(diff.base.edges[edge] ?? [], text: "imported here at the base")
            })
        section(
            "findings started",
            diff.findingsStarted.map { finding in
                let place = finding.location.map { "\($0.shown(displayPath)): " } ?? ""
                return Self.line("  + \(place)\(finding.severity.rawValue): [\(finding.rule)] \(finding.message)")
            })
        section(
            "findings stopped",
            diff.findingsStopped.map { finding in
                Self.line("  - \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)")
            })
        section(
            "cycles introduced",
            diff.cyclesIntroduced.map { cycle in
                Self.line("  + \((cycle + cycle.prefix(1)).joined(separator: " -> "))")
                    + ArchitectureDiff.edges(of: cycle).map { edge in
                        evidence(
                            Array((diff.head.edges[edge] ?? []).prefix(1)), text: "\(edge.from) imports \(edge.to) here"
                        )
                    }.joined()
            })
        section(
            "cycles broken", diff.cyclesBroken.map { Self.line("  - \(($0 + $0.prefix(1)).joined(separator: " -> "))") }
        )
        return out + "\n\(diff.summary)\n"
    }

    /// Up to `listedLines` import lines as editor-linked notes, then a count.
    func evidence(_ lines: [SourceLocation], text: String) -> String {
        var out = lines.prefix(Self.listedLines).map { Self.line("    \($0.shown(displayPath)): note: \(text)") }
            .joined()
        if lines.count > Self.listedLines { out += "    and \(lines.count - Self.listedLines) more import lines\n" }
        return out
    }

    /// One line of output: names and paths come from the input, so each is escaped
    /// (`TextLine`) and none can start a line of its own.
    static func line(_ text: String) -> String { TextLine.escape(text) + "\n" }
}
