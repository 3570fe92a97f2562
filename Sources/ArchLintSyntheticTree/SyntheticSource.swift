// Synthetic Swift sources for tests and benchmarks.
//
// Generates realistic Swift files together with the imports they contain, computed from the
// model while writing (never by scanning), so a scanner can be checked against it. Every import
// form and every decoy the scanner must see through appears here. Deterministic for a seed.

import ArchLintSyntax

/// A small, fast, deterministic PRNG (SplitMix64), good enough for generating test data.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    /// A value in `0..<bound`.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    /// True with the given probability (percent).
    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    package mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// One generated file: its bytes and the imports a correct scanner reports for them.
package struct SyntheticSource: Sendable {
    package var text: String
    package var imports: [ImportDeclaration]
}

/// Writes Swift text while tracking line and UTF-8 column, so positions come from the model.
struct SourceWriter {
    var text = ""
    var line = 1
    var column = 1
    let newline: String

    mutating func write(_ piece: String) {
        text += piece
        for byte in piece.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r") {
                column += 1
            } else {
                column += 1
            }
        }
    }

    /// Writes a line break in the file's style.
    mutating func endLine() { write(newline) }

    mutating func writeLine(_ piece: String) {
        write(piece)
        endLine()
    }
}

/// Generates one realistic Swift file importing the given modules.
package struct SyntheticSourceGenerator {
    package var rng: SplitMix64
    /// Modules this file may import (lower layers and system modules).
    package var importable: [String]
    /// Name used for the file's main type.
    package var typeName: String
    /// Roughly how many declarations the file holds after its imports.
    package var declarationCount: Int
    /// Use CRLF line breaks.
    package var crlf: Bool

    package init(seed: UInt64, importable: [String], typeName: String, declarationCount: Int = 12, crlf: Bool = false) {
        rng = SplitMix64(seed: seed)
        self.importable = importable.isEmpty ? ["Foundation"] : importable
        self.typeName = typeName
        self.declarationCount = declarationCount
        self.crlf = crlf
    }

    static let attributeChoices = [
        "testable", "_exported", "_implementationOnly", "preconcurrency", "_spi(Internal)", "_spi(Testing)",
        "_spiOnly", "_weakLinked", "_documentation(visibility: internal)",
    ]
    static let accessChoices = ["public", "package", "internal", "fileprivate", "private"]
    static let kindChoices = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    /// Conditions as written and as the scanner normalises them.
    static let conditionChoices: [(written: String, normalised: String)] = [
        ("canImport(UIKit)", "canImport(UIKit)"), ("os(iOS)", "os(iOS)"), ("DEBUG", "DEBUG"),
        ("compiler(>=6)  &&  RESILIENT_LIBRARIES", "compiler(>=6) && RESILIENT_LIBRARIES"),
        ("os(macOS) || os(Linux) /* hosts */", "os(macOS) || os(Linux)"),
        ("!targetEnvironment(simulator)", "!targetEnvironment(simulator)"),
        ("swift(>=5.9)", "swift(>=5.9)"),
    ]

    package mutating func generate() -> SyntheticSource {
        var writer = SourceWriter(newline: crlf ? "\r\n" : "\n")
        var imports: [ImportDeclaration] = []
        writer.writeLine("//")
        writer.writeLine("//  \(typeName).swift")
        writer.writeLine("//  Generated for archlint's scanner tests and benchmarks. import NotAnImport")
        writer.writeLine("//")
        writer.endLine()
        let importCount = 2 + rng.below(6)
        for _ in 0..<importCount {
            if rng.chance(20) {
                writeConditionalImports(&writer, &imports, conditions: [], depth: 0)
            } else {
                writeImport(&writer, &imports, conditions: [])
            }
            if rng.chance(15) { writeDecoy(&writer, &imports, indent: "") }
        }
        writer.endLine()
        for index in 0..<declarationCount {
            writeDeclaration(&writer, &imports, index: index)
            if rng.chance(10) {
                // An import after declarations is legal at file scope.
                writeImport(&writer, &imports, conditions: [])
            }
        }
        return SyntheticSource(text: writer.text, imports: imports)
    }

    private mutating func moduleName() -> String { rng.pick(importable) }

    /// One import declaration in a random but legal layout.
    mutating func writeImport(
        _ writer: inout SourceWriter, _ imports: inout [ImportDeclaration], conditions: [ConditionClause],
        indent: String = "", nested: Bool = false
    ) {
        writer.write(indent)
        var attributes: [String] = []
        var declarationStart: (Int, Int)?
        for _ in 0..<(rng.chance(25) ? 1 + rng.below(2) : 0) {
            let attribute = rng.pick(Self.attributeChoices)
            attributes.append(attribute)
            if declarationStart == nil { declarationStart = (writer.line, writer.column) }
            writer.write("@" + attribute)
            switch rng.below(4) {
            case 0:
                writer.endLine()
                writer.write(indent)
            case 1: writer.write(" /* why */ ")
            default: writer.write(" ")
            }
        }
        var access: String?
        if rng.chance(20) {
            access = rng.pick(Self.accessChoices)
            if declarationStart == nil { declarationStart = (writer.line, writer.column) }
            writer.write(access! + " ")
        }
        let keyword = (writer.line, writer.column)
        writer.write("import ")
        var kind: String?
        var path = [moduleName()]
        switch rng.below(12) {
        case 0:
            kind = rng.pick(Self.kindChoices)
            path.append(rng.pick(["Symbol", "Model", "make", "shared"]))
            writer.write(kind! + " " + path.joined(separator: "."))
        case 1:
            path.append(rng.pick(["Sub", "C", "log", "Internal"]))
            writer.write(path.joined(separator: "."))
        case 2:
            writer.write("`\(path[0])`")
        case 3:
            // Split across lines: the path on the line after the keyword.
            writer.endLine()
            writer.write(indent + "    " + path[0])
        default:
            writer.write(path[0])
        }
        let trailing = rng.below(6)
        if trailing == 1 { writer.write(" /* import Inline */") }
        imports.append(
            ImportDeclaration(
                path: path, kind: kind, attributes: attributes, access: access,
                line: keyword.0, column: keyword.1, conditions: ConditionChain(conditions),
                scope: nested ? .nested : .file,
                declarationLine: declarationStart?.0 ?? keyword.0, declarationColumn: declarationStart?.1 ?? keyword.1))
        if rng.chance(10) {
            writer.write("; ")
            let second = (writer.line, writer.column)
            let module = moduleName()
            writer.write("import " + module)
            imports.append(
                ImportDeclaration(
                    path: [module], line: second.0, column: second.1,
                    conditions: ConditionChain(conditions), scope: nested ? .nested : .file))
        }
        if trailing == 0 { writer.write(" // import Trailing; import NotThis") }
        writer.endLine()
    }

    mutating func writeConditionalImports(
        _ writer: inout SourceWriter, _ imports: inout [ImportDeclaration], conditions: [ConditionClause], depth: Int
    ) {
        let first = rng.pick(Self.conditionChoices)
        writer.writeLine("#if " + first.written)
        var clause = ConditionClause(clause: .if, condition: first.normalised)
        writeClauseBody(&writer, &imports, conditions + [clause], depth: depth)
        if rng.chance(40) {
            let next = rng.pick(Self.conditionChoices)
            writer.writeLine("#elseif " + next.written)
            clause = ConditionClause(clause: .elseif, condition: next.normalised, preceding: [first.normalised])
            writeClauseBody(&writer, &imports, conditions + [clause], depth: depth)
        }
        if rng.chance(50) {
            writer.writeLine("#else // fallback")
            let preceding = ConditionList(Array(clause.preceding) + [clause.condition].compactMap { $0 })
            writeClauseBody(
                &writer, &imports, conditions + [ConditionClause(clause: .else, condition: nil, preceding: preceding)],
                depth: depth)
        }
        writer.writeLine("#endif")
    }

    private mutating func writeClauseBody(
        _ writer: inout SourceWriter, _ imports: inout [ImportDeclaration], _ conditions: [ConditionClause], depth: Int
    ) {
        for _ in 0..<(1 + rng.below(2)) {
            if depth < 2, rng.chance(25) {
                writeConditionalImports(&writer, &imports, conditions: conditions, depth: depth + 1)
            } else {
                writeImport(
                    &writer, &imports, conditions: conditions, indent: String(repeating: "  ", count: depth + 1))
            }
        }
    }

    /// Something that mentions `import` but is not an import (or, for bodies, is a nested one).
    mutating func writeDecoy(_ writer: inout SourceWriter, _ imports: inout [ImportDeclaration], indent: String) {
        let name = "decoy\(rng.below(1000))"
        switch rng.below(16) {
        case 0: writer.writeLine(indent + "// import \(moduleName()) was removed")
        case 1: writer.writeLine(indent + "/// Mirrors `import \(moduleName())`; see the docs.")
        case 2:
            writer.writeLine(indent + "/* import Outer /* import Nested */")
            writer.writeLine(indent + "   import StillComment */")
        case 3: writer.writeLine(indent + "let \(name) = \"import \(moduleName()) // not a comment\"")
        case 4:
            writer.writeLine(indent + "let \(name) = \"\"\"")
            writer.writeLine(indent + "    import \(moduleName())")
            writer.writeLine(indent + "    \"quoted\" \\(value) /* not a comment")
            writer.writeLine(indent + "    \"\"\"")
        case 5: writer.writeLine(indent + "let \(name) = #\"import \"\(moduleName())\" \\(raw)\"#")
        case 6:
            writer.writeLine(indent + "let \(name) = ##\"\"\"")
            writer.writeLine(indent + "    \"\"\"")
            writer.writeLine(indent + "    import \(moduleName())")
            writer.writeLine(indent + "    \"\"\"##")
        case 7: writer.writeLine(indent + "let \(name) = \"a \\(\"import \\(\"\(moduleName())\")\" + \"}\") b\"")
        case 8: writer.writeLine(indent + "let \(name) = \"\\( { () -> String in \"import X\" }() )\"")
        case 9: writer.writeLine(indent + "let \(name) = /import \"\(moduleName())/")
        case 10: writer.writeLine(indent + "let \(name) = #/import \"\"\" [a-z]+/#")
        case 11:
            writer.writeLine(indent + "let \(name) = #/")
            writer.writeLine(indent + "  import \(moduleName()) \" { ")
            writer.writeLine(indent + "/#")
        case 12: writer.writeLine(indent + "let `import` = \(name).import + load(import: 2)")
        case 13: writer.writeLine(indent + "let \(name) = total / 2 / count // \"")
        case 14:
            // A body holding an import: legal to lex, reported as nested.
            writer.writeLine(indent + "enum \(name.capitalized)Namespace {")
            writeImport(&writer, &imports, conditions: [], indent: indent + "    ", nested: true)
            writer.writeLine(indent + "}")
        default: writer.writeLine(indent + "let \(name) = #\"\"\"#")
        }
    }

    /// A realistic declaration: a type with properties and methods, or an extension.
    private mutating func writeDeclaration(
        _ writer: inout SourceWriter, _ imports: inout [ImportDeclaration], index: Int
    ) {
        let name = typeName + ["Model", "Service", "Store", "View", "Coordinator", "Cache"][index % 6] + "\(index)"
        writer.writeLine("/// \(name) keeps the state for one screen and talks to its service.")
        writer.writeLine("///")
        writer.writeLine("/// - Parameter identifier: the stable id used for caching.")
        switch rng.below(3) {
        case 0: writer.writeLine("public struct \(name): Sendable, Hashable {")
        case 1: writer.writeLine("final class \(name) {")
        default: writer.writeLine("extension \(typeName) {")
        }
        writer.writeLine("    public var identifier: String = \"\(name.lowercased())\"")
        writer.writeLine("    private var values: [Int] = [1, 2, 3, 5, 8, 13]")
        writer.writeLine("    let threshold: Double = 0.75")
        for method in 0..<(2 + rng.below(4)) {
            writer.writeLine("")
            writer.writeLine("    /// Computes the \(method)th summary; returns nil when there is nothing to sum.")
            writer.writeLine("    func summary\(method)(scale: Int, label: String = \"total\") -> String? {")
            writer.writeLine("        guard !values.isEmpty else { return nil }")
            writer.writeLine("        let total = values.reduce(0, +) * scale / max(values.count, 1)")
            writer.writeLine("        let filtered = values.filter { $0 % 2 == 0 }.map { value in value * 2 }")
            writer.writeLine("        if total > 100 && filtered.count < 3 {")
            writer.writeLine("            return \"\\(label): \\(total) (\\(filtered.count) even)\"")
            writer.writeLine("        }")
            writer.writeLine("        for (offset, value) in filtered.enumerated() where value > Int(threshold * 10) {")
            writer.writeLine("            print(\"[\\(identifier)] #\\(offset) = \\(value)\") // progress")
            writer.writeLine("        }")
            if rng.chance(20) { writeDecoy(&writer, &imports, indent: "        ") }
            writer.writeLine("        return label.isEmpty ? nil : String(total)")
            writer.writeLine("    }")
        }
        writer.writeLine("}")
        writer.writeLine("")
        if rng.chance(30) { writeDecoy(&writer, &imports, indent: "") }
    }
}
