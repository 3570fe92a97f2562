import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintKit
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// `archlint graph` options and mistakes, in process.
@Suite("GraphOutput: command line") struct GraphOutputCommandTests {

    static func usage(_ message: String) -> String {
        "error: \(message)\nRun 'archlint graph --help' for usage.\n"
    }

    @Test(arguments: [
        (["--fromat", "dot"], "unknown option '--fromat'; did you mean '--format'?"),
        (["--only-violation"], "unknown option '--only-violation'; did you mean '--only-violations'?"),
        (
            ["--format", "mermiad"],
            "unknown value 'mermiad' for --format; did you mean 'mermaid'? (expected dot, mermaid, json, html)"
        ),
        (
            ["--externals", "thirdparty"],
            "unknown value 'thirdparty' for --externals; did you mean 'third-party'? (expected none, third-party, all)"
        ),
        (["--dot", "--mermaid"], "--mermaid conflicts with --dot; choose one format"),
        (["--html", "--format", "json"], "--format json conflicts with --html; choose one format"),
        (["--depth", "2"], "--depth needs --focus MODULE (the module whose neighbourhood to draw)"),
        (["--focus", "Data", "--depth", "-1"], "option '--depth' needs a value"),
        (["--focus", "Data", "--depth", "two"], "--depth needs a whole number of edges (0 or more), not 'two'"),
        (["--reduce=yes"], "option '--reduce' takes no value"),
        (["Sources"], "unexpected argument 'Sources'; pass the package root with --package-path Sources"),
    ])
    func usageMistakesSayWhatToDo(_ arguments: [String], _ message: String) {
        let result = GraphOutputGoldenTests.run(arguments, in: Fixtures.layered)
        #expect(result.exitCode == ExitCode.usage.rawValue)
        #expect(result.stdout == "")
        #expect(result.stderr == Self.usage(message))
    }

    @Test func anUnknownFocusModuleIsAUsageErrorFoundAfterReadingThePackage() {
        let result = GraphOutputGoldenTests.run(
            ["--manifest-json", "dump.json", "--focus", "Netwrk"], in: Fixtures.layered)
        #expect(result.exitCode == ExitCode.usage.rawValue)
        #expect(
            result.stderr
                == "error: --focus: no module named 'Netwrk' in the graph; did you mean 'Network'?\nRun 'archlint graph --help' for usage.\n"
        )
    }

    @Test func inputErrorsUseTheExitCodeTable() {
        let missingPackage = GraphOutputGoldenTests.run(["--package-path", "NoSuchFolder"], in: Fixtures.layered)
        #expect(missingPackage.exitCode == ExitCode.missingInput.rawValue)
        let missingFolder = GraphOutputGoldenTests.run(
            ["--manifest-json", "dump.json", "--output", "no/such/folder/graph.dot"], in: Fixtures.layered)
        // Every file archlint writes fails the same way: exit 73, naming the file as given.
        #expect(missingFolder.exitCode == ExitCode.cannotCreateOutput.rawValue)
        #expect(
            missingFolder.stderr
                == "error: cannot write 'no/such/folder/graph.dot'; check that its folder exists and is writable\n")
    }

    @Test func helpIsReachableBothWays() {
        let direct = GraphOutputGoldenTests.run(["--help"], in: Fixtures.layered)
        #expect(direct.exitCode == 0)
        #expect(direct.stdout.hasPrefix("USAGE: archlint graph"))
        let out = CapturedText()
        let code = CommandLineTool.run(
            arguments: ["help", "graph"],
            output: OutputStreams(standardOutput: { out.append($0) }, standardError: { _ in }))
        #expect(code == 0)
        #expect(out.text == direct.stdout)
        // Every option the parser knows is documented.
        for option in CommandLineTool.graphOptionNames {
            #expect(direct.stdout.contains(option), "\(option) missing from graph --help")
        }
    }

    @Test func violationsDoNotChangeTheExitCode() {
        let result = GraphOutputGoldenTests.run(
            ["--manifest-json", "dump.json", "--only-violations", "--json"], in: Fixtures.layered)
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("\"onlyViolations\": true"))
        #expect(result.stderr.hasSuffix("graph: 4 modules, 3 edges (3 breaking a rule)\n"))
    }

    @Test func whatFocusHidesIsSaidOnStandardError() {
        // Layered's three rule-breaking edges (CoreA -> CoreB, the Data <-> Network cycle) are
        // all outside App's neighbourhood at depth 0.
        let result = GraphOutputGoldenTests.run(
            ["--manifest-json", "dump.json", "--focus", "App", "--depth", "0"],
            in: Fixtures.layered)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr.hasSuffix(
                """
                note: 3 rule-breaking edges hidden (outside --focus; draw them with a larger --depth)
                graph: 1 module, 0 edges (0 breaking a rule)

                """))
    }

    @Test func anHTMLFileNameChoosesThePage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("graph.HTML")
        let result = GraphOutputGoldenTests.run(["--manifest-json", "dump.json", "-o", file], in: Fixtures.layered)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        let printed = GraphOutputGoldenTests.run(["--manifest-json", "dump.json", "--html"], in: Fixtures.layered)
        #expect(page == printed.stdout)
        #expect(GraphFormat.implied(byFileName: "a.htm") == .html && GraphFormat.implied(byFileName: "a.txt") == nil)
    }

    @Test func identifiersAreQuotedAndEscaped() {
        #expect(DOTRenderer.quote(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(DOTRenderer.quote("two\nlines") == #""two\nlines""#)
        #expect(DOTRenderer.html("<a & b>") == "&lt;a &amp; b&gt;")
        #expect(MermaidRenderer.label(#"say "end" <now> #1"#) == #""say #quot;end#quot; #lt;now#gt; #35;1""#)
        // Collisions after replacing characters get a counter, in name order; the prefix keeps
        // Mermaid's keywords (`end`) from being read as syntax.
        let ids = MermaidRenderer.identifiers(for: ["end", "A_B", "A-B", "Ü"], prefix: "m_")
        #expect(ids == ["end": "m_end", "A-B": "m_A_B", "A_B": "m_A_B_2", "Ü": "m__"])
        #expect(JSONText.quoted("tab\there \"q\" \u{1}") == #""tab\there \"q\" \u0001""#)
    }
}
