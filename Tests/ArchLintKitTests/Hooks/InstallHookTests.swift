import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `install-hook`: the script, where it goes, what it refuses; and the hook at work in a real
/// repository (the built binary, the Layered fixture read from its dump, no SwiftPM).
@Suite struct InstallHookTests {
    private let hook = PreCommitHook(
        executable: "/opt/archlint/bin/archlint", extraArguments: ["--config", "rules file.json"])

    @Test func theScriptIsSignedAndQuotesItsArguments() {
        let script = hook.script
        #expect(script.hasPrefix("#!/bin/sh\n" + PreCommitHook.signature + "\n"))
        #expect(script.contains("archlint=/opt/archlint/bin/archlint\n"))
        #expect(script.contains("exec \"$archlint\" check --changed --config 'rules file.json'\n"))
        #expect(PreCommitHook.shellQuoted("it's") == "'it'\\''s'")
    }

    @Test func refusesAForeignHookUnlessForcedAndKeepsIt() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let path = repository.path(".git/hooks/pre-commit")
        try repository.directory.write(".git/hooks/pre-commit", "#!/bin/sh\nmake lint\n")
        #expect {
            try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: false)
        } throws: { ($0 as? ToolError)?.exitCode == .usage && ($0 as? ToolError)?.message.contains("--force") == true }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "#!/bin/sh\nmake lint\n")

        let installed = try HookInstaller.install(
            hook, in: repository.root, environment: GitFixture.environment, force: true)
        #expect(installed.path == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == hook.script)
        #expect(try String(contentsOfFile: #require(installed.backup), encoding: .utf8) == "#!/bin/sh\nmake lint\n")
        #expect(FileManager.default.isExecutableFile(atPath: path))

        // Our own hook is replaced without --force.
        let updated = PreCommitHook(executable: "/usr/local/bin/archlint")
        #expect(
            try HookInstaller.install(updated, in: repository.root, environment: GitFixture.environment, force: false)
                .backup == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == updated.script)
    }

    /// A hook archlint replaces is moved aside under a name no file has: installing again
    /// after the team's tooling wrote its hook again keeps both of its versions.
    @Test func savedHooksAreNumberedNeverOverwritten() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.directory.write(".git/hooks/pre-commit", "#!/bin/sh\nteam v1\n")
        let first = try HookInstaller.install(
            hook, in: repository.root, environment: GitFixture.environment, force: true)
        #expect(first.backup == repository.path(".git/hooks/pre-commit.before-archlint"))
        try repository.directory.write(".git/hooks/pre-commit", "#!/bin/sh\nteam v2\n")
        let second = try HookInstaller.install(
            hook, in: repository.root, environment: GitFixture.environment, force: true)
        #expect(second.backup == repository.path(".git/hooks/pre-commit.before-archlint.2"))
        #expect(
            try String(contentsOfFile: repository.path(".git/hooks/pre-commit.before-archlint"), encoding: .utf8)
                == "#!/bin/sh\nteam v1\n")
        #expect(
            try String(contentsOfFile: repository.path(".git/hooks/pre-commit.before-archlint.2"), encoding: .utf8)
                == "#!/bin/sh\nteam v2\n")
    }

    /// A hook that is a link is never written through: refused without --force, moved aside
    /// (the link itself) with it; a dangling link creates nothing where it leads.
    @Test func aLinkedHookIsMovedAsideNotWrittenThrough() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let outside = try TemporaryDirectory("hook-outside")
        defer { outside.remove() }
        let script = try outside.write("team.sh", "#!/bin/sh\nteam\n")
        let hookPath = repository.path(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(
            atPath: repository.path(".git/hooks"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hookPath, withDestinationPath: script)
        #expect {
            try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: false)
        } throws: {
            ($0 as? ToolError)?.exitCode == .usage
                && ($0 as? ToolError)?.message.contains("is a symbolic link (to '\(script)')") == true
        }
        let installed = try HookInstaller.install(
            hook, in: repository.root, environment: GitFixture.environment, force: true)
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "#!/bin/sh\nteam\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: try #require(installed.backup)) == script)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: hookPath)) == nil)
        #expect(try String(contentsOfFile: hookPath, encoding: .utf8) == hook.script)

        try FileManager.default.removeItem(atPath: hookPath)
        try FileManager.default.createSymbolicLink(
            atPath: hookPath, withDestinationPath: outside.path("missing/hook.sh"))
        _ = try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: true)
        #expect(!FileManager.default.fileExists(atPath: outside.path("missing")))
        #expect(try String(contentsOfFile: hookPath, encoding: .utf8) == hook.script)
    }

    @Test func aLinkedWorktreeAndCoreHooksPathAreHonoured() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.git("commit", "-q", "--allow-empty", "-m", "root")
        let worktree = repository.root + "-worktree"
        defer { try? FileManager.default.removeItem(atPath: worktree) }
        try repository.git("worktree", "add", "-q", worktree)
        // A linked worktree has no hooks folder of its own: git runs the main repository's.
        let fromWorktree = try HookInstaller.install(
            hook, in: worktree, environment: GitFixture.environment, force: false)
        #expect(fromWorktree.path == repository.path(".git/hooks/pre-commit"))

        try repository.git("config", "core.hooksPath", "githooks")
        let moved = try HookInstaller.install(
            hook, in: repository.root, environment: GitFixture.environment, force: false)
        #expect(moved.path == repository.path("githooks/pre-commit"))
        #expect(FileManager.default.isExecutableFile(atPath: moved.path))
    }

    @Test func outsideARepositoryIsMissingInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var environment = GitFixture.environment
        environment["GIT_CEILING_DIRECTORIES"] = (directory.path as NSString).deletingLastPathComponent
        let output = try ChildProcess.archlint(["install-hook"], in: directory.path, environment: environment)
        #expect(output.exitCode == ExitCode.missingInput.rawValue)
        #expect(
            output.standardError.contains("not inside a git working tree, and install-hook works on a git repository"),
            Comment(rawValue: output.standardError))
    }

    /// The whole loop: install, stage a violating import, the commit fails with the finding;
    /// fix it, the commit goes through (the fixture's older findings are not in the change).
    @Test func theHookBlocksACommitThatAddsAViolation() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        // dump.json spares the hook a SwiftPM run; `--` hands it to the hook's check.
        let installed = try ChildProcess.archlint(
            ["install-hook", "--", "--manifest-json", "dump.json"], in: repository.root,
            environment: GitFixture.environment)
        #expect(installed.exitCode == 0, Comment(rawValue: installed.standardError))
        let script = try String(contentsOfFile: repository.path(".git/hooks/pre-commit"), encoding: .utf8)
        #expect(
            script.contains("archlint=\(PathUtilities.resolvingSymlinks(ChildProcess.archlintExecutable))\n"),
            Comment(rawValue: script))

        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        try repository.git("add", "Sources/CoreB/B.swift")
        let blocked = try repository.gitResult(["commit", "-m", "CoreB uses CoreA"])
        #expect(blocked.exitCode != 0)
        let printed = blocked.standardOutput + blocked.standardError
        #expect(
            printed.contains("Sources/CoreB/B.swift:9:1: error: [core-independent] CoreB imports CoreA"),
            Comment(rawValue: printed))
        #expect(printed.contains("[no-cycles] import cycle CoreA -> CoreB -> CoreA"), Comment(rawValue: printed))
        #expect(!printed.contains("network-never-imports-data"), Comment(rawValue: printed))

        try repository.git("checkout", "--", "Sources/CoreB/B.swift")
        try repository.git("reset", "-q")
        try repository.git("checkout", "--", "Sources/CoreB/B.swift")
        try repository.append("// CoreB stays independent\n", to: "Sources/CoreB/B.swift")
        try repository.git("add", "Sources/CoreB/B.swift")
        let passed = try repository.gitResult(["commit", "-m", "Comment only"])
        #expect(passed.exitCode == 0, Comment(rawValue: passed.standardOutput + passed.standardError))
    }

    @Test func checkChangedSinceARevision() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        let output = try ChildProcess.archlint(
            ["check", "--changed", "HEAD", "--manifest-json", "dump.json"], in: repository.root,
            environment: GitFixture.environment)
        #expect(output.exitCode == ExitCode.findings.rawValue)
        // Findings and their evidence; fix-plan notes are another feature's business.
        // The cycle is shown at the changed import, with its other import lines as notes.
        let lines = output.standardOutput.split(separator: "\n").filter {
            !$0.contains(": note: fix") && !$0.contains(": note: step") && !$0.hasPrefix("note: [")
        }
        #expect(
            lines == [
                "Sources/CoreB/B.swift:9:1: error: [core-independent] CoreB imports CoreA",
                "Sources/CoreB/B.swift:9:1: error: [no-cycles] import cycle CoreA -> CoreB -> CoreA",
                "Sources/CoreA/A.swift:1:1: note: CoreA imports CoreB here",
                "Sources/CoreB/B.swift:9:1: note: CoreB imports CoreA here",
            ])
        #expect(
            output.standardError.contains("note: --changed: 3 findings outside the changed files not shown"),
            Comment(rawValue: output.standardError))
    }
}
