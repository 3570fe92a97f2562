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

    package init(graph: ModuleGraph, symbols: SymbolIndex, compositionRoot: String? = nil, catalog: RuleCatalog, roles: ModuleRoles = .none) {
        self.graph = graph
        self.symbols = symbols
        self.catalog = catalog
        self.roles = roles
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
        return zip(violations, slots).map { violation, slot in
            var violation = violation
            violation.plan = plans[slot]
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
        let roots = roles.modules(with: .compositionRoot).map { ($0, ModuleRole.compositionRoot) }
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
    /// composition root that reaches it, else the root feature that does (an app outside the
    /// graph links it); nil when none does (an application of another process, a server tool,
    /// is not this module's root). Without roles, the first executable.
    func injector(for module: String) -> String? {
        if rootIsConfigured || roles.assignments.isEmpty { return compositionRoot }
        let roots = reachedByRoot ?? composingRoots()
        if let application = roots.first(where: { $0.role == .compositionRoot && $0.reached.contains(module) }) { return application.root }
        if let rootFeature = roots.first(where: { $0.role == .rootFeature && $0.reached.contains(module) }) { return rootFeature.root }
        return nil
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
            if isFeature(edge.from) && isFeature(edge.to) {
                switch FeatureUse.judge(from: edge.from, to: edge.to, symbols: symbols) {
                case .presents: return routingPlan(edge)
                case .reachesInto(let components): return moveDownPlan(edge, components: components)
                case .noVisibleUse: return inversionPlan(edge)
                }
            }
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

    // MARK: Inverted dependency

    func crossing(_ edge: EdgeKey) -> [FixPlan.Symbol] {
        symbols.crossingSymbols(from: edge.from, to: edge.to).map {
            FixPlan.Symbol(name: $0.name, kind: $0.kind.rawValue, declaredAt: $0.declaredAt, uses: $0.uses, members: $0.members)
        }
    }

    /// The protocol name for what `symbols` cross (see the type's naming rules).
    static func protocolName(for symbols: [FixPlan.Symbol]) -> String? {
        guard let main = symbols.max(by: { ($0.uses.count, $1.name) < ($1.uses.count, $0.name) }) else { return nil }
        if main.members.count == 1 {
            let words = camelCaseWords(main.members[0])
            if words.count >= 2 { return words.dropFirst().map(capitalized).joined() + "Handler" }
        }
        return "\(capitalized(main.name))Providing"
    }

    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        return words
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    func inversionPlan(_ edge: EdgeKey) -> FixPlan {
        let used = crossing(edge)
        // Only DTOs cross: the fix is a domain type, not a protocol.
        if !used.isEmpty, used.allSatisfy({ $0.name.hasSuffix("DTO") }) {
            return domainTypePlan(edge, symbols: used.map(\.name).joined(separator: ", "))
        }
        guard let name = Self.protocolName(for: used) else {
            return FixPlan(
                situation: .invertDependency,
                summary: "\(edge.from) uses no declaration of \(edge.to): delete the import (and the dependency in \(declarationPlace(of: edge.from)))",
                steps: ["delete `import \(edge.to)` from \(edge.from)", "remove \"\(edge.to)\" from the dependencies of target '\(edge.from)' in \(declarationPlace(of: edge.from))"],
                ownerModule: edge.from)
        }
        let implementers = used.map(\.name).joined(separator: ", ")
        let skeleton = protocolSkeleton(name: name, edge: edge, symbols: used)
        // At most three uses named in the one-line summary; the steps and symbols list them all.
        let names = used.flatMap { symbol in symbol.members.isEmpty ? [symbol.name] : symbol.members.map { "\(symbol.name).\($0)" } }
        let shownNames = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return FixPlan(
            situation: .invertDependency,
            summary: "\(edge.from) uses \(shownNames): declare `protocol \(name)` in \(edge.from), conform in \(edge.to), inject from \(root(for: edge.from))",
            steps: [
                "declare `public protocol \(name)` in \(edge.from) with one requirement per member it uses of \(implementers)",
                "take an `any \(name)` in the initializer of the \(edge.from) type that uses \(implementers) and call it instead",
                "in \(edge.to), add a type conforming to \(name) that calls \(implementers)",
                "in \(root(for: edge.from)), create that type and pass it to \(edge.from)",
                removalStep(edge),
            ],
            protocolSkeleton: skeleton, protocolName: name, ownerModule: edge.from, implementingModule: edge.to,
            injectingModule: injector(for: edge.from), symbols: used)
    }

    /// The last step: delete the import, and the Package.swift entry only when there is one.
    func removalStep(_ edge: EdgeKey) -> String {
        let place = declarationPlace(of: edge.from)
        return graph.isDeclared(from: edge.from, to: edge.to)
            ? "delete `import \(edge.to)` from \(edge.from) and \"\(edge.to)\" from its dependencies in \(place)"
            : "delete `import \(edge.to)` from \(edge.from) (\(place) does not declare it)"
    }

    /// Where a module's dependencies are declared: `Package.swift`, or its Xcode project.
    func declarationPlace(of module: String) -> String {
        guard graph.modules[module]?.kind.isXcode == true else { return "Package.swift" }
        let project = graph.modules[module]?.manifestPath.map { XcodePath.basename(of: XcodePath.parent(of: $0)) }
        return project.map { "its Xcode target (\($0))" } ?? "its Xcode target"
    }

    func protocolSkeleton(name: String, edge: EdgeKey, symbols used: [FixPlan.Symbol]) -> String {
        let foreign = Set(used.map(\.name)).union(implementingTypeNames(edge.to))
        var lines = ["/// Owned by \(edge.from); \(edge.to) conforms, \(root(for: edge.from)) injects the conforming value.",
                     "public protocol \(name) {"]
        for symbol in used {
            if symbol.members.isEmpty {
                // A free function becomes a requirement of the same signature.
                if symbol.kind == "func", let requirement = Self.requirement(member: symbol.name, in: sourceText(symbol.declaredAt.file)) {
                    lines.append("    \(requirement)")
                } else {
                    lines.append("    // \(edge.from) uses the \(symbol.kind) \(symbol.name) itself: declare here what it needs of it")
                }
            }
            for member in symbol.members {
                let requirement = Self.requirement(member: member, in: sourceText(symbol.declaredAt.file))
                lines.append("    \(requirement ?? "// \(symbol.name).\(member): declare the requirement \(edge.from) needs")")
                if let requirement {
                    let leaking = foreign.filter { Self.mentions(requirement, $0) }.sorted()
                    if !leaking.isEmpty {
                        lines.append("    // \(leaking.joined(separator: ", ")) \(leaking.count == 1 ? "is" : "are") declared in \(edge.to): replace with a type \(edge.from) owns")
                    }
                }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func implementingTypeNames(_ module: String) -> Set<String> {
        guard let module = graph.modules[module] else { return [] }
        return Set(symbols.declarations(of: module).keys)
    }

    static func mentions(_ text: String, _ name: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isWordCharacter = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    func sourceText(_ path: String) -> String {
        switch symbols.files.storage {
        case .memory(let texts): texts[path] ?? ""
        case .disk: (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
    }

    /// A protocol requirement for `member` as declared in `source`: the `func` signature without
    /// modifiers or body, or `var name: Type { get }`; nil when the declaration is not found.
    static func requirement(member: String, in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let range = trimmed.range(of: "func \(member)"),
               let next = trimmed[range.upperBound...].first, next == "(" || next == "<" {
                var signature = String(trimmed[range.lowerBound...])
                var following = index + 1
                while !signature.contains("{") && following < lines.count && following < index + 8 {
                    signature += " " + lines[following].trimmingCharacters(in: .whitespaces)
                    following += 1
                }
                if let brace = signature.firstIndex(of: "{") { signature = String(signature[..<brace]) }
                return signature.trimmingCharacters(in: .whitespaces)
            }
            for keyword in ["var", "let"] {
                if let range = trimmed.range(of: "\(keyword) \(member):") {
                    var type = String(trimmed[range.upperBound...])
                    if let end = type.firstIndex(where: { $0 == "=" || $0 == "{" }) { type = String(type[..<end]) }
                    type = type.trimmingCharacters(in: .whitespaces)
                    if !type.isEmpty { return "var \(member): \(type) { get }" }
                }
            }
        }
        return nil
    }

    // MARK: Routing

    func routingPlan(_ edge: EdgeKey) -> FixPlan {
        let name = "\(edge.from)Routing"
        let target = edge.to.hasSuffix("Feature") ? String(edge.to.dropLast("Feature".count)) : edge.to
        let function = "show\(Self.capitalized(target))"
        let presenter = root(for: edge.from)
        let skeleton = """
            /// Owned by \(edge.from); \(presenter) implements it and presents \(edge.to).
            public protocol \(name) {
                func \(function)()
            }

            """
        return FixPlan(
            situation: .routeThroughCompositionRoot,
            summary: "let the root present it: declare `protocol \(name) { func \(function)() }` in \(edge.from), implement it in \(presenter)",
            steps: [
                "declare `public protocol \(name)` in \(edge.from) with `func \(function)()` (in a TCA reducer, a delegate action)",
                "take an `any \(name)` in \(edge.from)'s factory and call `\(function)()` where it shows \(edge.to) today",
                "in \(presenter), implement \(name) by creating \(edge.to)'s screen",
                removalStep(edge),
            ],
            protocolSkeleton: skeleton, protocolName: name, ownerModule: edge.from, implementingModule: injector(for: edge.from),
            injectingModule: injector(for: edge.from), symbols: crossing(edge))
    }

    /// A feature uses a component of another: the component moves down, into a module both
    /// features already import (a shared or core library), else a new one.
    func moveDownPlan(_ edge: EdgeKey, components: [String]) -> FixPlan {
        let below: Set<ModuleRole> = [.shared, .core, .domain, .umbrella]
        let common = Set(graph.importedModules(of: edge.from)).intersection(graph.importedModules(of: edge.to)).filter { name in
            guard let module = graph.modules[name], module.kind.isLibrary else { return false }
            return roles.role(of: name).map(below.contains) ?? roles.assignments.isEmpty
        }.sorted()
        let list = components.joined(separator: ", ")
        let destination = common.isEmpty
            ? "a new module `\(FeatureUse.stem(of: edge.to))Components` that both features import"
            : "a module both features import (\(common.prefix(3).joined(separator: ", "))\(common.count > 3 ? ", ..." : ""))"
        return FixPlan(
            situation: .moveDown,
            summary: "move \(list) down from \(edge.to) into \(destination)",
            steps: [
                "move \(list) out of \(edge.to) into \(common.first ?? "`\(FeatureUse.stem(of: edge.to))Components`"), with what they need",
                "import that module in \(edge.to) and in \(edge.from) where \(list) \(components.count == 1 ? "is" : "are") used",
                removalStep(edge),
            ],
            ownerModule: common.first, implementingModule: edge.to, symbols: crossing(edge))
    }

    // MARK: Cycles

    func weighted(_ edge: EdgeKey) -> FixPlan.WeightedEdge {
        let files = Set(graph.importedEdge(from: edge.from, to: edge.to)?.evidence.map(\.file) ?? []).count
        return FixPlan.WeightedEdge(edge: edge, symbols: symbols.crossingSymbols(from: edge.from, to: edge.to).count, files: files)
    }

    /// The weight of an edge by its importing files alone (symbols left at 0).
    func weighted(byFilesOnly edge: EdgeKey) -> FixPlan.WeightedEdge {
        let files = Set(graph.importedEdge(from: edge.from, to: edge.to)?.evidence.map(\.file) ?? []).count
        return FixPlan.WeightedEdge(edge: edge, symbols: 0, files: files)
    }

    static func describe(_ edge: FixPlan.WeightedEdge) -> String {
        "\(edge.edge) (weight \(edge.weight): \(edge.symbols) symbol\(edge.symbols == 1 ? "" : "s"), \(edge.files) file\(edge.files == 1 ? "" : "s"))"
    }

    func cyclePlan(_ cycle: [String]) -> FixPlan? {
        guard let first = cycle.first else { return nil }
        let component: [String]
        if let componentOf {
            guard let found = componentOf[first] else { return nil }
            component = found
        } else {
            let components = stronglyConnectedComponents(nodes: graph.moduleNames, successors: graph.importedModules(of:))
            guard let found = components.first(where: { $0.contains(first) }) else { return nil }
            component = found
        }
        let members = Set(component)
        let keys = component.flatMap { from in graph.importedModules(of: from).filter(members.contains).map { EdgeKey(from: from, to: $0) } }
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
        let list = toInvert.prefix(3).map(Self.describe).joined(separator: ", ")
            + (toInvert.count > 3 ? " and \(toInvert.count - 3) more edges" : "")
        // A strongly connected component with as many edges as modules is one cycle.
        let broken = edges.count == component.count ? "the cycle" : "every cycle among these \(component.count) modules"
        var summary = "invert \(list): the cheapest way to break \(broken)"
        var steps = toInvert.map { edge in
            "invert \(edge.edge.description): \(edge.edge.from) declares a protocol for what it uses of \(edge.edge.to), \(edge.edge.to) conforms, \(root) injects it"
        }
        // Between two modules either edge alone breaks the cycle; say when the choice is a tie.
        if component.count == 2, edges.count == 2, toInvert.count == 1, edges[0].weight == edges[1].weight,
           let other = edges.first(where: { $0.edge != toInvert[0].edge }) {
            steps.append("inverting \(other.edge) instead costs the same (the edge above was chosen by name)")
        }
        var owner = toInvert.first?.edge.from
        var implementing = toInvert.first?.edge.to
        if component.count == 2, edges.count == 2, edges.allSatisfy({ $0.symbols > 0 }) {
            let interface = "\(Self.commonBase(component[0], component[1]))Interface"
            summary += "; or extract `\(interface)`"
            steps.append("or: add a module \(interface) declaring protocols for what each side uses of the other; \(component.joined(separator: " and ")) depend on it and conform, \(root) registers the implementations")
            owner = interface
            implementing = component.joined(separator: ", ")
        }
        if large {
            steps.append("the component has \(keys.count) edges, weighed by importing files only (symbols are counted in components of at most \(CycleBreaker.exactLimit) edges and for the edges chosen)")
        } else {
            steps.append("weights of the component's edges: \(edges.map(Self.describe).joined(separator: ", "))")
        }
        // A large component's edge list (thousands in a tangled workspace) helps nobody and
        // would be repeated in every cycle finding: only the chosen edges are listed.
        return FixPlan(situation: .breakCycle, summary: summary, steps: steps, ownerModule: owner,
                       implementingModule: implementing, injectingModule: compositionRoot,
                       edgesToInvert: toInvert, componentEdges: large ? toInvert : edges)
    }

    static func commonBase(_ first: String, _ second: String) -> String {
        let strip = { (name: String) in name.hasSuffix("Feature") && name != "Feature" ? String(name.dropLast("Feature".count)) : name }
        let (a, b) = (camelCaseWords(strip(first)), camelCaseWords(strip(second)))
        let shared = zip(a, b).prefix { $0 == $1 }.map(\.0)
        return shared.isEmpty ? strip(min(first, second)) : shared.joined()
    }

    // MARK: Manifest

    func declarePlan(_ edge: EdgeKey) -> FixPlan {
        if graph.modules[edge.from]?.kind.isXcode == true { return linkPlan(edge) }
        let existing = graph.declaredDependencies(of: edge.from).map { "\"\($0.key.to)\"" }
        let fragment = ".target(name: \"\(edge.from)\", dependencies: [\((existing + ["\"\(edge.to)\""]).joined(separator: ", "))])"
        let location = graph.modules[edge.from]?.declaration
        return FixPlan(
            situation: .declareDependency,
            summary: "add \"\(edge.to)\" to the dependencies of target '\(edge.from)' in Package.swift",
            steps: ["in Package.swift, write \(fragment)", "or, if \(edge.from) should not depend on \(edge.to), delete the import"],
            ownerModule: edge.from, manifestFragment: fragment, manifestLocation: location)
    }

    func removePlan(_ edge: EdgeKey) -> FixPlan {
        if graph.modules[edge.from]?.kind.isXcode == true { return unlinkPlan(edge) }
        let declared = graph.declaredDependencies(of: edge.from).first { $0.key.to == edge.to }
        let location = declared?.location ?? graph.modules[edge.from]?.declaration
        return FixPlan(
            situation: .removeDependency,
            summary: "delete \"\(edge.to)\" from the dependencies of target '\(edge.from)' in Package.swift",
            steps: ["in Package.swift, delete \"\(edge.to)\" from `dependencies:` of target '\(edge.from)'"],
            ownerModule: edge.from, manifestFragment: "\"\(edge.to)\"", manifestLocation: location)
    }

    // MARK: Confined types

    func domainTypePlan(_ edge: EdgeKey, symbols names: String) -> FixPlan {
        let confined = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let declaring = edge.to
        let domain = graph.importedModules(of: declaring).first { $0.contains("Domain") } ?? edge.from
        let pairs = confined.map { name -> (String, String) in
            (name, name.hasSuffix("DTO") ? String(name.dropLast(3)) : "\(name)Model")
        }
        let list = pairs.map { "`\($0.1)` for `\($0.0)`" }.joined(separator: ", ")
        var steps = pairs.map { "declare `public struct \($0.1)` in \(domain) with the fields \(edge.from) reads" }
        steps += pairs.map { "in \(declaring), add `extension \($0.0) { func toDomain() -> \($0.1) }`" }
        steps.append("return \(pairs.map(\.1).joined(separator: ", ")) from \(declaring)'s repositories; \(edge.from) uses only \(domain)'s types")
        return FixPlan(
            situation: .introduceDomainType,
            summary: "introduce \(list) in \(domain), mapped by `toDomain()` in \(declaring)",
            steps: steps, ownerModule: domain, implementingModule: declaring, symbols: crossing(edge))
    }
}
