// Command layer: arguments in, exit code out.
//
// Owns parsing, help and the order of work of each command; calls the stages (ArchLintKit and
// below) and is called by nobody but the `archlint` executable, the benchmark and the tests.
// Every command is one file under Commands/, built from the shared option groups under Options/,
// so parsing, "did you mean" and help are generated the same way for every command.

import ArchLintSupport

/// A usage mistake on the command line (exit 64).
struct UsageError: Error {
    var message: String

    /// An option given a value outside its choices, with the nearest choice when one is close.
    static func unknownValue(_ value: String, for option: String, expected: [String]) -> UsageError {
        let suggestion = Suggestion.nearest(to: value, in: expected).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(
            message: "unknown value '\(value)' for \(option)\(suggestion) (expected "
                + "\(expected.joined(separator: ", ")))")
    }
}

/// How an option's value is given.
enum OptionValue {
    /// A switch: `--strict`.
    case none
    /// A required value: `--config FILE`, `--config=FILE` (and `-DFLAG` for `-D`).
    case required(String)
    /// A value that may be left out: `--changed` or `--changed REV`.
    case optional(String)
}

/// One command-line option: its spellings, its value, its help, and what it sets.
///
/// Declared once, it gives the parser what to accept, the help its line, and "did you mean"
/// its names, so commands that share an option group cannot drift apart.
struct Option<Values> {
    /// Every spelling, the preferred one first (`--output`, `-o`).
    var names: [String]
    var value: OptionValue
    /// One or more lines; the first is the summary.
    var help: String
    /// Sets the option: the value, or nil for a switch or a left-out optional value.
    var apply: (inout Values, String?) throws(UsageError) -> Void

    init(
        _ names: [String], _ value: OptionValue = .none, help: String,
        apply: @escaping (inout Values, String?) throws(UsageError) -> Void
    ) {
        self.names = names
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// The same option on a bigger value that holds these values at `path` (an option group
    /// reused by several commands).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Values>) -> Option<Outer> {
        let apply = self.apply
        return Option<Outer>(names, value, help: help) { (outer: inout Outer, text: String?) throws(UsageError) in
            try apply(&outer[keyPath: path], text)
        }
    }

    /// `--output FILE`, `-o, --output FILE` style, as shown in help.
    var synopsis: String {
        let spelled =
            names.count > 1
            ? names.sorted { $0.count < $1.count }.joined(separator: ", ")
            : names[0]
        switch value {
        case .none: return spelled
        case .required(let name): return "\(spelled) \(name)"
        case .optional(let name): return "\(spelled) [\(name)]"
        }
    }
}

/// Options shown together under one heading of a command's help.
struct OptionGroup<Values> {
    var title: String
    var options: [Option<Values>]

    func lifted<Outer>(_ path: WritableKeyPath<Outer, Values>) -> OptionGroup<Outer> {
        OptionGroup<Outer>(title: title, options: options.map { $0.lifted(path) })
    }
}
