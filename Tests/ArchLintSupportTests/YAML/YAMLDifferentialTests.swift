import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// archlint's YAML reader against libyaml, the parser XcodeGen reads specs with (through Yams),
/// on every case of Tests/Fixtures/YAML/Cases: the same documents, nodes, scalar texts and
/// styles, lines and columns, and the same mappings once merge keys are applied.
///
/// libyaml's answers (through PyYAML's C loader, `.ci/yaml_oracle.py`) are recorded in
/// `libyaml-answers.jsonl`, so this runs without Python; `ARCHLINT_LIVE_TOOLS=1` asks libyaml
/// again (when python3 with PyYAML is there) and fails where a recording differs, and
/// `ARCHLINT_RECORD=1` rewrites the recording. Cases named `error-*` must fail in both readers;
/// `unsupported-*` hold what archlint refuses on purpose (tags, complex keys, recursion) and must
/// fail with a message saying so, whatever libyaml does.
@Suite struct YAMLDifferentialTests {
    static let cases = Fixtures.path("YAML/Cases")
    static let answers = Fixtures.path("YAML/libyaml-answers.jsonl")
    static let oracle = Fixtures.repositoryPath(".ci/yaml_oracle.py")

    /// Where libyaml (PyYAML's composer) and archlint differ on purpose, with why.
    static let knownDifferences: [String: String] = [
        // PyYAML's Python composer refuses an anchor defined twice; libyaml and Yams (XcodeGen)
        // take the later definition, as YAML 1.2 says, and so does archlint.
        "anchor-redefined.yaml": "duplicate anchor"
    ]

