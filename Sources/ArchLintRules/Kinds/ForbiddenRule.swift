/// `forbidden`: modules selected by `from` never import modules selected by `to`.

import ArchLintSupport
import ArchLintGraph

package struct ForbiddenRule: Rule {
    package static let description = RuleDescription(
        kind: "forbidden",
        summary: "Modules matching `from` never import modules matching `to`.",
        rationale: """
            Some edges break a design outright: a Network module that imports Data (to refresh a \
            token) closes the cycle Data -> Network -> Data and can no longer ship on its own. The fix \
            is an inversion: Network owns a protocol, Data implements it, the app injects it.
            """,
        defaultSeverity: .error,
        fix: .invertDependency,
        options: [
            RuleOption("from", .selector, required: true, "Selector of the importing modules."),
            RuleOption("to", .selector, required: true, "Selector of the modules they must not import."),
            RuleOption(
                "transitive", .boolean, required: false,
                "Also forbid reaching them through other modules: no import path at all (default false)."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "Network", "to": "Data"}"#,
                imports: ["Network -> Data", "Data -> Network"],
                sources: [
                    "Network":
                        "import Data\n\nfinal class Authenticator {\n    func refresh(_ token: String) async throws -> "
                        + "String {\n        try await AuthAPI.renewAccessToken(token)\n    }\n}",
                    "Data":
                        "import Network\n\npublic enum AuthAPI {\n    public static func renewAccessToken(_ "
                        + "refreshToken: String) async throws -> String { refreshToken }\n}",
                ],
                expected: ["Network -> Data"],
                plans: [
                    "Network uses AuthAPI.renewAccessToken (File.swift:5): declare `protocol AccessTokenHandler` in "
                        + "Network, conform in Data, inject from the composition root"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "*Feature", "to": ["App", "type:executable"]}"#,
                imports: ["ProfileFeature -> App", "App -> ProfileFeature"],
                expected: ["ProfileFeature -> App"],
                plans: [
                    "ProfileFeature names no declaration of App (no type, function or extension member): delete "
                        + "`import App` (File.swift:1)"
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "Network", "to": "Data"}"#,
                imports: ["Data -> Network", "Network -> Alamofire"],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "forbidden", "from": "Domain", "to": "Data", "transitive": true}"#,
                imports: ["Domain -> CoreUtilities", "CoreUtilities -> Storage", "Storage -> Data"],
                expected: ["Domain -> CoreUtilities -> Storage -> Data"],
                // The plan is for the path's first import.
                plans: [
                    "Domain names no declaration of CoreUtilities (no type, function or extension member): delete "
                        + "`import CoreUtilities` (File.swift:1)"
                ]
            ),
        ]
    )

    package var from: ModuleSelector
    package var to: ModuleSelector
    package var transitive: Bool

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        from = try options.selector("from")!
        to = try options.selector("to")!
        transitive = try options.bool("transitive", default: false)
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let edges = context.edges
        var violations = edges.flatMap { edge -> [Violation] in
            guard context.selects(from, edge.key.from), context.selects(to, edge.key.to) else { return [] }
            return context.violations(
                for: edge,
                message: context.explained(
                    "\(edge.key.from) imports \(edge.key.to)",
                    fallback: "modules matching \(from) must never import modules matching \(to)")
            )
        }
        guard transitive else { return violations }
        // Breadth-first from each source: the shortest path to each forbidden module, reported
        // once at the path's first import. O(S * (V + E)) for S source modules.
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.key.from, default: []].append(edge.key.to) }
        let sources = Set(edges.map(\.key.from)).filter { context.selects(from, $0) }.sorted()
        for source in sources {
            var parent: [String: String] = [source: source]
            var queue = [source]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in (successors[node] ?? []).sorted() where parent[next] == nil {
                    parent[next] = node
                    queue.append(next)
                }
            }
            for target in parent.keys.sorted() where target != source && context.selects(to, target) {
                var path = [target]
                while let last = path.last, last != source { path.append(parent[last]!) }
                path.reverse()
                guard path.count > 2, let first = context.graph.importedEdge(from: path[0], to: path[1])?.evidence.first
                else { continue }
                violations.append(
                    Violation(
                        ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
                        message: context.explained(
                            "\(source) reaches \(target) through \(path.joined(separator: " -> "))",
                            fallback:
                                "modules matching \(from) must not depend on modules matching \(to), even indirectly"),
                        location: SourceLocation(file: first.file, line: first.line, column: first.column),
                        edge: EdgeKey(from: path[0], to: path[1]), path: path
                    ))
            }
        }
        return violations
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverage(requiring: [("from", from), ("to", to)])
    }
}
