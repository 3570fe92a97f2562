/// `acyclic`: no import cycle among the selected modules.

import ArchLintSupport
import ArchLintGraph

package struct AcyclicRule: Rule {
    package static let description = RuleDescription(
        kind: "acyclic",
        summary:
            "No import cycle among the selected modules; each tangle of cycles (strongly connected component) is one "
            + "finding, its cycles listed.",
        rationale: """
            SwiftPM refuses to build a cycle of declared dependencies, yet imports can close one \
            (one direction declared, the other reached through transitive linking): the build \
            breaks as soon as someone declares it. A card screen linking to a deposit screen and \
            back is the classic case; an interface module both sides depend on breaks the cycle.
            """,
        defaultSeverity: .error,
        fix: .breakCycle,
        options: [
            RuleOption(
                "modules", .selector, required: false, "Selector of the modules to check (default every module).")
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "acyclic"}"#,
                imports: ["CardFeature -> DemandDepositFeature", "DemandDepositFeature -> CardFeature"],
                expected: ["CardFeature -> DemandDepositFeature -> CardFeature"],
                plans: [
                    "delete `import DemandDepositFeature` from CardFeature (CardFeature -> DemandDepositFeature: "
                        + "nothing of it is used): the cheapest way to break the cycle"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "acyclic"}"#,
                imports: ["Data -> Network", "Network -> Data", "Network -> Core", "Core -> Data"],
                expected: ["2 cycles among Core, Data, Network"],
                plans: [
                    "delete `import Network` from Data (Data -> Network: nothing of it is used): the cheapest way to "
                        + "break every cycle among these 3 modules"
                ]
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
        var byKey: [EdgeKey: ImportedDependency] = [:]
        for edge in edges {
            successors[edge.key.from, default: []].append(edge.key.to)
            byKey[edge.key] = edge
        }
        let next: (String) -> [String] = { successors[$0] ?? [] }
        return stronglyConnectedComponents(nodes: Array(successors.keys), successors: next).map { component in
            violation(for: component, edges: byKey, successors: next, context: context)
        }
    }

    /// One finding for a strongly connected component: one decision (which edges to invert)
    /// breaks every cycle in it. The check pipeline anchors it at the edge the fix plan inverts.
    private func violation(
        for component: [String], edges: [EdgeKey: ImportedDependency],
        successors: (String) -> [String], context: RuleContext
    ) -> Violation {
        let (cycles, truncated) = elementaryCycles(
            component: component, successors: successors, limit: Self.cycleLimitPerComponent)
        let members = Set(component)
        var evidence: [FindingEvidence] = []
        for from in component {
            for to in successors(from) where members.contains(to) {
                let key = EdgeKey(from: from, to: to)
                for line in edges[key]?.evidence ?? [] {
                    evidence.append(
                        FindingEvidence(
                            edge: key, location: SourceLocation(file: line.file, line: line.line, column: line.column)))
                }
            }
        }
        evidence.sort()
        let closed = { (cycle: [String]) in (cycle + cycle.prefix(1)).joined(separator: " -> ") }
        let single = cycles.count == 1 && !truncated
        let subject: String
        var notes: [ViolationNote] = []
        if single {
            subject = "import cycle \(closed(cycles[0]))"
        } else {
            let count = truncated ? "more than \(Self.cycleLimitPerComponent)" : "\(cycles.count)"
            subject = "\(count) import cycles among \(component.count) modules: \(Self.listed(component))"
            notes = cycles.prefix(Violation.listedEvidence).map { ViolationNote(message: "cycle \(closed($0))") }
            if cycles.count > Violation.listedEvidence {
                notes.append(
                    ViolationNote(
                        message:
                            "and \(truncated ? "more than " : "")\(cycles.count - Violation.listedEvidence) more cycles"
                    ))
            }
        }
        // Until the plan picks the edge to invert: the first import of the first cycle's first edge.
        let firstEdge = EdgeKey(from: cycles[0][0], to: cycles[0].count > 1 ? cycles[0][1] : cycles[0][0])
        let anchor = evidence.first { $0.edge == firstEdge } ?? evidence.first
        return Violation(
            ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
            message: context.explained(
                subject, fallback: "SwiftPM cannot build modules that import each other in a loop"),
            location: anchor?.location, edge: anchor?.edge, cycle: single ? cycles[0] : component, notes: notes,
            evidence: evidence
        )
    }

    /// Module names for a message: at most six, then how many more.
    static func listed(_ names: [String]) -> String {
        names.count > 6
            ? names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more" : names.joined(separator: ", ")
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let checked =
            modules.map(context.selected)
            ?? context.graph.moduleNames.filter { context.graph.modules[$0]?.kind.isTarget == true }
        return context.coverage(
            checked,
            nothingToCheck: checked.count < 2
                ? (modules.map { RuleMessages.tooFewForCycle(selector: $0, checked: checked) }
                    ?? "the workspace has fewer than two targets")
                : nil)
    }
}

extension RuleMessages {
    /// The `modules` selector of an acyclic rule selects fewer than two modules (`checked`).
    static func tooFewForCycle(selector: ModuleSelector, checked: [String]) -> String {
        "\"modules\": '\(selector)' matches \(checked.isEmpty ? "no module" : "only \(checked[0])"): a cycle needs two"
    }
}
