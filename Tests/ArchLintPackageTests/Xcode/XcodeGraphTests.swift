import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Xcode targets in the graph, stage by stage: the survey of the root, compilation conditions,
/// graph building (names, edges, module names), the rules about declared dependencies, the
/// inferred composition root and the summary.
@Suite struct XcodeGraphTests {
    static let appWorkspace = Fixtures.repositoryPath("Tests/Fixtures/Xcode/AppWorkspace")

    // MARK: Survey

    @Test func theSurveyFindsPackagesProjectsManifestsAndSwiftFiles() {
        let root = Self.appWorkspace
        let survey = RootSurvey.survey(root: root)
        func relative(_ paths: [String]) -> [String] { paths.map { PathUtilities.relative($0, to: root) } }
        #expect(relative(survey.packageDirectories) == ["Kit"])
        #expect(relative(survey.xcodeProjects) == ["App/Shop.xcodeproj"])
        #expect(relative(survey.xcodeWorkspaces) == ["App/Shop.xcworkspace"])
        // Modules/Loyalty is a folder of Swift files no target compiles (Tuist manifests: Tuist tests).
        #expect(survey.generatorManifests.isEmpty)
        // Manifests are not sources; every other Swift file is counted.
        #expect(survey.swiftFiles.count == 15)
        #expect(!survey.swiftFiles.contains { $0.hasSuffix("/Package.swift") || $0.hasSuffix("/Project.swift") })
        // The rules file's exclude globs and the skip list apply.
        let excluded = RootSurvey.survey(root: root, excluded: ["Modules/**", "App/Scripts"])
        #expect(excluded.swiftFiles.count == 13)
    }

    @Test func aProjectSwiftThatIsNoTuistManifestIsASource() throws {
        let root = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try TemporaryDirectory.writeFile("struct Project { var name: String }\n", to: root + "/Models/Project.swift")
        try TemporaryDirectory.writeFile(
            "name: App\ntargets:\n  App:\n    type: application\n", to: root + "/project.yml")
        try TemporaryDirectory.writeFile("", to: root + "/Other/Other.xcodeproj/project.pbxproj")
        try TemporaryDirectory.writeFile("targets: {}\n", to: root + "/Other/project.yml")
        let survey = RootSurvey.survey(root: root)
        #expect(survey.swiftFiles == [root + "/Models/Project.swift"])
        #expect(survey.generatorManifests.map(\.generator) == [.xcodeGen, .xcodeGen])
        // The XcodeGen manifest beside a generated project is read through that project.
        #expect(survey.manifestsWithoutProject.map(\.path) == [root + "/project.yml"])
    }

    // MARK: Compilation conditions

    static func target(configurations: [(String, [String])], defaultName: String = "Release") -> XcodeTarget {
        XcodeTarget(
            name: "App", productName: "App", moduleName: "App", productType: "com.apple.product-type.application",
            kind: .application, swiftFiles: [], packageProducts: [], targetDependencies: [], linkedTargets: [],
            configurations: configurations.map {
                XcodeBuildConfiguration(
                    name: $0.0, productName: "App", moduleName: "App", compilationConditions: $0.1,
                    sdkRoot: nil, supportedPlatforms: [], unresolved: [])
            },
            defaultConfigurationName: defaultName, line: 1, packageProductDependenciesLine: nil)
    }

