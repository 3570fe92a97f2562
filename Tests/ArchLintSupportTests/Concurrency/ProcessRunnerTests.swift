import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Children started by `ProcessRunner` from many threads at once (archlint runs one
/// `dump-package` per package in parallel).
@Suite struct ProcessRunnerTests {
    /// Children started at once from many threads each end when they exit, none waiting for
    /// another to end: a child that inherited another's pipe would hold it open while it lives
    /// (SpawnDescriptors). The window it needs is short, so this catches a regression often,
    /// not always.
    @Test func childrenStartedTogetherEndTogether() throws {
        let results = Locked([String]())
        let finished = DispatchGroup()
        for index in 0..<32 {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                // Every other child lives for a second and a half; the others end at once.
                let slow = index % 2 == 0
                let begun = Date()
                let result = try? ProcessRunner.run(
                    executable: "/bin/sh", arguments: ["-c", slow ? "sleep 1.5" : "exit 0"])
                let seconds = Date().timeIntervalSince(begun)
                results.withLock {
                    $0.append(
                        result == nil
                            ? "\(index) did not start" : !slow && seconds > 1.2 ? "\(index) took \(seconds) s" : "ok")
                }
            }
        }
        #expect(finished.wait(timeout: .now() + 20) == .success)
        #expect(results.withLock { $0 } == Array(repeating: "ok", count: 32))
    }

    /// A descriptor other code opened without close-on-exec (Foundation's `Process` makes such
    /// socket pairs) is not inherited by a child archlint starts: the child has only its three
    /// standard descriptors (and the one `ls` opens to list the folder).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func aChildInheritsNoOtherDescriptor() throws {
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        defer { for end in ends { close(end) } }
        let result = try ProcessRunner.run(executable: "/bin/sh", arguments: ["-c", "ls /proc/$$/fd"])
        let descriptors = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").compactMap {
            Int32($0)
        }.sorted()
        #expect(
            !descriptors.contains(ends[0]) && !descriptors.contains(ends[1]),
            "inherited: \(descriptors), socket pair \(ends)")
        #expect(descriptors.filter { $0 > 2 }.count <= 1, "\(descriptors)")
    }
}
