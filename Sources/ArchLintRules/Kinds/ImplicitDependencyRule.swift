/// `implicit-dependency`: every imported workspace module is declared in Package.swift.
package struct ImplicitDependencyRule: Rule {
    package static let description = RuleDescription(
        kind: "implicit-dependency",
        summary: "A module imports a target or product that its Package.swift entry does not declare.",
        rationale: """
            An undeclared import builds today only because another dependency links the module \
            transitively; the day that dependency changes, the build breaks somewhere unrelated. \
            Explicit module builds reject it outright. Declare what you import.
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
                plans: [#"add CoreLogging to the dependencies of target 'PaymentsFeature': this line becomes: `.target(name: "PaymentsFeature", dependencies: ["CoreAnalytics", "CoreLogging"]),`"#]
            ),
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["DemandDepositFeature -> CardFeature", "CardFeature -> DemandDepositFeature"],
                declared: ["CardFeature -> DemandDepositFeature"],
                expected: ["DemandDepositFeature -> CardFeature"],
                plans: ["do not declare CardFeature for 'DemandDepositFeature': declaring it would close the cycle DemandDepositFeature -> CardFeature -> DemandDepositFeature in Package.swift, which SwiftPM refuses; break the import cycle first"]
            ),
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["PaymentsFeature -> CoreAnalytics", "PaymentsFeature -> Foundation"],
                declared: ["PaymentsFeature -> CoreAnalytics"],
                expected: []
            ),
        ],
        defaultAppliesTo: Set(ImportKind.allCases)
    )

    package init(options: inout RuleOptions) throws(ConfigurationError) {}

    package func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard let target = context.graph.modules[edge.key.to],
                  target.kind.isTarget || target.kind == .thirdParty,
                  context.graph.modules[edge.key.from]?.kind.isTarget == true,
                  !context.graph.isDeclared(from: edge.key.from, to: edge.key.to)
            else { return [] }
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to) without declaring it",
                                           fallback: "add \"\(edge.key.to)\" to the dependencies of target '\(edge.key.from)' in Package.swift"))
        }
    }
}
