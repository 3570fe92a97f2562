import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// `check --changed`: which findings a change is responsible for, and how git is asked.
@Suite struct ChangedFilesFilterTests {
    private let file = { (module: String) in "/fixture/Sources/\(module)/File.swift" }

    private func violations(_ edges: [String]) throws -> (ModuleGraph, [Violation]) {
        let graph = TestSupport.graph(edges)
        let found =
            try TestSupport.evaluate(rule: #"{"id": "no-cycles", "kind": "acyclic"}"#, on: graph)
            + TestSupport.evaluate(rule: #"{"id": "core", "kind": "independent", "modules": ["Core*"]}"#, on: graph)
        return (graph, found.sorted())
    }

    @Test func findingsInUnchangedFilesAreNotReported() throws {
        let (graph, all) = try violations(["CoreA -> CoreB", "App -> CoreA"])
        #expect(all.map(\.ruleID) == ["core"])
        #expect(ChangedFilesFilter(changedFiles: [file("App")]).filter(all) == [])
        #expect(ChangedFilesFilter(changedFiles: [file("CoreA")]).filter(all) == all)
    }

    @Test func aCycleClosedByAChangedFileIsReportedAtTheChangedImport() throws {
        let (graph, all) = try violations(["Data -> Network", "Network -> Data"])
        let cycle = try #require(all.first { $0.ruleID == "no-cycles" })
        // The finding points at Data's import; the change is Network's, which closes the loop.
        #expect(cycle.location?.file == file("Data"))
        // Shown at the changed import.
        #expect(
            ChangedFilesFilter(changedFiles: [file("Network")]).filter(all).map(\.location?.file) == [file("Network")])
        #expect(ChangedFilesFilter(changedFiles: [file("App")]).filter(all) == [])
    }

    @Test func everyImportBehindACycleEdgeCounts() throws {
        // Network imports Data from two files; the note names only the first.
        var graph = TestSupport.graph(["Data -> Network", "Network -> Data"])
        let extra = "/fixture/Sources/Network/Other.swift"
        let edges = graph.imported.map { edge -> ImportedDependency in
            guard edge.key == EdgeKey(from: "Network", to: "Data") else { return edge }
            let declaration = ImportDeclaration(path: ["Data"], attributes: [], line: 1, column: 1)
            return ImportedDependency(
                key: edge.key, evidence: edge.evidence + [ImportEvidence(file: extra, declaration: declaration)])
        }
        graph = ModuleGraph(modules: Array(graph.modules.values), declared: [], imported: edges)
        let all = try TestSupport.evaluate(rule: #"{"id": "no-cycles", "kind": "acyclic"}"#, on: graph)
        try #require(all.count == 1, "expected one cycle, got \(all)")
        #expect(!all[0].shownNotes.contains { $0.location?.file == extra })
        #expect(ChangedFilesFilter(changedFiles: [extra]).filter(all).map(\.location?.file) == [extra])
    }

    /// An edge imported from two files is one finding; a change to the second file keeps it,
    /// shown at the changed import.
    @Test func aGroupedFindingIsShownAtTheChangedImport() {
        let edge = EdgeKey(from: "PaymentsFeature", to: "SearchFeature")
        let first = SourceLocation(file: "/fixture/Sources/PaymentsFeature/A.swift", line: 2, column: 1)
        let second = SourceLocation(file: "/fixture/Sources/PaymentsFeature/B.swift", line: 4, column: 1)
        let finding = Violation(
            ruleID: "feature-isolation", ruleKind: "independent", severity: .error,
            message: "PaymentsFeature imports SearchFeature", location: first, edge: edge,
            evidence: [FindingEvidence(edge: edge, location: first), FindingEvidence(edge: edge, location: second)])
        #expect(ChangedFilesFilter(changedFiles: [second.file]).filter([finding]).map(\.location) == [second])
        #expect(ChangedFilesFilter(changedFiles: [first.file]).filter([finding]).map(\.location) == [first])
        #expect(ChangedFilesFilter(changedFiles: ["/fixture/Other.swift"]).filter([finding]).isEmpty)
        // Shown at the second file, the first is a note.
        let moved = ChangedFilesFilter(changedFiles: [second.file]).filter([finding])[0]
        #expect(moved.shownNotes.map(\.location) == [first])
    }

    @Test func stagedAndSinceRevisionAskGit() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        try repository.append("// staged\n", to: "Sources/CoreB/B.swift")
        try repository.git("add", "Sources/CoreB/B.swift")
        try repository.append("// not staged\n", to: "Sources/App/main.swift")
        try repository.directory.write("Sources/App/New.swift", "// new\n")

        let environment = GitFixture.environment
        let staged = try ChangedFilesFilter.load(.staged, directory: repository.root, environment: environment)
        #expect(staged.changedFiles == [repository.path("Sources/CoreB/B.swift")])
        let sinceHead = try ChangedFilesFilter.load(
            .since("HEAD"), directory: repository.root, environment: environment)
        #expect(
            sinceHead.changedFiles == [
                repository.path("Sources/CoreB/B.swift"), repository.path("Sources/App/main.swift"),
                repository.path("Sources/App/New.swift"),
            ])
        #expect {
            try ChangedFilesFilter.load(
                .since("no-such-revision"), directory: repository.root, environment: environment)
        } throws: { ($0 as? ToolError)?.exitCode == .usage }
    }

    @Test func outsideAGitRepositoryIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
        var environment = GitFixture.environment
        environment["GIT_CEILING_DIRECTORIES"] = (directory.path as NSString).deletingLastPathComponent
        #expect { try ChangedFilesFilter.load(.staged, directory: directory.path, environment: environment) } throws: {
            ($0 as? ToolError)?.exitCode == .missingInput
        }
    }

    @Test func changedTakesAnOptionalRevision() throws {
        func changed(_ arguments: [String]) throws -> CheckCommand.Values {
            try #require(try CommandParser.parse(CheckCommand.self, arguments).get())
        }
        // Alone, or before another option: the staged files.
        let staged = try changed(["--changed", "--strict"])
        #expect(staged.changed == .staged && staged.strict)
        #expect(try changed(["--changed"]).changed == .staged)
        // With a revision, as the next argument or after `=`.
        #expect(try changed(["--changed", "main"]).changed == .since("main"))
        #expect(try changed(["--changed=v1"]).changed == .since("v1"))
    }
}

/// git runs within a time limit, like every process archlint starts.
@Suite struct GitTimeLimitTests {
    /// A `git` that never answers (first on PATH) is stopped at the limit, with everything it
    /// started, and the error says what hung and where.
    @Test func aGitThatHangsIsStoppedAndNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.writeExecutable("bin/git", "#!/bin/sh\nsleep 30 &\nwait\n")
        let start = Date()
        #expect {
            _ = try GitRepository.run(
                ["status"], in: directory.path, environment: ["PATH": directory.path("bin") + ":/usr/bin:/bin"],
                limit: 1)
        } throws: { error in
            let error = error as? ToolError
            return error?.exitCode == .toolchainUnavailable
                && error?.message.contains(
                    "`git status` did not finish within 1 s and was stopped; see whether git works in '\(directory.path)'"
                ) == true
        }
        // Stopped near the limit (SIGTERM, then SIGKILL after the grace period), not after 30 s.
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
