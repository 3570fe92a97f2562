import Foundation
@testable import ArchLintSupport

/// A real git repository in a temporary directory, with a local identity so commits work
/// on machines without a global git configuration.
struct GitFixture {
    let root: String

    init() throws {
        root = PathUtilities.resolvingSymlinks(TestSupport.temporaryDirectory())
        try git("init", "-q")
        try git("config", "user.name", "archlint tests")
        try git("config", "user.email", "tests@archlint.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    /// The Layered fixture package (with its dump.json) at the top of the repository, committed.
    static func layered() throws -> GitFixture {
        let fixture = try GitFixture()
        let source = TestSupport.path("Tests/Fixtures/Packages/Layered")
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: (source as NSString).appendingPathComponent(item),
                                             toPath: (fixture.root as NSString).appendingPathComponent(item))
        }
        try fixture.git("add", "-A")
        try fixture.git("commit", "-q", "-m", "Layered")
        return fixture
    }

    /// Runs git; throws with git's output when it fails.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        let result = try gitResult(arguments, in: directory)
        guard result.exitCode == 0 else { throw GitFailure(arguments: arguments, output: result.standardError + result.standardOutput) }
        return result.standardOutput
    }

    func gitResult(_ arguments: [String], in directory: String? = nil) throws -> BinaryRunner.Output {
        let result = try ProcessRunner.run(executable: "/usr/bin/env", arguments: ["git"] + arguments,
                                           environment: Self.environment, currentDirectory: directory ?? root)
        return BinaryRunner.Output(standardOutput: String(decoding: result.standardOutput, as: UTF8.self),
                                   standardError: String(decoding: result.standardError, as: UTF8.self),
                                   exitCode: result.exitCode)
    }

    /// The test's environment without git variables a surrounding hook may have set.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    }

    func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    func append(_ text: String, to relative: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(relative)))
        try handle.seekToEnd()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

struct GitFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
}
