/// `allowed-only`: the selected modules import only the listed modules.
package struct AllowedOnlyRule: Rule {
    package static let description = RuleDescription(
        kind: "allowed-only",
        summary: "The selected modules may import only the listed modules.",
        rationale: """
            Some modules are kept deliberately small: a Domain module that sees only Foundation \
            stays testable and portable. An allow-list states that once, instead of forbidding \
            every other module one by one.
            """,
        defaultSeverity: .error,
        fix: .invertDependency,
        options: [
            RuleOption("modules", .selector, required: true, "Selector of the modules held to the list."),
            RuleOption("allowed", .selector, required: true, "Selector of the modules they may import."),
            RuleOption(
                "allowSDK", .boolean, required: false,
                "Also allow every SDK module (Foundation, UIKit...) (default false)."),
        ],
        examples: [
            RuleExample(
                configuration:
                    #"{"kind": "allowed-only", "modules": "Domain", "allowed": ["Foundation", "CoreUtilities"]}"#,
                imports: [
                    "Domain -> Foundation", "Domain -> CoreUtilities", "Domain -> Data", "Data -> CoreUtilities",
                ],
                sources: [
                    "Data": "import CoreUtilities\n\npublic protocol TokenCache {\n    func token() -> String?\n}",
                    "Domain":
                        "import Foundation\nimport CoreUtilities\nimport Data\n\npublic struct SignIn {\n"
                        + "    let cache: any TokenCache\n}",
                ],
                expected: ["Domain -> Data"],
                plans: [
                    "Domain uses only the protocol of Data: TokenCache (File.swift:6); move it down to CoreUtilities "
                        + "(both depend on it), and drop the import"
                ]
            ),
            RuleExample(
                configuration:
                    #"{"kind": "allowed-only", "modules": "Domain", "allowed": "CoreUtilities", "allowSDK": true}"#,
                imports: ["Domain -> Foundation", "Domain -> CoreUtilities", "Data -> Network"],
                expected: []
            ),
        ]
    )

    package var modules: ModuleSelector
    package var allowed: ModuleSelector
    package var allowSDK: Bool

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules")!
        allowed = try options.selector("allowed")!
        allowSDK = try options.bool("allowSDK", default: false)
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard context.selects(modules, edge.key.from), !context.selects(allowed, edge.key.to) else { return [] }
            let kind = context.graph.modules[edge.key.to]?.kind
            if allowSDK, kind == .sdk { return [] }
            // Under allowSDK, an outside module no manifest vends may be an SDK module archlint
            // does not know: say so, so the team can tell a typo from a gap in the table.
            let unknown =
                allowSDK && kind == .unknown
                ? " (\(edge.key.to) is not a known SDK module, nor a product of a package the manifests name)" : ""
            return context.violations(
                for: edge,
                message: context.explained(
                    "\(edge.key.from) imports \(edge.key.to)\(unknown)",
                    fallback: "\(edge.key.from) may import only \(allowed)\(allowSDK ? " and SDK modules" : "")"))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        // An empty allow-list still checks: then every import of the modules is reported.
        let checked = context.selected(modules)
        return context.coverage(
            checked + context.selected(allowed),
            nothingToCheck: checked.isEmpty ? "\"modules\": '\(modules)' matches no module" : nil)
    }
}
