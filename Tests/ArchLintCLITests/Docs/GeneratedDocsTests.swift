import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Generated artefacts are committed; these fail when one is stale and rewrite it with
/// `ARCHLINT_RECORD=1 swift test --filter GeneratedDocsTests`.
@Suite struct GeneratedDocsTests {
    @Test func schemaIsCurrent() throws {
        GoldenFile.check(RulesSchema.render(catalog: .standard), against: "Rules/archlint.schema.json")
    }

    @Test func readmeRulesReferenceIsCurrent() throws {
        GoldenFile.check(
            RuleDocumentation.markdownReference(catalog: .standard), against: "Rules/README.md",
            between: ("<!-- rules-reference:begin -->", "<!-- rules-reference:end -->"))
    }

    /// The README's example output is SampleProject's golden output.
    @Test func readmeSampleOutputIsCurrent() throws {
        let expected = try String(
            contentsOfFile: Fixtures.repositoryPath("SampleProject/expected-output.txt"), encoding: .utf8)
        let block =
            "```text\n$ swift run archlint check --package-path SampleProject\n" + expected
            + SampleProjectTests.expectedNotes
            + SampleProjectTests.expectedSummary.replacingOccurrences(of: "T ms", with: "240 ms") + "\n"
            + SampleProjectTests.expectedFailure + "\n```\n"
        GoldenFile.check(
            block, against: "README.md", between: ("<!-- sample-output:begin -->", "<!-- sample-output:end -->"))
    }

    /// README's picture of archlint's own targets is what `archlint graph --mermaid` draws of
    /// this repository.
    @Test(.requiresSwift)
    func readmeSelfGraphIsCurrent() throws {
        var options = GraphDrawingOptions()
        options.input = CheckOptions(packagePath: Fixtures.repositoryRoot)
        options.format = .mermaid
        options.diagram.reduce = true
        let drawing = try GraphDrawing.render(options, linter: Linter(workingDirectory: Fixtures.repositoryRoot))
        GoldenFile.check(
            "```mermaid\n" + drawing.text + "```\n", against: "README.md",
            between: ("<!-- self-graph:begin -->", "<!-- self-graph:end -->"))
    }

    @Test func readmeExitCodesAreCurrent() throws {
        let table =
            "| code | meaning |\n|---|---|\n"
            + ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |\n" }.joined()
        GoldenFile.check(table, against: "README.md", between: ("<!-- exit-codes:begin -->", "<!-- exit-codes:end -->"))
    }

    /// What each rule documents as options is exactly what its initializer reads.
    @Test(arguments: RuleCatalog.standard.kinds)
    func documentedOptionsAreTheOnesRead(_ kind: String) throws {
        let rule = try #require(RuleCatalog.standard.rule(kind: kind))
        let example = try #require(rule.description.examples.first)
        let object = try JSONParser.parse(example.configuration)
        var options = RuleOptions(
            object: object, file: "test", keyPath: "rules[0]", consumed: [], knownGroups: Set(example.groups.keys))
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
