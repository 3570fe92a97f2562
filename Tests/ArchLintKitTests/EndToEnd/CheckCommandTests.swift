import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintRules
@testable import ArchLintKit

/// Runs the built `archlint` binary and compares stdout, stderr and the exit code.
@Suite struct CheckCommandTests {
    static let layered = TestSupport.path("Tests/Fixtures/Packages/Layered")
    static let hasSwift = TestSupport.swiftExecutable != nil

    /// The closing summary line, with the timing masked.
    static func summary(_ standardError: String) -> String {
        let last = standardError.split(separator: "\n").last.map(String.init) ?? ""
        return last.replacingOccurrences(of: #"\d+ ms\)$"#, with: "T ms)", options: .regularExpression)
    }

    static func expectedLayeredOutput() throws -> String {
        try String(contentsOfFile: (layered as NSString).appendingPathComponent("expected.stdout"), encoding: .utf8)
    }

    @Test(.enabled(if: hasSwift, "needs `swift` on PATH to run dump-package"))
    func reportsEveryFindingAtTheImportLine() throws {
        let output = try BinaryRunner.run(["check"], in: Self.layered)
        #expect(output.standardOutput == (try Self.expectedLayeredOutput()))
        #expect(output.exitCode == 1)
        #expect(Self.summary(output.standardError) == "3 violations in 3 modules (7 files scanned, T ms)")
        #expect(output.standardError.hasPrefix("note: no archlint.json in .; using the built-in default rules (preset 'recommended': modular-app, network-isolation)"))
    }

    @Test(.enabled(if: hasSwift, "needs `swift` on PATH to run dump-package"))
    func checkIsTheDefaultCommandAndOutputIsDeterministic() throws {
        let first = try BinaryRunner.run([], in: Self.layered)
        let second = try BinaryRunner.run(["check", "--package-path", "."], in: Self.layered)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.exitCode == second.exitCode)
        #expect(first.standardOutput == (try Self.expectedLayeredOutput()))
    }

