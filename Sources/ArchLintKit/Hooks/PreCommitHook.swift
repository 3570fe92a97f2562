import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
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
        let missing = executable.replacingOccurrences(of: "\"", with: "")
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
                echo "archlint pre-commit hook: no archlint at \(missing) or on PATH; reinstall with \
            'archlint install-hook --force' or commit with --no-verify" >&2
                exit 1
              fi
            fi
            cd "$(git rev-parse --show-toplevel)" || exit 1
            exec "$archlint" \(command)

            """
    }

    /// `text` as one single-quoted sh word.
    static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "-_./=:@,+".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// What `install-hook` did.
package struct HookInstallation: Sendable, Equatable {
    /// Absolute path of the written hook.
    package var path: String
    /// Where the hook that was there before (not archlint's, or a link) was moved, if anywhere.
    package var backup: String?
}

/// Writes the pre-commit hook into the repository git would run it from.
///
/// The hooks folder may be tracked (`core.hooksPath` naming a folder of the repository), so
/// what is there is input: a `pre-commit` that is a symbolic link is never written through (that
/// would change the file it leads to, a tracked script or anything the user can write), and a
/// hook that is not archlint's is moved aside, never overwritten, under a name no other file
/// has (`pre-commit.before-archlint`, then `.2`, `.3`...), so installing twice keeps every hook
/// that was there.
package enum HookInstaller {
    /// The name a replaced hook is saved under (numbered when taken).
    package static let backupName = "pre-commit.before-archlint"

    /// Installs `hook` into the hooks directory of the repository containing `directory`
    /// (`git rev-parse --git-path hooks`: linked worktrees share it; `core.hooksPath` moves it).
    /// A hook without archlint's signature, or a link, is replaced only with `force`, after it
    /// was moved aside (`backupName`).
    package static func install(
        _ hook: PreCommitHook, in directory: String, environment: [String: String],
        force: Bool
    ) throws(ToolError) -> HookInstallation {
        let repository = try GitRepository(containing: directory, environment: environment, purpose: "install-hook")
        let hooks = try repository.hooksDirectory()
        let path = (hooks as NSString).appendingPathComponent("pre-commit")
        var backup: String?
        var status = stat()
        if lstat(path, &status) == 0 {
            let advice = "or call `archlint check --changed` from your own hook"
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                guard force else {
                    throw ToolError(
                        .usage,
                        HookMessages.hookIsLink(path, target: target, advice: advice)
                    )
                }
                backup = try moveAside(path, in: hooks)
            case S_IFREG:
                let existing = (try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get()) ?? Data()
                if !String(decoding: existing, as: UTF8.self).contains(PreCommitHook.signature) {
                    guard force else {
                        throw ToolError(
                            .usage,
                            HookMessages.foreignHook(path, advice: advice)
                        )
                    }
                    backup = try moveAside(path, in: hooks)
                }
            default:
                let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "a device, FIFO or socket"
                throw ToolError(.cannotCreateOutput, "'\(path)' is \(kind), not a hook file; remove it, \(advice)")
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        } catch {
            throw ToolError(
                .cannotCreateOutput, "cannot create the hooks folder '\(hooks)': \(error.localizedDescription)")
        }
        // Renamed over the name, never through a link that appeared meanwhile.
        try AtomicFile.write(hook.script, to: path, permissions: 0o755, throughLinks: false)
        return HookInstallation(path: path, backup: backup)
    }

    /// Renames the hook at `path` (a file or a link, kept as it is: its mode, owner, or where it
    /// leads) to the first free backup name; returns that name.
    static func moveAside(_ path: String, in hooks: String) throws(ToolError) -> String {
        var status = stat()
        for number in 1...1000 {
            let name = number == 1 ? backupName : "\(backupName).\(number)"
            let backup = (hooks as NSString).appendingPathComponent(name)
            guard lstat(backup, &status) != 0, errno == ENOENT else { continue }
            guard rename(path, backup) == 0 else {
                let reason = String(cString: strerror(errno))
                throw ToolError(
                    .cannotCreateOutput,
                    "cannot move the existing hook '\(path)' aside to '\(backup)' (\(reason)); nothing was changed")
            }
            return backup
        }
        throw ToolError(
            .cannotCreateOutput,
            "'\(hooks)' already holds 1,000 saved hooks (\(backupName).N); remove the ones you do not need")
    }

    /// The archlint executable to put in the hook: `argument0` (how this process was started)
    /// made absolute, looked up on `PATH` when it has no slash; nil when it cannot be found.
    package static func resolveExecutable(
        _ argument0: String, workingDirectory: String,
        environment: [String: String]
    ) -> String? {
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

/// What installing the hook says when it refuses, each text named after what it says. `advice` names the way
/// to keep the existing hook.
enum HookMessages {
    /// The hook file is a symbolic link (to `target`).
    static func hookIsLink(_ path: String, target: String, advice: String) -> String {
        "'\(path)' is a symbolic link (to '\(target)'), and archlint never writes a hook through a link (it would "
            + "change the file the link leads to); pass --force to move the link aside (kept as "
            + "\(HookInstaller.backupName)) and write archlint's hook in its place, \(advice)"
    }

    static func foreignHook(_ path: String, advice: String) -> String {
        "'\(path)' already exists and is not archlint's hook; pass --force to replace it (it is kept as "
            + "\(HookInstaller.backupName)), \(advice)"
    }
}
