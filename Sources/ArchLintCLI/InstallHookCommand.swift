import Foundation
import ArchLintSupport
import ArchLintKit

/// `archlint install-hook [--force] [--package-path DIR] [-- CHECK-ARGUMENTS...]`.
enum InstallHookCommand {
    static func run(_ arguments: [String], environment: [String: String], workingDirectory: String,
                    output: OutputStreams, executablePath: String) -> Int32 {
        // Everything after `--` goes to the hook's `archlint check --changed` as is.
        let separator = arguments.firstIndex(of: "--")
        let own = Array(arguments[..<(separator ?? arguments.endIndex)])
        var extra = separator.map { Array(arguments[arguments.index(after: $0)...]) } ?? []
        var parser = ArgumentParser(arguments: own, command: "install-hook")
        var force = false
        var packagePath = "."
        do throws(UsageError) {
            while let argument = try parser.next() {
                switch argument {
                case .option("--force"): force = true
                case .option("--package-path"): packagePath = try parser.value()
                case .option("--help"), .option("-h"):
                    output.standardOutput(help)
                    return ExitCode.clean.rawValue
                case .option(let name):
                    throw parser.unknownOption(name, known: ["--force", "--package-path", "--help"])
                case .positional(let value):
                    throw UsageError(message: "unexpected argument '\(value)'; arguments for the hook's check go after `--` (archlint install-hook -- --config FILE)", command: "install-hook")
                }
            }
        } catch {
            return CommandLineTool.usageError(error.message, command: error.command, output: output)
        }
        let package = PathUtilities.standardize(packagePath, relativeTo: workingDirectory)
        guard let executable = HookInstaller.resolveExecutable(executablePath, workingDirectory: workingDirectory, environment: environment) else {
            output.standardError("error: cannot find the running archlint executable ('\(executablePath)') to put in the hook; run install-hook through a path to archlint\n")
            return ExitCode.missingInput.rawValue
        }
        do throws(ToolError) {
            // The hook runs from the top of the working tree: a package below it is named there.
            let topLevel = try GitRepository(containing: package, environment: environment, purpose: "install-hook").topLevel
            let relative = PathUtilities.relative(PathUtilities.resolvingSymlinks(package), to: topLevel)
            if relative != "." { extra = ["--package-path", relative] + extra }
            let installation = try HookInstaller.install(PreCommitHook(executable: executable, extraArguments: extra),
                                                         in: package, environment: environment, force: force)
            var log = ""
            if let backup = installation.backup { log += "saved the previous hook as \(backup)\n" }
            log += "installed \(installation.path): each commit runs `archlint check --changed` on the staged files (skip once with --no-verify)\n"
            output.standardError(log)
            return ExitCode.clean.rawValue
        } catch {
            output.standardError(error.rendered + "\n")
            return error.exitCode.rawValue
        }
    }

    static var help: String {
        """
        USAGE: archlint install-hook [--force] [--package-path DIR] [-- CHECK-ARGUMENTS...]

        Writes the repository's git pre-commit hook (where `git rev-parse --git-path hooks`
        says: linked worktrees share it, core.hooksPath moves it): a small sh script that runs
        `archlint check --changed` from the top of the working tree, so a commit fails when a
        staged file brings a finding. The hook calls this archlint binary by absolute path,
        or `archlint` on PATH when that file is gone. Running it again updates the hook.

        OPTIONS:
          --force               Replace a pre-commit hook that archlint did not write (it is
                                kept as pre-commit.before-archlint).
          --package-path DIR    The package root, when it is not the top of the repository
                                (default: the current directory).
          -- ARGUMENTS...       Appended to the hook's `archlint check --changed`.
          -h, --help            Show this help.

        EXAMPLES:
          archlint install-hook
          archlint install-hook -- --config Rules/strict.json --strict
          archlint install-hook -- --manifest-json ci/dump.json

        """
    }
}
