import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// `unused-dependency` keeps a dependency that no file of its target imports when deleting it
/// would break an import: the build links, and lets a file import, every module it reaches
/// through declared dependencies (issue 27). Each graph is modelled on an app where the rule
/// reported such a carrier; "must not report" lists the carriers, `expected` what is unused.
@Suite struct UnusedDependencyCarrierTests {
    /// Reported edges of `unused-dependency` on `graph`.
    func unused(_ graph: ModuleGraph, sources: [String: String] = [:]) throws -> [String] {
        try TestSupport.evaluate(rule: #"{"kind": "unused-dependency"}"#, on: graph, sources: sources)
            .compactMap { $0.edge.map(\.description) }.sorted()
    }

    /// `graph` with some modules made Xcode targets of the given kinds.
    func xcode(_ graph: ModuleGraph, _ kinds: [String: XcodeTargetKind], thirdParty: Set<String> = []) -> ModuleGraph {
        let modules = graph.modules.values.map { module in
            var module = module
            if let kind = kinds[module.name] { module.kind = .xcode(kind) }
            if thirdParty.contains(module.name) { module.kind = .thirdParty }
            return module
        }
        return ModuleGraph(modules: modules, declared: graph.declared, imported: graph.imported)
    }

    /// Mohanyang (Tuist, swift-dependencies): the `Core` library links each client's live module,
    /// which only makes the interface's type conform to `DependencyKey`; the dependency library
    /// finds the live value by a run-time conformance lookup, so nothing imports it and linking
    /// it is its use. A module with a public type nobody imports is still reported.
    @Test func aModuleThatOnlyAddsConformancesIsLinkedToRegisterThem() throws {
        // Two test bundles link the live module: a template stub that imports only XCTest (the
        // link registers nothing it could look up: unused) and one that imports the interface.
        let graph = TestSupport.graph(
            [
                "KeychainClient -> KeychainClientInterface", "Core -> Foundation", "StubTests(test) -> XCTest",
                "ClientTests(test) -> KeychainClientInterface",
            ],
            declared: [
                "Core -> KeychainClient", "Core -> Logger", "KeychainClient -> KeychainClientInterface",
                "StubTests -> KeychainClient", "ClientTests -> KeychainClient",
                "ClientTests -> KeychainClientInterface",
            ])
        let sources = [
            "KeychainClient": """
            import KeychainClientInterface
            import Dependencies
            extension KeychainClient: DependencyKey {
                public static let liveValue = KeychainClient(read: { key in query(key) })
            }
            func query(_ key: String) -> String? { nil }
            """,
            "KeychainClientInterface": "public struct KeychainClient { public var read: (String) -> String? }\n",
            "Logger": "public struct Logger {}\n",
            "Core": "import Foundation\n",
        ]
        #expect(try unused(graph, sources: sources) == ["Core -> Logger", "StubTests -> KeychainClient"])
        // Without the conformance, the live module is an ordinary unused dependency.
        var plain = sources
        plain["KeychainClient"] =
            "import KeychainClientInterface\nextension KeychainClient {\n    public static let live = 1\n}\n"
        #expect(
            try unused(graph, sources: plain) == [
                "ClientTests -> KeychainClient", "Core -> KeychainClient", "Core -> Logger",
                "StubTests -> KeychainClient",
            ])
    }

    /// A widget extension links one package product, an empty umbrella target, and imports the
    /// features the umbrella depends on: the extension's link and each of the umbrella's
    /// dependencies carry those imports. The umbrella's dependency on `Analytics`, which the
    /// extension does not import, is unused.
    @Test func anUmbrellaTargetCarriesWhatTheExtensionImports() throws {
        let graph = xcode(
            TestSupport.graph(
                [
                    "Widget -> WidgetFeature", "Widget -> DeviceClient", "WidgetFeature -> DeviceClient",
                    "Umbrella -> Foundation", "DeviceClientLive -> DeviceClient",
                ],
                declared: [
                    "Widget -> Umbrella", "Umbrella -> WidgetFeature", "Umbrella -> DeviceClientLive",
                    "Umbrella -> Analytics", "WidgetFeature -> DeviceClient", "DeviceClientLive -> DeviceClient",
                ]),
            ["Widget": .widget])
        // Must not report: Widget -> Umbrella, Umbrella -> WidgetFeature (both carry Widget's
        // imports). DeviceClient reaches Widget through WidgetFeature too, so DeviceClientLive
        // carries nothing: it is reported, as is Analytics.
        #expect(try unused(graph) == ["Umbrella -> Analytics", "Umbrella -> DeviceClientLive"])
    }

