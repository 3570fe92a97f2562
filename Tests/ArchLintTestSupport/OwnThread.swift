import Foundation

/// Runs blocking work (child processes, sleeps) on a thread of its own instead of on one of the
/// few threads Swift concurrency shares, which swift-testing runs every test on: while the work
/// waits, other tests run on those threads, and a busy test run cannot delay the work's own
/// timing (a time limit, a signal, the seconds between two runs).
///
/// The work must not record test issues: `#expect` on another thread does not know its test. It
/// returns what it saw, and the test checks that after the `await`.
enum OwnThread {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let result: Result<T, any Error> = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: Result { try work() }) }
        }
        return try result.get()
    }
}
