import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// Plans on small in-memory workspaces, one per situation the rule examples do not show in
/// full: the protocol and its conformance as text, declarations in other packages, and
/// declarations archlint does not edit. Every expected text is written by hand.
struct FixPlanStrategyTests {
    /// A module of an in-memory workspace: its one file is `/w/Sources/NAME/File.swift`.
    static func module(
        _ name: String, kind: ModuleKind = .target(.regular), manifest: String? = "/w/Package.swift",
        declaration: Int? = nil, manifestKind: ManifestKind? = nil
    ) -> Module {
        Module(
            name: name, kind: kind, package: "W", directory: "/w/Sources/\(name)", manifestPath: manifest,
            files: kind.isTarget ? ["/w/Sources/\(name)/File.swift"] : [],
            declaration: declaration.map { SourceLocation(file: manifest ?? "", line: $0, column: 9) },
            manifestKind: manifestKind)
    }

    /// Imports of `from`'s file, one per line from line 1.
    static func imports(_ from: String, _ modules: [String]) -> [ImportedDependency] {
        modules.enumerated().map { index, to in
            ImportedDependency(
                key: EdgeKey(from: from, to: to),
                evidence: [
                    ImportEvidence(
                        file: "/w/Sources/\(from)/File.swift",
                        declaration: ImportDeclaration(path: [to], line: index + 1, column: 1))
                ])
        }
    }

