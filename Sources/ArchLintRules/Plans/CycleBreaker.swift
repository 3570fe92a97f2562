/// Chooses the edges of a strongly connected component to invert so that it becomes acyclic.
///
/// Inverting an edge `A -> B` (A declares a protocol, B conforms) turns it into `B -> A`. A set
/// of edges works when the graph with those edges reversed has no cycle.

import ArchLintGraph

package enum CycleBreaker {
    /// Components with at most this many edges are solved exactly.
    package static let exactLimit = 12

    /// The cheapest set of edges whose inversion leaves no cycle among `edges`.
    ///
    /// Up to `exactLimit` edges: every subset is tried (O(2^E * (V + E))); the lightest wins,
    /// ties going to fewer edges, then to the smaller sorted edge list. Beyond: greedy, O(E^2 *
    /// (V + E)): repeatedly remove the lightest edge that lies on a cycle until none is left,
    /// then put back (heaviest first) every removed edge whose return creates no cycle. The
    /// removed set is then a minimal feedback arc set, and reversing a minimal one never creates
    /// a cycle.
    package static func cheapestInversion(_ edges: [(EdgeKey, Int)]) -> Set<EdgeKey> {
        let sorted = edges.sorted { $0.0 < $1.0 }
        if isAcyclic(sorted.map(\.0)) { return [] }
        if sorted.count <= exactLimit { return exact(sorted) }
        return greedy(sorted)
    }

    static func exact(_ edges: [(EdgeKey, Int)]) -> Set<EdgeKey> {
        var best: (weight: Int, count: Int, edges: [EdgeKey])?
        for mask in 1..<(1 << edges.count) {
            var chosen: [EdgeKey] = [], weight = 0
            var result: [EdgeKey] = []
            for (index, edge) in edges.enumerated() {
                if mask & (1 << index) != 0 {
                    chosen.append(edge.0)
                    weight += edge.1
                    result.append(EdgeKey(from: edge.0.to, to: edge.0.from))
                } else {
                    result.append(edge.0)
                }
            }
            if let best, (best.weight, best.count) < (weight, chosen.count) { continue }
            if let best, (best.weight, best.count) == (weight, chosen.count), !chosen.lexicographicallyPrecedes(best.edges) { continue }
            if isAcyclic(result) { best = (weight, chosen.count, chosen) }
        }
        return Set(best?.edges ?? [])
    }

    static func greedy(_ edges: [(EdgeKey, Int)]) -> Set<EdgeKey> {
        var remaining = edges
        var removed: [(EdgeKey, Int)] = []
        while !isAcyclic(remaining.map(\.0)) {
            var successors: [String: [String]] = [:]
            for (edge, _) in remaining { successors[edge.from, default: []].append(edge.to) }
            let onCycle = remaining.enumerated().filter { reaches(successors, from: $0.element.0.to, to: $0.element.0.from) }
            let lightest = onCycle.min { ($0.element.1, $0.element.0) < ($1.element.1, $1.element.0) }!
            removed.append(remaining.remove(at: lightest.offset))
        }
        for edge in removed.sorted(by: { ($0.1, $1.0) > ($1.1, $0.0) }) where isAcyclic(remaining.map(\.0) + [edge.0]) {
            remaining.append(edge)
            removed.removeAll { $0.0 == edge.0 }
        }
        return Set(removed.map(\.0))
    }

    static func reaches(_ successors: [String: [String]], from start: String, to goal: String) -> Bool {
        var seen: Set<String> = [start], stack = [start]
        while let node = stack.popLast() {
            if node == goal { return true }
            for next in successors[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
        }
        return false
    }

    /// Kahn's algorithm: true when the edges hold no cycle. O(V + E).
    static func isAcyclic(_ edges: [EdgeKey]) -> Bool {
        var inDegree: [String: Int] = [:], successors: [String: [String]] = [:]
        for edge in Set(edges) {
            inDegree[edge.from, default: 0] += 0
            inDegree[edge.to, default: 0] += 1
            successors[edge.from, default: []].append(edge.to)
        }
        var ready = inDegree.filter { $0.value == 0 }.map(\.key), visited = 0
        while let node = ready.popLast() {
            visited += 1
            for next in successors[node] ?? [] {
                inDegree[next]! -= 1
                if inDegree[next] == 0 { ready.append(next) }
            }
        }
        return visited == inDegree.count
    }
}
