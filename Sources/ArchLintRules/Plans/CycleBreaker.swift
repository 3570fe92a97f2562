/// Chooses the edges of a strongly connected component to invert so that it becomes acyclic.
///
/// Inverting an edge `A -> B` (A declares a protocol, B conforms) turns it into `B -> A`. A set
/// of edges works when the graph with those edges reversed has no cycle.

import ArchLintSupport
import ArchLintGraph

package enum CycleBreaker {
    /// Components with at most this many edges are solved exactly.
    package static let exactLimit = 12

    /// The cheapest set of edges whose inversion leaves no cycle among `edges`.
    ///
    /// Up to `exactLimit` edges: every subset is tried (O(2^E * (V + E))); the lightest wins,
    /// ties going to fewer edges, then to the smaller sorted edge list. Beyond: greedy, O(E *
    /// (V + E)) (and beyond `greedyLimit` edges `ordering`, O(E log E)): repeatedly remove the
    /// lightest edge that lies on a cycle until none is left, then put back (heaviest first)
    /// every removed edge whose return creates no cycle. The removed set is then a minimal
    /// feedback arc set, and reversing a minimal one never creates a cycle.
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
            if let best, (best.weight, best.count) == (weight, chosen.count),
                !chosen.lexicographicallyPrecedes(best.edges)
            {
                continue
            }
            if isAcyclic(result) { best = (weight, chosen.count, chosen) }
        }
        return Set(best?.edges ?? [])
    }

    static func greedy(_ edges: [(EdgeKey, Int)]) -> Set<EdgeKey> {
        if edges.count > greedyLimit { return ordering(edges) }
        var graph = ReachabilityGraph(edges.map(\.0))
        // Removing edges only breaks cycles, never makes one: an edge off every cycle stays
        // off. So "remove the lightest edge on a cycle, repeat" is one pass in weight order,
        // each edge removed when its head still reaches its tail (the earlier version searched
        // for every edge on every round: 100 s on 40 modules that all import each other).
        var removed: [(EdgeKey, Int)] = []
        for (edge, weight) in edges.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) where graph.reaches(edge.to, edge.from)
        {
            graph.remove(edge)
            removed.append((edge, weight))
        }
        // Put back, heaviest first, every removed edge whose return closes no cycle.
        for (edge, _) in removed.sorted(by: { ($0.1, $1.0) > ($1.1, $0.0) }) where !graph.reaches(edge.to, edge.from) {
            graph.add(edge)
            removed.removeAll { $0.0 == edge }
        }
        return Set(removed.map(\.0))
    }

    /// Components with more edges than this are broken by `ordering`, in O(E log E).
    package static let greedyLimit = 5_000

    /// The Eades-Lin-Smyth heuristic, weighted: nodes are ordered by taking sinks to the back,
    /// sources to the front, and otherwise the node whose outgoing weight most exceeds its
    /// incoming weight to the front; the edges pointing backwards in that order are inverted
    /// (every edge then points forwards, so no cycle is left). O(E log E), for components too
    /// large for the greedy pass (O(E * (V + E))).
    static func ordering(_ edges: [(EdgeKey, Int)]) -> Set<EdgeKey> {
        var outgoing: [String: [(String, Int)]] = [:], incoming: [String: [(String, Int)]] = [:]
        var balance: [String: Int] = [:], inCount: [String: Int] = [:], outCount: [String: Int] = [:]
        for (edge, weight) in edges where edge.from != edge.to {
            outgoing[edge.from, default: []].append((edge.to, weight))
            incoming[edge.to, default: []].append((edge.from, weight))
            balance[edge.from, default: 0] += weight
            balance[edge.to, default: 0] -= weight
            outCount[edge.from, default: 0] += 1
            inCount[edge.to, default: 0] += 1
        }
        var left = Set(balance.keys)
        var front: [String] = [], back: [String] = []
        // Candidates by balance, largest first (ties by name); stale entries are skipped.
        var heap = Heap<(Int, String)>(by: { ($0.0, $1.1) > ($1.0, $0.1) })
        for (node, value) in balance { heap.push((value, node)) }
        var sinks = left.filter { outCount[$0, default: 0] == 0 }.sorted(by: >)
        var sources = left.filter { inCount[$0, default: 0] == 0 && outCount[$0, default: 0] > 0 }.sorted(by: >)
        func take(_ node: String) {
            left.remove(node)
            for (next, weight) in outgoing[node] ?? [] where left.contains(next) {
                inCount[next]! -= 1
                balance[next]! += weight
                heap.push((balance[next]!, next))
                if inCount[next] == 0 { sources.append(next) }
            }
            for (previous, weight) in incoming[node] ?? [] where left.contains(previous) {
                outCount[previous]! -= 1
                balance[previous]! -= weight
                heap.push((balance[previous]!, previous))
                if outCount[previous] == 0 { sinks.append(previous) }
            }
        }
        while !left.isEmpty {
            if let sink = sinks.popLast() {
                if left.contains(sink) { back.append(sink); take(sink) }
            } else if let source = sources.popLast() {
                if left.contains(source) { front.append(source); take(source) }
            } else if let (value, node) = heap.pop() {
                if left.contains(node), balance[node] == value { front.append(node); take(node) }
            }
        }
        var position: [String: Int] = [:]
        for (index, node) in (front + back.reversed()).enumerated() { position[node] = index }
        return Set(edges.map(\.0).filter { $0.from == $0.to || position[$0.from]! > position[$0.to]! })
    }

    /// Edges by node, for reachability questions while edges come and go.
    struct ReachabilityGraph {
        private var successors: [String: Set<String>] = [:]

        init(_ edges: [EdgeKey]) {
            for edge in edges { add(edge) }
        }

        mutating func add(_ edge: EdgeKey) { successors[edge.from, default: []].insert(edge.to) }
        mutating func remove(_ edge: EdgeKey) { successors[edge.from]?.remove(edge.to) }

        /// True when a path leads from `start` to `goal` (O(V + E)).
        func reaches(_ start: String, _ goal: String) -> Bool {
            var seen: Set<String> = [start], stack = [start]
            while let node = stack.popLast() {
                if node == goal { return true }
                for next in successors[node] ?? [] where seen.insert(next).inserted { stack.append(next) }
            }
            return false
        }
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
