/// `forbidden`: modules selected by `from` never import modules selected by `to`.
public struct ForbiddenRule: Rule {
    public static let description = RuleDescription(
        kind: "forbidden",
        summary: "Modules matching `from` never import modules matching `to`.",
        rationale: """
            Some edges break a design outright: a Network module that imports Data (to refresh a \
            token) closes the cycle Data -> Network -> Data and can no longer ship on its own. The fix \
            is an inversion: Network owns a protocol, Data implements it, the app injects it.
            """,
        defaultSeverity: .error,
        options: [
            ("from", "Selector of the importing modules."),
            ("to", "Selector of the modules they must not import."),
            ("includeTests", "Also check imports written in test targets (default false)."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "Network", "to": "Data"}"#,
                imports: ["Network -> Data", "Data -> Network"],
                expected: ["Network -> Data"]
            ),
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "*Feature", "to": ["App", "type:executable"]}"#,
                imports: ["ProfileFeature -> App", "App -> ProfileFeature"],
                expected: ["ProfileFeature -> App"]
            ),
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "Network", "to": "Data"}"#,
                imports: ["Data -> Network", "Network -> Alamofire"],
                expected: []
            ),
        ]
    )

    public var from: ModuleSelector
    public var to: ModuleSelector

    public init(options: inout RuleOptions) throws(ConfigurationError) {
        from = try options.selector("from")!
        to = try options.selector("to")!
    }

    public func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard context.selects(from, edge.key.from), context.selects(to, edge.key.to) else { return [] }
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: "modules matching \(from) must never import modules matching \(to)")
            )
        }
    }
}
