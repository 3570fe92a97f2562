import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// archlint obeys its own rules: the repository's archlint.json holds its pipeline layers, and
/// the check passes. `.ci/run` runs the same check with the built binary.
@Suite(.requiresSwift)
struct SelfCheckTests {
    static let stages = [
        "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules",
        "ArchLintCache", "ArchLintKit", "ArchLintCLI",
    ]

    @Test func theRepositoryPassesItsOwnRules() throws {
        let cache = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let output = try ChildProcess.archlint(
            ["check", "--strict", "--cache-path", cache], in: Fixtures.repositoryRoot)
        #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
        #expect(CheckOutput.summary(output.standardError).hasPrefix("0 findings; "), "\(output.standardError)")
        #expect(
            output.standardError.contains("note: read 1 package ("),
            "the summary says what was read: \(output.standardError)")
    }

    /// The rules check something: every stage is in the graph, and an import from a lower stage
    /// of a higher one is reported by the layers rule.
    @Test func anUpwardImportBreaksTheLayers() throws {
        let linter = Linter(workingDirectory: Fixtures.repositoryRoot)
        let result = try linter.check(CheckOptions(packagePath: Fixtures.repositoryRoot))
        #expect(result.violations.isEmpty)
        for stage in Self.stages { #expect(result.graph.modules[stage] != nil, "\(stage) missing from the graph") }

        var workspace = try linter.loadWorkspace(
            CheckOptions(packagePath: Fixtures.repositoryRoot),
            root: Fixtures.repositoryRoot, configuration: result.configuration)
        let file = Fixtures.repositoryPath("Sources/ArchLintSupport/Glob.swift")
        let upward = ImportedDependency(
            key: EdgeKey(from: "ArchLintSupport", to: "ArchLintKit"),
            evidence: [
                ImportEvidence(file: file, declaration: ImportDeclaration(path: ["ArchLintKit"], line: 1, column: 1))
            ])
        let graph = workspace.graph
        workspace.graph = ModuleGraph(
            modules: Array(graph.modules.values), declared: graph.declared, imported: graph.imported + [upward])
        let found = linter.evaluate(result.configuration, on: workspace).violations
        #expect(found.contains { $0.ruleID == "pipeline-layers" && $0.edge == upward.key })
        #expect(found.contains { $0.ruleID == "no-cycles" })
    }
}
