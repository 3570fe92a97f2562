import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// How the static reader's tokenizer reads literals, comments and directives.
@Suite struct ManifestTokenizerTests {
    private func tokens(_ text: String) -> [ManifestToken] {
        ManifestTokenizer.tokenize(Array(text.utf8))
    }

    private func strings(_ text: String) -> [String?] {
        tokens(text).compactMap { token in
            switch token.kind {
            case .string(let literal): literal.plainText
            case .unsupported(let what): "unsupported: \(what)"
            default: nil
            }
        }
    }

    @Test func decodesEscapesAndRawStrings() {
        #expect(strings(#""a\tb\n\"q\" \\ \0 \u{E9}\u{1F600}""#) == ["a\tb\n\"q\" \\ \u{0} é😀"])
        #expect(strings(##"#"C:\path\n"#"##) == [#"C:\path\n"#])
        #expect(strings(###"##"a "# b"##"###) == [##"a "# b"##])
        #expect(strings(#""bad \q escape""#) == ["unsupported: an invalid escape sequence in a string literal"])
        #expect(strings("\"unterminated\nlet x = 1") == ["unsupported: an unterminated string literal"])
    }

    @Test func keepsInterpolationsAsTokens() throws {
        let token = try #require(tokens(#""\(name)Tests\(1 + 2)""#).first)
        guard case .string(let literal) = token.kind else { Issue.record("not a string"); return }
        #expect(literal.segments.count == 3)
        guard case .interpolation(let inner, let position) = literal.segments[0] else {
            Issue.record("no interpolation"); return
        }
        #expect(inner.map(\.kind) == [.identifier("name", backticked: false)])
        #expect(position == ManifestPosition(line: 1, column: 4))
        #expect(literal.segments[1] == .text("Tests"))
        // A raw string interpolates with `\#(`.
        let raw = try #require(tokens(##"#"\(kept) \#(used)"#"##).first)
        guard case .string(let rawLiteral) = raw.kind else { Issue.record("not a string"); return }
        #expect(rawLiteral.segments.first == .text(#"\(kept) "#))
    }

    @Test func decodesMultiLineStringsAsSwiftcDoes() {
        let text = "let s = \"\"\"\n    first\n      indented \\\n    joined\n\n    last \\(\"x\")\n    \"\"\"\n"
        #expect(
            tokens(text).contains { token in
                guard case .string(let literal) = token.kind else { return false }
                return literal.segments.first == .text("first\n  indented joined\n\nlast ")
            })
        #expect(
            strings("let s = \"\"\"\n    ok\n  short\n    \"\"\"\n") == [
                "unsupported: a multi-line string line with less indentation than its closing delimiter"
            ])
        #expect(
            strings("let s = \"\"\"text\n\"\"\"\n") == [
                "unsupported: text after the opening delimiter of a multi-line string"
            ])
    }

    @Test func separatesStatementsAcrossLinesAndMultiLineComments() {
        let kinds = tokens("let a = 1 /* one\n two */ let b = 2 // end\nlet c = 3").filter {
            $0.kind == .identifier("let", backticked: false)
        }
        #expect(kinds.map(\.startsLine) == [true, true, true])
        let sameLine = tokens("let a = 1 /* inline */ ; let b = 2")
        #expect(sameLine.filter(\.startsLine).count == 1)
    }

    @Test func readsOperatorsNumbersAndParameters() {
        let kinds = tokens("\"1.0.0\"..<\"2.0.0\" + $0 6.3.1 0..<5 a.b .c").map(\.kind)
        #expect(kinds.contains(.operator("..<")))
        #expect(kinds.contains(.operator("+")))
        #expect(kinds.contains(.anonymousParameter(0)))
        #expect(kinds.contains(.number("6.3.1")))
        #expect(kinds.contains(.number("0")) && kinds.contains(.number("5")))
        #expect(kinds.filter { $0 == .period }.count == 2)
    }

    @Test func directivesCarryTheirConditionToTheEndOfTheLine() {
        let all = tokens("#if os(Linux) // comment\nlet a = 1\n#else\n#endif")
        guard case .directive(.if, let condition) = all[0].kind else { Issue.record("no #if"); return }
        #expect(
            condition.map(\.kind) == [
                .identifier("os", backticked: false), .punctuation(UInt8(ascii: "(")),
                .identifier("Linux", backticked: false), .punctuation(UInt8(ascii: ")")),
            ])
        #expect(all[1].kind == .identifier("let", backticked: false) && all[1].startsLine)
        #expect(tokens("#warning(\"x\")").first?.kind == .poundKeyword("warning"))
        #expect(tokens("let r = #/a+/#").last?.kind == .unsupported("a regex literal"))
    }

    @Test func positionsAreLinesAndByteColumns() {
        let all = tokens("let é = \"x\"\n  .target")
        #expect(all[2].position == ManifestPosition(line: 1, column: 8))
        #expect(all[4].position == ManifestPosition(line: 2, column: 3))
    }
}
