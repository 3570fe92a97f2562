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
            (under `#if DEBUG`, as for SwiftUI previews) never reaches a release build and is not \
            reported; neither is one written in test support (test code).
            """,
        defaultSeverity: .error,
        fix: .none(reason: "delete `@testable` and use the module's public interface; what to make public is a decision about that interface"),
        options: [],
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
                imports: ["HomeFeature -> @testable GameCenterClient #if DEBUG", "NetworkTestHelpers -> @testable Network",
                          "NetworkTests(test) -> NetworkTestHelpers"],
                expected: []
            ),
        ],
        defaultAppliesTo: .production
    )

    package init(options: inout RuleOptions) throws(ConfigurationError) {}

    package func evaluate(_ context: RuleContext) -> [Violation] {
        // What a release build compiles: DEBUG is false there; other flags and platforms undecided.
        let release = ConditionEvaluator(selection: BuildSelection(configuration: "release"), workspaceModules: [],
                                         otherFlagsUndecided: true)
        return context.edges.flatMap { edge -> [Violation] in
            let testable = ImportedDependency(key: edge.key, evidence: edge.evidence.filter { evidence in
                // Under `#if DEBUG` (SwiftUI previews, debug menus) it never reaches a release build.
                evidence.declaration.isTestable
                    && (!evidence.declaration.isConditional || release.isActive(evidence.declaration.conditions) != false)
            })
            guard !testable.evidence.isEmpty, let module = context.graph.modules[edge.key.from], !context.isTestCode(module) else { return [] }
            return context.violations(
                for: testable,
                message: context.explained("\(edge.key.from) uses @testable import \(edge.key.to)", fallback: "@testable import belongs in test targets; use the module's public interface"))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverageOfTargets()
    }
}
