import Testing
@testable import ArchLintGraph

/// Role inference on small graphs modelled on the real apps it was tuned on, each with what it
/// must find and what it must not (the false positives of names-only and graph-only guesses).
@Suite struct RoleInferenceTests {
    /// A graph from `"A -> B"` imports (see `TestSupport.graph`), with each module's folder below
    /// `/app` given by `folders` (default `Sources/NAME`).
    static func graph(_ imports: [String], declared: [String] = [], folders: [String: String] = [:]) -> ModuleGraph {
        let base = TestSupport.graph(imports, declared: declared)
        let modules = base.modules.values.map { module -> Module in
            var module = module
            if module.kind.isTarget { module.directory = "/app/" + (folders[module.name] ?? "Sources/\(module.name)") }
            return module
        }
        return ModuleGraph(modules: modules, declared: base.declared, imported: base.imported)
    }

    static func roles(_ graph: ModuleGraph) -> [String: String] {
        RoleInference.infer(graph, root: "/app").assignments.mapValues(\.role.rawValue)
    }

    @Test func namesStateRoles() {
        let roles = Self.roles(Self.graph([
            "PaymentsFeature -> CoreUI", "ProfileFeature -> CoreUI", "Data -> Networking", "AuthNetworkService -> Foundation",
            "UserRepository -> Domain", "ProfileFeature -> ProfileDomain", "CoreNetwork -> Foundation", "App(executable) -> PaymentsFeature",
        ]))
        #expect(roles["PaymentsFeature"] == "feature")
        #expect(roles["CoreUI"] == "core")
        #expect(roles["Data"] == "data")
        #expect(roles["UserRepository"] == "data")
        #expect(roles["Networking"] == "network")
        #expect(roles["AuthNetworkService"] == "network")
        #expect(roles["Domain"] == "domain")
        #expect(roles["ProfileDomain"] == "domain")
        // The last word says what a module is: CoreNetwork is the network, not a core peer.
        #expect(roles["CoreNetwork"] == "network")
        #expect(roles["App"] == "composition-root")
        #expect(roles["Foundation"] == nil, "SDK modules get no role")
    }

    @Test func foldersStateRolesNamesDoNot() {
        let roles = Self.roles(Self.graph(
            ["Timeline -> Toolkit", "Account -> Toolkit", "Toolkit -> Foundation"],
            folders: ["Timeline": "Modules/Features/Timeline", "Account": "Modules/Features/Account/Sources", "Toolkit": "Modules/Core/Toolkit"]))
        #expect(roles["Timeline"] == "feature")
        #expect(roles["Account"] == "feature")
        #expect(roles["Toolkit"] == "core")
    }

    @Test func evidenceSaysWhy() {
        let roles = RoleInference.infer(Self.graph(["PaymentsFeature -> CoreUI"], folders: ["PaymentsFeature": "Features/PaymentsFeature"]), root: "/app")
        #expect(roles.assignments["PaymentsFeature"]?.because == "name: named *Feature; folder: under Features/")
        #expect(roles.assignments["CoreUI"]?.because == "name: named Core*")
    }

