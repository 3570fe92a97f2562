/// Parses a manifest's tokens into the statements of the declarative subset, resolving `#if`
/// blocks between statements for the host as it goes (only the active branch is parsed, as
/// swiftc only compiles that one). Anything outside the subset throws a located decline.
struct ManifestParser {
    private let tokens: [ManifestToken]
    private var index = 0
    private let condition: CompilationCondition
    /// False while reading an `if`/`while`/`switch` condition, where `{` opens the body.
    private var allowsTrailingClosures = true
    /// How deep the expression being parsed is nested, and how deep `#if` blocks are: bounded, so
    /// no input can exhaust the stack (real manifests stay far below).
    private var expressionDepth = 0
    private var conditionalDepth = 0
    private static let depthLimit = 200

    private init(tokens: [ManifestToken], condition: CompilationCondition) {
        self.tokens = tokens
        self.condition = condition
    }

    /// The statements of the active code of `tokens`.
    static func parse(_ tokens: [ManifestToken], condition: CompilationCondition) throws(StaticManifestDecline)
        -> [ManifestStatement]
    {
        var parser = ManifestParser(tokens: tokens, condition: condition)
        var statements: [ManifestStatement] = []
        try parser.parseStatements(into: &statements, inConditionalBlock: false)
        return statements
    }

    /// Words of Swift that start a construct the subset does not evaluate, with what to call it.
    private static let declinedKeywords: [String: String] = [
        "func": "a function declaration", "struct": "a struct declaration", "class": "a class declaration",
        "enum": "an enum declaration", "extension": "an extension", "protocol": "a protocol declaration",
        "typealias": "a typealias", "actor": "an actor declaration", "for": "a for loop", "while": "a while loop",
        "repeat": "a repeat loop", "if": "an if statement", "guard": "a guard statement",
        "switch": "a switch statement",
        "do": "a do block", "defer": "a defer block", "return": "a return statement", "throw": "a throw statement",
        "public": "an access modifier", "private": "an access modifier", "fileprivate": "an access modifier",
        "internal": "an access modifier",
        "static": "a static declaration", "lazy": "a lazy variable", "nonisolated": "a nonisolated declaration",
        "try": "a try expression", "await": "an await expression", "precedencegroup": "an operator declaration",
        "operator": "an operator declaration", "infix": "an operator declaration", "prefix": "an operator declaration",
        "postfix": "an operator declaration", "macro": "a macro declaration", "subscript": "a subscript declaration",
        "init": "an initializer declaration", "deinit": "a deinitializer",
    ]

    // MARK: - Statements and #if blocks

    private var atEnd: Bool { index >= tokens.count }
    private var current: ManifestToken? { atEnd ? nil : tokens[index] }

    private func decline(_ message: String, at token: ManifestToken? = nil) -> StaticManifestDecline {
        StaticManifestDecline(position: (token ?? current ?? tokens.last)?.position, message: message)
    }

    /// Parses statements until the end, or (inside a `#if` branch) until the next directive of
    /// that block, which is left for the caller.
    private mutating func parseStatements(into statements: inout [ManifestStatement], inConditionalBlock: Bool)
        throws(StaticManifestDecline)
    {
        while let token = current {
            if case .directive(let directive, let conditionTokens) = token.kind {
                switch directive {
                case .if:
                    index += 1
                    try parseConditionalBlock(firstCondition: conditionTokens, at: token.position, into: &statements)
                    continue
                case .elseif, .else, .endif:
                    if inConditionalBlock { return }
                    throw decline("#\(directive.rawValue) without #if", at: token)
                }
            }
            if token.kind == .punctuation(UInt8(ascii: ";")) {
                index += 1
                continue
            }
            statements.append(try parseStatement())
            // Statements on one line are separated by ';'.
            if let next = current, !next.startsLine, next.kind != .punctuation(UInt8(ascii: ";")) {
                throw decline("'\(CompilationCondition.describe(next))' after the end of a statement", at: next)
            }
        }
        if inConditionalBlock { throw decline("#if without #endif") }
    }

