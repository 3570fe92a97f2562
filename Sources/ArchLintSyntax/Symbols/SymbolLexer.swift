// The byte-level lexer behind `SymbolScanner`.
//
// It walks tokens with `SwiftSourceCursor` (comments, strings and regex literals skipped as the
// compiler does) and runs a small state machine over them:
// - at file scope, modifiers then a declaration keyword then a name make a declaration;
// - directly inside the body of a file-scope type or extension, the same makes a member;
// - every other identifier is a reference, and `Name.member` records the member;
// - `name: Type` (a lowercase name, a bare type name) binds the name to the type for the whole
//   file, so `name.member` also counts as a use of `Type.member`. A name bound to two different
//   types is dropped: without scopes we cannot tell which one a use means.
// - `let name = Type(...)`, `Type.init(...)` and `Type.shared`-style singletons bind `name` to
//   `Type` the same way; `let name = Type.member(...)` is kept as a `ValueSource` for the
//   symbol index, which knows what `member` returns; `self.name` is a use of `name`.
// - a member name after a dot that no reference carries (`.loading`, `\.apiClient`,
//   `view.padding().sheet()`) is an implicit member: extension members of other modules are
//   used this way.
// - the names after the colon of a type or extension declaration are what it inherits.
// Strings are created only for names that are kept (references, declarations, members).

private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let colon = UInt8(ascii: ":")
private let comma = UInt8(ascii: ",")
private let semicolon = UInt8(ascii: ";")
private let question = UInt8(ascii: "?")
private let exclamation = UInt8(ascii: "!")
private let lessThan = UInt8(ascii: "<")
private let greaterThan = UInt8(ascii: ">")
private let equals = UInt8(ascii: "=")

/// The token before the current one, as far as the state machine cares.
private enum Previous {
    case other
    /// An identifier that may be followed by `.member` (the reference's index, if it was one)
    /// or `: Type` (when it may name a value).
    case name(reference: Int?, bindable: String?)
    /// `.` (possibly after `?`/`!` of an optional chain) after a name.
    case dot(reference: Int?)
    /// `.` with nothing to attach to: `.loading`, `1.5`.
    case looseDot
    /// `self`, and `self.`: the name after it is a use like a bare name.
    case selfKeyword
    case selfDot
    /// `name :` waiting for a type.
    case colon(name: String)
    /// The name of an extension just read: `.Inner` continues it.
    case extensionName(declaration: Int)
    case extensionDot(declaration: Int)
}

/// What a `{` opens.
private enum Scope {
    /// The body of file-scope declaration `declarations[index]`.
    case members(Int)
    case other
}

struct SymbolLexer {
    private var source: SwiftSourceCursor
    private var braceDepth = 0
    private var parenDepth = 0
    private var scopes: [Scope] = []
    private var previous = Previous.other
    /// Access written before the declaration keyword being read.
    private var pendingAccess: AccessLevel?
    /// A declaration keyword waiting for its name.
    private var expectingName: DeclarationKind?
    /// `case`/`init`/`subscript` members have no `DeclarationKind`; this marks a member name wait.
    private var expectingMemberName = false
    /// The member awaited is a `var`/`let`, whose name an annotation may bind.
    private var memberIsValue = false
    /// The declaration whose body the next `{` opens.
    private var pendingBody: Int?
    /// Inside `case a, b` of an enum body: a comma announces another case name.
    private var inCaseList = false
    /// Inside `let a = 1, b = 2` at file scope: a comma may announce another name.
    private var valueList: DeclarationKind?
    private var declarations: [SymbolDeclaration] = []
    private var references: [SymbolReference] = []
    /// File-wide `name: Type` annotations; nil marks a name annotated with different types.
    private var bindings: [String: String?] = [:]
    private var implicitMembers: [SymbolReference] = []
    private var valueSources: [ValueSource] = []
    /// `name =` read: the value an initialiser is assigned to.
    private var assigning: String?
    /// `name = Type.` read: waiting for the member (the reference index of `Type`).
    private var pendingFactory: (value: String, type: String, reference: Int)?
    /// A type or extension declaration whose inheritance clause may follow, with `<...>` depth and
    /// whether its colon was read.
    private var inheritanceOf: Int?
    private var inheritanceAngles = 0
    private var inheritanceColon = false
    private var inheritanceLastReference: Int?
    private let identifierTable = SwiftCharacterTables.identifiers

