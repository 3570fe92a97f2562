import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// The three layouts of the one JSON writer, on documents small enough to check by eye.
@Suite struct JSONTextTests {
    /// One record shaped like an `archlint imports` line: strings, null, numbers, empty and
    /// nested lists.
    static let record: JSONText = .object([
        ("file", .string("Sources/B/B.swift")),
        (
            "imports",
            .array([
                .object([
                    ("module", .string("Core")),
                    ("path", .array([.string("Core"), .string("Point")])),
                    ("kind", .string("struct")),
                    ("attributes", .array([])),
                    ("access", .null),
                    ("line", .int(1)),
                    ("conditions", .array([.object([("clause", .string("if")), ("condition", .string("DEBUG"))])])),
                    ("exported", .bool(false)),
                ])
            ])
        ),
        ("notes", .object([])),
    ])

    @Test func singleLineSeparatesWithCommaSpaceAndColonSpace() {
        #expect(
            Self.record.rendered(.singleLine) == """
                {"file": "Sources/B/B.swift", "imports": [{"module": "Core", "path": ["Core", "Point"], "kind": "struct", "attributes": [], "access": null, "line": 1, "conditions": [{"clause": "if", "condition": "DEBUG"}], "exported": false}], "notes": {}}

                """)
        var line = "> "
        JSONText.array([]).write(to: &line, .singleLine)
        #expect(line == "> []", "write appends, without a newline")
    }

    @Test func expandedPutsEveryMemberOnItsOwnLine() {
        #expect(
            Self.record.rendered() == """
                {
                  "file": "Sources/B/B.swift",
                  "imports": [
                    {
                      "module": "Core",
                      "path": [
                        "Core",
                        "Point"
                      ],
                      "kind": "struct",
                      "attributes": [],
                      "access": null,
                      "line": 1,
                      "conditions": [
                        {
                          "clause": "if",
                          "condition": "DEBUG"
                        }
                      ],
                      "exported": false
                    }
                  ],
                  "notes": {}
                }

                """)
    }

    @Test func compactWhenShortKeepsShortScalarGroupsOnOneLine() {
        // `path` and the one-object `conditions` fit; the import object holds lists, so it breaks.
        #expect(
            Self.record.rendered(.compactWhenShort) == """
                {
                  "file": "Sources/B/B.swift",
                  "imports": [
                    {
                      "module": "Core",
                      "path": ["Core", "Point"],
                      "kind": "struct",
                      "attributes": [],
                      "access": null,
                      "line": 1,
                      "conditions": [{"clause": "if", "condition": "DEBUG"}],
                      "exported": false
                    }
                  ],
                  "notes": {}
                }

                """)
    }

    /// 80 columns, indentation included, is the limit: one character more breaks the line. A
    /// member's value is measured from its indentation, without the key in front of it.
    @Test func compactWhenShortBreaksBeyondEightyColumns() {
        // At indent 2, a list of N one-letter strings measures 2 + 3N + 2(N - 1) + 2 = 2 + 5N:
        // N = 15 gives 77, N = 16 gives 82.
        let fits: JSONText = .object([("k", .array(Array(repeating: .string("x"), count: 15)))])
        let breaks: JSONText = .object([("k", .array(Array(repeating: .string("x"), count: 16)))])
        #expect(fits.rendered(.compactWhenShort).split(separator: "\n").count == 3)
        #expect(
            breaks.rendered(.compactWhenShort).split(separator: "\n").count == 4 + 16,
            "braces, key line, 16 elements, bracket")
        // An object of scalars at the left margin: `{"k": "` (7) + letters + `"}` (2); 71 letters
        // make exactly 80.
        let eighty: JSONText = .object([("k", .string(String(repeating: "a", count: 71)))])
        let eightyOne: JSONText = .object([("k", .string(String(repeating: "a", count: 72)))])
        #expect(eighty.rendered(.compactWhenShort) == "{\"k\": \"" + String(repeating: "a", count: 71) + "\"}\n")
        #expect(
            eightyOne.rendered(.compactWhenShort) == "{\n  \"k\": \"" + String(repeating: "a", count: 72) + "\"\n}\n")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() {
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf\u{1}g/ü") == #""a\"b\\c\nd\re\tf\u0001g/ü""#)
    }
}
