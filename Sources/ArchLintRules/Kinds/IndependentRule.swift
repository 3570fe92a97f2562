/// `independent`: members of a group never import one another.
package struct IndependentRule: Rule {
    package static let description = RuleDescription(
        kind: "independent",
        summary: "Modules of a group never import one another.",
        rationale: """
            Core modules (UI components, analytics, logging, utilities) are shared by every feature; \
            when one imports another they can no longer be reused or built on their own. Features \
            that import each other grow into a monolith again: a feature that needs another one \
            declares a routing protocol and the composition root implements it.
            """,
        defaultSeverity: .error,
        fix: .invertDependency,
        options: [
            RuleOption("modules", .selector, required: true, "Selector of the group whose members must stay independent."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["PaymentsFeature -> SearchFeature", "PaymentsFeature -> CoreUI"],
                expected: ["PaymentsFeature -> SearchFeature"],
                plans: ["declare `protocol PaymentsFeatureRouting { func showSearch() }` in PaymentsFeature, implement it in the composition root"]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "@core"}"#,
                imports: ["CoreAnalytics -> CoreLogging", "ProfileFeature -> CoreLogging"],
                groups: ["core": ["Core*"]],
                expected: ["CoreAnalytics -> CoreLogging"],
                plans: ["CoreAnalytics uses no declaration of CoreLogging: delete the import (and the dependency in Package.swift)"]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["App -> PaymentsFeature", "App -> SearchFeature", "PaymentsFeature -> CoreUI"],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["PaymentsFeatureTests(test) -> PaymentsFeature", "PaymentsFeatureTests(test) -> SearchFeature"],
                expected: []
            ),
        ]
    )

    package var modules: ModuleSelector

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules")!
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard context.selects(modules, edge.key.from), context.selects(modules, edge.key.to) else { return [] }
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: "modules matching \(modules) must not import one another")
            )
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let members = context.selected(modules)
        let reason: String? = switch members.count {
        case 0: "\"modules\": '\(modules)' matches no module"
        case 1: "\"modules\": '\(modules)' matches only \(members[0]): an independent group needs two modules"
        default: nil
        }
        return context.coverage(members, nothingToCheck: reason)
    }
}