    /// After `#if condition`: evaluates each clause's condition until one holds, parses that
    /// clause and skips the others to the matching `#endif`.
    private mutating func parseConditionalBlock(
        firstCondition: [ManifestToken], at position: ManifestPosition,
        into statements: inout [ManifestStatement]
    ) throws(StaticManifestDecline) {
        conditionalDepth += 1
        defer { conditionalDepth -= 1 }
        guard conditionalDepth <= Self.depthLimit else {
            throw StaticManifestDecline(
                position: position, message: "#if blocks nested more than \(Self.depthLimit) deep")
        }
        var taken = try condition.evaluate(firstCondition, at: position)
        if taken {
            try parseStatements(into: &statements, inConditionalBlock: true)
        } else {
            try skipClause()
        }
        while let token = current, case .directive(let directive, let conditionTokens) = token.kind {
            index += 1
            switch directive {
            case .endif:
                return
            case .elseif, .else:
                var holds = false
                if !taken {
                    if directive == .else {
                        holds = true
                    } else {
                        holds = try condition.evaluate(conditionTokens, at: token.position)
                    }
                }
                if holds {
                    taken = true
                    try parseStatements(into: &statements, inConditionalBlock: true)
                } else {
                    try skipClause()
                }
            case .if:
                throw decline("unexpected #if", at: token)
            }
        }
        throw decline("#if without #endif", at: tokens.last)
    }

    /// Skips an inactive clause up to the next `#elseif`/`#else`/`#endif` at the same depth.
    private mutating func skipClause() throws(StaticManifestDecline) {
        var depth = 0
        while let token = current {
            if case .directive(let directive, _) = token.kind {
                switch directive {
                case .if: depth += 1
                case .endif:
                    if depth == 0 { return }
                    depth -= 1
                case .elseif, .else:
                    if depth == 0 { return }
                }
            }
            index += 1
        }
        throw decline("#if without #endif", at: tokens.last)
    }

    private mutating func parseStatement() throws(StaticManifestDecline) -> ManifestStatement {
        guard let token = current else { throw decline("unexpected end of the manifest") }
        if token.kind == .punctuation(UInt8(ascii: "@")) {
            // `@preconcurrency import PackageDescription` (or any plain attribute on an import)
            // changes nothing a dump holds: the import is read.
            if index + 2 < tokens.count, case .identifier(_, false) = tokens[index + 1].kind,
                tokens[index + 2].kind == .identifier("import", backticked: false)
            {
                index += 2
                return try parseImport()
            }
            throw decline("an attribute", at: token)
        }
        if case .identifier(let word, false) = token.kind {
            if word == "import" { return try parseImport() }
            if word == "let" || word == "var" { return try parseBinding(mutable: word == "var") }
            if ["if", "guard", "while", "switch", "for"].contains(word),
                let statement = try controlStatement(word, at: token)
            {
                return statement
            }
            if let what = Self.declinedKeywords[word] { throw decline(what, at: token) }
        }
        let expression = try parseExpression()
        if let next = current, case .operator(let op) = next.kind, op == "=" || op == "+=" {
            index += 1
            let value = try parseExpression()
            return .assignment(target: expression, operator: op, value: value, position: expression.position)
        }
        return .expression(expression)
    }

    /// An `if`, `guard`, `while`, `switch` or `for` statement: outside the subset, but its
    /// condition (or sequence) is kept so the decline names what the manifest reads
    /// (`ProcessInfo`, `FileManager`) rather than the statement. Its body is skipped. Nil when the
    /// statement is not simple enough to skip exactly (the caller then declines on the keyword).
    private mutating func controlStatement(_ keyword: String, at token: ManifestToken) throws(StaticManifestDecline)
        -> ManifestStatement?
    {
        let start = index
        index += 1
        if keyword == "for" {
            // `for name in sequence {`
            guard let name = current, case .identifier = name.kind, index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier("in", backticked: false)
            else { index = start; return nil }
            index += 2
        } else if let next = current,
            next.kind == .identifier("let", backticked: false) || next.kind == .identifier("var", backticked: false)
        {
            index = start
            return nil
        }
        allowsTrailingClosures = false
        defer { allowsTrailingClosures = true }
        guard let operand = try? parseExpression(),
            current?.kind == .punctuation(UInt8(ascii: "{")) || keyword == "guard"
        else {
            index = start
            return nil
        }
        // Skip the body (and `else` bodies) by braces.
        while current?.kind == .punctuation(UInt8(ascii: "{"))
            || current?.kind == .identifier("else", backticked: false)
        {
            if current?.kind == .identifier("else", backticked: false) {
                index += 1
                if current?.kind == .identifier("if", backticked: false) {
                    index += 1
                    guard (try? parseExpression()) != nil else { index = start; return nil }
                }
                continue
            }
            var depth = 0
            repeat {
                guard let brace = current else { throw decline("an unterminated '{'", at: token) }
                if brace.kind == .punctuation(UInt8(ascii: "{")) { depth += 1 }
                if brace.kind == .punctuation(UInt8(ascii: "}")) { depth -= 1 }
                index += 1
            } while depth > 0
        }
        let what = Self.declinedKeywords[keyword] ?? keyword
        return .expression(ManifestExpression(kind: .unsupported(operand, what), position: token.position))
    }

