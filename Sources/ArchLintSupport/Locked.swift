import Foundation

/// A value several threads share, reachable only while holding its lock, so no path can forget
/// to unlock or touch the value without the lock.
///
/// A class around `NSLock` rather than the Synchronization module's `Mutex`, which needs
/// macOS 15 (archlint supports macOS 13). Keep the closures short: they run under the lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; what `body` changes is kept.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
