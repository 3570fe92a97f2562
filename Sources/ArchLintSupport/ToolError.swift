/// Exit codes of the `archlint` executable, one table for every command.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// No error-severity finding.
    case clean = 0
    /// At least one error-severity finding.
    case findings = 1
    /// Part of the input could not be read (a manifest failed to dump, two packages define one
    /// module) and the baseline does not record it, or nothing was checked at all: the findings
    /// shown are about the rest. A new error finding exits 1 instead.
    case partial = 2
    /// `dump-package --static`: the manifest is outside what archlint reads without running it.
    case manifestDeclined = 3
    /// Command-line usage error: unknown command or option, missing value.
    case usage = 64
    /// Input exists but is wrong: the manifest fails to evaluate, a dump is not a dump.
    case invalidInput = 65
    /// Input is missing or unreadable: no Package.swift, no such path, unreadable file.
    case missingInput = 66
    /// `swift` or `git` could not be found or run, or ran past its time limit.
    case toolchainUnavailable = 69
    /// A report or baseline file could not be written.
    case cannotCreateOutput = 73
    /// The rules file is invalid.
    case badConfiguration = 78

    /// One line for the README and `--help`.
    package var meaning: String {
        switch self {
        case .clean: "no new finding of error severity (warnings alone pass unless --strict; baselined findings pass)"
        case .findings:
            "at least one new finding of error severity (or warning, under --strict), or a stale or grown baseline "
                + "entry under --strict-baseline; takes precedence over 2"
        case .partial:
            "not everything was checked: part of the input could not be read and the baseline does not record it (a "
                + "manifest failed to dump, ran past --manifest-timeout or was declined by --manifests static, an "
                + "Xcode project file is damaged, a folder or source file could not be read, two packages define one "
                + "module), or no rule had anything to check; the rest was checked (every command that reads the "
                + "workspace: check, fix, graph, roles, init, diff, whose base side must be read in full)"
        case .manifestDeclined:
            "dump-package --static: the manifest is outside the declarative subset archlint reads without running it "
                + "(the reason is on standard error)"
        case .usage: "usage error: unknown command or option, missing or bad option value"
        case .invalidInput:
            "invalid input: the manifest fails to evaluate (or runs past --manifest-timeout), --manifest-json is not a "
                + "dump, or --baseline is not a baseline"
        case .missingInput:
            "missing input: no Package.swift, no such file or folder, a file that cannot be read or is not a regular "
                + "file"
        case .toolchainUnavailable: "`swift` or `git` could not be found or run, or ran past its time limit"
        case .cannotCreateOutput:
            "an output file (--reporter, --write-baseline, --output) or a file archlint fix or install-hook writes "
                + "could not be written"
        case .badConfiguration: "the rules file is invalid (not UTF-8, syntax, unknown key, undefined group...)"
        }
    }
}

/// The tool could not do its job. Findings are never errors; these are.
package struct ToolError: Error, Sendable, Equatable {
    package var exitCode: ExitCode
    /// What is wrong and what to do, one or more lines.
    package var message: String
    /// True when `message` already starts with `path:line:column: error:` (editors jump to it).
    package var isLocated: Bool
    /// True when `message` was put together from lines, each escaped (`init(_:lines:)`): its
    /// line breaks are meant. Any other message is printed as one line.
    package var isMultiline = false

    package init(_ exitCode: ExitCode, _ message: String, isLocated: Bool = false) {
        self.exitCode = exitCode
        self.message = message
        self.isLocated = isLocated
    }

    /// A message of several lines, each escaped for the terminal here.
    package init(_ exitCode: ExitCode, lines: [String], isLocated: Bool = false) {
        self.init(exitCode, lines.map(TextLine.escape).joined(separator: "\n"), isLocated: isLocated)
        isMultiline = true
    }

    /// The text printed on standard error: names and paths in it escaped (`TextLine`), so no
    /// input can make it print a line that looks like a finding.
    package var rendered: String {
        let text = isMultiline ? message : TextLine.escape(message)
        return isLocated ? text : "error: \(text)"
    }
}
