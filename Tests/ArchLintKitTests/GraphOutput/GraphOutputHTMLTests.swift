import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `archlint graph --html`: the page's data island, its escaping, its policy and its bands. What
/// the page does in a browser is checked by .ci/browser_graph_test.py.
@Suite("GraphOutput: HTML page") struct GraphOutputHTMLTests {
    static let islandStart = #"<script type="application/json" id="archlint-data">"# + "\n"

    /// The island's text, from its start tag to the first `</script>`: what a browser reads.
    static func island(_ page: String) throws -> String {
        let start = try #require(page.range(of: islandStart))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func document(_ page: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(island(page).utf8)) as? [String: Any])
    }

    static let hostile = [
        "</script><script>alert(1)</script>", "<!--Comment", #"Quote"'s"#, "Line\u{2028}Para\u{2029}",
        "Amp&lt;x>", "</SCRIPT >", "Right\u{202E}Left",
    ]

    @Test func hostileNamesStayDataInsideTheIsland() throws {
        let imports = Self.hostile.map { "App -> \($0)" }
        let rules =
            #"{"groups": {"</script><!--": ["App"]}, "rules": [{"id": "x", "kind": "forbidden", "#
            + #""from": "App", "to": "<!--Comment", "description": "no </script> here"}]}"#
        let result = try GraphOutputDiagramTests.result(imports: imports, rules: rules)
        let page = HTMLRenderer().render(try GraphOutputDiagramTests.diagram(result))
        let island = try Self.island(page)
        // Nothing in the island can end the element or open a comment or tag; the line and
        // paragraph separators are escaped too (a JavaScript reader older than ES2019 would
        // end a string at them).
        #expect(!island.contains("<"))
        #expect(!island.contains(">"))
        #expect(!island.contains("\u{2028}") && !island.contains("\u{2029}"))
        #expect(island.contains(#""\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#))
        // The page has exactly its own two scripts, its own one comment, and the names come back
        // intact from the JSON.
        #expect(page.components(separatedBy: "<script").count - 1 == 2)
        #expect(page.lowercased().components(separatedBy: "</script").count - 1 == 2)
        #expect(page.components(separatedBy: "<!--").count - 1 == 1)
        let document = try Self.document(page)
        let names = try #require(document["nodes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(Set(Self.hostile).isSubset(of: Set(names)))
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect((findings.first?["message"] as? String)?.contains("App imports <!--Comment") == true)
        // The title is escaped in the head and in the comment line.
        let titled = HTMLRenderer.escape("</title><script>")
        #expect(titled == "&lt;/title&gt;&lt;script&gt;")
        #expect(HTMLRenderer.comment("a --> b") == "a &#45;&#45;&gt; b")
    }

    @Test func theIslandEscapesOnlyInsideStrings() {
        #expect(
            HTMLRenderer.island(#"{"a": "</script>", "b": "x&y", "c": "\#u{2028}"}"#)
                == #"{"a": "\u003c/script\u003e", "b": "x\u0026y", "c": "\u2028"}"#)
    }

    @Test func theIslandWrapsBetweenMembersAndNeverInsideAString() throws {
        let long = String(repeating: "x", count: 300)
        let value = JSONText.object([
            ("evidence", .array((0..<80).map { .array([.int($0), .int($0 * 7), .int(1)]) })),
            ("message", .string(long)), ("short", .string("s")),
        ])
        let text = HTMLRenderer.wrapped(value, column: 0, indent: " ")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count > 3)
        // Every line fits, except the one holding the string longer than the width, which
        // stays whole.
        #expect(lines.filter { $0.count > HTMLRenderer.islandWidth } == [#" "message": "\#(long)","#])
        var single = ""
        value.write(to: &single, .singleLine)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(parsed == (try JSONSerialization.jsonObject(with: Data(single.utf8)) as? NSDictionary))
        #expect(HTMLRenderer.wrapped(.array([.int(1), .int(2)]), column: 0, indent: " ") == "[1, 2]")
    }

