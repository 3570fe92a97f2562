import Dispatch
import Foundation

/// `map` across the machine's cores, results in input order.
package enum ParallelMap {
    package static func map<Element: Sendable, Value>(_ elements: [Element], _ transform: @Sendable (Element) -> Value)
        -> [Value]
    {
        if elements.count <= 1 { return elements.map(transform) }
        let results = ResultSlots<Value>(count: elements.count)
        let workers = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.take()
                if index >= elements.count { break }
                results[index] = transform(elements[index])
            }
        }
        return results.values()
    }
}

/// Hands out indices 0, 1, 2, ... to concurrent workers.
package final class WorkCounter: Sendable {
    private let next = Locked(0)
    package init() {}
    package func take() -> Int {
        next.withLock { next in
            defer { next += 1 }
            return next
        }
    }
}

/// Fixed slots written concurrently, each by exactly one worker.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int
    package init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }
    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
    package subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }
    package func values() -> [Value] {
        (0..<count).map { storage[$0]! }
    }
}
