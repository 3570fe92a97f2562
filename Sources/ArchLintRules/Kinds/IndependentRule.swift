import ArchLintGraph

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
            RuleOption(
                "modules", .selector, required: true, "Selector of the group whose members must stay independent."),
            RuleOption(
                "presentation", choices: presentationChoices,
                """
                Between features: may a feature present another (use only its entry types, named \
                after it: `Settings`, `SettingsView`)? `root` (default): the root feature and the \
                composition root may, other presentations are reported as such; `any`: every feature \
                may, only sideways uses are reported; `none`: the root too is reported.
                """),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["PaymentsFeature -> SearchFeature", "PaymentsFeature -> CoreUI", "SearchFeature -> CoreUI"],
                sources: [
                    "SearchFeature":
                        "import CoreUI\n\npublic struct Payee { public let name: String }\n\n"
                        + "public struct SearchView: View {\n    public init(onSelect: @escaping (Payee) -> Void) "
                        + "{}\n}",
                    "PaymentsFeature":
                        "import SearchFeature\nimport CoreUI\n\nstruct PaymentsView: View {\n    var payee: Payee?\n"
                        + "    var body: some View { SearchView { payee in } }\n}",
                ],
                expected: ["PaymentsFeature -> SearchFeature"],
                plans: [
                    "PaymentsFeature shows SearchFeature's screens SearchView (File.swift:6): declare `protocol "
                        + "PaymentsFeatureRouting { func showSearch() }` in PaymentsFeature, implement it in the "
                        + "composition root; move Payee down to CoreUI"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "@core"}"#,
                imports: ["CoreAnalytics -> CoreLogging", "ProfileFeature -> CoreLogging"],
                groups: ["core": ["Core*"]],
                sources: [
                    "CoreLogging":
                        "public struct Logger: Sendable {\n    public init() {}\n"
                        + "    public func log(_ message: String) {}\n}",
                    "CoreAnalytics":
                        "import CoreLogging\n\npublic actor Tracker {\n    private let logger = Logger()\n"
                        + "    public func track(_ event: String) { logger.log(event) }\n}",
                ],
                expected: ["CoreAnalytics -> CoreLogging"],
                plans: [
                    "CoreAnalytics uses Logger.log (File.swift:4): declare `protocol LoggerProviding` in "
                        + "CoreAnalytics, conform in the composition root (CoreLogging does not depend on "
                        + "CoreAnalytics), inject from the composition root"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: [
                    "DailyChallengeFeature -> LeaderboardFeature", "DailyChallengeFeature -> DesignSystem",
                    "LeaderboardFeature -> DesignSystem",
                ],
                sources: [
                    "LeaderboardFeature":
                        "@Reducer\npublic struct Leaderboard {}\n\n@Reducer\npublic struct LeaderboardResults {\n"
                        + "    public struct State {}\n}",
                    "DailyChallengeFeature":
                        "import LeaderboardFeature\n\n@Reducer\nstruct DailyChallengeResults {\n    struct State {\n"
                        + "        var results: LeaderboardResults.State\n    }\n}",
                ],
                expected: ["DailyChallengeFeature -> LeaderboardFeature"],
                // A reducer other than the feature's own is a component it happens to hold.
                plans: [
                    "DailyChallengeFeature uses a component that lives in LeaderboardFeature: LeaderboardResults "
                        + "(File.swift:6); move it down to DesignSystem (both depend on it), and drop the import"
                ]
            ),
            // The imported feature's entry reducer (named after it) is the child itself, though
            // not named exactly like the module: a parent composing it, not a shared component.
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: [
                    "ManageSecurityFeature -> AnswerQuestionsFeature", "ManageSecurityFeature -> DesignSystem",
                    "AnswerQuestionsFeature -> DesignSystem",
                ],
                sources: [
                    "AnswerQuestionsFeature":
                        "@Reducer\npublic struct AnswerQuestionsCoordinator {\n    public struct State {}\n"
                        + "    public enum Action {}\n}",
                    "ManageSecurityFeature":
                        "import AnswerQuestionsFeature\n\n@Reducer\nstruct ManageSecurity {\n    struct State {\n"
                        + "        var answer: AnswerQuestionsCoordinator.State?\n    }\n}",
                ],
                expected: ["ManageSecurityFeature -> AnswerQuestionsFeature"],
                plans: [
                    "ManageSecurityFeature composes AnswerQuestionsFeature by type (AnswerQuestionsCoordinator.State "
                        + "(File.swift:6)), as its parent: let the composition root present it on a delegate action, "
                        + "or allow parents to present their children"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: ["App -> PaymentsFeature", "App -> SearchFeature", "PaymentsFeature -> CoreUI"],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: [
                    "PaymentsFeatureTests(test) -> PaymentsFeature", "PaymentsFeatureTests(test) -> SearchFeature",
                ],
                expected: []
            ),
            // The root feature (named like an app's root, composing features) presents them.
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature"}"#,
                imports: [
                    "AppFeature -> HomeFeature", "AppFeature -> SettingsFeature", "HomeFeature -> SettingsFeature",
                ],
                sources: [
                    "SettingsFeature": "public struct Settings {}\n",
                    "HomeFeature": "import SettingsFeature\n\nlet destination = Settings()\n",
                ],
                expected: ["HomeFeature -> SettingsFeature"],
                plans: [
                    "HomeFeature shows SettingsFeature's screens Settings (File.swift:3): declare `protocol "
                        + "HomeFeatureRouting { func showSettings() }` in HomeFeature, implement it in AppFeature"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "independent", "modules": "*Feature", "presentation": "any"}"#,
                imports: ["HomeFeature -> SettingsFeature"],
                sources: [
                    "SettingsFeature": "public struct Settings {}\n",
                    "HomeFeature": "import SettingsFeature\n\nlet destination = Settings()\n",
                ],
                expected: []
            ),
        ]
    )

    /// The words `presentation` accepts.
    static let presentationChoices = ["root", "any", "none"]

    package var modules: ModuleSelector
    /// Who may present a feature: `root`, `any` or `none`.
    package var presentation: String

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules")!
        presentation = try options.choice("presentation", among: Self.presentationChoices, default: "root")
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let roles = context.resolver.roles
        let composing: Set<ModuleRole> = [.rootFeature, .compositionRoot]
        let features: Set<ModuleRole> = [.feature, .rootFeature]
        return context.edges.flatMap { edge -> [Violation] in
            let from = edge.key.from, to = edge.key.to
            guard context.selects(modules, from), context.selects(modules, to) else { return [] }
            // The root composes the features: it presents them (unless "none" says otherwise).
            if presentation != "none", let role = roles.role(of: from), composing.contains(role) { return [] }
            var subject = "\(from) imports \(to)"
            if let fromRole = roles.role(of: from), let toRole = roles.role(of: to), features.contains(fromRole),
                features.contains(toRole)
            {
                switch FeatureUse.judge(from: from, to: to, symbols: context.symbols) {
                case .presents(let types, let others):
                    if presentation == "any" { return [] }
                    subject = RuleMessages.presents(
                        from: from, to: to, entries: Self.list(types), others: others.isEmpty ? nil : Self.list(others))
                case .reachesInto(let components):
                    subject = "\(from) reaches into \(to) (uses \(Self.list(components)), not its entry)"
                case .usesProtocols(let protocols):
                    let noun = protocols.count == 1 ? "protocol" : "protocols"
                    subject = "\(from) depends on \(to) for its \(noun) \(Self.list(protocols))"
                case .noVisibleUse:
                    subject = "\(from) imports \(to) (no declaration of it in use that archlint sees)"
                }
            }
            return context.violations(
                for: edge,
                message: context.explained(subject, fallback: "modules matching \(modules) must not import one another")
            )
        }
    }

    static func list(_ names: [String]) -> String {
        names.count > 3
            ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : names.joined(separator: ", ")
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let members = context.selected(modules)
        let reason: String? =
            switch members.count {
            case 0: "\"modules\": '\(modules)' matches no module"
            case 1: "\"modules\": '\(modules)' matches only \(members[0]): an independent group needs two modules"
            default: nil
            }
        return context.coverage(members, nothingToCheck: reason)
    }
}

extension RuleMessages {
    /// A feature that uses another's entry points: `entries` and `others` are already listed ("A and B").
    static func presents(from: String, to: String, entries: String, others: String?) -> String {
        "\(from) presents \(to) (uses its entry \(entries)\(others.map { ", and \($0)" } ?? ""))"
    }
}