    @Test func readsADumpFromAFileOrStandardInput() throws {
        // No SwiftPM involved: a PATH without `swift` proves it.
        let environment = ["PATH": "/nonexistent"]
        let fromFile = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: Self.layered, environment: environment)
        #expect(fromFile.standardOutput == (try Self.expectedLayeredOutput()))
        #expect(fromFile.exitCode == 1)
        let dump = try Data(contentsOf: URL(fileURLWithPath: (Self.layered as NSString).appendingPathComponent("dump.json")))
        let fromStdin = try BinaryRunner.run(["check", "--manifest-json", "-"], in: Self.layered, environment: environment, standardInput: dump)
        #expect(fromStdin.standardOutput == fromFile.standardOutput)
        #expect(fromStdin.exitCode == 1)
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() throws {
        let output = try BinaryRunner.run(
            ["check", "--package-path", "Tests/Fixtures/Packages/Layered", "--manifest-json", "Tests/Fixtures/Packages/Layered/dump.json"],
            in: TestSupport.repositoryRoot)
        let expected = try Self.expectedLayeredOutput().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "Tests/Fixtures/Packages/Layered/" + $0 }.joined(separator: "\n")
        #expect(output.standardOutput == expected)
    }

    @Test func rulesFileChangesTheFindings() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = (directory as NSString).appendingPathComponent("rules.json")
        TestSupport.write("""
            // Only the forbidden edge, as a warning.
            {"rules": [{"id": "no-data-in-network", "kind": "forbidden", "from": "Network", "to": "Data", "severity": "warning"}]}
            """, to: config)
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json", "--config", config], in: Self.layered)
        #expect(output.standardOutput == "Sources/Network/Client.swift:2:1: warning: [no-data-in-network] Network imports Data: modules matching Network must never import modules matching Data\nSources/Network/Client.swift:2:1: note: fix: Network names no declaration of Data (no type, function or extension member): delete `import Data` (Client.swift:2)\n")
        #expect(output.exitCode == 0, "warnings alone do not fail the run")
        #expect(Self.summary(output.standardError) == "1 violation (0 errors, 1 warning) in 1 module (7 files scanned, T ms)")
    }

    // MARK: - Bad input

    @Test func noPackageManifest() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = try BinaryRunner.run(["check"], in: directory)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError.contains("error: no Package.swift in '"))
        #expect(output.standardError.contains("--package-path DIR"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test func missingPackageDirectory() throws {
        let output = try BinaryRunner.run(["check", "--package-path", "does/not/exist"], in: Self.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError == "error: no such directory 'does/not/exist'; pass the package root with --package-path DIR\n")
    }

    @Test func swiftMissingFromPath() throws {
        let output = try BinaryRunner.run(["check"], in: Self.layered, environment: ["PATH": "/nonexistent"])
        #expect(output.exitCode == ExitCode.toolchainUnavailable.rawValue)
        #expect(output.standardError.contains("cannot find the 'swift' executable (searched PATH)"))
        #expect(output.standardError.contains("--manifest-json FILE"))
    }

    @Test(.enabled(if: hasSwift, "needs `swift` on PATH to evaluate a manifest"))
    func manifestThatFailsToEvaluate() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        TestSupport.write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Broken", targets: [.target(name: "A", dependencies: [undefinedThing])])
            """, to: (directory as NSString).appendingPathComponent("Package.swift"))
        let output = try BinaryRunner.run(["check"], in: directory)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("SwiftPM could not evaluate '"))
        #expect(output.standardError.contains("Package.swift"))
        // SwiftPM's own error line, with its file:line:column.
        #expect(output.standardError.contains("Package.swift:3:"))
        #expect(output.standardError.contains("undefinedThing"))
    }

    @Test func dumpThatIsNotJSON() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        TestSupport.write("not json at all", to: (directory as NSString).appendingPathComponent("dump.json"))
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: directory)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("is not a `swift package dump-package` JSON document: not valid JSON"))
    }

    @Test func dumpThatIsJSONButNotADump() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        TestSupport.write(#"{"version": 1}"#, to: (directory as NSString).appendingPathComponent("dump.json"))
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: directory)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("name: missing package name"))
    }

    @Test func dumpFileMissing() throws {
        let output = try BinaryRunner.run(["check", "--manifest-json", "nope.json"], in: Self.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError.contains("cannot read manifest dump"))
        #expect(output.standardError.contains("no such file"))
    }

    @Test func missingSourceFolderWarnsAndContinues() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        TestSupport.write("import Foundation\n", to: (directory as NSString).appendingPathComponent("Sources/Present/File.swift"))
        TestSupport.write(#"{"name": "P", "targets": [{"name": "Present", "type": "regular"}, {"name": "Absent", "type": "regular"}]}"#,
                          to: (directory as NSString).appendingPathComponent("dump.json"))
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: directory)
        #expect(output.exitCode == ExitCode.clean.rawValue)
        #expect(output.standardError.contains("warning:"))
        #expect(output.standardError.contains("Absent"))
        #expect(Self.summary(output.standardError) == "0 violations in 0 modules (1 file scanned, T ms)")
    }

    @Test func nonUTF8SourceWarnsAndContinues() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = (directory as NSString).appendingPathComponent("Sources/Network/Latin1.swift")
        TestSupport.write("", to: file)
        // "import Data" followed by a Latin-1 comment: not UTF-8, still scanned.
        try Data("import Data // caf\u{E9}\n".utf8.map { $0 }.prefix(17) + [0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])
            .write(to: URL(fileURLWithPath: file))
        TestSupport.write("public struct D {}\n", to: (directory as NSString).appendingPathComponent("Sources/Data/D.swift"))
        TestSupport.write(#"{"name": "P", "targets": [{"name": "Network", "type": "regular"}, {"name": "Data", "type": "regular"}]}"#,
                          to: (directory as NSString).appendingPathComponent("dump.json"))
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json"], in: directory)
        #expect(output.standardError.contains("Sources/Network/Latin1.swift: warning: source file is not valid UTF-8"))
        #expect(output.standardOutput.hasPrefix("Sources/Network/Latin1.swift:1:1: error: [network-never-imports-data]"))
        #expect(output.exitCode == ExitCode.findings.rawValue)
    }

    @Test func badRulesFile() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = (directory as NSString).appendingPathComponent("archlint.json")
        TestSupport.write("{\n  \"rules\": [\n    {\"kind\": \"forbiden\", \"from\": \"A\", \"to\": \"B\"}\n  ]\n}\n", to: config)
        let output = try BinaryRunner.run(["check", "--manifest-json", (Self.layered as NSString).appendingPathComponent("dump.json"),
                                           "--config", config], in: directory)
        #expect(output.exitCode == ExitCode.badConfiguration.rawValue)
        #expect(output.standardError == "archlint.json:3:14: error: rules[0].kind: unknown rule kind 'forbiden'; did you mean 'forbidden'? (kinds: \(RuleCatalog.standard.kinds.joined(separator: ", ")); `archlint rules` lists them)\n")
    }

    @Test func missingRulesFile() throws {
        let output = try BinaryRunner.run(["check", "--manifest-json", "dump.json", "--config", "nope.json"], in: Self.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError == "nope.json: error: no such rules file; check the path given to --config\n")
    }

    // MARK: - Command line

    @Test func unknownCommandSuggestsTheNearest() throws {
        let output = try BinaryRunner.run(["chek"], in: Self.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError == "error: unknown command 'chek'; did you mean 'check'?\nRun 'archlint --help' for the list of commands.\n")
    }

    @Test func unknownOptionSuggestsTheNearest() throws {
        let output = try BinaryRunner.run(["check", "--manifest-jsno", "x"], in: Self.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError == "error: unknown option '--manifest-jsno'; did you mean '--manifest-json'?\nRun 'archlint check --help' for usage.\n")
    }

    @Test func optionWithoutValue() throws {
        let output = try BinaryRunner.run(["check", "--package-path"], in: Self.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: option '--package-path' needs a value"))
    }

    @Test func helpAndVersion() throws {
        let help = try BinaryRunner.run(["--help"], in: Self.layered)
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("USAGE: archlint [COMMAND] [OPTIONS]"))
        #expect(help.standardOutput.contains("EXAMPLES:"))
        for code in ExitCode.allCases {
            #expect(help.standardOutput.contains("  \(code.rawValue)"), "help lists exit code \(code.rawValue)")
        }
        let checkHelp = try BinaryRunner.run(["check", "--help"], in: Self.layered)
        #expect(checkHelp.standardOutput.hasPrefix("USAGE: archlint check"))
        let helpCheck = try BinaryRunner.run(["help", "check"], in: Self.layered)
        #expect(helpCheck.standardOutput == checkHelp.standardOutput)
        let version = try BinaryRunner.run(["--version"], in: Self.layered)
        #expect(version.standardOutput == ToolVersion.current + "\n")
    }

    @Test func rulesCommandListsAndDocumentsKinds() throws {
        let list = try BinaryRunner.run(["rules"], in: Self.layered)
        #expect(list.exitCode == 0)
        #expect(list.standardOutput.split(separator: "\n").map { String($0.split(separator: " ")[0]) } == RuleCatalog.standard.kinds)
        let doc = try BinaryRunner.run(["rules", "forbidden"], in: Self.layered)
        #expect(doc.standardOutput.hasPrefix("forbidden: Modules matching `from` never import modules matching `to`."))
        #expect(doc.standardOutput.contains("Example 1 (triggers):"))
        let typo = try BinaryRunner.run(["rules", "acylic"], in: Self.layered)
        #expect(typo.exitCode == ExitCode.usage.rawValue)
        #expect(typo.standardError.contains("did you mean 'acyclic'?"))
    }
}

/// The showcase: `swift run archlint check --package-path SampleProject` from the repository
/// root prints exactly the hand-checked findings in SampleProject/expected-output.txt.
@Suite(.enabled(if: TestSupport.swiftExecutable != nil, "needs `swift` on PATH to run dump-package"))
struct SampleProjectTests {
    /// The summary line on standard error, timing masked.
    static let expectedSummary = "21 violations (19 errors, 2 warnings) in 12 modules (56 files scanned, T ms)"

    static func run() throws -> BinaryRunner.Output {
        try BinaryRunner.run(["check", "--package-path", "SampleProject"], in: TestSupport.repositoryRoot)
    }

    @Test func printsEveryExpectedFinding() throws {
        let output = try Self.run()
        let expected = try String(contentsOfFile: TestSupport.path("SampleProject/expected-output.txt"), encoding: .utf8)
        #expect(output.standardOutput == expected)
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(CheckCommandTests.summary(output.standardError) == Self.expectedSummary)
        #expect(!output.standardError.contains("no archlint.json"), "SampleProject has its own rules file")
    }

    /// The showcase trips every rule kind archlint has at least once.
    @Test func everyRuleKindFires() throws {
        let root = TestSupport.path("SampleProject")
        let result = try Linter(workingDirectory: TestSupport.repositoryRoot).check(CheckOptions(packagePath: root))
        let fired = Set(result.violations.map(\.ruleKind))
        #expect(Set(RuleCatalog.standard.kinds).subtracting(fired).isEmpty, "never fires on SampleProject: \(Set(RuleCatalog.standard.kinds).subtracting(fired).sorted())")
    }

    @Test func outputIsByteIdenticalRunToRun() throws {
        #expect(try Self.run().standardOutput == (try Self.run()).standardOutput)
    }

    /// Every finding points at a deliberate violation listed by hand in violations.tsv (cycle
    /// findings through one of their edges), and every listed violation is found.
    @Test func findingsAreTheDeliberateViolations() throws {
        let table = try String(contentsOfFile: TestSupport.path("SampleProject/violations.tsv"), encoding: .utf8)
        let listed = Set(table.split(separator: "\n").dropFirst().map { row -> String in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return "SampleProject/\(fields[0]):\(fields[1]):\(fields[2])"
        })
        let output = try Self.run()
        var found: Set<String> = []
        var currentIsCycle = false
        var cycleMatched = true
        for line in output.standardOutput.split(separator: "\n") {
            let parts = line.components(separatedBy: ": ")
            let location = parts[0]
            if line.contains(": note: ") {
                if currentIsCycle && listed.contains(location) { cycleMatched = true; found.insert(location) }
                continue
            }
            #expect(cycleMatched, "a cycle finding touches no listed violation")
            currentIsCycle = line.contains("import cycle")
            cycleMatched = !currentIsCycle
            if !currentIsCycle {
                #expect(listed.contains(location), "finding at \(location) is not a listed deliberate violation")
                found.insert(location)
            }
        }
        #expect(cycleMatched)
        #expect(found == listed, "listed but not found: \(listed.subtracting(found).sorted())")
    }
}
