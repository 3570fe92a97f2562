import Dispatch
import Foundation

/// `map` across the machine's cores, results in input order.
enum ParallelMap {
    static func map<Element: Sendable, Value>(_ elements: [Element], _ transform: @Sendable (Element) -> Value) -> [Value] {
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
