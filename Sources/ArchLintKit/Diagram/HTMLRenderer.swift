import Foundation
import ArchLintSupport
import ArchLintGraph

/// One self-contained HTML page for exploring a large graph in a browser: search, focus on a
/// module's neighbourhood, layers as bands, findings with their import lines and fixes.
///
/// The page is the diagram's data as one JSON island (`<script type="application/json">`) plus
/// the hand-written script and styles of `HTMLPage`; it loads nothing (a Content-Security-Policy
/// with `default-src 'none'` and the hashes of its own script and style says so to the browser).
/// The layout is computed by the page's script (README.md, "The HTML page"), so the file holds
/// data, not coordinates, and the same diagram always gives the same bytes.
package struct HTMLRenderer: DiagramRenderer {
    /// Bumped when a key of the data island changes meaning or goes away.
    package static let dataVersion = 1
    /// The `id` of the JSON island.
    package static let islandID = "archlint-data"

    package init() {}

    package func render(_ diagram: ArchitectureDiagram) -> String {
        let data = Self.island(Self.dataText(diagram))
        let style = HTMLPage.style
        let script = HTMLPage.script
        // One directive a line: CSP separates directives by `;` and ignores whitespace, line
        // breaks included, so the meta element stays readable without changing the policy.
        let policy = Self.policy(script: script, style: style).map(Self.escape).joined(separator: "\n  ")
        return """
            <!DOCTYPE html>
            <!-- Module graph of \(Self.comment(diagram.title)), \(Self.provenance) -->
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(diagram.title)) · module graph · archlint</title>
            <style>\(style)</style>
            </head>
            <body>
            \(HTMLPage.body)
            <script type="application/json" id="\(Self.islandID)">
            \(data)
            </script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The page's Content-Security-Policy, one directive an element: nothing may load, only
    /// the page's own script and style may run.
    static func policy(script: String, style: String) -> [String] {
        [
            "default-src 'none';", "script-src '\(hash(script))';", "style-src '\(hash(style))';", "img-src 'none';",
            "base-uri 'none';", "form-action 'none'",
        ]
    }

    static let provenance = "drawn by `archlint graph --html`; regenerate rather than edit."

    // MARK: Data

    /// How a band is chosen: by the layers (groups ordered by a `layers` rule) or by role.
    enum BandKind: String {
        case layer, role, unplaced, external
    }

    /// Role bands, top to bottom, when no `layers` rule orders the layers: who may import whom in
    /// a modular app (the composition root over features over data over domain and network, core
    /// at the bottom, tests apart).
    static let roleBandOrder: [ModuleRole] = [
        .compositionRoot, .rootFeature, .umbrella, .feature, .data, .domain, .network, .shared, .core,
        .testSupport, .test,
    ]

    /// The bands of the page, top to bottom, and each node's band: with a `layers` rule the
    /// diagram's layers (which follow it), else the modules' roles in `roleBandOrder`; modules
    /// placed by neither below them, then modules from outside the workspace, the SDK last.
    static func bands(_ diagram: ArchitectureDiagram)
        -> (bands: [(name: String, kind: BandKind)], bandOf: [String: Int])
    {
        let layerRank = Dictionary(uniqueKeysWithValues: diagram.layers.enumerated().map { ($1.name, $0) })
        let below = max(diagram.layers.count, roleBandOrder.count)
        var wanted: [String: (name: String, kind: BandKind, rank: Int)] = [:]
        for node in diagram.nodes {
            if node.isExternal && (diagram.layersRule == nil || node.layer == nil) {
                let sdk = node.style == .sdk
                wanted[node.name] = (sdk ? "SDK" : "outside the workspace", .external, below + (sdk ? 2 : 1))
            } else if diagram.layersRule != nil {
                if let layer = node.layer, let rank = layerRank[layer] {
                    wanted[node.name] = (layer, .layer, rank)
                } else {
                    wanted[node.name] = ("not in a layer", .unplaced, below)
                }
            } else if let role = node.role, let rank = roleBandOrder.firstIndex(of: role) {
                wanted[node.name] = ("role:\(role.rawValue)", .role, rank)
            } else {
                wanted[node.name] = ("no role", .unplaced, below)
            }
        }
        // Only bands some node is in, top to bottom.
        // A layer may be named like a band of this function ("SDK"): the kind tells them apart.
        func key(_ band: (name: String, kind: BandKind, rank: Int)) -> String {
            "\(band.kind.rawValue)\u{0}\(band.name)"
        }
        var seen: Set<String> = []
        let bands = wanted.values.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
            .filter { seen.insert(key($0)).inserted }
        let index = Dictionary(uniqueKeysWithValues: bands.enumerated().map { (key($1), $0) })
        return (bands.map { ($0.name, $0.kind) }, wanted.mapValues { index[key($0)]! })
    }

    /// The widest line of the data island, where the values allow (a single string longer
    /// than this stays on one line): the page reads well in an editor and a terminal.
    static let islandWidth = 160

    /// The data island's text: one line per key, and one line per element of the long lists
    /// (files, findings, nodes, edges), wrapped between members at `islandWidth`, so that a
    /// diff of two pages shows what changed and the page stays small (10,000 edges and 50,000
    /// import lines make about 3 MB).
    static func dataText(_ diagram: ArchitectureDiagram) -> String {
        guard case .object(let members) = data(diagram) else { return "{}" }
        var text = "{\n"
        for (index, (key, value)) in members.enumerated() {
            let head = JSONText.quoted(key) + ": "
            text += head
            if case .array(let elements) = value, !elements.isEmpty {
                text += "[\n" + elements.map { wrapped($0, column: 0, indent: " ") }.joined(separator: ",\n") + "\n]"
            } else {
                text += wrapped(value, column: head.count, indent: " ")
            }
            text += index == members.count - 1 ? "\n" : ",\n"
        }
        return text + "}"
    }

    /// `value` on one line when it fits between `column` and `islandWidth`; else an object's
    /// members or an array's elements (each wrapped the same way) filled into lines, a break
    /// after a comma, continuation lines starting with `indent` and one more space per level.
    static func wrapped(_ value: JSONText, column: Int, indent: String) -> String {
        var single = ""
        value.write(to: &single, .singleLine)
        guard column + single.count > islandWidth else { return single }
        let parts: [(prefix: String, value: JSONText)]
        let (open, close): (String, String)
        switch value {
        case .object(let members) where !members.isEmpty:
            parts = members.map { (JSONText.quoted($0.0) + ": ", $0.1) }
            (open, close) = ("{", "}")
        case .array(let elements) where !elements.isEmpty:
            parts = elements.map { ("", $0) }
            (open, close) = ("[", "]")
        default:
            return single
        }
        let inner = indent + " "
        var text = open
        var current = column + 1
        for (index, part) in parts.enumerated() {
            if index > 0 {
                // A part that does not fit on the rest of the line whole starts the next line.
                var whole = part.prefix
                part.value.write(to: &whole, .singleLine)
                if current + 2 + whole.count + 1 > islandWidth {
                    text += ",\n" + indent
                    current = indent.count
                } else {
                    text += ", "
                    current += 2
                }
            }
            let piece = part.prefix + wrapped(part.value, column: current + part.prefix.count, indent: inner)
            text += piece
            if let lastBreak = piece.lastIndex(of: "\n") {
                current = piece.distance(from: piece.index(after: lastBreak), to: piece.endIndex)
            } else {
                current += piece.count
            }
        }
        return text + close
    }

    /// The data island's document (README.md, "The HTML page", lists its keys).
    static func data(_ diagram: ArchitectureDiagram) -> JSONText {
        let (bands, bandOf) = bands(diagram)
        let nodeIndex = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1.name, $0) })
        let files = Set(diagram.edges.flatMap { $0.evidence.map(\.file) }).sorted()
        let fileIndex = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        let findings = Set(diagram.edges.flatMap(\.findings)).sorted()
        let findingIndex = Dictionary(uniqueKeysWithValues: findings.enumerated().map { ($1, $0) })
        let options = diagram.options

        let styles = ArchitectureDiagram.NodeStyle.allCases.map { style -> (String, JSONText) in
            let colors = DiagramPalette.colors(style)
            return (
                style.rawValue,
                .object([
                    ("fill", .string(colors.fill)), ("stroke", .string(colors.stroke)), ("text", .string(colors.text)),
                    ("label", .string(style.summary)),
                ])
            )
        }
        let statuses = ArchitectureDiagram.EdgeStatus.allCases.map { status -> (String, JSONText) in
            (
                status.rawValue,
                .object([
                    ("color", .string(DiagramPalette.color(status))),
                    ("label", .string(DiagramPalette.summary(status, in: diagram))),
                ])
            )
        }
        return .object([
            ("format", .string("archlint-graph-page")),
            ("version", .int(dataVersion)),
            ("title", .string(diagram.title)),
            (
                "options",
                .object([
                    ("includeTests", .bool(options.includeTests)),
                    ("externals", .string(options.externals.rawValue)),
                    ("focus", options.focus.map(JSONText.string) ?? .null),
                    ("depth", options.focus == nil ? .null : .int(options.depth)),
                    ("reduce", .bool(options.reduce)),
                    ("onlyViolations", .bool(options.onlyViolations)),
                ])
            ),
            ("declarationsChecked", .bool(diagram.declarationsChecked)),
            (
                "hiddenViolations",
                .object([
                    ("count", .int(diagram.hiddenViolations.count)),
                    ("causes", .array(diagram.hiddenViolations.causes.map(JSONText.string))),
                    ("sentence", diagram.hiddenViolations.isEmpty ? .null : .string(diagram.hiddenViolations.sentence)),
                ])
            ),
            ("layersRule", diagram.layersRule.map(JSONText.string) ?? .null),
            (
                "palette",
                .object([
                    ("nodes", .object(styles)),
                    ("edges", .object(statuses)),
                    ("error", .string(DiagramPalette.error)),
                    ("warning", .string(DiagramPalette.warning)),
                ])
            ),
            (
                "bands",
                .array(
                    bands.map { band in
                        .object([("name", .string(band.name)), ("kind", .string(band.kind.rawValue))])
                    })
            ),
            ("files", .array(files.map(JSONText.string))),
            (
                "findings",
                .array(
                    findings.map { finding in
                        .object([
                            ("rule", .string(finding.rule)),
                            ("severity", .string(finding.severity.rawValue)),
                            ("message", .string(finding.message)),
                            ("fix", finding.fix.map(JSONText.string) ?? .null),
                            ("location", finding.location.map(JSONText.string) ?? .null),
                        ])
                    })
            ),
            (
                "nodes",
                .array(
                    diagram.nodes.map { node in
                        .object([
                            ("name", .string(node.name)),
                            ("kind", .string(node.kind.name)),
                            ("style", .string(node.style.rawValue)),
                            ("package", node.package.map(JSONText.string) ?? .null),
                            ("layer", node.layer.map(JSONText.string) ?? .null),
                            ("band", .int(bandOf[node.name]!)),
                            ("role", node.role.map { .string($0.rawValue) } ?? .null),
                            ("roleEvidence", .array(node.roleEvidence.map { .string($0.description) })),
                            ("files", .int(node.files.count)),
                        ])
                    })
            ),
            (
                "edges",
                .array(
                    diagram.edges.map { edge in
                        .object([
                            ("from", .int(nodeIndex[edge.from]!)),
                            ("to", .int(nodeIndex[edge.to]!)),
                            ("status", .string(edge.status.rawValue)),
                            ("drawn", .string(diagram.drawnStatus(edge).rawValue)),
                            ("onCycle", .bool(edge.onCycle)),
                            (
                                "violations",
                                .array(
                                    edge.violations.map { violation in
                                        .object([
                                            ("rule", .string(violation.rule)),
                                            ("severity", .string(violation.severity.rawValue)),
                                        ])
                                    })
                            ),
                            ("findings", .array(edge.findings.map { .int(findingIndex[$0]!) })),
                            ("importConditions", .array(edge.importConditions.map(JSONText.string))),
                            (
                                "evidence",
                                .array(
                                    edge.evidence.map { evidence in
                                        .array([
                                            .int(fileIndex[evidence.file]!), .int(evidence.line), .int(evidence.column),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    // MARK: Escaping

    /// JSON text made safe inside a `<script>` element: `<`, `>` and `&` as `\u003c`, `\u003e`,
    /// `\u0026` (no `</script>` or `<!--` can form), U+2028 and U+2029 as escapes. These characters
    /// occur in JSON only inside strings, where the escapes mean the same characters.
    static func island(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for HTML content or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in TextLine.escape(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text inside an HTML comment: no `--` (which could end it) and no line breaks.
    static func comment(_ text: String) -> String {
        escape(text.replacingOccurrences(of: "\n", with: " ")).replacingOccurrences(of: "-", with: "&#45;")
    }

    /// A Content-Security-Policy source for an inline element's exact text.
    static func hash(_ text: String) -> String {
        var digest = SHA256()
        digest.update(text)
        return "sha256-" + Data(digest.finalize()).base64EncodedString()
    }
}
