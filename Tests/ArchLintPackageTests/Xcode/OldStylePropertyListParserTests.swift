import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The old-style property list parser: values, key lines, escapes, and located errors.
@Suite struct OldStylePropertyListParserTests {
    static func parse(_ text: String) throws(PropertyListSyntaxError) -> PropertyListValue {
        try OldStylePropertyListParser.parse(Array(text.utf8))
    }

    static func error(_ text: String) -> PropertyListSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsDictionariesArraysAndStringsWithKeyLines() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tname = App;
            \t/* a comment
            \t   over two lines */ path = "My App/Sources";
            \tlist = (a, "b c", 'd',);
            \tnested = {isa = PBXGroup; children = (); };
            \tempty = "";
            }
            """
        let value = try Self.parse(text)
        let top = try #require(value.dictionary)
        #expect(top.line == 2)
        #expect(top.string("name") == "App")
        #expect(top.entries["name"]?.line == 3)
        #expect(top.string("path") == "My App/Sources")
        #expect(top.entries["path"]?.line == 5)
        #expect(top.strings("list") == ["a", "b c", "d"])
        #expect(top.entries["list"]?.line == 6)
        let nested = try #require(top["nested"]?.dictionary)
        #expect(nested.string("isa") == "PBXGroup")
        #expect(nested["children"] == .array([]))
        #expect(nested.line == 7)
        #expect(top.string("empty") == "")
        #expect(top.entries.count == 5)
    }

    @Test func unquotedStringsTakeXcodesCharacters() throws {
        let top = try #require(
            Self.parse("{ a = $TOOL_PATH/x.swift; b = com.apple.product-type.app-extension; c = 2147483647; }")
                .dictionary)
        #expect(top.string("a") == "$TOOL_PATH/x.swift")
        // `(` is not allowed unquoted: Xcode quotes `"$(SRCROOT)/x"`.
        #expect(Self.error("{ a = $(SRCROOT)/x; }")?.column == 8)
        #expect(top.string("b") == "com.apple.product-type.app-extension")
        #expect(top.string("c") == "2147483647")
    }

    @Test func decodesEscapes() throws {
        let top = try #require(
            Self.parse(#"{ a = "tab\there\nquote\" back\\ \U00e9 \101"; b = 'single "quoted"'; }"#).dictionary)
        #expect(top.string("a") == "tab\there\nquote\" back\\ é A")
        #expect(top.string("b") == "single \"quoted\"")
        // Two quoted strings side by side are not one value: an error, not a silent join.
        #expect(Self.error(#"{ a = "x" "y"; }"#)?.message.contains("expected ';'") == true)
        let plain = try #require(Self.parse("{ u = \"Größe 日本\"; }").dictionary)
        #expect(plain.string("u") == "Größe 日本")
    }

    @Test func linesCountInsideStringsAndComments() throws {
        let top = try #require(Self.parse("{\n a = \"x\ny\";\n // note\n b = 1;\n}").dictionary)
        #expect(top.entries["a"]?.line == 2)
        #expect(top.entries["b"]?.line == 5)
    }

    @Test func readsData() throws {
        let top = try #require(Self.parse("{ d = <0fA1 23>; }").dictionary)
        #expect(top.string("d") == "0fA123")
    }

    @Test(arguments: [
        ("", 1, 1, "the file is empty"),
        ("   \n  ", 2, 3, "the file is empty"),
        ("{ a = b }", 1, 9, "expected ';' after the value of 'a', found '}'"),
        ("{ a b; }", 1, 5, "expected '=' after the key 'a', found 'b'"),
        ("{\n  a = (x y);\n}", 2, 10, "expected ',' or ')' after an array element, found 'y'"),
        ("{\n  a = \"open;\n}\n", 2, 7, "unterminated string"),
        ("{\n  a = b;\n", 1, 1, "the dictionary opened here is never closed"),
        ("{ a = (b, c; }", 1, 12, "expected ',' or ')' after an array element, found ';'"),
        ("{ a = (b, c", 1, 7, "unexpected end of file: the array opened here is never closed"),
        ("{ /* never closed", 1, 3, "unterminated comment"),
        ("{ a = b; } extra", 1, 12, "unexpected 'e' after the end of the top-level value"),
        ("{ a = #; }", 1, 7, "expected a value, found '#'"),
        ("{ a = <0g>; }", 1, 9, "unexpected 'g' in <data>"),
        ("x = y;", 1, 1, "expected '{' opening the top-level dictionary, found 'x'"),
        ("{\n\ta = b;\n<<<<<<< HEAD\n\tc = d;\n", 3, 1, "unresolved merge conflict marker '<<<<<<<'"),
        ("{\n\ta = b\n=======\n", 3, 1, "unresolved merge conflict marker '======='"),
    ])
    func reportsWhereAndWhatIsWrong(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func refusesDeepNestingInsteadOfOverflowingTheStack() throws {
        let text = "{ a = " + String(repeating: "(", count: 100_000)
        let error = try #require(Self.error(text))
        #expect(error.message.contains("nested more than 256 deep"))
    }

    @Test func neverCrashesOnDamagedInput() throws {
        // Every prefix of a real-shaped project file, and a few byte flips, must parse or fail cleanly.
        let source = try String(
            contentsOfFile: Fixtures.repositoryPath(
                "Tests/Fixtures/Xcode/Groups/Project/Groups.xcodeproj/project.pbxproj"), encoding: .utf8)
        let bytes = Array(source.utf8)
        var failures = 0
        for length in stride(from: 0, to: bytes.count, by: 97) {
            if (try? OldStylePropertyListParser.parse(Array(bytes[..<length]))) == nil { failures += 1 }
        }
        #expect(failures > 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var damaged = bytes
            for _ in 0..<5 {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            _ = try? OldStylePropertyListParser.parse(damaged)
        }
        #expect(
            try OldStylePropertyListParser.parse(bytes).dictionary?.string("rootObject") == "900000000000000000000001")
    }
}
