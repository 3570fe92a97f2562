import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

@Suite struct InitCommandTests {
    /// A copy of the Layered fixture (no rules file) in `directory`.
    static func layeredCopy(in directory: TemporaryDirectory) throws -> String {
        let copy = try directory.copy(Fixtures.layered)
        try? FileManager.default.removeItem(atPath: (copy as NSString).appendingPathComponent("archlint.json"))
        return copy
    }

    @Test func writesAStarterWithEveryRuleOnAndABaseline() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        let initOutput = try ChildProcess.archlint(["init", "--manifest-json", "dump.json"], in: package)
        #expect(initOutput.exitCode == 0)
        // Each inferred group with its members and why, the layers seen, then what was written.
        // Every finding of today is in the baseline: none is written as an exception.
        #expect(
            initOutput.standardError == """
                groups inferred (set a module's role under "roles" where this is wrong; `archlint roles` lists every module):
                  composition-root (role:composition-root, role:root-feature): 1 module
                    App  kind: executable target (an application)
                  data (role:data): 1 module
                    Data  name: named Data; code: persists data: repository Repository (Repository.swift:3)
                  network (role:network): 1 module
                    Network  name: named Network
                  core (role:core): 2 modules
                    CoreA  name: named Core*
                    CoreB  name: named Core*
                layers seen (top first): composition-root > data > network > core
                  composition-root above data: 1 import edge from composition-root to data, none back
                  data above network: 1 import edge from data to network, 1 back (break, recorded in the baseline)
                  network above core: no import between them (the usual order)
                wrote archlint.json: 9 rules, every one on
                wrote archlint-baseline.json: today's 5 findings accepted; a new one fails `archlint check`:
                  core-independent: 1 edge
                  declared-imports: 1 missing declaration
                  layered: 1 edge
                  network-never-imports-data: 1 edge
                  no-cycles: 1 import cycle
                run `archlint` to check; once recorded findings are fixed, `archlint baseline update` drops them

                """)
        let text = try String(
            contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
        // Groups by inferred role; the default's presets; no rule switched off.
        #expect(text.contains(#""extends": ["modular-app", "network-isolation"]"#))
        #expect(text.contains(#""core": ["role:core"]"#))
        #expect(text.contains("// shared building blocks; they must not depend on one another: CoreA, CoreB\n"))
        #expect(text.contains(#""roles": {},"#))
        #expect(text.contains(#""baseline": "archlint-baseline.json""#))
        #expect(!text.contains(#""off""#))
        #expect(!text.contains("except"), "a finding is never hidden in an exception")
        // The layers seen, top first, with the imports that show the order.
        #expect(
            text.contains(
                #"{"id": "layered", "kind": "layers", "layers": ["@composition-root", "@data", "@network", "@core"],"#))
        #expect(
            text.contains(
                "    //   data above network: 1 import edge from data to network, 1 back (break, recorded in the baseline)\n"
            ))
        let baseline = try String(
            contentsOfFile: (package as NSString).appendingPathComponent("archlint-baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#""rule": "no-cycles""#) && baseline.contains(#""rule": "declared-imports""#))
        #expect(
            baseline.contains(#""rule": "core-independent""#)
                && baseline.contains(#""rule": "network-never-imports-data""#))
        // The written files are valid, and the first run passes with the baseline.
        let check = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: package)
        #expect(check.exitCode == 0)
        #expect(check.standardOutput == "")
        #expect(
            CheckOutput.summary(check.standardError)
                == "0 findings; 6 modules checked (7 files, T ms); baseline archlint-baseline.json: 0 new, 5 accepted, 0 stale"
        )
        // Without it, the findings are all there, none switched off.
        let all = try ChildProcess.archlint(["check", "--manifest-json", "dump.json", "--no-baseline"], in: package)
        #expect(all.exitCode == ExitCode.findings.rawValue)
        let rules = all.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            line -> String in
            String(line.split(separator: "[")[1].prefix { $0 != "]" })
        }
        #expect(
            rules == ["core-independent", "declared-imports", "layered", "network-never-imports-data", "no-cycles"])
    }

    @Test func aPackageThatPassesGetsNoBaseline() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        // Only the App: nothing imports anything.
        try TemporaryDirectory.writeFile(
            #"{"name": "P", "targets": [{"name": "App", "type": "executable", "path": "Sources/App"}]}"#,
            to: (package as NSString).appendingPathComponent("one.json"))
        try TemporaryDirectory.writeFile(
            "print(1)\n", to: (package as NSString).appendingPathComponent("Sources/App/main.swift"))
        let output = try ChildProcess.archlint(["init", "--manifest-json", "one.json"], in: package)
        #expect(output.exitCode == 0)
        #expect(
            output.standardError == """
                groups inferred (set a module's role under "roles" where this is wrong; `archlint roles` lists every module):
                  composition-root (role:composition-root, role:root-feature): 1 module
                    App  kind: executable target (an application)
                wrote archlint.json: 8 rules, every one on
                every rule passes today
                run `archlint` to check

                """)
        #expect(
            !FileManager.default.fileExists(
                atPath: (package as NSString).appendingPathComponent("archlint-baseline.json")))
        let text = try String(
            contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
        #expect(!text.contains("baseline"))
    }

    @Test func refusesToReplaceAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        try directory.write("Layered/archlint.json", "{}\n")
        let output = try ChildProcess.archlint(["init", "--manifest-json", "dump.json"], in: package)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: 'archlint.json' already exists; pass --force to replace it"))
        #expect(
            try String(contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
                == "{}\n")
        let forced = try ChildProcess.archlint(["init", "--manifest-json", "dump.json", "--force"], in: package)
        #expect(forced.exitCode == 0)
    }

    @Test func printsToStandardOutput() throws {
        let output = try ChildProcess.archlint(
            ["init", "--manifest-json", "dump.json", "--output", "-"], in: Fixtures.layered)
        #expect(output.standardOutput.hasPrefix("// archlint rules for this package, written by `archlint init`."))
        #expect(
            !FileManager.default.fileExists(
                atPath: (Fixtures.layered as NSString).appendingPathComponent("archlint.json")))
    }

    /// A rules file cannot send the baseline (which `baseline update` writes) out of the package.
    @Test func aBaselineOutsideThePackageIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try Self.layeredCopy(in: directory)
        try TemporaryDirectory.writeFile(
            #"{"baseline": "../elsewhere.json"}"#, to: (package as NSString).appendingPathComponent("archlint.json"))
        for arguments in [["check"], ["baseline", "update"]] {
            let output = try ChildProcess.archlint(arguments + ["--manifest-json", "dump.json"], in: package)
            #expect(output.exitCode == ExitCode.badConfiguration.rawValue)
            #expect(
                output.standardError.hasPrefix(
                    "archlint.json: error: baseline: '../elsewhere.json' is outside the package root"),
                "\(output.standardError)")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: ((package as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                    "elsewhere.json")))
    }
}
