/// `implicit-dependency`: every imported workspace module is declared in Package.swift (or, for
/// an Xcode target, linked in its project).

import ArchLintGraph

package struct ImplicitDependencyRule: Rule {
    package static let description = RuleDescription(
        kind: "implicit-dependency",
        summary:
            "A module imports a target or product that its Package.swift entry (or Xcode target) does not declare.",
        rationale: """
            An undeclared import builds today only because another dependency links the module \
            transitively; the day that dependency changes, the build breaks somewhere unrelated. \
            Explicit module builds reject it outright. Declare what you import. An Xcode target \
            declares by linking (package products, frameworks) and by its target dependencies, and \
            may import what the framework targets it links declare (linking a package product \
            into both would duplicate its code); a unit test bundle may import what its host app \
            links. A Tuist target declares its direct dependencies only, as `tuist inspect \
            implicit-imports` counts them. A module that a declared dependency re-exports (`@_exported import`, \
            followed through umbrellas of umbrellas) is declared through it and not reported.
            """,
        defaultSeverity: .error,
        fix: .declareDependency,
        options: [],
        examples: [
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["PaymentsFeature -> CoreLogging", "PaymentsFeature -> Foundation"],
                declared: ["PaymentsFeature -> CoreAnalytics", "CoreAnalytics -> CoreLogging"],
                manifest: """
                    // swift-tools-version: 6.0
                    import PackageDescription

                    let package = Package(
                        name: "Bank",
                        targets: [
                            .target(name: "CoreLogging"),
                            .target(name: "CoreAnalytics", dependencies: ["CoreLogging"]),
                            .target(name: "PaymentsFeature", dependencies: ["CoreAnalytics"]),
                        ]
                    )
                    """,
                expected: ["PaymentsFeature -> CoreLogging"],
                plans: [
                    #"add CoreLogging to the dependencies of target 'PaymentsFeature': this line becomes: "#
                        + #"`.target(name: "PaymentsFeature", dependencies: ["CoreAnalytics", "CoreLogging"]),`"#
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["DemandDepositFeature -> CardFeature", "CardFeature -> DemandDepositFeature"],
                declared: ["CardFeature -> DemandDepositFeature"],
                expected: ["DemandDepositFeature -> CardFeature"],
                plans: [
                    "do not declare CardFeature for 'DemandDepositFeature': declaring it would close the cycle "
                        + "DemandDepositFeature -> CardFeature -> DemandDepositFeature in Package.swift, which SwiftPM "
                        + "refuses; break the import cycle first"
                ]
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
                imports: [
                    "ProfileFeature -> FeatureKit", "ProfileFeature -> Models", "FeatureKit -> @_exported Domain",
                    "Domain -> @_exported Models",
                ],
                declared: ["ProfileFeature -> FeatureKit", "FeatureKit -> Domain", "Domain -> Models"],
                expected: []
            ),
        ],
        defaultAppliesTo: .everything,
        // One missing declaration is one decision, however many files import the module.
        baselineGranularity: .decision
    )

    package init(options: inout RuleOptions) throws(ConfigurationError) {}

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        // Module -> the modules its `@_exported import`s make visible to whoever imports it.
        var reexports: [String: [String]] = [:]
        for edge in graph.imported
        where edge.traits.contains(.exported) && edge.evidence.contains(where: { $0.declaration.isExported }) {
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
                let from = graph.modules[edge.key.from], from.kind.isTarget,
                // A snippet depends on its package's libraries implicitly; nothing declares more.
                from.kind != .target(.snippet),
                !graph.isDeclared(from: edge.key.from, to: edge.key.to),
                !Self.isDeclaredThroughXcodeTargets(graph, from: from, to: edge.key.to),
                !reexported(to: edge.key.from).contains(edge.key.to)
            else { return [] }
            // The fix plan says what to add where; the message only states the finding.
            let place = from.manifestKind?.declaringPhrase ?? "declaring it in Package.swift"
            return context.violations(for: edge, message: "\(edge.key.from) imports \(edge.key.to) without \(place)")
        }
    }

    /// An Xcode target imports what the framework and library targets it links (or depends on)
    /// declare, and a unit test bundle what its host app (or extension) declares: Xcode builds
    /// them into one products folder, and linking a package product into both the framework
    /// and the app would put its code in the app twice. Followed through any number of such
    /// targets; an app's dependency on the extensions it embeds is not followed.
    /// A Tuist target (`ManifestKind.declaresThroughLinkedTargets` false) declares only its
    /// direct dependencies, as `tuist inspect implicit-imports` counts them; a unit test bundle
    /// still imports what its host declares.
    static func isDeclaredThroughXcodeTargets(_ graph: ModuleGraph, from: Module, to: String) -> Bool {
        guard from.kind.isXcode else { return false }
        var seen: Set<String> = [from.name]
        var pending = [from.name]
        while let current = pending.popLast() {
            let isHostedTest = graph.modules[current]?.kind.isHostedTest == true
            let throughLinked = graph.modules[current]?.manifestKind?.declaresThroughLinkedTargets ?? true
            for dependency in graph.declaredDependencies(of: current) {
                guard case .xcode(let kind)? = graph.modules[dependency.key.to]?.kind,
                    (kind.isLibrary && throughLinked) || (isHostedTest && (kind.isApplication || kind.isExtension)),
                    seen.insert(dependency.key.to).inserted
                else { continue }
                if graph.isDeclared(from: dependency.key.to, to: to) { return true }
                pending.append(dependency.key.to)
            }
        }
        return false
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverageOfTargets()
    }
}
