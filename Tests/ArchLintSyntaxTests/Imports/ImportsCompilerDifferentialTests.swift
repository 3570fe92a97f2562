import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// The scanner against the compiler itself: `swiftc -frontend -dump-parse` over the fixtures, over
/// generated sources and over the project's own sources.
///
/// What the compiler says about a file's imports is kept (see `RecordedToolOutput`): recorded in
/// `Tests/Fixtures/ToolOutputs/swiftc-dump-parse/` for the fixtures and the generated sources,
/// which change rarely; cached under `.build` for archlint's own sources, which change in most
/// commits. `ARCHLINT_LIVE_TOOLS=1` runs the compiler for every file. Either way the compiler
/// runs once over all the files it must answer for, each a primary file parsed on its own: its
/// start costs more than parsing a hundred files.
///
/// The compiler leaves imports in `#if` clauses out of its parse dump, so both sides read a copy
/// with the directive lines blanked (same length, same line breaks): every import is then visible
/// at its original line and column. `-dump-parse` prints an import's module path, kind and range
/// (from the `import` keyword) but not its attributes or access level, so a second parse puts
/// `func _i_(){};` just before each `import` keyword; the attributes and modifiers then belong to
/// that function, whose dump lists them.
@Suite(.requiresSwift, .tags(.differential, .slow))
struct ImportsCompilerDifferentialTests {
    /// Fixtures left out, with the reason.
    static let excluded: [String: String] = [
        // swiftc counts only LF as a line break (columns restart after CR); we count CR too.
        "LoneCR": "lone CR line numbering differs by design"
    ]

    static let files: [String] = {
        let fixtures = ImportFixtures.names.filter { excluded[$0] == nil }.map(ImportFixtures.path)
        let sources = ImportsCommand.swiftFiles(under: Fixtures.repositoryPath("Sources")).files
            .sorted()
            .map { Fixtures.repositoryPath("Sources/" + $0) }
        return fixtures + sources
    }()

    /// Where the compiler's answer for `file` is recorded: fixtures are, archlint's own sources
    /// only go to the `.build` cache.
    static func recording(for file: String) -> String? {
        guard (file as NSString).deletingLastPathComponent == ImportFixtures.directory else { return nil }
        return "swiftc-dump-parse/" + ((file as NSString).lastPathComponent as NSString).deletingPathExtension + ".txt"
    }

    static let seeds = [UInt64](1...6)

    /// Generated sources: every form and decoy of the synthetic tree.
    static func generatedSource(seed: UInt64) -> Data { Data(ImportsPropertyTests.source(seed: seed).text.utf8) }

    /// The compiler's answers for every file of `files`, by path, asked for once: one compiler run
    /// covers every file whose answer is neither recorded nor cached.
    static let answers: Result<[String: [CompilerImport]], any Error> = Result {
        let sources = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        return Dictionary(
            uniqueKeysWithValues: zip(files, try compilerImports(sources, recordings: files.map(recording(for:)))))
    }

    /// The compiler's answers for the generated sources, by seed.
    static let generatedAnswers: Result<[UInt64: [CompilerImport]], any Error> = Result {
        let imports = try compilerImports(
            seeds.map(generatedSource(seed:)), recordings: seeds.map { "swiftc-dump-parse/Generated\($0).txt" })
        return Dictionary(uniqueKeysWithValues: zip(seeds, imports))
    }

    @Test func comparesEnoughImports() throws {
        // Guards against a vacuous pass: the fixtures alone hold dozens of file-scope imports.
        let total = try Self.answers.get().values.reduce(0) { $0 + $1.count }
        #expect(total >= 60)
    }

    @Test(arguments: files)
    func agreesWithCompiler(file: String) throws {
        let compiler = try #require(try Self.answers.get()[file])
        Self.compare(
            try Data(contentsOf: URL(fileURLWithPath: file)), name: (file as NSString).lastPathComponent, with: compiler
        )
    }

    /// Generated sources (every form and decoy of the synthetic tree) read the same by both.
    @Test(arguments: seeds)
    func agreesWithCompilerOnGeneratedSource(seed: UInt64) throws {
        let compiler = try #require(try Self.generatedAnswers.get()[seed])
        Self.compare(Self.generatedSource(seed: seed), name: "Generated\(seed).swift", with: compiler)
    }

