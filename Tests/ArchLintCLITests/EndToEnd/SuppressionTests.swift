import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintKit
@testable import ArchLintTestSupport

@Suite struct SuppressionTests {
    @Test func directivesAreReadOnlyFromLineComments() {
        let source = """
            // archlint:disable-next-line a -- why
            let s = "// archlint:disable-line b -- not a comment"
            /* archlint:disable-line c -- block comments do not count */
            import Data // archlint:disable-line d -- trailing
            """
        let directives = ImportScanner.directives(in: source)
        #expect(directives.map(\.text) == ["disable-next-line a -- why", "disable-line d -- trailing"])
        #expect(directives.map(\.line) == [1, 4])
        #expect(directives.map(\.ownLine) == [true, false])
        #expect(directives.map(\.column) == [1, 13])
    }

    @Test func parsingNamesWhatIsWrong() {
        let ids: Set<String> = ["feature-isolation", "no-cycles"]
        func parse(_ text: String, ownLine: Bool = true) -> String {
            switch Suppressions.parse(CommentDirective(line: 10, column: 1, text: text, ownLine: ownLine), ruleIDs: ids)
            {
            case .success(let (line, rules)): return "\(line) \(rules.joined(separator: ","))"
            case .failure(let problem): return problem.message
            }
        }
        #expect(parse("disable-next-line feature-isolation -- PAY-123") == "11 feature-isolation")
        #expect(
            parse("disable-next-line feature-isolation, no-cycles -- PAY-123", ownLine: false)
                == "10 feature-isolation,no-cycles")
        #expect(parse("disable-line no-cycles -- x") == "10 no-cycles")
        #expect(parse("disable-next-line feature-isolation").contains("needs a reason"))
        #expect(parse("disable-next-line feature-isolation --  ").contains("needs a reason"))
        #expect(parse("disable-next-line feature-isolaton -- x").contains("did you mean 'feature-isolation'?"))
        #expect(parse("disable-nextline feature-isolation -- x").contains("did you mean 'archlint:disable-next-line'?"))
        #expect(parse("disable-next-line -- x").contains("names the rule ids"))
    }

    @Test func suppressionsSilenceAndReportThemselves() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "Sources/Network/Client.swift",
            """
            // archlint:disable-next-line network-never-imports-data -- token refresh moves behind a protocol (#12)
            import Data
            import Data // archlint:disable-line no-cycles -- wrong rule for this line
            // archlint:disable-next-line network-never-imports-data
            import Foundation

            """)
        try directory.write("Sources/Data/D.swift", "public struct D {}\n")
        try directory.write(
            "dump.json",
            #"{"name": "P", "targets": [{"name": "Network", "type": "regular"}, {"name": "Data", "type": "regular"}]}"#)
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory.path)
        #expect(
            output.standardOutput == """
                Sources/Network/Client.swift:3:1: error: [network-never-imports-data] Network imports Data
                Sources/Network/Client.swift:3:1: note: fix: Network names no declaration of Data (no type, function or extension member): delete `import Data` (Client.swift:2, Client.swift:3)
                Sources/Network/Client.swift:3:13: warning: [suppression] this suppression of no-cycles matches no finding on line 3; remove it
                Sources/Network/Client.swift:4:1: warning: [suppression] a suppression needs a reason: `// archlint:disable-next-line RULE -- why the finding is accepted`
                note: [network-never-imports-data] Network must not know Data; let Network own a protocol (e.g. TokenRefreshHandler) that Data implements and the app injects

                """)
        #expect(output.exitCode == ExitCode.findings.rawValue)
    }
}