    @Test func theScriptAndStyleAreTheOnlyOnesThePolicyAllows() throws {
        // SHA-256 of nothing, in base64, as every CSP tool writes it.
        #expect(HTMLRenderer.hash("") == "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        let result = try GraphOutputDiagramTests.result(imports: ["App -> Core"])
        let page = HTMLRenderer().render(try GraphOutputDiagramTests.diagram(result))
        let policy =
            "default-src 'none'; script-src '\(HTMLRenderer.hash(HTMLPage.script))'; "
            + "style-src '\(HTMLRenderer.hash(HTMLPage.style))'; img-src 'none'; base-uri 'none'; form-action 'none'"
        // The attribute as a browser reads it: entities decoded; its line breaks are whitespace
        // between directives, which CSP ignores.
        let start = #"<meta http-equiv="Content-Security-Policy" content=""#
        let attribute = try #require(
            page.range(of: start).flatMap { opening in
                page[opening.upperBound...].firstIndex(of: "\"").map { String(page[opening.upperBound..<$0]) }
            })
        let read = attribute.replacingOccurrences(of: "&#39;", with: "'").split(whereSeparator: \.isWhitespace)
        #expect(read.joined(separator: " ") == policy)
        #expect(!attribute.contains("'"), "quotes are entities in the attribute")
        // The hashed texts are exactly the elements' texts.
        #expect(page.contains("<script>\(HTMLPage.script)</script>"))
        #expect(page.contains("<style>\(HTMLPage.style)</style>"))
        // Nothing is loaded from anywhere.
        for reference in ["src=", "href=", "url(", "@import", "http:", "https:", "//cdn"] {
            #expect(!page.contains(reference), "the page refers to something outside: \(reference)")
        }
    }

    @Test func thePageIsTheSameForTheSameInput() throws {
        // The same imports met in another order (each module's own lines in the same order, so
        // line numbers do not change): the same page.
        let features = (0..<60).map { "Feature\($0) -> Core\($0 % 7)" }, app = (0..<60).map { "App -> Feature\($0)" }
        func page(_ imports: [String]) throws -> String {
            let result = try GraphOutputDiagramTests.result(imports: imports)
            return HTMLRenderer().render(try GraphOutputDiagramTests.diagram(result))
        }
        let first = try page(features + app), second = try page(app + features.reversed())
        #expect(first == second)
    }

    @Test func theIslandListsModulesEdgesFilesAndFindingsByIndex() throws {
        let result = try GraphOutputDiagramTests.result(
            imports: ["Data -> Network", "Network -> Data", "Network -> Data", "App(executable) -> Data"],
            rules: GraphOutputDiagramTests.layeredRules)
        let document = try Self.document(HTMLRenderer().render(try GraphOutputDiagramTests.diagram(result)))
        #expect(document["format"] as? String == "archlint-graph-page")
        #expect(document["version"] as? Int == HTMLRenderer.dataVersion)
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["name"] as? String } == ["App", "Data", "Network"])
        #expect(nodes.map { $0["role"] as? String } == ["composition-root", "data", "network"])
        #expect(nodes.map { $0["files"] as? Int } == [1, 1, 1])
        let files = try #require(document["files"] as? [String])
        #expect(files == ["Sources/App/File.swift", "Sources/Data/File.swift", "Sources/Network/File.swift"])
        let edges = try #require(document["edges"] as? [[String: Any]])
        // Network -> Data: node 2 to node 1, two import lines of file 2 (lines 1 and 2).
        let networkData = try #require(edges.first { $0["from"] as? Int == 2 && $0["to"] as? Int == 1 })
        #expect(networkData["evidence"] as? [[Int]] == [[2, 1, 1], [2, 2, 1]])
        #expect(networkData["onCycle"] as? Bool == true)
        let findings = try #require(document["findings"] as? [[String: Any]])
        let rules = try #require(networkData["findings"] as? [Int]).map { findings[$0]["rule"] as? String }
        // One finding per import line: this test's pipeline does not group them (`check` does,
        // FindingGrouping); the cycle's one finding is listed once.
        #expect(rules == ["network-never-imports-data", "network-never-imports-data", "no-cycles"])
    }

    @Test func bandsFollowTheLayersRuleOrElseTheRoles() throws {
        let imports = [
            "App(executable) -> ProfileFeature", "ProfileFeature -> Domain", "Data -> Domain", "App -> Data",
            "Data -> Alamofire", "Domain -> Foundation",
        ]
        let kinds: [String: ModuleKind] = ["Alamofire": .thirdParty, "Foundation": .sdk]
        // No layers rule: by role, top to bottom; a module without a role below them; outside
        // modules at the bottom, the SDK last. (A feature needs a screen to be inferred one; this
        // graph has no code, so the rules file says it.)
        let byRole = HTMLRenderer.bands(
            try GraphOutputDiagramTests.diagram(
                try GraphOutputDiagramTests.result(
                    imports: imports + ["App -> Misc"], kinds: kinds,
                    rules: #"{"roles": {"feature": "ProfileFeature"}}"#),
                DiagramOptions(externals: .all)))
        #expect(
            byRole.bands.map(\.name) == [
                "role:composition-root", "role:feature", "role:data", "role:domain",
                "no role", "outside the workspace", "SDK",
            ])
        #expect(byRole.bandOf["Misc"] == 4 && byRole.bandOf["Foundation"] == 6 && byRole.bandOf["App"] == 0)
        // A layers rule: the diagram's layers, which follow it; the rest below.
        let rules =
            #"{"groups": {"features": ["*Feature"]}, "#
            + #""rules": [{"id": "l", "kind": "layers", "layers": ["App", "@features", "Data", "Domain"]}]}"#
        let layered = HTMLRenderer.bands(
            try GraphOutputDiagramTests.diagram(
                try GraphOutputDiagramTests.result(imports: imports + ["App -> Misc"], kinds: kinds, rules: rules)))
        #expect(
            layered.bands.map(\.name)
                == ["App", "features", "Data", "Domain", "not in a layer", "outside the workspace"])
        #expect(layered.bandOf["Misc"] == 4 && layered.bandOf["Alamofire"] == 5)
    }

    /// The README documents the island; this keeps its table and the renderer in step.
    @Test func everyIslandKeyIsDocumentedAndEveryDocumentedKeyExists() throws {
        let readme = try String(
            contentsOfFile: Fixtures.repositoryPath("README.md"),
            encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "<!-- graph-html:begin -->").last?
                .components(separatedBy: "<!-- graph-html:end -->").first)
        let output = GraphOutputGoldenTests.run(
            [
                "--manifest-json", "dump.json", "--html", "--include-tests", "--externals", "all",
                "--focus", "Network", "--depth", "3",
            ],
            in: Fixtures.layered)
        let document = try Self.document(output.stdout)
        var paths: Set<String> = []
        func collect(_ value: Any, _ path: String) {
            // Colours are keyed by style and status names, documented as such.
            if path == "palette.nodes" || path == "palette.edges" { return }
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    let child = path.isEmpty ? key : "\(path).\(key)"
                    paths.insert(child)
                    collect(member, child)
                }
            } else if let array = value as? [Any] {
                for element in array { collect(element, path + "[]") }
            }
        }
        collect(document, "")
        #expect(
            paths.contains("findings[].fix") && paths.contains("nodes[].roleEvidence"),
            "the fixture exercises every key")
        for path in paths {
            let name = String(path.split(separator: ".").last!).replacingOccurrences(of: "[]", with: "")
            let documented =
                section.contains("`\(name)`") || section.contains("`\(name)[]`")
                || section.contains("].\(name)`")
            #expect(documented, "island key '\(path)' is not documented in README.md (graph-html table)")
        }
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for key in cell.components(separatedBy: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                let path = key.hasSuffix("[]") ? String(key.dropLast(2)) : key
                #expect(paths.contains(path), "README documents '\(key)', which the island does not have")
            }
        }
    }

    /// The page of SampleProject carries, for an edge, what `check` says about it: the same
    /// findings, with the same fix summaries.
    @Test(.requiresSwift) func sampleProjectEdgesCarryCheckFindingsAndFixes() throws {
        let output = GraphOutputGoldenTests.run(["--html"], in: Fixtures.sampleProject)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let document = try Self.document(output.stdout)
        let nodes = try #require(document["nodes"] as? [[String: Any]]).map { $0["name"] as? String ?? "" }
        let edges = try #require(document["edges"] as? [[String: Any]])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let edge = try #require(
            edges.first { edge in
                nodes[edge["from"] as? Int ?? -1] == "Network" && nodes[edge["to"] as? Int ?? -1] == "Data"
            })
        let shown = try #require(edge["findings"] as? [Int]).map { findings[$0] }
        #expect(shown.map { $0["rule"] as? String } == ["declared-imports", "network-never-imports-data", "no-cycles"])
        let files = try #require(document["files"] as? [String])
        let lines = try #require(edge["evidence"] as? [[Int]]).map { "\(files[$0[0]]):\($0[1]):\($0[2])" }
        #expect(lines == ["Sources/Network/Auth/Authenticator.swift:4:1"])

        let result = try Linter(workingDirectory: Fixtures.sampleProject)
            .check(CheckOptions(packagePath: Fixtures.sampleProject))
        let key = EdgeKey(from: "Network", to: "Data")
        let expected = result.violations.filter { $0.edges.contains(key) || $0.edge == key }
            .map { [$0.ruleID, $0.plan?.summary ?? "-"] }.sorted { $0[0] < $1[0] }
        #expect(shown.map { [$0["rule"] as? String ?? "", $0["fix"] as? String ?? "-"] } == expected)
        #expect(expected.allSatisfy { $0[1] != "-" }, "every finding on Network -> Data has a fix plan")
    }
}