    @Test func debugAndReleaseConditionsBecomeDefines() {
        let target = Self.target(configurations: [
            ("Debug", ["DEBUG", "MOCKS", "SHARED"]), ("Release", ["SHARED", "STORE"]), ("Staging", ["STAGING"]),
        ])
        #expect(target.configuration(selectedBy: "debug")?.name == "Debug")
        #expect(target.configuration(selectedBy: "RELEASE")?.name == "Release")
        #expect(
            target.compilationConditionDefines == [
                PackageManifest.Define(name: "DEBUG", condition: PackageManifest.Condition(configuration: "debug")),
                PackageManifest.Define(name: "MOCKS", condition: PackageManifest.Condition(configuration: "debug")),
                PackageManifest.Define(name: "SHARED"),
                PackageManifest.Define(name: "STORE", condition: PackageManifest.Condition(configuration: "release")),
            ], "a Staging configuration is neither --configuration debug nor release")
    }

    @Test func configurationsOfOtherNamesAreFoundByTheirDebugFlag() {
        let target = Self.target(
            configurations: [("Development", ["DEBUG"]), ("Production", ["PROD"])], defaultName: "Production")
        #expect(target.configuration(selectedBy: "debug")?.name == "Development")
        #expect(target.configuration(selectedBy: "release")?.name == "Production")
        let onlyDebug = Self.target(configurations: [("Beta", ["DEBUG"])], defaultName: "Beta")
        #expect(onlyDebug.configuration(selectedBy: "release") == nil)
    }

    // MARK: Graph

    /// A package with a hyphenated target, and two projects whose targets collide by name.
    static func graph() -> ModuleGraph {
        let manifest = PackageManifest(
            name: "Kit", products: [.init(name: "KitUI", kind: .library, targets: ["Sync-UI", "Networking"])],
            targets: [
                .init(name: "Sync-UI"), .init(name: "Networking"),
                .init(name: "Feature", dependencies: [.init(.byName("Sync-UI"))]),
            ])
        let input = PackageInput(
            manifest: LoadedManifest(manifest: manifest, packageRoot: "/ws/Kit"),
            sources: [
                TargetSources(
                    target: "Sync-UI", directory: "/ws/Kit/Sources/Sync-UI", files: ["/ws/Kit/Sources/Sync-UI/A.swift"]),
                TargetSources(
                    target: "Feature", directory: "/ws/Kit/Sources/Feature", files: ["/ws/Kit/Sources/Feature/F.swift"]),
            ],
            scans: Dictionary(uniqueKeysWithValues: [
                XcodeTestModel.scan("/ws/Kit/Sources/Feature/F.swift", ["Sync_UI"])
            ]))
        let iOS = XcodeTestModel.project(
            "iOS",
            [
                XcodeTestModel.xcodeTarget(
                    "App (iOS)", kind: .application, moduleName: "App", files: ["/ws/iOS/App.swift"], line: 10,
                    products: [
                        XcodePackageProduct(
                            productName: "KitUI", package: .remote(url: "https://example.com/team/Kit.git"), line: 90)
                    ]),
                XcodeTestModel.xcodeTarget("Networking", kind: .framework, files: ["/ws/iOS/Net.swift"], line: 20),
                XcodeTestModel.xcodeTarget(
                    "Tests", kind: .unitTest, files: ["/ws/iOS/Tests.swift"], line: 30,
                    dependencies: [XcodeTargetReference(project: "/ws/iOS.xcodeproj", target: "App (iOS)")]),
            ])
        let macOS = XcodeTestModel.project(
            "macOS",
            [
                XcodeTestModel.xcodeTarget(
                    "App (macOS)", kind: .application, moduleName: "App", files: ["/ws/macOS/App.swift"], line: 10,
                    products: [
                        XcodePackageProduct(productName: "KitUI", package: .unspecified, line: 91),
                        XcodePackageProduct(
                            productName: "Charts", package: .remote(url: "https://example.com/Charts"), line: 92),
                    ]),
                XcodeTestModel.xcodeTarget(
                    "Tests", kind: .unitTest, files: ["/ws/macOS/Tests.swift"], line: 30,
                    dependencies: [XcodeTargetReference(project: "/ws/macOS.xcodeproj", target: "App (macOS)")]),
                XcodeTestModel.xcodeTarget("Assets", kind: .bundle, files: [], line: 40),
            ])
        let scans = Dictionary(uniqueKeysWithValues: [
            XcodeTestModel.scan("/ws/iOS/App.swift", ["Sync_UI", "Networking"]),
            XcodeTestModel.scan("/ws/iOS/Tests.swift", ["App"]),
            XcodeTestModel.scan("/ws/macOS/Tests.swift", ["App"]),
            XcodeTestModel.scan("/ws/macOS/App.swift", ["Charts", "Feature"]),
        ])
        return GraphBuilder.build([input], xcodeProjects: [iOS, macOS], xcodeScans: scans, duplicates: { _, _ in })
    }

    @Test func namesKindsAndModuleNames() {
        let graph = Self.graph()
        // A target named like another module is named after its project too; so is every
        // target of a name two projects use.
        #expect(graph.modules["Networking"]?.kind == .target(.regular))
        #expect(graph.modules["iOS/Networking"]?.kind == .xcode(.framework))
        #expect(graph.modules["iOS/Tests"]?.kind == .xcode(.unitTest))
        #expect(graph.modules["macOS/Tests"] != nil)
        #expect(graph.modules["Tests"] == nil)
        #expect(graph.modules["App (iOS)"]?.moduleName == "App")
        #expect(graph.modules["Sync-UI"]?.moduleName == "Sync_UI")
        // A bundle compiles no Swift and is not imported: no module.
        #expect(graph.modules["Assets"] == nil && graph.modules["macOS/Assets"] == nil)
        #expect(
            graph.modules["App (iOS)"]?.declaration
                == SourceLocation(file: "/ws/iOS.xcodeproj/project.pbxproj", line: 10, column: 1))
    }

    @Test func importsFindModulesByTheirCompilerName() {
        let graph = Self.graph()
        #expect(graph.importedEdge(from: "Feature", to: "Sync-UI") != nil, "import Sync_UI is target Sync-UI")
        #expect(graph.importedEdge(from: "App (iOS)", to: "Sync-UI") != nil)
        // Two apps are both module App: each test bundle reaches the app it depends on.
        #expect(graph.importedEdge(from: "iOS/Tests", to: "App (iOS)") != nil)
        #expect(graph.importedEdge(from: "macOS/Tests", to: "App (macOS)") != nil)
        #expect(graph.modules["App"] == nil && graph.modules["Sync_UI"] == nil)
    }

    @Test func productsResolveToTheWorkspacePackagesTargets() {
        let graph = Self.graph()
        // A remote reference whose identity a workspace package has resolves to it (Xcode's
        // local override), as does a product no package reference names.
        #expect(graph.declaredDependencies(of: "App (iOS)").map(\.key.to) == ["Networking", "Sync-UI"])
        #expect(graph.declaredDependencies(of: "App (macOS)").map(\.key.to) == ["Charts", "Networking", "Sync-UI"])
        #expect(graph.modules["Charts"]?.kind == .thirdParty)
        #expect(graph.modules["Charts"]?.package == "Charts")
        let charts = graph.declaredDependencies(of: "App (macOS)").first { $0.key.to == "Charts" }
        #expect(charts?.location == SourceLocation(file: "/ws/macOS.xcodeproj/project.pbxproj", line: 92, column: 1))
        #expect(charts?.reference == .product(name: "Charts", package: "Charts", moduleAliases: [:]))
    }

    // MARK: Rules

    /// App links the framework Kit, which declares Core; the widget links nothing; the test
    /// bundle is hosted by App; App embeds the widget, which declares Charts.
    static let appGraph: ModuleGraph = {
        func module(_ name: String, _ kind: ModuleKind) -> Module {
            Module(
                name: name, kind: kind, package: "P", directory: "/fixture/\(name)",
                manifestPath: "/fixture/P.xcodeproj/project.pbxproj",
                files: ["/fixture/\(name)/File.swift"],
                declaration: SourceLocation(file: "/fixture/P.xcodeproj/project.pbxproj", line: 7, column: 1))
        }
        let modules = [
            module("App", .xcode(.application)), module("Kit", .xcode(.framework)), module("Widget", .xcode(.widget)),
            module("AppTests", .xcode(.unitTest)), module("Core", .target(.regular)),
            module("Charts", .target(.regular)),
        ]
        func declared(_ from: String, _ to: String) -> DeclaredDependency {
            DeclaredDependency(
                key: EdgeKey(from: from, to: to), reference: .target(to),
                location: SourceLocation(file: "/fixture/P.xcodeproj/project.pbxproj", line: 50, column: 1))
        }
        func imported(_ from: String, _ to: String) -> ImportedDependency {
            ImportedDependency(
                key: EdgeKey(from: from, to: to),
                evidence: [
                    ImportEvidence(
                        file: "/fixture/\(from)/File.swift",
                        declaration: ImportDeclaration(path: [to], line: 1, column: 1))
                ])
        }
        return ModuleGraph(
            modules: modules,
            declared: [
                declared("App", "Kit"), declared("Kit", "Core"), declared("App", "Widget"),
                declared("AppTests", "App"), declared("Widget", "Charts"),
            ],
            imported: [
                imported("App", "Core"), imported("Widget", "Core"), imported("AppTests", "Core"),
                imported("App", "Charts"), imported("Kit", "Core"),
            ])
    }()

    @Test func importsOfWhatALinkedFrameworkOrTheHostDeclaresAreDeclared() throws {
        let found = try TestSupport.evaluate(rule: #"{"kind": "implicit-dependency"}"#, on: Self.appGraph)
        #expect(
            found.map { "\($0.edge!)" } == ["App -> Charts", "Widget -> Core"],
            "App sees Core through Kit and AppTests through its host; the widget it embeds is not a library")
        #expect(found.last?.message == "Widget imports Core without linking it in Xcode")
        let planned = FixPlanner(graph: Self.appGraph, symbols: SymbolIndex(graph: Self.appGraph), catalog: .standard)
            .attachingPlans(to: found)
        let plan = try #require(planned.last?.plan)
        #expect(
            plan.summary
                == "link product \"Core\" of package P to target 'Widget' in Xcode, under General > Frameworks and Libraries"
        )
        #expect(
            plan.manifestLocation == SourceLocation(file: "/fixture/P.xcodeproj/project.pbxproj", line: 7, column: 1),
            "the target's definition")
        #expect(plan.manifestFragment == nil, "nothing is written into a Package.swift")
    }

    /// Tinode: a UI test bundle runs in its own runner process, not inside the app it drives
    /// (`TEST_TARGET_NAME`, not `TEST_HOST`): nothing the app links is linked into it, so what it
    /// imports it must link itself. A unit test bundle sees its host's links (above).
    @Test func aUITestBundleSeesNothingOfTheAppItDrives() throws {
        let base = Self.appGraph
        let uiTests = Module(
            name: "AppUITests", kind: .xcode(.uiTest), package: "P", directory: "/fixture/AppUITests",
            manifestPath: "/fixture/P.xcodeproj/project.pbxproj", files: ["/fixture/AppUITests/File.swift"])
        let graph = ModuleGraph(
            modules: Array(base.modules.values) + [uiTests],
            declared: base.declared + [
                DeclaredDependency(key: EdgeKey(from: "AppUITests", to: "App"), reference: .target("App"))
            ],
            imported: base.imported + [
                ImportedDependency(
                    key: EdgeKey(from: "AppUITests", to: "Core"),
                    evidence: [
                        ImportEvidence(
                            file: "/fixture/AppUITests/File.swift",
                            declaration: ImportDeclaration(path: ["Core"], attributes: ["testable"], line: 1, column: 1)
                        )
                    ])
            ])
        let found = try TestSupport.evaluate(rule: #"{"kind": "implicit-dependency"}"#, on: graph)
        #expect(found.map { "\($0.edge!)" } == ["App -> Charts", "AppUITests -> Core", "Widget -> Core"])
    }

    @Test func unusedLinksOfXcodeTargetsSayWhatToUnlink() throws {
        var graph = Self.appGraph
        graph = ModuleGraph(
            modules: Array(graph.modules.values), declared: graph.declared,
            imported: graph.imported.filter { $0.key != EdgeKey(from: "Kit", to: "Core") })
        let found = try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: graph)
        // App reaches Core (and its test bundle, through its host) only through Kit: App -> Kit and
        // Kit -> Core carry those imports and are not reported (issue 27).
        #expect(
            found.map { "\($0.edge!)" } == ["Widget -> Charts"],
            "the embedded widget and the test host are no imports; Kit carries App's import of Core")
        #expect(
            found.last?.message
                == "Widget declares a dependency on Charts but no file imports it, unless the target links it only for what it registers at run time"
        )
        let planner = FixPlanner(graph: graph, symbols: SymbolIndex(graph: graph), catalog: .standard)
        #expect(
            planner.plan(for: found.last!)?.summary
                == "unlink target 'Charts' from target 'Widget' in Xcode, under General > Frameworks and Libraries and Build Phases > Target Dependencies"
        )
        let carriers = DependencyCarriers(graph: graph)
        #expect(carriers.carriedImport(from: "App", removing: ["Kit"])?.module == "Core")
        #expect(carriers.carriedImport(from: "Kit", removing: ["Core"])?.module == "Core")
    }

    @Test func aProductOfSeveralTargetsIsUnusedOnlyWhenNoneIsImported() throws {
        func graph(importing imports: [String]) -> ModuleGraph {
            let names = ["App", "Core", "UI"]
            let modules = names.map {
                Module(
                    name: $0, kind: $0 == "App" ? .xcode(.application) : .target(.regular), files: ["/f/\($0).swift"])
            }
            let product = PackageManifest.TargetDependency.Reference.product(
                name: "Kit", package: "Kit", moduleAliases: [:])
            let location = SourceLocation(file: "/f/project.pbxproj", line: 3, column: 1)
            return ModuleGraph(
                modules: modules,
                declared: ["Core", "UI"].map {
                    DeclaredDependency(key: EdgeKey(from: "App", to: $0), reference: product, location: location)
                },
                imported: imports.map {
                    ImportedDependency(
                        key: EdgeKey(from: "App", to: $0),
                        evidence: [
                            ImportEvidence(
                                file: "/f/App.swift", declaration: ImportDeclaration(path: [$0], line: 1, column: 1))
                        ])
                })
        }
        #expect(try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: graph(importing: ["UI"])).isEmpty)
        // Brave: a SwiftPM target names the product by name (`"JitsiMeet"`), which vends a
        // regular target and a binary one; importing the binary module uses the dependency.
        let byName = ModuleGraph(
            modules: [
                Module(name: "Talk", kind: .target(.regular), files: ["/f/Talk.swift"]),
                Module(name: "JitsiMeet", kind: .target(.regular), files: ["/f/JitsiMeet.swift"]),
                Module(name: "JitsiMeetSDK", kind: .target(.binary)),
            ],
            declared: ["JitsiMeet", "JitsiMeetSDK"].map {
                DeclaredDependency(
                    key: EdgeKey(from: "Talk", to: $0), reference: .byName("JitsiMeet"),
                    location: SourceLocation(file: "/f/Package.swift", line: 9, column: 5))
            },
            imported: [
                ImportedDependency(
                    key: EdgeKey(from: "Talk", to: "JitsiMeetSDK"),
                    evidence: [
                        ImportEvidence(
                            file: "/f/Talk.swift",
                            declaration: ImportDeclaration(path: ["JitsiMeetSDK"], line: 1, column: 1))
                    ])
            ])
        #expect(try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: byName).isEmpty)
        let none = try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: graph(importing: []))
        #expect(
            none.map(\.message) == [
                "App declares a dependency on product Kit (modules Core, UI) but no file imports any of them, unless the target links it only for what it registers at run time"
            ])
    }

    /// Issue 25, cause 7: a dynamic wrapper product (`PromiseKitDynamic`, whose one target
    /// depends on the static `PromiseKit`) is linked for the code its image carries: a target
    /// importing `PromiseKit`, or linking a module that does, uses it. A static library in the
    /// same shape is still reported, as is a dynamic one whose code nobody imports.
    @Test func aDynamicWrapperIsUsedByImportsOfTheCodeItCarries() throws {
        func graph(embeds: Bool, appImports: [String], frameworkImports: [String] = []) -> ModuleGraph {
            let modules = [
                Module(name: "App", kind: .xcode(.application), files: ["/f/App.swift"]),
                Module(name: "Shared", kind: .xcode(.framework), files: ["/f/Shared.swift"]),
                Module(name: "Wrapper", kind: .target(.regular), files: ["/f/Wrapper.swift"]),
                Module(name: "PromiseKit", kind: .thirdParty),
                Module(name: "Other", kind: .target(.regular), files: ["/f/Other.swift"]),
            ]
            let location = SourceLocation(file: "/f/project.pbxproj", line: 3, column: 1)
            func link(_ from: String, _ to: String, embeds: Bool) -> DeclaredDependency {
                DeclaredDependency(
                    key: EdgeKey(from: from, to: to), reference: .target(to), location: location,
                    embedsDynamicCode: embeds)
            }
            func imports(_ from: String, _ names: [String]) -> [ImportedDependency] {
                names.map {
                    ImportedDependency(
                        key: EdgeKey(from: from, to: $0),
                        evidence: [
                            ImportEvidence(
                                file: "/f/\(from).swift", declaration: ImportDeclaration(path: [$0], line: 1, column: 1)
                            )
                        ])
                }
            }
            return ModuleGraph(
                modules: modules,
                declared: [
                    link("App", "Wrapper", embeds: embeds), link("App", "Shared", embeds: true),
                    link("Shared", "Wrapper", embeds: embeds), link("App", "Other", embeds: embeds),
                    DeclaredDependency(
                        key: EdgeKey(from: "Wrapper", to: "PromiseKit"), reference: .target("PromiseKit")),
                ], imported: imports("App", appImports + ["Shared"]) + imports("Shared", frameworkImports))
        }
        func unused(_ graph: ModuleGraph) throws -> [String] {
            try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: graph).map { "\($0.edge!)" }
        }
        // Must not report: App and Shared link Wrapper for PromiseKit, which they import.
        // Must report: Other, dynamic code nobody imports anything of.
        #expect(
            try unused(graph(embeds: true, appImports: ["PromiseKit"], frameworkImports: ["PromiseKit"])) == [
                "App -> Other"
            ])
        // App imports nothing of it, but Shared, which it links, does.
        #expect(try unused(graph(embeds: true, appImports: [], frameworkImports: ["PromiseKit"])) == ["App -> Other"])
        // Static code is held to the rule's letter: each target links what it imports.
        #expect(
            try unused(graph(embeds: false, appImports: ["PromiseKit"], frameworkImports: ["PromiseKit"]))
                == ["App -> Other", "App -> Wrapper"],
            "Shared -> Wrapper carries Shared's import of PromiseKit; App reaches it through Shared too")
    }

    // MARK: Composition root

    @Test func theWidestAppIsTheCompositionRoot() {
        let root = Self.graph().inferredCompositionRoot()
        #expect(
            root?.module == "App (macOS)",
            "it reaches Feature, Sync-UI and Networking; the iOS app two (outside modules not counted)")
        #expect(
            root?.reason
                == "of the 2 application targets, the one that reaches the most modules (3); the others: App (iOS)")
        let single = Self.appGraph.inferredCompositionRoot()
        #expect(single == InferredCompositionRoot(module: "App", reason: "the application target of P.xcodeproj"))
        let executables = TestSupport.graph([
            "Server(executable) -> Core", "Server -> Routes", "cron(executable) -> Core",
        ])
        #expect(
            executables.inferredCompositionRoot()?.module == "Server",
            "the executable that reaches the most, not the first by name")
        #expect(TestSupport.graph(["A -> B"]).inferredCompositionRoot() == nil)
    }

    @Test func theSummaryCountsFilesNoModuleCompiles() {
        var summary = InputSummary()
        summary.packages = 2
        summary.packageTargets = 9
        summary.xcodeProjects = 1
        summary.xcodeTargetKinds = ["app": 1, "widget": 1, "unit-test": 2]
        let graph = Self.appGraph
        summary.countUnowned(
            [
                "/fixture/App/File.swift", "/fixture/Tools/a.swift", "/fixture/Tools/b.swift",
                "/fixture/Scripts/deep/x/c.swift", "/fixture/d.swift",
            ],
            in: graph, root: "/fixture")
        summary.inferredCompositionRoot = graph.inferredCompositionRoot()
        #expect(
            summary.lines == [
                "read 2 packages (9 targets) and 1 Xcode project (4 targets: 2 unit-test, 1 app, 1 widget)",
                "4 of 5 Swift files under the root belong to no module and are not checked: Tools (2), . (1), Scripts/deep (1)",
                "composition root: App, the application target of P.xcodeproj; fix plans inject from it (set \"compositionRoot\" in archlint.json to name another)",
            ])
        summary.countUnowned(
            [
                "/fixture/A/1.swift", "/fixture/A/2.swift", "/fixture/B/1.swift", "/fixture/C/1.swift",
                "/fixture/D/1.swift",
            ],
            in: graph, root: "/fixture")
        #expect(
            summary.lines[1]
                == "5 of 5 Swift files under the root belong to no module and are not checked: A (2), B (1), C (1) and 1 more folder"
        )
        summary.countUnowned(["/fixture/App/File.swift"], in: graph, root: "/fixture")
        summary.configuredCompositionRoot = "Main"
        #expect(
            summary.lines == [
                "read 2 packages (9 targets) and 1 Xcode project (4 targets: 2 unit-test, 1 app, 1 widget); every Swift file under the root (1) belongs to a module",
                "composition root: Main (\"compositionRoot\" in the rules file)",
            ])
    }
}

