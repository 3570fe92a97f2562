/// A 1-based line and column (in UTF-8 bytes, as swiftc counts) in a manifest.
package struct ManifestPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`
    package var description: String { "\(line):\(column)" }

    package static func < (lhs: ManifestPosition, rhs: ManifestPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One token of a manifest, as the static reader's parser sees it: comments and blanks are gone,
/// but whether blanks or a line break preceded the token is kept (Swift's grammar depends on it).
struct ManifestToken: Equatable {
    enum Kind: Equatable {
        /// A name; `backticked` names are never keywords.
        case identifier(String, backticked: Bool)
        /// `$0`, `$1`: an anonymous closure parameter.
        case anonymousParameter(Int)
        /// A number as written (`42`, `6.3.1`, `0x1F`).
        case number(String)
        case string(ManifestStringLiteral)
        /// A `.` between names (member access or an implicit member).
        case period
        /// An operator (`+`, `..<`, `=`, `+=`, `!`, `?`...).
        case `operator`(String)
        /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `@`, `\`.
        case punctuation(UInt8)
        /// `#if`, `#elseif`, `#else`, `#endif`, with the tokens of the condition (to the end of its line).
        case directive(CompilationDirective, condition: [ManifestToken])
        /// `#file`, `#warning` and every other `#name`.
        case poundKeyword(String)
        /// A form outside the subset, skipped exactly but never evaluated (multi-line string,
        /// regex literal, character literal, an invalid escape...).
        case unsupported(String)
    }

    var kind: Kind
    var position: ManifestPosition
    /// The first token of its line.
    var startsLine: Bool
    /// Blanks, a comment or a line break come right before it.
    var spaceBefore: Bool
}

/// The four conditional-compilation directives.
enum CompilationDirective: String, Equatable {
    case `if`, `elseif`, `else`, `endif`
}

/// A string literal's value: text and `\(...)` interpolations (as tokens).
struct ManifestStringLiteral: Equatable {
    enum Segment: Equatable {
        case text(String)
        case interpolation([ManifestToken], ManifestPosition)
    }
    var segments: [Segment]

    /// The value when the literal has no interpolation.
    var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }
}
