import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// Every rule's documented examples are run as tests: the docs cannot lie.
@Suite struct RuleExamplesTests {
    static let cases: [(kind: String, index: Int)] = RuleCatalog.standard.rules.flatMap { rule in
        rule.description.examples.indices.map { (rule.description.kind, $0) }
    }

    @Test(arguments: cases.map { "\($0.kind)#\($0.index)" })
    func example(_ name: String) throws {
        let parts = name.split(separator: "#")
        let rule = try #require(RuleCatalog.standard.rule(kind: String(parts[0])))
        let example = rule.description.examples[Int(parts[1])!]
        let graph = TestSupport.graph(
            example.imports, declared: example.declared,
            manifestPath: example.manifest == nil ? nil : "/fixture/Package.swift")
        let violations = try TestSupport.evaluate(
            rule: example.configuration, groups: example.groups, on: graph, sources: example.sources)
        func reported(_ violation: Violation) -> String {
            if let symbol = violation.symbol, let edge = violation.edge, let line = violation.location?.line {
                return "\(edge.from) -> \(edge.to): \(symbol) (line \(line))"
            }
            if let cycle = violation.cycle {
                // A component of several cycles lists them as notes; one cycle is its path.
                let cycles = violation.notes.filter { $0.message.hasPrefix("cycle ") }.count
                return cycles > 0
                    ? "\(cycles) cycles among \(cycle.joined(separator: ", "))"
                    : (cycle + [cycle[0]]).joined(separator: " -> ")
            }
            if let path = violation.path { return path.joined(separator: " -> ") }
            return violation.edge.map { "\($0.from) -> \($0.to)" } ?? violation.message
        }
        #expect(violations.map(reported).sorted() == example.expected.sorted())

        // The plan each finding gets, as `check` computes it, is the one the example states.
        #expect(
            example.plans.isEmpty || example.plans.count == example.expected.count,
            "\(name): plans must name one plan (or nil) per expected finding")
        var files: [String: String] = [:]
        for (module, text) in example.sources { files["/fixture/Sources/\(module)/File.swift"] = text }
        if let manifest = example.manifest { files["/fixture/Package.swift"] = manifest }
        let planner = FixPlanner(
            graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(files)), catalog: .standard,
            roles: RoleInference.infer(graph, root: "/fixture"))
        let planned = planner.attachingPlans(to: violations).map {
            "\(reported($0)) => \($0.plan?.summary ?? "no plan")"
        }
        let stated = example.findingsWithPlans.map { "\($0.finding) => \($0.plan ?? "no plan")" }
        #expect(planned.sorted() == stated.sorted())
    }

    /// A kind without a fix strategy gets no plan, and a kind with one states it in an example.
    @Test func examplesStatePlansExactlyForKindsThatHaveAStrategy() {
        for rule in RuleCatalog.standard.rules {
            let description = rule.description
            let stated = description.examples.flatMap { $0.plans.compactMap { $0 } }
            if case .none = description.fix {
                #expect(stated.isEmpty, "\(description.kind) has no fix strategy yet its examples state plans")
            } else {
                #expect(!stated.isEmpty, "\(description.kind) has a fix strategy but no example states its plan")
            }
        }
    }

    @Test func everyRuleHasTriggeringAndNonTriggeringExamples() {
        for rule in RuleCatalog.standard.rules {
            let examples = rule.description.examples
            #expect(examples.contains { $0.triggers }, "\(rule.description.kind) has no triggering example")
            #expect(examples.contains { !$0.triggers }, "\(rule.description.kind) has no non-triggering example")
        }
    }

    /// Adding a rule file without its line in the standard catalog fails here.
    @Test func everyRuleFileIsRegistered() throws {
        let directory = Fixtures.repositoryPath("Sources/ArchLintRules/Kinds")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix("Rule.swift") }
        let typeNames = files.map { String($0.dropLast(".swift".count)) }.sorted()
        let registered = RuleCatalog.standard.rules.map { String(describing: $0) }.sorted()
        #expect(typeNames == registered)
    }

    @Test func findingsCarryFileLineAndRuleIdentity() throws {
        let graph = TestSupport.graph(["Network -> Data", "Data -> Network"])
        let violations = try TestSupport.evaluate(
            rule:
                #"{"id": "network-never-imports-data", "kind": "forbidden", "from": "Network", "to": "Data", "description": "Network must not know Data"}"#,
            on: graph)
        #expect(violations.count == 1)
        let violation = try #require(violations.first)
        #expect(violation.ruleID == "network-never-imports-data")
        #expect(violation.location == SourceLocation(file: "/fixture/Sources/Network/File.swift", line: 1, column: 1))
        // The rule's description is said once by reporters, not in every finding; without one,
        // the kind says why.
        #expect(violation.message == "Network imports Data")
        let plain = try TestSupport.evaluate(
            rule: #"{"id": "n", "kind": "forbidden", "from": "Network", "to": "Data"}"#, on: graph)
        #expect(
            plain.map(\.message) == [
                "Network imports Data: modules matching Network must never import modules matching Data"
            ])
    }

    @Test func cycleFindingNotesEveryEdge() throws {
        let graph = TestSupport.graph(["CardFeature -> DemandDepositFeature", "DemandDepositFeature -> CardFeature"])
        let violations = try TestSupport.evaluate(rule: #"{"kind": "acyclic"}"#, on: graph)
        let violation = try #require(violations.first)
        #expect(
            violation.message
                == "import cycle CardFeature -> DemandDepositFeature -> CardFeature: SwiftPM cannot build modules that import each other in a loop"
        )
        #expect(
            violation.shownNotes.map(\.message) == [
                "CardFeature imports DemandDepositFeature here",
                "DemandDepositFeature imports CardFeature here",
            ])
        #expect(
            violation.shownNotes.map { $0.location?.file } == [
                "/fixture/Sources/CardFeature/File.swift", "/fixture/Sources/DemandDepositFeature/File.swift",
            ])
    }

    /// A tangle is one finding: its cycles listed as notes, its import lines as evidence.
    @Test func oneFindingPerStronglyConnectedComponent() throws {
        let graph = TestSupport.graph([
            "Data -> Network", "Network -> Data", "Network -> Cache", "Cache -> Data", "App -> Data",
        ])
        let violations = try TestSupport.evaluate(rule: #"{"kind": "acyclic"}"#, on: graph)
        try #require(violations.count == 1)
        let violation = violations[0]
        #expect(violation.message.hasPrefix("2 import cycles among 3 modules: Cache, Data, Network: "))
        #expect(violation.cycle == ["Cache", "Data", "Network"])
        #expect(
            violation.notes.map(\.message) == [
                "cycle Cache -> Data -> Network -> Cache", "cycle Data -> Network -> Data",
            ])
        #expect(
            violation.evidence.map(\.edge.description).sorted() == [
                "Cache -> Data", "Data -> Network", "Network -> Cache", "Network -> Data",
            ])
        #expect(violation.shownNotes.count == 2 + 4)
    }

    @Test func severityOffSilencesAndWarningDowngrades() throws {
        let configuration = try ConfigurationLoader.load(
            text: #"""
                {"extends": ["modular-app"], "rules": [{"id": "no-cycles", "severity": "off"}, {"id": "feature-isolation", "severity": "warning"}]}
                """#, catalog: .standard)
        let byID = Dictionary(uniqueKeysWithValues: configuration.rules.map { ($0.id, $0) })
        #expect(byID["no-cycles"]?.severity == .off)
        #expect(byID["feature-isolation"]?.severity == .warning)
        // The override kept the preset's other keys.
        #expect(byID["feature-isolation"]?.kind == "independent")
        #expect(byID["core-independent"]?.severity == .error)
    }
}
