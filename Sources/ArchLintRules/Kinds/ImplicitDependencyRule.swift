/// `implicit-dependency`: every imported workspace module is declared in Package.swift.
package struct ImplicitDependencyRule: Rule {
    package static let description = RuleDescription(
        kind: "implicit-dependency",
        summary: "A module imports a target or product that its Package.swift entry does not declare.",
        rationale: """
            An undeclared import builds today only because another dependency links the module \
            transitively; the day that dependency changes, the build breaks somewhere unrelated. \
            Explicit module builds reject it outright. Declare what you import. A module that a \
            declared dependency re-exports (`@_exported import`, followed through umbrellas of \
            umbrellas) is declared through it and not reported.
            """,
        defaultSeverity: .error,
        fix: .declareDependency,
        options: [],
        examples: [
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["PaymentsFeature -> CoreLogging", "PaymentsFeature -> Foundation"],
                expected: ["PaymentsFeature -> CoreLogging"],
                plans: [#"add "CoreLogging" to the dependencies of target 'PaymentsFeature' in Package.swift"#]
            ),
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["PaymentsFeature -> CoreAnalytics", "PaymentsFeature -> Foundation"],
                declared: ["PaymentsFeature -> CoreAnalytics"],
                expected: []
            ),
            // FeatureKit re-exports Domain, which re-exports Models: both come with FeatureKit.
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["ProfileFeature -> FeatureKit", "ProfileFeature -> Models", "FeatureKit -> @_exported Domain",
                          "Domain -> @_exported Models"],
                declared: ["ProfileFeature -> FeatureKit", "FeatureKit -> Domain", "Domain -> Models"],
                expected: []
            ),
        ],
        defaultAppliesTo: .everything
    )

    package init(options: inout RuleOptions) throws(ConfigurationError) {}

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        // Module -> the modules its `@_exported import`s make visible to whoever imports it.
        var reexports: [String: [String]] = [:]
        for edge in graph.imported where edge.traits.contains(.exported) && edge.evidence.contains(where: { $0.declaration.isExported }) {
            reexports[edge.key.from, default: []].append(edge.key.to)
        }
        // What a module's declared dependencies re-export, transitively (an umbrella's modules).
        var reexportedByDeclared: [String: Set<String>] = [:]
        func reexported(to module: String) -> Set<String> {
            if let known = reexportedByDeclared[module] { return known }
            var seen: Set<String> = []
            var pending = graph.declaredDependencies(of: module).flatMap { reexports[$0.key.to] ?? [] }
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending.append(contentsOf: reexports[next] ?? [])
            }
            reexportedByDeclared[module] = seen
            return seen
        }
        return context.edges.flatMap { edge -> [Violation] in
            guard let target = graph.modules[edge.key.to],
                  target.kind.isTarget || target.kind == .thirdParty,
                  graph.modules[edge.key.from]?.kind.isTarget == true,
                  !graph.isDeclared(from: edge.key.from, to: edge.key.to),
                  !reexported(to: edge.key.from).contains(edge.key.to)
            else { return [] }
            // The fix plan says what to add where; the message only states the finding.
            return context.violations(for: edge, message: "\(edge.key.from) imports \(edge.key.to) without declaring it in Package.swift")
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverageOfTargets()
    }
}
