// Import scanning stage: which modules one Swift file imports, and where.
//
// Owns the import model and the byte-level scanner. Knows nothing about packages, targets,
// graphs or rules: it reads bytes and reports declarations.

/// One `import` declaration as the compiler would parse it.
package struct ImportDeclaration: Sendable, Hashable, Codable {
    /// Where an import sits: at file scope (a real module dependency) or inside a declaration body.
    package enum Scope: String, Sendable, Hashable, Codable {
        case file
        case nested
    }

    /// The full imported path: `["UIKit", "UIGestureRecognizerSubclass"]`, `["Foundation"]`.
    package var path: [String]
    /// The scoped-import kind (`struct`, `class`, `enum`, `protocol`, `typealias`, `func`, `var`,
    /// `let`), or nil for a whole-module import.
    package var kind: String?
    /// Attributes as written without `@`, arguments kept: `testable`, `_spi(Internal)`.
    package var attributes: [String]
    /// Access-level modifier (`public`, `package`, `internal`, `fileprivate`, `private`), or nil.
    package var access: String?
    /// 1-based line of the `import` keyword, where the compiler's `import_decl` source range starts
    /// (attributes and modifiers written before it are not part of that range).
    package var line: Int
    /// 1-based column of the `import` keyword, counted in UTF-8 bytes like the compiler's diagnostics.
    package var column: Int
    /// 1-based line where the whole declaration starts: its first attribute or access modifier,
    /// or the `import` keyword when there is none.
    package var declarationLine: Int
    /// 1-based UTF-8 column matching `declarationLine`.
    package var declarationColumn: Int
    /// Enclosing `#if` clauses, outermost first (shared with the other imports under them).
    package var conditions: ConditionChain
    /// File scope (brace depth 0) or nested inside a body.
    package var scope: Scope

    package init(
        path: [String],
        kind: String? = nil,
        attributes: [String] = [],
        access: String? = nil,
        line: Int,
        column: Int,
        conditions: ConditionChain = [],
        scope: Scope = .file,
        declarationLine: Int? = nil,
        declarationColumn: Int? = nil
    ) {
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.access = access
        self.line = line
        self.column = column
        self.conditions = conditions
        self.scope = scope
        self.declarationLine = declarationLine ?? line
        self.declarationColumn = declarationColumn ?? column
    }

    /// The imported module: the first path component.
    package var module: String { path.first ?? "" }

    /// True for `@testable import`.
    package var isTestable: Bool { attributes.contains("testable") }

    /// True for `@_exported import` (the import is re-exported to clients).
    package var isExported: Bool { attributes.contains("_exported") }

    /// True when the import sits inside at least one `#if` clause.
    package var isConditional: Bool { !conditions.isEmpty }
}

/// One clause of a conditional-compilation block enclosing an import.
package struct ConditionClause: Sendable, Hashable, Codable {
    package enum Clause: String, Sendable, Hashable, Codable {
        case `if`
        case elseif
        case `else`
    }
    package var clause: Clause
    /// The condition text as written, whitespace-normalised (`canImport(UIKit)`); nil for `#else`.
    package var condition: String?
    /// Conditions of the earlier clauses of the same block, in order: an `#elseif` or `#else`
    /// clause is taken only when all of them are false. Shared with the clauses before it, so
    /// a block of many clauses costs one entry per clause, not one list per clause.
    package var preceding: ConditionList

    package init(clause: Clause, condition: String?, preceding: ConditionList = []) {
        self.clause = clause
        self.condition = condition
        self.preceding = preceding
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        clause = try container.decode(Clause.self, forKey: .clause)
        condition = try container.decodeIfPresent(String.self, forKey: .condition)
        preceding = try container.decodeIfPresent(ConditionList.self, forKey: .preceding) ?? []
    }

    /// The clause that follows this one in its block (`#elseif condition`, or `#else` when
    /// `condition` is nil): its preceding conditions are this clause's plus this one's.
    package func next(_ clause: Clause, condition: String?) -> ConditionClause {
        ConditionClause(clause: clause, condition: condition, preceding: self.condition.map { preceding.appending($0) } ?? preceding)
    }
}

