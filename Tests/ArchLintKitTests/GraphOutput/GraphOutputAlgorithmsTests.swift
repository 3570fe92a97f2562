import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Transitive reduction and focus neighbourhoods on tiny literal graphs.
@Suite("GraphOutput: algorithms") struct GraphOutputAlgorithmsTests {
    /// `"A -> B"` lines as a successor map.
    static func successors(_ edges: [String]) -> (nodes: [String], next: (String) -> [String]) {
        var map: [String: [String]] = [:]
        var nodes: Set<String> = []
        for edge in edges {
            let parts = edge.components(separatedBy: " -> ")
            map[parts[0], default: []].append(parts[1])
            nodes.formUnion(parts)
        }
        return (nodes.sorted(), { map[$0] ?? [] })
    }

    static func reduce(_ edges: [String]) -> [String] {
        let (nodes, next) = successors(edges)
        let reduced = transitiveReduction(nodes: nodes, successors: next)
        return reduced.keys.sorted().flatMap { from in reduced[from]!.map { "\(from) -> \($0)" } }
    }

    @Test func dropsShortcutsOfADag() {
        #expect(Self.reduce(["A -> B", "B -> C", "A -> C"]) == ["A -> B", "B -> C"])
        // Diamond with a shortcut over both arms.
        #expect(
            Self.reduce(["App -> F1", "App -> F2", "F1 -> Core", "F2 -> Core", "App -> Core"])
                == ["App -> F1", "App -> F2", "F1 -> Core", "F2 -> Core"])
        // A long path makes a short edge redundant however far it goes.
        #expect(
            Self.reduce(["A -> B", "B -> C", "C -> D", "D -> E", "A -> E", "B -> E"])
                == ["A -> B", "B -> C", "C -> D", "D -> E"])
    }

    @Test func keepsEveryEdgeOfACycleAndReducesAroundIt() {
        // Inside a strongly connected component every edge stays, chords included.
        #expect(Self.reduce(["A -> B", "B -> C", "C -> A", "A -> C"]) == ["A -> B", "A -> C", "B -> C", "C -> A"])
        // App -> Core is implied through the Data/Network cycle; App's two edges into the cycle
        // are parallel at component level and both stay (cycles have no unique reduction).
        #expect(
            Self.reduce([
                "App -> Data", "App -> Network", "Data -> Network", "Network -> Data", "Network -> Core", "App -> Core",
            ])
                == ["App -> Data", "App -> Network", "Data -> Network", "Network -> Core", "Network -> Data"])
    }

    @Test func parallelEdgesIntoOneComponentStayTogether() {
        // Both A and B (one component) use C directly; neither is implied by the other's path
        // at component level, so both stay.
        #expect(Self.reduce(["A -> B", "B -> A", "A -> C", "B -> C"]) == ["A -> B", "A -> C", "B -> A", "B -> C"])
    }

    @Test func ignoresSuccessorsOutsideTheNodeListAndHandlesManyNodes() {
        let reduced = transitiveReduction(nodes: ["A", "B"]) { $0 == "A" ? ["B", "Hidden"] : [] }
        #expect(reduced == ["A": ["B"]])
        // A chain of 200 nodes with every shortcut: only the chain survives (bit sets span words).
        let count = 200
        let names = (0..<count).map { "N\(1000 + $0)" }
        let reducedChain = transitiveReduction(nodes: names) { node in
            let index = names.firstIndex(of: node)!
            return Array(names[(index + 1)...])
        }
        #expect(reducedChain.count == count - 1)
        #expect(
            reducedChain.allSatisfy { from, to in
                to.count == 1 && names.firstIndex(of: to[0])! == names.firstIndex(of: from)! + 1
            })
    }

    @Test func neighbourhoodFollowsEachDirectionSeparately() {
        let (_, next) = Self.successors([
            "App -> Feature", "Feature -> Core", "Other -> Core", "Core -> Base", "Base -> Root",
        ])
        let (_, previous) = Self.successors([
            "Feature -> App", "Core -> Feature", "Core -> Other", "Base -> Core", "Root -> Base",
        ])
        #expect(neighbourhood(of: "Core", depth: 0, successors: next, predecessors: previous) == ["Core"])
        #expect(
            neighbourhood(of: "Core", depth: 1, successors: next, predecessors: previous) == [
                "Base", "Core", "Feature", "Other",
            ])
        #expect(
            neighbourhood(of: "Core", depth: 2, successors: next, predecessors: previous)
                == ["App", "Base", "Core", "Feature", "Other", "Root"])
        // Feature's dependency Core is in, but Core's other dependent (a sibling) is not.
        #expect(
            neighbourhood(of: "Feature", depth: 2, successors: next, predecessors: previous) == [
                "App", "Base", "Core", "Feature",
            ])
    }
}
