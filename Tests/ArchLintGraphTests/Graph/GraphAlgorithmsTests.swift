import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

@Suite struct GraphAlgorithmsTests {
    static func successors(_ edges: [(String, String)]) -> (String) -> [String] {
        var map: [String: [String]] = [:]
        for (from, to) in edges { map[from, default: []].append(to) }
        return { map[$0] ?? [] }
    }

    @Test func findsComponentsOnlyWhereThereAreCycles() {
        let next = Self.successors([
            ("A", "B"), ("B", "C"), ("C", "A"), ("C", "D"), ("D", "E"), ("E", "D"), ("F", "F"), ("G", "A"),
        ])
        let components = stronglyConnectedComponents(nodes: ["A", "B", "C", "D", "E", "F", "G"], successors: next)
        #expect(components == [["A", "B", "C"], ["D", "E"], ["F"]])
    }

    @Test func acyclicGraphHasNoComponents() {
        let next = Self.successors([("App", "Feature"), ("Feature", "Core"), ("App", "Core")])
        #expect(stronglyConnectedComponents(nodes: ["App", "Feature", "Core"], successors: next).isEmpty)
    }

    @Test func deepChainDoesNotOverflow() {
        let names = (0..<50_000).map { "M\($0)" }
        var map: [String: [String]] = [:]
        for index in 0..<names.count - 1 { map[names[index]] = [names[index + 1]] }
        map[names.last!] = [names[0]]
        let components = stronglyConnectedComponents(nodes: names) { map[$0] ?? [] }
        #expect(components.count == 1)
        #expect(components[0].count == 50_000)
    }

    @Test func listsEveryElementaryCycleOnce() {
        // A <-> B, and A -> B -> C -> A: two cycles sharing the edge A -> B.
        let next = Self.successors([("A", "B"), ("B", "A"), ("B", "C"), ("C", "A")])
        let (cycles, truncated) = elementaryCycles(component: ["A", "B", "C"], successors: next)
        #expect(cycles == [["A", "B"], ["A", "B", "C"]])
        #expect(!truncated)
    }

    @Test func completeGraphCycleCount() {
        // K4 has 20 elementary cycles: 6 of length 2, 8 of length 3, 6 of length 4.
        let nodes = ["A", "B", "C", "D"]
        let next: (String) -> [String] = { node in nodes.filter { $0 != node } }
        let (cycles, _) = elementaryCycles(component: nodes, successors: next)
        #expect(cycles.count == 20)
        #expect(Set(cycles.map { $0.count }) == [2, 3, 4])
        #expect(cycles.filter { $0.count == 4 }.count == 6)
    }

    @Test func cycleListingStopsAtTheLimit() {
        let nodes = ["A", "B", "C", "D"]
        let next: (String) -> [String] = { node in nodes.filter { $0 != node } }
        let (cycles, truncated) = elementaryCycles(component: nodes, successors: next, limit: 5)
        #expect(cycles.count == 5)
        #expect(truncated)
    }
}
