import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintTestSupport

/// What crosses an edge: the declarations of the imported module the importing module uses.
@Suite struct SymbolIndexTests {
    /// A graph of SampleProject modules read straight from their folders (no SwiftPM run):
    /// every Swift file below `Sources/NAME`, edges from the import scanner.
    static func sampleGraph(_ names: [String]) throws -> ModuleGraph {
        var modules: [Module] = []
        var evidence: [EdgeKey: [ImportEvidence]] = [:]
        for name in names {
            let directory = Fixtures.repositoryPath("SampleProject/Sources/\(name)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".swift") }.map { "\(directory)/\($0)" }.sorted()
            modules.append(
                Module(name: name, kind: .target(.regular), package: "BankingApp", directory: directory, files: files))
            for scan in ImportScanner.scanFiles(files) {
                for declaration in scan.imports where declaration.scope == .file && names.contains(declaration.module) {
                    evidence[EdgeKey(from: name, to: declaration.module), default: []]
                        .append(ImportEvidence(file: scan.path, declaration: declaration))
                }
            }
        }
        return ModuleGraph(
            modules: modules, declared: [],
            imported: evidence.map { ImportedDependency(key: $0.key, evidence: $0.value.sorted()) })
    }

    /// Field report 1, checked by hand: Authenticator.swift:29 calls `AuthAPI.renewAccessToken`,
    /// declared `public enum AuthAPI` at Data/API/AuthAPI.swift:12.
    @Test func networkUsesAuthAPIRenewAccessTokenFromData() throws {
        let index = SymbolIndex(graph: try Self.sampleGraph(["Network", "Data"]))
        let crossing = index.crossingSymbols(from: "Network", to: "Data")
        let authAPI = try #require(crossing.first { $0.name == "AuthAPI" })
        #expect(authAPI.kind == .enum)
        #expect(authAPI.access == .public)
        #expect(authAPI.members == ["renewAccessToken"])
        #expect(
            authAPI.declaredAt
                == SourceLocation(
                    file: Fixtures.repositoryPath("SampleProject/Sources/Data/API/AuthAPI.swift"), line: 12, column: 13)
        )
        #expect(
            authAPI.uses == [
                SourceLocation(
                    file: Fixtures.repositoryPath("SampleProject/Sources/Network/Auth/Authenticator.swift"), line: 29,
                    column: 37)
            ])
        // Nothing else of Data is named in Network; TokenPairDTO is what the call returns, and
        // Network reads two of its fields (`renewed.accessToken`, `renewed.refreshToken`).
        #expect(crossing.map(\.name) == ["AuthAPI", "TokenPairDTO"])
        let pair = try #require(crossing.last)
        #expect(pair.isIndirect)
        #expect(pair.members == ["accessToken", "refreshToken"])
        #expect(pair.uses.map(\.line) == [33, 33])
    }

    static let files = [
        "/p/Sources/Data/DTO.swift": """
        public struct UserDTO { public let name: String; let secret: Int }
        struct InternalDTO {}
        package enum PackageAPI { public static func call() {} }
        public extension UserDTO { func greeting() -> String { name } }
        public enum Shared {}
        """,
        "/p/Sources/Feature/View.swift": """
        import Data
        func show(user: UserDTO) -> String { user.name + user.greeting() }
        let api = PackageAPI.call()
        let x: InternalDTO? = nil
        enum Shared {}
        let s: Shared? = nil
        """,
        "/p/Sources/Feature/Other.swift": """
        // imports nothing: UserDTO here cannot be Data's
        let y: UserDTO? = nil
        """,
        "/p/Sources/FeatureTests/Tests.swift": """
        @testable import Data
        let z = InternalDTO()
        let w = Data.UserDTO(name: "", secret: 1)
        """,
        "/p/Sources/Scoped/Scoped.swift": """
        import enum Data.PackageAPI
        let u: UserDTO? = nil
        let v = PackageAPI.call()
        """,
    ]

    static func index(otherPackage: Bool = false) -> SymbolIndex {
        func module(_ name: String, _ files: [String], package: String = "P") -> Module {
            Module(name: name, kind: .target(.regular), package: package, directory: "/p/Sources/\(name)", files: files)
        }
        func edge(_ from: String, _ file: String, _ text: String) -> ImportedDependency {
            ImportedDependency(
                key: EdgeKey(from: from, to: "Data"),
                evidence: ImportScanner.scan(text).map { ImportEvidence(file: file, declaration: $0) })
        }
        let graph = ModuleGraph(
            modules: [
                module("Data", ["/p/Sources/Data/DTO.swift"]),
                module(
                    "Feature", ["/p/Sources/Feature/Other.swift", "/p/Sources/Feature/View.swift"],
                    package: otherPackage ? "Q" : "P"),
                module("FeatureTests", ["/p/Sources/FeatureTests/Tests.swift"]),
                module("Scoped", ["/p/Sources/Scoped/Scoped.swift"]),
            ],
            declared: [],
            imported: [
                edge("Feature", "/p/Sources/Feature/View.swift", "import Data"),
                edge("FeatureTests", "/p/Sources/FeatureTests/Tests.swift", "@testable import Data"),
                edge("Scoped", "/p/Sources/Scoped/Scoped.swift", "import enum Data.PackageAPI"),
            ])
        return SymbolIndex(graph: graph, files: .memory(files))
    }

    @Test func visibilityShadowingAndImportingFilesOnly() {
        let crossing = Self.index().crossingSymbols(from: "Feature", to: "Data")
        // InternalDTO is internal; Shared is shadowed by Feature's own; Other.swift does not import Data.
        #expect(crossing.map(\.name) == ["PackageAPI", "UserDTO"])
        #expect(crossing.first { $0.name == "UserDTO" }?.members == ["greeting", "name"])
        #expect(crossing.first { $0.name == "UserDTO" }?.uses.map(\.line) == [2])
        #expect(crossing.first { $0.name == "PackageAPI" }?.members == ["call"])
    }

    @Test func packageDeclarationsStayInsideTheirPackage() {
        #expect(Self.index(otherPackage: true).crossingSymbols(from: "Feature", to: "Data").map(\.name) == ["UserDTO"])
    }

    @Test func testableSeesInternalAndModuleQualifiedNamesCount() {
        let crossing = Self.index().crossingSymbols(from: "FeatureTests", to: "Data")
        #expect(crossing.map(\.name) == ["InternalDTO", "UserDTO"])
        #expect(
            crossing.first { $0.name == "UserDTO" }?.uses == [
                SourceLocation(file: "/p/Sources/FeatureTests/Tests.swift", line: 3, column: 9)
            ])
    }

    @Test func scopedImportSeesOnlyItsName() {
        #expect(Self.index().crossingSymbols(from: "Scoped", to: "Data").map(\.name) == ["PackageAPI"])
    }

    @Test func noEdgeNothingCrosses() {
        #expect(Self.index().crossingSymbols(from: "Data", to: "Feature").isEmpty)
    }
}
