/// What one `archlint graph` run draws: the modules and edges left after the filters, each module
/// placed in a layer (a group of the rules file), each edge with what Package.swift declares,
/// what the sources import, and which rules it breaks. Renderers only format it.

import Foundation
import ArchLintSyntax
import ArchLintPackage
import ArchLintGraph
import ArchLintRules
import ArchLintSupport

package struct ArchitectureDiagram: Sendable, Equatable {
    /// How a module is drawn.
    package enum NodeStyle: String, Sendable, CaseIterable, Comparable {
        case app, appExtension = "app-extension", executable, library, macroOrPlugin = "macro-or-plugin", test,
            thirdParty = "third-party", unknown, sdk

        init(_ kind: ModuleKind) {
            switch kind {
            case .target(.executable), .target(.snippet): self = .executable
            case .target(.test): self = .test
            case .target(.macro), .target(.plugin): self = .macroOrPlugin
            case .target: self = .library
            case .xcode(let kind) where kind.isApplication: self = .app
            case .xcode(let kind) where kind.isExtension: self = .appExtension
            case .xcode(let kind) where kind.isTest: self = .test
            case .xcode(.commandLineTool), .xcode(.xpcService): self = .executable
            case .xcode: self = .library
            case .sdk: self = .sdk
            case .thirdParty: self = .thirdParty
            case .unknown: self = .unknown
            }
        }

        /// Legend text.
        package var summary: String {
            switch self {
            case .app: "app (composition root)"
            case .appExtension: "app extension"
            case .executable: "executable (composition root)"
            case .library: "library target"
            case .macroOrPlugin: "macro or plugin"
            case .test: "test target"
            case .thirdParty: "third-party package"
            case .unknown: "unknown module"
            case .sdk: "SDK module"
            }
        }

        package static func < (lhs: NodeStyle, rhs: NodeStyle) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    package struct Node: Sendable, Equatable {
        package var name: String
        package var kind: ModuleKind
        package var package: String?
        /// The group the module is drawn in, nil when no group names it.
        package var layer: String?
        /// Source files, as displayed (relative to the working directory), sorted.
        package var files: [String]
        /// The module's role (inferred, or set by the rules file), nil when it has none.
        package var role: ModuleRole? = nil
        /// Why it has that role, strongest reason first.
        package var roleEvidence: [RoleEvidence] = []
        package var style: NodeStyle { NodeStyle(kind) }
        package var isExternal: Bool { !kind.isTarget }
    }

    /// How an edge is drawn, from what Package.swift and the sources say.
    package enum EdgeStatus: String, Sendable, CaseIterable, Comparable {
        /// Declared and imported: the normal case.
        case declaredAndImported = "declared-and-imported"
        /// Declared in Package.swift, imported by no source file.
        case declaredOnly = "declared-only"
        /// Imported without a declaration: it builds only by accident (transitive linking).
        case undeclared
        /// An import of the SDK, which needs no declaration.
        case sdk

        package static func < (lhs: EdgeStatus, rhs: EdgeStatus) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A rule an edge breaks.
    package struct EdgeViolation: Sendable, Hashable, Comparable {
        package var rule: String
        package var severity: Severity
        package static func < (lhs: EdgeViolation, rhs: EdgeViolation) -> Bool { lhs.rule < rhs.rule }
    }

    /// One finding on an edge: what `check` reports, with the summary of its fix plan.
    package struct Finding: Sendable, Hashable, Comparable {
        package var rule: String
        package var severity: Severity
        package var message: String
        /// The fix plan's one-sentence summary, nil when the finding has no plan.
        package var fix: String?
        /// Where `check` points, as displayed (`path:line:column`), nil for a finding about no file.
        package var location: String?
        package static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.rule, lhs.location ?? "", lhs.message) < (rhs.rule, rhs.location ?? "", rhs.message)
        }
    }

    /// One import line behind an edge.
    package struct Evidence: Sendable, Hashable, Comparable {
        /// As displayed (relative to the working directory).
        package var file: String
        package var line: Int
        package var column: Int
        package var location: String { "\(file):\(line):\(column)" }
        package static func < (lhs: Evidence, rhs: Evidence) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }
    }

    package struct Edge: Sendable, Equatable {
        package var from: String
        package var to: String
        package var declared: Bool
        package var imported: Bool
        /// Conditions of conditional declarations (`.when(platforms: [.iOS])`), in manifest order.
        package var declaredConditions: [PackageManifest.Condition]
        /// The distinct `#if` chains around the imports (`#if DEBUG`), sorted; unconditional
        /// imports add none.
        package var importConditions: [String]
        /// Every import line, sorted.
        package var evidence: [Evidence]
        /// Rules broken by the edge, by rule id; a cycle's rule is on every edge of the cycle.
        package var violations: [EdgeViolation]
        /// The findings behind `violations`, sorted by rule; a cycle's finding is on every edge
        /// of the cycle.
        package var findings: [Finding] = []
        /// Both ends import each other, directly or through other modules.
        package var onCycle: Bool
        package var status: EdgeStatus

        package var key: EdgeKey { EdgeKey(from: from, to: to) }
        package var isViolating: Bool { !violations.isEmpty }
        /// The worst severity among `violations`.
        package var severity: Severity? { violations.map(\.severity).max() }
    }

    /// A group of the rules file with at least one module drawn, top to bottom.
    package struct Layer: Sendable, Equatable {
        package var name: String
        /// Layers of the same tier may sit side by side; see `LayerOrder`.
        package var tier: Int
        /// Sorted.
        package var modules: [String]
    }

    /// Name of the root package (the picture's title).
    package var title: String
    package var options: DiagramOptions
    /// Sorted by name.
    package var nodes: [Node]
    /// Sorted by (from, to).
    package var edges: [Edge]
    /// Top to bottom.
    package var layers: [Layer]
    /// The `layers` rule whose order the layers follow (see `LayerPlacement`); nil when the
    /// rules file has none and the words of the group names decide.
    package var layersRule: String?
    /// True when a rule about declarations (`implicit-dependency`) is enabled: only then is an
    /// import without a declaration drawn as one (purple, hollow head), since only then is it a
    /// finding; otherwise it is drawn as a plain import.
    package var declarationsChecked: Bool
    /// Edges that break a rule but are not drawn, and why; empty when every one is drawn.
    /// The externals filter never hides one; `--focus` and hidden test targets can.
    package var hiddenViolations: HiddenViolations

    /// Rule-breaking edges left out of the picture.
    package struct HiddenViolations: Sendable, Equatable {
        package var count: Int
        /// The options that hid them (`--focus`, `--include-tests`), sorted.
        package var causes: [String]
        package var isEmpty: Bool { count == 0 }
        /// `2 rule-breaking edges hidden (outside --focus; draw them with a larger --depth)`.
        package var sentence: String {
            var advice: [String] = []
            if causes.contains("--focus") { advice.append("outside --focus; draw them with a larger --depth") }
            if causes.contains("--include-tests") { advice.append("from test targets; draw them with --include-tests") }
            let noun = count == 1 ? "rule-breaking edge" : "rule-breaking edges"
            return "\(count) \(noun) hidden (\(advice.joined(separator: "; ")))"
        }
    }

    package func node(_ name: String) -> Node? { nodes.first { $0.name == name } }

    /// Modules drawn outside every layer, sorted.
    package var unlayeredNodes: [Node] { nodes.filter { $0.layer == nil } }

    /// The status an edge is drawn with: an import without a declaration looks like any other
    /// import unless declarations are checked (`declarationsChecked`).
    package func drawnStatus(_ edge: Edge) -> EdgeStatus {
        edge.status == .undeclared && !declarationsChecked ? .declaredAndImported : edge.status
    }
}

