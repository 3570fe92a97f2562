import Foundation
import Testing
@testable import ArchLintSupport

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
                let result = try? ProcessRunner.run(executable: "/bin/sh", arguments: ["-c", slow ? "sleep 1.5" : "exit 0"])
                let seconds = Date().timeIntervalSince(begun)
                results.withLock { $0.append(result == nil ? "\(index) did not start" : !slow && seconds > 1.2 ? "\(index) took \(seconds) s" : "ok") }
            }
        }
        #expect(finished.wait(timeout: .now() + 20) == .success)
        #expect(results.withLock { $0 } == Array(repeating: "ok", count: 32))
    }
}
