/// Graph algorithms as free generic functions over a `successors` closure, so they work on any
/// graph shape (the module graph, a filtered view of it, a test's tiny literal graph).

/// Strongly connected components (Tarjan's algorithm, iterative so deep graphs cannot overflow
/// the stack). O(V + E).
///
/// - Returns: every component with more than one node, or one node with a self-loop; each
///   component's members sorted, components sorted by their first member.
package func stronglyConnectedComponents<Node: Hashable & Comparable>(
    nodes: [Node],
    successors: (Node) -> [Node]
) -> [[Node]] {
    var index: [Node: Int] = [:]
    var lowLink: [Node: Int] = [:]
    var onStack: Set<Node> = []
    var stack: [Node] = []
    var nextIndex = 0
    var components: [[Node]] = []

    for root in nodes.sorted() where index[root] == nil {
        // Each frame: the node and the successors still to visit.
        var work: [(node: Node, pending: [Node])] = []
        func open(_ node: Node) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack.insert(node)
            work.append((node, successors(node).sorted().reversed()))
        }
        open(root)
        while !work.isEmpty {
            let node = work[work.count - 1].node
            if let next = work[work.count - 1].pending.popLast() {
                if index[next] == nil {
                    open(next)
                } else if onStack.contains(next) {
                    lowLink[node] = min(lowLink[node]!, index[next]!)
                }
                continue
            }
            work.removeLast()
            if let parent = work.last?.node {
                lowLink[parent] = min(lowLink[parent]!, lowLink[node]!)
            }
            if lowLink[node] == index[node] {
                var component: [Node] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || successors(node).contains(node) {
                    components.append(component.sorted())
                }
            }
        }
    }
    return components.sorted { $0[0] < $1[0] }
}

/// Elementary cycles of the graph restricted to one strongly connected component (Johnson's
/// algorithm). Each cycle is listed once, rotated to start at its smallest node, e.g.
/// `[A, B]` for `A -> B -> A`. Output is sorted.
///
/// The number of elementary cycles can grow exponentially with the component's size, so at most
/// `limit` cycles are returned; `truncated` says whether more exist. O((V + E)(C + 1)).
package func elementaryCycles<Node: Hashable & Comparable>(
    component: [Node],
    successors: (Node) -> [Node],
    limit: Int = 1000
) -> (cycles: [[Node]], truncated: Bool) {
    let members = Set(component)
    let ordered = component.sorted()
    var cycles: [[Node]] = []
    var truncated = false

    for (startIndex, start) in ordered.enumerated() {
        // Only nodes >= start take part, so each cycle is found once, from its smallest node.
        let allowed = Set(ordered[startIndex...])
        func next(_ node: Node) -> [Node] {
            successors(node).filter { members.contains($0) && allowed.contains($0) }.sorted()
        }
        var blocked: Set<Node> = []
        var blockMap: [Node: Set<Node>] = [:]
        var path: [Node] = []

        func unblock(_ node: Node) {
            var pending = [node]
            while let current = pending.popLast() {
                guard blocked.remove(current) != nil else { continue }
                if let waiting = blockMap.removeValue(forKey: current) { pending.append(contentsOf: waiting) }
            }
        }

        func circuit(_ node: Node) -> Bool {
            if truncated { return true }
            var found = false
            path.append(node)
            blocked.insert(node)
            for successor in next(node) {
                if successor == start {
                    if cycles.count >= limit {
                        truncated = true
                        break
                    }
                    cycles.append(path)
                    found = true
                } else if !blocked.contains(successor) {
                    if circuit(successor) { found = true }
                    if truncated { break }
                }
            }
            if found {
                unblock(node)
            } else {
                for successor in next(node) { blockMap[successor, default: []].insert(node) }
            }
            path.removeLast()
            return found
        }
        _ = circuit(start)
        if truncated { break }
    }
    cycles.sort { $0.lexicographicallyPrecedes($1) }
    return (cycles, truncated)
}

/// Longest path length (in edges) starting at each node of an acyclic graph; nodes on cycles
/// count the cycle once. O(V + E).
package func longestPathLengths<Node: Hashable & Comparable>(
    nodes: [Node],
    successors: (Node) -> [Node]
) -> [Node: Int] {
    var length: [Node: Int] = [:]
    var visiting: Set<Node> = []
    for root in nodes.sorted() where length[root] == nil {
        var work: [(node: Node, pending: [Node])] = [(root, successors(root))]
        visiting.insert(root)
        while !work.isEmpty {
            let node = work[work.count - 1].node
            if let next = work[work.count - 1].pending.popLast() {
                if length[next] == nil && !visiting.contains(next) {
                    visiting.insert(next)
                    work.append((next, successors(next)))
                }
                continue
            }
            work.removeLast()
            visiting.remove(node)
            let best = successors(node).compactMap { length[$0] }.max().map { $0 + 1 }
            length[node] = best ?? (successors(node).isEmpty ? 0 : 1)
        }
    }
    return length
}
