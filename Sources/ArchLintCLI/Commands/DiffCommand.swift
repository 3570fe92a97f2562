import ArchLintSupport
import ArchLintKit
import Foundation

/// `archlint diff [BASE]`: what a change does to the module graph.
enum DiffCommand: Command {
    struct Values {
        var input = CheckOptions()
        var base: String?
        var format: DiffFormat = .text
        var output: String?
    }

    static let name = "diff"
    static let summary = "Show what a change does to the module graph, against a git revision."
    static let discussion = """
        Compares the module graph at BASE (a git revision; default: the merge base of HEAD with
        the default branch) with the working tree: modules added and removed, edges added and
        removed, findings that start or stop, import cycles introduced or broken, with the
        import lines behind each (the working tree's for what is new, the base's for what is
        gone). Both sides are judged by the working tree's rules file; the baseline plays no
        part. The base comes from the cache when that commit was compared before; else, when
        the change touches only Swift sources, from the working tree with the changed files
        read as they were at BASE; else from a temporary git worktree of BASE (which has no
        submodules). The exit code is 0 whenever the diff is produced from input read in full
        (`archlint check` is the gate); 2 when part of the working tree could not be read (the
        same notices as `check` on standard error, and the diff), or when the base could not be
        read in full (an error, and no diff: what is missing there would show as added). In a
        shallow clone, the history to compare with is fetched with `git fetch --unshallow`.
        """
    static let positionalSynopsis: String? = "[BASE]"
    static let listsExitCodes = true

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    /// The `--format` help: one line per format, its name padded to 10 columns, then its summary.
    private static var formatList: String {
        DiffFormat.allCases.map { $0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }

    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--format"], .required("FORMAT"),
                        help: """
                            \(formatList)
                            """
                    ) { values, value throws(UsageError) in
                        guard let format = DiffFormat(rawValue: value!) else {
                            throw UsageError.unknownValue(
                                value!, for: "--format", expected: DiffFormat.allCases.map(\.rawValue))
                        }
                        values.format = format
                    },
                    Option(
                        ["--output", "-o"], .required("FILE"),
                        help: "Write to FILE (atomically) instead of standard output."
                    ) { values, value in
                        values.output = value!
                    },
                ])
        ]
    }

    static let examples = [
        "archlint diff",
        "archlint diff origin/main --format markdown --output archlint-diff.md",
        "archlint diff HEAD~1 --format json",
    ]

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        guard values.base == nil else {
            throw UsageError(message: "unexpected argument '\(value)': diff compares with one revision")
        }
        values.base = value
    }

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.input.manifestJSON == "-" {
            throw UsageError(message: "--manifest-json -: diff reads the dump for both revisions; pass a file")
        }
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        do throws(ToolError) {
            let diff = try DiffSideLoader(linter: linter, options: values.input).diff(base: values.base)
            let root = context.resolve(values.input.packagePath)
            let rendered = values.format.render(diff) { relative in
                linter.displayPath(
                    relative.hasPrefix("/") ? relative : (root as NSString).appendingPathComponent(relative))
            }
            // What is wrong with the working tree's input (errors and warnings), as `check` says it.
            let problems = diff.headNotices.filter { $0.text.contains(": error: ") || $0.text.contains(": warning: ") }
            context.output.standardError(Notice.collapsed(problems).map { $0.printed + "\n" }.joined())
            if let output = values.output {
                try AtomicFile.write(rendered, to: context.resolve(output), displayPath: output)
                context.output.standardError("wrote \(output): \(diff.summary)\n")
            } else {
                context.output.standardOutput(rendered)
            }
            return (diff.headIsPartial ? ExitCode.partial : ExitCode.clean).rawValue
        } catch {
            return context.fail(error)
        }
    }
}