    init(_ buffer: UnsafeRawBufferPointer) {
        source = SwiftSourceCursor(buffer)
        source.interpolatedIdentifiers = []
    }

    private var bytes: UnsafePointer<UInt8> { source.bytes }
    private var count: Int { source.count }
    private var position: Int {
        get { source.position }
        set { source.position = newValue }
    }

    // MARK: - Main loop

    mutating func run() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            source.contentStart = 3
        }
        if source.byte(at: position) == pound, source.byte(at: position + 1) == UInt8(ascii: "!") {
            source.skipToLineEnd()
        }
        while position < count {
            let current = bytes[position]
            if current == lineFeed || current == carriageReturn {
                source.consumeLineBreak()
                continue
            }
            if isWhitespace(current) {
                position += 1
                continue
            }
            switch current {
            case slash:
                let next = source.byte(at: position + 1)
                if next == slash {
                    source.skipToLineEnd()
                } else if next == star {
                    source.skipBlockComment()
                } else if let end = source.bareRegexEnd(at: position) {
                    position = end
                    token(.other)
                } else {
                    position += 1
                    token(.other)
                }
            case doubleQuote:
                source.lexString(hashes: 0)
                literalDone()
            case singleQuote:
                source.lexQuotedRun()
                literalDone()
            case pound:
                lexPound()
            case at:
                lexAttribute()
            case backtick:
                let start = position
                if let name = source.readIdentifier() {
                    identifier(name.start, name.end, column: start - source.lineStart + 1, backticked: true)
                } else {
                    source.lexBacktickedIdentifier()
                    token(.other)
                }
            case openBrace:
                inheritanceOf = nil
                if let owner = pendingBody, braceDepth == 0 {
                    scopes.append(.members(owner))
                } else {
                    scopes.append(.other)
                }
                pendingBody = nil
                braceDepth += 1
                position += 1
                endStatement()
            case closeBrace:
                if !scopes.isEmpty { scopes.removeLast() }
                if braceDepth > 0 { braceDepth -= 1 }
                position += 1
                endStatement()
            case openParen, openBracket:
                parenDepth += 1
                position += 1
                token(.other)
            case closeParen, closeBracket:
                if parenDepth > 0 { parenDepth -= 1 }
                position += 1
                token(.other)
            case dot:
                position += 1
                switch previous {
                case .name(let reference, _):
                    previous = .dot(reference: reference)
                case .extensionName(let declaration):
                    previous = .extensionDot(declaration: declaration)
                case .selfKeyword:
                    previous = .selfDot
                default:
                    previous = .looseDot
                }
            case question, exclamation:
                // `value?.member`, `value!.member`: keep the name for the dot that follows.
                position += 1
                if source.byte(at: position) == dot {
                    if case .name = previous { break }
                    if case .selfKeyword = previous { break }
                }
                token(.other)
            case colon:
                position += 1
                if case .name(_, let bindable?) = previous {
                    previous = .colon(name: bindable)
                } else {
                    if inheritanceOf != nil, inheritanceAngles == 0, parenDepth == 0 { inheritanceColon = true }
                    token(.other)
                }
            case comma:
                position += 1
                token(.other)
                if inCaseList, parenDepth == 0, isMemberLevel { expectingMemberName = true }
                if let kind = valueList, parenDepth == 0, braceDepth == 0, nextNameIsDeclared() { expectingName = kind }
            case semicolon:
                position += 1
                endStatement()
            default:
                if identifierTable[Int(current)] {
                    let start = position
                    while position < count, identifierTable[Int(bytes[position])] { position += 1 }
                    if current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9") {
                        token(.other)  // a number
                    } else {
                        identifier(start, position, column: start - source.lineStart + 1, backticked: false)
                    }
                } else {
                    if inheritanceOf != nil, !inheritanceColon {
                        if current == lessThan { inheritanceAngles += 1 }
                        if current == greaterThan, inheritanceAngles > 0 { inheritanceAngles -= 1 }
                    }
                    if current == equals, isAssignment(at: position), case .name(_, let value?) = previous {
                        position += 1
                        token(.other)
                        assigning = value
                        continue
                    }
                    position += 1
                    token(.other)
                }
            }
        }
    }

    /// A lone `=` (not `==`, `!=`, `<=`, `>=`, `=>`, `+=`...).
    private func isAssignment(at offset: Int) -> Bool {
        let next = source.byte(at: offset + 1)
        guard next != equals, next != greaterThan else { return false }
        guard offset > source.contentStart else { return true }
        let before = bytes[offset - 1]
        return !"!<>=+-*/%&|^~.?".utf8.contains(before)
    }

    private mutating func bind(_ value: String, to type: String) {
        if let existing = bindings[value] {
            if existing != type { bindings[value] = .some(nil) }
        } else {
            bindings[value] = .some(type)
        }
    }

    /// Members that return an instance of their own type.
    private static let singletonMembers: Set<String> = [
        "shared", "default", "standard", "current", "instance", "main", "live", "liveValue", "testValue",
        "previewValue", "mock", "init",
    ]

    /// Any token that is not a name, dot or colon.
    private mutating func token(_ kind: Previous) {
        previous = kind
        assigning = nil
        pendingFactory = nil
        if expectingName != nil || expectingMemberName {
            expectingName = nil
            expectingMemberName = false
        }
    }

    private mutating func endStatement() {
        token(.other)
        pendingAccess = nil
        inCaseList = false
        valueList = nil
    }

    /// After a comma in `let a = 1, b: Int = 2`: true when a name followed by `=` or `:` comes
    /// next (so `Dictionary<K, V>` in an annotation is no declaration of `V`).
    private func nextNameIsDeclared() -> Bool {
        var cursor = position
        while cursor < count, isWhitespace(bytes[cursor]) { cursor += 1 }
        let start = cursor
        while cursor < count, identifierTable[Int(bytes[cursor])] { cursor += 1 }
        guard cursor > start else { return false }
        let next = nextNonBlank(cursor)
        return next == UInt8(ascii: "=") || next == colon
    }

    private var isMemberLevel: Bool {
        guard braceDepth == 1, case .members = scopes.last else { return false }
        return true
    }

    private var memberOwner: Int? {
        guard braceDepth == 1, case .members(let owner)? = scopes.last else { return nil }
        return owner
    }

    // MARK: - Literals, pound, attributes

    /// After a string literal: the identifiers of its interpolations become references.
    private mutating func literalDone() {
        if let found = source.interpolatedIdentifiers, !found.isEmpty {
            for item in found {
                // `.member` inside an interpolation belongs to what precedes it.
                if item.start > 0, bytes[item.start - 1] == dot { continue }
                var member: String?
                if item.end + 1 < count, bytes[item.end] == dot, identifierTable[Int(bytes[item.end + 1])] {
                    var end = item.end + 1
                    while end < count, identifierTable[Int(bytes[end])] { end += 1 }
                    member = text(item.end + 1, end)
                }
                guard !isKeyword(item.start, item.end) else { continue }
                references.append(
                    SymbolReference(
                        name: text(item.start, item.end), member: member, line: item.line,
                        column: item.start - item.lineStart + 1))
            }
            source.interpolatedIdentifiers!.removeAll(keepingCapacity: true)
        }
        token(.other)
    }

    private mutating func lexPound() {
        var cursor = position
        while cursor < count, bytes[cursor] == pound { cursor += 1 }
        let hashes = cursor - position
        if cursor < count, bytes[cursor] == doubleQuote {
            position = cursor
            source.lexString(hashes: hashes)
            literalDone()
            return
        }
        if cursor < count, bytes[cursor] == slash {
            position = cursor
            source.lexExtendedRegex(hashes: hashes)
            token(.other)
            return
        }
        position = cursor
        let start = position
        while position < count, identifierTable[Int(bytes[position])] { position += 1 }
        // A `#if`/`#elseif` condition names build flags and platforms, not declarations.
        if (position - start == 2 && source.matches("if", at: start))
            || (position - start == 6 && source.matches("elseif", at: start))
        {
            source.skipToLineEnd()
        }
        token(.other)
    }

    /// `@Name` (a reference: wrappers, global actors and result builders are types), with its
    /// arguments skipped. Leaves the modifiers being collected untouched.
    private mutating func lexAttribute() {
        position += 1
        let start = position
        guard let name = source.readIdentifier() else { return }
        if !isKeyword(name.start, name.end) {
            references.append(
                SymbolReference(
                    name: text(name.start, name.end), line: source.line, column: start - source.lineStart + 1))
        }
        var cursor = position
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor < count, bytes[cursor] == openParen {
            position = cursor + 1
            let argumentsStart = position
            let argumentsLine = source.line, argumentsLineStart = source.lineStart
            source.skipBalancedArguments()
            // `@Dependency(\.apiClient)`, `@Environment(\.dismiss)`: the key path's members are
            // uses of whatever declares them.
            if source.line == argumentsLine {
                keyPathMembers(argumentsStart, position, line: argumentsLine, lineStart: argumentsLineStart)
            }
        }
    }

    /// The members named by key paths (`\.a.b`, `\Type.a`) between two offsets of one line.
    private mutating func keyPathMembers(_ start: Int, _ end: Int, line: Int, lineStart: Int) {
        var cursor = start
        while cursor < end {
            guard bytes[cursor] == UInt8(ascii: "\\") else { cursor += 1; continue }
            cursor += 1
            while cursor < end, identifierTable[Int(bytes[cursor])] { cursor += 1 }  // the root type, if written
            while cursor + 1 < end, bytes[cursor] == dot, identifierTable[Int(bytes[cursor + 1])] {
                let nameStart = cursor + 1
                cursor = nameStart
                while cursor < end, identifierTable[Int(bytes[cursor])] { cursor += 1 }
                implicitMembers.append(
                    SymbolReference(name: text(nameStart, cursor), line: line, column: nameStart - lineStart + 1))
            }
        }
    }

    // MARK: - Identifiers

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }

    /// The special word written between two offsets, if it is one (no String made).
    @inline(__always) private func word(_ start: Int, _ end: Int) -> SymbolWord? {
        SymbolWord.lookup(bytes + start, end - start)
    }

    /// True when the name between two offsets is a keyword (`SymbolLexer.keywords`).
    @inline(__always) private func isKeyword(_ start: Int, _ end: Int) -> Bool {
        word(start, end)?.isKeyword ?? false
    }

    /// The first byte after blanks from `offset`.
    private func nextNonBlank(_ offset: Int) -> UInt8 {
        var cursor = offset
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        return source.byte(at: cursor)
    }

    private mutating func identifier(_ start: Int, _ end: Int, column: Int, backticked: Bool) {
        let line = source.line

        switch previous {
        case .dot(let reference):
            // A member name: attach it to the name before the dot.
            let name = text(start, end)
            if let reference, references[reference].member == nil {
                references[reference].member = name
                if let factory = pendingFactory, factory.reference == reference {
                    if SymbolLexer.singletonMembers.contains(name) {
                        bind(factory.value, to: factory.type)
                    } else {
                        valueSources.append(ValueSource(value: factory.value, type: factory.type, member: name))
                    }
                }
                if let last = inheritanceLastReference, last == reference, let owner = inheritanceOf,
                    !declarations[owner].inherits.isEmpty
                {
                    // `SwiftUI.View`: the last component is what it inherits.
                    declarations[owner].inherits[declarations[owner].inherits.count - 1] = name
                }
            } else {
                implicitMembers.append(SymbolReference(name: name, line: line, column: column))
            }
            pendingFactory = nil
            previous = .name(reference: nil, bindable: nil)
            return
        case .looseDot:
            implicitMembers.append(SymbolReference(name: text(start, end), line: line, column: column))
            previous = .name(reference: nil, bindable: nil)
            return
        case .extensionDot(let declaration):
            declarations[declaration].name += "." + text(start, end)
            previous = .extensionName(declaration: declaration)
            return
        default:
            break
        }

        // Keywords are told from the bytes; a String is made only for a name that is kept.
        let word = word(start, end)
        if !backticked, word == .import {
            skipImportPath()
            return
        }
        if !backticked, parenDepth == 0, let word, handleKeyword(word, start: start, end: end) { return }

        if let kind = expectingName {
            expectingName = nil
            declare(text(start, end), kind: kind, line: line, column: column)
            return
        }
        if expectingMemberName {
            expectingMemberName = false
            // `addMember` leaves the name bindable when it is a stored or computed value
            // (`let logger: Logger`, `let logger = Logger(...)`).
            if let owner = memberOwner {
                addMember(text(start, end), to: owner, line: line, column: column)
            } else {
                previous = .name(reference: nil, bindable: nil)
            }
            return
        }
        if !backticked, word == .self {
            previous = .selfKeyword
            return
        }

        if case .colon(let value) = previous {
            // `value: Type` binds the value when the type is a bare name (not `Type.Inner`,
            // `Type(...)`, `Type<...>`).
            let after = source.byte(at: end)
            let first = bytes[start]
            if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), after != dot, after != openParen,
                after != lessThan
            {
                let name = text(start, end)
                if let existing = bindings[value] {
                    if existing != name { bindings[value] = .some(nil) }
                } else {
                    bindings[value] = .some(name)
                }
            }
        }
        if let word, word.isKeyword {
            // `any P`, `some P` after a colon keep waiting for the type.
            if case .colon = previous, word == .any || word == .some { return }
            if word == .where { inheritanceOf = nil }
            // `let x = try await Type.make()`: still an initialiser.
            let keepsAssigning = word == .try || word == .await
            let value = assigning
            previous = .name(reference: nil, bindable: nil)
            if keepsAssigning { assigning = value }
            return
        }
        let name = text(start, end)
        references.append(SymbolReference(name: name, line: line, column: column))
        if let owner = inheritanceOf, inheritanceColon, inheritanceAngles == 0 {
            declarations[owner].inherits.append(name)
            inheritanceLastReference = references.count - 1
        }
        if let value = assigning {
            assigning = nil
            if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                let after = source.byte(at: end)
                if after == openParen {
                    bind(value, to: name)  // `let x = Type(...)`
                } else if after == dot {
                    pendingFactory = (value, name, references.count - 1)
                }
            }
        }
        let bindable = isLowercaseStart(name) && !isTernaryBranch(start) ? name : nil
        previous = .name(reference: references.count - 1, bindable: bindable)
    }

    private func isLowercaseStart(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    /// `condition ? name : Other` is no annotation.
    private func isTernaryBranch(_ start: Int) -> Bool {
        var cursor = start
        while cursor > source.contentStart, isWhitespace(bytes[cursor - 1]) { cursor -= 1 }
        return cursor > source.contentStart && bytes[cursor - 1] == question
            && cursor - 1 > source.contentStart && isWhitespace(bytes[cursor - 2])
    }

    // MARK: - Declarations

    // Keywords, access levels, modifiers and declaration keywords: `SymbolWord`.

    /// Declaration keywords and modifiers at file scope or member level; returns true when the
    /// word was one (and is no reference).
    private mutating func handleKeyword(_ name: SymbolWord, start: Int, end: Int) -> Bool {
        let fileScope = braceDepth == 0
        let memberLevel = isMemberLevel
        guard fileScope || memberLevel else { return false }
        let next = nextNonBlank(end)
        if let access = name.accessLevel {
            // `open`/`package` are contextual: a modifier only before another word.
            if name == .open || name == .package {
                guard identifierTable[Int(next)] || next == at || next == backtick else { return false }
            }
            if next == openParen {
                // `private(set)`: the setter's access; skip `(set)`.
                var cursor = end
                while cursor < count, bytes[cursor] != closeParen, !source.isLineBreak(bytes[cursor]) { cursor += 1 }
                if cursor < count, bytes[cursor] == closeParen { position = cursor + 1 }
                return true
            }
            pendingAccess = access
            previous = .other
            return true
        }
        if name.isModifier { previous = .other; return true }
        if name == .class, let word = nextWord(from: end),
            ["func", "var", "let", "subscript", "init", "class", "final", "override"].contains(word)
        {
            previous = .other
            return true
        }
        if name == .case, memberLevel {
            inCaseList = true
            expectingMemberName = true
            previous = .other
            return true
        }
        if name == .`init` || name == .subscript || name == .deinit, memberLevel {
            if let owner = memberOwner, name != .deinit {
                addMember(name.text, to: owner, line: source.line, column: start - source.lineStart + 1)
            }
            pendingAccess = nil
            previous = .other
            return true
        }
        if name == .associatedtype, memberLevel {
            expectingMemberName = true
            previous = .other
            return true
        }
        guard let kind = name.declarationKind else { return false }
        if kind == .actor || kind == .macro {
            // Contextual keywords: a declaration only when a name follows.
            guard identifierTable[Int(next)] || next == backtick else { return false }
        }
        inCaseList = false
        valueList = nil
        if memberLevel {
            if kind == .extension { return false }
            expectingMemberName = true
            memberIsValue = kind == .var || kind == .let
        } else {
            expectingName = kind
        }
        previous = .other
        return true
    }

    /// After `import`: the optional kind and the dotted path name modules, not declarations.
    private mutating func skipImportPath() {
        while position < count {
            var cursor = position
            while cursor < count, isBlank(bytes[cursor]) || bytes[cursor] == dot { cursor += 1 }
            guard cursor < count, identifierTable[Int(bytes[cursor])] || bytes[cursor] == backtick else { break }
            position = cursor
            if source.readIdentifier() == nil { position += 1 }
        }
        token(.other)
    }

    /// The identifier after blanks (same line) from `offset`, if any.
    private func nextWord(from offset: Int) -> String? {
        var cursor = offset
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        let start = cursor
        while cursor < count, identifierTable[Int(bytes[cursor])] { cursor += 1 }
        return cursor > start ? text(start, cursor) : nil
    }

    private mutating func declare(_ name: String, kind: DeclarationKind, line: Int, column: Int) {
        let access = pendingAccess ?? .internal
        pendingAccess = nil
        declarations.append(SymbolDeclaration(name: name, kind: kind, access: access, line: line, column: column))
        let index = declarations.count - 1
        if kind == .var || kind == .let { valueList = kind }
        if kind.hasMembers {
            pendingBody = index
            inheritanceOf = index
            inheritanceAngles = 0
            inheritanceColon = false
            inheritanceLastReference = nil
        }
        if kind == .extension {
            previous = .extensionName(declaration: index)
        } else {
            // `var name: Type` at file scope binds like any annotation.
            previous = .name(
                reference: nil, bindable: (kind == .var || kind == .let) && isLowercaseStart(name) ? name : nil)
        }
    }

    private mutating func addMember(_ name: String, to owner: Int, line: Int, column: Int) {
        let container = declarations[owner]
        // Members of `public extension X` default to public, protocol requirements and enum
        // cases to their container's level, other members to internal. A type caps its
        // members; an extension cannot (the extended type's level is not known here).
        let defaultAccess: AccessLevel
        switch container.kind {
        case .extension, .protocol: defaultAccess = container.access
        case .enum where inCaseList: defaultAccess = container.access
        default: defaultAccess = .internal
        }
        let written = pendingAccess ?? defaultAccess
        pendingAccess = nil
        let access = container.kind == .extension ? written : min(written, container.access)
        declarations[owner].members.append(SymbolMember(name: name, access: access, line: line, column: column))
        previous = .name(reference: nil, bindable: memberIsValue && isLowercaseStart(name) ? name : nil)
        memberIsValue = false
    }

    // MARK: - Result

    mutating func result() -> FileSymbols {
        var resolved: [SymbolReference] = []
        resolved.reserveCapacity(references.count + 8)
        for reference in references {
            if let member = reference.member, case .some(.some(let type)) = bindings[reference.name] {
                // At the name's place: before it when its type sorts first, as sorting would put it.
                let indirect = SymbolReference(
                    name: type, member: member, line: reference.line, column: reference.column, isDirect: false)
                if indirect < reference {
                    resolved.append(indirect)
                    resolved.append(reference)
                } else {
                    resolved.append(reference)
                    resolved.append(indirect)
                }
            } else {
                resolved.append(reference)
            }
        }
        // Read in source order, so normally sorted already: checked in one pass, sorted only
        // when not (sorting every file's references was a fifth of a cold run).
        if !Self.isSorted(resolved) { resolved.sort() }
        if !Self.isSorted(implicitMembers) { implicitMembers.sort() }
        return FileSymbols(
            declarations: declarations, references: resolved, implicitMembers: implicitMembers,
            valueSources: valueSources)
    }

    /// True when no element is smaller than the one before it.
    private static func isSorted(_ list: [SymbolReference]) -> Bool {
        var index = 1
        while index < list.count {
            if list[index] < list[index - 1] { return false }
            index += 1
        }
        return true
    }
}
