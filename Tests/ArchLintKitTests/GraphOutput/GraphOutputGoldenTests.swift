import Foundation
import Testing
@testable import ArchLintKit
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// `archlint graph` output compared to golden files under Tests/Fixtures/GraphOutput/, in
/// process and through the built binary. Re-record with `ARCHLINT_RECORD=1 swift test --filter GraphOutput`.
@Suite("GraphOutput: golden files") struct GraphOutputGoldenTests {
    struct Golden: CustomTestStringConvertible, Sendable {
        /// File name under Tests/Fixtures/GraphOutput/.
        var file: String
        /// Package folder; the working directory of the run.
        var package: String
        var arguments: [String]
        var testDescription: String { file }
    }

    /// Goldens of the Layered fixture, read from its dump.json (no SwiftPM).
    static let layeredGoldens: [Golden] = [
        Golden(file: "Layered.dot", package: Fixtures.layered, arguments: ["--manifest-json", "dump.json"]),
        Golden(
            file: "Layered.mmd", package: Fixtures.layered, arguments: ["--manifest-json", "dump.json", "--mermaid"]),
        Golden(
            file: "Layered.json", package: Fixtures.layered,
            arguments: ["--manifest-json", "dump.json", "--json", "--include-tests", "--externals", "all"]),
        // The whole page: markup, styles, script and the data island (its bytes are what the
        // browser test opens).
        Golden(file: "Layered.html", package: Fixtures.layered, arguments: ["--manifest-json", "dump.json", "--html"]),
    ]

    /// Goldens of SampleProject, whose manifests SwiftPM dumps. The first is the README's picture.
    static let sampleProjectGoldens: [Golden] = [
        Golden(file: "SampleProject.dot", package: Fixtures.sampleProject, arguments: ["--reduce"]),
        Golden(file: "SampleProject.mmd", package: Fixtures.sampleProject, arguments: ["--mermaid"]),
        Golden(
            file: "SampleProject.json", package: Fixtures.sampleProject,
            arguments: ["--json", "--include-tests", "--externals", "all"]),
    ]

    static func goldenPath(_ file: String) -> String { Fixtures.path("GraphOutput/\(file)") }

    /// Runs `archlint graph` in process; returns stdout, stderr and the exit code.
    static func run(_ arguments: [String], in directory: String) -> (stdout: String, stderr: String, exitCode: Int32) {
        let out = CapturedText(), err = CapturedText()
        let code = CommandLineTool.run(
            arguments: ["graph"] + arguments, workingDirectory: directory,
            output: OutputStreams(standardOutput: { out.append($0) }, standardError: { err.append($0) }))
        return (out.text, err.text, code)
    }

    /// Runs `archlint graph` in process for `golden` and compares its output with the golden file.
    static func checkInProcessOutput(_ golden: Golden, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = Self.run(golden.arguments, in: golden.package)
        #expect(result.exitCode == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix("breaking a rule)\n"), sourceLocation: sourceLocation)
        GoldenFile.check(result.stdout, against: goldenPath(golden.file), sourceLocation: sourceLocation)
    }

    /// A terminal, a diff and a code review show these files: no line of any golden (so of the
    /// output for these inputs) runs past 200 characters (issue 29).
    @Test(arguments: layeredGoldens + sampleProjectGoldens)
    func noGoldenLineIsLongerThan200Characters(_ golden: Golden) throws {
        let text = try String(contentsOfFile: Self.goldenPath(golden.file), encoding: .utf8)
        let long = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.count > 200 }.map { "line \($0.offset + 1): \($0.element.count) characters" }
        #expect(long.isEmpty, "\(golden.file): \(long.joined(separator: ", "))")
    }

    @Test(arguments: layeredGoldens)
    func inProcessOutputMatchesTheGolden(_ golden: Golden) {
        Self.checkInProcessOutput(golden)
    }

    @Test(.requiresSwift, arguments: sampleProjectGoldens)
    func inProcessOutputOfSampleProjectMatchesTheGolden(_ golden: Golden) {
        Self.checkInProcessOutput(golden)
    }

    @Test func theBinaryWritesTheGoldenAtomicallyAndByteIdenticallyEveryTime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = Fixtures.layered
        let environment = ["PATH": "/nonexistent"]  // no SwiftPM needed with --manifest-json
        let dotFile = directory.path("graph.dot")
        let first = try ChildProcess.archlint(
            ["graph", "--manifest-json", "dump.json", "--output", dotFile], in: package, environment: environment)
        #expect(first.exitCode == 0)
        #expect(first.standardOutput == "")
        #expect(first.standardError.hasSuffix("wrote \(dotFile): 5 modules, 6 edges (3 breaking a rule)\n"))
        let written = try String(contentsOfFile: dotFile, encoding: .utf8)
        if !GoldenFile.isRecording {
            GoldenFile.check(written, against: Self.goldenPath("Layered.dot"), recordable: false)
        }
        // Again, over the existing file: same bytes, and no temporary file left behind.
        let second = try ChildProcess.archlint(
            ["graph", "--manifest-json", "dump.json", "-o", dotFile], in: package, environment: environment)
        #expect(second.exitCode == 0)
        #expect(try String(contentsOfFile: dotFile, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["graph.dot"])

        // The extension picks the format when no format option is given.
        let mermaidFile = directory.path("graph.mmd")
        let mermaid = try ChildProcess.archlint(
            ["graph", "--manifest-json", "dump.json", "--output", mermaidFile], in: package, environment: environment)
        #expect(mermaid.exitCode == 0)
        if !GoldenFile.isRecording {
            GoldenFile.check(
                try String(contentsOfFile: mermaidFile, encoding: .utf8), against: Self.goldenPath("Layered.mmd"),
                recordable: false)
        }
    }

    @Test func everyFormatIsDeterministic() throws {
        let package = Fixtures.layered
        for format in GraphFormat.allCases {
            let arguments = [
                "--manifest-json", "dump.json", "--format", format.rawValue, "--include-tests", "--externals", "all",
            ]
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
        let readme = try String(contentsOfFile: Fixtures.repositoryPath("README.md"), encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "<!-- graph-json:begin -->").last?
                .components(separatedBy: "<!-- graph-json:end -->").first)
        let output = GraphOutputGoldenTests.run(
            [
                "--manifest-json", "dump.json", "--json", "--include-tests", "--externals", "all", "--focus", "Network",
                "--depth", "3",
            ],
            in: Fixtures.layered)
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
            let documented =
                section.contains("`\(name)`") || section.contains("`\(name)[]`") || section.contains("].\(name)`")
                || section.contains("\"\(name)\"")
            #expect(documented, "JSON key '\(path)' is not documented in README.md (graph-json table)")
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
