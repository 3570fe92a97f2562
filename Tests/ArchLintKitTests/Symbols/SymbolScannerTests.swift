import Foundation
import Testing
@testable import ArchLintSyntax

/// The symbol scanner against fixtures whose expectations were written by hand:
/// `NAME.declarations.txt` lists the file-scope declarations, `NAME.references.txt` the references.
@Suite struct SymbolScannerTests {
    static let fixtures = TestSupport.path("Tests/Fixtures/Symbols")

    static func render(declarations symbols: FileSymbols) -> String {
        symbols.declarations.map { declaration in
            let members = declaration.members.map { "\($0.name):\($0.access.rawValue)" }.joined(separator: ", ")
            return "\(declaration.kind.rawValue) \(declaration.access.rawValue) \(declaration.name) \(declaration.line):\(declaration.column) [\(members)]"
        }.joined(separator: "\n") + "\n"
    }

    static func render(references symbols: FileSymbols) -> String {
        symbols.references.map { reference in
            "\(reference.line):\(reference.column) \(reference.name)\(reference.member.map { ".\($0)" } ?? "")\(reference.isDirect ? "" : " (indirect)")"
        }.joined(separator: "\n") + "\n"
    }

    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: fixtures))?
        .filter { $0.hasSuffix(".txt") }.sorted() ?? []

    @Test(arguments: cases)
    func fixture(_ expectationFile: String) throws {
        let parts = expectationFile.split(separator: ".")
        let source = try String(contentsOfFile: "\(Self.fixtures)/\(parts[0]).swift", encoding: .utf8)
        let symbols = SymbolScanner.scan(source)
        let actual = parts[1] == "declarations" ? Self.render(declarations: symbols) : Self.render(references: symbols)
        let path = "\(Self.fixtures)/\(expectationFile)"
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(expectationFile):\n\(actual)")
    }

    @Test func hasFixtures() {
        #expect(Self.cases.count >= 3)
    }

    @Test func namesInCommentsStringsAndRegexesAreNoReferences() {
        let symbols = SymbolScanner.scan(#"""
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

    @Test func arbitraryBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("{}()[]\"'#/\\*`@.:,;? \nabcXYZ_$0123456789extension public struct case".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = bytes.withUnsafeBytes { SymbolScanner.scan($0) }
        }
    }
}