    private mutating func parseImport() throws(StaticManifestDecline) -> ManifestStatement {
        let keyword = tokens[index]
        index += 1
        guard let first = current, case .identifier(var module, _) = first.kind, !first.startsLine else {
            throw decline("an import without a module name", at: keyword)
        }
        index += 1
        if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(module) {
            throw decline("a scoped import (import \(module) ...)", at: first)
        }
        while let next = current, next.kind == .period, !next.startsLine {
            index += 1
            guard let part = current, case .identifier(let name, _) = part.kind else {
                throw decline("an incomplete import path", at: next)
            }
            module += "." + name
            index += 1
        }
        return .importDeclaration(module: module, position: keyword.position)
    }

    private mutating func parseBinding(mutable: Bool) throws(StaticManifestDecline) -> ManifestStatement {
        let keyword = tokens[index]
        index += 1
        guard let nameToken = current, case .identifier(let name, _) = nameToken.kind else {
            throw decline(
                "a \(mutable ? "var" : "let") without a simple name (patterns and tuples are not evaluated)",
                at: current ?? keyword)
        }
        index += 1
        var type: ManifestTypeSyntax?
        if current?.kind == .punctuation(UInt8(ascii: ":")) {
            index += 1
            type = try parseType()
        }
        guard current?.kind == .operator("=") else {
            throw decline("a \(mutable ? "var" : "let") without an initial value", at: current ?? nameToken)
        }
        index += 1
        let value = try parseExpression()
        if current?.kind == .punctuation(UInt8(ascii: ",")) {
            throw decline("several bindings in one declaration", at: current)
        }
        return .binding(mutable: mutable, name: name, type: type, value: value, position: keyword.position)
    }

    private mutating func parseType() throws(StaticManifestDecline) -> ManifestTypeSyntax {
        var type: ManifestTypeSyntax
        if current?.kind == .punctuation(UInt8(ascii: "[")) {
            index += 1
            let element = try parseType()
            if current?.kind == .punctuation(UInt8(ascii: ":")) {
                index += 1
                let value = try parseType()
                type = .dictionary(element, value)
            } else {
                type = .array(element)
            }
            guard current?.kind == .punctuation(UInt8(ascii: "]")) else { throw decline("an incomplete type") }
            index += 1
        } else if let token = current, case .identifier(let first, _) = token.kind {
            index += 1
            var names = [first]
            while current?.kind == .period {
                index += 1
                guard let part = current, case .identifier(let name, _) = part.kind else {
                    throw decline("an incomplete type name")
                }
                names.append(name)
                index += 1
            }
            if current?.kind == .operator("<") {
                index += 1
                var arguments: [ManifestTypeSyntax] = [try parseType()]
                while current?.kind == .punctuation(UInt8(ascii: ",")) {
                    index += 1
                    arguments.append(try parseType())
                }
                guard current?.kind == .operator(">") else { throw decline("an incomplete generic type") }
                index += 1
                type = .generic(names.joined(separator: "."), arguments)
            } else {
                type = .named(names)
            }
        } else {
            throw decline("a type archlint does not read")
        }
        while let token = current, !token.spaceBefore, token.kind == .operator("?") || token.kind == .operator("!") {
            if token.kind == .operator("!") { throw decline("an implicitly unwrapped optional", at: token) }
            index += 1
            type = .optional(type)
        }
        return type
    }

    // MARK: - Expressions

    /// Binary operators of the subset, with Swift's precedence groups (disjunction, conjunction,
    /// comparison, range formation, addition, from loosest to tightest).
    private static let precedence: [String: Int] = ["||": 1, "&&": 2, "==": 3, "!=": 3, "..<": 4, "...": 4, "+": 5]
    /// Comparison and range formation do not associate: `a == b == c` does not compile.
    private static let nonAssociative: Set<Int> = [3, 4]

