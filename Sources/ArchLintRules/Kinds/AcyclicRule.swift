/// `acyclic`: no import cycle among the selected modules.

import ArchLintSupport
import ArchLintGraph

package struct AcyclicRule: Rule {
    package static let description = RuleDescription(
        kind: "acyclic",
        summary: "No import cycle among the selected modules; each cycle is reported once with its full path.",
        rationale: """
            SwiftPM refuses to build a cycle of declared dependencies, yet imports can close one \
            (one direction declared, the other reached through transitive linking): the build \
            breaks as soon as someone declares it. A card screen linking to a deposit screen and \
            back is the classic case; an interface module both sides depend on breaks the cycle.
            """,
        defaultSeverity: .error,
        fix: .breakCycle,
        options: [
            RuleOption("modules", .selector, required: false, "Selector of the modules to check (default every module)."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "acyclic"}"#,
                imports: ["CardFeature -> DemandDepositFeature", "DemandDepositFeature -> CardFeature"],
                expected: ["CardFeature -> DemandDepositFeature -> CardFeature"],
                plans: ["invert CardFeature -> DemandDepositFeature (weight 1: 0 symbols, 1 file): the cheapest way to break CardFeature, DemandDepositFeature (tied with DemandDepositFeature -> CardFeature, chosen by name)"]
            ),
            RuleExample(
                configuration: #"{"kind": "acyclic"}"#,
                imports: ["Data -> Network", "Network -> Data", "Network -> Core", "Core -> Data"],
                expected: ["Core -> Data -> Network -> Core", "Data -> Network -> Data"],
                plans: ["invert Data -> Network (weight 1: 0 symbols, 1 file): the cheapest way to break Core, Data, Network",
                        "invert Data -> Network (weight 1: 0 symbols, 1 file): the cheapest way to break Core, Data, Network"]
            ),
            RuleExample(
                configuration: #"{"kind": "acyclic", "modules": "*Feature"}"#,
                imports: ["Data -> Network", "Network -> Data", "AFeature -> BFeature"],
                expected: []
            ),
        ]
    )

    /// Cycles listed per strongly connected component before the rest are summarised.
    package static let cycleLimitPerComponent = 100

    package var modules: ModuleSelector?

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules", required: false)
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let edges = context.edges.filter { edge in
            guard let modules else { return true }
            return context.selects(modules, edge.key.from) && context.selects(modules, edge.key.to)
        }
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.key.from, default: []].append(edge.key.to) }
        let next: (String) -> [String] = { successors[$0] ?? [] }
        var violations: [Violation] = []
        for component in stronglyConnectedComponents(nodes: Array(successors.keys), successors: next) {
            let (cycles, truncated) = elementaryCycles(component: component, successors: next, limit: Self.cycleLimitPerComponent)
            for cycle in cycles {
                violations.append(violation(for: cycle, context: context))
            }
            if truncated {
                violations.append(Violation(
                    ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
                    message: "more than \(Self.cycleLimitPerComponent) import cycles among \(component.joined(separator: ", ")); only the first \(Self.cycleLimitPerComponent) are listed",
                    location: nil, cycle: component
                ))
            }
        }
        return violations
    }

    private func violation(for cycle: [String], context: RuleContext) -> Violation {
        let closed = cycle + [cycle[0]]
        let path = closed.joined(separator: " -> ")
        var notes: [ViolationNote] = []
        var firstLocation: SourceLocation?
        for index in 0..<cycle.count {
            let from = closed[index], to = closed[index + 1]
            guard let edge = context.graph.importedEdge(from: from, to: to), let evidence = edge.evidence.first else { continue }
            let location = SourceLocation(file: evidence.file, line: evidence.line, column: evidence.column)
            if firstLocation == nil { firstLocation = location }
            let more = edge.evidence.count > 1 ? " (and \(edge.evidence.count - 1) more)" : ""
            notes.append(ViolationNote(message: "\(from) imports \(to) here\(more)", location: location))
        }
        return Violation(
            ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
            message: context.explained("import cycle \(path)", fallback: "modules must not import each other in a loop"),
            location: firstLocation, edge: EdgeKey(from: closed[0], to: closed[1]), cycle: cycle, notes: notes
        )
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let checked = modules.map(context.selected) ?? context.graph.moduleNames.filter { context.graph.modules[$0]?.kind.isTarget == true }
        return context.coverage(checked, nothingToCheck: checked.count < 2
            ? (modules.map { "\"modules\": '\($0)' matches \(checked.isEmpty ? "no module" : "only \(checked[0])"): a cycle needs two" } ?? "the workspace has fewer than two targets")
            : nil)
    }
}
