/// A binary heap: `push` and `pop` in O(log n); `pop` returns the element that `precedes`
/// puts first.
package struct Heap<Element> {
    private var elements: [Element] = []
    private let precedes: (Element, Element) -> Bool

    /// `precedes(a, b)` is true when `a` must come out before `b`.
    package init(by precedes: @escaping (Element, Element) -> Bool) {
        self.precedes = precedes
    }

    package var isEmpty: Bool { elements.isEmpty }
    package var count: Int { elements.count }

    package mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    package mutating func pop() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let first = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < elements.count, precedes(elements[left], elements[best]) { best = left }
            if right < elements.count, precedes(elements[right], elements[best]) { best = right }
            if best == parent { break }
            elements.swapAt(parent, best)
            parent = best
        }
        return first
    }
}