    static func compare(_ original: Data, name: String, with compiler: [CompilerImport]) {
        let blanked = Self.blankingDirectives(original)
        let ours = ImportFixtures.scan(blanked).filter { $0.scope == .file }
        #expect(ours.count == compiler.count, "\(name): ours \(ours.map(\.path)), swiftc \(compiler.map(\.path))")
        for (mine, theirs) in zip(ours, compiler) {
            let place = "\(name):\(theirs.line):\(theirs.column)"
            #expect(mine.path == theirs.path, "\(place)")
            #expect(Self.compilerKind(mine.kind) == theirs.kind, "\(place)")
            #expect(
                mine.line == theirs.line && mine.column == theirs.column, "\(place): ours \(mine.line):\(mine.column)")
            #expect(mine.access == theirs.access, "\(place)")
            #expect(mine.attributes.map(Self.comparableAttribute) == theirs.attributes, "\(place)")
        }
    }

    // MARK: - Running the compiler

    struct CompilerImport: Codable {
        var path: [String]
        var kind: String?
        var line: Int
        var column: Int
        var access: String?
        var attributes: [String]
    }

    /// The two compiler runs below, and the reduction of their dumps, as the key and the header
    /// of a recorded answer; change it when either changes.
    static let command =
        "swiftc -frontend -dump-parse -swift-version 6 (and -dump-ast-format json with `func _i_(){};` before each import), #if lines blanked; one JSON object per import"

    /// What the compiler says about the file-scope imports of each source: recorded or cached
    /// when allowed (see `RecordedToolOutput`), else from one run over all the others.
    static func compilerImports(_ sources: [Data], recordings: [String?]) throws -> [[CompilerImport]] {
        let items = zip(sources, recordings).map { RecordedToolOutput.Item(inputs: [$0], recording: $1) }
        let texts = try RecordedToolOutput.outputs(of: command, for: items) { indices in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try runCompiler(on: indices.map { sources[$0] }).map { imports in
                try imports.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
            }
        }
        return try texts.map { text in
            try text.split(separator: "\n").map { try JSONDecoder().decode(CompilerImport.self, from: Data($0.utf8)) }
        }
    }

    /// Runs the compiler twice over all `sources` at once (each a primary file, parsed on its
    /// own), and returns each source's file-scope imports.
    static func runCompiler(on sources: [Data]) throws -> [[CompilerImport]] {
        let swiftc = try #require(Toolchain.swiftc)
        let directory = try TemporaryDirectory("differential")
        defer { directory.remove() }
        let blanked = sources.map(blankingDirectives)
        let names = sources.indices.map { "File\($0).swift" }

        // Parse 1: module paths, kinds, line:column of each `import` keyword. Diagnostics and the
        // exit status are ignored: the fixtures include code that does not parse cleanly. File-scope
        // imports are indented by two spaces, and their range names their file: `range=[NAME:L:C - …]`.
        for (name, bytes) in zip(names, blanked) { try directory.write("parse/" + name, bytes: bytes) }
        let dump = try ChildProcess.run(
            swiftc, ["-frontend", "-dump-parse", "-swift-version", "6"] + names.flatMap { ["-primary-file", $0] },
            in: directory.path("parse")
        ).standardOutput
        var imports = [[CompilerImport]](repeating: [], count: sources.count)
        for line in dump.split(separator: "\n") where line.hasPrefix("  (import_decl ") {
            guard let range = line.range(of: "range=["),
                let index = names.firstIndex(of: String(line[range.upperBound...].prefix { $0 != ":" }))
            else {
                throw DifferentialError("an import names no file of the run: \(line)")
            }
            imports[index].append(try parseImportLine(String(line)))
        }

        // Parse 2: attributes and access, moved onto an inserted function. The JSON dump holds one
        // document per file, written back to back: `}{"_kind":"source_file"` can only occur
        // between two of them (quotes inside JSON strings are escaped).
        for (index, name) in names.enumerated() {
            var rewritten = [UInt8](blanked[index])
            for item in imports[index].reversed() {
                let offset = byteOffset(in: [UInt8](blanked[index]), line: item.line, column: item.column)
                rewritten.insert(contentsOf: Array("func _i_(){};".utf8), at: offset)
            }
            try directory.write("attributes/" + name, bytes: Data(rewritten))
        }
        let json = try ChildProcess.run(
            swiftc,
            ["-frontend", "-dump-parse", "-swift-version", "6", "-dump-ast-format", "json"]
                + names.flatMap { ["-primary-file", $0] },
            in: directory.path("attributes")
        ).standardOutput
        let separator = #"}{"_kind":"source_file""#
        let pieces = json.components(separatedBy: separator)
        let documents = pieces.enumerated().map { offset, piece in
            (offset > 0 ? #"{"_kind":"source_file""# : "") + piece + (offset < pieces.count - 1 ? "}" : "")
        }
        var seen = Set<Int>()
        for document in documents where !document.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard let root = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any],
                let name = root["filename"] as? String, let index = names.firstIndex(of: name)
            else {
                throw DifferentialError("a JSON dump document names no file of the run")
            }
            seen.insert(index)
            var functions: [[String: Any]] = []
            collectMarkerFunctions(root, into: &functions)
            guard functions.count == imports[index].count else {
                throw DifferentialError("\(functions.count) marker functions for \(imports[index].count) imports")
            }
            for (position, function) in functions.enumerated() {
                let attributes = (function["attrs"] as? [[String: Any]] ?? []).sorted {
                    (($0["range"] as? [String: Any])?["start"] as? Int ?? 0)
                        < (($1["range"] as? [String: Any])?["start"] as? Int ?? 0)
                }
                for attribute in attributes {
                    let kind = attribute["_kind"] as? String ?? "?"
                    if kind == "access_control_attr" {
                        imports[index][position].access = attribute["access_level"] as? String
                    } else {
                        imports[index][position].attributes.append(attributeName(kind, attribute))
                    }
                }
            }
        }
        guard seen.count == names.count else {
            throw DifferentialError("the JSON dump covers \(seen.count) of \(names.count) files")
        }
        return imports
    }

    static func parseImportLine(_ line: String) throws -> CompilerImport {
        // (import_decl decl_context=0x... range=[FILE:L:C - line:L:C] [kind=K] [trailing_semi] module="A.B")
        guard let range = line.range(of: "range=["), let close = line[range.upperBound...].firstIndex(of: "]"),
            let module = line.range(of: "module=\"")
        else {
            throw DifferentialError("unexpected dump line: \(line)")
        }
        let start = line[range.upperBound..<close].components(separatedBy: " - ")[0].split(separator: ":")
        guard start.count >= 3, let row = Int(start[start.count - 2]), let column = Int(start[start.count - 1]) else {
            throw DifferentialError("unexpected range in: \(line)")
        }
        let moduleText = line[module.upperBound...].prefix { $0 != "\"" }
        var kind: String?
        if let kindRange = line.range(of: " kind=") {
            kind = String(line[kindRange.upperBound...].prefix { $0 != " " })
        }
        return CompilerImport(
            path: moduleText.split(separator: ".").map(String.init), kind: kind,
            line: row, column: column, access: nil, attributes: [])
    }

    static func collectMarkerFunctions(_ node: Any, into found: inout [[String: Any]]) {
        if let object = node as? [String: Any] {
            if object["_kind"] as? String == "func_decl",
                let name = object["name"] as? [String: Any], let base = name["base_name"] as? [String: Any],
                base["name"] as? String == "_i_"
            {
                found.append(object)
                return
            }
            for key in object.keys.sorted() { collectMarkerFunctions(object[key]!, into: &found) }
        } else if let array = node as? [Any] {
            for element in array { collectMarkerFunctions(element, into: &found) }
        }
    }

    /// The compiler's node kind as the attribute's source name.
    static func attributeName(_ kind: String, _ attribute: [String: Any]) -> String {
        switch kind {
        case "testable_attr": return "testable"
        case "exported_attr": return "_exported"
        case "implementation_only_attr": return "_implementationOnly"
        case "preconcurrency_attr": return "preconcurrency"
        case "spi_only_attr": return "_spiOnly"
        case "weak_linked_attr": return "_weakLinked"
        case "documentation_attr": return "_documentation"
        case "spi_access_control_attr":
            let groups = attribute["groups"] as? [String] ?? []
            return "_spi(" + groups.joined(separator: ", ") + ")"
        default: return kind
        }
    }

    /// The compiler folds `typealias` into `type` and `let` into `var`; we keep the keyword as written.
    static func compilerKind(_ kind: String?) -> String? {
        switch kind {
        case "typealias": return "type"
        case "let": return "var"
        default: return kind
        }
    }

    /// Our attribute text in the compiler's terms: the name, with `_spi` keeping its group.
    static func comparableAttribute(_ text: String) -> String {
        if text.hasPrefix("_spi(") { return text }
        return String(text.prefix { $0 != "(" })
    }

    // MARK: - Text helpers (independent of the scanner)

    /// Replaces `#if`/`#elseif`/`#else`/`#endif` lines with blanks, keeping every line break.
    static func blankingDirectives(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        var lineStart = 0
        var index = 0
        func blankLine(from start: Int, to end: Int) {
            var cursor = start
            while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            for word in ["#if", "#elseif", "#else", "#endif"] {
                let utf8 = Array(word.utf8)
                if cursor + utf8.count <= end, Array(bytes[cursor..<cursor + utf8.count]) == utf8 {
                    let after = cursor + utf8.count
                    if after == end || bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x2F {
                        for position in start..<end { bytes[position] = 0x20 }
                        return
                    }
                }
            }
        }
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D {
                blankLine(from: lineStart, to: index)
                lineStart = index + 1
            }
            index += 1
        }
        return Data(bytes)
    }

    /// The byte offset of a compiler line:column (lines split at LF; columns restart after CR or LF).
    static func byteOffset(in bytes: [UInt8], line: Int, column: Int) -> Int {
        var currentLine = 1
        var index = 0
        while currentLine < line, index < bytes.count {
            if bytes[index] == 0x0A { currentLine += 1 }
            index += 1
        }
        return index + column - 1
    }
}

struct DifferentialError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
