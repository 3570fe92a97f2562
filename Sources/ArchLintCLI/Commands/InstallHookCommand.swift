import ArchLintSupport
import ArchLintKit

/// `archlint install-hook [--force] [--package-path DIR] [-- CHECK-ARGUMENTS...]`.
enum InstallHookCommand: Command {
    struct Values {
        var force = false
        var packagePath = "."
        /// Everything after `--`, for the hook's `archlint check --changed` as is.
        var checkArguments: [String] = []
    }

    static let name = "install-hook"
    static let summary = "Install a git pre-commit hook that runs `archlint check --changed`."
    static let discussion = """
        Writes the repository's git pre-commit hook (where `git rev-parse --git-path hooks`
        says: linked worktrees share it, core.hooksPath moves it): a small sh script that runs
        `archlint check --changed` from the top of the working tree, so a commit fails when a
        staged file brings a finding. The hook calls this archlint binary by absolute path,
        or `archlint` on PATH when that file is gone. Running it again updates the hook.
        """
    static let positionalSynopsis: String? = "[-- CHECK-ARGUMENTS...]"

    static var optionGroups: [OptionGroup<Values>] {
        [
            OptionGroup(
                title: "OPTIONS",
                options: [
                    Option(
                        ["--force"],
                        help: """
                            Replace a pre-commit hook that archlint did not write, or a
                            link (never written through): it is moved aside to
                            pre-commit.before-archlint (.2, .3... when taken).
                            """
                    ) { values, _ in values.force = true },
                    Option(
                        ["--package-path"], .required("DIR"),
                        help: """
                            The package root, when it is not the top of the repository
                            (default: the current directory).
                            """
                    ) { values, value in values.packagePath = value! },
                ])
        ]
    }

    static let examples = [
        "archlint install-hook",
        "archlint install-hook -- --config Rules/strict.json --strict",
        "archlint install-hook -- --manifest-json ci/dump.json",
    ]

    static func initialValues() -> Values { Values() }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        throw UsageError(message: InstallHookMessages.unexpectedArgument(value))
    }

    static func afterSeparator(_ arguments: [String], into values: inout Values) throws(UsageError) {
        values.checkArguments = arguments
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let package = context.resolve(values.packagePath)
        guard
            let executable = HookInstaller.resolveExecutable(
                context.executablePath, workingDirectory: context.workingDirectory,
                environment: context.environment)
        else {
            return context.fail(
                ToolError(
                    .missingInput,
                    InstallHookMessages.executableNotFound(context.executablePath)
                ))
        }
        do throws(ToolError) {
            // The hook runs from the top of the working tree: a package below it is named there.
            let topLevel = try GitRepository(
                containing: package, environment: context.environment, purpose: "install-hook"
            ).topLevel
            let relative = PathUtilities.relative(PathUtilities.resolvingSymlinks(package), to: topLevel)
            var extra = values.checkArguments
            if relative != "." { extra = ["--package-path", relative] + extra }
            let installation = try HookInstaller.install(
                PreCommitHook(executable: executable, extraArguments: extra),
                in: package, environment: context.environment, force: values.force)
            var log = ""
            if let backup = installation.backup { log += "saved the previous hook as \(backup)\n" }
            log += InstallHookMessages.installed(installation.path)
            context.output.standardError(log)
            return ExitCode.clean.rawValue
        } catch {
            return context.fail(error)
        }
    }
}

/// What `install-hook` tells the user, each text named after what it says.
enum InstallHookMessages {
    /// A positional argument: the hook's own arguments go after `--`.
    static func unexpectedArgument(_ value: String) -> String {
        "unexpected argument '\(value)'; arguments for the hook's check go after `--` (archlint install-hook -- "
            + "--config FILE)"
    }

    /// The running executable cannot be found, so the hook could not call it.
    static func executableNotFound(_ path: String) -> String {
        "cannot find the running archlint executable ('\(path)') to put in the hook; run install-hook through a "
            + "path to archlint"
    }

    /// The two lines after a hook is installed: what it runs and what it prints.
    static func installed(_ path: String) -> String {
        "installed \(path): each commit runs `archlint check --changed` on the staged files (skip once with "
            + "--no-verify)\n"
            + "the hook prints findings, input errors, the summary and why a commit is refused; `archlint check "
            + "--changed -v` also shows the setup notes\n"
    }
}
