/// What a declared dependency carries: the imports that reach their module only through it.

import ArchLintSupport
import ArchLintGraph

/// An import that needs a declared dependency its own target does not import: the importer
/// reaches the imported module through that dependency and no other declared path.
package struct CarriedImport: Sendable, Hashable {
    /// The module whose file imports `module` (the dependency's target, or one that depends on it).
    package var importer: String
    /// The module imported: the dependency itself or a module it depends on.
    package var module: String
    /// The first import line of `importer` -> `module`.
    package var location: SourceLocation
}

/// The declared graph seen as the build system links it, to ask which imports a declared
/// dependency carries.
///
/// SwiftPM builds and links every module in a target's transitive dependency closure, and a
/// file may import any of them; Xcode does the same for what a target reaches through the
/// frameworks it links (and a test bundle through its host). So a dependency X -> B that no
/// file of X imports is still needed when some module M — X, or a module whose declared
/// dependencies reach X — imports a module C that M reaches through X -> B and through no
/// other declared path: deleting X -> B breaks M's import of C (an umbrella target, a
/// wrapper product such as a dynamic re-vending of a library). A module that M declares
/// directly never needs the carrier.
///
/// Built once per graph in O(V + E); each question costs one walk of the closure of B and of
/// the dependents of X, plus one walk of the graph without the edge for each dependent of X
/// that imports a module of that closure without declaring it.
package struct DependencyCarriers {
    private let names: [String]
    private let index: [String: Int]
    /// Declared dependencies the build makes importable through, deduplicated.
    private let successors: [[Int]]
    private let predecessors: [[Int]]
    /// Per module, what it imports without declaring (modules of the graph only), with the
    /// first import line.
    private let undeclaredImports: [[(module: Int, location: SourceLocation)]]

    package init(graph: ModuleGraph) {
        let names = graph.moduleNames
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        var successors = [[Int]](repeating: [], count: names.count)
        var predecessors = [[Int]](repeating: [], count: names.count)
        var seen: Set<EdgeKey> = []
        for declared in graph.declared where seen.insert(declared.key).inserted {
            guard let from = index[declared.key.from], let to = index[declared.key.to],
                Self.carries(graph, from: declared.key.from, to: declared.key.to)
            else { continue }
            successors[from].append(to)
            predecessors[to].append(from)
        }
        var undeclared = [[(module: Int, location: SourceLocation)]](repeating: [], count: names.count)
        for imported in graph.imported {
            let key = imported.key
            guard key.from != key.to, let from = index[key.from], let to = index[key.to],
                !graph.isDeclared(from: key.from, to: key.to), let first = imported.evidence.min()
            else { continue }
            undeclared[from].append((to, SourceLocation(file: first.file, line: first.line, column: first.column)))
        }
        self.names = names
        self.index = index
        self.successors = successors
        self.predecessors = predecessors
        self.undeclaredImports = undeclared
    }

    /// Whether a module may import what it reaches through `from` -> `to`: always for a
    /// package target; through an Xcode target only when it is a library (an app does not
    /// see what the extensions it embeds link), or a host app or extension of a unit test bundle.
    package static func carries(_ graph: ModuleGraph, from: String, to: String) -> Bool {
        guard case .xcode(let kind)? = graph.modules[to]?.kind else { return true }
        if kind.isLibrary { return true }
        return graph.modules[from]?.kind.isHostedTest == true && (kind.isApplication || kind.isExtension)
    }

    /// An import that needs the declared dependencies `from` -> each of `targets` (one
    /// declaration: a product of several targets is deleted whole), or nil when deleting them
    /// breaks no import. The dependency's own target first, then its dependents by name.
    package func carriedImport(from: String, removing targets: [String]) -> CarriedImport? {
        guard let origin = index[from] else { return nil }
        let removed = Set(targets.compactMap { index[$0] }.filter { successors[origin].contains($0) })
        guard !removed.isEmpty else { return nil }
        // What the removed edges link: their targets and everything those depend on.
        var linked = [Bool](repeating: false, count: names.count)
        var pending = Array(removed)
        for start in removed { linked[start] = true }
        while let next = pending.popLast() {
            for successor in successors[next] where !linked[successor] {
                linked[successor] = true
                pending.append(successor)
            }
        }
        // Who links through `from`: it and every module whose declared dependencies reach it.
        var dependents = [Bool](repeating: false, count: names.count)
        dependents[origin] = true
        pending = [origin]
        var importers: [Int] = []
        while let next = pending.popLast() {
            if undeclaredImports[next].contains(where: { linked[$0.module] }) { importers.append(next) }
            for predecessor in predecessors[next] where !dependents[predecessor] {
                dependents[predecessor] = true
                pending.append(predecessor)
            }
        }
        // Names are sorted, so positions sort by name.
        importers.sort { ($0 == origin ? 0 : 1, $0) < ($1 == origin ? 0 : 1, $1) }
        var reached = [Int](repeating: -1, count: names.count)  // stamp: the importer that reached it
        for importer in importers {
            var wanted = Set(undeclaredImports[importer].lazy.filter { linked[$0.module] }.map(\.module))
            reached[importer] = importer
            pending = [importer]
            walk: while let next = pending.popLast() {
                for successor in successors[next] where reached[successor] != importer {
                    if next == origin && removed.contains(successor) { continue }
                    reached[successor] = importer
                    wanted.remove(successor)
                    if wanted.isEmpty { break walk }
                    pending.append(successor)
                }
            }
            guard !wanted.isEmpty else { continue }
            let lost = undeclaredImports[importer].filter { wanted.contains($0.module) }
                .min { (names[$0.module], $0.location) < (names[$1.module], $1.location) }!
            return CarriedImport(importer: names[importer], module: names[lost.module], location: lost.location)
        }
        return nil
    }
}