    /// IceCubes: features are plain packages (Timeline, Explore, Account) found by their place in
    /// the graph; Account, which two features reach into, is a feature too; what many features
    /// use is shared; a UI kit one feature imports is not a feature.
    @Test func graphFindsFeaturesWithoutNames() {
        let roles = Self.roles(Self.graph([
            "Timeline -> SwiftUI", "Timeline -> DesignSystem", "Timeline -> Models",
            "Explore -> SwiftUI", "Explore -> Account", "Explore -> DesignSystem", "Explore -> Models",
            "Lists -> SwiftUI", "Lists -> Account", "Lists -> DesignSystem",
            "Notifications -> SwiftUI", "Notifications -> DesignSystem", "Notifications -> PreferencesKit",
            "Conversations -> SwiftUI", "Conversations -> DesignSystem",
            "Account -> SwiftUI", "Account -> DesignSystem", "Account -> Models",
            "PreferencesKit -> SwiftUI", "PreferencesKit -> DesignSystem",
            "DesignSystem -> SwiftUI", "DesignSystem -> Models",
        ]))
        for feature in ["Timeline", "Explore", "Lists", "Notifications", "Conversations", "Account"] { #expect(roles[feature] == "feature", "\(feature)") }
        #expect(roles["DesignSystem"] == "shared")
        #expect(roles["Models"] == "shared")
        // Must not: a UI kit built on one library that one feature imports.
        #expect(roles["PreferencesKit"] == nil)
    }

    /// NetNewsWire: libraries with AppKit/UIKit extensions and one top module are not features.
    @Test func graphFindsNoFeaturesInALibraryWorkspace() {
        let roles = Self.roles(Self.graph([
            "Images -> AppKit", "Images -> Articles", "Images -> RSCore", "RSTree -> AppKit", "Articles -> RSCore", "RSCore -> UIKit",
        ]))
        #expect(roles.values.filter { $0 == "feature" }.isEmpty)
        // Nor when a single SwiftUI module sits on top: features come as siblings.
        #expect(Self.roles(Self.graph(["Settings -> SwiftUI", "Settings -> Store"])).values.allSatisfy { $0 != "feature" })
    }

    @Test func namedFeaturesTurnGraphInferenceOff() {
        let roles = Self.roles(Self.graph(["HomeFeature -> SwiftUI", "Gallery -> SwiftUI", "Stats -> SwiftUI"]))
        #expect(roles["HomeFeature"] == "feature")
        #expect(roles["Gallery"] == nil, "the team names its features; a SwiftUI module without the name is not guessed")
    }

    /// isowords, babylon: the app target (Xcode, outside the graph) links AppFeature, which
    /// composes the features: AppFeature is the root, known by its name.
    @Test func rootFeatureByName() {
        let roles = Self.roles(Self.graph(["AppFeature -> HomeFeature", "AppFeature -> OnboardingFeature", "HomeFeature -> SettingsFeature",
                                           "AppFeatureTests(test) -> AppFeature"]))
        #expect(roles["AppFeature"] == "root-feature")
        #expect(roles["HomeFeature"] == "feature", "a parent feature stays a feature")
    }

    @Test func rootFeatureLinkedByTheApplication() {
        let roles = Self.roles(Self.graph(["Wallet(executable) -> ShellFeature", "Wallet(executable) -> ApiClientLive",
                                           "ShellFeature -> HomeFeature", "ShellFeature -> SettingsFeature"]))
        #expect(roles["ShellFeature"] == "root-feature")
        let evidence = RoleInference.infer(Self.graph(["Wallet(executable) -> ShellFeature", "ShellFeature -> HomeFeature",
                                                        "ShellFeature -> SettingsFeature"]), root: "/app")
        #expect(evidence.assignments["ShellFeature"]?.evidence.first?.description == "graph: the only feature application Wallet links, composing HomeFeature, SettingsFeature")
        // Composing one feature, the module the app links is a parent, not a root.
        #expect(Self.roles(Self.graph(["Wallet(executable) -> PaymentsFeature", "Wallet(executable) -> Data",
                                       "PaymentsFeature -> SearchFeature"]))["PaymentsFeature"] == "feature")
    }

    /// SampleProject: the app links every feature itself; one of them importing another is no root.
    @Test func noRootFeatureWhenTheAppLinksSeveral() {
        let roles = Self.roles(Self.graph(["App(executable) -> PaymentsFeature", "App(executable) -> SearchFeature",
                                           "PaymentsFeature -> SearchFeature"]))
        #expect(roles["PaymentsFeature"] == "feature")
        // Nor a module named App* that a library imports (icecubes' AppAccount).
        #expect(Self.roles(Self.graph(["AppFeature -> HomeFeature", "SettingsFeature -> AppFeature"]))["AppFeature"] == "feature")
    }

    @Test func testSupportByName() {
        let roles = Self.roles(Self.graph([
            "NetworkingTestingUtils -> @testable Networking", "CoreTestHelpers -> Foundation", "WaitlistMocks -> Waitlist",
            "FirstPartyMocks -> Foundation", "GameFeature -> FirstPartyMocks", "XCTestDebugSupport -> Foundation",
            "BookmarksTestDBBuilder(executable) -> Foundation",
        ]))
        for name in ["NetworkingTestingUtils", "CoreTestHelpers", "WaitlistMocks", "FirstPartyMocks", "XCTestDebugSupport", "BookmarksTestDBBuilder"] {
            #expect(roles[name] == "test-support", "\(name)")
        }
        #expect(roles["CoreTestHelpers"] != "core", "test support before the Core* name")
        let evidence = RoleInference.infer(Self.graph(["GameFeature -> FirstPartyMocks"]), root: "/app").assignments["FirstPartyMocks"]
        #expect(evidence?.because.contains("also linked by production code (GameFeature)") == true)
    }

    @Test func testSupportByGraph() {
        let roles = Self.roles(Self.graph([
            "PersistenceFixtures2 -> XCTest", "StoreTests(test) -> PersistenceFixtures2",
            "Probe -> @testable Store", "StoreTests(test) -> Probe",
            // Triton: only test targets depend on Now in SwiftPM (the Xcode app links it): not test support.
            "Now -> SwiftUI", "NowTests(test) -> Now",
        ]))
        #expect(roles["PersistenceFixtures2"] == "test-support")
        #expect(roles["Probe"] == "test-support")
        #expect(roles["Now"] != "test-support")
    }

    /// babylon: *Prelude modules re-export core to every feature; they sit above core.
    @Test func umbrellas() {
        let roles = Self.roles(Self.graph(
            ["FeaturePrelude -> @_exported DesignSystem", "FeaturePrelude -> @_exported Models", "FeaturePrelude -> @_exported Foundation",
             "CoreUI -> @_exported SwiftUI", "CoreKit -> @_exported CoreModels"],
            folders: ["FeaturePrelude": "Sources/Core/FeaturePrelude", "DesignSystem": "Sources/Core/DesignSystem"]))
        #expect(roles["FeaturePrelude"] == "umbrella")
        #expect(roles["DesignSystem"] == "core")
        // One re-export (or SDK ones) does not make an umbrella.
        #expect(roles["CoreUI"] == "core")
        #expect(roles["CoreKit"] == "core")
    }

    @Test func wordsSplitNamesAsPeopleRead() {
        #expect(RoleInference.words("HTTPClient") == ["HTTP", "Client"])
        #expect(RoleInference.words("SyncUI-macOS") == ["Sync", "UI", "mac", "OS"])
        #expect(RoleInference.words("XCTestDebugSupport") == ["XC", "Test", "Debug", "Support"])
        #expect(RoleInference.words("BookmarksTestsUtils") == ["Bookmarks", "Tests", "Utils"])
        #expect(RoleInference.words("Latest") == ["Latest"], "no Test word hides inside a word")
    }

    @Test func inferenceIsDeterministic() {
        let graph = Self.graph(["Timeline -> SwiftUI", "Explore -> SwiftUI", "Explore -> Account", "Account -> SwiftUI",
                                "Account -> A", "Account -> B", "Timeline -> A", "Explore -> A"])
        let first = RoleInference.infer(graph, root: "/app")
        for _ in 0..<5 { #expect(RoleInference.infer(graph, root: "/app") == first) }
    }
}
