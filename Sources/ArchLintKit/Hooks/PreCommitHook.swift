import Foundation
import ArchLintSupport

/// The pre-commit hook `archlint install-hook` writes: a small POSIX sh script that runs
/// `archlint check --changed` from the top of the working tree.
package struct PreCommitHook: Sendable, Equatable {
    /// The line that marks a hook as archlint's own: such a hook may be replaced without --force.
    package static let signature = "# archlint-managed-hook: written by `archlint install-hook`"

    /// Absolute path of the archlint executable the hook prefers.
    package var executable: String
    /// Arguments appended to `archlint check --changed` (after `--` on the install command line).
    package var extraArguments: [String]

    package init(executable: String, extraArguments: [String] = []) {
        self.executable = executable
        self.extraArguments = extraArguments
    }

    package var script: String {
        let command = (["check", "--changed"] + extraArguments).map(Self.shellQuoted).joined(separator: " ")
        return """
        #!/bin/sh
        \(Self.signature)
        # Checks the staged changes: archlint evaluates the whole module graph and reports the
        # findings in staged files (and import cycles a staged file takes part in).
        # Skip once with `git commit --no-verify`; reinstall with `archlint install-hook --force`.
        #
        # Which archlint: the binary that installed this hook (absolute path), so the hook checks
        # with the version you chose; if that file is gone (a cleaned build folder, an upgrade),
        # `archlint` on PATH.
        archlint=\(Self.shellQuoted(executable))
        if [ ! -x "$archlint" ]; then
          archlint=archlint
          if ! command -v archlint >/dev/null 2>&1; then
            echo "archlint pre-commit hook: no archlint at \(executable.replacingOccurrences(of: "\"", with: "")) or on PATH; reinstall with 'archlint install-hook --force' or commit with --no-verify" >&2
            exit 1
          fi
        fi
        cd "$(git rev-parse --show-toplevel)" || exit 1
        exec "$archlint" \(command)

        """
    }

    /// `text` as one single-quoted sh word.
    static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_./=:@,+".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// What `install-hook` did.
package struct HookInstallation: Sendable, Equatable {
    /// Absolute path of the written hook.
    package var path: String
    /// Where the hook that was there before (not archlint's) was saved, if any.
    package var backup: String?
}

/// Writes the pre-commit hook into the repository git would run it from.
package enum HookInstaller {
    /// Installs `hook` into the hooks directory of the repository containing `directory`
    /// (`git rev-parse --git-path hooks`: linked worktrees share it; `core.hooksPath` moves it).
    /// A hook without archlint's signature is replaced only with `force`, and saved beside it
    /// as `pre-commit.before-archlint` first.
    package static func install(_ hook: PreCommitHook, in directory: String, environment: [String: String],
                               force: Bool) throws(ToolError) -> HookInstallation {
        let repository = try GitRepository(containing: directory, environment: environment, purpose: "install-hook")
        let hooks = try repository.hooksDirectory()
        let path = (hooks as NSString).appendingPathComponent("pre-commit")
        var backup: String?
        if let existing = FileManager.default.contents(atPath: path) {
            let text = String(decoding: existing, as: UTF8.self)
            if !text.contains(PreCommitHook.signature) {
                guard force else {
                    throw ToolError(.usage, "'\(path)' already exists and is not archlint's hook; pass --force to replace it (it is kept as pre-commit.before-archlint), or call `archlint check --changed` from your own hook")
                }
                let saved = (hooks as NSString).appendingPathComponent("pre-commit.before-archlint")
                try AtomicFile.write(existing, to: saved, permissions: 0o755)
                backup = saved
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        } catch {
            throw ToolError(.cannotCreateOutput, "cannot create the hooks folder '\(hooks)': \(error.localizedDescription)")
        }
        try AtomicFile.write(hook.script, to: path, permissions: 0o755)
        return HookInstallation(path: path, backup: backup)
    }

    /// The archlint executable to put in the hook: `argument0` (how this process was started)
    /// made absolute, looked up on `PATH` when it has no slash; nil when it cannot be found.
    package static func resolveExecutable(_ argument0: String, workingDirectory: String,
                                         environment: [String: String]) -> String? {
        if argument0.contains("/") {
            let path = PathUtilities.standardize(argument0, relativeTo: workingDirectory)
            return FileManager.default.isExecutableFile(atPath: path) ? PathUtilities.resolvingSymlinks(path) : nil
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let path = (String(directory) as NSString).appendingPathComponent(argument0)
            if FileManager.default.isExecutableFile(atPath: path) {
                return PathUtilities.resolvingSymlinks(PathUtilities.standardize(path, relativeTo: workingDirectory))
            }
        }
        return nil
    }
}
