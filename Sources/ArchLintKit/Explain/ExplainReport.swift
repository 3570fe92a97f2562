import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// `archlint explain A B`: everything archlint knows about A depending on B — each path, the
/// import lines, the rules broken, the symbols crossing and the fix plans.
package enum ExplainReport {
    /// At most this many paths are listed (the shortest first); a dense graph has exponentially many.
    package static let pathLimit = 20

    /// Every simple path from `from` to `to` over imported edges, shortest first, then by name.
    package static func paths(in graph: ModuleGraph, from: String, to: String, limit: Int = pathLimit) -> (paths: [[String]], truncated: Bool) {
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

    /// The text `explain` prints.
    package static func render(_ result: CheckResult, from: String, to: String, displayPath: @escaping (String) -> String) -> String {
        let graph = result.graph
        let place = { (location: SourceLocation) in "\(displayPath(location.file)):\(location.line):\(location.column)" }
        var text = "\(from) -> \(to)\n"

        text += "\nDirect imports:\n"
        if let edge = graph.importedEdge(from: from, to: to) {
            for evidence in edge.evidence {
                text += "  \(place(SourceLocation(file: evidence.file, line: evidence.line, column: evidence.column))): import \(to)\n"
            }
        } else {
            text += "  none\n"
        }
        if let declared = graph.declaredDependencies(of: from).first(where: { $0.key.to == to }) {
            text += "  declared in Package.swift\(declared.location.map { " at \(place($0))" } ?? "")\n"
        }

        let (paths, truncated) = paths(in: graph, from: from, to: to)
        text += "\nPaths:\n"
        if paths.isEmpty { text += "  none: \(from) does not reach \(to)\n" }
        for path in paths { text += "  \(path.joined(separator: " -> "))\n" }
        if truncated { text += "  (only the first \(pathLimit) shown)\n" }

        // Findings about an edge on one of the paths, or a cycle through both modules.
        var onPaths: Set<EdgeKey> = []
        for path in paths { for index in path.indices.dropLast() { onPaths.insert(EdgeKey(from: path[index], to: path[index + 1])) } }
        let related = result.violations.filter { violation in
            if let cycle = violation.cycle { return cycle.contains(from) && cycle.contains(to) }
            if let path = violation.path, let start = path.firstIndex(of: from), path[start...].contains(to) { return true }
            return violation.edge.map(onPaths.contains) ?? false
        }
        text += "\nRules broken:\n"
        if related.isEmpty { text += "  none\n" }
        for violation in related {
            text += "  \(violation.location.map(place) ?? "-"): \(violation.severity.rawValue): [\(violation.ruleID)] \(violation.message)\n"
        }

        let crossing = SymbolIndex(graph: graph).crossingSymbols(from: from, to: to).map {
                FixPlan.Symbol(name: $0.name, kind: $0.kind.rawValue, declaredAt: $0.declaredAt, uses: $0.uses, members: $0.members)
            }
        text += "\nSymbols of \(to) used by \(from):\n"
        if crossing.isEmpty { text += "  none\n" }
        for symbol in crossing {
            let members = symbol.members.isEmpty ? "" : ", members \(symbol.members.joined(separator: ", "))"
            text += "  \(symbol.name) (\(symbol.kind) at \(place(symbol.declaredAt))\(members))\n"
            for use in symbol.uses { text += "    used at \(place(use))\n" }
        }

        var seen: Set<FixPlan> = []
        let plans = related.compactMap(\.plan).filter { seen.insert($0).inserted }
        text += "\nPlans:\n"
        if plans.isEmpty { text += "  none\n" }
        for plan in plans {
            text += "  fix: \(plan.summary)\n"
            for (number, step) in plan.steps.enumerated() { text += "    \(number + 1). \(step)\n" }
            if let skeleton = plan.protocolSkeleton {
                for line in skeleton.split(separator: "\n") { text += "      \(line)\n" }
            }
        }
        return text
    }
}
