// Which declarations a Swift file makes and which names it uses.
//
// Owns the symbol model, the byte-level symbol lexer and the per-module index that answers
// "which declarations of module B does module A use". Knows import declarations and the module
// graph (to know which files import what); knows nothing about rules or output formats.

/// An access level, ordered from most to least restrictive.
package enum AccessLevel: String, Sendable, Hashable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int { AccessLevel.allCases.firstIndex(of: self)! }
    package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }

    /// True when another module can see the declaration: `public`/`open` always, `package`
    /// within the same package, `internal` only through `@testable import`.
    package func isVisible(samePackage: Bool, testable: Bool) -> Bool {
        switch self {
        case .open, .public: true
        case .package: samePackage || testable
        case .internal: testable
        case .fileprivate, .private: false
        }
    }
}

/// What a top-level declaration declares.
package enum DeclarationKind: String, Sendable, Hashable {
    case `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `func`, `var`, `let`, `macro`
    /// `extension X`: the declaration's name is the extended type as written (`Foo.Bar`).
    case `extension`

    /// Kinds that open a body whose members are recorded.
    var hasMembers: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension: true
        default: false
        }
    }
}

/// A member declared inline in a type or extension body.
package struct SymbolMember: Sendable, Hashable {
    /// `renewAccessToken`, `init`, `subscript`, an enum case name, a nested type name.
    package var name: String
    /// Effective access: the member's own level (or its default) capped by its container's.
    package var access: AccessLevel
    /// 1-based line and UTF-8 column of the name (of the keyword for `init` and `subscript`).
    package var line: Int
    package var column: Int
    package init(name: String, access: AccessLevel, line: Int = 0, column: Int = 0) {
        self.name = name
        self.access = access
        self.line = line
        self.column = column
    }
}

/// A declaration at file scope.
package struct SymbolDeclaration: Sendable, Hashable {
    package var name: String
    package var kind: DeclarationKind
    /// Effective access level: as written, else `internal`. For an extension, the level written
    /// on it, which is the default of its members.
    package var access: AccessLevel
    /// 1-based line and UTF-8 column of the name.
    package var line: Int
    package var column: Int
    /// Members declared inline in the body, in source order (types and extensions only).
    package var members: [SymbolMember]
    /// The types and protocols after the colon of a type or extension (`View`, `DependencyKey`),
    /// as written, last component of a qualified name; empty for other kinds.
    package var inherits: [String]

    package init(
        name: String, kind: DeclarationKind, access: AccessLevel, line: Int, column: Int,
        members: [SymbolMember] = [], inherits: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.access = access
        self.line = line
        self.column = column
        self.members = members
        self.inherits = inherits
    }
}

/// `let value = Type.member(...)`: a value whose type is what `member` returns, resolved by the
/// symbol index (the lexer does not know `member`'s declaration). `let value = Type(...)` and
/// `Type.shared`-style singletons are bound by the lexer itself.
package struct ValueSource: Sendable, Hashable {
    /// The value's name (`renewed`).
    package var value: String
    /// The type written (`AuthAPI`).
    package var type: String
    /// The member called or read (`renewAccessToken`).
    package var member: String

    package init(value: String, type: String, member: String) {
        self.value = value
        self.type = type
        self.member = member
    }
}

/// A use of a name in code (never in a comment or string literal).
package struct SymbolReference: Sendable, Hashable, Comparable {
    /// The name written (`AuthAPI`), or for an indirect reference the annotated type of the value.
    package var name: String
    /// The member accessed right after it (`AuthAPI.renewAccessToken` gives `renewAccessToken`).
    package var member: String?
    /// 1-based line and UTF-8 column of the name written (for an indirect reference, of the value).
    package var line: Int
    package var column: Int
    /// False when the type name is not written here: `user.segment` where the same file
    /// annotates `user: UserDTO` gives an indirect reference to `UserDTO` with member `segment`.
    package var isDirect: Bool

    package init(name: String, member: String? = nil, line: Int, column: Int, isDirect: Bool = true) {
        self.name = name
        self.member = member
        self.line = line
        self.column = column
        self.isDirect = isDirect
    }

    /// By position, then name, then member (no member sorts as an empty one). Compared field by
    /// field: a tuple of the four copied both strings for every comparison.
    package static func < (lhs: SymbolReference, rhs: SymbolReference) -> Bool {
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        switch (lhs.member, rhs.member) {
        case (nil, nil): return false
        case (nil, let right?): return "" < right
        case (let left?, nil): return left < ""
        case (let left?, let right?): return left < right
        }
    }
}

/// What one file declares at file scope and which names it uses.
package struct FileSymbols: Sendable, Hashable {
    /// File-scope declarations in source order.
    package var declarations: [SymbolDeclaration]
    /// References sorted by position.
    package var references: [SymbolReference]
    /// Member names written after a dot that no reference above carries: `.loading`,
    /// `\.apiClient`, `view.padding().presentsSheet()` (`presentsSheet`); sorted by position.
    /// Extension members of another module (view modifiers, dependency keys) are used this way.
    package var implicitMembers: [SymbolReference]
    /// Values initialised from a member of a type, in source order.
    package var valueSources: [ValueSource]

    package init(
        declarations: [SymbolDeclaration] = [], references: [SymbolReference] = [],
        implicitMembers: [SymbolReference] = [], valueSources: [ValueSource] = []
    ) {
        self.declarations = declarations
        self.references = references
        self.implicitMembers = implicitMembers
        self.valueSources = valueSources
    }
}

/// Reads the declarations and references of Swift source, byte by byte.
///
/// Comments, string literals (the text, not the code in interpolations) and regex literals are
/// skipped exactly as the import scanner skips them. Declarations inside `#if` count whichever
/// clause they are in.
package enum SymbolScanner {
    package static func scan(_ bytes: UnsafeRawBufferPointer) -> FileSymbols {
        var lexer = SymbolLexer(bytes)
        lexer.run()
        return lexer.result()
    }

    /// Scans source text (convenience for tests).
    package static func scan(_ source: String) -> FileSymbols {
        var source = source
        return source.withUTF8 { scan(UnsafeRawBufferPointer($0)) }
    }
}
