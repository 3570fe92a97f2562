/// The syntax tree of the declarative subset of Swift a manifest may use: top-level `import`s,
/// `let`/`var` bindings, assignments and calls, and expressions built from literals, names, member
/// accesses, calls, single-expression closures, `+`, `..<`, `...`, comparisons and Boolean logic.
indirect enum ManifestExpressionKind {
    /// A string literal: text and interpolated expressions.
    case string([ManifestStringPart])
    case integer(Int)
    case boolean(Bool)
    case nilLiteral
    case array([ManifestExpression])
    case dictionary([(key: ManifestExpression, value: ManifestExpression)])
    /// A name: a constant, a PackageDescription type (`Package`, `Target`), a closure parameter.
    case name(String)
    /// `$0`
    case anonymousParameter(Int)
    /// `.name`, resolved against the type the context expects.
    case implicitMember(String)
    /// `base.name`
    case member(ManifestExpression, String)
    /// `callee(arguments)`, a trailing closure being the last, unlabelled argument.
    case call(ManifestExpression, [ManifestArgument])
    case closure(ManifestClosure)
    /// `lhs op rhs` with `op` one of `+`, `..<`, `...`, `==`, `!=`, `&&`, `||`.
    case binary(String, ManifestExpression, ManifestExpression)
    /// `condition ? whenTrue : whenFalse`
    case conditional(ManifestExpression, ManifestExpression, ManifestExpression)
    /// `!operand`
    case not(ManifestExpression)
    /// A construct outside the subset applied to an expression (a subscript, another operator):
    /// the operand is evaluated first, so the reason names what a manifest reads (`ProcessInfo`)
    /// rather than the syntax around it.
    case unsupported(ManifestExpression, String)
}

/// An expression and where it starts.
struct ManifestExpression {
    var kind: ManifestExpressionKind
    var position: ManifestPosition
}

/// Part of a string literal.
enum ManifestStringPart {
    case text(String)
    case interpolation(ManifestExpression)
}

/// `label: value` in a call.
struct ManifestArgument {
    var label: String?
    var value: ManifestExpression
    var position: ManifestPosition
}

/// `{ name in body }` or `{ body using $0 }`: one expression, returned.
struct ManifestClosure {
    /// Declared parameter names; empty when the body uses `$0`.
    var parameters: [String]
    var body: ManifestExpression
}

/// A type as written in a `let`/`var` annotation.
indirect enum ManifestTypeSyntax: Equatable {
    /// `Target.Dependency`: the dotted name.
    case named([String])
    case array(ManifestTypeSyntax)
    case dictionary(ManifestTypeSyntax, ManifestTypeSyntax)
    case optional(ManifestTypeSyntax)
    /// `Set<String>`
    case generic(String, [ManifestTypeSyntax])
}

/// A top-level statement.
enum ManifestStatement {
    case importDeclaration(module: String, position: ManifestPosition)
    case binding(
        mutable: Bool, name: String, type: ManifestTypeSyntax?, value: ManifestExpression, position: ManifestPosition)
    /// `target = value` or `target += value`.
    case assignment(target: ManifestExpression, operator: String, value: ManifestExpression, position: ManifestPosition)
    /// A call made for its effect, e.g. `package.targets.append(...)`.
    case expression(ManifestExpression)
}

/// Why the static reader leaves a manifest to SwiftPM: where, and what it did not understand.
package struct StaticManifestDecline: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the manifest, when the reason is a construct (nil for whole-file reasons).
    package var position: ManifestPosition?
    /// What the reader did not understand, or why SwiftPM must decide.
    package var message: String

    package init(position: ManifestPosition?, message: String) {
        self.position = position
        self.message = message
    }

    /// `12:5: what it did not understand`
    package var description: String {
        position.map { "\($0): \(message)" } ?? message
    }
}
