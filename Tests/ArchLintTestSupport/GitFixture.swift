import Foundation
import ArchLintSupport

/// A real git repository in a temporary directory, with a local identity so commits work
/// on machines without a global git configuration.
struct GitFixture {
    let directory: TemporaryDirectory
    /// The working tree, symlinks resolved as git reports paths.
    let root: String

    init() throws {
        directory = try TemporaryDirectory("git")
        root = PathUtilities.resolvingSymlinks(directory.path)
        try git("init", "-q")
        try git("config", "user.name", "archlint tests")
        try git("config", "user.email", "tests@archlint.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    /// The Layered fixture package (with its dump.json) at the top of the repository, committed.
    static func layered() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.directory.copy(Fixtures.layered, to: ".")
        try fixture.git("add", "-A")
        try fixture.git("commit", "-q", "-m", "Layered")
        return fixture
    }

    /// Runs git; throws with git's output when it fails.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        try gitResult(arguments, in: directory).requireSuccess("git \(arguments.joined(separator: " "))").standardOutput
    }

    func gitResult(_ arguments: [String], in directory: String? = nil) throws -> ChildProcess.Output {
        try ChildProcess.run("/usr/bin/env", ["git"] + arguments, in: directory ?? root, environment: Self.environment)
    }

    /// The test's environment without git variables a surrounding hook may have set.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    }

    func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    /// Appends `text` to a file in place (the same file, as `git diff` sees an edit).
    func append(_ text: String, to relative: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(relative)))
        try handle.seekToEnd()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    func remove() { directory.remove() }
}
