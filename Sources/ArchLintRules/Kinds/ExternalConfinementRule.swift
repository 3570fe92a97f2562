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
            RuleOption("allowedIn", .selector, required: true, "Selector of the modules that may import them. When it selects by role (`@network` of the presets) and no module has the role, no module wraps the library: the rule checks nothing and says so, instead of reporting every import."),
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
            // The wrapper is selected by role and no module has it: the rule has nothing to
            // confine the library to, and says so instead of reporting every import.
            RuleExample(
                configuration: #"{"kind": "external-confinement", "modules": "Alamofire", "allowedIn": "role:network"}"#,
                imports: ["ProfileFeature -> Alamofire", "SearchFeature -> Alamofire"],
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

    /// True when `allowedIn` relies on an inferred role (directly or through groups) and selects
    /// no module: no wrapper was found, so there is nothing to confine the modules to.
    func lacksWrapper(_ context: RuleContext) -> Bool {
        context.selected(allowedIn).isEmpty && Self.reliesOnRoles(allowedIn, groups: context.resolver.groups)
    }

    static func reliesOnRoles(_ selector: ModuleSelector, groups: [String: ModuleSelector]) -> Bool {
        var seen: Set<String> = []
        var pending = [selector]
        while let next = pending.popLast() {
            if next.referencesRole { return true }
            for group in next.referencedGroups where seen.insert(group).inserted {
                if let inner = groups[group] { pending.append(inner) }
            }
        }
        return false
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        if lacksWrapper(context) { return [] }
        return context.edges.flatMap { edge -> [Violation] in
            guard context.selects(modules, edge.key.to), !context.selects(allowedIn, edge.key.from) else { return [] }
            return context.violations(
                for: edge,
                message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: "\(edge.key.to) may be imported only by \(allowedIn)"))
        }
    }

    /// The modules importing `confined`, listed (`A, B and 3 more`).
    static func importers(of confined: [String], _ context: RuleContext) -> String {
        let names = Set(context.edges.filter { confined.contains($0.key.to) }.map(\.key.from)).sorted()
        return names.count > 3 ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : names.joined(separator: ", ")
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        // No module allowed to import them still checks (every import is reported), unless the
        // allowed modules are a role no module was given: then the rule needs its wrapper.
        let confined = context.selected(modules).filter { name in context.graph.imported.contains { $0.key.to == name } }
        let reason: String? = if confined.isEmpty {
            "no module imports '\(modules)'"
        } else if lacksWrapper(context) {
            "\"allowedIn\": '\(allowedIn)' matches no module, so no module wraps \(confined.joined(separator: ", ")) (imported by \(Self.importers(of: confined, context))); name the module that should"
        } else {
            nil
        }
        return context.coverage(confined + context.selected(allowedIn), nothingToCheck: reason)
    }
}
