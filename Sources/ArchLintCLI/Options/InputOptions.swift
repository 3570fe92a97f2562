import ArchLintSupport
import ArchLintPackage
import ArchLintKit
import ArchLintSupport

/// What to read: the package root, a dump instead of SwiftPM, the rules file.
/// Shared by every command that loads a workspace.
enum InputOptions {
    static func group(rulesFile: Bool = true) -> OptionGroup<CheckOptions> {
        var options: [Option<CheckOptions>] = [
            Option(
                ["--package-path"], .required("DIR"),
                help: """
                    The package root (default: the current directory, or, when it has
                    no rules file, the nearest folder above it that has one, up to the
                    top of the git repository).
                    """
            ) { values, value in
                values.packagePath = value!
                values.packagePathIsExplicit = true
            },
            Option(
                ["--manifest-timeout"], .required("SECONDS"),
                help: """
                    Stop `swift package dump-package` for a manifest that takes
                    longer (default \(InputLimits.manifestTimeoutSeconds)); the rest of the workspace is
                    still checked, and the run exits 2.
                    """
            ) { values, value throws(UsageError) in
                guard let seconds = Double(value!), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                    throw UsageError(
                        message: "--manifest-timeout takes a number of seconds from 0 to 86400, not '\(value!)'")
                }
                values.manifestTimeout = seconds
            },
            Option(
                ["--manifest-json"], .required("FILE"),
                help: """
                    Read a `swift package dump-package` JSON dump instead of
                    running SwiftPM (`-` reads standard input). Relative target
                    paths are resolved against --package-path.
                    """
            ) { values, value in
                values.manifestJSON = value!
            },
        ]
        options.append(
            Option(
                ["--manifests"], .required("HOW"),
                help: """
                    How Package.swift files are read: auto (the default: without running
                    them where they are declarative, by SwiftPM otherwise), static (never
                    run a manifest: the safe mode for untrusted code; manifests outside
                    the subset are not checked, exit 2) or swiftpm (always
                    `swift package dump-package`).
                    """
            ) { values, value throws(UsageError) in
                guard let reading = ManifestReading(rawValue: value!) else {
                    throw UsageError.unknownValue(
                        value!, for: "--manifests", expected: ManifestReading.allCases.map(\.rawValue))
                }
                values.manifests = reading
            })
        if rulesFile {
            options.append(
                Option(
                    ["--config"], .required("FILE"),
                    help: """
                        The rules file (default: archlint.json or .archlint.json in the
                        package root; without one, the built-in default rules apply).
                        """
                ) { values, value in
                    values.configPath = value!
                })
        }
        return OptionGroup(title: "INPUT", options: options)
    }
}
