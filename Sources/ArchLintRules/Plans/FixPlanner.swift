import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Computes a `FixPlan` for each finding whose rule kind states a fix strategy (`RuleDescription.fix`,
/// looked up in the catalog by the finding's kind).
///
/// Naming rules (deterministic, from what crosses the edge):
/// - Inverted dependency: the symbol the importer uses most (most uses, then name). When the
///   importer uses exactly one member of it and that name has two or more camel-case words, the
///   protocol is the member's words after the first (the verb) plus `Handler`
///   (`renewAccessToken` -> `AccessTokenHandler`); otherwise `<Type>Providing` (`AuthAPIProviding`).
/// - Feature to feature (by role, see `FeatureUse`): presenting it, `<Importer>Routing` with
///   `func show<Imported without "Feature">()`, implemented by the root that reaches the importer
///   ("let the root present it"); reaching into it, the components used move down into a module
///   both import ("move the shared component down"); no visible use, delete the import.
/// - Cycle: see `CycleBreaker`; the interface module is `<Common>Interface`, where `<Common>` is
///   the camel-case words the two modules' names start with, or when they share none the first
///   name in sorted order, without a `Feature` suffix (`CardFeature`, `DemandDepositFeature` ->
///   `CardInterface`).
/// - Confined type: `<Name without DTO>` in a module named `*Domain*` the declaring module
///   imports (else the importer), mapped by `<Name>DTO.toDomain()` in the declaring module.
package struct FixPlanner: Sendable {
    package var graph: ModuleGraph
    package var symbols: SymbolIndex
    /// The module that creates the object graph: the configured one, else the one the graph
    /// infers (`ModuleGraph.inferredCompositionRoot`: an app target, else an executable).
    package var compositionRoot: String?
    /// The rule kinds, each with its fix strategy.
    package var catalog: RuleCatalog
    /// Every module's role: which modules are features, and which roots compose them.
    package var roles: ModuleRoles
    /// True when `compositionRoot` was configured: it then injects for every module.
    let rootIsConfigured: Bool
    /// The manifests the graph was built from: which products vend a module, for declaring it.
    package var packages: [LoadedManifest]
    /// Manifest texts read once for every plan that edits them.
    let preparedManifests = PreparedManifests()
    /// Xcode project files read once for every plan that edits them.
    let preparedProjects = PreparedProjects()
    /// The root the workspace was read under (a generator spec's includes stay inside it); nil
    /// for a graph built in memory.
    package var workspaceRoot: String?

    package init(
        graph: ModuleGraph, symbols: SymbolIndex, compositionRoot: String? = nil, catalog: RuleCatalog,
        roles: ModuleRoles = .none, packages: [LoadedManifest] = []
    ) {
        self.graph = graph
        self.symbols = symbols
        self.catalog = catalog
        self.roles = roles
        self.packages = packages
        self.rootIsConfigured = compositionRoot != nil
        self.compositionRoot = compositionRoot ?? graph.inferredCompositionRoot()?.module
    }

    /// The findings, each with its plan when one applies.
    ///
    /// A plan depends on the rule kind and the edge, cycle's component or symbol only, so
    /// findings that share those (one per import line of an edge, one per cycle of a component)
    /// share one plan, computed once; distinct plans are computed in parallel.
    package func attachingPlans(to violations: [Violation]) -> [Violation] {
        let planner = withComponents()
        var keys: [PlanKey] = []
        var slotByKey: [PlanKey: Int] = [:]
        let slots = violations.map { violation in
            var key = PlanKey(violation)
            // A cycle's plan breaks its whole strongly connected component: every cycle of one
            // component shares it (a tangled component has hundreds of cycles).
            if let first = key.cycle?.first, let component = planner.componentOf?[first] { key.cycle = component }
            if let slot = slotByKey[key] { return slot }
            slotByKey[key] = keys.count
            keys.append(key)
            return keys.count - 1
        }
        let representatives = Dictionary(zip(slots, violations), uniquingKeysWith: { first, _ in first })
        let plans = ParallelMap.map(Array(0..<keys.count)) { planner.plan(for: representatives[$0]!) }
        return Self.oneStoryPerImport(
            zip(violations, slots).map { violation, slot in
                var violation = violation
                violation.plan = plans[slot]
                return violation
            })
    }

    /// Rule kinds whose finding on an edge means the import itself must go (or be inverted).
    static let edgeRuleKinds: Set<String> = [
        "forbidden", "layers", "independent", "allowed-only", "external-confinement",
    ]

    /// One import line, one story: an import that breaks a rule about the edge is not to be
    /// declared, so the finding that it is undeclared says "do not declare it: it breaks
    /// <rule>" instead of "add the dependency" (as it does for an import that would close a
    /// cycle), and `archlint fix` leaves the manifest alone.
    static func oneStoryPerImport(_ violations: [Violation]) -> [Violation] {
        var broken: [EdgeKey: [String]] = [:]
        for violation in violations where edgeRuleKinds.contains(violation.ruleKind) {
            if let edge = violation.edge { broken[edge, default: []].append(violation.ruleID) }
        }
        guard !broken.isEmpty else { return violations }
        return violations.map { violation in
            guard let edge = violation.edge, let rules = broken[edge], let plan = violation.plan,
                plan.situation == .declareDependency
            else { return violation }
            let names = Array(Set(rules)).sorted().map { "'\($0)'" }
            let reason =
                "it breaks rule\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")); fix that finding "
                + "instead (the import goes, or is inverted)"
            var violation = violation
            violation.plan = FixPlan(
                situation: .declareDependency, summary: "do not declare it: \(reason)",
                steps: ["do not declare \(edge.to) for '\(edge.from)': \(reason)"],
                ownerModule: edge.from, manifestLocation: plan.manifestLocation, fixBlocker: reason)
            return violation
        }
    }

    /// What a plan depends on.
    struct PlanKey: Hashable {
        var ruleKind: String
        var edge: EdgeKey?
        var cycle: [String]?
        var symbol: String?
        init(_ violation: Violation) {
            ruleKind = violation.ruleKind
            edge = violation.edge
            cycle = violation.cycle
            symbol = violation.symbol
        }
    }

    /// The strongly connected components of the imported graph, by member; computed once.
    var componentOf: [String: [String]]? = nil
    /// The modules each composing root (composition roots, root features) reaches, by root; computed once.
    var reachedByRoot: [(root: String, role: ModuleRole, reached: Set<String>)]? = nil

    func withComponents() -> FixPlanner {
        var planner = self
        var byMember: [String: [String]] = [:]
        for component in stronglyConnectedComponents(nodes: graph.moduleNames, successors: graph.importedModules(of:)) {
            for member in component { byMember[member] = component }
        }
        planner.componentOf = byMember
        planner.reachedByRoot = composingRoots()
        return planner
    }

    /// Composition roots then root features, by name, each with what it reaches (declared or imported).
    func composingRoots() -> [(root: String, role: ModuleRole, reached: Set<String>)] {
        let roots =
            roles.modules(with: .compositionRoot).map { ($0, ModuleRole.compositionRoot) }
            + roles.modules(with: .rootFeature).map { ($0, ModuleRole.rootFeature) }
        return roots.map { root, role in
            var reached: Set<String> = []
            var pending = [root]
            while let next = pending.popLast() {
                let successors = graph.importedModules(of: next) + graph.declaredDependencies(of: next).map(\.key.to)
                for successor in successors where reached.insert(successor).inserted { pending.append(successor) }
            }
            return (root, role, reached)
        }
    }

    /// The module that injects for `module`: the configured composition root; else the
    /// workspace's inferred composition root when it reaches the module; else, of the other
    /// composition roots that reach it, the one reaching the most modules (the main app, not a
    /// preview app or an App Clip that links a few features), else the root feature that does
    /// (an app outside the graph links it); nil when none does (an application of another
    /// process, a server tool, is not this module's root). Without roles, the inferred root.
    func injector(for module: String) -> String? {
        if rootIsConfigured || roles.assignments.isEmpty { return compositionRoot }
        let roots = (reachedByRoot ?? composingRoots()).filter { $0.reached.contains(module) }
        if let compositionRoot, roots.contains(where: { $0.root == compositionRoot }) { return compositionRoot }
        // Most modules reached first, then by name (deterministic).
        let widest = { (role: ModuleRole) in
            roots.filter { $0.role == role }.min { ($1.reached.count, $0.root) < ($0.reached.count, $1.root) }?.root
        }
        return widest(.compositionRoot) ?? widest(.rootFeature)
    }

    /// The plan the finding's rule kind states; nil for a kind without one or not in the catalog.
    package func plan(for violation: Violation) -> FixPlan? {
        guard let strategy = catalog.description(kind: violation.ruleKind)?.fix else { return nil }
        switch strategy {
        case .breakCycle:
            return violation.cycle.flatMap(cyclePlan)
        case .declareDependency:
            return violation.edge.map(declarePlan)
        case .removeDependency:
            return violation.edge.map(removePlan)
        case .introduceDomainType:
            guard let edge = violation.edge, let symbol = violation.symbol else { return nil }
            return domainTypePlan(edge, symbols: symbol)
        case .invertDependency:
            guard let edge = violation.edge, graph.modules[edge.to]?.kind.isTarget == true else { return nil }
            return inversionPlan(edge)
        case .none:
            return nil
        }
    }

    /// A feature by role; without roles (a planner built without them), by the `*Feature` name.
    func isFeature(_ name: String) -> Bool {
        guard !roles.assignments.isEmpty else { return name.hasSuffix("Feature") }
        return [.feature, .rootFeature].contains(roles.role(of: name))
    }
    var root: String { compositionRoot ?? "the composition root" }
    /// The injecting module's name for `module`, as plans write it.
    func root(for module: String) -> String { injector(for: module) ?? "the composition root" }

    /// The text of a source file or manifest, read the way the symbol index reads files.
    func sourceText(_ path: String) -> String { symbols.sourceText(path) }

    // MARK: Inverted dependency

    func crossing(_ edge: EdgeKey) -> [FixPlan.Symbol] {
        symbols.crossingSymbols(from: edge.from, to: edge.to).map {
            FixPlan.Symbol(
                name: $0.name, kind: $0.kind.rawValue, declaredAt: $0.declaredAt, uses: $0.uses, members: $0.members)
        }
    }

    /// The protocol name for what `symbols` cross (see the type's naming rules).
    static func protocolName(for symbols: [FixPlan.Symbol]) -> String? {
        guard let main = symbols.max(by: { ($0.uses.count, $1.name) < ($1.uses.count, $0.name) }) else { return nil }
        if main.members.count == 1 {
            let words = camelCaseWords(main.members[0])
            if words.count >= 2 { return words.dropFirst().map(capitalized).joined() + "Handler" }
        }
        // A type of another module extended here is named by its own name (`SwiftUI.Font` -> `FontProviding`).
        let typeName = main.name.split(separator: ".").last.map(String.init) ?? main.name
        return "\(capitalized(typeName))Providing"
    }

    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// A module or target name as the start of a Swift type name: Xcode target names may hold
    /// characters no identifier may (`Settings-iOS`), so each run of letters, digits and `_`
    /// becomes a capitalised word (`SettingsIOS`); a name starting with a digit gets `Module`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII }
        var result = words.map { capitalized(String($0)) }.joined()
        if result.isEmpty || result.first!.isNumber { result = "Module" + result }
        return result
    }

    /// The last step: delete the import, and the manifest entry only when there is one.
    func removalStep(_ edge: EdgeKey) -> String {
        let place = declarationPlace(of: edge.from)
        return graph.isDeclared(from: edge.from, to: edge.to)
            ? "delete `import \(edge.to)` from \(edge.from) and \"\(edge.to)\" from its dependencies in \(place)"
            : "delete `import \(edge.to)` from \(edge.from) (\(place) does not declare it)"
    }

    /// Where a module's dependencies are declared: `Package.swift`, its Xcode project, or the
    /// file its source names.
    func declarationPlace(of module: String) -> String {
        guard let kind = graph.modules[module]?.manifestKind else { return "Package.swift" }
        guard kind.editor == .xcodeProject else { return kind.fileName }
        let project = graph.modules[module]?.manifestPath.map { XcodePath.basename(of: XcodePath.parent(of: $0)) }
        return project.map { "its Xcode target (\($0))" } ?? "its Xcode target"
    }

    // MARK: Cycles

    func weighted(_ edge: EdgeKey) -> FixPlan.WeightedEdge {
        let files = Set(graph.importedEdge(from: edge.from, to: edge.to)?.evidence.map(\.file) ?? []).count
        return FixPlan.WeightedEdge(
            edge: edge, symbols: symbols.crossingSymbols(from: edge.from, to: edge.to).count, files: files)
    }

    /// The weight of an edge by its importing files alone (symbols left at 0).
    func weighted(byFilesOnly edge: EdgeKey) -> FixPlan.WeightedEdge {
        let files = Set(graph.importedEdge(from: edge.from, to: edge.to)?.evidence.map(\.file) ?? []).count
        return FixPlan.WeightedEdge(edge: edge, symbols: 0, files: files)
    }

    static func describe(_ edge: FixPlan.WeightedEdge) -> String {
        "\(edge.edge) (weight \(edge.weight): \(edge.symbols) symbol\(edge.symbols == 1 ? "" : "s"), \(edge.files) "
            + "file\(edge.files == 1 ? "" : "s"))"
    }

    func cyclePlan(_ cycle: [String]) -> FixPlan? {
        guard let first = cycle.first else { return nil }
        let component: [String]
        if let componentOf {
            guard let found = componentOf[first] else { return nil }
            component = found
        } else {
            let components = stronglyConnectedComponents(
                nodes: graph.moduleNames, successors: graph.importedModules(of:))
            guard let found = components.first(where: { $0.contains(first) }) else { return nil }
            component = found
        }
        let members = Set(component)
        let keys = component.flatMap { from in
            graph.importedModules(of: from).filter(members.contains).map { EdgeKey(from: from, to: $0) }
        }
        // Counting the symbols crossing an edge reads both modules' files; beyond the exact
        // solver's size that would read most of the workspace, so large components are weighed
        // by importing files alone, and symbols are counted for the chosen edges only.
        let large = keys.count > CycleBreaker.exactLimit
        var edges = keys.map { large ? weighted(byFilesOnly: $0) : weighted($0) }
        let chosen = CycleBreaker.cheapestInversion(edges.map { ($0.edge, $0.weight) })
        if large { edges = edges.filter { chosen.contains($0.edge) }.map { weighted($0.edge) } }
        let toInvert = edges.filter { chosen.contains($0.edge) }
        // The summary stays one readable line: at most three edges named, the component by size;
        // the steps say the rest.
        // An edge no symbol crosses is not inverted (there is no protocol to write): its import
        // is deleted.
        let unused = toInvert.filter { $0.symbols == 0 }
        let inverted = toInvert.filter { $0.symbols > 0 }
        let deletions =
            unused.prefix(3).map {
                "delete `import \($0.edge.to)` from \($0.edge.from) (\($0.edge): nothing of it is used)"
            }
            + (unused.count > 3 ? ["\(unused.count - 3) more unused imports"] : [])
        let inversions =
            inverted.isEmpty
            ? []
            : [
                "invert " + inverted.prefix(3).map(Self.describe).joined(separator: ", ")
                    + (inverted.count > 3 ? " and \(inverted.count - 3) more edges" : "")
            ]
        let list = (deletions + inversions).joined(separator: "; ")
        // A strongly connected component with as many edges as modules is one cycle.
        let broken = edges.count == component.count ? "the cycle" : "every cycle among these \(component.count) modules"
        var summary = "\(list): the cheapest way to break \(broken)"
        var steps = toInvert.map { edge in
            edge.symbols == 0
                ? "delete `import \(edge.edge.to)` from \(edge.edge.from)\(importPlaces(edge.edge)): no symbol of "
                    + "\(edge.edge.to) is used there, so \(edge.edge) needs no protocol"
                : "invert \(edge.edge.description): \(edge.edge.from) declares a protocol for what it uses of "
                    + "\(edge.edge.to), \(edge.edge.to) conforms, \(root) injects it"
        }
        // Between two modules either edge alone breaks the cycle; say when the choice is a tie.
        if component.count == 2, edges.count == 2, toInvert.count == 1, edges[0].weight == edges[1].weight,
            let other = edges.first(where: { $0.edge != toInvert[0].edge })
        {
            steps.append(
                "\(other.symbols == 0 ? "deleting the import of" : "inverting") \(other.edge) instead costs the same "
                    + "(the edge above was chosen by name)"
            )
        }
        var owner = toInvert.first?.edge.from
        var implementing = toInvert.first?.edge.to
        if component.count == 2, edges.count == 2, edges.allSatisfy({ $0.symbols > 0 }) {
            let interface = "\(Self.commonBase(component[0], component[1]))Interface"
            summary += "; or extract `\(interface)`"
            steps.append(
                "or: add a module \(interface) declaring protocols for what each side uses of the other; "
                    + "\(component.joined(separator: " and ")) depend on it and conform, \(root) registers the "
                    + "implementations"
            )
            owner = interface
            implementing = component.joined(separator: ", ")
        }
        if large {
            steps.append(
                "the component has \(keys.count) edges, weighed by importing files only (symbols are counted in "
                    + "components of at most \(CycleBreaker.exactLimit) edges and for the edges chosen)"
            )
        } else {
            steps.append("weights of the component's edges: \(edges.map(Self.describe).joined(separator: ", "))")
        }
        // A large component's edge list (thousands in a tangled workspace) helps nobody and
        // would be repeated in every cycle finding: only the chosen edges are listed.
        return FixPlan(
            situation: .breakCycle, summary: summary, steps: steps, ownerModule: owner,
            implementingModule: implementing, injectingModule: compositionRoot,
            edgesToInvert: toInvert, componentEdges: large ? toInvert : edges)
    }

    static func commonBase(_ first: String, _ second: String) -> String {
        let strip = { (name: String) in
            name.hasSuffix("Feature") && name != "Feature" ? String(name.dropLast("Feature".count)) : name
        }
        let (a, b) = (camelCaseWords(strip(first)), camelCaseWords(strip(second)))
        let shared = zip(a, b).prefix { $0 == $1 }.map(\.0)
        return shared.isEmpty ? strip(min(first, second)) : shared.joined()
    }
}
