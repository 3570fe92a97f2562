import ArchLintSupport
import ArchLintKit
import Foundation

/// Entry point of the `archlint` executable: picks the command, runs it, returns the exit code.
package enum CommandLineTool {
    /// See `ResultLifetime.releasesResultsOnReturn`; the executable sets it to false.
    package static var releasesResultsOnReturn: Bool {
        get { ResultLifetime.releasesResultsOnReturn }
        set { ResultLifetime.releasesResultsOnReturn = newValue }
    }

    /// For the executable, before anything else: Ctrl-C and `kill` reach archlint even when
    /// its parent started it with those signals blocked (see `ChildProcessGroups`).
    package static func acceptTerminationSignals() {
        ChildProcessGroups.acceptTerminationSignals()
    }

    /// Every command, in the order `archlint --help` lists them.
    static var commands: [any Command.Type] {
        [
            CheckCommand.self,
            GraphCommand.self,
            ExplainCommand.self,
            InitCommand.self,
            BaselineCommand.self,
            DiffCommand.self,
            FixCommand.self,
            ImportsCommand.self,
            RulesCommand.self,
            InstallHookCommand.self,
            XcodeTargetsCommand.self,
            DumpPackageCommand.self,
            RolesCommand.self,
        ]
    }

    package static func run(
        arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        output: OutputStreams = .process,
        readStandardInput: @escaping @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() },
        executablePath: String = CommandLine.arguments.first ?? "archlint",
        moduleSources: [any ModuleSource] = ModuleSources.standard,
        clock: (@Sendable () -> Int64)? = nil
    ) -> Int32 {
        let context = CommandContext(
            environment: environment, workingDirectory: workingDirectory, output: output,
            readStandardInput: readStandardInput, executablePath: executablePath,
            moduleSources: moduleSources, clock: clock)
        var arguments = arguments
        let name: String
        if let first = arguments.first, !first.hasPrefix("-") {
            name = first
            arguments.removeFirst()
        } else if arguments.first == "--version" {
            output.standardOutput("\(ToolVersion.current)\n")
            return ExitCode.clean.rawValue
        } else if arguments.first == "--help" || arguments.first == "-h" {
            output.standardOutput(mainHelp)
            return ExitCode.clean.rawValue
        } else {
            name = CheckCommand.name
        }
        if name == "help" {
            guard let topic = arguments.first else {
                output.standardOutput(mainHelp)
                return ExitCode.clean.rawValue
            }
            if topic == "help" {
                output.standardOutput(mainHelp)
                return ExitCode.clean.rawValue
            }
            guard let command = commands.first(where: { $0.name == topic }) else {
                return unknownCommand(topic, output: output)
            }
            output.standardOutput(help(command))
            return ExitCode.clean.rawValue
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            return unknownCommand(name, output: output)
        }
        return command.main(arguments, context: context)
    }

    private static func help<C: Command>(_ command: C.Type) -> String { HelpText.render(command) }

    static func unknownCommand(_ command: String, output: OutputStreams) -> Int32 {
        let names = commands.map { $0.name } + ["help"]
        let suggestion = Suggestion.nearest(to: command, in: names).map { "; did you mean '\($0)'?" } ?? ""
        output.standardError(
            "error: unknown command '\(command)'\(suggestion)\nRun 'archlint --help' for the list of commands.\n")
        return ExitCode.usage.rawValue
    }

    /// Every option `archlint graph` takes (its help must list each).
    static var graphOptionNames: [String] { GraphCommand.optionNames }

    static var mainHelp: String {
        let listed = commands.map { ($0.name, $0.summary) } + [("help", "Show help for a command.")]
        let commandList = listed.map { "  " + $0.0.padding(toLength: 14, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n")
        return """
            archlint \(ToolVersion.current): an architecture linter for Swift package module graphs.

            USAGE: archlint [COMMAND] [OPTIONS]

            COMMANDS:
            \(commandList)

            With no command, archlint runs `check` in the current directory.

            OPTIONS:
              -h, --help      Show help (also `archlint help COMMAND`).
              --version       Print the version.

            EXAMPLES:
              archlint
              archlint check --package-path SampleProject
              archlint graph --package-path SampleProject --output graph.dot
              archlint imports Sources/App/AppDelegate.swift
              archlint rules independent

            EXIT CODES:
            \(HelpText.exitCodeTable)

            """
    }
}
