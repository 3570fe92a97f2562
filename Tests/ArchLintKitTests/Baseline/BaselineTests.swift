import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit

/// Matching findings against a baseline: keyed by rule and edge (or cycle, or path), never
/// by line, with a count per key.
@Suite struct BaselineTests {
    static let root = "/repo"

    static func finding(_ edge: String, file: String, line: Int, rule: String = "core-independent") -> Violation {
        let parts = edge.components(separatedBy: " -> ")
        return Violation(ruleID: rule, ruleKind: "independent", severity: .error, message: "\(parts[0]) imports \(parts[1])",
                         location: SourceLocation(file: "\(root)/\(file)", line: line, column: 1),
                         edge: EdgeKey(from: parts[0], to: parts[1]))
    }

    static func cycle(_ modules: [String], file: String, line: Int) -> Violation {
        Violation(ruleID: "no-cycles", ruleKind: "acyclic", severity: .error, message: "import cycle",
                  location: SourceLocation(file: "\(root)/\(file)", line: line, column: 1),
                  edge: EdgeKey(from: modules[0], to: modules[1]), cycle: modules)
    }

    @Test func movedLinesStayBaselined() {
        let baseline = Baseline(violations: [Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1),
                                             Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 1)], root: Self.root)
        let comparison = baseline.compare([Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 12),
                                           Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 30)], root: Self.root)
        #expect(comparison.new.isEmpty)
        #expect(comparison.baselined.count == 2)
        #expect(comparison.fixed.isEmpty)
    }

    @Test func aSecondImportOfABaselinedEdgeIsNew() {
        let old = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1)
        let baseline = Baseline(violations: [old], root: Self.root)
        // In another file: that one is reported, even though it sorts first.
        let added = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/0.swift", line: 1)
        var comparison = baseline.compare([old, added], root: Self.root)
        #expect(comparison.new == [added])
        #expect(comparison.baselined == [old])
        // In the same file, on a later line.
        let again = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 9)
        comparison = baseline.compare([old, again], root: Self.root)
        #expect(comparison.new == [again])
    }

    @Test func aNewEdgeOrRuleIsNew() {
        let baseline = Baseline(violations: [Self.finding("CoreA -> CoreB", file: "A.swift", line: 1)], root: Self.root)
        let otherEdge = Self.finding("CoreA -> CoreC", file: "A.swift", line: 2)
        let otherRule = Self.finding("CoreA -> CoreB", file: "A.swift", line: 1, rule: "layers")
        let comparison = baseline.compare([otherEdge, otherRule], root: Self.root)
        #expect(comparison.new == [otherEdge, otherRule].sorted())
        #expect(comparison.fixed.map(\.count) == [1])
    }

    @Test func aRemovedImportIsFixed() {
        let a = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1)
        let b = Self.finding("CoreA -> CoreB", file: "Sources/CoreA/B.swift", line: 1)
        let baseline = Baseline(violations: [a, b], root: Self.root)
        #expect(baseline.entries == [BaselineEntry(key: BaselineKey(rule: "core-independent", edge: EdgeKey(from: "CoreA", to: "CoreB")),
                                                   count: 2, files: ["Sources/CoreA/A.swift", "Sources/CoreA/B.swift"])])
        let comparison = baseline.compare([b], root: Self.root)
        #expect(comparison.new.isEmpty)
        #expect(comparison.baselined == [b])
        #expect(comparison.fixed == [BaselineEntry(key: baseline.entries[0].key, count: 1)])
        #expect(comparison.fixedCount == 1)
    }

    @Test func findingsWithoutEdgeAreKeyedByMessage() {
        let unlocated = Violation(ruleID: "r", ruleKind: "acyclic", severity: .warning, message: "too many cycles", location: nil)
        let baseline = Baseline(violations: [unlocated], root: Self.root)
        #expect(baseline.entries[0].key == BaselineKey(rule: "r", message: "too many cycles"))
        #expect(baseline.compare([unlocated], root: Self.root).new.isEmpty)
    }

    @Test func fileFormatIsVersionedSortedAndRoundTrips() throws {
        let baseline = Baseline(violations: [
            Self.cycle(["Data", "Network"], file: "Sources/Data/R.swift", line: 1),
            Self.finding("CoreA -> CoreB", file: "Sources/CoreA/A.swift", line: 1),
        ], root: Self.root)
        let text = baseline.render()
        #expect(text == """
            {
              "version": 1,
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
        (#"{"version": 2, "entries": []}"#, "b.json:1:13: error: baseline version 2 is not supported (this archlint reads version 1)"),
        (#"{"version": 1, "entries": [{"rule": "r", "count": 0}]}"#, "b.json:1:51: error: entries[0].count: expected a positive integer"),
        (#"{"version": 1, "entries": [{"rule": "r", "count": 1, "edge": {"from": "A"}}]}"#, "b.json:1:62: error: entries[0].edge: expected"),
    ])
    func invalidFilesSayWhereAndWhatToDo(_ text: String, _ expected: String) {
        do {
            _ = try Baseline.parse(text, file: "b.json")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.exitCode == .invalidInput)
            #expect(error.rendered.hasPrefix(expected), "\(error.rendered)")
            #expect(error.rendered.hasSuffix("write a new baseline with --write-baseline b.json"))
        }
    }
}
