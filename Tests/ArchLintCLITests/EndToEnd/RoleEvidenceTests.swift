import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// What `archlint roles` (text and `--json`) and `archlint init` say about the layering they see,
/// on the LayeredGroups fixture (Tests/Fixtures/Roles): a core group whose floor is Models, a
/// features folder whose floor is FeatureKit, and a core module importing a feature.
@Suite struct RoleEvidenceTests {
    static let fixture = Fixtures.path("Roles/LayeredGroups")

    @Test func rolesPrintTheSubLayers() throws {
        let output = try ChildProcess.archlint(["roles", "--no-cache"], in: Self.fixture)
        #expect(output.exitCode == 0)
        // The floors, after the table: what most of each group builds on, below its peers.
        #expect(
            output.standardOutput.hasSuffix(
                """

                sub-layers inferred from the graph (a floor is what members of the group build on, building on none above it; "roles" in the rules file sets any module's role):
                  feature  1. Home, Profile, Search, Settings (peers, independent of one another)
                           2. FeatureKit (shared: the floor below)
                  core     1. Analytics, DesignSystem, Formatting, Location (peers, independent of one another)
                           2. Models (base: the floor below)

                """), "\(output.standardOutput)")
        #expect(
            output.standardOutput.contains(
                """
                base              Models        graph: floor of group core (sub-layer 2 of 2): imported by Analytics, DesignSystem, Formatting, Location; imports no member: below them, not their peer; folder: under Modules/Core/
                """))
    }

    @Test func rolesJSONIsDocumentedAndDeterministic() throws {
        let first = try ChildProcess.archlint(["roles", "--json", "--no-cache"], in: Self.fixture)
        let second = try ChildProcess.archlint(["roles", "--json", "--no-cache"], in: Self.fixture)
        #expect(first.exitCode == 0)
        #expect(first.standardOutput == second.standardOutput, "byte-identical run to run")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(
            modules.map { $0["module"] as? String ?? "" } == [
                "Analytics", "App", "DesignSystem", "FeatureKit", "Formatting", "Home",
                "Location", "Models", "Profile", "Search", "Settings",
            ])
        let models = try #require(modules.first { $0["module"] as? String == "Models" })
        #expect(models["role"] as? String == "base")
        let evidence = try #require(models["evidence"] as? [[String: String]])
        #expect(evidence.map { $0["source"] ?? "" } == ["graph", "folder"])
        // What the code shows, each fact with where.
        let kit = try #require(modules.first { $0["module"] as? String == "FeatureKit" })
        let code = try #require(kit["code"] as? [String: Any])
        #expect(code["files"] as? Int == 1)
        let screens = try #require(code["screen"] as? [[String: Any]])
        #expect(
            screens.map { "\($0["what"]!) \($0["file"]!):\($0["line"]!)" } == [
                "SwiftUI view LoadingView Modules/Features/FeatureKit/LoadingView.swift:6",
                "SwiftUI view UserRow Modules/Features/FeatureKit/LoadingView.swift:11",
            ])
        #expect((code["http"] as? [Any])?.isEmpty == true)
        let app = try #require(modules.first { $0["module"] as? String == "App" })
        #expect(app["code"] == nil, "only libraries' code is read")
        let sublayers = try #require(object["sublayers"] as? [[String: Any]])
        #expect(sublayers.map { $0["group"] as? String ?? "" } == ["feature", "core"])
        #expect(
            sublayers[1]["levels"] as? [[String]] == [
                ["Analytics", "DesignSystem", "Formatting", "Location"], ["Models"],
            ])
        #expect(sublayers[1]["floorRole"] as? String == "base")
    }

    /// "roles" in the rules file wins: Models named a core module is a peer again, and the
    /// imports of it are findings of core-independent.
    @Test func theRulesFileOverridesAFloor() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Self.fixture)
        try TemporaryDirectory.writeFile(
            #"{"extends": ["recommended"], "roles": {"core": "Models"}}"#,
            to: (package as NSString).appendingPathComponent("archlint.json"))
        let output = try ChildProcess.archlint(["check", "--no-cache"], in: package)
        let findings = output.standardOutput.split(separator: "\n").filter { $0.contains("error: [core-independent]") }
            .map { String($0.split(separator: "] ")[1]) }
        #expect(
            findings == [
                "Analytics imports Models", "Analytics imports DesignSystem", "DesignSystem imports Models",
                "Formatting imports Models", "Location imports Models",
            ])
        let roles = try ChildProcess.archlint(["roles", "--no-cache"], in: package)
        #expect(
            roles.standardOutput.contains("core              Models        rules file: \"roles\": {\"core\": Models}\n")
        )
        #expect(!roles.standardOutput.contains("(base: the floor below)"))
    }

    /// init writes the layers the roles and the graph show, records today's break (a core module
    /// importing a feature, declared so it builds) in the baseline and no exception; a new break
    /// of the same kind then fails the check.
    @Test func initWritesTheLayersItSees() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let package = try directory.copy(Self.fixture)
        let initOutput = try ChildProcess.archlint(["init", "--no-cache"], in: package)
        #expect(initOutput.exitCode == 0, "\(initOutput.standardError)")
        #expect(
            initOutput.standardError.contains(
                """
                layers seen (top first): composition-root > features > shared > core > base
                  composition-root above features: 4 import edges from composition-root to features, none back
                  features above shared: 4 import edges from features to shared, none back
                  shared above core: 1 import edge from shared to core, none back
                  core above base: 4 import edges from core to base, none back

                """), "\(initOutput.standardError)")
        let text = try String(
            contentsOfFile: (package as NSString).appendingPathComponent("archlint.json"), encoding: .utf8)
        #expect(
            text.contains(
                #"{"id": "layered", "kind": "layers", "layers": ["@composition-root", "@features", "@shared", "@core", "@base"],"#
            ))
        #expect(text.contains(#""base": ["role:base"]"#) && text.contains(#""shared": ["role:shared"]"#))
        #expect(!text.contains("except"))
        let baseline = try String(
            contentsOfFile: (package as NSString).appendingPathComponent("archlint-baseline.json"), encoding: .utf8)
        #expect(
            baseline.contains(#""rule": "layered""#) && baseline.contains(#""from": "Analytics""#)
                && baseline.contains(#""to": "Settings""#))
        let today = try ChildProcess.archlint(["check", "--no-cache"], in: package)
        #expect(today.exitCode == 0, "\(today.standardOutput)")
        // Location (core) starts using Home (a feature), declared so that it builds.
        let manifest = (package as NSString).appendingPathComponent("Package.swift")
        let declared = try String(contentsOfFile: manifest, encoding: .utf8)
            .replacingOccurrences(
                of: #"name: "Location", dependencies: ["Models"]"#,
                with: #"name: "Location", dependencies: ["Models", "Home"]"#)
        try declared.write(toFile: manifest, atomically: true, encoding: .utf8)
        let locator = (package as NSString).appendingPathComponent("Modules/Core/Location/Locator.swift")
        try ("import Home\n" + String(contentsOfFile: locator, encoding: .utf8)).write(
            toFile: locator, atomically: true, encoding: .utf8)
        let broken = try ChildProcess.archlint(["check", "--no-cache"], in: package)
        #expect(broken.exitCode == ExitCode.findings.rawValue)
        #expect(
            broken.standardOutput.split(separator: "\n").filter {
                $0.contains(": error: ") || $0.contains(": warning: ")
            } == [
                "Modules/Core/Location/Locator.swift:1:1: error: [layered] Location imports Home"
            ])
    }
}
