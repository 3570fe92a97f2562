import Foundation
@testable import ArchLintSyntax
@testable import ArchLintTestSupport

/// The import fixtures under Tests/Fixtures/Imports: sources and their hand-written expectations.
enum ImportFixtures {
    static let directory = Fixtures.path("Imports")

    /// The fixture source named `name` (without `.swift`).
    static func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name + ".swift") }

    /// Fixture names (without `.swift`), sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    static func source(_ name: String) -> Data {
        (try? Data(contentsOf: URL(fileURLWithPath: path(name)))) ?? Data()
    }

    /// Hand-written expectations: one JSON object per import, omitted fields at their defaults.
    static func expected(_ name: String) throws -> [ImportDeclaration] {
        let text = try String(
            contentsOfFile: (directory as NSString).appendingPathComponent(name + ".expected.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(Expectation.self, from: Data(line.utf8)).declaration
        }
    }

    private struct Expectation: Decodable {
        var path: [String]
        var kind: String?
        var attributes: [String]?
        var access: String?
        var line: Int
        var column: Int
        var declarationLine: Int?
        var declarationColumn: Int?
        var conditions: [ConditionClause]?
        var scope: ImportDeclaration.Scope?

        var declaration: ImportDeclaration {
            ImportDeclaration(
                path: path, kind: kind, attributes: attributes ?? [], access: access,
                line: line, column: column, conditions: ConditionChain(conditions ?? []), scope: scope ?? .file,
                declarationLine: declarationLine ?? line, declarationColumn: declarationColumn ?? column)
        }
    }

    static func scan(_ data: Data) -> [ImportDeclaration] {
        data.withUnsafeBytes { ImportScanner.scan($0) }
    }
}
