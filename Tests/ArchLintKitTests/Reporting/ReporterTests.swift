import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Every format against its golden file in Tests/Fixtures/Reporting, recorded with
/// `ARCHLINT_RECORD=1 swift test --filter ReporterTests` and checked by hand once.
@Suite struct ReporterTests {

    /// The Layered fixture package, checked in-process from its dump (no SwiftPM).
    static func layeredResult() throws -> CheckResult {
        try Linter(environment: [:], workingDirectory: Fixtures.layered)
            .check(CheckOptions(packagePath: ".", manifestJSON: "dump.json"))
    }

    static func layeredReport(baseline: Baseline? = nil, strictBaseline: Bool = false) throws -> Report {
        let result = try layeredResult()
        return Report(
            result: result, baseline: baseline?.compare(result.violations, root: result.root),
            strictBaseline: strictBaseline, displayPath: { PathUtilities.relative($0, to: Fixtures.layered) })
    }

    /// Hand-made findings whose text needs every kind of escaping: `%`, `,` and `:` in paths,
    /// markup characters, quotes, pipes and line breaks; a warning, a path finding without a
    /// file, a note without a location, and a rule switched off.
    static func escapingReport(strict: Bool = false) throws -> Report {
        let configuration = try ConfigurationLoader.load(
            text: """
                {"rules": [
                  {"id": "no-data-in-network", "kind": "forbidden", "from": "Network", "to": "Data",
                   "description": "100% <never> & \\"really\\" | never"},
                  {"id": "shallow", "kind": "max-height", "max": 1, "severity": "warning"},
                  {"id": "cycles-later", "kind": "acyclic", "severity": "off"}
                ]}
                """, catalog: .standard)
        let file = "/repo/Sources/Network/Token refresh, 50%: v2.swift"
        let violations = [
            Violation(
                ruleID: "no-data-in-network", ruleKind: "forbidden", severity: .error,
                message: "Network imports Data: 100% <never> & \"really\" | never\nsecond line",
                location: SourceLocation(file: file, line: 3, column: 1), edge: EdgeKey(from: "Network", to: "Data"),
                notes: [
                    ViolationNote(message: "declared in Package.swift"),
                    ViolationNote(message: "also here", location: SourceLocation(file: file, line: 9, column: 5)),
                ]),
            Violation(
                ruleID: "shallow", ruleKind: "max-height", severity: .warning,
                message: "the longest dependency path has 2 imports: App -> Network -> Data",
                location: nil, edge: EdgeKey(from: "App", to: "Network"), path: ["App", "Network", "Data"]),
        ].sorted()
        var result = CheckResult(
            graph: ModuleGraph(modules: [], declared: [], imported: []), configuration: configuration,
            violations: violations, notices: [], filesScanned: 2, root: "/repo")
        // One rule checked two modules; the other had nothing to check, for a reason that needs escaping.
        result.coverage = [
            RuleCoverage(ruleID: "no-data-in-network", kind: "forbidden", modules: ["Data", "Network"]),
            RuleCoverage(
                ruleID: "shallow", kind: "max-height", modules: [],
                nothingToCheck: "\"modules\": 'Core|<UI>' matches no module"),
        ]
        return Report(result: result, strict: strict, displayPath: { PathUtilities.relative($0, to: "/repo") })
    }

    static func fileExtension(_ format: ReportFormat) -> String {
        switch format {
        case .xcode, .githubActions: "txt"
        case .json: "json"
        case .sarif: "sarif"
        case .junit: "xml"
        case .markdown: "md"
        }
    }

    static func compare(
        _ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        GoldenFile.check(actual, against: Fixtures.path("Reporting/\(name)"), sourceLocation: sourceLocation)
    }

    @Test(arguments: ReportFormat.allCases)
    func layeredPackage(_ format: ReportFormat) throws {
        let report = try Self.layeredReport()
        Self.compare(format.reporter.render(report), golden: "Layered.\(format.rawValue).\(Self.fileExtension(format))")
    }

    /// One edge imported from twelve files (one finding, ten lines as notes and a count) and a
    /// tangle of two cycles among three modules (one finding, at the edge its plan inverts).
    @Test(arguments: ReportFormat.allCases)
    func groupedFindings(_ format: ReportFormat) throws {
        let package = Fixtures.repositoryPath("Tests/Fixtures/Packages/Grouped")
        let result = try Linter(environment: [:], workingDirectory: package)
            .check(CheckOptions(packagePath: ".", manifestJSON: "dump.json"))
        #expect(result.violations.map(\.ruleID) == ["no-cycles", "declared-imports", "feature-isolation"])
        let report = Report(result: result, displayPath: { PathUtilities.relative($0, to: package) })
        try Self.compare(
            format.reporter.render(report), golden: "Grouped.\(format.rawValue).\(Self.fileExtension(format))")
    }

