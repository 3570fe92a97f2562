import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintKit
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// `archlint help <command>` lists that command's own exit codes, and `--color` colours text
/// only where a person reads it.
@Suite struct CommandHelpAndColorTests {
    static func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
        workingDirectory: String = "/"
    ) -> (code: Int32, stdout: String, stderr: String) {
        let out = Locked(""), err = Locked("")
        let code = CommandLineTool.run(
            arguments: arguments, environment: environment, workingDirectory: workingDirectory,
            output: OutputStreams(
                standardOutput: { text in out.withLock { $0 += text } },
                standardError: { text in err.withLock { $0 += text } },
                standardOutputIsTerminal: terminal, standardErrorIsTerminal: terminal))
        return (code, out.withLock { $0 }, err.withLock { $0 })
    }

    /// The EXIT CODES section of a command's help, one code per line.
    static func exitCodes(_ command: String) -> [String: String] {
        let help = run(["help", command]).stdout
        guard let section = help.components(separatedBy: "\nEXIT CODES:\n").last, help.contains("\nEXIT CODES:\n")
        else { return [:] }
        var codes: [String: String] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("  ") {
            let words = line.dropFirst(2).split(separator: " ", maxSplits: 1)
            if words.count == 2 { codes[String(words[0])] = words[1].trimmingCharacters(in: .whitespaces) }
        }
        return codes
    }

    @Test func graphListsItsOwnExitCodes() {
        let codes = Self.exitCodes("graph")
        #expect(codes["0"]?.hasPrefix("the picture was produced from input read in full, findings or not") == true)
        #expect(codes["1"] == nil, "graph never fails on findings")
        #expect(codes["3"] == nil)
        #expect(codes["78"] != nil)
    }

    @Test func eachCommandListsOnlyWhatItReturns() {
        #expect(Set(Self.exitCodes("check").keys) == ["0", "1", "2", "64", "65", "66", "69", "73", "78"])
        #expect(Self.exitCodes("dump-package")["3"] != nil)
        #expect(Self.exitCodes("explain")["1"] == nil)
        #expect(Self.exitCodes("fix")["1"]?.contains("could not be fixed safely") == true)
        #expect(Self.exitCodes("roles")["0"]?.contains("roles were printed") == true)
        // Commands that check nothing list no codes, as before.
        #expect(Self.exitCodes("rules").isEmpty)
    }

    @Test func colourFollowsTheChoiceTheTerminalAndNoColor() {
        #expect(ColorChoice.auto.isEnabled(isTerminal: true, environment: [:]))
        #expect(!ColorChoice.auto.isEnabled(isTerminal: false, environment: [:]), "never in a pipe or file")
        #expect(!ColorChoice.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(
            ColorChoice.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": ""]),
            "NO_COLOR set but empty does not count")
        #expect(!ColorChoice.auto.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(ColorChoice.always.isEnabled(isTerminal: false, environment: ["NO_COLOR": "1"]), "the flag wins")
        #expect(!ColorChoice.never.isEnabled(isTerminal: true, environment: [:]))
    }

    @Test func diagnosticsAreColouredWithoutChangingWhatTheySay() {
        let text = "a.swift:1:2: error: [r] A imports B\na.swift:1:2: note: fix: x: error: y\nwarning: w\nplain line\n"
        let coloured = TerminalColor.diagnostics(text)
        #expect(coloured.contains("\u{1B}[1ma.swift:1:2:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m [r] A imports B\n"))
        #expect(
            coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m fix: x: error: y\n"), "the first kind word is the line's kind"
        )
        #expect(coloured.contains("\u{1B}[1;35mwarning:\u{1B}[0m w\n"))
        #expect(coloured.contains("\nplain line\n"))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == text)
    }

    @Test(.requiresSwift)
    func checkColoursATerminalOnlyAndNeverJSON() throws {
        let arguments = ["check", "--package-path", Fixtures.layered, "--manifest-json", "dump.json", "--no-cache"]
        let piped = Self.run(arguments, workingDirectory: Fixtures.layered)
        #expect(!piped.stdout.contains("\u{1B}["))
        #expect(!piped.stderr.contains("\u{1B}["))
        let terminal = Self.run(arguments, terminal: true, workingDirectory: Fixtures.layered)
        #expect(terminal.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(terminal.code == piped.code)
        let noColor = Self.run(
            arguments, environment: ["NO_COLOR": "1"], terminal: true, workingDirectory: Fixtures.layered)
        #expect(!noColor.stdout.contains("\u{1B}["))
        let forced = Self.run(
            arguments + ["--color", "always", "--reporter", "json"], workingDirectory: Fixtures.layered)
        #expect(!forced.stdout.contains("\u{1B}["), "a machine format is never coloured")
        #expect(forced.stderr.contains("\u{1B}["))
        let typo = Self.run(arguments + ["--color", "allways"], workingDirectory: Fixtures.layered)
        #expect(typo.code == ExitCode.usage.rawValue)
        #expect(typo.stderr.contains("unknown value 'allways' for --color; did you mean 'always'?"))
    }
}