    /// A chain of umbrella frameworks: each domain interface imports RxSwift, which it reaches only
    /// through BaseInterface -> ThirdPartyLib; both links carry it.
    @Test func aChainOfUmbrellaFrameworksCarriesAThirdPartyModule() throws {
        var graph = TestSupport.graph(
            ["AuthInterface -> RxSwift", "SongsInterface -> RxSwift", "ThirdPartyLib -> Foundation"],
            declared: [
                "AuthInterface -> BaseInterface", "SongsInterface -> BaseInterface",
                "BaseInterface -> ThirdPartyLib", "BaseInterface -> ErrorKit", "ThirdPartyLib -> RxSwift",
            ])
        graph = xcode(
            graph,
            [
                "AuthInterface": .framework, "SongsInterface": .framework, "BaseInterface": .framework,
                "ThirdPartyLib": .framework, "ErrorKit": .framework,
            ], thirdParty: ["RxSwift"])
        // Must not report: AuthInterface -> BaseInterface, SongsInterface -> BaseInterface,
        // BaseInterface -> ThirdPartyLib. ErrorKit carries nothing.
        #expect(try unused(graph) == ["BaseInterface -> ErrorKit"])
    }

    /// A wrapper product: every target links `LibraryDynamic`, whose target depends on `Library`,
    /// and imports `Library`.
    @Test func aWrapperProductCarriesTheLibraryItWraps() throws {
        let graph = TestSupport.graph(
            ["App -> Library", "App -> Shared", "Shared -> Library", "LibraryDynamic -> Library"],
            declared: [
                "App -> LibraryDynamic", "App -> Shared", "Shared -> LibraryDynamic", "LibraryDynamic -> Library",
            ])
        // App reaches Library through Shared too, so App -> LibraryDynamic carries nothing;
        // Shared's link is Library's only path for Shared.
        #expect(try unused(graph) == ["App -> LibraryDynamic"])
    }

    /// A module declared directly needs no carrier: the umbrella is unused once the target
    /// declares what it imports.
    @Test func aDirectDeclarationMakesTheUmbrellaUnused() throws {
        let graph = TestSupport.graph(
            ["Feature -> Logging"], declared: ["Feature -> Umbrella", "Feature -> Logging", "Umbrella -> Logging"])
        #expect(try unused(graph) == ["Feature -> Umbrella", "Umbrella -> Logging"])
    }

    /// An app does not see what the extensions it embeds link, so its dependency on an extension
    /// carries nothing; a test bundle sees what its host links.
    @Test func onlyLibrariesAndATestBundlesHostCarry() throws {
        let graph = xcode(
            TestSupport.graph(
                ["App -> Kit", "AppTests -> Kit", "Share -> Foundation"],
                declared: ["App -> Share", "Share -> Kit", "AppTests -> App", "App -> Umbrella", "Umbrella -> Kit"]),
            ["App": .application, "Share": .appExtension, "AppTests": .unitTest, "Umbrella": .framework])
        // Must not report: App -> Umbrella, Umbrella -> Kit (App's and AppTests' only path to
        // Kit; a test bundle imports through its host). Share -> Kit carries nothing: the app
        // cannot import through its extension.
        #expect(try unused(graph) == ["Share -> Kit"])
    }

