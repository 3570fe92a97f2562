import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintTestSupport

/// Every fixture under Tests/Fixtures/Imports against its hand-written `.expected.jsonl`.
@Suite struct ImportsFixtureTests {
    @Test func fixturesArePresent() {
        #expect(ImportFixtures.names.count >= 14, "fixtures not found under \(ImportFixtures.directory)")
    }

    @Test(arguments: ImportFixtures.names)
    func fixtureMatchesExpectation(name: String) throws {
        let expected = try ImportFixtures.expected(name)
        let actual = ImportFixtures.scan(ImportFixtures.source(name))
        #expect(actual.count == expected.count, "\(name): \(actual.map(\.path))")
        for (got, want) in zip(actual, expected) {
            #expect(got == want, "\(name) line \(want.line)")
        }
    }

    @Test func stringAndBytesAgree() {
        let source = "@testable import A.B\n#if X\nimport C\n#endif\n"
        var copy = source
        let fromBytes = copy.withUTF8 { ImportScanner.scan(UnsafeRawBufferPointer($0)) }
        #expect(ImportScanner.scan(source) == fromBytes)
        #expect(fromBytes.map(\.module) == ["A", "C"])
    }

    @Test func emptyInput() {
        #expect(ImportScanner.scan("").isEmpty)
        #expect(ImportScanner.scan(UnsafeRawBufferPointer(start: nil, count: 0)).isEmpty)
    }

    @Test func importAtEndOfInputWithoutPath() {
        #expect(ImportScanner.scan("import").isEmpty)
        #expect(ImportScanner.scan("import struct").isEmpty)
        #expect(ImportScanner.scan("import A.").map(\.path) == [["A"]])
    }
}
