import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// `archlint explain A B` as data: everything archlint knows about A depending on B — the import
/// lines, each path, the rules broken, the symbols crossing and the fix plans. The command layer
/// renders it as text.
package struct ExplainReport: Sendable {
    package var from: String
    package var to: String
    /// Where A imports B, in order.
    package var imports: [SourceLocation]
    /// Whether A declares B in its manifest, and where.
    package var isDeclared: Bool
    package var declaredAt: SourceLocation?
    /// The file A's dependencies are declared in, as people name it (`Package.swift`,
    /// `project.pbxproj`, `project.yml`, `Project.swift`).
    package var declaringFile: String
    /// Where a helper made A, when its manifest only calls the helper (a Tuist helper).
    package var helperSite: SourceLocation?
    /// Simple paths from A to B over imports, shortest first (at most `pathLimit`).
    package var paths: [[String]]
    /// True when more paths exist than are listed.
    package var pathsTruncated: Bool
    /// Findings about an edge on one of the paths (or about A -> B itself, declared or
    /// imported), or a cycle through both modules: the findings `check` reports.
    package var findings: [Violation]
    /// The same, for findings an `except` entry accepted, with its reason.
    package var accepted: [AcceptedFinding]
    /// When A declares B but imports it nowhere: an import that deleting the dependency would
    /// break (a module linking through A reaches what it imports only through A -> B), the
    /// reason `unused-dependency` keeps it.
    package var carried: CarriedImport?
    /// Declarations of B that A uses, with where.
    package var symbols: [FixPlan.Symbol]
    /// The distinct plans of those findings, in finding order.
    package var plans: [FixPlan]

    /// At most this many paths are listed (the shortest first); a dense graph has exponentially many.
    package static let pathLimit = 20

    package init(_ result: CheckResult, from: String, to: String) {
        let graph = result.graph
        self.from = from
        self.to = to
        imports =
            graph.importedEdge(from: from, to: to)?.evidence.map {
                SourceLocation(file: $0.file, line: $0.line, column: $0.column)
            } ?? []
        let declared = graph.declaredDependencies(of: from).first { $0.key.to == to }
        isDeclared = declared != nil
        declaredAt = declared?.location
        declaringFile = graph.modules[from]?.manifestKind?.fileName ?? "Package.swift"
        helperSite = graph.modules[from]?.helperSite
        if isDeclared && imports.isEmpty {
            carried = DependencyCarriers(graph: graph).carriedImport(from: from, removing: [to])
        }
        (paths, pathsTruncated) = Self.paths(in: graph, from: from, to: to)
        var onPaths: Set<EdgeKey> = []
        for path in paths {
            for index in path.indices.dropLast() { onPaths.insert(EdgeKey(from: path[index], to: path[index + 1])) }
        }
        let direct = EdgeKey(from: from, to: to)
        func isAbout(_ violation: Violation) -> Bool {
            if let cycle = violation.cycle { return cycle.contains(from) && cycle.contains(to) }
            if let path = violation.path, let start = path.firstIndex(of: from), path[start...].contains(to) {
                return true
            }
            // The edge itself even when no import makes it a path (a declared dependency nothing imports).
            return violation.edge.map { $0 == direct || onPaths.contains($0) } ?? false
        }
        findings = result.violations.filter(isAbout)
        accepted = result.accepted.filter { isAbout($0.violation) }
        // What check's plans found crossing the edge (a member used without an import, through
        // an extension) counts as much as what the import lines bring.
        var crossing = SymbolIndex(graph: graph).crossingSymbols(from: from, to: to).map {
            FixPlan.Symbol(
                name: $0.name, kind: $0.kind.rawValue, declaredAt: $0.declaredAt, uses: $0.uses, members: $0.members)
        }
        for violation in findings where violation.edge == direct {
            for symbol in violation.plan?.symbols ?? []
            where !crossing.contains(where: { $0.name == symbol.name && $0.declaredAt == symbol.declaredAt }) {
                var symbol = symbol
                symbol.role = nil
                crossing.append(symbol)
            }
        }
        symbols = crossing.sorted {
            ($0.name, $0.declaredAt.file, $0.declaredAt.line) < ($1.name, $1.declaredAt.file, $1.declaredAt.line)
        }
        var seen: Set<FixPlan> = []
        plans = findings.compactMap(\.plan).filter { seen.insert($0).inserted }
    }

    /// Every simple path from `from` to `to` over imported edges, shortest first, then by name.
    package static func paths(in graph: ModuleGraph, from: String, to: String, limit: Int = pathLimit) -> (
        paths: [[String]], truncated: Bool
    ) {
        var found: [[String]] = []
        var onPath: Set<String> = [from]
        var path = [from]
        var visits = 0
        func walk(_ node: String) {
            visits += 1
            if visits > 100_000 { return }  // bound the search on pathological graphs
            for next in graph.importedModules(of: node) where !onPath.contains(next) {
                if next == to {
                    found.append(path + [to])
                    continue
                }
                onPath.insert(next); path.append(next)
                walk(next)
                onPath.remove(next); path.removeLast()
            }
        }
        walk(from)
        found.sort { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        return (Array(found.prefix(limit)), found.count > limit || visits > 100_000)
    }
}
