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
                imports: ["PaymentsFeature -> SearchFeature", "PaymentsFeature -> CoreUI", "SearchFeature -> CoreUI"],
                sources: [
                    "SearchFeature": "import CoreUI\n\npublic struct Payee { public let name: String }\n\npublic struct SearchView: View {\n    public init(onSelect: @escaping (Payee) -> Void) {}\n}",
                    "PaymentsFeature": "import SearchFeature\nimport CoreUI\n\nstruct PaymentsView: View {\n    var payee: Payee?\n    var body: some View { SearchView { payee in } }\n}",
                ],
                expected: ["PaymentsFeature -> SearchFeature"],
                plans: ["PaymentsFeature shows SearchFeature's screens (SearchView (File.swift:6)): declare `protocol PaymentsFeatureRouting { func showSearch() }` in PaymentsFeature, implement it in the composition root (or take a factory closure from the composition root); move Payee down to CoreUI"]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "@core"}"#,
                imports: ["CoreAnalytics -> CoreLogging", "ProfileFeature -> CoreLogging"],
                groups: ["core": ["Core*"]],
                sources: [
                    "CoreLogging": "public struct Logger: Sendable {\n    public init() {}\n    public func log(_ message: String) {}\n}",
                    "CoreAnalytics": "import CoreLogging\n\npublic actor Tracker {\n    private let logger = Logger()\n    public func track(_ event: String) { logger.log(event) }\n}",
                ],
                expected: ["CoreAnalytics -> CoreLogging"],
                plans: ["CoreAnalytics uses Logger.log (File.swift:4): declare `protocol LoggerProviding` in CoreAnalytics, conform in the composition root (CoreLogging does not depend on CoreAnalytics), inject from the composition root"]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["DailyChallengeFeature -> LeaderboardFeature", "DailyChallengeFeature -> DesignSystem", "LeaderboardFeature -> DesignSystem"],
                sources: [
                    "LeaderboardFeature": "@Reducer\npublic struct Leaderboard {}\n\n@Reducer\npublic struct LeaderboardResults {\n    public struct State {}\n}",
                    "DailyChallengeFeature": "import LeaderboardFeature\n\n@Reducer\nstruct DailyChallengeResults {\n    struct State {\n        var results: LeaderboardResults.State\n    }\n}",
                ],
                expected: ["DailyChallengeFeature -> LeaderboardFeature"],
                // A reducer other than the feature's own is a component it happens to hold.
                plans: ["DailyChallengeFeature uses a component that lives in LeaderboardFeature: LeaderboardResults (File.swift:6); move it down to DesignSystem, which DailyChallengeFeature and LeaderboardFeature both depend on, and drop the import"]
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
}