/// Snippets as SwiftPM sees them: `swift package describe` lists a snippet target for every
/// Swift file under `Snippets/`, at any depth, hidden ones too, each depending on the targets of
/// the package's library products.
@Suite(.requiresSwift, .tags(.differential))
struct SnippetTargetsDifferentialTests {
    @Test func snippetsAreTheTargetsSwiftPMDescribes() throws {
        let root = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = root + "/Package"
        try TemporaryDirectory.writeFile(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Snips", products: [.library(name: "Lib", targets: ["Lib", "Extra"]), .executable(name: "tool", targets: ["Tool"])],
                                  targets: [.target(name: "Lib"), .target(name: "Extra"), .target(name: "Unlisted"), .executableTarget(name: "Tool")])
            """, to: package + "/Package.swift")
        for target in ["Lib", "Extra", "Unlisted"] {
            try TemporaryDirectory.writeFile(
                "public let \(target.lowercased()) = 1\n", to: package + "/Sources/\(target)/\(target).swift")
        }
        try TemporaryDirectory.writeFile("print(1)\n", to: package + "/Sources/Tool/main.swift")
        try TemporaryDirectory.writeFile("import Lib\n", to: package + "/Snippets/Hello.swift")
        try TemporaryDirectory.writeFile("import Lib\n", to: package + "/Snippets/Group/Deep/Nested-One.swift")
        try TemporaryDirectory.writeFile("import Lib\n", to: package + "/Snippets/.Hidden.swift")
        try TemporaryDirectory.writeFile("not swift\n", to: package + "/Snippets/README.md")
        let scratch = root + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let swift = try #require(Toolchain.swift)
        let describe = try ChildProcess.run(
            swift, ["package", "--package-path", package, "--scratch-path", scratch, "describe", "--type", "json"],
            in: package
        )
        .requireSuccess("swift package describe in \(package)")
        let described = try JSONSerialization.jsonObject(with: Data(describe.standardOutput.utf8)) as! [String: Any]
        let expected = (described["targets"] as! [[String: Any]]).filter { $0["type"] as? String == "snippet" }.map {
            target in
            "\(target["name"]!) \(target["path"]!)/\((target["sources"] as! [String]).joined(separator: ",")) -> \((target["target_dependencies"] as? [String] ?? []).sorted())"
        }.sorted()
        let manifest = PackageManifest(
            name: "Snips",
            products: [
                .init(name: "Lib", kind: .library, targets: ["Lib", "Extra"]),
                .init(name: "tool", kind: .executable, targets: ["Tool"]),
            ],
            targets: ["Lib", "Extra", "Unlisted"].map { .init(name: $0) } + [.init(name: "Tool", kind: .executable)])
        let found = SnippetTargets.find(manifest: manifest, packageRoot: package)
        let actual = zip(found.targets, found.sources).map { target, sources in
            "\(target.name) \(PathUtilities.relative(sources.files[0], to: package)) -> \(target.dependencies.map(\.name).sorted())"
        }.sorted()
        #expect(actual == expected)
        #expect(actual.count == 3)
        #expect(found.targets.allSatisfy { $0.kind == .snippet })
    }
}
