import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// Commands are declared from shared option groups: every command that loads a workspace takes
/// the same input, build-selection and cache options, parsed, suggested and documented the
/// same way.
@Suite struct CommandOptionsTests {
    /// Runs `archlint ARGUMENTS` in-process and returns (exit code, stdout, stderr).
    static func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = Locked(""), err = Locked("")
        let code = CommandLineTool.run(
            arguments: arguments, workingDirectory: "/",
            output: OutputStreams(
                standardOutput: { text in out.withLock { $0 += text } },
                standardError: { text in err.withLock { $0 += text } }))
        return (code, out.withLock { $0 }, err.withLock { $0 })
    }

    static let workspaceCommands = ["check", "graph", "explain", "init"]
    static let sharedOptions = [
        "--package-path", "--manifest-json", "--platform", "--configuration", "-D", "--no-cache", "--cache-path",
    ]

    @Test(arguments: workspaceCommands)
    func workspaceCommandsShareTheirOptions(_ command: String) {
        let help = Self.run([command, "--help"])
        #expect(help.code == 0)
        for option in Self.sharedOptions {
            #expect(help.stdout.contains("\n  \(option) "), "\(command) --help does not list \(option)")
        }
    }

    @Test func everyCommandDocumentsEveryOptionItParses() {
        for command in CommandLineTool.commands {
            let help = Self.run([command.name, "--help"]).stdout
            #expect(help.hasPrefix("USAGE: archlint \(command.name)"))
            for name in command.optionNames {
                #expect(help.contains(name), "\(command.name) --help does not mention \(name)")
            }
        }
    }

    @Test(arguments: workspaceCommands + ["install-hook"])
    func misspelledOptionsGetASuggestion(_ command: String) {
        let result = Self.run([command, "--package-pth", "x"])
        #expect(result.code == ExitCode.usage.rawValue)
        #expect(
            result.stderr
                == "error: unknown option '--package-pth'; did you mean '--package-path'?\nRun 'archlint \(command) --help' for usage.\n"
        )
    }

    @Test func valuesAreReadTheSameWayEverywhere() throws {
        // `--name value`, `--name=value` and `-DFLAG` / `-D FLAG` for every command that has them.
        let explain = try #require(
            try CommandParser.parse(
                ExplainCommand.self,
                ["Network", "--platform=iOS", "-DBETA", "-D", "GAMMA", "--cache-path", "c", "Data", "--no-cache"]
            ).get())
        #expect(explain.modules == ["Network", "Data"])
        #expect(explain.input.selection.platform == "ios")
        #expect(explain.input.selection.flags == ["BETA", "GAMMA"])
        #expect(explain.input.cachePath == "c" && !explain.input.useCache)

        let initValues = try #require(
            try CommandParser.parse(InitCommand.self, ["--configuration", "release", "--output", "-"]).get())
        #expect(initValues.input.selection.configuration == "release" && initValues.destination == "-")
    }

    @Test func badValuesAreUsageErrors() {
        #expect(
            Self.run(["explain", "A", "B", "--platform", "iso"]).stderr.hasPrefix(
                "error: unknown platform 'iso'; did you mean 'ios'?"))
        #expect(
            Self.run(["init", "--configuration", "beta"]).stderr.hasPrefix(
                "error: --configuration takes debug or release, not 'beta'"))
        #expect(Self.run(["graph", "--config"]).stderr.hasPrefix("error: option '--config' needs a value"))
        #expect(Self.run(["check", "--strict=yes"]).stderr.hasPrefix("error: option '--strict' takes no value"))
        #expect(Self.run(["explain", "OnlyOne"]).code == ExitCode.usage.rawValue)
    }

    @Test func writeFailuresShareOneExitCodeAndMessage() throws {
        let directory = NSTemporaryDirectory() + "archlint-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let package = (directory as NSString).appendingPathComponent("Package.swift")
        try "// swift-tools-version:6.0\n".write(toFile: package, atomically: true, encoding: .utf8)
        let dump = (directory as NSString).appendingPathComponent("dump.json")
        try #"{"name": "P", "targets": [], "products": [], "dependencies": []}"#.write(
            toFile: dump, atomically: true, encoding: .utf8)
        let missing = (directory as NSString).appendingPathComponent("missing/out")
        for arguments in [
            ["init", "--package-path", directory, "--manifest-json", dump, "--output", missing],
            ["graph", "--package-path", directory, "--manifest-json", dump, "--output", missing + ".dot"],
            ["check", "--package-path", directory, "--manifest-json", dump, "--write-baseline", missing + ".json"],
        ] {
            let result = Self.run(arguments)
            #expect(result.code == ExitCode.cannotCreateOutput.rawValue, "\(arguments[0])")
            #expect(
                result.stderr.hasSuffix("'; check that its folder exists and is writable\n"),
                "\(arguments[0]): \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains(".tmp"))
        }
    }
}