    static func planner(
        _ modules: [Module], declared: [DeclaredDependency] = [], imported: [ImportedDependency],
        files: [String: String], packages: [LoadedManifest] = [], root: String? = "App"
    ) -> FixPlanner {
        let graph = ModuleGraph(modules: modules, declared: declared, imported: imported)
        var texts: [String: String] = [:]
        for (name, text) in files { texts[name.hasPrefix("/") ? name : "/w/Sources/\(name)/File.swift"] = text }
        return FixPlanner(
            graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(texts)), compositionRoot: root,
            catalog: .standard, packages: packages)
    }

    @Test func existingTypesAndMappersAreReusedInTheProtocolAndItsAdapter() throws {
        let planner = Self.planner(
            [
                Self.module("Domain"), Self.module("Data"), Self.module("Profile"),
                Self.module("App", kind: .target(.executable)),
            ],
            imported: Self.imports("Profile", ["Data", "Domain"]) + Self.imports("Data", ["Domain"]),
            files: [
                "Domain": "public struct User: Sendable {\n    public var name: String\n}",
                "Data": """
                import Domain

                public struct UserDTO: Decodable { public let firstName: String }

                public final class UserAPI: Sendable {
                    public func me() async throws -> UserDTO { UserDTO(firstName: "") }
                }

                extension User {
                    public init(_ dto: UserDTO) { self.init(name: dto.firstName) }
                }
                """,
                "Profile":
                    "import Data\nimport Domain\n\nstruct ProfileModel {\n    let api: UserAPI\n    func load() async throws { _ = try await api.me() }\n}",
            ])
        let plan = try #require(planner.inversionPlan(EdgeKey(from: "Profile", to: "Data")) as FixPlan?)
        #expect(
            plan.summary
                == "Profile uses UserAPI.me (File.swift:5): declare `protocol UserAPIProviding` in Profile, conform in App (Data does not depend on Profile), inject from App"
        )
        #expect(
            plan.protocolSkeleton == """
                import Foundation
                import Domain

                /// Owned by Profile; App makes Data's code conform, App injects the conforming value.
                public protocol UserAPIProviding: Sendable {
                    func me() async throws -> User
                }

                """)
        #expect(
            plan.conformanceSkeleton == """
                import Foundation
                import Profile
                import Data
                import Domain

                /// Conforms to Profile's UserAPIProviding by calling UserAPI.
                struct UserAPIProvidingAdapter: UserAPIProviding {
                    let userAPI: UserAPI

                    init(_ userAPI: UserAPI) {
                        self.userAPI = userAPI
                    }

                    func me() async throws -> User {
                        let value = try await userAPI.me()
                        return User(value)
                    }
                }

                """)
        #expect(plan.steps.contains("use Domain's existing `User` for `UserDTO` in the requirements"))
    }

    @Test func aProductOfAnotherPackageIsDeclaredWithThatPackagesEntry() throws {
        let appManifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/kean/Nuke", from: "12.8.0"),
                    .package(path: "../Feature"),
                ],
                targets: [
                    .executableTarget(name: "App", dependencies: [.product(name: "NukeUI", package: "Nuke")]),
                ]
            )
            """
        let featureManifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Feature",
                products: [.library(name: "Feature", targets: ["Feature"])],
                targets: [
                    .target(name: "Feature"),
                ]
            )
            """
        let planner = Self.planner(
            [
                Self.module("App", kind: .target(.executable), manifest: "/w/App/Package.swift"),
                Self.module("Feature", manifest: "/w/Feature/Package.swift"),
                Module(name: "NukeUI", kind: .thirdParty, package: "Nuke"),
            ],
            declared: [
                DeclaredDependency(
                    key: EdgeKey(from: "App", to: "NukeUI"),
                    reference: .product(name: "NukeUI", package: "Nuke", moduleAliases: [:]))
            ],
            imported: Self.imports("Feature", ["NukeUI"]),
            files: ["/w/App/Package.swift": appManifest, "/w/Feature/Package.swift": featureManifest],
            packages: [
                LoadedManifest(
                    manifest: PackageManifest(name: "Feature", targets: [.init(name: "Feature")]),
                    packageRoot: "/w/Feature")
            ])
        let plan = planner.declarePlan(EdgeKey(from: "Feature", to: "NukeUI"))
        #expect(plan.fixBlocker == nil)
        #expect(
            plan.dependencyChange
                == .add(
                    module: "Feature", dependency: .product(name: "NukeUI", package: "Nuke"),
                    packageEntry: PackageEntry(
                        name: "Nuke", expression: #".package(url: "https://github.com/kean/Nuke", from: "12.8.0")"#)))
        #expect(
            plan.summary
                == #"add NukeUI to the dependencies of target 'Feature': this line becomes: `.target(name: "Feature", dependencies: [.product(name: "NukeUI", package: "Nuke")]),`; and declare its package in the package's dependencies: `.package(url: "https://github.com/kean/Nuke", from: "12.8.0")`"#
        )
        #expect(
            plan.manifestDiff == """
                @@ -4,7 +4,8 @@
                 let package = Package(
                     name: "Feature",
                     products: [.library(name: "Feature", targets: ["Feature"])],
                +    dependencies: [.package(url: "https://github.com/kean/Nuke", from: "12.8.0")],
                     targets: [
                -        .target(name: "Feature"),
                +        .target(name: "Feature", dependencies: [.product(name: "NukeUI", package: "Nuke")]),
                     ]
                 )

                """)
    }

    /// A kind of declaration file archlint has no editor for, as a generator's source would define it.
    static let generatorSpec = ManifestKind(
        identifier: "spec", fileName: "project.yml", declaringPhrase: "declaring it in project.yml",
        dependencyList: "its `dependencies:` list", editor: .byHand)

    @Test func declarationsArchlintDoesNotEditAreNotFixableYet() {
        let planner = Self.planner(
            [
                Self.module(
                    "App", kind: .xcode(.application), manifest: "/w/App.xcodeproj/project.pbxproj", declaration: 120),
                Self.module("Feature"), Self.module("Tool", manifest: "/w/archlint.json", manifestKind: .rulesFile),
                Self.module(
                    "Gen", kind: .xcode(.framework), manifest: "/w/project.yml", declaration: 7,
                    manifestKind: Self.generatorSpec),
                Self.module("FeatureTests", kind: .target(.test)),
            ],
            imported: Self.imports("App", ["Feature"]) + Self.imports("Tool", ["Feature"])
                + Self.imports("Gen", ["Feature"])
                + Self.imports("Feature", ["FeatureTests"]),
            files: [:])
        // The module's source says how it is declared, whatever the file is called: an Xcode
        // target is linked in its project (here there is no project file to edit).
        let link = planner.declarePlan(EdgeKey(from: "App", to: "Feature"))
        #expect(
            link.summary.hasSuffix("to target 'App' in Xcode, under General > Frameworks and Libraries"),
            "\(link.summary)")
        // A kind with no editor says where to change it by hand, in its own words.
        #expect(
            planner.declarePlan(EdgeKey(from: "Gen", to: "Feature")).fixBlocker
                == #"Gen is declared in project.yml: add "Feature" to its `dependencies:` list there"#)
        #expect(
            planner.declarePlan(EdgeKey(from: "Tool", to: "Feature")).fixBlocker
                == #"Tool is declared in archlint.json ("modules"): add "Feature" to its "dependencies" there"#)
        #expect(
            planner.declarePlan(EdgeKey(from: "Feature", to: "FeatureTests")).fixBlocker
                == "FeatureTests is a test target, which no target can depend on; delete the import")
    }

    @Test func aProductThatAlsoVendsAnImportedModuleIsKept() {
        let product = PackageManifest.TargetDependency.Reference.product(
            name: "CoreKit", package: "Core", moduleAliases: [:])
        let planner = Self.planner(
            [
                Self.module("Feature"), Self.module("CoreUI", manifest: "/core/Package.swift"),
                Self.module("CoreLogging", manifest: "/core/Package.swift"),
            ],
            declared: [
                DeclaredDependency(key: EdgeKey(from: "Feature", to: "CoreUI"), reference: product),
                DeclaredDependency(key: EdgeKey(from: "Feature", to: "CoreLogging"), reference: product),
            ],
            imported: Self.imports("Feature", ["CoreUI"]), files: [:])
        let plan = planner.removePlan(EdgeKey(from: "Feature", to: "CoreLogging"))
        #expect(plan.situation == .keepDependency)
        #expect(plan.summary == #"keep "CoreKit": it also provides CoreUI, which Feature imports"#)
        #expect(plan.dependencyChange == nil)
    }
}
