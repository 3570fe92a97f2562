import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `archlint diff BASE` between two commits of a real git repository (the Layered fixture,
/// read from its dump): what a change adds and removes, each way of getting the base side
/// giving the same answer, and the three renderings.
@Suite struct ArchitectureDiffTests {
    /// The Layered fixture committed, then a second commit that adds CoreB -> CoreA (a Core
    /// import and a cycle), adds App -> CoreB, removes Network -> Data (breaking the
    /// Data <-> Network cycle and fixing the forbidden edge) and adds a file.
    static func twoCommits() throws -> GitFixture {
        let repository = try GitFixture.layered()
        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        try TemporaryDirectory.writeFile(
            "import CoreB\n\nfunc more() {}\n", to: repository.path("Sources/App/More.swift"))
        let client = repository.path("Sources/Network/Client.swift")
        let text = try String(contentsOfFile: client, encoding: .utf8)
        try text.replacingOccurrences(of: "import Data\n", with: "").write(
            toFile: client, atomically: true, encoding: .utf8)
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "Change the graph")
        return repository
    }

    static func diff(_ repository: GitFixture, base: String?, cache: String? = nil) throws -> ArchitectureDiff {
        var options = CheckOptions(packagePath: ".", manifestJSON: "dump.json")
        options.useCache = cache != nil
        options.cachePath = cache
        let linter = Linter(environment: GitFixture.environment, workingDirectory: repository.root)
        return try DiffSideLoader(linter: linter, options: options).diff(base: base)
    }

    @Test func whatTheChangeAddsAndRemoves() throws {
        let repository = try Self.twoCommits()
        defer { repository.remove() }
        let diff = try Self.diff(repository, base: "HEAD~1")
        #expect(diff.edgesAdded.map(\.description) == ["App -> CoreB", "CoreB -> CoreA"])
        #expect(diff.edgesRemoved.map(\.description) == ["Network -> Data"])
        #expect(diff.modulesAdded.isEmpty && diff.modulesRemoved.isEmpty)
        #expect(
            diff.findingsStarted.map(\.key) == [
                "[core-independent] CoreB -> CoreA", "[no-cycles] import cycle among CoreA, CoreB",
            ])
        #expect(
            diff.findingsStopped.map(\.key) == [
                "[network-never-imports-data] Network -> Data", "[no-cycles] import cycle among Data, Network",
            ])
        #expect(diff.cyclesIntroduced == [["CoreA", "CoreB"]])
        #expect(diff.cyclesBroken == [["Data", "Network"]])
        // Evidence: the working tree's line for what is new, the base's for what is gone.
        #expect(
            diff.head.edges[EdgeKey(from: "CoreB", to: "CoreA")] == [
                SourceLocation(file: "Sources/CoreB/B.swift", line: 9, column: 1)
            ])
        #expect(
            diff.base.edges[EdgeKey(from: "Network", to: "Data")] == [
                SourceLocation(file: "Sources/Network/Client.swift", line: 2, column: 1)
            ])
        #expect(diff.summary == "+2/-1 edges, 2 findings started, 2 stopped, 1 cycle introduced, 1 broken")
    }

    /// A commit against itself: nothing changed.
    @Test func noChangeSaysSo() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        let diff = try Self.diff(repository, base: "HEAD")
        #expect(diff.isEmpty)
        let text = DiffFormat.text.render(diff) { $0 }
        #expect(text.hasSuffix("no architecture change: the same modules, edges, findings and cycles\n"))
    }

    /// The three ways to the base side agree: a temporary worktree (a committed change touches
    /// the dump, so it is needed), the working tree with the changed Swift files read at the
    /// base, and the revision cache.
    @Test func everyWayToTheBaseGivesTheSameSide() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        let cache = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // Uncommitted: only Swift sources change, so no checkout is needed.
        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        try TemporaryDirectory.writeFile("import CoreB\n", to: repository.path("Sources/App/More.swift"))
        let patched = try Self.diff(repository, base: "HEAD", cache: cache)
        #expect(patched.baseSource == "working tree, 2 changed files read at the base")
        let cached = try Self.diff(repository, base: "HEAD", cache: cache)
        #expect(cached.baseSource == "revision cache")
        #expect(cached.base == patched.base)
        // A change the overlay cannot describe (a non-Swift file that shapes the graph) takes
        // a worktree; the base side is the same.
        try TemporaryDirectory.writeFile("{}\n", to: repository.path("archlint-extra.json"))
        let checkedOut = try Self.diff(repository, base: "HEAD")
        #expect(checkedOut.baseSource == "temporary worktree")
        #expect(checkedOut.base == patched.base)
        #expect(checkedOut.head == patched.head)
        // The worktree is gone afterwards.
        let worktrees = try repository.git("worktree", "list")
        #expect(worktrees.split(separator: "\n").count == 1, "\(worktrees)")
        #expect(patched.edgesAdded.map(\.description) == ["App -> CoreB", "CoreB -> CoreA"])
    }

    /// The stored side reads back as it was written.
    @Test func sidesRoundTripThroughTheirStoredForm() throws {
        let repository = try Self.twoCommits()
        defer { repository.remove() }
        let diff = try Self.diff(repository, base: "HEAD~1")
        #expect(DiffSide.decode(diff.base.encoded()) == diff.base)
        #expect(DiffSide.decode(diff.head.encoded()) == diff.head)
        #expect(DiffSide.decode("{}") == nil)
        #expect(DiffSide.decode("not json") == nil)
    }

    static func compare(_ actual: String, golden name: String) throws {
        let path = Fixtures.repositoryPath("Tests/Fixtures/Diff/\(name)")
        if GoldenFile.isRecording { try TemporaryDirectory.writeFile(actual, to: path) }
        let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing \(name)>"
        #expect(
            actual == expected,
            "\(name) differs: record with ARCHLINT_RECORD=1 swift test --filter ArchitectureDiffTests")
    }

    @Test(arguments: DiffFormat.allCases)
    func goldenOutputs(_ format: DiffFormat) throws {
        let repository = try Self.twoCommits()
        defer { repository.remove() }
        var diff = try Self.diff(repository, base: "HEAD~1")
        // The commit id changes run to run.
        diff.baseLabel = "HEAD~1 (abc1234def)"
        let ext = format == .json ? "json" : format == .markdown ? "md" : "txt"
        try Self.compare(format.render(diff) { $0 }, golden: "Layered.\(format.rawValue).\(ext)")
    }

    /// The Mermaid block follows the flowchart grammar strictly (CI also parses every golden
    /// with Mermaid's own parser, .ci/validate_mermaid.sh): a header, one node statement per
    /// module with a quoted label, edges between declared nodes with one of the arrows used and
    /// a quoted label, and `linkStyle` lines naming existing edge positions.
    @Test func markdownMermaidIsWellFormed() throws {
        let repository = try Self.twoCommits()
        defer { repository.remove() }
        let markdown = DiffFormat.markdown.render(try Self.diff(repository, base: "HEAD~1")) { $0 }
        let blocks = markdown.components(separatedBy: "```mermaid\n").dropFirst()
        try #require(blocks.count == 1)
        let block = try #require(blocks.first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        var nodes: Set<String> = [], edges = 0
        let node = try Regex(#"^  (m_[A-Za-z0-9_]+)\["[^"\n]*"\]$"#)
        let edge = try Regex(#"^  (m_[A-Za-z0-9_]+) (-->|==>|-\.->)(\|"[^"\n]*"\|)? (m_[A-Za-z0-9_]+)$"#)
        let style = try Regex(#"^  linkStyle ([0-9,]+) [a-z-]+:[#0-9a-z.]+(,[a-z-]+:[#0-9a-z.]+)*$"#)
        let classes = try Regex(
            #"^  (classDef [a-z]+ [a-z-]+:[#0-9a-z. ]+(,[a-z-]+:[#0-9a-z. ]+)*|class [m_A-Za-z0-9_,]+ [a-z]+)$"#)
        for line in lines.dropFirst() {
            if let match = try node.wholeMatch(in: line) {
                nodes.insert(String(match.output[1].substring!))
            } else if let match = try edge.wholeMatch(in: line) {
                #expect(
                    nodes.contains(String(match.output[1].substring!))
                        && nodes.contains(String(match.output[4].substring!)), "\(line)")
                edges += 1
            } else if let match = try style.wholeMatch(in: line) {
                let positions = match.output[1].substring!.split(separator: ",").compactMap { Int($0) }
                #expect(positions.allSatisfy { $0 < edges }, "\(line)")
            } else {
                #expect(try classes.wholeMatch(in: line) != nil, "not a flowchart statement: \(line)")
            }
        }
        #expect(nodes == ["m_App", "m_CoreA", "m_CoreB", "m_Data", "m_Network"])
        #expect(edges == 5)
    }

    /// The command: a file written, usage errors that say what to write, git required.
    @Test func theCommand() throws {
        let repository = try Self.twoCommits()
        defer { repository.remove() }
        let written = try ChildProcess.archlint(
            [
                "diff", "HEAD~1", "--manifest-json", "dump.json", "--no-cache", "--format", "markdown", "--output",
                "diff.md",
            ],
            in: repository.root, environment: GitFixture.environment)
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(written.standardOutput == "")
        #expect(
            written.standardError
                == "wrote diff.md: +2/-1 edges, 2 findings started, 2 stopped, 1 cycle introduced, 1 broken\n")
        #expect(
            try String(contentsOfFile: repository.path("diff.md"), encoding: .utf8).hasPrefix(
                "### archlint: architecture diff\n"))
        let typo = try ChildProcess.archlint(
            ["diff", "--format", "mardown"], in: repository.root, environment: GitFixture.environment)
        #expect(typo.exitCode == ExitCode.usage.rawValue)
        #expect(typo.standardError.hasPrefix("error: unknown value 'mardown' for --format; did you mean 'markdown'?"))
        let unknown = try ChildProcess.archlint(
            ["diff", "no-such-branch", "--manifest-json", "dump.json", "--no-cache"], in: repository.root,
            environment: GitFixture.environment)
        #expect(unknown.exitCode == ExitCode.usage.rawValue)
        #expect(
            unknown.standardError.hasPrefix("error: 'no-such-branch' names no commit in this repository"),
            "\(unknown.standardError)")
        let outside = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: outside) }
        var environment = GitFixture.environment
        environment["GIT_CEILING_DIRECTORIES"] = (outside as NSString).deletingLastPathComponent
        let noGit = try ChildProcess.archlint(["diff", "HEAD"], in: outside, environment: environment)
        #expect(noGit.exitCode == ExitCode.missingInput.rawValue)
    }
}
