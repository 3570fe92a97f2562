import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `explain A B` is built from `check`'s findings and symbol facts: on every edge check reports,
/// explain names the same rules broken, the accepted findings with their reason, and the
/// symbols check's plans found crossing. And one import line tells one story.
struct ExplainAgreesWithCheckTests {
    /// Layered, with Network declaring CoreB it never imports (an unused dependency) and rules
    /// about the edges.
    static func checked() throws -> (CheckResult, TemporaryDirectory) {
        let directory = try TemporaryDirectory("explain")
        let package = directory.path("Layered")
        try FileManager.default.copyItem(atPath: Fixtures.layered, toPath: package)
        let dumpPath = (package as NSString).appendingPathComponent("dump.json")
        var dump = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dumpPath))) as? [String: Any])
        var targets = try #require(dump["targets"] as? [[String: Any]])
        let network = try #require(targets.firstIndex { $0["name"] as? String == "Network" })
        targets[network]["dependencies"] = [["byName": ["CoreB", NSNull()]]]
        dump["targets"] = targets
        try JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys]).write(
            to: URL(fileURLWithPath: dumpPath))
        let rules = try directory.write(
            "rules.json",
            #"""
            {"rules": [
              {"id": "network-never-imports-data", "kind": "forbidden", "from": "Network", "to": "Data"},
              {"id": "declared", "kind": "implicit-dependency"},
              {"id": "unused", "kind": "unused-dependency"},
              {"id": "core", "kind": "independent", "modules": ["CoreA", "CoreB"],
               "except": [{"from": "CoreA", "to": "CoreB", "reason": "CoreA wraps CoreB until the split"}]}
            ]}
            """#)
        let result = try Linter(workingDirectory: package).check(
            CheckOptions(packagePath: ".", manifestJSON: "dump.json", configPath: rules))
        return (result, directory)
    }

    @Test func explainReportsWhatCheckReportsOnEveryEdge() throws {
        let (result, directory) = try Self.checked()
        defer { directory.remove() }
        let edges = Set(result.violations.compactMap(\.edge))
        #expect(edges.contains(EdgeKey(from: "Network", to: "CoreB")), "the unused dependency is found")
        #expect(edges.count >= 2)
        for edge in edges {
            let report = ExplainReport(result, from: edge.from, to: edge.to)
            let fromCheck = Set(result.violations.filter { $0.edge == edge }.map(\.ruleID))
            let fromExplain = Set(report.findings.filter { $0.edge == edge }.map(\.ruleID))
            #expect(fromCheck == fromExplain, "\(edge)")
            // Every symbol a plan of check saw crossing the edge, explain lists.
            let planned = Set(
                result.violations.filter { $0.edge == edge }.flatMap { $0.plan?.symbols ?? [] }.map(\.name))
            #expect(planned.isSubset(of: Set(report.symbols.map(\.name))), "\(edge)")
        }
    }

    @Test func explainShowsAcceptedFindingsWithTheirReason() throws {
        let (result, directory) = try Self.checked()
        defer { directory.remove() }
        #expect(!result.violations.contains { $0.ruleID == "core" }, "the exception accepts the finding")
        let report = ExplainReport(result, from: "CoreA", to: "CoreB")
        #expect(report.accepted.map(\.violation.ruleID) == ["core"])
        #expect(report.accepted.first?.reason == "CoreA wraps CoreB until the split")
        #expect(report.accepted.first?.keyPath == "rules[3].except[0]")
    }

    @Test func anImportThatBreaksARuleIsNotToBeDeclared() throws {
        let (result, directory) = try Self.checked()
        defer { directory.remove() }
        let undeclared = try #require(
            result.violations.first { $0.ruleID == "declared" && $0.edge == EdgeKey(from: "Network", to: "Data") })
        let plan = try #require(undeclared.plan)
        #expect(
            plan.summary
                == "do not declare it: it breaks rule 'network-never-imports-data'; fix that finding instead (the import goes, or is inverted)"
        )
        #expect(plan.fixBlocker != nil, "archlint fix must not add the dependency")
        #expect(plan.dependencyChange == nil)
    }
}
