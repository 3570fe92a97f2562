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

    package func node(_ name: String) -> Node? { nodes.first { $0.name == name } }

    /// Modules drawn outside every layer, sorted.
    package var unlayeredNodes: [Node] { nodes.filter { $0.layer == nil } }
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
            let suggestion = Suggestion.nearest(to: focus, in: graph.moduleNames).map { "; did you mean '\($0)'?" } ?? ""
            throw ToolError(.usage, "--focus: no module named '\(focus)' in the graph\(suggestion)")
        }

        // Everything known about each edge, before filtering.
        var all: [EdgeKey: Edge] = [:]
        func edge(_ key: EdgeKey) -> Edge {
            all[key] ?? Edge(from: key.from, to: key.to, declared: false, imported: false, declaredConditions: [],
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
            entry.importConditions = Set(dependency.evidence.compactMap { evidence in
                evidence.declaration.isConditional ? Self.chain(evidence.declaration.conditions) : nil
            }).sorted()
            all[dependency.key] = entry
            successors[dependency.key.from, default: []].append(dependency.key.to)
        }
        var cyclic: [String: Int] = [:]
        let components = stronglyConnectedComponents(nodes: Array(successors.keys)) { successors[$0] ?? [] }
        for (index, component) in components.enumerated() {
            for member in component { cyclic[member] = index }
        }
        var violations: [EdgeKey: [String: Severity]] = [:]
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
            for key in keys {
                violations[key, default: [:]][violation.ruleID] = max(violations[key]?[violation.ruleID] ?? .off, violation.severity)
            }
        }
        for key in Array(all.keys) {
            var entry = all[key]!
            entry.violations = (violations[key] ?? [:]).map { EdgeViolation(rule: $0.key, severity: $0.value) }.sorted()
            entry.onCycle = entry.imported && cyclic[key.from] != nil && cyclic[key.from] == cyclic[key.to]
            entry.status = Self.status(entry, target: graph.modules[key.to]?.kind ?? .unknown)
            all[key] = entry
        }

        // Filters.
        var visible = Set(graph.moduleNames.filter { name in
            let module = graph.modules[name]!
            return name == options.focus || ((options.includeTests || !module.isTest) && options.externals.shows(module.kind))
        })
        var edges = all.values.filter { visible.contains($0.from) && visible.contains($0.to) }
        if let focus = options.focus {
            var forward: [String: [String]] = [:], backward: [String: [String]] = [:]
            for edge in edges {
                forward[edge.from, default: []].append(edge.to)
                backward[edge.to, default: []].append(edge.from)
            }
            visible = Set(neighbourhood(of: focus, depth: options.depth,
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
            // Findings stay: a rule broken, or an import that builds only by accident.
            edges = edges.filter { edge in
                edge.isViolating || edge.status == .undeclared || reduced[edge.from]?.contains(edge.to) == true
            }
        }
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        visible = visible.filter { name in
            graph.modules[name]!.kind.isTarget || connected.contains(name) || name == options.focus
        }

        // Layers: each drawn module in the first group, top to bottom, that names it.
        let resolver = SelectorResolver(groups: result.configuration.groups, root: result.root,
                                        roles: result.moduleRoles().roles)
        let groupOrder = LayerOrder.sorted(Array(result.configuration.groups.keys))
        var nodes: [Node] = []
        var members: [String: [String]] = [:]
        for name in visible.sorted() {
            let module = graph.modules[name]!
            let layer = groupOrder.first { resolver.matches(.group($0), module) }
            if let layer { members[layer, default: []].append(name) }
            nodes.append(Node(name: name, kind: module.kind, package: module.package, layer: layer,
                              files: module.files.map(displayPath).sorted()))
        }
        // The package at the root names the picture; without one (a workspace of packages in
        // subfolders), the first package name in sorted order.
        let rootManifest = (result.root as NSString).appendingPathComponent("Package.swift")
        let targets = graph.modules.values.filter { $0.kind.isTarget }
        self.title = targets.first { $0.manifestPath == rootManifest }?.package
            ?? targets.compactMap(\.package).min() ?? "graph"
        self.options = options
        self.edges = edges.sorted { $0.key < $1.key }
        var layers = groupOrder.compactMap { name in
            members[name].map { Layer(name: name, tier: LayerOrder.tier(of: name), modules: $0) }
        }
        // Apps and their extensions that no group names are drawn on top, in a layer of their
        // own: they are the composition roots.
        let apps = nodes.indices.filter { nodes[$0].layer == nil && (nodes[$0].style == .app || nodes[$0].style == .appExtension) }
        if !apps.isEmpty {
            let name = result.configuration.groups[Self.appsLayer] == nil ? Self.appsLayer : "\(Self.appsLayer) (Xcode)"
            for index in apps { nodes[index].layer = name }
            layers.insert(Layer(name: name, tier: LayerOrder.appsTier, modules: apps.map { nodes[$0].name }), at: 0)
        }
        self.nodes = nodes
        self.layers = layers
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
