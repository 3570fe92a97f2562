// The words the symbol lexer treats specially (keywords, access levels, modifiers, declaration
// keywords), recognised from the bytes of an identifier without making a String of it.
//
// Every identifier of a file is looked up here (tens of millions in a large tree): hashing a
// String per identifier was a fifth of a cold `check`. Here a lookup is one table read by
// length and first byte, then a byte comparison with at most a few words.

/// A word the symbol lexer treats specially.
package enum SymbolWord: String, CaseIterable, Sendable {
    // Keywords (`SymbolWord.isKeyword`): never a reference to a declaration.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`
    case `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`
    case `throw`, `switch`, `where`, `while`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`
    case `true`, `try`, `await`, `async`, `any`, `some`, `get`, `set`, `willSet`, `didSet`, `package`
    case `final`, `override`, `mutating`, `nonmutating`, `lazy`, `weak`, `unowned`, `convenience`, `required`
    case `indirect`, `nonisolated`, `dynamic`, `optional`, `actor`, `macro`, `consuming`, `borrowing`
    case `each`, `discard`, underscore = "_"
    // Modifiers that are no keywords.
    case `distributed`, `prefix`, `postfix`, `infix`, `isolated`, doubleUnderscoreConsuming = "__consuming"

    /// The word as written.
    package var text: String { rawValue }

    /// Names that are never references to a declaration.
    package var isKeyword: Bool {
        switch self {
        case .distributed, .prefix, .postfix, .infix, .isolated, .doubleUnderscoreConsuming: false
        default: true
        }
    }

    /// The access level the word writes, if it is one.
    package var accessLevel: AccessLevel? {
        switch self {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    /// Modifiers of a declaration other than access levels.
    package var isModifier: Bool {
        switch self {
        case .final, .static, .indirect, .nonisolated, .dynamic, .override, .required, .convenience,
            .mutating, .nonmutating, .lazy, .weak, .unowned, .optional, .distributed, .prefix,
            .postfix, .infix, .consuming, .borrowing, .isolated, .doubleUnderscoreConsuming:
            true
        default: false
        }
    }

    /// The declaration the word introduces, if it is a declaration keyword.
    package var declarationKind: DeclarationKind? {
        switch self {
        case .struct: .struct
        case .class: .class
        case .enum: .enum
        case .protocol: .protocol
        case .actor: .actor
        case .typealias: .typealias
        case .func: .func
        case .var: .var
        case .let: .let
        case .extension: .extension
        case .macro: .macro
        default: nil
        }
    }

    /// The word written in `count` bytes at `start`, if it is one.
    @inline(__always)
    package static func lookup(_ start: UnsafePointer<UInt8>, _ count: Int) -> SymbolWord? {
        guard count > 0, count <= WordTable.longest else { return nil }
        let bucket = count &* 256 &+ Int(start[0])
        var index = Int(WordTable.bucketStarts[bucket])
        let end = Int(WordTable.bucketStarts[bucket &+ 1])
        while index < end {
            let offset = Int(WordTable.textOffsets[index])
            var same = true
            var byte = 1
            while byte < count {
                if WordTable.texts[offset &+ byte] != start[byte] { same = false; break }
                byte &+= 1
            }
            if same { return WordTable.words[index] }
            index &+= 1
        }
        return nil
    }
}

/// The words of `SymbolWord` by length and first byte, in memory that is never freed.
private enum WordTable {
    static let longest = SymbolWord.allCases.map(\.text.utf8.count).max()!

    /// For bucket `length * 256 + first byte`, the entries from `bucketStarts[bucket]` up to
    /// `bucketStarts[bucket + 1]`.
    nonisolated(unsafe) static let bucketStarts: UnsafePointer<UInt16> = layout.starts
    nonisolated(unsafe) static let textOffsets: UnsafePointer<UInt16> = layout.offsets
    nonisolated(unsafe) static let words: UnsafePointer<SymbolWord> = layout.words
    nonisolated(unsafe) static let texts: UnsafePointer<UInt8> = layout.texts

    nonisolated(unsafe) private static let layout:
        (
            starts: UnsafePointer<UInt16>, offsets: UnsafePointer<UInt16>,
            words: UnsafePointer<SymbolWord>, texts: UnsafePointer<UInt8>
        ) = {
            let sorted = SymbolWord.allCases.sorted { lhs, rhs in
                bucket(lhs) < bucket(rhs)
            }
            var starts = [UInt16](repeating: 0, count: (longest + 1) * 256 + 1)
            for word in sorted { starts[bucket(word) + 1] += 1 }
            for index in 1..<starts.count { starts[index] += starts[index - 1] }
            var offsets: [UInt16] = []
            var texts: [UInt8] = []
            for word in sorted {
                offsets.append(UInt16(texts.count))
                texts += Array(word.text.utf8)
            }
            return (
                SwiftCharacterTables.immortal(starts), SwiftCharacterTables.immortal(offsets),
                SwiftCharacterTables.immortal(sorted), SwiftCharacterTables.immortal(texts)
            )
        }()

    private static func bucket(_ word: SymbolWord) -> Int {
        let text = Array(word.text.utf8)
        return text.count * 256 + Int(text[0])
    }
}
