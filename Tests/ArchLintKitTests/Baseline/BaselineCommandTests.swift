import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// `check --baseline`, `--write-baseline`, `--strict`, `--strict-baseline` and `--reporter`
/// with the built binary, on a temporary copy of the Layered fixture read from its dump (no
/// SwiftPM involved).
@Suite struct BaselineCommandTests {
    static func check(_ arguments: [String], in directory: String) throws -> ChildProcess.Output {
        try ChildProcess.archlint(
            ["check", "--manifest-json", "dump.json"] + arguments, in: directory, environment: ["PATH": "/nonexistent"])
    }

    /// The closing summary line, with the timing masked (the baseline part follows it).
    /// The summary line: the last line of standard error, or the one above it when the last
    /// says why the run failed.
    static func summary(_ standardError: String) -> String {
        let lines = standardError.split(separator: "\n").map(String.init)
        let last = lines.last(where: { !$0.hasPrefix("archlint failed (exit ") }) ?? ""
        return last.replacingOccurrences(of: #"\d+ ms\)"#, with: "T ms)", options: .regularExpression)
    }

    /// The reason the run failed (the last line of standard error), nil when it passed.
    static func failureReason(_ standardError: String) -> String? {
        standardError.split(separator: "\n").last.map(String.init).flatMap {
            $0.hasPrefix("archlint failed (exit ") ? $0 : nil
        }
    }

    static func file(_ path: String, in directory: String) -> String {
        (try? String(contentsOfFile: (directory as NSString).appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func writeThenEditThenAddThenRemove() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Fixtures.layered)

        // Recording: every finding is accepted, nothing is printed, the run passes.
        let written = try Self.check(["--write-baseline", "archlint-baseline.json"], in: package)
        #expect(written.standardOutput == "")
        #expect(written.exitCode == 0)
        #expect(
            Self.summary(written.standardError)
                == "0 findings; 6 modules checked (7 files, T ms); baseline archlint-baseline.json: 0 new, 3 accepted, 0 stale"
        )
        try ReporterTests.compare(Self.file("archlint-baseline.json", in: package), golden: "Layered.baseline.json")

        // Lines move: still baselined.
        try directory.write(
            "Layered/Sources/CoreA/A.swift",
            "// A comment\n// pushes the import down\n" + Self.file("Sources/CoreA/A.swift", in: package))
        let moved = try Self.check(["--baseline", "archlint-baseline.json"], in: package)
        #expect(moved.standardOutput == "")
        #expect(moved.exitCode == 0)
        #expect(
            Self.summary(moved.standardError)
                == "0 findings; 6 modules checked (7 files, T ms); baseline archlint-baseline.json: 0 new, 3 accepted, 0 stale"
        )

        // A second import of a baselined edge, in a new file: the edge's finding is new, shown
        // at the added line, and fails.
        try TemporaryDirectory.writeFile(
            "import CoreB\n", to: (package as NSString).appendingPathComponent("Sources/CoreA/More.swift"))
        let added = try Self.check(["--baseline", "archlint-baseline.json"], in: package)
        #expect(
            added.standardOutput == """
                Sources/CoreA/More.swift:1:1: error: [core-independent] CoreA imports CoreB
                Sources/CoreA/A.swift:3:1: note: also imported here
                Sources/CoreA/More.swift:1:1: note: fix: CoreA uses b (A.swift:5): declare `protocol BProviding` in CoreA, conform in App (CoreB does not depend on CoreA), inject from App
                note: [core-independent] Core modules are shared by every feature and must not depend on one another

                """)
        #expect(added.exitCode == ExitCode.findings.rawValue)
        #expect(
            Self.summary(added.standardError)
                == "1 finding on 1 edge; 6 modules checked (8 files, T ms); baseline archlint-baseline.json: 1 new, 2 accepted, 0 stale"
        )

        // Both CoreA imports removed: the entry is stale, reported as a note; it fails only under
        // --strict-baseline.
        try TemporaryDirectory.writeFile(
            "public func a() -> Int { 1 }\n", to: (package as NSString).appendingPathComponent("Sources/CoreA/A.swift"))
        try FileManager.default.removeItem(
            atPath: (package as NSString).appendingPathComponent("Sources/CoreA/More.swift"))
        let fixed = try Self.check(["--baseline", "archlint-baseline.json"], in: package)
        #expect(fixed.standardOutput == "")
        #expect(fixed.exitCode == 0)
        #expect(
            fixed.standardError.contains(
                "archlint-baseline.json: note: stale entry [core-independent] CoreA -> CoreB: no longer found; drop it with `archlint baseline update`\n"
            ))
        #expect(
            Self.summary(fixed.standardError)
                == "0 findings; 6 modules checked (7 files, T ms); baseline archlint-baseline.json: 0 new, 2 accepted, 1 stale"
        )
        let strict = try Self.check(["--baseline", "archlint-baseline.json", "--strict-baseline"], in: package)
        #expect(strict.exitCode == ExitCode.findings.rawValue)
        #expect(
            strict.standardError.contains(
                "archlint-baseline.json: error: stale entry [core-independent] CoreA -> CoreB: no longer found;"))
    }

    @Test func strictFailsOnWarnings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Fixtures.layered)
        try directory.write(
            "Layered/archlint.json",
            #"{"rules": [{"id": "no-data-in-network", "kind": "forbidden", "from": "Network", "to": "Data", "severity": "warning"}]}"#
        )
        #expect(try Self.check([], in: package).exitCode == 0)
        let strict = try Self.check(["--strict"], in: package)
        #expect(strict.exitCode == ExitCode.findings.rawValue)
        #expect(strict.standardOutput.hasPrefix("Sources/Network/Client.swift:2:1: warning: [no-data-in-network]"))
    }

    @Test func reportersWriteFilesAndOneStandardOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Fixtures.layered)
        try FileManager.default.createDirectory(
            atPath: (package as NSString).appendingPathComponent("reports"), withIntermediateDirectories: false)
        let output = try Self.check(
            ["--reporter", "json:reports/archlint.json", "--reporter", "junit:archlint.xml", "--reporter", "markdown"],
            in: package)
        #expect(output.exitCode == ExitCode.findings.rawValue)
        GoldenFile.check(
            output.standardOutput, against: Fixtures.path("Reporting/Layered.markdown.md"), recordable: false)
        GoldenFile.check(
            Self.file("archlint.xml", in: package), against: Fixtures.path("Reporting/Layered.junit.xml"),
            recordable: false)
        GoldenFile.check(
            Self.file("reports/archlint.json", in: package), against: Fixtures.path("Reporting/Layered.json.json"),
            recordable: false)
    }

    @Test func reportFileInAMissingFolderIsAnError() throws {
        let output = try Self.check(
            ["--reporter", "sarif:no/such/folder/a.sarif", "--reporter", "xcode"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.cannotCreateOutput.rawValue)
        #expect(
            output.standardError
                == "error: cannot write 'no/such/folder/a.sarif'; check that its folder exists and is writable\n")
        #expect(output.standardOutput == "", "standard output is written only after every file")
    }

    @Test func onlyFilesMeansQuietStandardOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Fixtures.layered)
        let output = try Self.check(
            ["--reporter", "sarif:archlint.sarif", "--reporter=github-actions:annotations.txt"], in: package)
        #expect(output.standardOutput == "")
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(Self.summary(output.standardError) == "3 findings on 3 edges; 6 modules checked (7 files, T ms)")
        let golden = { (name: String) in
            (try? String(contentsOfFile: Fixtures.repositoryPath("Tests/Fixtures/Reporting/\(name)"), encoding: .utf8))
                ?? ""
        }
        #expect(Self.file("archlint.sarif", in: package) == golden("Layered.sarif.sarif"))
        #expect(Self.file("annotations.txt", in: package) == golden("Layered.github-actions.txt"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: package).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary file left behind")
    }

    @Test(arguments: [
        (["--reporter", "sarf"], "error: unknown reporter 'sarf'; did you mean 'sarif'?"),
        (
            ["--reporter", "json", "--reporter", "xcode"],
            "error: reporters json and xcode both write to standard output"
        ),
        (["--baseline", "a.json", "--write-baseline", "b.json"], "error: --baseline and --write-baseline together"),
        (["--strict-baselin"], "error: unknown option '--strict-baselin'; did you mean '--strict-baseline'?"),
    ])
    func usageErrors(_ arguments: [String], _ expected: String) throws {
        let output = try Self.check(arguments, in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix(expected), "\(output.standardError)")
    }

    @Test func missingAndInvalidBaselines() throws {
        let missing = try Self.check(["--baseline", "nope.json"], in: Fixtures.layered)
        #expect(missing.exitCode == ExitCode.missingInput.rawValue)
        #expect(missing.standardError.hasPrefix("nope.json: error: no such baseline file"))
        let invalid = try Self.check(["--baseline", "dump.json"], in: Fixtures.layered)
        #expect(invalid.exitCode == ExitCode.invalidInput.rawValue)
        #expect(invalid.standardError.hasPrefix(#"dump.json:1:1: error: not a baseline: missing "version""#))
    }
}
