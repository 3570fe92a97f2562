import Foundation
import Testing
@testable import ArchLintSupport

@Suite struct InitCommandTests {
    /// A temporary copy of the Layered fixture (no rules file).
    static func layeredCopy() throws -> String {
        let directory = TestSupport.temporaryDirectory()
        let copy = (directory as NSString).appendingPathComponent("Layered")
        try FileManager.default.copyItem(atPath: CheckCommandTests.layered, toPath: copy)
        try? FileManager.default.removeItem(atPath: (copy as NSString).appendingPathComponent("archlint.json"))
        return copy
    }

    @Test func writesAStarterThatPassesExceptRealProblems() throws {
        let package = try Self.layeredCopy()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let initOutput = try BinaryRunner.run(["init", "--manifest-json", "dump.json"], in: package)
        #expect(initOutput.exitCode == 0)
        // Each inferred group with its members and why, then what was written.
        #expect(initOutput.standardError == """
            groups inferred (set a module's role under "roles" where this is wrong; `archlint roles` lists every module):
              composition-root (role:composition-root, role:root-feature): 1 module
                App  kind: executable target (an application)
              core (role:core): 2 modules
                CoreA  name: named Core*
                CoreB  name: named Core*
              network (role:network): 1 module
                Network  name: named Network
              data (role:data): 1 module
                Data  name: named Data
            wrote archlint.json (switched off until their findings are fixed: core-independent, declared-imports, network-never-imports-data); run `archlint` to check

            """)
        let text = try String(contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
        // Groups by inferred role; presets chosen from them.
        #expect(text.contains(#""extends": ["modular-app", "network-isolation"]"#))
        #expect(text.contains(#""core": ["role:core"]"#))
        #expect(text.contains("// shared building blocks; they must not depend on one another: CoreA, CoreB\n"))
        #expect(text.contains(#""roles": {},"#))
        #expect(text.contains(#"{"id": "core-independent", "severity": "off"}"#))
        #expect(text.contains("// 1 finding today (first: Sources/CoreA/A.swift:1)"))
        // The written file is a valid rules file, and the first run shows only the cycle.
        let check = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: package)
        #expect(check.standardOutput == """
            Sources/Data/Repository.swift:1:1: error: [no-cycles] import cycle Data -> Network -> Data: modules must not import each other in a loop; SwiftPM cannot build a dependency cycle
            Sources/Data/Repository.swift:1:1: note: Data imports Network here
            Sources/Network/Client.swift:2:1: note: Network imports Data here
            Sources/Data/Repository.swift:1:1: note: fix: invert Network -> Data (weight 1: 0 symbols, 1 file): the cheapest way to break Data, Network

            """)
    }

    @Test func refusesToReplaceAnExistingFile() throws {
        let package = try Self.layeredCopy()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        TestSupport.write("{}\n", to: (package as NSString).appendingPathComponent("archlint.json"))
        let output = try BinaryRunner.run(["init", "--manifest-json", "dump.json"], in: package)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: 'archlint.json' already exists; pass --force to replace it"))
        #expect(try String(contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8) == "{}\n")
        let forced = try BinaryRunner.run(["init", "--manifest-json", "dump.json", "--force"], in: package)
        #expect(forced.exitCode == 0)
    }

    @Test func printsToStandardOutput() throws {
        let output = try BinaryRunner.run(["init", "--manifest-json", "dump.json", "--output", "-"], in: CheckCommandTests.layered)
        #expect(output.standardOutput.hasPrefix("// archlint rules for this package, written by `archlint init`."))
        #expect(!FileManager.default.fileExists(atPath: (CheckCommandTests.layered as NSString).appendingPathComponent("archlint.json")))
    }
}
