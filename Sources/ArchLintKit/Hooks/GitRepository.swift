// Hooks: git integration for commits (`archlint install-hook`, `archlint check --changed`).
//
// Owns running git, the pre-commit hook script and the changed-files filter. Sits after the
// pipeline: it reads a finished `CheckResult` and never changes how the graph is evaluated.

import Foundation
import ArchLintSupport

/// A git working tree, asked through the `git` executable on PATH.
package struct GitRepository: Sendable {
    /// Absolute, symlink-resolved top-level directory of the working tree.
    package var topLevel: String
    /// The environment git runs with; inside a hook it carries `GIT_INDEX_FILE` and friends,
    /// which must reach git so `--cached` means the index being committed.
    var environment: [String: String]

    /// The repository containing `directory`; throws `missingInput` outside one, naming the
    /// command or option (`purpose`) that needs git.
    package init(containing directory: String, environment: [String: String], purpose: String) throws(ToolError) {
        self.environment = environment
        self.topLevel = ""
        let output = try Self.git(["rev-parse", "--show-toplevel"], in: directory, environment: environment) { _ in
            ToolError(
                .missingInput,
                GitMessages.notInWorkingTree(directory, purpose: purpose)
            )
        }
        topLevel = PathUtilities.resolvingSymlinks(output.trimmingCharacters(in: .newlines))
    }

    /// Seconds a git command may run before it is stopped (with everything it started). Local
    /// commands take milliseconds; `worktree add` of a very large repository, some seconds.
    package static let timeLimit = 300.0

    /// Runs git in `directory` and returns its standard output; `failure` builds the error
    /// from git's standard error when it exits non-zero.
    static func git(
        _ arguments: [String], in directory: String, environment: [String: String],
        failure: (String) -> ToolError
    ) throws(ToolError) -> String {
        let result = try run(arguments, in: directory, environment: environment)
        if result.exitCode == 127 {
            throw ToolError(.toolchainUnavailable, "git was not found on PATH; install git or put it on PATH")
        }
        guard result.exitCode == 0 else {
            throw failure(
                String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    /// Runs git within `limit` seconds; throws when it cannot start or runs past the limit.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String],
        limit: Double = timeLimit
    ) throws(ToolError) -> ProcessResult {
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(
                executable: "/usr/bin/env", arguments: ["git"] + arguments,
                environment: environment, currentDirectory: directory, timeout: limit)
        } catch {
            throw ToolError(.toolchainUnavailable, "could not run git: \(error); install git or put it on PATH")
        }
        if result.timedOut {
            throw ToolError(
                .toolchainUnavailable,
                GitMessages.timedOut(arguments: arguments, seconds: Int(limit), directory: directory)
            )
        }
        return result
    }

    func git(_ arguments: [String], failure: (String) -> ToolError) throws(ToolError) -> String {
        try Self.git(arguments, in: topLevel, environment: environment, failure: failure)
    }

    /// The directory git reads hooks from: `.git/hooks`, the common one for a linked worktree,
    /// or `core.hooksPath`. Absolute.
    func hooksDirectory() throws(ToolError) -> String {
        let output = try git(["rev-parse", "--git-path", "hooks"]) {
            ToolError(.missingInput, "git rev-parse --git-path hooks failed: \($0)")
        }
        return PathUtilities.standardize(output.trimmingCharacters(in: .newlines), relativeTo: topLevel)
    }

    /// Absolute, symlink-resolved paths of the files `selection` names.
    func changedFiles(_ selection: ChangeSelection) throws(ToolError) -> Set<String> {
        var relative: [String] = []
        // -z: paths with spaces or non-ASCII characters arrive unquoted.
        switch selection {
        case .staged:
            relative += try lines(
                git(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"]) {
                    ToolError(.missingInput, "git diff --cached failed: \($0)")
                })
        case .since(let revision):
            relative += try lines(
                git(["diff", "--name-only", "-z", "--diff-filter=ACMR", revision, "--"]) {
                    ToolError(.usage, "--changed \(revision): git cannot compare with '\(revision)': \($0)")
                })
            // New files not yet added are part of what archlint scans, so they count as changed.
            relative += try lines(
                git(["ls-files", "--others", "--exclude-standard", "-z"]) {
                    ToolError(.missingInput, "git ls-files failed: \($0)")
                })
        }
        return Set(relative.map { (topLevel as NSString).appendingPathComponent($0) })
    }

    private func lines(_ output: String) -> [String] {
        output.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
    }
}

/// What running git reports when it cannot serve, each text named after what it says.
enum GitMessages {
    /// `purpose` names the command that needs a repository.
    static func notInWorkingTree(_ directory: String, purpose: String) -> String {
        "'\(directory)' is not inside a git working tree, and \(purpose) works on a git repository; run it inside one "
            + "(git init)"
    }

    static func timedOut(arguments: [String], seconds: Int, directory: String) -> String {
        "`git \(arguments.joined(separator: " "))` did not finish within \(seconds) s and was stopped; see whether git "
            + "works in '\(directory)' (a lock left by another git, a filesystem that hangs)"
    }
}
