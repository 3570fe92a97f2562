import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// The rules file and roles: `role:` selectors, `"roles"` that always win over inference,
/// `appliesTo` as written, and rules that say when they have nothing to check.
@Suite struct RolesConfigurationTests {
    static func load(_ text: String) throws -> Configuration {
        try ConfigurationLoader.load(text: text, origin: "archlint.json", catalog: .standard)
    }

    static func loadError(_ text: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.load(text: text, origin: "archlint.json", catalog: .standard)
            return nil
        } catch {
            return error
        }
    }

    @Test func roleSelectorsParseAndSuggest() throws {
        #expect(try ModuleSelector.parse("role:feature") == .role(.feature))
        #expect(try ModuleSelector.parse("role:test-support") == .role(.testSupport))
        #expect(throws: SelectorSyntaxError.self) { try ModuleSelector.parse("role:features") }
        let error = try #require(Self.loadError(#"{"groups": {"f": "role:featur"}}"#))
        #expect(error.message.contains("unknown role 'featur'"))
        #expect(error.message.contains("did you mean 'role:feature'?"))
    }

    /// The team's roles win: a module inferred as a feature set to core, a test-support name set
    /// back to none, a module nothing infers given a role; `compositionRoot` is a role too.
    @Test func rolesFromTheRulesFileWin() throws {
        let configuration = try Self.load(
            """
            {"compositionRoot": "Shell",
             "roles": {"core": ["LegacyCommon", "HomeFeature"], "none": "FirstPartyMocks", "feature": "path:Sources/Gallery/**"}}
            """)
        let graph = TestSupport.graph([
            "HomeFeature -> LegacyCommon", "Gallery -> LegacyCommon", "GameFeature -> FirstPartyMocks",
            "Shell -> HomeFeature",
        ])
        let (roles, warnings) = configuration.moduleRoles(in: graph, root: "/fixture")
        #expect(warnings.isEmpty)
        #expect(roles.role(of: "LegacyCommon") == .core)
        #expect(roles.role(of: "HomeFeature") == .core)
        #expect(roles.role(of: "FirstPartyMocks") == nil)
        #expect(roles.role(of: "Gallery") == .feature)
        #expect(roles.role(of: "GameFeature") == .feature, "inference still applies elsewhere")
        #expect(roles.role(of: "Shell") == .compositionRoot)
        #expect(
            roles.assignments["LegacyCommon"]?.because == #"rules file: "roles": {"core": [LegacyCommon, HomeFeature]}"#
        )
        // A selector selects by role once roles are known.
        let resolver = SelectorResolver(groups: [:], root: "/fixture", roles: roles)
        #expect(resolver.modules(.role(.core), in: graph) == ["HomeFeature", "LegacyCommon"])
    }

    @Test func rolesThatSelectNothingOrClashAreSaid() throws {
        let configuration = try Self.load(
            #"{"roles": {"core": ["Missing"], "feature": "Shared*", "shared": "SharedKit"}}"#)
        let graph = TestSupport.graph(["App -> SharedKit"])
        let warnings = configuration.moduleRoles(in: graph, root: "/fixture").warnings.map(\.description)
        #expect(
            warnings == [
                "archlint.json:1:20: warning: roles.core: 'Missing' matches no module; no module is given the role core here",
                "archlint.json:1:65: warning: roles.shared: SharedKit is also given the role feature by roles.feature; this later entry wins",
            ])
    }

    @Test func rolesAreCheckedWhenLoaded() throws {
        let unknown = try #require(Self.loadError(#"{"roles": {"features": ["A"]}}"#))
        #expect(unknown.keyPath == "roles.features")
        #expect(unknown.message.contains("did you mean \"feature\"?"))
        let circular = try #require(Self.loadError(#"{"roles": {"core": ["role:shared"]}}"#))
        #expect(circular.message.contains("not by role:"))
        // A later file's entry for a role replaces the inherited one.
        let parent = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try TemporaryDirectory.writeFile(
            #"{"roles": {"core": ["Old"]}}"#, to: (parent as NSString).appendingPathComponent("base.json"))
        try TemporaryDirectory.writeFile(
            #"{"extends": ["base.json"], "roles": {"core": ["New"]}}"#,
            to: (parent as NSString).appendingPathComponent("archlint.json"))
        let merged = try ConfigurationLoader.load(
            file: (parent as NSString).appendingPathComponent("archlint.json"), catalog: .standard)
        #expect(merged.roleOverrides.map { "\($0.roleName)=\($0.selector)" } == ["core=New"])
    }

    // MARK: appliesTo

    @Test func appliesToCountsTheKindsOfCodeListed() throws {
        let scope = try ImportScope.parse(["production", "test"]).get()
        // What used to drop @testable and #if imports now counts every import.
        #expect(scope.admits([.testable, .conditional], in: .test))
        #expect(scope.admits([.exported], in: .production))
        let production = try ImportScope.parse(["production"]).get()
        #expect(production.admits([.testable], in: .production))
        #expect(!production.admits([], in: .test))
    }

    @Test func appliesToWidensAndNarrowsExplicitly() throws {
        let testable = try ImportScope.parse(["testable"]).get()
        #expect(testable.admits([.testable], in: .test))
        #expect(testable.admits([.testable], in: .production))
        #expect(!testable.admits([], in: .production), "only @testable imports")
        let narrowed = try ImportScope.parse(["production", "!conditional"]).get()
        #expect(narrowed.admits([], in: .production))
        #expect(!narrowed.admits([.conditional], in: .production))
        #expect(!narrowed.admits([.testable, .conditional], in: .production), "a ! wins over the rest")
        #expect(narrowed.description == #"["production", "!conditional"]"#)
    }

    @Test func appliesToMistakesAreLocated() throws {
        let unknown = try #require(
            Self.loadError(#"{"rules": [{"kind": "acyclic", "appliesTo": ["production", "tests"]}]}"#))
        #expect(unknown.keyPath == "rules[0].appliesTo[1]")
        #expect(unknown.message.contains("did you mean \"test\"?"))
        let negatedCode = try #require(Self.loadError(#"{"rules": [{"kind": "acyclic", "appliesTo": ["!test"]}]}"#))
        #expect(negatedCode.message.contains("list only the other kind of code"))
        let empty = try #require(Self.loadError(#"{"rules": [{"kind": "acyclic", "appliesTo": ["!testable"]}]}"#))
        #expect(empty.message.contains("lists no import the rule could look at"))
    }

    /// Test support is test code: a rule about production code leaves its imports alone, one
    /// that lists `test` looks at them.
    @Test func testSupportIsTestCode() throws {
        let graph = TestSupport.graph([
            "CoreTestHelpers -> @testable CoreStorage", "CoreStorageTests(test) -> CoreTestHelpers",
            "CoreUI -> @testable CoreStorage", "CoreStorage -> CoreUI",
        ])
        let production = try TestSupport.evaluate(rule: #"{"kind": "testable-outside-tests"}"#, on: graph)
        #expect(production.map { $0.edge!.description } == ["CoreUI -> CoreStorage"])
        // CoreUI and CoreStorage import each other: peers (a cycle has no floor).
        let everywhere = try TestSupport.evaluate(
            rule: #"{"kind": "independent", "modules": "role:core", "appliesTo": ["production", "test"]}"#, on: graph)
        #expect(
            everywhere.map { $0.edge!.description } == ["CoreStorage -> CoreUI", "CoreUI -> CoreStorage"],
            "CoreTestHelpers is test support, not a Core module")
        let inTests = try TestSupport.evaluate(
            rule: #"{"kind": "forbidden", "from": "CoreTestHelpers", "to": "CoreStorage", "appliesTo": ["test"]}"#,
            on: graph)
        #expect(inTests.map { $0.edge!.description } == ["CoreTestHelpers -> CoreStorage"])
    }

    // MARK: Nothing silent

    static func coverage(_ rule: String, groups: [String: [String]] = [:], on graph: ModuleGraph) throws -> RuleCoverage
    {
        let groupsJSON = groups.keys.sorted().map {
            "\"\($0)\": [" + groups[$0]!.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        let configuration = try load("{\"groups\": {\(groupsJSON)}, \"rules\": [\(rule)]}")
        let roles = configuration.moduleRoles(in: graph, root: "/fixture").roles
        let context = RuleContext(
            graph: graph, resolver: SelectorResolver(groups: configuration.groups, root: "/fixture", roles: roles),
            rule: configuration.rules[0])
        return configuration.rules[0].implementation.coverage(context)
    }

    @Test func rulesSayWhatTheyCheck() throws {
        let graph = TestSupport.graph(["PaymentsFeature -> CoreUI", "SearchFeature -> CoreUI", "CoreUI -> Foundation"])
        let features = try Self.coverage(#"{"kind": "independent", "modules": "role:feature"}"#, on: graph)
        #expect(features.modules == ["PaymentsFeature", "SearchFeature"])
        #expect(features.checkedSomething)
        let alone = try Self.coverage(
            #"{"kind": "independent", "modules": "@core"}"#, groups: ["core": ["Core*"]], on: graph)
        #expect(
            alone.nothingToCheck == #""modules": '@core' matches only CoreUI: an independent group needs two modules"#)
        let oneSide = try Self.coverage(#"{"kind": "forbidden", "from": "role:network", "to": "role:data"}"#, on: graph)
        #expect(oneSide.nothingToCheck == #""from": 'role:network' and "to": 'role:data' match no module"#)
        let layers = try Self.coverage(#"{"kind": "layers", "layers": ["App", "*Feature"]}"#, on: graph)
        #expect(layers.nothingToCheck == "only the layer '*Feature' matches modules: layers need two")
        let library = try Self.coverage(
            #"{"kind": "external-confinement", "modules": "Alamofire", "allowedIn": "Network"}"#, on: graph)
        #expect(library.nothingToCheck == "no module imports 'Alamofire'")
        // No module allowed to import the library still checks: every import of it is a finding.
        let unguarded = try Self.coverage(
            #"{"kind": "external-confinement", "modules": "Foundation", "allowedIn": "Network"}"#, on: graph)
        #expect(unguarded.checkedSomething)
    }

    @Test func theNoteSaysHowTheMissingRoleIsFound() throws {
        let configuration = try ConfigurationLoader.load(
            text: #"{"extends": ["modular-app"]}"#, origin: "archlint.json", catalog: .standard)
        let graph = TestSupport.graph(["Timeline -> Models", "Explore -> Models"])
        let roles = configuration.moduleRoles(in: graph, root: "/fixture").roles
        let resolver = SelectorResolver(groups: configuration.groups, root: "/fixture", roles: roles)
        let rule = try #require(configuration.rules.first { $0.id == "core-independent" })
        let note = rule.implementation.coverage(RuleContext(graph: graph, resolver: resolver, rule: rule))
            .note(for: rule, roles: roles, groups: configuration.groups)
        #expect(
            note
                == #"note: rule 'core-independent' (preset modular-app) checks nothing: "modules": '@core' matches no module; no module has the role core (named Core*, Common* or Shared*, or under a Core/, Common/, Shared/ or Foundation/ folder): set it under "roles" to check yours"#
        )
    }
}