extension ArchitectureDiagram {
    /// Builds the diagram of a `check` result.
    ///
    /// Filters apply in this order: tests and externals, then `focus`, then `onlyViolations`,
    /// then `reduce`; external modules left without an edge are dropped.
    ///
    /// - Throws: a usage error when `options.focus` names no module of the graph.
    package init(result: CheckResult, options: DiagramOptions, displayPath: (String) -> String) throws(ToolError) {
        let graph = result.graph
        if let focus = options.focus, graph.modules[focus] == nil {
            let suggestion =
                Suggestion.nearest(to: focus, in: graph.moduleNames).map { "; did you mean '\($0)'?" } ?? ""
            throw ToolError(.usage, "--focus: no module named '\(focus)' in the graph\(suggestion)")
        }

        // Everything known about each edge, before filtering.
        var all: [EdgeKey: Edge] = [:]
        func edge(_ key: EdgeKey) -> Edge {
            all[key]
                ?? Edge(
                    from: key.from, to: key.to, declared: false, imported: false, declaredConditions: [],
                    importConditions: [], evidence: [], violations: [], onCycle: false, status: .declaredOnly)
        }
        for declaration in graph.declared {
            var entry = edge(declaration.key)
            entry.declared = true
            if let condition = declaration.condition, !entry.declaredConditions.contains(condition) {
                entry.declaredConditions.append(condition)
            }
            all[declaration.key] = entry
        }
        var successors: [String: [String]] = [:]
        for dependency in graph.imported {
            var entry = edge(dependency.key)
            entry.imported = true
            entry.evidence = dependency.evidence.map {
                Evidence(file: displayPath($0.file), line: $0.line, column: $0.column)
            }.sorted()
            entry.importConditions = Set(
                dependency.evidence.compactMap { evidence in
                    evidence.declaration.isConditional ? Self.chain(evidence.declaration.conditions) : nil
                }
            ).sorted()
            all[dependency.key] = entry
            successors[dependency.key.from, default: []].append(dependency.key.to)
        }
        var cyclic: [String: Int] = [:]
        let components = stronglyConnectedComponents(nodes: Array(successors.keys)) { successors[$0] ?? [] }
        for (index, component) in components.enumerated() {
            for member in component { cyclic[member] = index }
        }
        var violations: [EdgeKey: [String: Severity]] = [:]
        var findings: [EdgeKey: Set<Finding>] = [:]
        for violation in result.violations {
            var keys: [EdgeKey] = []
            if violation.cycle != nil, !violation.evidence.isEmpty {
                // One finding per strongly connected component: every edge of it.
                keys = violation.edges
            } else if let cycle = violation.cycle, violation.edge != nil {
                let closed = cycle + [cycle[0]]
                keys = (0..<cycle.count).map { EdgeKey(from: closed[$0], to: closed[$0 + 1]) }
            } else if let key = violation.edge {
                keys = [key]
            }
            let location = violation.location.map { "\(displayPath($0.file)):\($0.line):\($0.column)" }
            let finding = Finding(
                rule: violation.ruleID, severity: violation.severity, message: violation.message,
                fix: violation.plan?.summary, location: location)
            for key in keys {
                violations[key, default: [:]][violation.ruleID] = max(
                    violations[key]?[violation.ruleID] ?? .off, violation.severity)
                findings[key, default: []].insert(finding)
            }
        }
        for key in Array(all.keys) {
            var entry = all[key]!
            entry.violations = (violations[key] ?? [:]).map { EdgeViolation(rule: $0.key, severity: $0.value) }.sorted()
            entry.findings = (findings[key] ?? []).sorted()
            entry.onCycle = entry.imported && cyclic[key.from] != nil && cyclic[key.from] == cyclic[key.to]
            entry.status = Self.status(entry, target: graph.modules[key.to]?.kind ?? .unknown)
            all[key] = entry
        }

        // Filters.
        let declarationsChecked = result.configuration.rules.contains { rule in
            rule.severity != .off && rule.kind == ImplicitDependencyRule.description.kind
        }
        func passesTests(_ name: String) -> Bool {
            options.includeTests || name == options.focus || !graph.modules[name]!.isTest
        }
        let shown = Set(
            graph.moduleNames.filter { name in
                name == options.focus || (passesTests(name) && options.externals.shows(graph.modules[name]!.kind))
            })
        // A rule-breaking edge is drawn whatever the externals filter says about its ends (an
        // SDK module an app must not import): hiding it would hide the finding. An end shown
        // for that reason brings no other edge with it.
        var edges = all.values.filter { edge in
            (shown.contains(edge.from) && shown.contains(edge.to))
                || (edge.isViolating && passesTests(edge.from) && passesTests(edge.to))
        }
        var visible = shown.union(edges.flatMap { [$0.from, $0.to] })
        if let focus = options.focus {
            var forward: [String: [String]] = [:], backward: [String: [String]] = [:]
            for edge in edges {
                forward[edge.from, default: []].append(edge.to)
                backward[edge.to, default: []].append(edge.from)
            }
            visible = Set(
                neighbourhood(
                    of: focus, depth: options.depth,
                    successors: { forward[$0] ?? [] }, predecessors: { backward[$0] ?? [] }))
            edges = edges.filter { visible.contains($0.from) && visible.contains($0.to) }
        }
        if options.onlyViolations {
            edges = edges.filter(\.isViolating)
            visible = Set(edges.flatMap { [$0.from, $0.to] } + (options.focus.map { [$0] } ?? []))
        }
        if options.reduce {
            var next: [String: [String]] = [:]
            for edge in edges { next[edge.from, default: []].append(edge.to) }
            let reduced = transitiveReduction(nodes: Array(visible)) { next[$0] ?? [] }
            // Findings stay: a rule broken, or an import that builds only by accident (when a
            // rule checks declarations).
            edges = edges.filter { edge in
                edge.isViolating || (declarationsChecked && edge.status == .undeclared)
                    || reduced[edge.from]?.contains(edge.to) == true
            }
        }
        let drawn = Set(edges.map(\.key))
        let hidden = all.values.filter { $0.isViolating && !drawn.contains($0.key) }
        let causes = Set(hidden.map { passesTests($0.from) && passesTests($0.to) ? "--focus" : "--include-tests" })
        self.hiddenViolations = HiddenViolations(count: hidden.count, causes: causes.sorted())
        self.declarationsChecked = declarationsChecked
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        visible = visible.filter { name in
            graph.modules[name]!.kind.isTarget || connected.contains(name) || name == options.focus
        }

        // Layers: each drawn module in the first group, top to bottom, that names it (see
        // `LayerPlacement` for the order, which a `layers` rule decides).
        let roles = result.moduleRoles().roles
        let resolver = SelectorResolver(groups: result.configuration.groups, root: result.root, roles: roles)
        let placement = LayerPlacement(configuration: result.configuration, graph: graph, resolver: resolver)
        var nodes: [Node] = []
        var members: [String: [String]] = [:]
        for name in visible.sorted() {
            let module = graph.modules[name]!
            let layer = placement.layer(of: module)
            if let layer { members[layer, default: []].append(name) }
            let assignment = roles.assignments[name]
            nodes.append(
                Node(
                    name: name, kind: module.kind, package: module.package, layer: layer,
                    files: module.files.map(displayPath).sorted(), role: assignment?.role,
                    roleEvidence: assignment?.evidence ?? []))
        }
        // The package at the root names the picture; without one (a workspace of packages in
        // subfolders), the first package name in sorted order.
        let rootManifest = (result.root as NSString).appendingPathComponent("Package.swift")
        let targets = graph.modules.values.filter { $0.kind.isTarget }
        self.title =
            targets.first { $0.manifestPath == rootManifest }?.package
            ?? targets.compactMap(\.package).min() ?? "graph"
        self.options = options
        self.edges = edges.sorted { $0.key < $1.key }
        var layers = placement.entries.compactMap { entry in
            members[entry.name].map { Layer(name: entry.name, tier: entry.tier, modules: $0) }
        }
        // Apps and their extensions that no group names are drawn on top, in a layer of their
        // own: they are the composition roots.
        let apps = nodes.indices.filter {
            nodes[$0].layer == nil && (nodes[$0].style == .app || nodes[$0].style == .appExtension)
        }
        if !apps.isEmpty {
            let taken = placement.entries.contains { $0.name == Self.appsLayer }
            let name = taken ? "\(Self.appsLayer) (Xcode)" : Self.appsLayer
            for index in apps { nodes[index].layer = name }
            layers.insert(Layer(name: name, tier: LayerOrder.appsTier, modules: apps.map { nodes[$0].name }), at: 0)
        }
        self.nodes = nodes
        self.layers = layers
        self.layersRule = placement.ruleID
    }

    /// The layer of apps and extensions no group names.
    static let appsLayer = "apps"

    private static func status(_ edge: Edge, target: ModuleKind) -> EdgeStatus {
        switch (edge.declared, edge.imported) {
        case (true, true): .declaredAndImported
        case (true, false): .declaredOnly
        case (false, _): target == .sdk ? .sdk : .undeclared
        }
    }

    /// `#if os(iOS), #else` style text of a chain of enclosing clauses.
    static func chain<Clauses: Sequence<ConditionClause>>(_ clauses: Clauses) -> String {
        clauses.map { clause in clause.condition.map { "#\(clause.clause.rawValue) \($0)" } ?? "#else" }
            .joined(separator: ", ")
    }
}
