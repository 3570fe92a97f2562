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
        fix: .none(
            reason:
                "move the use into a module `allowedIn` names and call that module instead; a library or SDK module "
                + "cannot conform to a protocol of yours"
        ),
        options: [
            RuleOption(
                "modules", .selector, required: true,
                "Selector of the confined modules (usually exact names: \"Alamofire\", \"Moya\")."),
            RuleOption(
                "allowedIn", .selector, required: true,
                "Selector of the modules that may import them. When it selects by role (`@network` of the presets) and "
                    + "none of the modules with the role imports a confined module, nothing wraps the library: the "
                    + "rule checks nothing and says so, instead of reporting every import."
            ),
        ],
        examples: [
            RuleExample(
                configuration:
                    #"{"kind": "external-confinement", "modules": ["Alamofire", "Moya"], "allowedIn": "Network"}"#,
                imports: ["Network -> Alamofire", "SupportChatFeature -> Moya"],
                expected: ["SupportChatFeature -> Moya"]
            ),
            RuleExample(
                configuration:
                    #"{"kind": "external-confinement", "modules": "Moya", "allowedIn": ["Network", "NetworkTests"]}"#,
                imports: ["Network -> Moya", "NetworkTests(test) -> Moya"],
                expected: []
            ),
            // The wrapper is selected by role and no module has it: the rule has nothing to
            // confine the library to, and says so instead of reporting every import.
            RuleExample(
                configuration:
                    #"{"kind": "external-confinement", "modules": "Alamofire", "allowedIn": "role:network"}"#,
                imports: ["ProfileFeature -> Alamofire", "SearchFeature -> Alamofire"],
                expected: []
            ),
            // A network module that wraps one of the libraries: the others are confined to it too.
            RuleExample(
                configuration:
                    #"{"kind": "external-confinement", "modules": ["Alamofire", "Moya"], "allowedIn": "role:network"}"#,
                imports: ["Networking -> Alamofire", "SupportChatFeature -> Moya"],
                expected: ["SupportChatFeature -> Moya"]
            ),
        ]
    )

    package var modules: ModuleSelector
    package var allowedIn: ModuleSelector

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        modules = try options.selector("modules")!
        allowedIn = try options.selector("allowedIn")!
    }

    /// True when `allowedIn` relies on an inferred role (directly or through groups) and none of
    /// the modules it selects imports a confined module: nothing wraps the library (no network
    /// module, or network modules on URLSession while the app uses Alamofire for images), so
    /// there is nothing to confine it to. A named `allowedIn` is the team's word: checked as is.
    func lacksWrapper(_ context: RuleContext) -> Bool {
        guard Self.reliesOnRoles(allowedIn, groups: context.resolver.groups) else { return false }
        let confined = Set(context.selected(modules))
        return !context.selected(allowedIn).contains { name in
            context.graph.importedModules(of: name).contains(where: confined.contains)
        }
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
                message: context.explained(
                    "\(edge.key.from) imports \(edge.key.to)",
                    fallback: "\(edge.key.to) may be imported only by \(allowedIn)"))
        }
    }

    /// Why the rule checks nothing without a wrapper: who imports the library, and what the
    /// allowed modules are.
    static func noWrapper(allowed: [String], selector: ModuleSelector, confined: [String], _ context: RuleContext)
        -> String
    {
        let libraries = confined.joined(separator: ", "), importers = importers(of: confined, context)
        if allowed.isEmpty {
            return
                "\"allowedIn\": '\(selector)' matches no module, so no module wraps \(libraries) (imported by "
                + "\(importers)); name the module that should"
        }
        let shown =
            allowed.count > 3
            ? allowed.prefix(3).joined(separator: ", ") + " and \(allowed.count - 3) more"
            : allowed.joined(separator: ", ")
        return
            "no module of \"allowedIn\": '\(selector)' (\(shown)) imports \(libraries), so none wraps it (imported by "
            + "\(importers)); name the module that should"
    }

    /// The modules importing `confined`, listed (`A, B and 3 more`).
    static func importers(of confined: [String], _ context: RuleContext) -> String {
        let names = Set(context.edges.filter { confined.contains($0.key.to) }.map(\.key.from)).sorted()
        return names.count > 3
            ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : names.joined(separator: ", ")
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        // No module allowed to import them still checks (every import is reported), unless the
        // allowed modules are a role no module was given: then the rule needs its wrapper.
        let confined = context.selected(modules).filter { name in context.graph.imported.contains { $0.key.to == name }
        }
        let reason: String? =
            if confined.isEmpty {
                "no module imports '\(modules)'"
            } else if lacksWrapper(context) {
                Self.noWrapper(allowed: context.selected(allowedIn), selector: allowedIn, confined: confined, context)
            } else {
                nil
            }
        return context.coverage(confined + context.selected(allowedIn), nothingToCheck: reason)
    }
}
