import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintKit
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// A source of modules added the way a new one is: one conformer, one registration. Modules
/// are listed in `modules.list` (`Name: folder -> Dependency, Dependency`), a format no other
/// source reads, and every command that builds the graph sees them.
struct ModuleSourceSeamTests {
    /// The toy source: one module per line of `modules.list`, its Swift files those of its folder.
    struct ListedModulesSource: ModuleSource {
        static let kind = ManifestKind(
            identifier: "listed", fileName: "modules.list", declaringPhrase: "listing it in modules.list",
            dependencyList: "its line's list after `->`", editor: .byHand)
        var name: String { "listed" }

        func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
            let file = (context.root as NSString).appendingPathComponent("modules.list")
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                let rest = parts[1].split(separator: ">", maxSplits: 1)
                let folder = (context.root as NSString).appendingPathComponent(
                    rest[0].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "-", with: "")
                        .trimmingCharacters(in: .whitespaces))
                let dependencies =
                    rest.count > 1
                    ? rest[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                        !$0.isEmpty
                    } : []
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                    .filter { $0.hasSuffix(".swift") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
                let location = SourceLocation(file: file, line: index + 1, column: 1)
                contribution.graphInput.modules.append(
                    DeclaredModule(
                        name: name, kind: .regular, package: "modules.list", directory: folder, files: files,
                        file: file,
                        declaration: location, manifestKind: Self.kind,
                        dependencies: dependencies.map { DeclaredModule.Dependency(name: $0, location: location) }))
                contribution.files += files
            }
        }

        func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary) {
            let count = contribution.graphInput.modules.filter { $0.manifestKind == Self.kind }.count
            if count > 0 { summary.otherReadings.append("\(count) listed modules") }
        }
    }

    /// App imports Feature (listed) and Store (not listed); Feature lists Store but does not import it.
    static func workspace() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("seam")
        try directory.write(
            "modules.list",
            """
            App: App -> Feature
            Feature: Feature -> Store
            Store: Store
            """)
        try directory.write("App/App.swift", "import Feature\nimport Store\n\nlet screen = FeatureScreen()\n")
        try directory.write("Feature/FeatureScreen.swift", "public struct FeatureScreen { public init() {} }\n")
        try directory.write("Store/Store.swift", "public struct Store {}\n")
        try directory.write(
            "archlint.json",
            """
            {"compositionRoot": "App", "rules": [
              {"id": "declared-imports", "kind": "implicit-dependency"},
              {"id": "unused-dependencies", "kind": "unused-dependency"},
              {"id": "store-not-app", "kind": "forbidden", "from": "Store", "to": "App"}
            ]}
            """)
        return directory
    }

    static func run(_ arguments: [String], in directory: TemporaryDirectory) -> (
        code: Int32, output: String, errors: String
    ) {
        let output = Locked("")
        let errors = Locked("")
        let code = CommandLineTool.run(
            arguments: arguments + ["--package-path", directory.path, "--no-cache"], environment: [:],
            workingDirectory: directory.path,
            output: OutputStreams(
                standardOutput: { text in output.withLock { $0 += text } },
                standardError: { text in errors.withLock { $0 += text } }),
            moduleSources: ModuleSources.standard + [ListedModulesSource()])
        return (code, output.withLock { $0 }, errors.withLock { $0 })
    }

    @Test func checkReadsTheNewSourceAndLocatesFindingsInItsFile() throws {
        let directory = try Self.workspace()
        defer { directory.remove() }
        let check = Self.run(["check"], in: directory)
        #expect(check.code == 1, "\(check.errors)")
        let lines = check.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "App/App.swift:2:1: error: [declared-imports] App imports Store without listing it in modules.list"))
        // (A layering rule on the same edge would say "do not declare it" instead: one story a line.)
        #expect(!lines.contains { $0.contains("[store-not-app]") })
        // Declaring is done by hand, at the module's line of modules.list.
        #expect(
            lines.contains(
                #"modules.list:1:1: note: fix: declare Store for 'App' by hand: App is declared in modules.list: add "Store" to its line's list after `->` there"#
            ),
            "\(lines)")
        // Feature's dependency on Store is the only way App reaches the Store it imports: it
        // carries that import and is not reported (must not report) until App declares Store.
        #expect(!lines.contains { $0.contains("[unused-dependencies]") }, "\(lines)")
        #expect(check.errors.contains("note: read 3 listed modules"), "\(check.errors)")
        #expect(!check.errors.contains("belong to no module"), "\(check.errors)")
    }

    @Test func graphExplainAndFixSeeTheSameModules() throws {
        let directory = try Self.workspace()
        defer { directory.remove() }
        let graph = Self.run(["graph", "--format", "json"], in: directory)
        #expect(graph.code == 0, "\(graph.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(graph.output.utf8)) as? [String: Any])
        let modules = try #require(json["nodes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(Set(["App", "Feature", "Store"]).isSubset(of: Set(modules)), "\(modules)")

        let explain = Self.run(["explain", "App", "Store"], in: directory)
        #expect(explain.code == 0, "\(explain.errors)")
        #expect(explain.output.contains("App/App.swift:2"), "\(explain.output)")
        #expect(explain.output.contains("declared-imports"), "\(explain.output)")

        // No editor for modules.list: fix changes nothing and says where to do it by hand.
        let before = try String(contentsOfFile: directory.path("modules.list"), encoding: .utf8)
        let fix = Self.run(["fix", "--dry-run"], in: directory)
        #expect(!fix.output.contains("[unused-dependencies]"), "\(fix.output)")
        // explain says why Feature -> Store stays: the import it carries.
        let kept = Self.run(["explain", "Feature", "Store"], in: directory)
        #expect(
            kept.output.contains(
                "needed: App/App.swift:2:1: App imports Store, which it reaches only through this dependency"),
            "\(kept.output)")
        #expect(
            fix.output.contains(#"App is declared in modules.list: add "Store" to its line's list after `->` there"#),
            "\(fix.output)")
        #expect(try String(contentsOfFile: directory.path("modules.list"), encoding: .utf8) == before)
    }
}
