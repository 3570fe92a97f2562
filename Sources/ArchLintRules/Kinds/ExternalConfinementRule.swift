/// `external-confinement`: a third-party or SDK module is imported only by the modules that wrap it.
package struct ExternalConfinementRule: Rule {
    package static let description = RuleDescription(
        kind: "external-confinement",
        summary: "A third-party or SDK module (Moya, Alamofire, UIKit) is imported only by the listed modules.",
        rationale: """
            A Network module that wraps the HTTP library keeps decoding, error mapping and the \
            library's upgrades in one place; a feature that imports Moya directly spreads them \
            everywhere again. The same holds for UIKit in a Domain layer.
            """,
        defaultSeverity: .error,
        fix: .none(reason: "move the use into a module `allowedIn` names and call that module instead; a library or SDK module cannot conform to a protocol of yours"),
        options: [
            RuleOption("modules", .selector, required: true, "Selector of the confined modules (usually exact names: \"Alamofire\", \"Moya\")."),
            RuleOption("allowedIn", .selector, required: true, "Selector of the modules that may import them."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "external-confinement", "modules": ["Alamofire", "Moya"], "allowedIn": "Network"}"#,
                imports: ["Network -> Alamofire", "SupportChatFeature -> Moya"],
                expected: ["SupportChatFeature -> Moya"]
            ),
            RuleExample(
                configuration: #"{"kind": "external-confinement", "modules": "Moya", "allowedIn": ["Network", "NetworkTests"]}"#,
                imports: ["Network -> Moya", "NetworkTests(test) -> Moya"],
                expected: []
            ),
        ]
    )

    package var modules: ModuleSelector
    package var allowedIn: ModuleSelector

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules")!
        allowedIn = try options.selector("allowedIn")!
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard context.selects(modules, edge.key.to), !context.selects(allowedIn, edge.key.from) else { return [] }
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: "\(edge.key.to) may be imported only by \(allowedIn)"))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        // No module allowed to import them still checks: then every import is reported.
        let confined = context.selected(modules).filter { name in context.graph.imported.contains { $0.key.to == name } }
        return context.coverage(confined + context.selected(allowedIn),
                                nothingToCheck: confined.isEmpty ? "no module imports '\(modules)'" : nil)
    }
}