    /// An expression, with `condition ? a : b` (below every binary operator, right-associative).
    private mutating func parseExpression() throws(StaticManifestDecline) -> ManifestExpression {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= Self.depthLimit else {
            throw decline("expressions nested more than \(Self.depthLimit) deep")
        }
        let condition = try parseBinary(minimumPrecedence: 1)
        guard let token = current, token.kind == .operator("?"), isBinary(token) else { return condition }
        index += 1
        let whenTrue = try parseExpression()
        guard current?.kind == .punctuation(UInt8(ascii: ":")) else {
            throw decline("an incomplete '?:' expression", at: current ?? token)
        }
        index += 1
        let whenFalse = try parseExpression()
        return ManifestExpression(kind: .conditional(condition, whenTrue, whenFalse), position: condition.position)
    }

    /// Swift reads an operator as binary when blanks are on both sides or on neither.
    private func isBinary(_ token: ManifestToken) -> Bool {
        let spaceAfter = index + 1 < tokens.count ? tokens[index + 1].spaceBefore : true
        return token.spaceBefore == spaceAfter
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws(StaticManifestDecline) -> ManifestExpression {
        var lhs = try parsePostfix()
        var chainLength = 0
        while let token = current, case .operator(let op) = token.kind {
            guard isBinary(token) else {
                throw decline("the operator '\(op)' used as a prefix or postfix operator", at: token)
            }
            guard let level = Self.precedence[op] else {
                if op == "=" || op == "+=" || op == "?" { return lhs }
                // Skip the right-hand side: only the left one is evaluated, to name what it reads.
                index += 1
                _ = try? parseBinary(minimumPrecedence: 1)
                return ManifestExpression(kind: .unsupported(lhs, "the operator '\(op)'"), position: token.position)
            }
            if level < minimumPrecedence { return lhs }
            index += 1
            let rhs = try parseBinary(minimumPrecedence: level + 1)
            if Self.nonAssociative.contains(level), let next = current, case .operator(let following) = next.kind,
                Self.precedence[following] == level
            {
                throw decline("'\(op)' followed by '\(following)' (these operators do not chain)", at: next)
            }
            lhs = ManifestExpression(kind: .binary(op, lhs, rhs), position: lhs.position)
            chainLength += 1
            guard chainLength <= Self.depthLimit else {
                throw decline("more than \(Self.depthLimit) operators in a row", at: token)
            }
        }
        return lhs
    }

    private mutating func parsePostfix() throws(StaticManifestDecline) -> ManifestExpression {
        var expression = try parsePrimary()
        var chainLength = 0
        while let token = current {
            chainLength += 1
            guard chainLength <= Self.depthLimit else {
                throw decline("more than \(Self.depthLimit) member accesses or calls in a row", at: token)
            }
            switch token.kind {
            case .period:
                // A member access may continue on the next line (`foo\n.bar`).
                index += 1
                guard let nameToken = current, case .identifier(let name, _) = nameToken.kind, !nameToken.spaceBefore
                else {
                    throw decline("a '.' not followed by a member name", at: token)
                }
                index += 1
                expression = ManifestExpression(kind: .member(expression, name), position: expression.position)
            case .punctuation(UInt8(ascii: "(")) where !token.startsLine:
                index += 1
                let arguments = try parseArguments()
                expression = ManifestExpression(kind: .call(expression, arguments), position: expression.position)
            case .punctuation(UInt8(ascii: "{")) where !token.startsLine && allowsTrailingClosures:
                let closurePosition = token.position
                let closure = try parseClosure()
                let argument = ManifestArgument(label: nil, value: closure, position: closurePosition)
                if case .call(let callee, var arguments) = expression.kind {
                    arguments.append(argument)
                    expression = ManifestExpression(kind: .call(callee, arguments), position: expression.position)
                } else {
                    expression = ManifestExpression(kind: .call(expression, [argument]), position: expression.position)
                }
            case .punctuation(UInt8(ascii: "[")) where !token.startsLine:
                index += 1
                _ = try? parseArgumentsUntil(closing: UInt8(ascii: "]"))
                expression = ManifestExpression(kind: .unsupported(expression, "a subscript"), position: token.position)
            case .operator(let op) where !token.spaceBefore && (op.hasPrefix("!") || op.hasPrefix("?")):
                index += 1
                expression = ManifestExpression(
                    kind: .unsupported(expression, op.hasPrefix("!") ? "a force unwrap" : "optional chaining"),
                    position: token.position)
            default:
                return expression
            }
        }
        return expression
    }

    private mutating func parseArguments() throws(StaticManifestDecline) -> [ManifestArgument] {
        try parseArgumentsUntil(closing: UInt8(ascii: ")"))
    }

    private mutating func parseArgumentsUntil(closing: UInt8) throws(StaticManifestDecline) -> [ManifestArgument] {
        var arguments: [ManifestArgument] = []
        while true {
            guard let token = current else { throw decline("an unterminated argument list") }
            if token.kind == .punctuation(closing) {
                index += 1
                return arguments
            }
            var label: String?
            if case .identifier(let name, _) = token.kind, index + 1 < tokens.count,
                tokens[index + 1].kind == .punctuation(UInt8(ascii: ":"))
            {
                label = name
                index += 2
            }
            let value = try parseExpression()
            arguments.append(ManifestArgument(label: label, value: value, position: token.position))
            if current?.kind == .punctuation(UInt8(ascii: ",")) {
                index += 1
            } else if current?.kind != .punctuation(closing) {
                throw decline(
                    "'\(current.map(CompilationCondition.describe) ?? "end of file")' in an argument list", at: current)
            }
        }
    }

    private mutating func parsePrimary() throws(StaticManifestDecline) -> ManifestExpression {
        guard let token = current else { throw decline("unexpected end of the manifest") }
        let position = token.position
        switch token.kind {
        case .string(let literal):
            index += 1
            var parts: [ManifestStringPart] = []
            for segment in literal.segments {
                switch segment {
                case .text(let text):
                    parts.append(.text(text))
                case .interpolation(let inner, let innerPosition):
                    var parser = ManifestParser(tokens: inner, condition: condition)
                    guard !inner.isEmpty else { throw decline("an empty interpolation", at: token) }
                    if inner.count > 1, inner[1].kind == .punctuation(UInt8(ascii: ":")) {
                        throw decline("a labelled interpolation", at: inner[0])
                    }
                    let expression = try parser.parseExpression()
                    guard parser.atEnd else {
                        throw parser.decline(
                            "'\(parser.current.map(CompilationCondition.describe) ?? "")' in an interpolation")
                    }
                    _ = innerPosition
                    parts.append(.interpolation(expression))
                }
            }
            return ManifestExpression(kind: .string(parts), position: position)
        case .number(let text):
            index += 1
            guard let value = Int(text) else {
                throw decline("the number \(text) (only decimal integers are read)", at: token)
            }
            return ManifestExpression(kind: .integer(value), position: position)
        case .identifier(let name, let backticked):
            index += 1
            if !backticked {
                switch name {
                case "true": return ManifestExpression(kind: .boolean(true), position: position)
                case "false": return ManifestExpression(kind: .boolean(false), position: position)
                case "nil": return ManifestExpression(kind: .nilLiteral, position: position)
                default:
                    if let what = Self.declinedKeywords[name] { throw decline(what, at: token) }
                    if ["self", "Self", "super", "some", "any", "inout", "is", "as", "in"].contains(name) {
                        throw decline("'\(name)'", at: token)
                    }
                }
            }
            return ManifestExpression(kind: .name(name), position: position)
        case .anonymousParameter(let number):
            index += 1
            return ManifestExpression(kind: .anonymousParameter(number), position: position)
        case .period:
            index += 1
            guard let nameToken = current, case .identifier(let name, _) = nameToken.kind, !nameToken.spaceBefore else {
                throw decline("a '.' not followed by a member name", at: token)
            }
            index += 1
            return ManifestExpression(kind: .implicitMember(name), position: position)
        case .punctuation(UInt8(ascii: "[")):
            index += 1
            return try parseCollection(at: position)
        case .punctuation(UInt8(ascii: "(")):
            index += 1
            if let labelled = current, case .identifier = labelled.kind, index + 1 < tokens.count,
                tokens[index + 1].kind == .punctuation(UInt8(ascii: ":"))
            {
                throw decline("a tuple", at: token)
            }
            let inner = try parseExpression()
            guard current?.kind == .punctuation(UInt8(ascii: ")")) else {
                throw decline(
                    current?.kind == .punctuation(UInt8(ascii: ",")) ? "a tuple" : "an unbalanced parenthesis",
                    at: current ?? token)
            }
            index += 1
            return inner
        case .punctuation(UInt8(ascii: "{")):
            return try parseClosure()
        case .directive(let directive, _):
            throw decline("#\(directive.rawValue) inside an expression", at: token)
        case .poundKeyword(let word):
            throw decline("#\(word)", at: token)
        case .unsupported(let what):
            throw decline(what, at: token)
        case .operator("!") where index + 1 < tokens.count && !tokens[index + 1].spaceBefore:
            index += 1
            let operand = try parsePostfix()
            return ManifestExpression(kind: .not(operand), position: position)
        case .operator(let op):
            throw decline("the prefix operator '\(op)'", at: token)
        case .punctuation:
            throw decline("unexpected '\(CompilationCondition.describe(token))'", at: token)
        }
    }

    /// After `[`: an array or dictionary literal (trailing commas allowed).
    private mutating func parseCollection(at position: ManifestPosition) throws(StaticManifestDecline)
        -> ManifestExpression
    {
        if current?.kind == .punctuation(UInt8(ascii: "]")) {
            index += 1
            return ManifestExpression(kind: .array([]), position: position)
        }
        if current?.kind == .punctuation(UInt8(ascii: ":")), index + 1 < tokens.count,
            tokens[index + 1].kind == .punctuation(UInt8(ascii: "]"))
        {
            index += 2
            return ManifestExpression(kind: .dictionary([]), position: position)
        }
        var elements: [ManifestExpression] = []
        var pairs: [(key: ManifestExpression, value: ManifestExpression)] = []
        var isDictionary: Bool?
        while true {
            if current?.kind == .punctuation(UInt8(ascii: "]")) {
                index += 1
                break
            }
            let element = try parseExpression()
            let hasValue = current?.kind == .punctuation(UInt8(ascii: ":"))
            if isDictionary == nil { isDictionary = hasValue }
            guard isDictionary == hasValue else {
                throw decline("a collection literal mixing array and dictionary elements", at: current)
            }
            if hasValue {
                index += 1
                pairs.append((element, try parseExpression()))
            } else {
                elements.append(element)
            }
            if current?.kind == .punctuation(UInt8(ascii: ",")) {
                index += 1
            } else if current?.kind != .punctuation(UInt8(ascii: "]")) {
                throw decline(
                    "'\(current.map(CompilationCondition.describe) ?? "end of file")' in a collection literal",
                    at: current)
            }
        }
        return ManifestExpression(
            kind: isDictionary == true ? .dictionary(pairs) : .array(elements), position: position)
    }

    /// `{ [parameters in] expression }` or `{ [parameters in] return expression }`.
    private mutating func parseClosure() throws(StaticManifestDecline) -> ManifestExpression {
        let open = tokens[index]
        index += 1
        var parameters: [String] = []
        // Look for `name, name in` or `(name, name) in` before the body.
        var lookahead = index
        var names: [String] = []
        let parenthesized = lookahead < tokens.count && tokens[lookahead].kind == .punctuation(UInt8(ascii: "("))
        if parenthesized { lookahead += 1 }
        while lookahead < tokens.count, case .identifier(let name, _) = tokens[lookahead].kind, name != "in" {
            names.append(name)
            lookahead += 1
            if lookahead < tokens.count, tokens[lookahead].kind == .punctuation(UInt8(ascii: ",")) {
                lookahead += 1
            } else {
                break
            }
        }
        if parenthesized, lookahead < tokens.count, tokens[lookahead].kind == .punctuation(UInt8(ascii: ")")) {
            lookahead += 1
        }
        if !names.isEmpty, lookahead < tokens.count, tokens[lookahead].kind == .identifier("in", backticked: false) {
            parameters = names
            index = lookahead + 1
        } else if let token = current, token.kind == .punctuation(UInt8(ascii: "[")) || token.kind == .operator("->") {
            throw decline("a closure signature archlint does not read", at: token)
        }
        if let token = current, case .identifier("return", false) = token.kind { index += 1 }
        let body = try parseExpression()
        guard current?.kind == .punctuation(UInt8(ascii: "}")) else {
            throw decline("a closure with more than one expression", at: current ?? open)
        }
        index += 1
        return ManifestExpression(
            kind: .closure(ManifestClosure(parameters: parameters, body: body)), position: open.position)
    }
}
