import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Runs the built `archlint` binary and compares stdout, stderr and the exit code.
@Suite struct CheckCommandTests {
    @Test(.requiresSwift)
    func reportsEveryFindingAtTheImportLine() throws {
        let output = try ChildProcess.archlint(["check"], in: Fixtures.layered)
        GoldenFile.check(output.standardOutput, against: CheckOutput.expectedLayeredPath, recordable: false)
        #expect(output.exitCode == 1)
        #expect(CheckOutput.summary(output.standardError) == "3 findings on 3 edges; 6 modules checked (7 files, T ms)")
        #expect(
            output.standardError.hasPrefix(
                "note: no archlint.json in .; using the built-in default rules (preset 'recommended': modular-app, network-isolation)"
            ))
    }

    @Test(.requiresSwift)
    func checkIsTheDefaultCommandAndOutputIsDeterministic() throws {
        let first = try ChildProcess.archlint([], in: Fixtures.layered)
        let second = try ChildProcess.archlint(["check", "--package-path", "."], in: Fixtures.layered)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.exitCode == second.exitCode)
        GoldenFile.check(first.standardOutput, against: CheckOutput.expectedLayeredPath, recordable: false)
    }

    @Test func readsADumpFromAFileOrStandardInput() throws {
        // No SwiftPM involved: a PATH without `swift` proves it.
        let environment = ["PATH": "/nonexistent"]
        let fromFile = try ChildProcess.archlint(
            ["check", "--manifest-json", "dump.json"], in: Fixtures.layered, environment: environment)
        GoldenFile.check(fromFile.standardOutput, against: CheckOutput.expectedLayeredPath, recordable: false)
        #expect(fromFile.exitCode == 1)
        let dump = try Data(
            contentsOf: URL(fileURLWithPath: (Fixtures.layered as NSString).appendingPathComponent("dump.json")))
        let fromStdin = try ChildProcess.archlint(
            ["check", "--manifest-json", "-"], in: Fixtures.layered, environment: environment, standardInput: dump)
        #expect(fromStdin.standardOutput == fromFile.standardOutput)
        #expect(fromStdin.exitCode == 1)
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() throws {
        let output = try ChildProcess.archlint(
            [
                "check", "--package-path", "Tests/Fixtures/Packages/Layered", "--manifest-json",
                "Tests/Fixtures/Packages/Layered/dump.json",
            ],
            in: Fixtures.repositoryRoot)
        let expected = try CheckOutput.expectedLayeredOutput().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty || $0.hasPrefix("note: [") ? String($0) : "Tests/Fixtures/Packages/Layered/" + $0 }
            .joined(separator: "\n")
        #expect(output.standardOutput == expected)
    }

    @Test func rulesFileChangesTheFindings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try directory.write(
            "rules.json",
            """
            // Only the forbidden edge, as a warning.
            {"rules": [{"id": "no-data-in-network", "kind": "forbidden", "from": "Network", "to": "Data", "severity": "warning"}]}
            """)
        let output = try ChildProcess.archlint(
            ["check", "--manifest-json", "dump.json", "--config", config], in: Fixtures.layered)
        #expect(
            output.standardOutput
                == "Sources/Network/Client.swift:2:1: warning: [no-data-in-network] Network imports Data: modules matching Network must never import modules matching Data\nSources/Network/Client.swift:2:1: note: fix: Network names no declaration of Data (no type, function or extension member): delete `import Data` (Client.swift:2)\n"
        )
        #expect(output.exitCode == 0, "warnings alone do not fail the run")
        // The one rule judges Network and Data only.
        #expect(
            CheckOutput.summary(output.standardError)
                == "1 finding (0 errors, 1 warning) on 1 edge; 2 modules checked (7 files, T ms)")
    }

    // MARK: - Bad input

    @Test func noPackageManifest() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = try ChildProcess.archlint(["check"], in: directory.path)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError.contains("error: no Package.swift in '"))
        #expect(output.standardError.contains("--package-path DIR"))
        #expect(output.standardOutput.isEmpty)
    }

    /// A declarative manifest needs no toolchain at all: it is read without running it.
    @Test func declarativeManifestsNeedNoSwift() throws {
        let withoutSwift = try ChildProcess.archlint(
            ["check", "--no-cache"], in: Fixtures.layered, environment: ["PATH": "/nonexistent"])
        let withSwift = try ChildProcess.archlint(
            ["check", "--no-cache", "--manifests", "swiftpm"], in: Fixtures.layered)
        #expect(withoutSwift.exitCode == ExitCode.findings.rawValue)
        #expect(withoutSwift.standardOutput == withSwift.standardOutput)
        #expect(!withoutSwift.standardOutput.isEmpty)
    }

    @Test func missingPackageDirectory() throws {
        let output = try ChildProcess.archlint(["check", "--package-path", "does/not/exist"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(
            output.standardError
                == "error: no such directory 'does/not/exist'; pass the package root with --package-path DIR\n")
    }

    @Test func swiftMissingFromPath() throws {
        let output = try ChildProcess.archlint(
            ["check", "--manifests", "swiftpm"], in: Fixtures.layered, environment: ["PATH": "/nonexistent"])
        #expect(output.exitCode == ExitCode.toolchainUnavailable.rawValue)
        #expect(output.standardError.contains("cannot find the 'swift' executable (searched PATH)"))
        #expect(output.standardError.contains("--manifest-json FILE"))
    }

    @Test(.requiresSwift)
    func manifestThatFailsToEvaluate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Broken", targets: [.target(name: "A", dependencies: [undefinedThing])])
            """)
        let output = try ChildProcess.archlint(["check"], in: directory.path)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("SwiftPM could not evaluate '"))
        #expect(output.standardError.contains("Package.swift"))
        // SwiftPM's own error line, with its file:line:column.
        #expect(output.standardError.contains("Package.swift:3:"))
        #expect(output.standardError.contains("undefinedThing"))
    }

    @Test func dumpThatIsNotJSON() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("dump.json", "not json at all")
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory.path)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("is not a `swift package dump-package` JSON document: not valid JSON"))
    }

    @Test func dumpThatIsJSONButNotADump() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("dump.json", #"{"version": 1}"#)
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory.path)
        #expect(output.exitCode == ExitCode.invalidInput.rawValue)
        #expect(output.standardError.contains("name: missing package name"))
    }

    @Test func dumpFileMissing() throws {
        let output = try ChildProcess.archlint(["check", "--manifest-json", "nope.json"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError.contains("cannot read manifest dump"))
        #expect(output.standardError.contains("no such file"))
    }

    @Test func missingSourceFolderWarnsAndContinues() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Present/File.swift", "import Foundation\n")
        try directory.write(
            "dump.json",
            #"{"name": "P", "targets": [{"name": "Present", "type": "regular"}, {"name": "Absent", "type": "regular"}]}"#
        )
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory.path)
        #expect(output.exitCode == ExitCode.clean.rawValue)
        #expect(output.standardError.contains("warning:"))
        #expect(output.standardError.contains("Absent"))
        // Only no-cycles has two modules to look at; the other default rules say they checked nothing.
        #expect(
            CheckOutput.summary(output.standardError)
                == "0 findings; 2 modules checked (1 file, T ms); 4 of 5 rules had nothing to check")
    }

    @Test func nonUTF8SourceWarnsAndContinues() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // "import Data" followed by a Latin-1 comment: not UTF-8, still scanned.
        try directory.write(
            "Sources/Network/Latin1.swift",
            bytes: Data("import Data // caf\u{E9}\n".utf8.map { $0 }.prefix(17) + [0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))
        try directory.write("Sources/Data/D.swift", "public struct D {}\n")
        try directory.write(
            "dump.json",
            #"{"name": "P", "targets": [{"name": "Network", "type": "regular"}, {"name": "Data", "type": "regular"}]}"#)
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory.path)
        #expect(output.standardError.contains("Sources/Network/Latin1.swift: warning: source file is not valid UTF-8"))
        #expect(
            output.standardOutput.hasPrefix("Sources/Network/Latin1.swift:1:1: error: [network-never-imports-data]"))
        #expect(output.exitCode == ExitCode.findings.rawValue)
    }

    @Test func badRulesFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try directory.write(
            "archlint.json", "{\n  \"rules\": [\n    {\"kind\": \"forbiden\", \"from\": \"A\", \"to\": \"B\"}\n  ]\n}\n"
        )
        let output = try ChildProcess.archlint(
            [
                "check", "--manifest-json", (Fixtures.layered as NSString).appendingPathComponent("dump.json"),
                "--config", config,
            ], in: directory.path)
        #expect(output.exitCode == ExitCode.badConfiguration.rawValue)
        #expect(
            output.standardError
                == "archlint.json:3:14: error: rules[0].kind: unknown rule kind 'forbiden'; did you mean 'forbidden'? (kinds: \(RuleCatalog.standard.kinds.joined(separator: ", ")); `archlint rules` lists them)\n"
        )
    }

    @Test func missingRulesFile() throws {
        let output = try ChildProcess.archlint(
            ["check", "--manifest-json", "dump.json", "--config", "nope.json"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(output.standardError == "nope.json: error: no such rules file; check the path given to --config\n")
    }

    // MARK: - Command line

    @Test func unknownCommandSuggestsTheNearest() throws {
        let output = try ChildProcess.archlint(["chek"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(
            output.standardError
                == "error: unknown command 'chek'; did you mean 'check'?\nRun 'archlint --help' for the list of commands.\n"
        )
    }

    @Test func unknownOptionSuggestsTheNearest() throws {
        let output = try ChildProcess.archlint(["check", "--manifest-jsno", "x"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(
            output.standardError
                == "error: unknown option '--manifest-jsno'; did you mean '--manifest-json'?\nRun 'archlint check --help' for usage.\n"
        )
    }

    @Test func optionWithoutValue() throws {
        let output = try ChildProcess.archlint(["check", "--package-path"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: option '--package-path' needs a value"))
    }

    @Test func helpAndVersion() throws {
        let help = try ChildProcess.archlint(["--help"], in: Fixtures.layered)
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("USAGE: archlint [COMMAND] [OPTIONS]"))
        #expect(help.standardOutput.contains("EXAMPLES:"))
        for code in ExitCode.allCases {
            #expect(help.standardOutput.contains("  \(code.rawValue)"), "help lists exit code \(code.rawValue)")
        }
        let checkHelp = try ChildProcess.archlint(["check", "--help"], in: Fixtures.layered)
        #expect(checkHelp.standardOutput.hasPrefix("USAGE: archlint check"))
        let helpCheck = try ChildProcess.archlint(["help", "check"], in: Fixtures.layered)
        #expect(helpCheck.standardOutput == checkHelp.standardOutput)
        let version = try ChildProcess.archlint(["--version"], in: Fixtures.layered)
        #expect(version.standardOutput == ToolVersion.current + "\n")
    }

    @Test func rulesCommandListsAndDocumentsKinds() throws {
        let list = try ChildProcess.archlint(["rules"], in: Fixtures.layered)
        #expect(list.exitCode == 0)
        #expect(
            list.standardOutput.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
                == RuleCatalog.standard.kinds)
        let doc = try ChildProcess.archlint(["rules", "forbidden"], in: Fixtures.layered)
        #expect(doc.standardOutput.hasPrefix("forbidden: Modules matching `from` never import modules matching `to`."))
        #expect(doc.standardOutput.contains("Example 1 (triggers):"))
        let typo = try ChildProcess.archlint(["rules", "acylic"], in: Fixtures.layered)
        #expect(typo.exitCode == ExitCode.usage.rawValue)
        #expect(typo.standardError.contains("did you mean 'acyclic'?"))
    }
}

/// The showcase: `swift run archlint check --package-path SampleProject` from the repository
/// root prints exactly the hand-checked findings in SampleProject/expected-output.txt.
@Suite(.requiresSwift)
struct SampleProjectTests {
    /// The summary line on standard error, timing masked.
    static let expectedSummary = "20 findings (18 errors, 2 warnings) on 16 edges; 20 modules checked (59 files, T ms)"
    /// The last line: why the run fails.
    static let expectedFailure = "archlint failed (exit 1): 18 errors"
    /// The lines above it: what was read (the package and the Xcode project with the app and
    /// its widget, every Swift file in a module) and the composition root inferred.
    static let expectedNotes = """
        note: read 1 package (18 targets) and 1 Xcode project (2 targets: 1 app, 1 widget); every Swift file under the root (59) belongs to a module
        note: composition root: BankingApp, the application target of BankingApp.xcodeproj; fix plans inject from it (set "compositionRoot" in archlint.json to name another)

        """

    static func run() throws -> ChildProcess.Output {
        try ChildProcess.archlint(["check", "--package-path", "SampleProject"], in: Fixtures.repositoryRoot)
    }

    @Test func printsEveryExpectedFinding() throws {
        let output = try Self.run()
        if GoldenFile.isRecording {
            try TemporaryDirectory.writeFile(
                output.standardOutput, to: Fixtures.repositoryPath("SampleProject/expected-output.txt"))
        }
        let expected = try String(
            contentsOfFile: Fixtures.repositoryPath("SampleProject/expected-output.txt"), encoding: .utf8)
        #expect(
            output.standardOutput == expected,
            "record with ARCHLINT_RECORD=1 swift test --filter SampleProjectTests, then read the diff")
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(CheckOutput.summary(output.standardError) == Self.expectedSummary)
        #expect(CheckOutput.failureReason(output.standardError) == Self.expectedFailure)
        #expect(
            output.standardError.hasPrefix(Self.expectedNotes),
            "the notes say what was read and the inferred root: \(output.standardError)")
        #expect(!output.standardError.contains("no archlint.json"), "SampleProject has its own rules file")
    }

    /// The showcase trips every rule kind archlint has at least once.
    @Test func everyRuleKindFires() throws {
        let root = Fixtures.sampleProject
        let result = try Linter(workingDirectory: Fixtures.repositoryRoot).check(CheckOptions(packagePath: root))
        let fired = Set(result.violations.map(\.ruleKind))
        #expect(
            Set(RuleCatalog.standard.kinds).subtracting(fired).isEmpty,
            "never fires on SampleProject: \(Set(RuleCatalog.standard.kinds).subtracting(fired).sorted())")
    }

    @Test func outputIsByteIdenticalRunToRun() throws {
        #expect(try Self.run().standardOutput == (try Self.run()).standardOutput)
    }

    /// Every finding points at a deliberate violation listed by hand in violations.tsv (cycle
    /// findings through one of their edges), and every listed violation is found.
    @Test func findingsAreTheDeliberateViolations() throws {
        let table = try String(contentsOfFile: Fixtures.repositoryPath("SampleProject/violations.tsv"), encoding: .utf8)
        let listed = Set(
            table.split(separator: "\n").dropFirst().map { row -> String in
                let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
                return "SampleProject/\(fields[0]):\(fields[1]):\(fields[2])"
            })
        let output = try Self.run()
        var found: Set<String> = []
        var currentIsCycle = false
        var cycleMatched = true
        for line in output.standardOutput.split(separator: "\n") {
            // The rules' descriptions, once at the end, point nowhere.
            if line.hasPrefix("note: ") { continue }
            let parts = line.components(separatedBy: ": ")
            let location = parts[0]
            if line.contains(": note: ") {
                if currentIsCycle && listed.contains(location) { cycleMatched = true; found.insert(location) }
                // The other lines of one finding (a DTO used on four lines is one finding).
                if line.hasSuffix(" also used here") || line.hasSuffix(" also imported here") {
                    #expect(
                        listed.contains(location), "the finding's line \(location) is not a listed deliberate violation"
                    )
                    found.insert(location)
                }
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
