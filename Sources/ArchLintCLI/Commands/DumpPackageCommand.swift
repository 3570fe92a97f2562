import ArchLintSupport
import ArchLintPackage
import Foundation

/// `archlint dump-package [--static|--swiftpm]`: the manifest as archlint read it, in
/// `swift package dump-package`'s JSON shape for every field archlint uses, so anyone can
/// compare the static reading with SwiftPM's.
enum DumpPackageCommand: Command {
    struct Values {
        var packagePath = "."
        var reading: ManifestReading = .auto
    }

    static let name = "dump-package"
    static let summary = "Print a package's manifest as archlint reads it, in dump-package's JSON shape."
    static let discussion = """
        Prints the manifest of the package at --package-path as archlint reads it, in the JSON
        shape of `swift package dump-package` for every field archlint uses (targets, their
        kinds, paths, sources, exclusions, resources, dependencies and conditions, products,
        package dependencies, platforms, defines). With --static, the manifest is read without
        running it, and a manifest outside the declarative subset archlint reads is refused with
        the reason on standard error (exit 3); with --swiftpm, SwiftPM evaluates it; by default,
        statically where possible. Diff the two to see that they agree.
        """
    static let listsExitCodes = true

    static var optionGroups: [OptionGroup<Values>] {
        [
            OptionGroup(
                title: "OPTIONS",
                options: [
                    Option(
                        ["--package-path"], .required("DIR"), help: "The package root (default: the current directory)."
                    ) { values, value in
                        values.packagePath = value!
                    },
                    Option(
                        ["--static"],
                        help: "Read the manifest without running it; exit 3 when it is outside the subset."
                    ) { values, _ in
                        values.reading = .static
                    },
                    Option(["--swiftpm"], help: "Let SwiftPM evaluate the manifest (`swift package dump-package`).") {
                        values, _ in
                        values.reading = .swiftpm
                    },
                ])
        ]
    }

    static let examples = [
        "archlint dump-package --static --package-path SampleProject",
        "diff <(archlint dump-package --static) <(archlint dump-package --swiftpm)",
    ]

    static func initialValues() -> Values { Values() }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let directory = context.resolve(values.packagePath)
        var loader = ManifestLoader(environment: context.environment)
        loader.reading = values.reading
        do {
            let loaded = try loader.load(.package(directory: directory), packageRoot: directory)
            for warning in loaded.warnings {
                context.output.standardError(TextLine.escape("warning: \(warning.description)") + "\n")
            }
            context.output.standardOutput(ManifestDumpEncoder.encode(loaded.manifest))
            return ExitCode.clean.rawValue
        } catch {
            if case .declined = error {
                context.output.standardError(TextLine.escape("error: \(error.message)") + "\n")
                return ExitCode.manifestDeclined.rawValue
            }
            return context.fail(ToolError(error))
        }
    }
}
