import Dispatch
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

@Suite struct LockedTests {
    /// Read-modify-write from many threads loses no update (without the lock, some would be).
    @Test func concurrentUpdatesAreNotLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 160_000)
    }

    @Test func withLockReturnsTheBodysResultAndKeepsItsChanges() {
        let names = Locked<[String]>([])
        let count = names.withLock { names in
            names.append("Core")
            return names.count
        }
        #expect(count == 1)
        #expect(names.withLock { $0 } == ["Core"])
    }
}
