// Which modules one Swift file imports, and where.
//
// Owns the import model and the byte-level scanner. Knows nothing about packages, targets,
// graphs or rules: it reads bytes and reports declarations.

import ArchLintSupport

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
        ConditionClause(
            clause: clause, condition: condition, preceding: self.condition.map { preceding.pushing($0) } ?? preceding)
    }
}

/// The condition texts before a clause of an `#if` block, oldest first, shared with the clauses
/// before it (`SharedStack`): appending is constant time and memory however long the list.
package typealias ConditionList = SharedStack<String>

/// The `#if` clauses enclosing an import, outermost first, sharing its outer part with every
/// import in the same blocks (`SharedStack`): a file nesting `#if` deep, with an import at each
/// level, costs one node per clause, not one copy of the stack per import. Its `top` is the
/// innermost clause.
package typealias ConditionChain = SharedStack<ConditionClause>

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
