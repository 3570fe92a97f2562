/// `testable-outside-tests`: `@testable import` only in test targets.

import ArchLintGraph

package struct TestableOutsideTestsRule: Rule {
    package static let description = RuleDescription(
        kind: "testable-outside-tests",
        summary: "`@testable import` appears only in test targets.",
        rationale: """
            `@testable` opens a module's internal declarations and needs testing enabled at \
            build time: in production code it compiles in debug and breaks the release build, and \
            it bypasses the module's public interface. An import only debug builds compile \
            (under `#if DEBUG`, as for SwiftUI previews) never reaches a release build: it is \
            reported only with `debugOnly`. One written in test support (test code) is not.
            """,
        defaultSeverity: .error,
        fix: .none(
            reason:
                "delete `@testable` and use the module's public interface; what to make public is a decision about "
                + "that interface"
        ),
        options: [
            RuleOption(
                "debugOnly", .boolean, required: false,
                "Also report `@testable` imports only debug builds compile (under `#if DEBUG`: previews, debug menus), "
                    + "which still bypass the module's public interface (default false)."
            )
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "testable-outside-tests"}"#,
                imports: ["SupportChatFeature -> @testable CoreAnalytics", "NetworkTests(test) -> @testable Network"],
                expected: ["SupportChatFeature -> CoreAnalytics"]
            ),
            RuleExample(
                configuration: #"{"kind": "testable-outside-tests"}"#,
                imports: ["ProfileFeatureTests(test) -> @testable ProfileFeature", "App -> ProfileFeature"],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "testable-outside-tests"}"#,
                imports: [
                    "HomeFeature -> @testable GameCenterClient #if DEBUG", "NetworkTestHelpers -> @testable Network",
                    "NetworkTests(test) -> NetworkTestHelpers",
                ],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "testable-outside-tests", "debugOnly": true}"#,
                imports: ["SupportChatFeature -> @testable CoreAnalytics #if DEBUG"],
                expected: ["SupportChatFeature -> CoreAnalytics"]
            ),
        ],
        defaultAppliesTo: .production
    )

    /// Also report imports only debug builds compile.
    package var debugOnly: Bool

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        debugOnly = try options.bool("debugOnly", default: false)
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        // What a release build compiles: DEBUG is false there; other flags and platforms undecided.
        let release = ConditionEvaluator(
            selection: BuildSelection(configuration: "release"), workspaceModules: [],
            otherFlagsUndecided: true)
        // Every clause decided once, however many imports share it (see `ConditionChain`).
        let memo = ConditionMemo()
        return context.edges.flatMap { edge -> [Violation] in
            let testable = ImportedDependency(
                key: edge.key,
                evidence: edge.evidence.filter { evidence in
                    // Under `#if DEBUG` (SwiftUI previews, debug menus) it never reaches a release build.
                    evidence.declaration.isTestable
                        && (debugOnly || !evidence.declaration.isConditional
                            || release.isActive(evidence.declaration.conditions, memo: memo) != false)
                })
            guard !testable.evidence.isEmpty, let module = context.graph.modules[edge.key.from],
                !context.isTestCode(module)
            else { return [] }
            return context.violations(
                for: testable,
                message: context.explained(
                    "\(edge.key.from) uses @testable import \(edge.key.to)",
                    fallback: "@testable import belongs in test targets"))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverageOfTargets()
    }
}