    static func caseFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cases).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// archlint's reading of one case, in the oracle's canonical form.
    static func archlintAnswer(_ name: String) throws -> JSONValue {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: "\(cases)/\(name)")))
        let origin = TextPosition(line: 0, column: 0)
        do {
            let documents = try YAMLParser.parseStream(bytes)
            return .object([("documents", .array(documents.map(canonical), origin), origin)], origin)
        } catch {
            return .object(
                [
                    ("error", .string(error.reason, origin), origin),
                    ("line", .number(Double(error.position.line), origin), origin),
                ], origin)
        }
    }

    static func canonical(_ node: YAMLNode) -> JSONValue {
        let origin = TextPosition(line: 0, column: 0)
        func number(_ value: Int) -> JSONValue { .number(Double(value), origin) }
        var members: [(key: String, value: JSONValue, position: TextPosition)] = []
        switch node.content {
        case .scalar(let scalar):
            let style =
                switch scalar.style {
                case .plain: "plain"
                case .singleQuoted: "single"
                case .doubleQuoted: "double"
                case .literal: "literal"
                case .folded: "folded"
                }
            members.append(("scalar", .string(scalar.text, origin), origin))
            members.append(("style", .string(style, origin), origin))
            if scalar.isEmpty { return .object(members.sorted { $0.key < $1.key }, origin) }
        case .sequence(let elements):
            members.append(("sequence", .array(elements.map(canonical), origin), origin))
        case .mapping(let entries):
            var last: [String: JSONValue] = [:]
            for entry in entries { last[entry.key.scalar?.text ?? ""] = canonical(entry.value) }
            let keys = last.keys.sorted {
                Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value))
            }
            members.append(
                ("mapping", .array(keys.map { .array([.string($0, origin), last[$0]!], origin) }, origin), origin))
        }
        members.append(("line", number(node.position.line), origin))
        members.append(("column", number(node.position.column), origin))
        return .object(members.sorted { $0.key < $1.key }, origin)
    }

    /// The recorded answers by file name.
    static func recorded() throws -> [String: JSONValue] {
        let text = try String(contentsOfFile: answers, encoding: .utf8)
        var result: [String: JSONValue] = [:]
        for line in text.split(separator: "\n") {
            let value = try JSONParser.parse(String(line))
            guard let file = value["file"]?.stringValue else { continue }
            result[file] = withoutFile(value)
        }
        return result
    }

    static func withoutFile(_ value: JSONValue) -> JSONValue {
        guard case .object(let members, let position) = value else { return value }
        return .object(members.filter { $0.key != "file" }, position)
    }

    /// Compares archlint with one libyaml answer; returns what differs, or nil.
    static func difference(_ name: String, libyaml: JSONValue, archlint: JSONValue) -> String? {
        if name.hasPrefix("unsupported-") {
            guard let reason = archlint["error"]?.stringValue else {
                return "\(name): archlint read what it should refuse"
            }
            return reason.contains("not supported")
                ? nil : "\(name): refused, but the message does not say what is not supported: \(reason)"
        }
        if name.hasPrefix("error-") {
            if libyaml["error"] == nil { return "\(name): libyaml reads it, so it is no error case" }
            return archlint["error"] == nil ? "\(name): libyaml fails, archlint reads it" : nil
        }
        if knownDifferences[name] != nil {
            return archlint["error"] == nil ? nil : "\(name): archlint fails: \(archlint)"
        }
        if let reason = archlint["error"]?.stringValue {
            return "\(name): archlint fails (\(reason), line \(archlint["line"]?.integerValue ?? 0)); libyaml reads it"
        }
        if libyaml["error"] != nil { return "\(name): libyaml fails, archlint reads it" }
        return libyaml == archlint ? nil : "\(name):\n  libyaml:  \(render(libyaml))\n  archlint: \(render(archlint))"
    }

    /// Compact JSON-like text of a value, for failure messages.
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .object(let members, _):
            "{" + members.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
        case .array(let items, _): "[" + items.map(render).joined(separator: ", ") + "]"
        case .string(let text, _): JSONText.quoted(text)
        case .number(let number, _): number == number.rounded() ? String(Int(number)) : String(number)
        case .bool(let bool, _): String(bool)
        case .null: "null"
        }
    }

    @Test func everyCaseReadsAsLibyamlReadsIt() throws {
        let recorded = try Self.recorded()
        let files = try Self.caseFiles()
        #expect(files.count >= 80)
        var differences: [String] = []
        for name in files {
            guard let answer = recorded[name] else {
                differences.append("\(name): no recorded libyaml answer (run with ARCHLINT_RECORD=1)")
                continue
            }
            if let difference = Self.difference(name, libyaml: answer, archlint: try Self.archlintAnswer(name)) {
                differences.append(difference)
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
    }

    static var pythonWithPyYAML: Bool {
        guard
            let result = try? ProcessRunner.run(
                executable: "/usr/bin/env",
                arguments: ["python3", "-c", "import yaml; yaml.CSafeLoader"],
                timeout: 30)
        else { return false }
        return result.exitCode == 0
    }

    /// Asks libyaml again and compares with the recording (or rewrites it with ARCHLINT_RECORD=1).
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["ARCHLINT_LIVE_TOOLS"] == "1"
                || ProcessInfo.processInfo.environment["ARCHLINT_RECORD"] == "1",
            "asks libyaml only with ARCHLINT_LIVE_TOOLS=1 or ARCHLINT_RECORD=1"),
        .enabled(if: pythonWithPyYAML, "needs python3 with PyYAML's C loader (pip install pyyaml)"))
    func recordingsMatchLibyamlNow() throws {
        let files = try Self.caseFiles()
        let result = try ProcessRunner.run(
            executable: "/usr/bin/env",
            arguments: ["python3", Self.oracle] + files.map { "\(Self.cases)/\($0)" },
            timeout: 120)
        try #require(result.exitCode == 0, "\(String(decoding: result.standardError, as: UTF8.self))")
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        if ProcessInfo.processInfo.environment["ARCHLINT_RECORD"] == "1" {
            try AtomicFile.write(output, to: Self.answers)
            return
        }
        var live: [String: JSONValue] = [:]
        for line in output.split(separator: "\n") {
            let value = try JSONParser.parse(String(line))
            if let file = value["file"]?.stringValue { live[file] = Self.withoutFile(value) }
        }
        let recorded = try Self.recorded()
        for name in files {
            #expect(live[name] == recorded[name], "\(name): the recording differs from what libyaml says now")
        }
    }

    /// Every `.yml`/`.yaml` file below `ARCHLINT_YAML_CORPUS` (real specs, generated variants),
    /// read by both: prints how many agree and fails on any difference. Not run otherwise.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["ARCHLINT_YAML_CORPUS"] != nil, "set ARCHLINT_YAML_CORPUS=DIR"),
        .enabled(if: pythonWithPyYAML, "needs python3 with PyYAML's C loader (pip install pyyaml)"))
    func externalCorpusReadsAsLibyamlReadsIt() throws {
        let root = ProcessInfo.processInfo.environment["ARCHLINT_YAML_CORPUS"]!
        var files: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".yml") || relative.hasSuffix(".yaml") { files.append("\(root)/\(relative)") }
        }
        files.sort()
        var agree = 0, bothFail = 0, unsupported = 0, duplicateAnchors = 0
        var differences: [String] = []
        for chunk in stride(from: 0, to: files.count, by: 200).map({ Array(files[$0..<min($0 + 200, files.count)]) }) {
            let result = try ProcessRunner.run(
                executable: "/usr/bin/env", arguments: ["python3", Self.oracle] + chunk,
                timeout: 600)
            let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
            for (path, line) in zip(chunk, lines) {
                let libyaml = Self.withoutFile(try JSONParser.parse(String(line)))
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                let archlint: JSONValue
                let origin = TextPosition(line: 0, column: 0)
                do {
                    archlint = .object(
                        [
                            (
                                "documents", .array(try YAMLParser.parseStream(bytes).map(Self.canonical), origin),
                                origin
                            )
                        ], origin)
                } catch {
                    archlint = .object(
                        [
                            ("error", .string(error.reason, origin), origin),
                            ("line", .number(Double(error.position.line), origin), origin),
                        ], origin)
                }
                if libyaml["error"] != nil && archlint["error"] != nil {
                    bothFail += 1
                } else if libyaml["error"]?.stringValue?.hasPrefix("found duplicate anchor") == true {
                    // PyYAML's composer, not libyaml: see knownDifferences.
                    duplicateAnchors += 1
                } else if archlint["error"]?.stringValue?.contains("not supported") == true {
                    unsupported += 1
                } else if libyaml == archlint {
                    agree += 1
                } else {
                    differences.append(
                        "\(path):\n  libyaml:  \(Self.render(libyaml).prefix(600))\n  archlint: \(Self.render(archlint).prefix(600))"
                    )
                }
            }
        }
        print(
            "YAML corpus \(root): \(files.count) files, \(agree) read alike, \(bothFail) refused by both, "
                + "\(unsupported) refused by archlint as unsupported, \(duplicateAnchors) with an anchor defined twice "
                + "(refused by PyYAML's composer only), \(differences.count) differ")
        #expect(
            differences.isEmpty, "\(differences.count) differences:\n\(differences.prefix(30).joined(separator: "\n"))")
    }
}
