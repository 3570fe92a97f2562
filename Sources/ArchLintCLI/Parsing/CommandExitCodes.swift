import ArchLintSupport

/// The exit codes each command returns, with what each means for that command: `archlint help
/// graph` says 0 whenever the picture is produced, and lists no finding code `graph` never
/// returns. `ExitCode.meaning` is the general meaning (`archlint --help`, the README table);
/// a command's own line replaces it where the command means something narrower.
enum CommandExitCodes {
    /// Failures every command that reads the workspace and its rules can meet.
    private static let readingFailures: [ExitCode] = [
        .usage, .invalidInput, .missingInput, .toolchainUnavailable, .badConfiguration,
    ]

    /// `(code, meaning)` for `command`, sorted by code.
    static func table(for command: String) -> [(code: ExitCode, meaning: String)] {
        var own: [ExitCode: String]
        var codes: [ExitCode]
        switch command {
        case "check":
            own = [:]
            codes = ExitCode.allCases.filter { $0 != .manifestDeclined }
        case "graph":
            own = [
                .clean: "the picture was produced from input read in full, findings or not (`check` is the gate)",
                .partial:
                    "the picture was produced, but part of the input could not be read (the notices are on standard "
                    + "error)",
                .cannotCreateOutput: "the --output file could not be written",
            ]
            codes = [.clean, .partial, .cannotCreateOutput] + readingFailures
        case "explain":
            own = [
                .clean: "the explanation was printed, whether the edge breaks rules or not",
                .usage: "usage error, or a module the graph does not have (with the nearest name)",
            ]
            codes = [.clean] + readingFailures
        case "roles":
            own = [
                .clean: "the roles were printed from input read in full",
                .partial: "the roles were printed, but part of the input could not be read",
            ]
            codes = [.clean, .partial] + readingFailures
        case "diff":
            own = [
                .clean: "the diff was produced from input read in full, new findings or not (`check` is the gate)",
                .partial:
                    "part of the working tree could not be read (the diff is printed), or the base could not be read "
                    + "in full (no diff)",
            ]
            codes = [.clean, .partial] + readingFailures
        case "baseline":
            own = [.clean: "the baseline was written or listed"]
            codes = [.clean, .cannotCreateOutput] + readingFailures
        case "init":
            own = [
                .clean: "the rules file and baseline were written, and the baseline records everything that was read",
                .partial: "part of the input could not be read, or the rules were written nowhere (--output -)",
                .usage: "usage error, or the rules file already exists (pass --force)",
            ]
            codes = [.clean, .partial, .cannotCreateOutput] + readingFailures
        case "fix":
            own = [
                .clean: "every fixable finding was fixed (or there was nothing to fix)",
                .findings: "a finding could not be fixed safely, or an edit was taken back (each is listed with why)",
                .partial: "part of the input could not be read: no dependency was deleted",
                .cannotCreateOutput: "a file could not be written; the diff of what was written before is printed",
            ]
            codes = [.clean, .findings, .partial, .cannotCreateOutput] + readingFailures
        case "dump-package":
            own = [.clean: "the manifest's dump was printed"]
            codes = [.clean, .manifestDeclined, .usage, .invalidInput, .missingInput, .toolchainUnavailable]
        case "xcode-targets":
            own = [
                .clean: "every project was read and its targets printed",
                .partial: "a project could not be read (the others are printed)",
            ]
            codes = [.clean, .partial, .usage, .missingInput]
        default:
            own = [:]
            codes = ExitCode.allCases
        }
        return Set(codes).sorted { $0.rawValue < $1.rawValue }.map { ($0, own[$0] ?? $0.meaning) }
    }

    /// The table as help prints it, one line per code.
    static func text(for command: String) -> String {
        table(for: command).map {
            "  \(String($0.code.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)"
        }
        .joined(separator: "\n")
    }
}
