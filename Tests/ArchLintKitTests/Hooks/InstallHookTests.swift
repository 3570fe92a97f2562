import Foundation
import XCTest
@testable import ArchLintKit

final class InstallHookTests: XCTestCase {
    private let hook = PreCommitHook(executable: "/opt/archlint/bin/archlint", extraArguments: ["--config", "rules file.json"])

    func testTheScriptIsSignedAndQuotesItsArguments() {
        let script = hook.script
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n" + PreCommitHook.signature + "\n"))
        XCTAssertTrue(script.contains("archlint=/opt/archlint/bin/archlint\n"))
        XCTAssertTrue(script.contains("exec \"$archlint\" check --changed --config 'rules file.json'\n"))
        XCTAssertEqual(PreCommitHook.shellQuoted("it's"), "'it'\\''s'")
    }

    func testRefusesAForeignHookUnlessForcedAndKeepsIt() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let path = repository.path(".git/hooks/pre-commit")
        TestSupport.write("#!/bin/sh\nmake lint\n", to: path)
        XCTAssertThrowsError(try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: false)) {
            XCTAssertEqual(($0 as? ToolError)?.exitCode, .usage)
            XCTAssertTrue(($0 as? ToolError)?.message.contains("--force") ?? false)
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "#!/bin/sh\nmake lint\n")

        let installed = try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: true)
        XCTAssertEqual(installed.path, path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), hook.script)
        XCTAssertEqual(try String(contentsOfFile: XCTUnwrap(installed.backup), encoding: .utf8), "#!/bin/sh\nmake lint\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))

        // Our own hook is replaced without --force.
        let updated = PreCommitHook(executable: "/usr/local/bin/archlint")
        XCTAssertNil(try HookInstaller.install(updated, in: repository.root, environment: GitFixture.environment, force: false).backup)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), updated.script)
    }

    func testALinkedWorktreeAndCoreHooksPathAreHonoured() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.git("commit", "-q", "--allow-empty", "-m", "root")
        let worktree = repository.root + "-worktree"
        defer { try? FileManager.default.removeItem(atPath: worktree) }
        try repository.git("worktree", "add", "-q", worktree)
        // A linked worktree has no hooks folder of its own: git runs the main repository's.
        let fromWorktree = try HookInstaller.install(hook, in: worktree, environment: GitFixture.environment, force: false)
        XCTAssertEqual(fromWorktree.path, repository.path(".git/hooks/pre-commit"))

        try repository.git("config", "core.hooksPath", "githooks")
        let moved = try HookInstaller.install(hook, in: repository.root, environment: GitFixture.environment, force: false)
        XCTAssertEqual(moved.path, repository.path("githooks/pre-commit"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: moved.path))
    }

    func testOutsideARepositoryIsMissingInput() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var environment = GitFixture.environment
        environment["GIT_CEILING_DIRECTORIES"] = (directory as NSString).deletingLastPathComponent
        let output = try BinaryRunner.run(["install-hook"], in: directory, environment: environment)
        XCTAssertEqual(output.exitCode, ExitCode.missingInput.rawValue)
        XCTAssertTrue(output.standardError.contains("not inside a git working tree"), output.standardError)
    }

    /// The whole loop: install, stage a violating import, the commit fails with the finding;
    /// fix it, the commit goes through (the fixture's older findings are not in the change).
    func testTheHookBlocksACommitThatAddsAViolation() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        // dump.json spares the hook a SwiftPM run; `--` hands it to the hook's check.
        let installed = try BinaryRunner.run(["install-hook", "--", "--manifest-json", "dump.json"], in: repository.root,
                                             environment: GitFixture.environment)
        XCTAssertEqual(installed.exitCode, 0, installed.standardError)
        let script = try String(contentsOfFile: repository.path(".git/hooks/pre-commit"), encoding: .utf8)
        XCTAssertTrue(script.contains("archlint=\(PathUtilities.resolvingSymlinks(BinaryRunner.executable))\n"), script)

        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        try repository.git("add", "Sources/CoreB/B.swift")
        let blocked = try repository.gitResult(["commit", "-m", "CoreB uses CoreA"])
        XCTAssertNotEqual(blocked.exitCode, 0)
        let printed = blocked.standardOutput + blocked.standardError
        XCTAssertTrue(printed.contains("Sources/CoreB/B.swift:2:1: error: [core-independent] CoreB imports CoreA"), printed)
        XCTAssertTrue(printed.contains("[no-cycles] import cycle CoreA -> CoreB -> CoreA"), printed)
        XCTAssertFalse(printed.contains("network-never-imports-data"), printed)

        try repository.git("checkout", "--", "Sources/CoreB/B.swift")
        try repository.git("reset", "-q")
        try repository.git("checkout", "--", "Sources/CoreB/B.swift")
        try repository.append("// CoreB stays independent\n", to: "Sources/CoreB/B.swift")
        try repository.git("add", "Sources/CoreB/B.swift")
        let passed = try repository.gitResult(["commit", "-m", "Comment only"])
        XCTAssertEqual(passed.exitCode, 0, passed.standardOutput + passed.standardError)
    }

    func testCheckChangedSinceARevision() throws {
        let repository = try GitFixture.layered()
        defer { repository.remove() }
        try repository.append("import CoreA\n", to: "Sources/CoreB/B.swift")
        let output = try BinaryRunner.run(["check", "--changed", "HEAD", "--manifest-json", "dump.json"], in: repository.root,
                                          environment: GitFixture.environment)
        XCTAssertEqual(output.exitCode, ExitCode.findings.rawValue)
        XCTAssertEqual(output.standardOutput, """
        Sources/CoreA/A.swift:1:1: error: [no-cycles] import cycle CoreA -> CoreB -> CoreA: modules must not import each other in a loop; SwiftPM cannot build a dependency cycle
        Sources/CoreA/A.swift:1:1: note: CoreA imports CoreB here
        Sources/CoreB/B.swift:2:1: note: CoreB imports CoreA here
        Sources/CoreB/B.swift:2:1: error: [core-independent] CoreB imports CoreA: Core modules are shared by every feature and must not depend on one another

        """)
        XCTAssertTrue(output.standardError.contains("note: --changed: 3 findings outside the changed files not shown"), output.standardError)
    }
}
