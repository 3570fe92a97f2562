import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Matching findings against a baseline: keyed by rule and edge (or cycle's component, or
/// path), never by line, counting the places (import lines) behind each finding.
@Suite struct BaselineTests {
    static let root = "/repo"

    /// One finding of an edge, with one import line per `(file, line)` (the first is its location).
    static func finding(
        _ edge: String, file: String, line: Int, rule: String = "core-independent",
        more: [(String, Int)] = []
    ) -> Violation {
        let parts = edge.components(separatedBy: " -> ")
        let key = EdgeKey(from: parts[0], to: parts[1])
        let places = ([(file, line)] + more).map {
            FindingEvidence(edge: key, location: SourceLocation(file: "\(root)/\($0.0)", line: $0.1, column: 1))
        }
        return Violation(
            ruleID: rule, ruleKind: "independent", severity: .error, message: "\(parts[0]) imports \(parts[1])",
            location: places[0].location, edge: key, evidence: places)
    }

    static func cycle(_ modules: [String], file: String, line: Int) -> Violation {
        let key = EdgeKey(from: modules[0], to: modules[1])
        let location = SourceLocation(file: "\(root)/\(file)", line: line, column: 1)
        return Violation(
            ruleID: "no-cycles", ruleKind: "acyclic", severity: .error, message: "import cycle",
            location: location, edge: key, cycle: modules, evidence: [FindingEvidence(edge: key, location: location)])
    }

    @Test func movedLinesStayBaselined() {
        let baseline = Baseline(
            violations: [
                Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1),
                Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 1),
            ], root: Self.root)
        let comparison = baseline.compare(
            [
                Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 12),
                Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 30),
            ], root: Self.root)
        #expect(comparison.new.isEmpty)
        #expect(comparison.baselined.count == 2)
        #expect(comparison.stale.isEmpty)
    }

    @Test func aSecondImportOfABaselinedEdgeMakesItNewAtThatLine() {
        let old = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1)
        let baseline = Baseline(violations: [old], root: Self.root)
        // In another file that sorts first: the one finding of the edge is new, shown at the
        // added import, not at the one the baseline knows.
        let grown = Self.finding(
            "CoreA -> CoreB", file: "Sources/CoreA/0.swift", line: 1, more: [("Sources/CoreA/A.swift", 1)])
        var comparison = baseline.compare([grown], root: Self.root)
        #expect(comparison.new.map(\.location?.file) == ["\(Self.root)/Sources/CoreA/0.swift"])
        #expect(comparison.new.first?.evidence.count == 2)
        #expect(comparison.baselined.isEmpty)
        // In the same file, on a later line: anchored there.
        let again = Self.finding(
            "CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1, more: [("Sources/CoreA/A.swift", 9)])
        comparison = baseline.compare([again], root: Self.root)
        #expect(comparison.new.map(\.location?.line) == [9])
    }

    @Test func aNewImportLineAlongABaselinedCycleIsNew() {
        let key = EdgeKey(from: "Network", to: "Data")
        let first = FindingEvidence(
            edge: key, location: SourceLocation(file: "\(Self.root)/Sources/Network/A.swift", line: 2, column: 1))
        let back = FindingEvidence(
            edge: EdgeKey(from: "Data", to: "Network"),
            location: SourceLocation(file: "\(Self.root)/Sources/Data/R.swift", line: 1, column: 1))
        let cycle = Violation(
            ruleID: "no-cycles", ruleKind: "acyclic", severity: .error, message: "import cycle Data -> Network -> Data",
            location: first.location, edge: key, cycle: ["Data", "Network"], evidence: [first, back])
        let baseline = Baseline(violations: [cycle], root: Self.root)
        #expect(baseline.entries.map(\.count) == [2])
        let added = FindingEvidence(
            edge: key, location: SourceLocation(file: "\(Self.root)/Sources/Network/B.swift", line: 3, column: 1))
        var grown = cycle
        grown.evidence = [first, back, added].sorted()
        let comparison = baseline.compare([grown], root: Self.root)
        #expect(comparison.new.map(\.location) == [added.location])
        #expect(comparison.new.first?.edge == key)
    }

    @Test func aNewEdgeOrRuleIsNew() {
        let baseline = Baseline(violations: [Self.finding("CoreA -> CoreB", file: "A.swift", line: 1)], root: Self.root)
        let otherEdge = Self.finding("CoreA -> CoreC", file: "A.swift", line: 2)
        let otherRule = Self.finding("CoreA -> CoreB", file: "A.swift", line: 1, rule: "layers")
        let comparison = baseline.compare([otherEdge, otherRule], root: Self.root)
        #expect(comparison.new == [otherEdge, otherRule].sorted())
        #expect(comparison.stale.map(\.gone) == [1])
        #expect(comparison.stale.map(\.state) == ["no longer found"])
    }

    @Test func aRemovedImportLeavesTheEntryStaleInPart() {
        let both = Self.finding(
            "CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1, more: [("Sources/CoreA/B.swift", 1)])
        let baseline = Baseline(violations: [both], root: Self.root)
        #expect(
            baseline.entries == [
                BaselineEntry(
                    key: BaselineKey(rule: "core-independent", edge: EdgeKey(from: "CoreA", to: "CoreB")),
                    count: 2, files: ["Sources/CoreA/A.swift", "Sources/CoreA/B.swift"])
            ])
        let one = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/B.swift", line: 1)
        let comparison = baseline.compare([one], root: Self.root)
        #expect(comparison.new.isEmpty)
        #expect(comparison.baselined == [one])
        #expect(comparison.stale == [StaleBaselineEntry(entry: baseline.entries[0], gone: 1)])
        #expect(comparison.stale.map(\.state) == ["1 of its 2 places gone"])
    }

    /// An undeclared import is one decision (declare it, or not), however many files import the
    /// module: a new file importing it is accepted and counted as grown; a new import along a
    /// forbidden edge deepens the coupling the rule forbids, and is new.
    @Test func aDeclarationIsOneDecisionWhileALayeringBreakCountsItsImports() {
        func undeclared(_ files: [String]) -> Violation {
            let key = EdgeKey(from: "App", to: "Store")
            let places = files.map {
                FindingEvidence(edge: key, location: SourceLocation(file: "\(Self.root)/\($0)", line: 1, column: 1))
            }
            return Violation(
                ruleID: "declared-imports", ruleKind: "implicit-dependency", severity: .error,
                message: "App imports Store without declaring it in Package.swift", location: places[0].location,
                edge: key, evidence: places)
        }
        let baseline = Baseline(
            violations: [
                undeclared(["App/A.swift"]), Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1),
            ],
            root: Self.root)
        let comparison = baseline.compare(
            [
                undeclared(["App/A.swift", "App/New.swift"]),
                Self.finding(
                    "CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1, more: [("Sources/CoreA/New.swift", 1)]),
            ], root: Self.root)
        #expect(comparison.baselined.map(\.ruleID) == ["declared-imports"])
        #expect(comparison.new.map(\.ruleID) == ["core-independent"])
        #expect(comparison.new.first?.location?.file == "\(Self.root)/Sources/CoreA/New.swift")
        #expect(comparison.grown.map(\.entry.key.description) == ["[declared-imports] App -> Store"])
        #expect(comparison.grown.first?.added == 1)
    }

    /// Input that could not be read is recorded beside the findings and read back.
    @Test func inputProblemsRoundTrip() throws {
        let notices = [
            Notice(
                "Sources/Gen/R.swift: error: cannot read source file (no such file); its imports are not checked",
                code: Notice.Code.unreadableFile),
            Notice("Sources/Gen/R.swift: warning: something else", code: Notice.Code.input),
        ]
        let problems = BaselineInputProblem.of(notices, root: Self.root, workingDirectory: Self.root)
        #expect(problems == [BaselineInputProblem(code: "unreadable-file", file: "Sources/Gen/R.swift")])
        let baseline = Baseline(violations: [], root: Self.root, inputProblems: problems)
        #expect(
            baseline.render().hasSuffix(
                """
                  "inputProblems": [
                    {
                      "code": "unreadable-file",
                      "file": "Sources/Gen/R.swift"
                    }
                  ]
                }

                """), "\(baseline.render())")
        #expect(try Baseline.parse(baseline.render(), file: "b.json") == baseline)
    }

    @Test func findingsWithoutEdgeAreKeyedByMessage() {
        let unlocated = Violation(
            ruleID: "r", ruleKind: "acyclic", severity: .warning, message: "too many cycles", location: nil)
        let baseline = Baseline(violations: [unlocated], root: Self.root)
        #expect(baseline.entries[0].key == BaselineKey(rule: "r", message: "too many cycles"))
        #expect(baseline.compare([unlocated], root: Self.root).new.isEmpty)
    }

    @Test func fileFormatIsVersionedSortedAndRoundTrips() throws {
        let baseline = Baseline(
            violations: [
                Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 1),
                Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1),
            ], root: Self.root)
        let text = baseline.render()
        #expect(
            text == """
                {
                  "version": 2,
                  "entries": [
                    {
                      "rule": "core-independent",
                      "edge": {
                        "from": "CoreA",
                        "to": "CoreB"
                      },
                      "count": 1,
                      "files": [
                        "Sources/CoreA/A.swift"
                      ]
                    },
                    {
                      "rule": "no-cycles",
                      "cycle": [
                        "Data",
                        "Network"
                      ],
                      "count": 1,
                      "files": [
                        "Sources/Data/R.swift"
                      ]
                    }
                  ]
                }

                """)
        #expect(try Baseline.parse(text, file: "b.json") == baseline)
    }

    @Test(arguments: [
        ("not json", "b.json:1:1: error: not a baseline: "),
        (#"{"entries": []}"#, #"b.json:1:1: error: not a baseline: missing "version""#),
        (
            #"{"version": 3, "entries": []}"#,
            "b.json:1:13: error: baseline version 3 is not supported; this archlint reads version 2"
        ),
        (
            #"{"version": 1, "entries": []}"#,
            "b.json:1:13: error: baseline version 1 is not supported (version 1 counted import lines as findings and cycles one by one); this archlint reads version 2"
        ),
        (
            #"{"version": 1e300, "entries": []}"#,
            "b.json:1:13: error: baseline version 1e+300 is not supported; this archlint reads version 2"
        ),
        (
            #"{"version": 2, "entries": [{"rule": "r", "count": 0}]}"#,
            "b.json:1:51: error: entries[0].count: expected a positive integer"
        ),
        (
            #"{"version": 2, "entries": [{"rule": "r", "count": 1, "edge": {"from": "A"}}]}"#,
            "b.json:1:62: error: entries[0].edge: expected"
        ),
    ])
    func invalidFilesSayWhereAndWhatToDo(_ text: String, _ expected: String) {
        do {
            _ = try Baseline.parse(text, file: "b.json")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.exitCode == .invalidInput)
            #expect(error.rendered.hasPrefix(expected), "\(error.rendered)")
            #expect(error.rendered.hasSuffix("write a new baseline with `archlint baseline update`"))
        }
    }
}