    /// A rule's description is said once, after the findings; with --explain, under each.
    @Test func descriptionsOnceOrUnderEachFindingWithExplain() throws {
        var report = try Self.layeredReport()
        let plain = XcodeReporter().render(report)
        let description = "Core modules are shared by every feature and must not depend on one another"
        #expect(plain.components(separatedBy: description).count == 2)
        #expect(
            plain.hasSuffix(
                "note: [no-cycles] modules must not import each other in a loop; SwiftPM cannot build a dependency cycle\n"
            ))
        report.explain = true
        let explained = XcodeReporter().render(report)
        #expect(explained.contains("Sources/CoreA/A.swift:1:1: note: rule: \(description)\n"))
        #expect(!explained.contains("note: [core-independent]"))
    }

    @Test func repeatedNoticesArePrintedOnceWithACount() {
        let notices = [
            Notice("a: warning: x"), Notice("b: warning: y"), Notice("a: warning: x"), Notice("a: warning: x"),
        ]
        #expect(Notice.collapsed(notices).map(\.text) == ["a: warning: x (3 times)", "b: warning: y"])
    }

    @Test(arguments: ReportFormat.allCases)
    func escaping(_ format: ReportFormat) throws {
        Self.compare(
            format.reporter.render(try Self.escapingReport()),
            golden: "Escaping.\(format.rawValue).\(Self.fileExtension(format))")
    }

    /// One finding baselined, one new, one baseline entry fixed.
    @Test(arguments: [ReportFormat.json, .markdown, .xcode])
    func withBaseline(_ format: ReportFormat) throws {
        let baseline = Baseline(entries: [
            BaselineEntry(
                key: BaselineKey(rule: "core-independent", edge: EdgeKey(from: "CoreA", to: "CoreB")), count: 1),
            BaselineEntry(key: BaselineKey(rule: "no-cycles", cycle: ["Data", "Network"]), count: 2),
            BaselineEntry(
                key: BaselineKey(rule: "feature-isolation", edge: EdgeKey(from: "AFeature", to: "BFeature")), count: 2),
        ])
        let report = try Self.layeredReport(baseline: baseline)
        Self.compare(
            format.reporter.render(report), golden: "Baseline.\(format.rawValue).\(Self.fileExtension(format))")
    }

    @Test func xcodeFormatIsTheClassicOutput() throws {
        GoldenFile.check(
            ReportFormat.xcode.reporter.render(try Self.layeredReport()), against: CheckOutput.expectedLayeredPath,
            recordable: false)
    }

    @Test func everyFormatIsDeterministic() throws {
        for format in ReportFormat.allCases {
            let first = format.reporter.render(try Self.layeredReport())
            let second = format.reporter.render(try Self.layeredReport())
            #expect(first == second, "\(format.rawValue) differs run to run")
        }
    }

    @Test func gitHubActionsEscaping() {
        #expect(GitHubActionsReporter.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(GitHubActionsReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        // Control characters from names never reach the log's terminal (issue 31).
        #expect(
            GitHubActionsReporter.escapeData("a\u{1B}[31mb\u{7}\u{0}\u{7F}\u{9B}")
                == "a\\u{1B}[31mb\\u{7}\\u{0}\\u{7F}\\u{9B}")
        #expect(GitHubActionsReporter.escapeProperty("t\u{1B}]0;x\u{7}") == "t\\u{1B}]0;x\\u{7}")
    }

    /// A PR comment quoting a module name or a rule's description must not notify a team or
    /// link to a site (issue 31): a zero-width space breaks each, the text reads the same.
    @Test func markdownCellsMentionNoOneAndLinkNowhere() {
        #expect(
            MarkdownReporter.cell("ping @team at https://x.example or WWW.x.example, mail a@b.c")
                == "ping @&#8203;team at https:&#8203;//x.example or WWW&#8203;.x.example, mail a@&#8203;b.c")
        #expect(MarkdownReporter.cell("www, :// and @") == "www, :&#8203;// and @&#8203;")
        #expect(MarkdownReporter.cell("CoreA imports CoreB") == "CoreA imports CoreB")
    }

    /// JSON strings carry DEL and C1 controls escaped too, not only what JSON requires.
    @Test func jsonStringsEscapeEveryControlCharacter() {
        var output = ""
        JSONText.appendQuoted("a\u{1B}\u{7F}\u{9B}\u{2028}é", to: &output)
        #expect(output == "\"a\\u001b\\u007f\\u009b\\u2028é\"")
    }

    @Test func junitEscaping() {
        // Control characters are written as the xcode reporter writes them, not dropped.
        #expect(
            JUnitReporter.escape("<a href=\"x\">&'\u{1}\t\u{1B}\u{7F}\u{FFFE}")
                == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;\\u{1}&#9;\\u{1B}\\u{7F}")
    }

    @Test func strictTurnsWarningsIntoJUnitFailures() throws {
        let lenient = JUnitReporter().render(try Self.escapingReport())
        let strict = JUnitReporter().render(try Self.escapingReport(strict: true))
        #expect(lenient.contains("failures=\"1\""))
        #expect(strict.contains("failures=\"2\""))
        #expect(try Self.escapingReport().exitCode == .findings)
    }

    @Test func reporterArguments() {
        #expect(
            ReporterDestination.parse("sarif:out/a.sarif")
                == .success(ReporterDestination(format: .sarif, file: "out/a.sarif")))
        #expect(ReporterDestination.parse("json") == .success(ReporterDestination(format: .json)))
        #expect(
            ReporterDestination.parse("sarif:")
                == .failure(
                    ReporterArgumentError(
                        message:
                            "--reporter sarif: missing file name after ':' (write --reporter sarif for standard output)"
                    )))
        guard case .failure(let error) = ReporterDestination.parse("junt") else {
            Issue.record("accepted 'junt'"); return
        }
        #expect(error.message.hasPrefix("unknown reporter 'junt'; did you mean 'junit'?"))
        #expect(
            ReporterDestination.validate([
                .init(format: .xcode), .init(format: .json, file: "a"), .init(format: .sarif, file: "a"),
            ])?.message
                == "two reporters write to 'a'; give each its own file")
        #expect(ReporterDestination.validate([.init(format: .xcode), .init(format: .json)]) != nil)
        #expect(ReporterDestination.validate([.init(format: .xcode), .init(format: .json, file: "a")]) == nil)
    }
}
