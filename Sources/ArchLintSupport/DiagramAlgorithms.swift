/// Graph algorithms the diagram needs, as free generic functions over `successors:` like those in
/// Graph/GraphAlgorithms.swift, so tests can run them on tiny literal graphs.

/// The transitive reduction: the fewest edges that keep every "who can reach whom" of the graph.
///
/// An edge `u -> v` is dropped when `v` is also reachable from `u` along a longer path. Cycles
/// have no unique reduction, so the graph is first condensed into its strongly connected
/// components: every edge inside a component is kept (each one is part of a cycle, which a
/// picture must show), and an edge between two components is kept when the target component is
/// a direct successor of the source component in the reduction of the (acyclic) condensation.
/// Parallel edges between the same two components are all kept or all dropped together.
///
/// Complexity: O(V + E) for the condensation, then O(V · E / 64) time and O(V² / 64) words of
/// memory for the reachability bit sets (one per component, filled in reverse topological order).
///
/// - Returns: the kept successors of every node that has any, each list sorted.
package func transitiveReduction<Node: Hashable & Comparable>(
    nodes: [Node],
    successors: (Node) -> [Node]
) -> [Node: [Node]] {
    let ordered = Array(Set(nodes)).sorted()
    var position: [Node: Int] = [:]
    for (index, node) in ordered.enumerated() { position[node] = index }
    // Successors outside `nodes` are ignored, so a caller can pass a filtered view.
    let next: [[Int]] = ordered.map { node in
        Array(Set(successors(node).compactMap { position[$0] })).sorted()
    }

    // Condensation: component index per node. Tarjan's algorithm emits components in reverse
    // topological order (a component after everything it reaches), which the bit sets rely on.
    let components = condensation(count: ordered.count, next: next)
    var componentOf = [Int](repeating: 0, count: ordered.count)
    for (index, members) in components.enumerated() {
        for member in members { componentOf[member] = index }
    }
    var componentSuccessors = [Set<Int>](repeating: [], count: components.count)
    for node in 0..<ordered.count {
        for target in next[node] where componentOf[target] != componentOf[node] {
            componentSuccessors[componentOf[node]].insert(componentOf[target])
        }
    }

    // reach[c]: components reachable from c by one edge or more. Successors have smaller indices.
    let words = (components.count + 63) / 64
    var reach = [[UInt64]](repeating: [UInt64](repeating: 0, count: words), count: components.count)
    var direct = [Set<Int>](repeating: [], count: components.count)
    for component in 0..<components.count {
        // Reachable through some successor other than `target` itself: a longer path.
        var throughOthers = [UInt64](repeating: 0, count: words)
        for successor in componentSuccessors[component] {
            for word in 0..<words { throughOthers[word] |= reach[successor][word] }
        }
        for successor in componentSuccessors[component] {
            if throughOthers[successor / 64] & (1 << UInt64(successor % 64)) == 0 {
                direct[component].insert(successor)
            }
            throughOthers[successor / 64] |= 1 << UInt64(successor % 64)
        }
        reach[component] = throughOthers
    }

    var result: [Node: [Node]] = [:]
    for node in 0..<ordered.count {
        let kept = next[node].filter { target in
            componentOf[target] == componentOf[node] || direct[componentOf[node]].contains(componentOf[target])
        }
        if !kept.isEmpty { result[ordered[node]] = kept.map { ordered[$0] } }
    }
    return result
}

/// Strongly connected components of an index graph, every node in exactly one component,
/// in reverse topological order (Tarjan, iterative). O(V + E).
private func condensation(count: Int, next: [[Int]]) -> [[Int]] {
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var nextIndex = 0
    var components: [[Int]] = []
    for root in 0..<count where index[root] < 0 {
        var work: [(node: Int, edge: Int)] = []
        func open(_ node: Int) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack[node] = true
            work.append((node, 0))
        }
        open(root)
        while let (node, edge) = work.last {
            if edge < next[node].count {
                work[work.count - 1].edge += 1
                let target = next[node][edge]
                if index[target] < 0 {
                    open(target)
                } else if onStack[target] {
                    lowLink[node] = min(lowLink[node], index[target])
                }
                continue
            }
            work.removeLast()
            if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
            if lowLink[node] == index[node] {
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component.sorted())
            }
        }
    }
    return components
}

/// The modules within `depth` edges of `center`: those it reaches following edges forwards
/// (what it depends on) and those that reach it (what depends on it). Directions are not mixed,
/// so a sibling (another dependent of a shared dependency) is not pulled in. Breadth-first;
/// O(V + E).
///
/// - Returns: the neighbourhood including `center`, sorted.
package func neighbourhood<Node: Hashable & Comparable>(
    of center: Node,
    depth: Int,
    successors: (Node) -> [Node],
    predecessors: (Node) -> [Node]
) -> [Node] {
    func reached(_ step: (Node) -> [Node]) -> Set<Node> {
        var seen: Set<Node> = [center]
        var frontier = [center]
        for _ in 0..<max(depth, 0) {
            var following: [Node] = []
            for node in frontier {
                for neighbour in step(node) where seen.insert(neighbour).inserted {
                    following.append(neighbour)
                }
            }
            frontier = following
        }
        return seen
    }
    return reached(successors).union(reached(predecessors)).sorted()
}