/// An immutable list of condition texts that shares its beginning with the lists it was made
/// from: appending is constant time and memory, however long the list. Oldest first.
package struct ConditionList: Sendable, Hashable, Codable, Sequence, ExpressibleByArrayLiteral {
    /// One entry and the list before it.
    // Unchecked: `previous` only changes in `deinit`, when nothing else can see the node.
    package final class Node: @unchecked Sendable {
        package let text: String
        package private(set) var previous: Node?
        package let count: Int
        init(text: String, previous: Node?) {
            self.text = text
            self.previous = previous
            count = (previous?.count ?? 0) + 1
        }

        // Freed one by one, not recursively: a list of a million clauses would overflow the stack.
        deinit {
            var next = previous
            previous = nil
            while isKnownUniquelyReferenced(&next), let node = next {
                next = node.previous
                node.previous = nil
            }
        }
    }

    /// The newest entry; nil for the empty list.
    package let last: Node?

    package init(last: Node?) { self.last = last }

    package init(arrayLiteral elements: String...) { self.init(elements) }

    package init<S: Sequence>(_ elements: S) where S.Element == String {
        var last: Node?
        for element in elements { last = Node(text: element, previous: last) }
        self.last = last
    }

    package var count: Int { last?.count ?? 0 }
    package var isEmpty: Bool { last == nil }

    package func appending(_ text: String) -> ConditionList { ConditionList(last: Node(text: text, previous: last)) }

    package static func + (lhs: ConditionList, rhs: [String]) -> ConditionList {
        rhs.reduce(lhs) { $0.appending($1) }
    }

    /// Oldest first.
    package func makeIterator() -> IndexingIterator<[String]> {
        var texts: [String] = []
        texts.reserveCapacity(count)
        var node = last
        while let current = node {
            texts.append(current.text)
            node = current.previous
        }
        return texts.reversed().makeIterator()
    }

    package static func == (lhs: ConditionList, rhs: ConditionList) -> Bool {
        if lhs.last === rhs.last { return true }
        guard lhs.count == rhs.count else { return false }
        var left = lhs.last, right = rhs.last
        while let l = left, let r = right {
            if l === r { return true }
            if l.text != r.text { return false }
            left = l.previous
            right = r.previous
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(last?.text)
    }

    package init(from decoder: any Decoder) throws {
        self.init(try [String](from: decoder))
    }

    package func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}

/// The `#if` clauses enclosing an import, outermost first, as an immutable stack that shares
/// its outer part with every import in the same blocks: a file nesting `#if` deep, with an
/// import at each level, costs one entry per clause, not one copy of the stack per import.
package struct ConditionChain: Sendable, Hashable, Codable, Sequence, ExpressibleByArrayLiteral {
    /// One clause and the clauses around it.
    // Unchecked: `outer` only changes in `deinit`, when nothing else can see the node.
    package final class Node: @unchecked Sendable {
        package let clause: ConditionClause
        package private(set) var outer: Node?
        package let depth: Int
        init(clause: ConditionClause, outer: Node?) {
            self.clause = clause
            self.outer = outer
            depth = (outer?.depth ?? 0) + 1
        }

        // Freed one by one, not recursively (see `ConditionList.Node`).
        deinit {
            var next = outer
            outer = nil
            while isKnownUniquelyReferenced(&next), let node = next {
                next = node.outer
                node.outer = nil
            }
        }
    }

    /// The innermost clause; nil outside every `#if`.
    package let innermost: Node?

    package init(innermost: Node?) { self.innermost = innermost }

    package init(arrayLiteral elements: ConditionClause...) { self.init(elements) }

    package init<S: Sequence>(_ clauses: S) where S.Element == ConditionClause {
        var node: Node?
        for clause in clauses { node = Node(clause: clause, outer: node) }
        innermost = node
    }

    package var count: Int { innermost?.depth ?? 0 }
    package var isEmpty: Bool { innermost == nil }
    package var last: ConditionClause? { innermost?.clause }
    package var first: ConditionClause? { Array(self).first }

    /// The clause at `index`, outermost first (walks the chain: for tests and messages).
    package subscript(index: Int) -> ConditionClause { Array(self)[index] }

    /// The chain inside one more clause.
    package func entering(_ clause: ConditionClause) -> ConditionChain { ConditionChain(innermost: Node(clause: clause, outer: innermost)) }

    /// The chain with its innermost clause replaced (`#elseif`, `#else`).
    package func replacingInnermost(with clause: ConditionClause) -> ConditionChain {
        ConditionChain(innermost: Node(clause: clause, outer: innermost?.outer))
    }

    /// The chain outside its innermost clause (`#endif`).
    package var leavingInnermost: ConditionChain { ConditionChain(innermost: innermost?.outer) }

    package static func + (lhs: ConditionChain, rhs: [ConditionClause]) -> ConditionChain {
        rhs.reduce(lhs) { $0.entering($1) }
    }

    /// Outermost first.
    package func makeIterator() -> IndexingIterator<[ConditionClause]> {
        var clauses: [ConditionClause] = []
        clauses.reserveCapacity(count)
        var node = innermost
        while let current = node {
            clauses.append(current.clause)
            node = current.outer
        }
        return clauses.reversed().makeIterator()
    }

    package static func == (lhs: ConditionChain, rhs: ConditionChain) -> Bool {
        if lhs.innermost === rhs.innermost { return true }
        guard lhs.count == rhs.count else { return false }
        var left = lhs.innermost, right = rhs.innermost
        while let l = left, let r = right {
            if l === r { return true }
            if l.clause != r.clause { return false }
            left = l.outer
            right = r.outer
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(innermost?.clause.condition)
    }

    package init(from decoder: any Decoder) throws {
        self.init(try [ConditionClause](from: decoder))
    }

    package func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}

/// A `// archlint:...` comment: an instruction to archlint written in the source
/// (`// archlint:disable-next-line feature-isolation -- reason`).
package struct CommentDirective: Sendable, Hashable, Codable {
    /// 1-based line of the comment.
    package var line: Int
    /// 1-based UTF-8 column of its `//`.
    package var column: Int
    /// What follows `archlint:`, trimmed (`disable-next-line feature-isolation -- reason`).
    package var text: String
    /// True when the comment is alone on its line (no code before it).
    package var ownLine: Bool

    package init(line: Int, column: Int, text: String, ownLine: Bool) {
        self.line = line
        self.column = column
        self.text = text
        self.ownLine = ownLine
    }
}
