import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// `archlint imports`: walking, ordering, JSON Lines shape, exit codes and warnings.
@Suite struct ImportsCommandTests {
    /// Runs the command in a fresh folder laid out by `files` (relative path -> bytes).
    static func run(_ files: [String: [UInt8]], arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        for (path, bytes) in files {
            try root.write(path, bytes: Data(bytes))
        }
        var out = ""
        var err = ""
        let code = ImportsCommand.run(
            paths: arguments, workingDirectory: root.path, stdout: { out += $0 }, stderr: { err += $0 })
        return (code, out, err)
    }

    static let tree: [String: [UInt8]] = [
        "Sources/B/B.swift": Array("@testable @_spi(X) public import struct Core.Point\n".utf8),
        "Sources/A/A.swift": Array(
            "#if canImport(UIKit)\n  import UIKit\n#else\nimport Foundation\n#endif\nstruct S { import Nested }\n".utf8),
        "Sources/A/notes.txt": Array("import NotSwift\n".utf8),
        "Sources/.build/X.swift": Array("import BuildProduct\n".utf8),
        "Sources/.build-linux/X.swift": Array("import BuildProduct\n".utf8),
        "Sources/Pods/P.swift": Array("import Vendored\n".utf8),
        "Sources/DerivedData/D.swift": Array("import Derived\n".utf8),
        "Sources/Carthage/C.swift": Array("import Carthage\n".utf8),
        "Sources/.git/G.swift": Array("import Git\n".utf8),
        "Sources/.swiftpm/S.swift": Array("import SwiftPM\n".utf8),
    ]

    @Test func printsSortedJSONLinesWithFixedKeys() throws {
        let result = try Self.run(Self.tree, arguments: ["Sources"])
        #expect(result.code == 0)
        #expect(result.err == "")
        let expected = """
            {"file": "Sources/A/A.swift", "imports": [{"module": "UIKit", "path": ["UIKit"], "kind": null, "attributes": [], "access": null, "line": 2, "column": 3, "conditions": [{"clause": "if", "condition": "canImport(UIKit)"}], "scope": "file"}, {"module": "Foundation", "path": ["Foundation"], "kind": null, "attributes": [], "access": null, "line": 4, "column": 1, "conditions": [{"clause": "else", "condition": null}], "scope": "file"}, {"module": "Nested", "path": ["Nested"], "kind": null, "attributes": [], "access": null, "line": 6, "column": 12, "conditions": [], "scope": "nested"}]}
            {"file": "Sources/B/B.swift", "imports": [{"module": "Core", "path": ["Core", "Point"], "kind": "struct", "attributes": ["testable", "_spi(X)"], "access": "public", "line": 1, "column": 27, "conditions": [], "scope": "file"}]}

            """
        #expect(result.out == expected)
    }

    @Test func outputIsByteIdenticalRunToRun() throws {
        let first = try Self.run(Self.tree, arguments: ["Sources", "Sources/B/B.swift"])
        let second = try Self.run(Self.tree, arguments: ["Sources/B/B.swift", "Sources"])
        #expect(first.out == second.out)
        #expect(first.out.split(separator: "\n").count == 2)  // a file named twice is listed once
    }

    @Test func explicitFileIsScannedWhateverItsExtension() throws {
        let result = try Self.run(Self.tree, arguments: ["Sources/A/notes.txt"])
        #expect(result.out.hasPrefix("{\"file\": \"Sources/A/notes.txt\", \"imports\": [{\"module\": \"NotSwift\""))
    }

    @Test func noPathsIsAUsageError() throws {
        let result = try Self.run([:], arguments: [])
        #expect(result.code == 64)
        #expect(result.err.contains("usage: archlint imports PATH..."))
        #expect(result.out == "")
    }

    @Test func missingPathsAreAllNamedAndExit66() throws {
        let result = try Self.run(Self.tree, arguments: ["Sources", "Nope", "Gone.swift"])
        #expect(result.code == 66)
        #expect(result.err.contains("'Nope'") && result.err.contains("'Gone.swift'"))
        #expect(result.err.contains("check the path"))
        #expect(result.out == "")
    }

    @Test func nonUTF8IsWarnedScannedAndListed() throws {
        let files = ["Bad.swift": [0xFF] + Array("\nimport Foundation\n".utf8)]
        let result = try Self.run(files, arguments: ["."])
        #expect(result.code == 0)
        #expect(result.err.contains("'Bad.swift' is not valid UTF-8"))
        #expect(result.out.contains("\"module\": \"Foundation\""))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(ImportsCommand.jsonString("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
    }
}
