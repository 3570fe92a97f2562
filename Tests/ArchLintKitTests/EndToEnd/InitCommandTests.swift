import Foundation
import Testing
@testable import ArchLintSupport

@Suite struct InitCommandTests {
    /// A copy of the Layered fixture (no rules file) in `directory`.
    static func layeredCopy(in directory: TemporaryDirectory) throws -> String {
        let copy = try directory.copy(Fixtures.layered)
        try? FileManager.default.removeItem(atPath: (copy as NSString).appendingPathComponent("archlint.json"))
        return copy
    }

    @Test func writesAStarterThatPassesExceptRealProblems() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        let initOutput = try ChildProcess.archlint(["init", "--manifest-json", "dump.json"], in: package)
        #expect(initOutput.exitCode == 0)
        #expect(initOutput.standardError == "wrote archlint.json (switched off until their findings are fixed: core-independent, declared-imports, network-never-imports-data); run `archlint` to check\n")
        let text = try String(contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
        // Groups inferred from names; presets chosen from them.
        #expect(text.contains(#""extends": ["modular-app", "network-isolation"]"#))
        #expect(text.contains(#""core": ["Core*"]"#))
        #expect(text.contains(#"{"id": "core-independent", "severity": "off"}"#))
        #expect(text.contains("// 1 finding today (first: Sources/CoreA/A.swift:1)"))
        // The written file is a valid rules file, and the first run shows only the cycle.
        let check = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: package)
        #expect(check.standardOutput == """
            Sources/Data/Repository.swift:1:1: error: [no-cycles] import cycle Data -> Network -> Data: modules must not import each other in a loop; SwiftPM cannot build a dependency cycle
            Sources/Data/Repository.swift:1:1: note: Data imports Network here
            Sources/Network/Client.swift:2:1: note: Network imports Data here
            Sources/Data/Repository.swift:1:1: note: fix: invert Network -> Data (weight 1: 0 symbols, 1 file): the cheapest way to break Data, Network

            """)
    }

    @Test func refusesToReplaceAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        try directory.write("Layered/archlint.json", "{}\n")
        let output = try ChildProcess.archlint(["init", "--manifest-json", "dump.json"], in: package)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: 'archlint.json' already exists; pass --force to replace it"))
        #expect(try String(contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8) == "{}\n")
        let forced = try ChildProcess.archlint(["init", "--manifest-json", "dump.json", "--force"], in: package)
        #expect(forced.exitCode == 0)
    }

    @Test func printsToStandardOutput() throws {
        let output = try ChildProcess.archlint(["init", "--manifest-json", "dump.json", "--output", "-"], in: Fixtures.layered)
        #expect(output.standardOutput.hasPrefix("// archlint rules for this package, written by `archlint init`."))
        #expect(!FileManager.default.fileExists(atPath: (Fixtures.layered as NSString).appendingPathComponent("archlint.json")))
    }
}
