import ArchLintSupport
import ArchLintKit
import Foundation

/// What a command needs from its surroundings; tests pass their own.
struct CommandContext {
    var environment: [String: String]
    var workingDirectory: String
    var output: OutputStreams
    var readStandardInput: @Sendable () -> Data
    var executablePath: String
    /// Where modules come from (`ModuleSources.standard`; tests add their own).
    var moduleSources: [any ModuleSource] = ModuleSources.standard
    /// When a run starts (`Linter.clock`); nil: the wall clock.
    var clock: (@Sendable () -> Int64)?

    var standardOutputIsTerminal: Bool { output.standardOutputIsTerminal }
    var standardErrorIsTerminal: Bool { output.standardErrorIsTerminal }

    /// The check pipeline for this invocation.
    func linter() -> Linter {
        var linter = Linter(environment: environment, workingDirectory: workingDirectory)
        linter.sources = moduleSources
        if let clock { linter.clock = clock }
        return linter
    }

    /// A path argument made absolute against the working directory.
    func resolve(_ path: String) -> String {
        PathUtilities.standardize(path, relativeTo: workingDirectory)
    }

    /// A path as shown to people: relative to the working directory when below or beside it.
    func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return PathUtilities.relative(path, to: workingDirectory)
    }

    /// Prints a tool error on standard error and returns its exit code.
    func fail(_ error: ToolError, command: String? = nil) -> Int32 {
        var text = error.rendered + "\n"
        if error.exitCode == .usage, let command { text += "Run 'archlint \(command) --help' for usage.\n" }
        output.standardError(text)
        return error.exitCode.rawValue
    }
}

/// One `archlint` command: its options (from the shared groups), its help and its work.
///
/// Parsing, help and "did you mean" come from `optionGroups` (see `CommandParser`,
/// `HelpText`); a command only says what its values are and what it does with them.
protocol Command {
    /// What the options and positional arguments set.
    associatedtype Values

    static var name: String { get }
    /// One line, for `archlint --help`.
    static var summary: String { get }
    /// What the command does, a paragraph or more, for its own help.
    static var discussion: String { get }
    /// The positional arguments as the usage line shows them (`A B`, `PATH...`), if any.
    static var positionalSynopsis: String? { get }
    static var optionGroups: [OptionGroup<Values>] { get }
    static var examples: [String] { get }
    /// Environment variables the command reads, with what they do.
    static var environmentHelp: [(name: String, meaning: String)] { get }
    /// Whether the help lists the exit codes (commands that check something).
    static var listsExitCodes: Bool { get }

    static func initialValues() -> Values
    /// Takes one positional argument; by default there are none.
    static func positional(_ value: String, into values: inout Values) throws(UsageError)
    /// Takes what follows `--`; by default nothing may.
    static func afterSeparator(_ arguments: [String], into values: inout Values) throws(UsageError)
    /// Checks the options together, after all are read.
    static func validate(_ values: inout Values) throws(UsageError)
    /// Does the work; returns the exit code.
    static func run(_ values: Values, context: CommandContext) -> Int32
}

extension Command {
    static var positionalSynopsis: String? { nil }
    static var environmentHelp: [(name: String, meaning: String)] { [] }
    static var listsExitCodes: Bool { false }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        throw UsageError(message: "unexpected argument '\(value)'; pass the package root with --package-path \(value)")
    }

    static func afterSeparator(_ arguments: [String], into values: inout Values) throws(UsageError) {
        throw UsageError(message: "unexpected '--'")
    }

    static func validate(_ values: inout Values) throws(UsageError) {}

    /// Every option spelling the command accepts, `--help` included.
    static var optionNames: [String] {
        optionGroups.flatMap { $0.options.flatMap(\.names) } + ["--help", "-h"]
    }

    /// Parses `arguments` and runs the command, or prints its help or a usage error.
    static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        switch CommandParser.parse(Self.self, arguments) {
        case .success(nil):
            context.output.standardOutput(HelpText.render(Self.self))
            return ExitCode.clean.rawValue
        case .success(let values?):
            return run(values, context: context)
        case .failure(let error):
            context.output.standardError("error: \(error.message)\nRun 'archlint \(name) --help' for usage.\n")
            return ExitCode.usage.rawValue
        }
    }
}
