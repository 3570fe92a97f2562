import Foundation
@testable import ArchLintSyntax

/// Locates the repository from this file's path and lists the import fixtures.
enum ImportFixtures {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Imports
        .deletingLastPathComponent()  // ArchLintKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/Imports")

    /// Fixture names (without `.swift`), sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    static func source(_ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name + ".swift"))) ?? Data()
    }

    /// Hand-written expectations: one JSON object per import, omitted fields at their defaults.
    static func expected(_ name: String) throws -> [ImportDeclaration] {
        let url = directory.appendingPathComponent(name + ".expected.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
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