    /// The import that needs a carrier, as `explain` names it: the target's own import first.
    @Test func theCarriedImportIsNamedWithItsLine() {
        let graph = TestSupport.graph(
            ["App -> Search", "App -> Logging", "Umbrella -> Foundation", "Search -> Logging"],
            declared: ["App -> Umbrella", "Umbrella -> Search", "Umbrella -> Logging"])
        let carriers = DependencyCarriers(graph: graph)
        let appImportsLogging = SourceLocation(file: "/fixture/Sources/App/File.swift", line: 2, column: 1)
        #expect(
            carriers.carriedImport(from: "Umbrella", removing: ["Logging"])
                == CarriedImport(importer: "App", module: "Logging", location: appImportsLogging))
        #expect(
            carriers.carriedImport(from: "App", removing: ["Umbrella"])
                == CarriedImport(importer: "App", module: "Logging", location: appImportsLogging))
        #expect(carriers.carriedImport(from: "Umbrella", removing: ["Search"])?.module == "Search")
        // Search imports Logging too, with no declared path at all: Search does not link
        // through Umbrella, so its import is not what Umbrella -> Logging carries (App's is).
    }

    /// A product of several targets is deleted whole: it carries what any of its targets brings.
    @Test func aProductOfSeveralTargetsCarriesWhatAnyOfThemBrings() {
        let graph = TestSupport.graph(
            ["App -> Core"], declared: ["App -> KitA", "App -> KitB", "KitB -> Core", "KitA -> Core"])
        let carriers = DependencyCarriers(graph: graph)
        #expect(carriers.carriedImport(from: "App", removing: ["KitA"]) == nil)
        #expect(carriers.carriedImport(from: "App", removing: ["KitA", "KitB"])?.module == "Core")
    }

    /// Swift without MemberImportVisibility lets a file use the extension members of any
    /// linked module: a target that uses a client's `DependencyValues` key or a mock's `UUID`
    /// members uses that dependency, import or not. One it does not use is reported, and so is
    /// one whose only matching member has a common name (`mock`: anyone's).
    @Test func extensionMembersUsedWithoutAnImportAreAUse() throws {
        let graph = TestSupport.graph(
            ["Game -> Dependencies", "ApiClient -> Dependencies", "Mocks -> Foundation"],
            declared: [
                "Game -> ApiClient", "Game -> Mocks", "Game -> AudioClient", "Game -> Helpers",
                "ApiClient -> Dependencies",
            ])
        let sources = [
            "ApiClient":
                "import Dependencies\npublic struct ApiClient {}\nextension DependencyValues {\n"
                + "    public var apiClient: ApiClient { ApiClient() }\n}",
            "Mocks": "import Foundation\nextension UUID {\n    public static let deadbeef = UUID()\n}",
            "Helpers": "import Foundation\nextension Date {\n    public static let mock = Date()\n}",
            "AudioClient":
                "public struct AudioClient {}\nextension DependencyValues {\n    public var audio: Int { 0 }\n}",
            "Game":
                "import Dependencies\nstruct Game {\n    @Dependency(\\.apiClient) var apiClient\n"
                + "    let id: UUID = .deadbeef\n    let date: Date = .mock\n}",
        ]
        #expect(try unused(graph, sources: sources) == ["Game -> AudioClient", "Game -> Helpers"])
    }

    /// A member added to a workspace struct or enum belongs to that type only: a value the file
    /// annotates with another type (`content: NotificationContent`) writing a member of the same
    /// name does not use the extension (modelled on an app extension whose notification content
    /// has a `subtitle`, like a kit's extension of its `Visibility` enum). A value of the
    /// extended type itself, or one whose type is not written, still counts.
    @Test func aValueOfAnotherTypeDoesNotUseAValueTypesExtension() throws {
        let graph = TestSupport.graph(
            ["Extension -> UserNotifications", "StatusKit -> Models", "DesignKit -> Models", "Other -> Models"],
            declared: [
                "Extension -> StatusKit", "Extension -> DesignKit", "Other -> StatusKit", "StatusKit -> Models",
                "DesignKit -> Models",
            ])
        let sources = [
            "Models": "public enum Visibility { case pub }\npublic struct Account {}\n",
            "StatusKit": "import Models\nextension Models.Visibility {\n    public var subtitle: String { \"\" }\n}\n",
            "DesignKit": "import Models\nextension Account {\n    public var safeDisplayName: String { \"\" }\n}\n",
            "Extension":
                "import UserNotifications\nfinal class Service {\n    var content: UNMutableNotificationContent?\n"
                + "    func handle(_ note: Note) {\n        content.subtitle = \"x\"\n"
                + "        _ = note.account.safeDisplayName\n    }\n}\n",
            "Other": "func show(_ visibility: Visibility) -> String {\n    visibility.subtitle\n}\n",
        ]
        #expect(try unused(graph, sources: sources) == ["Extension -> StatusKit"])
    }
}
