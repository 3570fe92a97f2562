import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// archlint's YAML reader on what the libyaml comparison does not cover: scalar types by
/// XcodeGen's rules, byte ranges, alias and merge flags, the bounds, the messages of what is not
/// supported, and JSON read as YAML. (YAMLDifferentialTests compares the trees with libyaml.)
@Suite struct YAMLParserTests {
    static func document(_ text: String) throws -> YAMLNode {
        try #require(try YAMLParser.parseDocument(text))
    }

    static func failure(_ text: String) -> YAMLSyntaxError? {
        do {
            _ = try YAMLParser.parseDocument(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func plainScalarsTakeTheTypesXcodeGensLoaderGivesThem() throws {
        let root = try Self.document(
            """
            a: yes
            b: Off
            c: 12
            d: 0x1F
            e: 017
            f: 0o17
            g: 1_000
            h: 1:30
            i: 5.10
            j: 1e3
            k: .inf
            l: ~
            m: null
            n: "12"
            o: 09
            p: 2024-01-01
            q: ''
            """)
        func value(_ key: String) -> YAMLScalarValue? { root[key]?.scalar?.value }
        #expect(value("a") == .bool(true))
        #expect(value("b") == .bool(false))
        #expect(value("c") == .int(12))
        #expect(value("d") == .int(31))
        #expect(value("e") == .int(15))
        #expect(value("f") == .int(15))
        #expect(value("g") == .int(1000))
        #expect(value("h") == .int(90))
        #expect(value("i") == .float(5.1))
        #expect(value("j") == .float(1000))
        #expect(value("k") == .float(.infinity))
        // Without the null rule (XcodeGen removes it) `~` and `null` stay strings.
        #expect(value("l") == .string("~"))
        #expect(value("m") == .string("null"))
        #expect(value("n") == .string("12"))
        #expect(value("o") == .float(9))
        #expect(value("p") == .string("2024-01-01"))
        #expect(value("q") == .string(""))
        // As XcodeGen writes a setting it reads as a number: Swift's spelling.
        #expect(root["i"]?.scalar?.textValue == "5.1")
        #expect(root["j"]?.scalar?.textValue == "1000.0")
    }

    @Test func nodesKeepPositionsRangesAndWhereTheyCameFrom() throws {
        let text = """
            base: &base
              type: framework
              platform: iOS
            app:
              <<: *base
              type: application
            list: [a, *base]
            """
        let bytes = Array(text.utf8)
        let root = try Self.document(text)
        let app = try #require(root["app"])
        // Own entries first, then merged ones the mapping does not override.
        #expect(
            app.entries?.map { "\($0.key.scalar!.text)=\($0.value.scalar!.text)\($0.isMerged ? " (merged)" : "")" }
                == ["type=application", "platform=iOS (merged)"])
        #expect(app.position == TextPosition(line: 5, column: 3))
        let base = try #require(root["base"])
        #expect(base.position == TextPosition(line: 1, column: 7))
        #expect(String(decoding: bytes[base.range], as: UTF8.self) == "&base\n  type: framework\n  platform: iOS")
        let list = try #require(root["list"])
        #expect(list.isFlow)
        #expect(String(decoding: bytes[list.range], as: UTF8.self) == "[a, *base]")
        let alias = try #require(list.elements?.last)
        #expect(alias.alias == "base")
        #expect(alias.position == base.position)
        #expect(String(decoding: bytes[alias.range], as: UTF8.self) == "*base")
        #expect(alias.entries?.count == 2)
        // A key written twice: both kept, lookups take the last, as XcodeGen's loader does.
        let twice = try Self.document("a: 1\na: 2\n")
        #expect(twice.entries?.count == 2)
        #expect(twice["a"]?.scalar?.text == "2")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try Self.document("name: Приложение\nemoji: 😀 x\nnext: v\n")
        #expect(root["emoji"]?.position == TextPosition(line: 2, column: 8))
        let error = try #require(Self.failure("k: é é: x\n"))
        #expect(error.position == TextPosition(line: 1, column: 7))
    }

    @Test func aliasesThatMultiplyAreBounded() {
        // Each level holds ten aliases of the one before: 10^9 nodes once expanded.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let error = Self.failure(text)
        #expect(error?.reason.contains("more than 1000000 nodes once its aliases are expanded") == true)
        #expect(error?.position.line == 6)
        // Below the bound it reads.
        let small = "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n"
        #expect(Self.failure(small) == nil)
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(Self.failure(deep)?.reason == "collections nested more than 256 levels deep")
        var block = ""
        for level in 0..<300 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(Self.failure(block)?.reason == "collections nested more than 256 levels deep")
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(Self.failure(fine) == nil)
    }

    @Test func whatIsNotSupportedSaysSoWhere() throws {
        let cases: [(String, String, TextPosition)] = [
            (
                "a: !!str 1\n", "tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)",
                TextPosition(line: 1, column: 4)
            ),
            (
                "? a\n: b\n", "complex mapping keys ('? key') are not supported; write 'key: value'",
                TextPosition(line: 1, column: 1)
            ),
            (
                "[a, b]: c\n", "a list or mapping used as a mapping key (a complex key) is not supported",
                TextPosition(line: 1, column: 1)
            ),
            (
                "a: &a [*a]\n",
                "alias '*a' is inside the node anchored '&a' (a recursive structure); this is not supported",
                TextPosition(line: 1, column: 8)
            ),
            (
                "%TAG ! tag:x,2000:\n---\na: b\n",
                "the %TAG directive is not supported (archlint reads YAML without tags or custom directives)",
                TextPosition(line: 1, column: 1)
            ),
            ("a: *missing\n", "alias '*missing' names no anchor defined before it", TextPosition(line: 1, column: 4)),
            (
                "a: 1\n---\nb: 2\n", "a second YAML document begins here; a spec file holds exactly one document",
                TextPosition(line: 2, column: 1)
            ),
            (
                "a:\n\t- b\n", "a tab character indents this line; YAML indents with spaces only",
                TextPosition(line: 2, column: 1)
            ),
            (
                "a: b: c\n",
                "a mapping cannot start on the line of its key or of '---' (two ': ' on one line?); quote the value or move the mapping to the next line",
                TextPosition(line: 1, column: 5)
            ),
            ("a: \"x\\q\"\n", "unknown escape '\\q' in a double-quoted value", TextPosition(line: 1, column: 6)),
            ("a: b\u{7}\n", "control character 0x7 is not allowed in YAML", TextPosition(line: 1, column: 5)),
        ]
        for (text, reason, position) in cases {
            let error = Self.failure(text)
            #expect(error?.reason == reason, "\(text.debugDescription)")
            #expect(error?.position == position, "\(text.debugDescription)")
        }
        // Bytes that are not UTF-8 (Latin-1 text, a broken sequence), located.
        for bytes: [UInt8] in [
            [0x61, 0x3A, 0x20, 0xFF], [0x61, 0x3A, 0x20, 0xC3, 0x28], [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80],
        ] {
            #expect(throws: YAMLSyntaxError.self) { try YAMLParser.parseDocument(bytes) }
            do { _ = try YAMLParser.parseDocument(bytes) } catch {
                #expect(error.position == TextPosition(line: 1, column: 4))
                #expect(error.reason.hasPrefix("the file is not UTF-8 (byte 0x"))
            }
        }
        // Empty and comment-only files hold no document.
        #expect((try? YAMLParser.parseDocument("")) == .some(nil))
        #expect((try? YAMLParser.parseDocument("# only a comment\n")) == .some(nil))
        #expect(try YAMLParser.parseStream(Array("a: 1\n---\nb: 2\n".utf8)).count == 2)
    }

    @Test func jsonReadsAsTheSameTree() throws {
        let json = try JSONParser.parse(
            "{\"name\": \"App\", \"n\": 5, \"f\": 1.5, \"ok\": true, \"none\": null, \"list\": [\"a\", 2]}")
        let node = YAMLNode(json: json)
        #expect(node["name"]?.scalar?.value == .string("App"))
        #expect(node["n"]?.scalar?.value == .int(5))
        #expect(node["f"]?.scalar?.value == .float(1.5))
        #expect(node["ok"]?.scalar?.value == .bool(true))
        #expect(node["none"]?.scalar?.value == .null)
        #expect(node["list"]?.elements?.map { $0.scalar?.textValue } == ["a", "2"])
        #expect(node["list"]?.position == TextPosition(line: 1, column: 69))
        #expect(node.expandedSize == 15)
        // A JSON string that looks like a YAML boolean stays a string.
        #expect(YAMLNode(json: try JSONParser.parse("\"yes\"")).scalar?.value == .string("yes"))
    }
}
