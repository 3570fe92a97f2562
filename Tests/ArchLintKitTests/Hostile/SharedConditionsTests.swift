import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintCache
@testable import ArchLintTestSupport

/// `#if` clauses are shared between the imports under them (memory linear in the clauses), kept
/// shared through the cache, decided once per clause, and nesting past the compiler's limit is
/// reported; large cycle components are broken without superlinear cost.
struct SharedConditionsTests {
    static func chain(_ clauses: Int) -> String {
        "#if C0\nimport X0\n" + (1..<clauses).map { "#elseif C\($0)\nimport X\($0)\n" }.joined()
            + "#else\nimport Fallback\n#endif\n"
    }

    @Test func anElseifChainSharesItsPrecedingConditions() {
        let imports = ImportScanner.scan(Self.chain(2_000))
        #expect(imports.count == 2_001)
        #expect(imports[1_500].conditions.count == 1)
        #expect(Array(imports[1_500].conditions[0].preceding) == (0..<1_500).map { "C\($0)" })
        #expect(imports[2_000].conditions[0].clause == .else)
        #expect(imports[2_000].conditions[0].preceding.count == 2_000)
        // Clause k's list is clause k-1's list plus one node: nothing is copied.
        let list = imports[1_500].conditions.last!.preceding
        #expect(list.top!.below === imports[1_499].conditions.last!.preceding.top)
    }

    @Test func nestingPastTheCompilersLimitIsReported() {
        let depth = 300
        let text =
            (0..<depth).map { "#if F\($0)\nimport M\($0)\n" }.joined() + String(repeating: "#endif\n", count: depth)
            + "import After\n"
        var bytes = Array(text.utf8)
        let result = bytes.withUnsafeMutableBytes {
            ImportScanner.scanFile("Deep.swift", bytes: UnsafeRawBufferPointer($0))
        }
        #expect(result.problem == .tooDeeplyNested(line: 2 * ImportLexer.maximumConditionDepth + 1))
        #expect(result.imports.map(\.conditions.count).max() == ImportLexer.maximumConditionDepth)
        // The #endif of levels that were not recorded still close them: the last import is outside.
        #expect(result.imports.last?.path == ["After"])
        #expect(result.imports.last?.conditions.isEmpty == true)
    }

    @Test func theCacheKeepsClausesShared() throws {
        let directory = try TemporaryDirectory("conditions")
        defer { directory.remove() }
        let root = directory.path
        let file = try directory.write("Chain.swift", Self.chain(3_000))
        // Old enough that the stamp alone is trusted on the second run.
        var times = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
        utimes(file, &times)
        let cachePath = (root as NSString).appendingPathComponent("cache")
        let fresh = ScanCache(directory: cachePath, toolIdentity: "test").scan([file])
        // The first run saw a change time of now (racy) and stored a hash; this one drops it.
        _ = ScanCache(directory: cachePath, toolIdentity: "test").scan([file])
        let cache = ScanCache(directory: cachePath, toolIdentity: "test")
        let cached = cache.scan([file])
        #expect(cache.lastHits == 1)
        #expect(cached == fresh)
        let imports = cached[0].imports
        #expect(imports[2_000].conditions.last!.preceding.top!.below === imports[1_999].conditions.last!.preceding.top)
    }

    @Test func aLongChainIsDecidedOncePerClause() {
        let imports = ImportScanner.scan(Self.chain(20_000))
        let evaluator = ConditionEvaluator(
            selection: BuildSelection(platform: "ios", flags: ["C19999"]), workspaceModules: [])
        let memo = ConditionMemo()
        let start = Date()
        let active = imports.filter { evaluator.isActive($0.conditions, memo: memo) == true }
        #expect(active.map(\.module) == ["X19999"])
        #expect(Date().timeIntervalSince(start) < 10, "took \(Date().timeIntervalSince(start)) s")
        #expect(memo.texts.count == 20_000)
    }

    @Test func aLargeComponentIsBrokenByOrderingWithNoCycleLeft() {
        // 80 modules that all import each other: 6,320 edges, beyond the greedy pass.
        let names = (0..<80).map { "M\($0)" }
        var edges: [(EdgeKey, Int)] = []
        for from in names {
            for to in names where to != from { edges.append((EdgeKey(from: from, to: to), from.count + to.count)) }
        }
        #expect(edges.count > CycleBreaker.greedyLimit)
        let start = Date()
        let chosen = CycleBreaker.cheapestInversion(edges)
        #expect(Date().timeIntervalSince(start) < 10)
        let result = edges.map { chosen.contains($0.0) ? EdgeKey(from: $0.0.to, to: $0.0.from) : $0.0 }
        #expect(CycleBreaker.isAcyclic(result))
        #expect(chosen.count == edges.count / 2)
    }
}
