import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintRules
@testable import ArchLintKit

/// Generated artefacts are committed; these fail when one is stale and rewrite it with
/// `ARCHLINT_RECORD=1 swift test --filter GeneratedDocsTests`.
@Suite struct GeneratedDocsTests {
    static func compare(_ expected: String, path: String, replacingBetween markers: (String, String)? = nil) throws {
        let full = TestSupport.path(path)
        var actual = (try? String(contentsOfFile: full, encoding: .utf8)) ?? ""
        var wanted = expected
        if let (begin, end) = markers {
            guard let start = actual.range(of: begin), let stop = actual.range(of: end) else {
                Issue.record("\(path) lacks the markers \(begin) / \(end)")
                return
            }
            wanted = String(actual[..<start.upperBound]) + "\n" + expected + String(actual[stop.lowerBound...])
        }
        if TestSupport.recording {
            try wanted.write(toFile: full, atomically: true, encoding: .utf8)
            actual = wanted
        }
        #expect(actual == wanted, "\(path) is stale: run `ARCHLINT_RECORD=1 swift test --filter GeneratedDocsTests`")
    }

    @Test func schemaIsCurrent() throws {
        try Self.compare(RulesSchema.render(catalog: .standard), path: "Rules/archlint.schema.json")
    }

    @Test func readmeRulesReferenceIsCurrent() throws {
        try Self.compare(RuleDocumentation.markdownReference(catalog: .standard), path: "Rules/README.md",
                         replacingBetween: ("<!-- rules-reference:begin -->", "<!-- rules-reference:end -->"))
    }

    /// The README's example output is SampleProject's golden output.
    @Test func readmeSampleOutputIsCurrent() throws {
        let expected = try String(contentsOfFile: TestSupport.path("SampleProject/expected-output.txt"), encoding: .utf8)
        let block = "```text\n$ swift run archlint check --package-path SampleProject\n" + expected + SampleProjectTests.expectedNotes
            + SampleProjectTests.expectedSummary.replacingOccurrences(of: "T ms", with: "240 ms") + "\n```\n"
        try Self.compare(block, path: "README.md", replacingBetween: ("<!-- sample-output:begin -->", "<!-- sample-output:end -->"))
    }

    /// README's picture of archlint's own targets is what `archlint graph --mermaid` draws of
    /// this repository.
    @Test(.enabled(if: TestSupport.swiftExecutable != nil, "runs swift package dump-package; CI always has swift"))
    func readmeSelfGraphIsCurrent() throws {
        var options = GraphDrawingOptions()
        options.input = CheckOptions(packagePath: TestSupport.repositoryRoot)
        options.format = .mermaid
        options.diagram.reduce = true
        let drawing = try GraphDrawing.render(options, linter: Linter(workingDirectory: TestSupport.repositoryRoot))
        try Self.compare("```mermaid\n" + drawing.text + "```\n", path: "README.md",
                         replacingBetween: ("<!-- self-graph:begin -->", "<!-- self-graph:end -->"))
    }

    @Test func readmeExitCodesAreCurrent() throws {
        let table = "| code | meaning |\n|---|---|\n" + ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |\n" }.joined()
        try Self.compare(table, path: "README.md", replacingBetween: ("<!-- exit-codes:begin -->", "<!-- exit-codes:end -->"))
    }

    /// What each rule documents as options is exactly what its initializer reads.
    @Test(arguments: RuleCatalog.standard.kinds)
    func documentedOptionsAreTheOnesRead(_ kind: String) throws {
        let rule = try #require(RuleCatalog.standard.rule(kind: kind))
        let example = try #require(rule.description.examples.first)
        let object = try JSONParser.parse(example.configuration)
        var options = RuleOptions(object: object, file: "test", keyPath: "rules[0]", consumed: [], knownGroups: Set(example.groups.keys))
        _ = try rule.init(options: &options)
        #expect(options.consumed == Set(rule.description.options.map(\.name)))
    }

    @Test func optionsOfOneNameShareTheirType() {
        var types: [String: RuleOption.ValueType] = [:]
        for rule in RuleCatalog.standard.rules {
            for option in rule.description.options {
                if let known = types[option.name] {
                    #expect(known == option.type, "option \(option.name) has two types")
                }
                types[option.name] = option.type
            }
        }
    }
}
