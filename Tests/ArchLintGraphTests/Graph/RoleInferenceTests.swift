import Testing
import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintTestSupport

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
        let roles = Self.roles(
            Self.graph([
                "PaymentsFeature -> CoreUI", "ProfileFeature -> CoreUI", "Data -> Networking",
                "AuthNetworkService -> Foundation",
                "UserRepository -> Domain", "ProfileFeature -> ProfileDomain", "CoreNetwork -> Foundation",
                "App(executable) -> PaymentsFeature",
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

    /// SwiftPM builds an executable target as a command-line tool; beside an application that
    /// composes the workspace's libraries, one that builds on none of them (an asset-catalog
    /// generator) composes nothing: no composition root. Alone, it is the application.
    @Test func anExecutableBuildingOnNoLibraryIsATool() {
        let inferred = RoleInference.infer(
            Self.graph(["App(executable) -> PaymentsFeature", "AssetGenerator(executable) -> Foundation"]),
            root: "/app")
        #expect(inferred.role(of: "App") == .compositionRoot)
        #expect(inferred.role(of: "AssetGenerator") == nil)
        #expect(
            inferred.notes["AssetGenerator"]?.map(\.description) == [
                "graph: an executable target that builds on no library of the workspace, beside applications that "
                    + "do: a command-line tool, not the root that composes the app"
            ])
        // Alone, an executable is the application, whatever it imports.
        let alone = RoleInference.infer(Self.graph(["Tool(executable) -> Foundation"]), root: "/app")
        #expect(alone.role(of: "Tool") == .compositionRoot)
    }

    /// `Layer` and `Module` name a container: the word before says the role (Dissonance's
    /// `DomainLayer`, `DataLayer`); alone, or after a word that says nothing, no role.
    @Test func aContainerWordIsReadPast() {
        #expect(
            RoleInference.nameRole("DomainLayer").map { "\($0.role.rawValue) \($0.pattern)" } == "domain DomainLayer")
        #expect(RoleInference.nameRole("DataLayer")?.role == .data)
        #expect(RoleInference.nameRole("AuthNetworkModule").map(\.pattern) == "*NetworkModule")
        #expect(RoleInference.nameRole("SearchFeatureModule")?.role == .feature)
        #expect(RoleInference.nameRole("PresentationLayer") == nil)
        #expect(RoleInference.nameRole("Layer") == nil && RoleInference.nameRole("ScannerModule") == nil)
    }

    @Test func foldersStateRolesNamesDoNot() {
        let roles = Self.roles(
            Self.graph(
                ["Timeline -> Toolkit", "Account -> Toolkit", "Toolkit -> Foundation"],
                folders: [
                    "Timeline": "Modules/Features/Timeline", "Account": "Modules/Features/Account/Sources",
                    "Toolkit": "Modules/Core/Toolkit",
                ]))
        #expect(roles["Timeline"] == "feature")
        #expect(roles["Account"] == "feature")
        #expect(roles["Toolkit"] == "core")
    }

    @Test func evidenceSaysWhy() {
        let roles = RoleInference.infer(
            RoleInferenceTests.graph(
                ["PaymentsFeature -> CoreUI"], folders: ["PaymentsFeature": "Features/PaymentsFeature"]), root: "/app")
        #expect(roles.assignments["PaymentsFeature"]?.because == "name: named *Feature; folder: under Features/")
        #expect(roles.assignments["CoreUI"]?.because == "name: named Core*")
    }

    /// IceCubes: features are plain packages (Timeline, Explore, Account) found by their place in
    /// the graph; Account, which two features reach into, is a feature too; what many features
    /// use is shared; a UI kit one feature imports is not a feature.
    @Test func graphFindsFeaturesWithoutNames() {
        let roles = Self.roles(
            Self.graph([
                "Timeline -> SwiftUI", "Timeline -> DesignSystem", "Timeline -> Models",
                "Explore -> SwiftUI", "Explore -> Account", "Explore -> DesignSystem", "Explore -> Models",
                "Lists -> SwiftUI", "Lists -> Account", "Lists -> DesignSystem",
                "Notifications -> SwiftUI", "Notifications -> DesignSystem", "Notifications -> PreferencesKit",
                "Conversations -> SwiftUI", "Conversations -> DesignSystem",
                "Account -> SwiftUI", "Account -> DesignSystem", "Account -> Models",
                "PreferencesKit -> SwiftUI", "PreferencesKit -> DesignSystem",
                "DesignSystem -> SwiftUI", "DesignSystem -> Models",
            ]))
        for feature in ["Timeline", "Explore", "Lists", "Notifications", "Conversations", "Account"] {
            #expect(roles[feature] == "feature", "\(feature)")
        }
        #expect(roles["DesignSystem"] == "shared")
        #expect(roles["Models"] == "shared")
        // Must not: a UI kit built on one library that one feature imports.
        #expect(roles["PreferencesKit"] == nil)
    }

    /// NetNewsWire: libraries with AppKit/UIKit extensions and one top module are not features.
    @Test func graphFindsNoFeaturesInALibraryWorkspace() {
        let roles = Self.roles(
            Self.graph([
                "Images -> AppKit", "Images -> Articles", "Images -> RSCore", "RSTree -> AppKit", "Articles -> RSCore",
                "RSCore -> UIKit",
            ]))
        #expect(roles.values.filter { $0 == "feature" }.isEmpty)
        // Nor when a single SwiftUI module sits on top: features come as siblings.
        #expect(
            Self.roles(Self.graph(["Settings -> SwiftUI", "Settings -> Store"])).values.allSatisfy { $0 != "feature" })
    }

    @Test func namedFeaturesTurnGraphInferenceOff() {
        let roles = Self.roles(Self.graph(["HomeFeature -> SwiftUI", "Gallery -> SwiftUI", "Stats -> SwiftUI"]))
        #expect(roles["HomeFeature"] == "feature")
        #expect(
            roles["Gallery"] == nil, "the team names its features; a SwiftUI module without the name is not guessed")
    }

    /// isowords, babylon: the app target (Xcode, outside the graph) links AppFeature, which
    /// composes the features: AppFeature is the root, known by its name.
    @Test func rootFeatureByName() {
        let roles = Self.roles(
            Self.graph([
                "AppFeature -> HomeFeature", "AppFeature -> OnboardingFeature", "HomeFeature -> SettingsFeature",
                "AppFeatureTests(test) -> AppFeature",
            ]))
        #expect(roles["AppFeature"] == "root-feature")
        #expect(roles["HomeFeature"] == "feature", "a parent feature stays a feature")
    }

    @Test func rootFeatureLinkedByTheApplication() {
        let roles = Self.roles(
            Self.graph([
                "Wallet(executable) -> ShellFeature", "Wallet(executable) -> ApiClientLive",
                "ShellFeature -> HomeFeature", "ShellFeature -> SettingsFeature",
            ]))
        #expect(roles["ShellFeature"] == "root-feature")
        let evidence = RoleInference.infer(
            RoleInferenceTests.graph([
                "Wallet(executable) -> ShellFeature", "ShellFeature -> HomeFeature",
                "ShellFeature -> SettingsFeature",
            ]), root: "/app")
        #expect(
            evidence.assignments["ShellFeature"]?.evidence.first?.description
                == "graph: the only feature application Wallet links, composing HomeFeature, SettingsFeature")
        // Composing one feature, the module the app links is a parent, not a root.
        #expect(
            Self.roles(
                Self.graph([
                    "Wallet(executable) -> PaymentsFeature", "Wallet(executable) -> Data",
                    "PaymentsFeature -> SearchFeature",
                ]))["PaymentsFeature"] == "feature")
    }

    /// SampleProject: the app links every feature itself; one of them importing another is no root.
    @Test func noRootFeatureWhenTheAppLinksSeveral() {
        let roles = Self.roles(
            Self.graph([
                "App(executable) -> PaymentsFeature", "App(executable) -> SearchFeature",
                "PaymentsFeature -> SearchFeature",
            ]))
        #expect(roles["PaymentsFeature"] == "feature")
        // Nor a module named App* that a library imports (icecubes' AppAccount).
        #expect(
            Self.roles(Self.graph(["AppFeature -> HomeFeature", "SettingsFeature -> AppFeature"]))["AppFeature"]
                == "feature")
    }

    @Test func testSupportByName() {
        let roles = Self.roles(
            Self.graph([
                "NetworkingTestingUtils -> @testable Networking", "CoreTestHelpers -> Foundation",
                "WaitlistMocks -> Waitlist",
                "FirstPartyMocks -> Foundation", "GameFeature -> FirstPartyMocks", "XCTestDebugSupport -> Foundation",
                "BookmarksTestDBBuilder(executable) -> Foundation",
            ]))
        for name in [
            "NetworkingTestingUtils", "CoreTestHelpers", "WaitlistMocks", "FirstPartyMocks", "XCTestDebugSupport",
            "BookmarksTestDBBuilder",
        ] {
            #expect(roles[name] == "test-support", "\(name)")
        }
        #expect(roles["CoreTestHelpers"] != "core", "test support before the Core* name")
        let evidence = RoleInference.infer(RoleInferenceTests.graph(["GameFeature -> FirstPartyMocks"]), root: "/app")
            .assignments["FirstPartyMocks"]
        #expect(evidence?.because.contains("also linked by production code (GameFeature)") == true)
    }

    @Test func testSupportByGraph() {
        let roles = Self.roles(
            Self.graph([
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
        let roles = Self.roles(
            Self.graph(
                [
                    "FeaturePrelude -> @_exported DesignSystem", "FeaturePrelude -> @_exported Models",
                    "FeaturePrelude -> @_exported Foundation",
                    "CoreUI -> @_exported SwiftUI", "CoreKit -> @_exported CoreModels",
                ],
                folders: ["FeaturePrelude": "Sources/Core/FeaturePrelude", "DesignSystem": "Sources/Core/DesignSystem"])
        )
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
        let graph = Self.graph([
            "Timeline -> SwiftUI", "Explore -> SwiftUI", "Explore -> Account", "Account -> SwiftUI",
            "Account -> A", "Account -> B", "Timeline -> A", "Explore -> A",
        ])
        let first = RoleInference.infer(graph, root: "/app")
        for _ in 0..<5 { #expect(RoleInference.infer(graph, root: "/app") == first) }
    }
}

/// Roles from what the code shows and from the sub-layers of groups (issue 27): the cases of the
/// apps that names and folders misled, each with what must and must not be inferred.
@Suite struct RoleEvidenceInferenceTests {
    /// Roles of `graph` with `sources` as each module's one file (`/fixture/Sources/NAME/File.swift`).
    static func roles(_ graph: ModuleGraph, sources: [String: String] = [:], fixed: [String: ModuleRole] = [:])
        -> ModuleRoles
    {
        var files: [String: String] = [:]
        for (module, text) in sources { files["/fixture/Sources/\(module)/File.swift"] = text }
        let symbols = SymbolIndex(graph: graph, files: .memory(files))
        return RoleInference.infer(
            graph, root: "/fixture", symbols: symbols,
            fixed: fixed.mapValues { RoleAssignment($0, [RoleEvidence(.rulesFile, "set")]) })
    }

    static func names(_ roles: ModuleRoles) -> [String: String] { roles.assignments.mapValues(\.role.rawValue) }

    /// `TestSupport.graph` with `outside` made third-party packages (not workspace targets).
    static func graph(_ imports: [String], outside: Set<String>) -> ModuleGraph {
        let base = TestSupport.graph(imports)
        let modules = base.modules.values.map { module -> Module in
            guard outside.contains(module.name) else { return module }
            return Module(name: module.name, kind: .thirdParty)
        }
        return ModuleGraph(modules: modules, declared: base.declared, imported: base.imported)
    }

    /// A core group with its vocabulary module: the floor is `base`, the rest are peers; CoreUI,
    /// which one peer imports and which builds only on the floor, is a floor too (sub-layer 2).
    @Test func theCoreFloorIsNoPeer() {
        let graph = TestSupport.graph([
            "CoreUI -> CoreModels", "CoreAnalytics -> CoreModels", "CoreMaps -> CoreModels",
            "CoreAnalytics -> CoreUI",
        ])
        let roles = RoleInference.infer(graph, root: "/fixture")
        #expect(Self.names(roles)["CoreModels"] == "base")
        #expect(Self.names(roles)["CoreUI"] == "base")
        for peer in ["CoreAnalytics", "CoreMaps"] { #expect(Self.names(roles)[peer] == "core", "\(peer)") }
        #expect(
            roles.layerings == [
                GroupLayering(
                    group: .core, levels: [["CoreAnalytics", "CoreMaps"], ["CoreUI"], ["CoreModels"]],
                    floorRole: .base)
            ])
        #expect(
            roles.assignments["CoreModels"]?.because == "graph: floor of group core (sub-layer 3 of 3): imported by"
                + " CoreAnalytics, CoreMaps, CoreUI; imports no member: below them, not their peer; name: named Core*")
        #expect(
            roles.assignments["CoreUI"]?.evidence.first?.description == "graph: floor of group core (sub-layer 2 of 3):"
                + " imported by CoreAnalytics; imports only the floor below it (CoreModels): below them, not their peer"
        )
    }

    /// Floors below floors: Models, then Utilities that the rest builds on.
    @Test func subLayersRepeat() {
        let graph = TestSupport.graph([
            "CoreUtilities -> CoreModels", "CoreUI -> CoreUtilities", "CoreUI -> CoreModels",
            "CoreAnalytics -> CoreUtilities", "CoreMaps -> CoreUtilities",
        ])
        let roles = RoleInference.infer(graph, root: "/fixture")
        #expect(
            roles.layerings.first?.levels == [
                ["CoreAnalytics", "CoreMaps", "CoreUI"], ["CoreUtilities"], ["CoreModels"],
            ])
        #expect(Self.names(roles)["CoreUtilities"] == "base" && Self.names(roles)["CoreModels"] == "base")
    }

    /// Libraries the features share that the app's floor itself imports are below that floor,
    /// whatever their names sort as (modelled on a TCA app): Models and Utils are the floor (the
    /// network module builds on them); Generated, which they import and which imports nothing, and
    /// DerivationTool, which Models imports and which builds only on Utils, are the floor too, not
    /// `shared` above it (a layer order from those roles reported Models importing them).
    @Test func whatTheFloorImportsIsTheFloor() {
        let graph = TestSupport.graph([
            "HomeFeature -> Models", "SendFeature -> Models", "HomeFeature -> Utils", "SendFeature -> Utils",
            "HomeFeature -> Generated", "SendFeature -> Generated", "HomeFeature -> DerivationTool",
            "SendFeature -> DerivationTool", "HomeFeature -> Banner", "SendFeature -> Banner",
            "Networking -> Models", "Networking -> Utils", "Models -> Generated", "Utils -> Generated",
            "Models -> DerivationTool", "DerivationTool -> Utils",
        ])
        let roles = RoleInference.infer(graph, root: "/fixture")
        let names = Self.names(roles)
        for floor in ["Models", "Utils", "Generated", "DerivationTool"] { #expect(names[floor] == "base", "\(floor)") }
        // Only the features import Banner: it stays beside them.
        #expect(names["Banner"] == "shared")
        #expect(
            roles.assignments["DerivationTool"]?.evidence.first?.description
                == "graph: the lower layers build on it too (Models (base)) and it builds only on the floor (Utils):"
                + " the vocabulary below them all")
    }

    /// Some members, not all, build on a floor: a utility one client imports, the interface
    /// module of a store (X imports XInterface, whatever they are called), a lower client two
    /// others build on. Modelled on Tuist apps with a Shared/ folder of small modules.
    @Test func aFloorNeedsOneMemberAbove() {
        let roles = RoleInference.infer(
            TestSupport.graph([
                "CoreDeviceClient -> CoreDeviceUtil", "CoreMealClient -> CoreSchoolClient",
                "CoreTimeClient -> CoreSchoolClient",
                "CoreSchoolClient -> CoreConstants", "CoreTokenStore -> CoreTokenStoring",
                "CoreVault -> CoreVaultContract",
                "CoreTokenStore -> CoreVaultContract", "CoreLog -> Foundation",
            ]), root: "/fixture")
        let names = Self.names(roles)
        for floor in ["CoreDeviceUtil", "CoreSchoolClient", "CoreConstants", "CoreTokenStoring", "CoreVaultContract"] {
            #expect(names[floor] == "base", "\(floor)")
        }
        for peer in ["CoreDeviceClient", "CoreMealClient", "CoreTimeClient", "CoreTokenStore", "CoreVault", "CoreLog"] {
            #expect(names[peer] == "core", "\(peer)")
        }
        #expect(
            roles.layerings.first?.levels == [
                ["CoreDeviceClient", "CoreLog", "CoreMealClient", "CoreTimeClient", "CoreTokenStore", "CoreVault"],
                ["CoreSchoolClient"], ["CoreConstants", "CoreDeviceUtil", "CoreTokenStoring", "CoreVaultContract"],
            ])
        #expect(
            roles.assignments["CoreVaultContract"]?.evidence.first?.description
                == "graph: floor of group core (sub-layer 3 of 3):"
                + " imported by CoreTokenStore, CoreVault; imports no member: below them, not their peer")
        // A dependency declared but never imported says so.
        let declared = RoleInference.infer(
            TestSupport.graph(["CoreA -> CoreB"], declared: ["CoreC -> CoreB"]), root: "/fixture")
        #expect(
            declared.assignments["CoreB"]?.evidence.first?.description
                == "graph: floor of group core (sub-layer 2 of 2):"
                + " imported by CoreA, declared as a dependency by CoreC; imports no member: below them, not their peer"
        )
    }

    /// Must not: what stays peers, so its imports are findings. In a cycle nothing is a floor, nor
    /// is a module in a cycle for the member importing it; a screen module that only modules
    /// without screens import is no floor (UI sits above the code it shows); nor is a module
    /// the rules file sets (rolesSetByTheRulesFileAreFixed).
    @Test func peersStayPeers() {
        let cycle = RoleInference.infer(
            TestSupport.graph(["CoreA -> CoreB", "CoreC -> CoreB", "CoreD -> CoreB", "CoreB -> CoreA"]),
            root: "/fixture")
        for peer in ["CoreA", "CoreB", "CoreC", "CoreD"] { #expect(Self.names(cycle)[peer] == "core", "\(peer)") }
        #expect(cycle.layerings.isEmpty)
        let screens = RoleInference.infer(
            TestSupport.graph([
                "CoreDesign -> SwiftUI", "CoreAnalytics -> CoreDesign", "CoreDesign -> CoreDates",
                "CoreAnalytics -> CoreDates",
            ]), root: "/fixture")
        #expect(Self.names(screens)["CoreDesign"] == "core", "only CoreAnalytics, without screens, imports it")
        #expect(Self.names(screens)["CoreDates"] == "base")
        let both = RoleInference.infer(
            TestSupport.graph([
                "CoreDesign -> SwiftUI", "CoreAnalytics -> CoreDesign", "CoreToast -> SwiftUI",
                "CoreToast -> CoreDesign",
            ]), root: "/fixture")
        #expect(Self.names(both)["CoreDesign"] == "base", "CoreToast, a screen module, builds on it")
        let alone = RoleInference.infer(
            TestSupport.graph(["CoreA -> Foundation", "CoreB -> Foundation"]), root: "/fixture")
        #expect(alone.layerings.isEmpty, "no member imports another: all peers")
        // Two are layered as more are: a UI kit on the base module (ModularHomeInventory's
        // SharedUI -> Core), but not a screen module below one without screens.
        let two = RoleInference.infer(TestSupport.graph(["SharedUI -> Core"]), root: "/fixture")
        #expect(Self.names(two)["Core"] == "base" && Self.names(two)["SharedUI"] == "core")
        let uiBelow = RoleInference.infer(
            TestSupport.graph(["CoreDesign -> SwiftUI", "CoreAnalytics -> CoreDesign"]), root: "/fixture")
        #expect(Self.names(uiBelow)["CoreDesign"] == "core", "a screen module below code without screens is a peer")
        let chain = RoleInference.infer(TestSupport.graph(["CoreA -> CoreB", "CoreB -> CoreC"]), root: "/fixture")
        #expect(
            chain.layerings.first?.levels == [["CoreA"], ["CoreB"], ["CoreC"]],
            "a group of three: a floor below a floor")
    }

    /// A folder says core, the graph says otherwise: the module of a Core folder that imports
    /// most of its siblings and that none imports is the top of that folder, not a core peer.
    @Test func theTopOfACoreFolderIsNoPeer() {
        let folders = [
            "Scenarios": "Core/Sources/Scenarios", "Integration": "Core/Sources/Integration",
            "Interface": "Core/Sources/Interface", "Localization": "Core/Sources/Localization",
            "Models": "Core/Sources/Models", "CoreKit": "Core/Sources/CoreKit",
        ]
        let roles = RoleInference.infer(
            RoleInferenceTests.graph(
                [
                    "Scenarios -> Integration", "Scenarios -> Interface", "Scenarios -> Localization",
                    "Integration -> Interface",
                    "Integration -> Localization", "Interface -> Localization", "Models -> Foundation",
                    "CoreKit -> Integration", "CoreKit -> Interface", "CoreKit -> Localization",
                ], folders: folders), root: "/app")
        #expect(roles.role(of: "Scenarios") == nil)
        #expect(
            roles.notes["Scenarios"]?.map(\.description) == [
                "folder: under Core/",
                "graph: the folder says core, but it imports"
                    + " 3 of the 5 other core modules there (Integration, Interface, Localization) and no core module depends on it:"
                    + " the top of that folder, composing its siblings, not a core peer",
            ])
        // Named Core*: the name is evidence beyond the folder. Integration imports 2 of 5: a member,
        // the floor CoreKit builds on.
        #expect(roles.role(of: "CoreKit") == .core)
        #expect(roles.role(of: "Integration") == .base && roles.notes["Integration"] == nil)
        #expect(roles.role(of: "Interface") == .base && roles.role(of: "Localization") == .base)
        // Must not: a client that imports a few of many siblings (a Shared/ folder of twenty) stays core.
        var many = ["Meal -> Dates", "Meal -> Enums", "Meal -> School", "Meal -> Settings"]
        many += (1...12).map { "Tool\($0) -> Foundation" }
        let shared = Dictionary(
            uniqueKeysWithValues: (["Meal", "Dates", "Enums", "School", "Settings"] + (1...12).map { "Tool\($0)" })
                .map { ($0, "Projects/Shared/\($0)") })
        let clients = RoleInference.infer(RoleInferenceTests.graph(many, folders: shared), root: "/app")
        #expect(clients.role(of: "Meal") == .core)
    }

    /// dydx: with no module named a feature, the graph finds them; a views library whose open
    /// hosting controller the presenters subclass, a settings kit whose open presenter they
    /// subclass and a camera library of open view controllers are frameworks, not features
    /// others reach into (each would be reported as "presents" at every import); Olvid: a photo
    /// button library is a component. A feature one other presents (Account) stays one.
    @Test func screenFrameworksAreNoFeatures() {
        let graph = TestSupport.graph([
            "App(executable) -> Presenters", "App(executable) -> Search",
            "Presenters -> Views", "Presenters -> SettingsKit", "Presenters -> Camera", "Presenters -> Routing",
            "Presenters -> Utilities", "Onboarding -> Account", "Onboarding -> Utilities", "Onboarding -> Routing",
            "Search -> Routing", "Search -> Utilities", "Account -> Routing", "Account -> Utilities",
            "Views -> Routing", "Views -> Utilities", "SettingsKit -> Views", "SettingsKit -> Routing",
            "Camera -> Routing", "Camera -> Utilities", "Onboarding -> PhotoButton", "PhotoButton -> Routing",
            "PhotoButton -> Utilities",
        ])
        let sources = [
            "Presenters": """
            import Views
            import SettingsKit
            import Camera
            import UIKit
            final class AlertsViewController: HostingViewController<AlertsView, AlertsModel> {}
            private class DebugPresenter: BaseSettingsPresenter {}
            final class ScanPresenter { var scanner: QRCodeViewController? }
            struct AlertsView: View { var body: some View { Text("") } }
            """,
            "Views": """
            import UIKit
            import SwiftUI
            open class HostingViewController<V: View, M>: UIViewController {}
            public struct Card: View { public var body: some View { Text("") } }
            """,
            "SettingsKit": """
            import Views
            public class SettingsViewController: HostingViewController<SettingsView, SettingsModel> {}
            open class BaseSettingsPresenter {}
            public struct SettingsView: View { public var body: some View { Text("") } }
            """,
            "Camera": """
            import UIKit
            open class CameraViewController: UIViewController {}
            @objc open class QRCodeViewController: CameraViewController {}
            """,
            "Onboarding": "import Account\nstruct OnboardingView: View { var body: some View { AccountView() } }\n",
            "Search": "import UIKit\nfinal class SearchViewController: UIViewController {}\n",
            "Account":
                "import SwiftUI\npublic struct AccountView: View { public var body: some View { Text(\"\") } }\n",
            "PhotoButton":
                "import SwiftUI\npublic struct PhotoButtonView: View { public var body: some View { Text(\"\") } }\n",
            "Routing": "public protocol Router {}\n",
            "Utilities": "public enum Log {}\n",
        ]
        let roles = Self.roles(graph, sources: sources)
        let names = Self.names(roles)
        for feature in ["Presenters", "Onboarding", "Search", "Account"] {
            #expect(names[feature] == "feature", "\(feature)")
        }
        for framework in ["Views", "SettingsKit", "Camera", "PhotoButton"] {
            #expect(names[framework] != "feature", "\(framework)")
        }
        #expect(
            roles.notes["Views"]?.last?.description
                == "code: Presenters subclasses its open class HostingViewController (AlertsViewController, "
                + "Sources/Presenters/File.swift:5): a framework other modules extend, not a feature")
        #expect(
            roles.notes["Camera"]?.last?.description
                == "code: every view controller it declares is open (CameraViewController, QRCodeViewController): "
                + "screens made to be subclassed, a framework, not a feature")
        #expect(
            roles.notes["PhotoButton"]?.last?.description
                == "name: named *Button: UI components other screens embed, not a feature")
    }

    /// Olvid: a shared utilities module of many files, one of which holds two small SwiftUI
    /// helpers, is the floor its types module builds on, not a screen module kept a peer (the
    /// types module's import of it was reported by core-independent). A design system whose
    /// files are views stays a peer that only a module without screens imports.
    @Test func aFewHelperViewsMakeNoScreenModule() {
        let base = TestSupport.graph([
            "Types -> Utils", "Status -> Network", "Design -> SwiftUI", "Analytics -> Design", "Types -> Foundation",
        ])
        var files: [String: String] = [:]
        let modules = base.modules.values.map { module -> Module in
            var module = module
            guard module.kind.isTarget else { return module }
            let folder = "/fixture/Sources/Shared/\(module.name)"
            module.directory = folder
            let count = module.name == "Utils" ? 10 : 1
            module.files = (0..<count).map { "\(folder)/File\($0).swift" }
            for (index, file) in module.files.enumerated() {
                switch (module.name, index) {
                case ("Utils", 0):
                    files[file] =
                        "import SwiftUI\npublic struct DottedCircle: View { public var body: some View { Text(\"\") } }\n"
                case ("Design", _):
                    files[file] =
                        "import SwiftUI\npublic struct Card: View { public var body: some View { Text(\"\") } }\n"
                default:
                    files[file] = "public enum Helper\(index) {}\n"
                }
            }
            return module
        }
        let graph = ModuleGraph(modules: modules, declared: base.declared, imported: base.imported)
        let roles = RoleInference.infer(
            graph, root: "/fixture", symbols: SymbolIndex(graph: graph, files: .memory(files)))
        #expect(Self.names(roles)["Utils"] == "base")
        #expect(Self.names(roles)["Types"] == "core")
        #expect(Self.names(roles)["Design"] == "core", "a screen module only Analytics, without screens, imports")
    }

    /// CleanArchitectureRxSwift's AnimeAPI: a module whose generated GraphQL types import Apollo
    /// in most of its files is an HTTP layer, found from every importing file (one fact per module
    /// was one file of 12, too few); its import of Apollo is then no finding of confinement.
    @Test func everyFileImportingTheHTTPLibraryCounts() {
        let folder = "/fixture/Sources/AnimeAPI"
        let files = (0..<12).map { "\(folder)/Query\($0).swift" }
        var texts: [String: String] = [:]
        for (index, file) in files.enumerated() {
            texts[file] =
                index < 9 ? "import ApolloAPI\npublic struct Query\(index) {}\n" : "public enum Entity\(index) {}\n"
        }
        let evidence = files.prefix(9).map { file in
            ImportEvidence(file: file, declaration: ImportDeclaration(path: ["ApolloAPI"], line: 1, column: 1))
        }
        let graph = ModuleGraph(
            modules: [
                Module(name: "AnimeAPI", kind: .target(.regular), package: "Fixture", directory: folder, files: files),
                Module(name: "ApolloAPI", kind: .thirdParty),
            ],
            declared: [],
            imported: [ImportedDependency(key: EdgeKey(from: "AnimeAPI", to: "ApolloAPI"), evidence: evidence)])
        let roles = RoleInference.infer(
            graph, root: "/fixture", symbols: SymbolIndex(graph: graph, files: .memory(texts)))
        #expect(Self.names(roles)["AnimeAPI"] == "network")
        #expect(
            roles.assignments["AnimeAPI"]?.because
                == "code: performs HTTP: import ApolloAPI (Query0.swift:1) (9 in 9 of 12 files)")
    }

    /// Mohanyang (Tuist micro-features): each client `X` imports its `XInterface`, which declares
    /// a dependency on `Shared` (an aggregator that declares the design system and utilities and
    /// imports nothing). The interfaces are floors below their clients: a declared dependency
    /// that no file imports does not put the interface above the aggregator's members.
    @Test func anInterfaceIsAFloorWhateverItDeclares() {
        let graph = TestSupport.graph(
            [
                "AudioClient -> AudioClientInterface", "KeychainClient -> KeychainClientInterface",
                "DesignSystem -> SwiftUI", "DesignSystem -> Utils",
            ],
            declared: [
                "AudioClient -> AudioClientInterface", "KeychainClient -> KeychainClientInterface",
                "AudioClientInterface -> Shared", "KeychainClientInterface -> Shared", "Shared -> DesignSystem",
                "Shared -> Utils", "DesignSystem -> Utils",
            ])
        let modules = graph.modules.values.map { module -> Module in
            var module = module
            if module.kind.isTarget { module.directory = "/fixture/Projects/Core/\(module.name)" }
            return module
        }
        let roles = RoleInference.infer(
            ModuleGraph(modules: modules, declared: graph.declared, imported: graph.imported), root: "/fixture")
        // Shared, which imports nothing and which the interfaces declare, is a floor too: no
        // file imports it, so it hides no finding.
        for floor in ["AudioClientInterface", "KeychainClientInterface", "Shared", "Utils"] {
            #expect(Self.names(roles)[floor] == "base", "\(floor)")
        }
        for peer in ["AudioClient", "KeychainClient", "DesignSystem"] {
            #expect(Self.names(roles)[peer] == "core", "\(peer)")
        }
        #expect(
            roles.assignments["AudioClientInterface"]?.evidence.first?.description
                == "graph: floor of group core (sub-layer 2 of 2): imported by AudioClient; imports no member: below "
                + "them, not their peer")
    }

    /// What three or more features import is `shared`; a feature two parents present is a feature.
    @Test func theFeaturesFloorNeedsMostFeatures() {
        let kit = RoleInference.infer(
            TestSupport.graph([
                "HomeFeature -> UIKitFeature", "SearchFeature -> UIKitFeature", "ProfileFeature -> UIKitFeature",
                "SettingsFeature -> UIKitFeature",
            ]), root: "/fixture")
        #expect(Self.names(kit)["UIKitFeature"] == "shared")
        #expect(kit.layerings.first?.floorRole == .shared)
        let presented = RoleInference.infer(
            TestSupport.graph([
                "HomeFeature -> SettingsFeature", "ProfileFeature -> SettingsFeature", "SearchFeature -> CoreUI",
            ]), root: "/fixture")
        #expect(Self.names(presented)["SettingsFeature"] == "feature", "2 of 3 other features: still a feature")
        // The root composes every feature: it does not make one a floor.
        let rooted = RoleInference.infer(
            TestSupport.graph([
                "AppFeature -> HomeFeature", "AppFeature -> SettingsFeature", "HomeFeature -> SettingsFeature",
                "SearchFeature -> SettingsFeature",
            ]), root: "/fixture")
        #expect(Self.names(rooted)["SettingsFeature"] == "feature")
    }

    /// A feature needs screens: feature flags named like a feature and a parser in a feature's
    /// folder are not features.
    @Test func aFeatureNeedsScreens() {
        let graph = TestSupport.graph([
            "HomeFeature -> FlagsFeature", "SearchFeature -> FlagsFeature", "ProfileFeature -> FlagsFeature",
        ])
        let roles = Self.roles(
            graph,
            sources: [
                "HomeFeature": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"\") } }\n",
                "SearchFeature": "import UIKit\nfinal class SearchViewController: UIViewController {}\n",
                "ProfileFeature": "import ComposableArchitecture\n@Reducer\nstruct Profile {}\n",
                "FlagsFeature": "public struct FlagsFeature { public static var newHome = false }\n",
            ])
        for feature in ["HomeFeature", "SearchFeature", "ProfileFeature"] {
            #expect(Self.names(roles)[feature] == "feature", "\(feature)")
        }
        #expect(Self.names(roles)["FlagsFeature"] == "shared")
        #expect(roles.assignments["FlagsFeature"]?.because.contains("code: declares no screen") == true)
        // Alone, with no feature importing it, it has no role and says why.
        let alone = Self.roles(
            TestSupport.graph(["Parser -> Foundation", "ImportFeature -> Parser"]),
            sources: ["ImportFeature": "public struct ImportFeature {}\n"])
        #expect(alone.role(of: "ImportFeature") == nil)
        #expect(
            alone.notes["ImportFeature"]?.last?.description
                == "code: declares no screen (no SwiftUI view, view controller, reducer or coordinator in its 1 file): not a feature"
        )
    }

    /// Network and data whatever the names; a UI kit that downloads an image is neither.
    @Test func codeShowsNetworkAndData() {
        let graph = Self.graph(
            ["Tusk -> Foundation", "Ledger -> GRDB", "Kit -> SwiftUI", "Vault -> Foundation", "Avatars -> Foundation"],
            outside: ["GRDB"])
        let roles = Self.roles(
            graph,
            sources: [
                "Tusk":
                    "import Foundation\nenum TimelineEndpoint { case home }\nstruct Client { func get() async throws { _ = try await URLSession.shared.data(from: url) } }\n",
                // One URLSession call in one file: a service that downloads, not a network layer.
                "Avatars":
                    "import Foundation\nstruct AvatarService { func load() async throws { _ = try await URLSession.shared.data(from: url) } }\n",
                "Ledger": "import GRDB\nstruct Store {}\n",
                "Kit":
                    "import SwiftUI\nstruct Avatar: View { var body: some View { Text(\"\") } }\nfunc load() { URLSession.shared }\n",
                "Vault":
                    "final class UserRepositoryImpl: UserRepository {}\nfinal class MockUserRepository: UserRepository {}\n",
            ])
        #expect(Self.names(roles)["Tusk"] == "network")
        #expect(Self.names(roles)["Ledger"] == "data")
        #expect(Self.names(roles)["Kit"] == nil, "screens: not a network layer")
        #expect(Self.names(roles)["Vault"] == "data")
        #expect(Self.names(roles)["Avatars"] == nil)
        #expect(
            roles.assignments["Tusk"]?.because
                == "code: performs HTTP: endpoint TimelineEndpoint (File.swift:2), URLSession (File.swift:3)")
        #expect(
            roles.facts["Vault"]?.facts.map(\.what) == ["repository UserRepositoryImpl"], "a mock is no implementation")
    }

    /// A coordinator is a screen only where its file drives UI: a store's coordinator is none.
    @Test func aCoordinatorIsAScreenOnlyWhereItDrivesUI() {
        let graph = Self.graph(["Flow -> UIKit", "Pool -> Foundation"], outside: [])
        var files: [String: String] = [:]
        files["/fixture/Sources/Flow/File.swift"] = """
            import UIKit
            final class AppCoordinator {
                let navigation = UINavigationController()
            }
            """
        files["/fixture/Sources/Pool/File.swift"] = """
            import Foundation
            final class PoolCoordinator: Pool {
                private var storage: Storage
            }
            """
        let facts = CodeFactReader.read(
            ["Flow", "Pool"], graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(files)))
        #expect(facts["Flow"]?.facts.map(\.what) == ["coordinator AppCoordinator"])
        #expect(facts["Pool"]?.shows(.screen) == false, "\(facts["Pool"]?.facts.map(\.what) ?? [])")
        #expect(
            CodeFactReader.isUIFrameworkType("UIViewController")
                && CodeFactReader.isUIFrameworkType("NSWindowController"))
        #expect(!CodeFactReader.isUIFrameworkType("UInt8") && !CodeFactReader.isUIFrameworkType("UIntegerValue"))
    }

    /// What the code reader sees, fact by fact.
    @Test func codeFactsOfEachKind() {
        let graph = Self.graph(["Mixed -> Alamofire", "Mixed -> CoreData"], outside: ["Alamofire"])
        var files: [String: String] = [:]
        files["/fixture/Sources/Mixed/File.swift"] = """
            import Alamofire
            import CoreData
            enum API: TargetType {}
            struct UserEndpoint {}
            final class Entity: NSManagedObject {}
            final class SettingsCoordinator {}
            final class ListViewController: BaseViewController {}
            extension Preview: View {}
            let request = URLRequest(url: url)
            """
        let facts = CodeFactReader.read(
            ["Mixed"], graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(files)))["Mixed"]!
        #expect(
            facts.facts.map { "\($0.kind.rawValue) \($0.what) \($0.location.line)" } == [
                "http import Alamofire 1", "http endpoint API 3", "http endpoint UserEndpoint 4", "http URLRequest 9",
                "persistence import CoreData 2", "persistence Core Data entity Entity 5",
                "screen coordinator SettingsCoordinator 6", "screen BaseViewController subclass ListViewController 7",
                "screen SwiftUI view Preview 8",
            ])
        #expect(facts.shows(.http) && facts.shows(.persistence) && facts.shows(.screen))
    }

    /// A request protocol the module declares marks its conformers' files as requests, but only
    /// where the module performs HTTP: an IPC module's `ProviderRequest` is no endpoint.
    @Test func requestProtocolsCountWithHTTPOnly() {
        let graph = TestSupport.graph(["WebAPI -> Foundation", "IPC -> Foundation"])
        let files = [
            "/fixture/Sources/WebAPI/File.swift":
                "protocol APIRequest {}\nextension Requests { struct Login: APIRequest {} }\nlet session = URLSession.shared\n",
            "/fixture/Sources/IPC/File.swift":
                "protocol ProviderRequest {}\nextension Messages { struct Ping: ProviderRequest {} }\n",
        ]
        let facts = CodeFactReader.read(
            ["WebAPI", "IPC"], graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(files)))
        #expect(facts["WebAPI"]?.facts.map(\.what) == ["endpoint APIRequest use", "URLSession"])
        #expect(facts["IPC"]?.facts.isEmpty == true)
    }

    /// A module the rules file names keeps its role: a core module set so is never a floor.
    @Test func rolesSetByTheRulesFileAreFixed() {
        let graph = TestSupport.graph(["CoreUI -> CoreModels", "CoreAnalytics -> CoreModels", "CoreMaps -> CoreModels"])
        let roles = Self.roles(graph, fixed: ["CoreModels": .core])
        #expect(Self.names(roles)["CoreModels"] == "core")
        #expect(roles.layerings.isEmpty)
        // A peer the rules file sets stays a peer: the import of it is the finding.
        let peer = Self.roles(TestSupport.graph(["CoreA -> CoreB", "CoreC -> CoreD"]), fixed: ["CoreB": .core])
        #expect(Self.names(peer)["CoreB"] == "core" && Self.names(peer)["CoreD"] == "base")
    }
}
