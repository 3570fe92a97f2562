import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// Plans tell one story and name valid Swift: an edge no symbol crosses is deleted, never
/// inverted; protocol names made of target names are identifiers; SDK modules are known.
struct CoherentPlanTests {
    static func planner(_ graph: ModuleGraph, files: [String: String]) -> FixPlanner {
        var texts: [String: String] = [:]
        for (module, text) in files { texts["/fixture/Sources/\(module)/File.swift"] = text }
        return FixPlanner(
            graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(texts)), compositionRoot: "App",
            catalog: .standard)
    }

    @Test func aCycleEdgeNoSymbolCrossesIsDeletedNotInverted() throws {
        // Settings uses Profile's type; Profile imports Settings and uses nothing of it.
        let graph = TestSupport.graph(["Settings -> Profile", "Profile -> Settings"])
        let planner = Self.planner(
            graph,
            files: [
                "Profile": "import Settings\npublic struct Card {}\n",
                "Settings": "import Profile\nlet card = Card()\nlet other: Card? = nil\nfunc f(_ c: Card) {}\n",
            ])
        let plan = try #require(planner.cyclePlan(["Profile", "Settings"]))
        #expect(
            plan.summary.hasPrefix(
                "delete `import Settings` from Profile (Profile -> Settings: nothing of it is used)"), "\(plan.summary)"
        )
        #expect(!plan.summary.contains("invert"))
        #expect(plan.steps.first?.hasPrefix("delete `import Settings` from Profile") == true)
        #expect(plan.edgesToInvert.map(\.symbols) == [0])
    }

    @Test func protocolNamesAreSwiftIdentifiers() {
        #expect(FixPlanner.typeName("Settings-iOS") == "SettingsIOS")
        #expect(FixPlanner.typeName("Settings") == "Settings")
        #expect(FixPlanner.typeName("my app.widget") == "MyAppWidget")
        #expect(FixPlanner.typeName("Core_UI") == "Core_UI")
        #expect(FixPlanner.typeName("3DViewer") == "Module3DViewer")
    }

    @Test func aFeaturePresentingAFeatureGetsAnIdentifierForItsRoutingProtocol() throws {
        let graph = TestSupport.graph(["Settings-iOS -> Profile-iOS"])
        let violations = try TestSupport.evaluate(
            rule: #"{"kind": "independent", "modules": ["Settings-iOS", "Profile-iOS"]}"#,
            on: graph,
            sources: [
                "Profile-iOS":
                    "import SwiftUI\npublic struct ProfileView: View { public var body: some View { Text(\"\") } }\n",
                "Settings-iOS": "import Profile_iOS\nlet screen = ProfileView()\n",
            ])
        let planned = Self.planner(graph, files: [:]).attachingPlans(to: violations)
        for plan in planned.compactMap(\.plan) {
            for name in [plan.protocolName].compactMap({ $0 }) {
                #expect(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(name)")
            }
            #expect(!plan.summary.contains("Settings-iOSRouting"))
        }
    }

    @Test func everySDKModuleIsKnownAndAllowSDKSaysWhenOneIsNot() throws {
        for name in ["System", "MachO", "AppleArchive", "Foundation", "CarPlay", "WeatherKit", "Virtualization"] {
            #expect(KnownModules.sdk.contains(name), "\(name)")
        }
        let built = TestSupport.graph([
            "Domain -> System", "Domain -> MachO", "Domain -> AppleArchive", "Domain -> Foundaton",
        ])
        // An import no manifest vends and no SDK has is an outside module of unknown kind.
        let modules = built.modules.values.map {
            $0.name == "Foundaton" ? Module(name: "Foundaton", kind: .unknown) : $0
        }
        let graph = ModuleGraph(modules: modules, declared: built.declared, imported: built.imported)
        let findings = try TestSupport.evaluate(
            rule: #"{"kind": "allowed-only", "modules": "Domain", "allowed": "Domain", "allowSDK": true}"#,
            on: graph)
        #expect(findings.map { $0.edge?.to } == ["Foundaton"])
        #expect(
            findings.first?.message.contains("Foundaton is not a known SDK module") == true,
            "\(findings.first?.message ?? "")")
    }
}
