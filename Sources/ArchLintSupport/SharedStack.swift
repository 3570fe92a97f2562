/// An immutable stack that shares its lower part with every stack it was made from: pushing
/// costs one node however deep the stack is, so many stacks built on one another (the `#if`
/// clauses around each import of a file, the conditions before each clause of an `#elseif`
/// chain) cost one node per element, not one copy per stack. Iterated bottom first.
///
/// Nodes are shared and have an identity: a walk that remembers what it decided per node
/// (`walk(downTo:)`) visits each shared node once, however many stacks share it.
package struct SharedStack<Element: Sendable & Hashable>: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral {
    /// One element and the stack below it.
    // Unchecked: `below` only changes in `deinit`, when nothing else can see the node.
    package final class Node: @unchecked Sendable {
        package let element: Element
        package private(set) var below: Node?
        /// Elements from this one down to the bottom.
        package let count: Int

        init(element: Element, below: Node?) {
            self.element = element
            self.below = below
            count = (below?.count ?? 0) + 1
        }

        // Freed one by one, not recursively: a stack of a million elements would overflow the
        // call stack.
        deinit {
            var next = below
            below = nil
            while isKnownUniquelyReferenced(&next), let node = next {
                next = node.below
                node.below = nil
            }
        }
    }

    /// The top node; nil for the empty stack.
    package let top: Node?

    package init(top: Node?) { self.top = top }

    package init(arrayLiteral elements: Element...) { self.init(elements) }

    /// The elements pushed in order: the first at the bottom.
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        var node: Node?
        for element in elements { node = Node(element: element, below: node) }
        top = node
    }

    package var count: Int { top?.count ?? 0 }
    package var isEmpty: Bool { top == nil }
    /// The top element (the last pushed, the last iterated).
    package var last: Element? { top?.element }
    /// The bottom element (walks the stack).
    package var first: Element? { Array(self).first }
    /// The element at `index`, bottom first (walks the stack: for tests and messages).
    package subscript(index: Int) -> Element { Array(self)[index] }

    /// This stack with `element` on top.
    package func pushing(_ element: Element) -> SharedStack { SharedStack(top: Node(element: element, below: top)) }

    /// This stack without its top element.
    package var popped: SharedStack { SharedStack(top: top?.below) }

    /// This stack with its top element replaced.
    package func replacingTop(with element: Element) -> SharedStack {
        SharedStack(top: Node(element: element, below: top?.below))
    }

    package static func + (lhs: SharedStack, rhs: [Element]) -> SharedStack {
        rhs.reduce(lhs) { $0.pushing($1) }
    }

    /// Walks down from the top to the first node for which `stop` is true: the nodes above it,
    /// top first, and that node (nil when the walk reached the bottom). For a walk that
    /// remembers its answer per node: start from the answer at `reached`, then decide `above`
    /// in reverse, bottom first.
    package func walk(downTo stop: (Node) -> Bool) -> (above: [Node], reached: Node?) {
        var above: [Node] = []
        var node = top
        while let current = node, !stop(current) {
            above.append(current)
            node = current.below
        }
        return (above, node)
    }

    /// Bottom first.
    package func makeIterator() -> IndexingIterator<[Element]> {
        walk(downTo: { _ in false }).above.reversed().map(\.element).makeIterator()
    }

    package static func == (lhs: SharedStack, rhs: SharedStack) -> Bool {
        if lhs.top === rhs.top { return true }
        guard lhs.count == rhs.count else { return false }
        var left = lhs.top, right = rhs.top
        while let l = left, let r = right {
            if l === r { return true }
            if l.element != r.element { return false }
            left = l.below
            right = r.below
        }
        return true
    }

    /// The count and the top element only: constant time however deep the stack.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(top?.element)
    }
}

/// Encoded as an array, bottom first.
extension SharedStack: Codable where Element: Codable {
    package init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    package func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
