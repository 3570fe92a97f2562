import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintTestSupport

@Suite struct GraphBuilderTests {
    /// The all-forms manifest with one scanned file per Swift target.
    static func graph() throws -> ModuleGraph {
        let manifest = try ManifestFixtures.allForms()
        let root = "/pkg"
        let sources = [
            TargetSources(target: "Lib", directory: "/pkg/Sources/Lib", files: ["/pkg/Sources/Lib/Lib.swift"]),
            TargetSources(
                target: "Tool", directory: "/pkg/Sources/ToolMain", files: ["/pkg/Sources/ToolMain/main.swift"]),
            TargetSources(
                target: "LibTests", directory: "/pkg/Tests/LibTests", files: ["/pkg/Tests/LibTests/LibTests.swift"]),
        ]
        let scans: [String: FileScanResult] = [
            "/pkg/Sources/Lib/Lib.swift": FileScanResult(
                path: "/pkg/Sources/Lib/Lib.swift",
                imports: [
                    ImportDeclaration(path: ["Foundation"], line: 1, column: 1),
                    ImportDeclaration(
                        path: ["AF"], line: 3, column: 1,
                        conditions: [ConditionClause(clause: .if, condition: "os(iOS)")]),
                    ImportDeclaration(path: ["Moya"], line: 5, column: 1),
                    ImportDeclaration(path: ["Lib"], line: 6, column: 1),
                    ImportDeclaration(path: ["Ghost"], line: 7, column: 1),
                ]),
            "/pkg/Sources/ToolMain/main.swift": FileScanResult(
                path: "/pkg/Sources/ToolMain/main.swift",
                imports: [
                    ImportDeclaration(path: ["Lib"], line: 1, column: 1),
                    ImportDeclaration(path: ["Lib"], line: 9, column: 5, scope: .nested),
                ]),
            "/pkg/Tests/LibTests/LibTests.swift": FileScanResult(
                path: "/pkg/Tests/LibTests/LibTests.swift",
                imports: [
                    ImportDeclaration(path: ["Lib"], attributes: ["testable"], line: 2, column: 1),
                    ImportDeclaration(path: ["XCTest"], line: 1, column: 1),
                ]),
        ]
        return GraphBuilder.build([
            PackageInput(
                manifest: LoadedManifest(manifest: manifest, packageRoot: root),
                sources: sources, scans: scans)
        ])
    }

    @Test func everyTargetAndEveryImportedModuleIsANode() throws {
        let graph = try Self.graph()
        let kinds = graph.modules.mapValues(\.kind)
        #expect(kinds["Lib"] == .target(.regular))
        #expect(kinds["Macros"] == .target(.macro))
        #expect(kinds["Bin"] == .target(.binary))
        #expect(kinds["Foundation"] == .sdk)
        #expect(kinds["XCTest"] == .sdk)
        #expect(kinds["Moya"] == .thirdParty)
        // The alias is the module name clients import.
        #expect(kinds["AF"] == .thirdParty)
        #expect(kinds["Alamofire"] == nil)
        #expect(kinds["Ghost"] == .unknown)
        #expect(graph.modules["Lib"]?.package == "AllForms")
        #expect(graph.modules["Lib"]?.directory == "/pkg/Sources/Lib")
        #expect(graph.modules["Moya"]?.package == "Moya")
    }

    @Test func declaredEdgesResolveEveryForm() throws {
        let graph = try Self.graph()
        let declared = graph.declared.map { "\($0.key)" }
        #expect(
            declared == [
                "Lib -> AF", "Lib -> Macros", "Lib -> Moya", "LibTests -> Lib", "LibTests -> Tool",
                "Macros -> SwiftSyntaxMacros", "Tool -> CZ", "Tool -> Lib",
            ])
        #expect(graph.declared.first { $0.key.to == "AF" }?.condition?.platforms == ["ios"])
    }

    @Test func importedEdgesCarryEvidenceAndSkipSelfAndNestedImports() throws {
        let graph = try Self.graph()
        #expect(
            graph.imported.map(\.key.description) == [
                "Lib -> AF", "Lib -> Foundation", "Lib -> Ghost", "Lib -> Moya",
                "LibTests -> Lib", "LibTests -> XCTest", "Tool -> Lib",
            ])
        let toolLib = try #require(graph.importedEdge(from: "Tool", to: "Lib"))
        #expect(toolLib.evidence.map(\.line) == [1], "the nested import is not a file-level edge")
        #expect(try #require(graph.importedEdge(from: "Lib", to: "AF")).isConditional)
        #expect(try #require(graph.importedEdge(from: "LibTests", to: "Lib")).isTestableOnly)
        #expect(graph.importedModules(of: "Lib") == ["AF", "Foundation", "Ghost", "Moya"])
    }

    /// SwiftPM builds a `.target` holding a file named `main.swift` (at any depth) as an
    /// executable (`swift package describe` says "executable" at tools versions 5.5 and 6.0);
    /// a test target or a target without one keeps its kind.
    @Test func aTargetWithMainSwiftIsBuiltAsAnExecutable() {
        let tool = PackageManifest.Target(name: "Tool")
        #expect(GraphBuilder.builtKind(of: tool, swiftFiles: ["/p/Sources/Tool/main.swift"]) == .executable)
        #expect(
            GraphBuilder.builtKind(
                of: tool, swiftFiles: ["/p/Sources/Tool/Inner/main.swift", "/p/Sources/Tool/A.swift"]) == .executable)
        #expect(
            GraphBuilder.builtKind(
                of: tool, swiftFiles: ["/p/Sources/Tool/Main.swift", "/p/Sources/Tool/mainView.swift"]) == .regular)
        let tests = PackageManifest.Target(name: "ToolTests", kind: .test)
        #expect(GraphBuilder.builtKind(of: tests, swiftFiles: ["/p/Tests/ToolTests/main.swift"]) == .test)
    }
}
