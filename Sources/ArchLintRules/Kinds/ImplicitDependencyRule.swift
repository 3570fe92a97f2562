/// `implicit-dependency`: every imported workspace module is declared in Package.swift (or, for
/// an Xcode target, linked in its project).

import ArchLintGraph

package struct ImplicitDependencyRule: Rule {
    package static let description = RuleDescription(
        kind: "implicit-dependency",
        summary: "A module imports a target or product that its Package.swift entry (or Xcode target) does not declare.",
        rationale: """
            An undeclared import builds today only because another dependency links the module \
            transitively; the day that dependency changes, the build breaks somewhere unrelated. \
            Explicit module builds reject it outright. Declare what you import. An Xcode target \
            declares by linking (package products, frameworks) and by its target dependencies; a \
            unit test bundle may import what its host app links.
            """,
        defaultSeverity: .error,
        fix: .declareDependency,
        options: [],
        examples: [
            RuleExample(
                configuration: #"{"kind": "implicit-dependency"}"#,
                imports: ["PaymentsFeature -> CoreLogging", "PaymentsFeature -> Foundation"],
                expected: ["PaymentsFeature -> CoreLogging"],
                plans: [#"add "CoreLogging" to target 'PaymentsFeature' in Package.swift: .target(name: "PaymentsFeature", dependencies: ["CoreLogging"])"#]
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
        let graph = context.graph
        return context.edges.flatMap { edge -> [Violation] in
            guard let target = graph.modules[edge.key.to],
                  target.kind.isTarget || target.kind == .thirdParty,
                  let from = graph.modules[edge.key.from], from.kind.isTarget,
                  // A snippet depends on its package's libraries implicitly; nothing declares more.
                  from.kind != .target(.snippet),
                  !graph.isDeclared(from: edge.key.from, to: edge.key.to),
                  !Self.isDeclaredThroughHost(graph, from: from, to: edge.key.to)
            else { return [] }
            let fallback = from.kind.isXcode
                ? "link \"\(edge.key.to)\" to target '\(edge.key.from)' in Xcode, under its Frameworks and Libraries"
                : "add \"\(edge.key.to)\" to the dependencies of target '\(edge.key.from)' in Package.swift"
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to) without declaring it", fallback: fallback))
        }
    }

    /// A unit test bundle hosted by an app (or extension) it depends on is built into the same
    /// products folder and runs in the host's process: it imports what the host links, and
    /// linking it again would load it twice.
    static func isDeclaredThroughHost(_ graph: ModuleGraph, from: Module, to: String) -> Bool {
        guard from.kind == .xcode(.unitTest) else { return false }
        return graph.declaredDependencies(of: from.name).contains { host in
            guard case .xcode(let kind)? = graph.modules[host.key.to]?.kind, kind.isApplication || kind.isExtension else { return false }
            return graph.isDeclared(from: host.key.to, to: to)
        }
    }
}
