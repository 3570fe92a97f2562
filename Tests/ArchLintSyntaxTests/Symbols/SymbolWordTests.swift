import Foundation
import Testing
@testable import ArchLintSyntax

/// The words the symbol lexer recognises from bytes (`SymbolWord`), against the lists it used
/// to hold as sets of strings (copied here by hand), and the lexer's answers that depend on them.
@Suite struct SymbolWordTests {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "await", "async", "any", "some", "get", "set", "willSet", "didSet", "package",
        "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required",
        "indirect", "nonisolated", "dynamic", "optional", "actor", "macro", "consuming", "borrowing",
        "each", "discard", "_",
    ]
    static let modifiers: Set<String> = [
        "final", "static", "indirect", "nonisolated", "dynamic", "override", "required", "convenience",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "distributed", "prefix",
        "postfix", "infix", "consuming", "borrowing", "isolated", "__consuming",
    ]
    static let accessLevels: [String: AccessLevel] = [
        "private": .private, "fileprivate": .fileprivate, "internal": .internal,
        "package": .package, "public": .public, "open": .open,
    ]
    static let declarationKinds: [String: DeclarationKind] = [
        "struct": .struct, "class": .class, "enum": .enum, "protocol": .protocol, "actor": .actor,
        "typealias": .typealias, "func": .func, "var": .var, "let": .let, "extension": .extension,
        "macro": .macro,
    ]

    static func lookup(_ text: String) -> SymbolWord? {
        var text = text
        return text.withUTF8 { buffer in buffer.baseAddress.flatMap { SymbolWord.lookup($0, buffer.count) } }
    }

    @Test func everyListedWordIsFoundWithItsClasses() {
        let all = Self.keywords.union(Self.modifiers).union(Self.accessLevels.keys).union(Self.declarationKinds.keys)
        #expect(all.count == SymbolWord.allCases.count)
        for text in all.sorted() {
            let word = Self.lookup(text)
            #expect(word?.text == text)
            #expect(word?.isKeyword == Self.keywords.contains(text), "\(text)")
            #expect(word?.isModifier == Self.modifiers.contains(text), "\(text)")
            #expect(word?.accessLevel == Self.accessLevels[text], "\(text)")
            #expect(word?.declarationKind == Self.declarationKinds[text], "\(text)")
        }
    }

    @Test func otherNamesAreNoWords() {
        for text in [
            "", "Self_", "selfs", "sel", "Import", "imports", "privat", "precedencegroupX", "x", "__", "___consuming",
            "associatedtypes", "é", "deinitialize", "Class", "awaitable", "somebody",
        ] {
            #expect(Self.lookup(text) == nil, "\(text)")
        }
    }

    /// Keywords are no references, backticked or not; `open` and `package` before a name are
    /// access levels, elsewhere names.
    @Test func lexerAnswersThatDependOnWords() {
        let symbols = SymbolScanner.scan(
            """
            public final class Store: Base {
                open var open: Int
                private(set) var count: Int
                init() {}
                subscript(i: Int) -> Int { i }
            }
            let x = `default` + Other.make(`self`)
            package struct Kit {}
            let package = Package(name: "P")
            """)
        #expect(symbols.declarations.map(\.name) == ["Store", "x", "Kit", "package"])
        #expect(symbols.declarations.map(\.access) == [.public, .internal, .package, .internal])
        #expect(symbols.declarations[0].members.map(\.name) == ["open", "count", "init", "subscript"])
        // `private(set)` sets the setter's access only.
        #expect(symbols.declarations[0].members.map(\.access) == [.public, .internal, .internal, .internal])
        #expect(
            symbols.references.map(\.name) == [
                "Base", "Int", "Int", "i", "Int", "Int", "i", "Other", "Package", "name",
            ])
    }

    /// References come out sorted by place, then name, then member (an annotated value's
    /// member read right after the name it is read through).
    @Test func referencesAreSorted() {
        let symbols = SymbolScanner.scan(
            """
            let user: UserDTO = load()
            print("\\(user.name) \\(Config.shared)", user.segment, zeta.alpha)
            """)
        #expect(symbols.references == symbols.references.sorted())
        let rendered = symbols.references.map {
            "\($0.line):\($0.column) \($0.name).\($0.member ?? "")\($0.isDirect ? "" : " indirect")"
        }
        #expect(
            rendered == [
                "1:11 UserDTO.", "1:21 load.", "2:1 print.", "2:10 UserDTO.name indirect", "2:10 user.name",
                "2:23 Config.shared",
                "2:40 UserDTO.segment indirect", "2:40 user.segment", "2:54 zeta.alpha",
            ])
    }
}
