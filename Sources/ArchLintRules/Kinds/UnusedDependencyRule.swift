/// `unused-dependency`: every declared dependency is imported somewhere in the target.

import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

package struct UnusedDependencyRule: Rule {
    package static let description = RuleDescription(
        kind: "unused-dependency",
        summary: "A declared dependency that no source file of the target imports.",
        rationale: """
            Unused dependencies lengthen builds, hide the real shape of the graph and keep \
            modules coupled on paper. A C or system library target is used when a file imports \
            the module its module map declares. Macro, plugin and binary targets, Swift targets \
            without sources, and modules reached through an `@_exported import` are not reported; \
            neither is a dependency on an executable (it is declared so that SwiftPM builds the \
            tool for the dependent to run, not to be imported) nor any dependency of a plugin \
            (a plugin runs its dependencies; it cannot import them) or a snippet. A product of \
            several targets is unused only when none of them is imported. Xcode targets are \
            held to the package products and framework targets they link; an app's dependency \
            on the extensions it embeds is not an import and is not reported, and for an app or \
            extension the message allows for a module linked only for what it registers at run \
            time (a live implementation of a dependency client). Dynamic code a target embeds \
            (a framework or library its Embed Frameworks phase copies, a dynamic package \
            product) is not unused while a module it links imports it: that module loads it \
            from the target's bundle; nor while the target, or a module it links, imports a \
            module that dynamic library depends on: its image carries that code. Nor is a \
            carrier: SwiftPM links, and lets a file import, every module in a target's \
            dependency closure (Xcode, what the frameworks a target links reach), so a dependency \
            is used when the target, or a module depending on it, imports a module it reaches \
            through that dependency and no other declared path (an umbrella target or product, a \
            wrapper around a library); `implicit-dependency` reports the undeclared import, and \
            once it is declared the carrier is reported. `archlint explain` names the import. \
            Nor is a dependency whose extension members the target uses without importing it \
            (`@Dependency(\\.apiClient)`): without MemberImportVisibility Swift lets a file use \
            the extension members of every module the build links. Nor a module whose whole job \
            is conformances it adds to other modules' types (`extension KeychainClient: \
            DependencyKey`, nothing else visible): nothing of it can be imported for use; \
            linking it registers the conformance, found by a run-time lookup (in a test bundle, \
            only when the bundle imports a module it builds on: else nothing there looks it up).
            """,
        defaultSeverity: .warning,
        fix: .removeDependency,
        options: [
            RuleOption(
                "includeProducts", .boolean, required: false,
                "Also report products of outside packages, whose module names archlint assumes equal to the product "
                    + "name (default false)."
            )
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["SearchFeature -> FeatureKit"],
                declared: ["SearchFeature -> FeatureKit", "SearchFeature -> CoreAnalytics"],
                manifest: """
                    // swift-tools-version: 6.0
                    import PackageDescription

                    let package = Package(
                        name: "Bank",
                        targets: [
                            .target(name: "FeatureKit"),
                            .target(name: "CoreAnalytics"),
                            .target(
                                name: "SearchFeature",
                                dependencies: [
                                    "FeatureKit",
                                    "CoreAnalytics", // tracking, for later
                                ]
                            ),
                        ]
                    )
                    """,
                expected: ["SearchFeature -> CoreAnalytics"],
                plans: [
                    #"delete "CoreAnalytics" from the dependencies of target 'SearchFeature': delete this line: "#
                        + #"`"CoreAnalytics", // tracking, for later`"#
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["AppFeature -> Dependencies", "ApiClient -> Dependencies"],
                declared: ["AppFeature -> ApiClient", "AppFeature -> Dependencies"],
                sources: [
                    "ApiClient":
                        "import Dependencies\n\npublic struct ApiClient {}\n\nextension DependencyValues {\n"
                        + "    public var apiClient: ApiClient { ApiClient() }\n}",
                    "AppFeature":
                        "import Dependencies\n\nstruct AppDelegate {\n    @Dependency(\\.apiClient) var apiClient\n}",
                ],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["App -> ApiClient", "ApiClientLive -> ApiClient", "ApiClientLive -> Dependencies"],
                declared: [
                    "App -> ApiClient", "App -> ApiClientLive", "ApiClientLive -> ApiClient",
                    "ApiClientLive -> Dependencies",
                ],
                sources: [
                    "ApiClient": "public struct ApiClient {\n    public init() {}\n}",
                    "ApiClientLive":
                        "import ApiClient\nimport Dependencies\n\nextension ApiClient: DependencyKey {\n"
                        + "    public static let liveValue = ApiClient()\n}",
                ],
                // ApiClientLive offers nothing to import: App links it for the conformance it adds.
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["App -> Logging", "App -> Search", "Search -> Logging"],
                declared: ["App -> Umbrella", "Umbrella -> Search", "Umbrella -> Logging", "Search -> Logging"],
                expected: ["Umbrella -> Logging"],
                plans: [#"delete "Logging" from the dependencies of target 'Umbrella' in Package.swift"#]
            ),
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["ProfileFeature -> FeatureKit", "FeatureKit -> @_exported Domain"],
                declared: ["ProfileFeature -> FeatureKit", "ProfileFeature -> Domain"],
                expected: []
            ),
            RuleExample(
                configuration: #"{"kind": "unused-dependency"}"#,
                imports: ["ToolTests(test) -> Foundation", "ToolPlugin(plugin) -> PackagePlugin"],
                declared: ["ToolTests -> tool(executable)", "ToolPlugin -> tool(executable)"],
                expected: []
            ),
        ],
        defaultAppliesTo: .everything
    )

    package var includeProducts: Bool

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        includeProducts = try options.bool("includeProducts", default: false)
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        // Module -> the modules its file-scope @_exported imports make visible.
        var reexports: [String: [String]] = [:]
        for edge in graph.imported where edge.evidence.contains(where: { $0.declaration.isExported }) {
            reexports[edge.key.from, default: []].append(edge.key.to)
        }
        func visible(from module: String) -> Set<String> {
            var seen: Set<String> = []
            var pending = graph.importedModules(of: module)
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending.append(contentsOf: reexports[next] ?? [])
            }
            return seen
        }
        var violations: [Violation] = []
        var visibleCache: [String: Set<String>] = [:]
        // A product of several targets is one dependency: unused only when none of them is
        // imported (an Xcode target links the product, never one of its targets). Written as
        // `.product(...)` or by name (`"JitsiMeet"`, which SwiftPM resolves to the product of
        // that name of a package dependency): one declaration that gave several edges.
        var productTargets: [ProductKey: [String]] = [:]
        for declared in graph.declared {
            switch declared.reference {
            case .product, .byName: productTargets[ProductKey(declared), default: []].append(declared.key.to)
            case .target: break
            }
        }
        var reportedProducts = Set<ProductKey>()
        var carriers: DependencyCarriers?  // built for the first dependency no file imports
        for declared in graph.declared {
            let key = declared.key
            guard let from = graph.modules[key.from], let to = graph.modules[key.to],
                !from.files.isEmpty, from.kind != .target(.plugin), from.kind != .target(.snippet),
                context.rule.appliesTo.code.contains(context.codeKind(of: from))
            else { continue }
            // What files would import: the target, or the module a C target's module map declares.
            var importName = key.to
            switch to.kind {
            case .target(let kind) where to.clangModule != nil && (kind == .regular || kind == .system):
                importName = to.clangModule ?? key.to
            case .target(.regular), .xcode:
                guard to.kind.isLibrary, !to.files.isEmpty else { continue }
            case .thirdParty:
                guard includeProducts else { continue }
            default:
                continue
            }
            if visibleCache[key.from] == nil { visibleCache[key.from] = visible(from: key.from) }
            let visible = visibleCache[key.from]!
            guard !visible.contains(importName) else { continue }
            // Dynamic code the target embeds for a module it links, which loads it from the
            // target's bundle: linked for that module, not unused (issue 25).
            if declared.embedsDynamicCode, Self.isLoadedThroughLinks(graph, from: key.from, module: key.to) { continue }
            // A dynamic library carries the code of what it depends on in its one image: a
            // target importing such a module uses the library it links for it (issue 25).
            if declared.embedsDynamicCode,
                Self.importsCarriedCode(graph, visible: visible, from: key.from, module: key.to)
            {
                continue
            }
            // A carrier: a module that links through this dependency imports what it brings,
            // and reaches it through no other declared path; deleting it breaks that import.
            var removing = [key.to]
            if let targets = productTargets[ProductKey(declared)] { removing = targets }
            if carriers == nil { carriers = DependencyCarriers(graph: graph) }
            if carriers!.carriedImport(from: key.from, removing: removing) != nil { continue }
            // Used without an import: without MemberImportVisibility (Swift 5 mode, or Swift 6
            // without the upcoming feature) a file sees the extension members of every module
            // the build links (`@Dependency(\.apiClient)`, `UUID.deadbeef`), so the target
            // uses the dependency that declares them. Only a distinctive member counts: a common
            // name (`filter`, `mock`) written in a file may be anyone's.
            let leaking = context.symbols.usesWithoutImport(from: key.from, of: key.to)
            if leaking.contains(where: { $0.members.contains { !SymbolIndex.commonMemberNames.contains($0) } }) {
                continue
            }
            // A module whose whole job is conformances it adds to other modules' types
            // (`extension KeychainClient: DependencyKey`): nothing of it can be imported for use,
            // and linking it is what registers the conformance (found by a run-time lookup). A
            // library or app carries it into the app's image; a test bundle uses it only when
            // its code can reach the types it extends (it imports a module the registration
            // module builds on), else the link registers nothing anyone looks up.
            if let effects = context.symbols.sideEffectExtensions(of: to, seenFrom: from),
                effects.contains(where: { !$0.inherits.isEmpty })
            {
                let extended = graph.importedModules(of: key.to).filter { graph.modules[$0]?.kind.isTarget == true }
                if !from.kind.isTest || extended.contains(where: visible.contains) { continue }
            }
            let what = importName == key.to ? key.to : "\(key.to) (imported as \(importName))"
            var subject = "\(key.from) declares a dependency on \(what) but no file imports it"
            if let product = Self.productName(declared.reference),
                let targets = productTargets[ProductKey(declared)], targets.count > 1
            {
                guard !targets.contains(where: visible.contains), reportedProducts.insert(ProductKey(declared)).inserted
                else { continue }
                subject = RuleMessages.unusedProduct(from: key.from, product: product, modules: targets.sorted())
            }
            if case .xcode(let kind) = from.kind, kind.isApplication || kind.isExtension {
                // A composition root may link a module only for what it registers at run time
                // (a dependency's live implementation, found by conformance).
                subject += ", unless the target links it only for what it registers at run time"
            }
            violations.append(
                Violation(
                    ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
                    // The fix plan says what to delete; the message only states the finding.
                    message: subject,
                    location: declared.location ?? from.declaration
                        ?? from.manifestPath.map { SourceLocation(file: $0, line: 1, column: 1) },
                    edge: key
                ))
        }
        return violations
    }

    /// Whether a module that `from` reaches through its declared dependencies (not `from`
    /// itself) imports `module`: what a target embeds a dynamic library or framework for.
    static func isLoadedThroughLinks(_ graph: ModuleGraph, from: String, module: String) -> Bool {
        var seen: Set<String> = [from]
        var pending = graph.declaredDependencies(of: from).map(\.key.to)
        while let next = pending.popLast() {
            guard next != module, seen.insert(next).inserted else { continue }
            if graph.importedEdge(from: next, to: module) != nil { return true }
            pending.append(contentsOf: graph.declaredDependencies(of: next).map(\.key.to))
        }
        return false
    }

    /// Whether `from` imports, or a module it links imports, a module whose code the dynamic
    /// library `module` carries: the modules `module` depends on, transitively (SwiftPM links
    /// a dynamic product's targets and their static dependencies into one image; a wrapper
    /// product such as `PromiseKitDynamic` exists so that every image links one copy).
    static func importsCarriedCode(_ graph: ModuleGraph, visible: Set<String>, from: String, module: String) -> Bool {
        var carried: Set<String> = []
        var pending = graph.declaredDependencies(of: module).map(\.key.to)
        while let next = pending.popLast() {
            guard next != module, next != from, carried.insert(next).inserted else { continue }
            pending.append(contentsOf: graph.declaredDependencies(of: next).map(\.key.to))
        }
        if !carried.isDisjoint(with: visible) { return true }
        return carried.contains { isLoadedThroughLinks(graph, from: from, module: $0) }
    }

    /// The product a dependency names, when it can name one (`.product` or by name).
    static func productName(_ reference: PackageManifest.TargetDependency.Reference) -> String? {
        switch reference {
        case .product(let name, _, _), .byName(let name): name
        case .target: nil
        }
    }

    /// One declared product of one module.
    private struct ProductKey: Hashable {
        var from: String
        var reference: PackageManifest.TargetDependency.Reference
        var location: SourceLocation?
        init(_ declared: DeclaredDependency) {
            from = declared.key.from
            reference = declared.reference
            location = declared.location
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        context.coverageOfTargets()
    }
}

extension RuleMessages {
    /// A product of several modules (`modules`, sorted) that `from` declares and imports none of.
    static func unusedProduct(from: String, product: String, modules: [String]) -> String {
        "\(from) declares a dependency on product \(product) (modules \(modules.joined(separator: ", "))) but no file "
            + "imports any of them"
    }
}
