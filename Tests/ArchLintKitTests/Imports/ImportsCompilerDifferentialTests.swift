import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintCLI

/// The scanner against the compiler itself: `swiftc -frontend -dump-parse` over the fixtures and
/// over the project's own sources. Skipped only when no `swiftc` can be found.
///
/// The compiler leaves imports in `#if` clauses out of its parse dump, so both sides read a copy
/// with the directive lines blanked (same length, same line breaks): every import is then visible
/// at its original line and column. `-dump-parse` prints an import's module path, kind and range
/// (from the `import` keyword) but not its attributes or access level, so a second parse puts
/// `func _i_(){};` just before each `import` keyword; the attributes and modifiers then belong to
/// that function, whose dump lists them.
@Suite(.enabled(if: Swiftc.path != nil, "no swiftc on PATH or next to swift; compiler differential skipped"))
struct ImportsCompilerDifferentialTests {
    /// Fixtures left out, with the reason.
    static let excluded: [String: String] = [
        // swiftc counts only LF as a line break (columns restart after CR); we count CR too.
        "LoneCR": "lone CR line numbering differs by design",
    ]

    static let files: [String] = {
        let fixtures = ImportFixtures.names.filter { excluded[$0] == nil }
            .map { ImportFixtures.directory.appendingPathComponent($0 + ".swift").path }
        let sources = ImportsCommand.swiftFiles(under: ImportFixtures.repositoryRoot.appendingPathComponent("Sources").path).files
            .sorted()
            .map { ImportFixtures.repositoryRoot.appendingPathComponent("Sources/" + $0).path }
        return fixtures + sources
    }()

    @Test func comparesEnoughImports() throws {
        // Guards against a vacuous pass: the fixtures alone hold dozens of file-scope imports.
        var total = 0
        for file in Self.files {
            total += try Self.compilerImports(file).count
        }
        #expect(total >= 60)
    }

    @Test(arguments: files)
    func agreesWithCompiler(file: String) throws {
        try Self.compare(file: file)
    }

    /// Generated sources (every form and decoy of the synthetic tree) read the same by both.
    @Test(arguments: [UInt64](1...6))
    func agreesWithCompilerOnGeneratedSource(seed: UInt64) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated\(seed).swift")
        try Data(ImportsPropertyTests.source(seed: seed).text.utf8).write(to: file)
        try Self.compare(file: file.path)
    }

    static func compare(file: String) throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        let blanked = Self.blankingDirectives(original)
        let compiler = try Self.compilerImports(file)
        let ours = ImportFixtures.scan(blanked).filter { $0.scope == .file }
        let name = URL(fileURLWithPath: file).lastPathComponent
        #expect(ours.count == compiler.count, "\(name): ours \(ours.map(\.path)), swiftc \(compiler.map(\.path))")
        for (mine, theirs) in zip(ours, compiler) {
            let place = "\(name):\(theirs.line):\(theirs.column)"
            #expect(mine.path == theirs.path, "\(place)")
            #expect(Self.compilerKind(mine.kind) == theirs.kind, "\(place)")
            #expect(mine.line == theirs.line && mine.column == theirs.column, "\(place): ours \(mine.line):\(mine.column)")
            #expect(mine.access == theirs.access, "\(place)")
            #expect(mine.attributes.map(Self.comparableAttribute) == theirs.attributes, "\(place)")
        }
    }

    // MARK: - Running the compiler

    struct CompilerImport {
        var path: [String]
        var kind: String?
        var line: Int
        var column: Int
        var access: String?
        var attributes: [String]
    }

    static func compilerImports(_ file: String) throws -> [CompilerImport] {
        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        let blanked = blankingDirectives(original)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-differential-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // Parse 1: module paths, kinds, line:column of each `import` keyword.
        let first = directory.appendingPathComponent("parse.swift")
        try blanked.write(to: first)
        let dump = try Swiftc.run(["-frontend", "-dump-parse", "-swift-version", "6", first.path])
        var imports: [CompilerImport] = []
        for line in dump.split(separator: "\n") where line.hasPrefix("  (import_decl ") {
            imports.append(try parseImportLine(String(line)))
        }

        // Parse 2: attributes and access, moved onto an inserted function.
        var rewritten = [UInt8](blanked)
        for item in imports.reversed() {
            let offset = byteOffset(in: [UInt8](blanked), line: item.line, column: item.column)
            rewritten.insert(contentsOf: Array("func _i_(){};".utf8), at: offset)
        }
        let second = directory.appendingPathComponent("attributes.swift")
        try Data(rewritten).write(to: second)
        let json = try Swiftc.run(["-frontend", "-dump-parse", "-swift-version", "6", "-dump-ast-format", "json", second.path])
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var functions: [[String: Any]] = []
        collectMarkerFunctions(root, into: &functions)
        guard functions.count == imports.count else {
            throw DifferentialError("\(file): \(functions.count) marker functions for \(imports.count) imports")
        }
        for (index, function) in functions.enumerated() {
            let attributes = (function["attrs"] as? [[String: Any]] ?? []).sorted {
                (($0["range"] as? [String: Any])?["start"] as? Int ?? 0) < (($1["range"] as? [String: Any])?["start"] as? Int ?? 0)
            }
            for attribute in attributes {
                let kind = attribute["_kind"] as? String ?? "?"
                if kind == "access_control_attr" {
                    imports[index].access = attribute["access_level"] as? String
                } else {
                    imports[index].attributes.append(attributeName(kind, attribute))
                }
            }
        }
        return imports
    }

    static func parseImportLine(_ line: String) throws -> CompilerImport {
        // (import_decl decl_context=0x... range=[FILE:L:C - line:L:C] [kind=K] [trailing_semi] module="A.B")
        guard let range = line.range(of: "range=["), let close = line[range.upperBound...].firstIndex(of: "]"),
              let module = line.range(of: "module=\"") else {
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
        return CompilerImport(path: moduleText.split(separator: ".").map(String.init), kind: kind,
                              line: row, column: column, access: nil, attributes: [])
    }

    static func collectMarkerFunctions(_ node: Any, into found: inout [[String: Any]]) {
        if let object = node as? [String: Any] {
            if object["_kind"] as? String == "func_decl",
               let name = object["name"] as? [String: Any], let base = name["base_name"] as? [String: Any],
               base["name"] as? String == "_i_" {
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

/// Finds and runs the compiler.
enum Swiftc {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for directory in directories {
            let candidate = directory + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            if FileManager.default.isExecutableFile(atPath: directory + "/swift"),
               FileManager.default.isExecutableFile(atPath: directory + "/swift-frontend") {
                return directory + "/swift-frontend"
            }
        }
        return nil
    }()

    /// Runs swiftc and returns its standard output (the parse dump); diagnostics are ignored.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
