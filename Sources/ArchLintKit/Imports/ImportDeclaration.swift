// Import scanning stage: which modules one Swift file imports, and where.
//
// Owns the import model and the byte-level scanner. Knows nothing about packages, targets,
// graphs or rules: it reads bytes and reports declarations.

/// One `import` declaration as the compiler would parse it.
public struct ImportDeclaration: Sendable, Hashable, Codable {
    /// Where an import sits: at file scope (a real module dependency) or inside a declaration body.
    public enum Scope: String, Sendable, Hashable, Codable {
        case file
        case nested
    }

    /// The full imported path: `["UIKit", "UIGestureRecognizerSubclass"]`, `["Foundation"]`.
    public var path: [String]
    /// The scoped-import kind (`struct`, `class`, `enum`, `protocol`, `typealias`, `func`, `var`,
    /// `let`), or nil for a whole-module import.
    public var kind: String?
    /// Attributes as written without `@`, arguments kept: `testable`, `_spi(Internal)`.
    public var attributes: [String]
    /// Access-level modifier (`public`, `package`, `internal`, `fileprivate`, `private`), or nil.
    public var access: String?
    /// 1-based line of the `import` keyword, where the compiler's `import_decl` source range starts
    /// (attributes and modifiers written before it are not part of that range).
    public var line: Int
    /// 1-based column of the `import` keyword, counted in UTF-8 bytes like the compiler's diagnostics.
    public var column: Int
    /// 1-based line where the whole declaration starts: its first attribute or access modifier,
    /// or the `import` keyword when there is none.
    public var declarationLine: Int
    /// 1-based UTF-8 column matching `declarationLine`.
    public var declarationColumn: Int
    /// Enclosing `#if` clauses, outermost first.
    public var conditions: [ConditionClause]
    /// File scope (brace depth 0) or nested inside a body.
    public var scope: Scope

    public init(
        path: [String],
        kind: String? = nil,
        attributes: [String] = [],
        access: String? = nil,
        line: Int,
        column: Int,
        conditions: [ConditionClause] = [],
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
    public var module: String { path.first ?? "" }

    /// True for `@testable import`.
    public var isTestable: Bool { attributes.contains("testable") }

    /// True for `@_exported import` (the import is re-exported to clients).
    public var isExported: Bool { attributes.contains("_exported") }

    /// True when the import sits inside at least one `#if` clause.
    public var isConditional: Bool { !conditions.isEmpty }
}

/// One clause of a conditional-compilation block enclosing an import.
public struct ConditionClause: Sendable, Hashable, Codable {
    public enum Clause: String, Sendable, Hashable, Codable {
        case `if`
        case elseif
        case `else`
    }
    public var clause: Clause
    /// The condition text as written, whitespace-normalised (`canImport(UIKit)`); nil for `#else`.
    public var condition: String?
    /// Conditions of the earlier clauses of the same block, in order: an `#elseif` or `#else`
    /// clause is taken only when all of them are false.
    public var preceding: [String]

    public init(clause: Clause, condition: String?, preceding: [String] = []) {
        self.clause = clause
        self.condition = condition
        self.preceding = preceding
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        clause = try container.decode(Clause.self, forKey: .clause)
        condition = try container.decodeIfPresent(String.self, forKey: .condition)
        preceding = try container.decodeIfPresent([String].self, forKey: .preceding) ?? []
    }
}

/// A `// archlint:...` comment: an instruction to archlint written in the source
/// (`// archlint:disable-next-line feature-isolation -- reason`).
public struct CommentDirective: Sendable, Hashable, Codable {
    /// 1-based line of the comment.
    public var line: Int
    /// 1-based UTF-8 column of its `//`.
    public var column: Int
    /// What follows `archlint:`, trimmed (`disable-next-line feature-isolation -- reason`).
    public var text: String
    /// True when the comment is alone on its line (no code before it).
    public var ownLine: Bool

    public init(line: Int, column: Int, text: String, ownLine: Bool) {
        self.line = line
        self.column = column
        self.text = text
        self.ownLine = ownLine
    }
}
