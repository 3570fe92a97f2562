import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Text output stays within what a terminal shows: no line of the text goldens is longer than
/// `LineLength.limit`, and a long list is cut with "and N more".
struct LineLengthTests {
    /// The text goldens: the `xcode` reporter's, SampleProject's expected output and the
    /// README's sample (machine formats keep every item and are not held to it).
    static let textGoldens: [String] = {
        let reporting = Fixtures.repositoryPath("Tests/Fixtures/Reporting")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: reporting)) ?? []
        return names.filter { $0.hasSuffix(".xcode.txt") }.sorted().map {
            (reporting as NSString).appendingPathComponent($0)
        }
            + [Fixtures.repositoryPath("SampleProject/expected-output.txt")]
    }()

    @Test func noLineOfTheTextGoldensIsTooLong() throws {
        #expect(Self.textGoldens.count >= 5)
        for path in Self.textGoldens {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n").enumerated() where line.count > LineLength.limit {
                Issue.record("\((path as NSString).lastPathComponent):\(number + 1): \(line.count) characters")
            }
        }
    }

    @Test func noLineOfTheReadmeSampleIsTooLong() throws {
        let readme = try String(contentsOfFile: Fixtures.repositoryPath("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- sample-output:begin -->"))
        let end = try #require(readme.range(of: "<!-- sample-output:end -->"))
        let sample = readme[start.upperBound..<end.lowerBound]
        #expect(sample.contains("error:"))
        for line in sample.split(separator: "\n") where line.count > LineLength.limit {
            Issue.record("README sample: \(line.count) characters: \(line.prefix(80))...")
        }
    }

    @Test func aLongListIsCutWithACount() {
        let files = (1...23).map { "File\($0).swift:\($0)" }.joined(separator: ", ")
        let parts = LineLength.wrapped("fix: add the import in \(files)", prefix: 40)
        #expect(parts.count == 1)
        #expect(parts[0].count <= LineLength.limit - 40)
        #expect(parts[0].hasPrefix("fix: add the import in File1.swift:1, File2.swift:2, "))
        #expect(parts[0].hasSuffix(" more"))
        let shown = parts[0].components(separatedBy: ", ").count - 1
        #expect(parts[0].hasSuffix("and \(23 - shown) more"))
        // --explain keeps every item, over several lines.
        let whole = LineLength.wrapped("fix: add the import in \(files)", prefix: 40, capsLists: false)
        #expect(whole.joined(separator: " ").contains("File23.swift:23"))
        #expect(whole.allSatisfy { $0.count <= LineLength.limit - 40 })
    }

    @Test func clausesGoOnIndentedLinesAndShortTextIsUntouched() {
        #expect(LineLength.wrapped("short", prefix: 10) == ["short"])
        let first = String(repeating: "a ", count: 60) + "end"
        let second = String(repeating: "b ", count: 30) + "end"
        let parts = LineLength.wrapped(first + "; " + second, prefix: 40)
        #expect(parts == [first + ";", "  " + second])
    }
}
