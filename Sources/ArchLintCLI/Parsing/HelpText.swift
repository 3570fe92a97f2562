import ArchLintSupport

/// A command's `--help`, generated from its declaration: usage line, discussion, one section per
/// option group, environment, examples and (for commands that check) the exit codes.
enum HelpText {
    /// Option spellings are padded to this column; longer ones put their help on the next line.
    static let helpColumn = 24

    static func render<C: Command>(_ command: C.Type) -> String {
        var text = usageLine(command) + "\n\n"
        text += C.discussion + "\n"
        let helpOption = Option<C.Values>(["--help", "-h"], help: "Show this help.") { _, _ in }
        var groups = C.optionGroups.filter { !$0.options.isEmpty }
        if groups.isEmpty {
            groups = [OptionGroup(title: "OPTIONS", options: [helpOption])]
        } else {
            groups[groups.count - 1].options.append(helpOption)
        }
        for group in groups {
            text += "\n\(group.title):\n"
            for option in group.options { text += optionLines(option.synopsis, option.help) }
        }
        if !C.environmentHelp.isEmpty {
            text += "\nENVIRONMENT:\n"
            for (name, meaning) in C.environmentHelp { text += optionLines(name, meaning) }
        }
        if !C.examples.isEmpty {
            text += "\nEXAMPLES:\n" + C.examples.map { "  \($0)\n" }.joined()
        }
        if C.listsExitCodes {
            text += "\nEXIT CODES:\n" + CommandExitCodes.text(for: C.name) + "\n"
        }
        return text + "\n"
    }

    /// `USAGE: archlint check [--package-path DIR] [...]`, wrapped under the command name.
    static func usageLine<C: Command>(_ command: C.Type) -> String {
        let head = "USAGE: archlint \(C.name)"
        var words = C.optionGroups.flatMap(\.options).map { "[\($0.synopsis)]" }
        if let positional = C.positionalSynopsis { words.insert(positional, at: 0) }
        var lines = [head]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > 96 {
                lines.append(String(repeating: " ", count: head.count))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\n")
    }

    /// `  --name VALUE          help`, the help's further lines indented to the same column.
    static func optionLines(_ synopsis: String, _ help: String) -> String {
        let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = String(repeating: " ", count: helpColumn)
        var text = "  " + synopsis
        if text.count + 2 <= helpColumn {
            text = text.padding(toLength: helpColumn, withPad: " ", startingAt: 0) + helpLines[0] + "\n"
        } else {
            text += "\n" + indent + helpLines[0] + "\n"
        }
        for line in helpLines.dropFirst() { text += (line.isEmpty ? "" : indent + line) + "\n" }
        return text
    }

    /// The exit codes, one line each, as `--help` and the README list them.
    static var exitCodeTable: String {
        ExitCode.allCases.map {
            "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)"
        }
        .joined(separator: "\n")
    }
}
