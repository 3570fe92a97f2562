import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The symbol scanner against fixtures whose expectations were written by hand:
/// `NAME.declarations.txt` lists the file-scope declarations, `NAME.references.txt` the references.
@Suite struct SymbolScannerTests {
    static let fixtures = Fixtures.path("Symbols")

    static func render(declarations symbols: FileSymbols) -> String {
        symbols.declarations.map { declaration in
            let members = declaration.members.map { "\($0.name):\($0.access.rawValue)" }.joined(separator: ", ")
            return
                "\(declaration.kind.rawValue) \(declaration.access.rawValue) \(declaration.name) \(declaration.line):\(declaration.column) [\(members)]"
        }.joined(separator: "\n") + "\n"
    }

    static func render(references symbols: FileSymbols) -> String {
        symbols.references.map { reference in
            "\(reference.line):\(reference.column) \(reference.name)\(reference.member.map { ".\($0)" } ?? "")\(reference.isDirect ? "" : " (indirect)")"
        }.joined(separator: "\n") + "\n"
    }

    static let cases: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: fixtures))?
        .filter { $0.hasSuffix(".txt") }.sorted() ?? []

    @Test(arguments: cases)
    func fixture(_ expectationFile: String) throws {
        let parts = expectationFile.split(separator: ".")
        let source = try String(contentsOfFile: "\(Self.fixtures)/\(parts[0]).swift", encoding: .utf8)
        let symbols = SymbolScanner.scan(source)
        let actual = parts[1] == "declarations" ? Self.render(declarations: symbols) : Self.render(references: symbols)
        GoldenFile.check(actual, against: "\(Self.fixtures)/\(expectationFile)", recordable: false)
    }

    @Test func hasFixtures() {
        #expect(Self.cases.count >= 3)
    }

    @Test func namesInCommentsStringsAndRegexesAreNoReferences() {
        let symbols = SymbolScanner.scan(
            #"""
            // UserDTO
            /* UserDTO /* nested */ UserDTO */
            let a = "UserDTO", b = #"UserDTO"#, c = /UserDTO/, d: [String: Int] = [#/UserDTO/#: 1]
            let e = """
                UserDTO \(Used)
                """
            """#)
        #expect(symbols.references.map(\.name) == ["String", "Int", "Used"])
        #expect(symbols.declarations.map(\.name) == ["a", "b", "c", "d", "e"])
    }

    /// Arbitrary bytes never crash the scanner, and what it reports stays inside the input:
    /// named symbols at real positions, references in position order, the same result twice.
    /// Seeded, so a failure names an input that can be replayed.
    @Test(arguments: [UInt64](1...3))
    func arbitraryBytesNeverCrash(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("{}()[]\"'#/\\*`@.:,;? \nabcXYZ_$0123456789extension public struct case".utf8)
        var found = 0
        for round in 0..<100 {
            let bytes = (0..<generator.below(400)).map { _ in generator.pick(alphabet) }
            let symbols = bytes.withUnsafeBytes { SymbolScanner.scan($0) }
            let lines = 1 + bytes.filter { $0 == UInt8(ascii: "\n") }.count
            found += symbols.declarations.count + symbols.references.count
            let place = "seed \(seed), round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            for declaration in symbols.declarations {
                #expect(
                    !declaration.name.isEmpty && (1...lines).contains(declaration.line)
                        && (1...max(1, bytes.count)).contains(declaration.column), "\(place)")
            }
            for reference in symbols.references {
                #expect(
                    !reference.name.isEmpty && (1...lines).contains(reference.line)
                        && (1...max(1, bytes.count)).contains(reference.column), "\(place)")
            }
            #expect(symbols.references == symbols.references.sorted(), "\(place)")
            #expect(bytes.withUnsafeBytes { SymbolScanner.scan($0) } == symbols, "\(place)")
        }
        #expect(found >= 100, "the inputs hardly exercise the scanner: \(found) symbols in 100 inputs")
    }
}
