import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Paths the user gives keep their links for the kernel; the JSON reader locates values
/// exactly and in linear time, and refuses depth it cannot afford.
struct PathAndJSONTests {
    @Test func standardizeFoldsLexicallyAndLeavesLinksAlone() throws {
        let directory = try TemporaryDirectory("paths")
        defer { directory.remove() }
        let root = PathUtilities.realPath(directory.path)!
        try FileManager.default.createDirectory(atPath: root + "/ci", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/other/deep", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/ci/link.json", withDestinationPath: "baseline.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/ci/deep", withDestinationPath: "../other/deep")
        // A relative link stays as written; the kernel resolves it against ci/ when opened.
        #expect(PathUtilities.standardize("ci/link.json", relativeTo: root) == root + "/ci/link.json")
        #expect(PathUtilities.standardize("./a//b/./c/", relativeTo: root) == root + "/a/b/c")
        #expect(PathUtilities.standardize("a/../b", relativeTo: root) == root + "/b")
        // `..` after a link leaves the folder the link leads to, as the kernel does.
        #expect(PathUtilities.standardize("ci/deep/..", relativeTo: root) == root + "/other")
        #expect(PathUtilities.standardize("/..") == "/")
    }

    @Test func columnsCountCharactersOnLongLines() throws {
        let text = #"{"é": ["ü", 1, {"ok": true, "x": nope}]}"#
        do {
            _ = try JSONParser.parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.position == TextPosition(line: 1, column: 34), "\(error)")
        }
        let value = try JSONParser.parse("\n  // comment\n  [1, \"naïve\", 3]")
        guard case .array(let items, let position) = value else { Issue.record("not an array"); return }
        #expect(position == TextPosition(line: 3, column: 3))
        #expect(
            items.map(\.position) == [
                TextPosition(line: 3, column: 4), TextPosition(line: 3, column: 7), TextPosition(line: 3, column: 16),
            ])
    }

    @Test func oneLongLineIsReadInLinearTime() throws {
        let entries = (0..<40_000).map { #"{"rule":"r\#($0)","count":1,"files":["Sources/Module\#($0)/File.swift"]}"# }
        let text = #"{"entries":["# + entries.joined(separator: ",") + "]}"  // about 3 MB on one line
        let start = Date()
        let value = try JSONParser.parse(text)
        #expect(Date().timeIntervalSince(start) < 10, "took \(Date().timeIntervalSince(start)) s")
        guard case .array(let items, _)? = value["entries"] else { Issue.record("no entries"); return }
        #expect(items.last?.position.column == text.count - entries.last!.count - 1)
    }

    @Test(arguments: [
        (String(repeating: "[", count: 513) + String(repeating: "]", count: 513), false),
        (String(repeating: "[", count: 512) + String(repeating: "]", count: 512), true),
        (String(repeating: "{\"a\":", count: 100_000), false),
    ])
    func depthIsBounded(_ text: String, _ accepted: Bool) {
        let parsed = (try? JSONParser.parse(text)) != nil
        #expect(parsed == accepted)
    }

    @Test(
        arguments: [
            (1.0, 1), (1e300, nil), (.infinity, nil), (2.5, nil), (-3.0, -3), (9_223_372_036_854_775_807.0, nil),
        ] as [(Double, Int?)])
    func wholeNumbersThatFit(_ number: Double, _ expected: Int?) {
        #expect(JSONValue.number(number, TextPosition(line: 1, column: 1)).integerValue == expected)
    }
}
