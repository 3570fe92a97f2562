/// `max-height`: the longest chain of imports stays short.

import ArchLintSupport
import ArchLintGraph

package struct MaxHeightRule: Rule {
    package static let description = RuleDescription(
        kind: "max-height",
        summary: "The longest dependency path among the selected modules is at most `max` imports long.",
        rationale: """
            Modules on one long chain build one after another: the chain's length, not the module \
            count, bounds build parallelism. A limit keeps the graph wide and shallow.
            """,
        defaultSeverity: .warning,
        fix: .none(
            reason:
                "shorten the path by merging modules on it or moving what the top uses further down, a design choice "
                + "no single import decides"
        ),
        options: [
            RuleOption("max", .integer, required: true, "The longest path allowed, counted in imports (edges)."),
            RuleOption(
                "modules", .selector, required: false, "Selector of the modules on the paths (default every target)."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "max-height", "max": 2}"#,
                imports: ["App -> Feature", "Feature -> Domain", "Domain -> Core"],
                expected: ["App -> Feature -> Domain -> Core"]
            ),
            RuleExample(
                configuration: #"{"kind": "max-height", "max": 3}"#,
                imports: ["App -> Feature", "Feature -> Domain", "Domain -> Core", "App -> Core"],
                expected: []
            ),
        ]
    )

    package var max: Int
    package var modules: ModuleSelector

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        guard let max = try options.integer("max", default: nil) else {
            throw options.error(nil, "missing \"max\" (the longest path allowed, a whole number)")
        }
        self.max = max
        modules = try options.selector("modules", required: false) ?? .glob("*")
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        var successors: [String: [String]] = [:]
        var nodes: Set<String> = []
        for edge in context.edges where context.selects(modules, edge.key.from) && context.selects(modules, edge.key.to)
        {
            successors[edge.key.from, default: []].append(edge.key.to)
            nodes.insert(edge.key.from)
            nodes.insert(edge.key.to)
        }
        // Heights are defined on an acyclic graph: cycles are the acyclic rule's business, so
        // edges inside a strongly connected component are left out here.
        let components = stronglyConnectedComponents(nodes: Array(nodes)) { successors[$0] ?? [] }
        var component: [String: Int] = [:]
        for (index, members) in components.enumerated() { for member in members { component[member] = index } }
        let next: (String) -> [String] = { node in
            (successors[node] ?? []).filter { component[$0] == nil || component[$0] != component[node] }.sorted()
        }
        let heights = longestPathLengths(nodes: Array(nodes), successors: next)
        guard let (start, height) = heights.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).first, height > max
        else { return [] }
        var path = [start]
        while let current = path.last,
            let step = next(current).max(by: { (heights[$0] ?? 0, $1) < (heights[$1] ?? 0, $0) }),
            (heights[step] ?? 0) == (heights[current] ?? 0) - 1
        {
            path.append(step)
        }
        let evidence = context.graph.importedEdge(from: path[0], to: path[1])?.evidence.first
        return [
            Violation(
                ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
                message: context.explained(
                    "the longest dependency path has \(height) imports: \(path.joined(separator: " -> "))",
                    fallback: "at most \(max) allowed"),
                location: evidence.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) },
                edge: EdgeKey(from: path[0], to: path[1]), path: path
            )
        ]
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let checked = context.selected(modules)
        return context.coverage(
            checked, nothingToCheck: checked.isEmpty ? "\"modules\": '\(modules)' matches no module" : nil)
    }
}
