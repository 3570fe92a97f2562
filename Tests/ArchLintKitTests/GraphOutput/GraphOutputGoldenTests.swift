import Foundation
import Testing
@testable import ArchLintKit
@testable import ArchLintCLI

/// `archlint graph` output compared to golden files under Tests/Fixtures/GraphOutput/, in
/// process and through the built binary. Re-record with `ARCHLINT_RECORD=1 swift test --filter GraphOutput`.
@Suite("GraphOutput: golden files") struct GraphOutputGoldenTests {
    struct Golden: CustomTestStringConvertible, Sendable {
        /// File name under Tests/Fixtures/GraphOutput/.
        var file: String
        /// Package folder, relative to the repository root; the working directory of the run.
        var package: String
        var arguments: [String]
        var needsSwiftPM: Bool { !arguments.contains("--manifest-json") }
        var testDescription: String { file }
    }

    static let layered = "Tests/Fixtures/Packages/Layered"
    static let goldens: [Golden] = [
        Golden(file: "Layered.dot", package: layered, arguments: ["--manifest-json", "dump.json"]),
        Golden(file: "Layered.mmd", package: layered, arguments: ["--manifest-json", "dump.json", "--mermaid"]),
        Golden(file: "Layered.json", package: layered,
               arguments: ["--manifest-json", "dump.json", "--json", "--include-tests", "--externals", "all"]),
        // The README's picture.
        Golden(file: "SampleProject.dot", package: "SampleProject", arguments: ["--reduce"]),
        Golden(file: "SampleProject.mmd", package: "SampleProject", arguments: ["--mermaid"]),
        Golden(file: "SampleProject.json", package: "SampleProject",
               arguments: ["--json", "--include-tests", "--externals", "all"]),
    ]

    static let hasSwift = TestSupport.swiftExecutable != nil

    static func goldenPath(_ file: String) -> String { TestSupport.path("Tests/Fixtures/GraphOutput/\(file)") }

    /// Runs `archlint graph` in process; returns stdout, stderr and the exit code.
    static func run(_ arguments: [String], in directory: String) -> (stdout: String, stderr: String, exitCode: Int32) {
        let out = CapturedText(), err = CapturedText()
        let code = CommandLineTool.run(
            arguments: ["graph"] + arguments, workingDirectory: directory,
            output: OutputStreams(standardOutput: { out.append($0) }, standardError: { err.append($0) }))
        return (out.text, err.text, code)
    }

    /// Compares `actual` to a golden file, or rewrites it when recording.
    static func compare(_ actual: String, toGolden file: String) throws {
        let path = goldenPath(file)
        if TestSupport.recording {
            TestSupport.write(actual, to: path)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "differs from \(file); if the change is intended, re-record with ARCHLINT_RECORD=1")
    }

    @Test(arguments: goldens)
    func inProcessOutputMatchesTheGolden(_ golden: Golden) throws {
        guard !golden.needsSwiftPM || Self.hasSwift else { return }
        let result = Self.run(golden.arguments, in: TestSupport.path(golden.package))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("breaking a rule)\n"))
        try Self.compare(result.stdout, toGolden: golden.file)
    }

    @Test func theBinaryWritesTheGoldenAtomicallyAndByteIdenticallyEveryTime() throws {
        let directory = TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let package = TestSupport.path(Self.layered)
        let environment = ["PATH": "/nonexistent"]  // no SwiftPM needed with --manifest-json
        let dotFile = (directory as NSString).appendingPathComponent("graph.dot")
        let first = try BinaryRunner.run(["graph", "--manifest-json", "dump.json", "--output", dotFile], in: package, environment: environment)
        #expect(first.exitCode == 0)
        #expect(first.standardOutput == "")
        #expect(first.standardError.hasSuffix("wrote \(dotFile): 5 modules, 6 edges (3 breaking a rule)\n"))
        let written = try String(contentsOfFile: dotFile, encoding: .utf8)
        if !TestSupport.recording {
            #expect(written == (try String(contentsOfFile: Self.goldenPath("Layered.dot"), encoding: .utf8)))
        }
        // Again, over the existing file: same bytes, and no temporary file left behind.
        let second = try BinaryRunner.run(["graph", "--manifest-json", "dump.json", "-o", dotFile], in: package, environment: environment)
        #expect(second.exitCode == 0)
        #expect(try String(contentsOfFile: dotFile, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["graph.dot"])

        // The extension picks the format when no format option is given.
        let mermaidFile = (directory as NSString).appendingPathComponent("graph.mmd")
        let mermaid = try BinaryRunner.run(["graph", "--manifest-json", "dump.json", "--output", mermaidFile], in: package, environment: environment)
        #expect(mermaid.exitCode == 0)
        if !TestSupport.recording {
            #expect(try String(contentsOfFile: mermaidFile, encoding: .utf8) == (try String(contentsOfFile: Self.goldenPath("Layered.mmd"), encoding: .utf8)))
        }
    }

    @Test func everyFormatIsDeterministic() throws {
        let package = TestSupport.path(Self.layered)
        for format in GraphFormat.allCases {
            let arguments = ["--manifest-json", "dump.json", "--format", format.rawValue, "--include-tests", "--externals", "all"]
            let runs = (0..<3).map { _ in Self.run(arguments, in: package).stdout }
            #expect(Set(runs).count == 1, "\(format) output changed between runs")
        }
    }
}

/// Text written by an in-process command, collected from any thread.
final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.lock(); buffer += text; lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return buffer }
}

/// The README documents the JSON format; this keeps the table and the renderer in step.
@Suite("GraphOutput: JSON format documentation") struct GraphOutputJSONDocumentationTests {
    @Test func everyKeyIsDocumentedAndEveryDocumentedKeyExists() throws {
        let readme = try String(contentsOfFile: TestSupport.path("Sources/ArchLintKit/Diagram/README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "<!-- graph-json:begin -->").last?
            .components(separatedBy: "<!-- graph-json:end -->").first)
        let output = GraphOutputGoldenTests.run(
            ["--manifest-json", "dump.json", "--json", "--include-tests", "--externals", "all", "--focus", "Network", "--depth", "3"],
            in: TestSupport.path(GraphOutputGoldenTests.layered))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == JSONDiagramRenderer.version)

        // Key paths of the output, arrays written `[]`: `edges[].from`, `options.focus`.
        var paths: Set<String> = []
        func collect(_ value: Any, _ path: String) {
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
        // Every key name appears in the table, as a row (`edges[].from`) or in a row's text.
        for path in paths {
            let name = String(path.split(separator: ".").last!).replacingOccurrences(of: "[]", with: "")
            let documented = section.contains("`\(name)`") || section.contains("`\(name)[]`") || section.contains("].\(name)`")
                || section.contains("\"\(name)\"")
            #expect(documented, "JSON key '\(path)' is not documented in Sources/ArchLintKit/Diagram/README.md (graph-json table)")
        }
        // Every row names a key path the output has.
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for key in cell.components(separatedBy: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                let path = key.hasSuffix("[]") ? String(key.dropLast(2)) : key
                #expect(paths.contains(path), "README documents '\(key)', which the JSON output does not have")
            }
        }
    }
}
