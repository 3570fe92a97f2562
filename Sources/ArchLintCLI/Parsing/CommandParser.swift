import ArchLintSupport

/// Reads a command's arguments against its option groups: `--name value`, `--name=value`,
/// `-DFLAG`, switches, positionals and `--`. The same rules for every command.
enum CommandParser {
    /// The command's values, nil when help was asked for, or the usage mistake.
    static func parse<C: Command>(_ command: C.Type, _ arguments: [String]) -> Result<C.Values?, UsageError> {
        do throws(UsageError) {
            var values = C.initialValues()
            let options = C.optionGroups.flatMap(\.options)
            var index = 0
            while index < arguments.count {
                let argument = arguments[index]
                index += 1
                if argument == "--" {
                    try C.afterSeparator(Array(arguments[index...]), into: &values)
                    break
                }
                guard argument.hasPrefix("-"), argument != "-" else {
                    try C.positional(argument, into: &values)
                    continue
                }
                if argument == "--help" || argument == "-h" { return .success(nil) }
                var name = argument
                var attached: String?
                if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    attached = String(argument[argument.index(after: equals)...])
                } else if !argument.hasPrefix("--"), argument.count > 2,
                    let short = options.first(where: { option in
                        if case .none = option.value { return false }
                        return option.names.contains { $0.count == 2 && argument.hasPrefix($0) }
                    })
                {
                    // `-DFLAG`: a one-letter option with its value attached.
                    name = short.names.first { $0.count == 2 && argument.hasPrefix($0) }!
                    attached = String(argument.dropFirst(2))
                }
                guard let option = options.first(where: { $0.names.contains(name) }) else {
                    let suggestion =
                        Suggestion.nearest(to: name, in: C.optionNames.filter { $0.hasPrefix("--") })
                        .map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError(message: "unknown option '\(name)'\(suggestion)")
                }
                switch option.value {
                case .none:
                    if attached != nil { throw UsageError(message: "option '\(name)' takes no value") }
                    try option.apply(&values, nil)
                case .required:
                    if let attached {
                        try option.apply(&values, attached)
                    } else if index < arguments.count, !isOption(arguments[index]) {
                        try option.apply(&values, arguments[index])
                        index += 1
                    } else {
                        throw UsageError(message: "option '\(name)' needs a value")
                    }
                case .optional:
                    if let attached {
                        try option.apply(&values, attached)
                    } else if index < arguments.count, !isOption(arguments[index]), arguments[index] != "--" {
                        try option.apply(&values, arguments[index])
                        index += 1
                    } else {
                        try option.apply(&values, nil)
                    }
                }
            }
            try C.validate(&values)
            return .success(values)
        } catch {
            return .failure(error)
        }
    }

    /// True for `-x` and `--name`; `-` alone is a value (standard input).
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}
