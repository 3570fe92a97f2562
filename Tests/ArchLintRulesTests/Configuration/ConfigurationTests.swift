import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

@Suite struct ConfigurationTests {
    func loadError(_ text: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.load(text: text, origin: "archlint.json", catalog: .standard)
            return nil
        } catch {
            return error
        }
    }

    @Test func acceptsCommentsTrailingCommasAndSchemaKey() throws {
        let configuration = try ConfigurationLoader.load(
            text: """
                // team rules
                {
                  "$schema": "../Rules/archlint.schema.json",
                  /* groups */ "groups": {"core": ["Core*",],},
                  "rules": [{"kind": "independent", "modules": "@core",},],
                }
                """, catalog: .standard)
        #expect(configuration.rules.map(\.id) == ["independent"])
        #expect(configuration.groups["core"] == .glob("Core*"))
    }

    @Test func syntaxErrorHasLineAndColumn() throws {
        let error = try #require(
            loadError("{\n  \"rules\": [\n    {\"kind\": \"acyclic\"}\n    {\"kind\": \"acyclic\"}\n  ]\n}"))
        #expect(error.position == TextPosition(line: 4, column: 5))
        #expect(error.message.contains("expected ',' or ']'"))
        #expect(error.description == "archlint.json:4:5: error: expected ',' or ']' in array, found '{'")
    }

    @Test func unknownTopLevelKeySuggestsTheNearest() throws {
        let error = try #require(loadError(#"{"rulez": []}"#))
        #expect(error.keyPath == "rulez")
        #expect(error.message.contains("did you mean \"rules\"?"))
        #expect(error.position == TextPosition(line: 1, column: 2))
    }

    @Test func unknownRuleKindSuggestsTheNearest() throws {
        let error = try #require(loadError(#"{"rules": [{"kind": "acylic"}]}"#))
        #expect(error.keyPath == "rules[0].kind")
        #expect(error.message.contains("did you mean 'acyclic'?"))
    }

    @Test func undefinedGroupNamesTheKeyPath() throws {
        let error = try #require(
            loadError(
                """
                {"groups": {"features": "*Feature"},
                 "rules": [{"kind": "acyclic"}, {"kind": "independent", "modules": "@feature"}]}
                """))
        #expect(error.keyPath == "rules[1].modules")
        #expect(error.message.contains("undefined group '@feature'; did you mean '@features'?"))
        #expect(error.position?.line == 2)
    }

    @Test func wrongOptionTypeNamesTheKeyPath() throws {
        let error = try #require(loadError(#"{"rules": [{"kind": "forbidden", "from": 3, "to": "Data"}]}"#))
        #expect(error.keyPath == "rules[0].from")
        #expect(error.message.contains("found a number"))
        let severity = try #require(self.loadError(#"{"rules": [{"kind": "acyclic", "severity": "fatal"}]}"#))
        #expect(severity.keyPath == "rules[0].severity")
    }

    @Test func unknownRuleOptionSuggestsTheNearest() throws {
        let error = try #require(loadError(#"{"rules": [{"kind": "forbidden", "from": "A", "too": "B"}]}"#))
        // "to" is missing, which is reported first.
        #expect(error.message.contains("missing \"to\""))
        let unknown = try #require(
            self.loadError(#"{"rules": [{"kind": "forbidden", "from": "A", "to": "B", "form": "C"}]}"#))
        #expect(unknown.keyPath == "rules[0].form")
        #expect(unknown.message.contains("did you mean \"from\"?"))
    }

    @Test func duplicateRuleIdsInOneFileAreAnError() throws {
        let error = try #require(loadError(#"{"rules": [{"kind": "acyclic"}, {"kind": "acyclic"}]}"#))
        #expect(error.keyPath == "rules[1].id")
    }

    @Test func unknownPresetSuggestsTheNearest() throws {
        let error = try #require(loadError(#"{"extends": ["modular-ap"]}"#))
        #expect(error.keyPath == "extends[0]")
        #expect(error.message.contains("did you mean \"modular-app\"?"))
    }

    @Test func groupLoopIsAnError() throws {
        let error = try #require(loadError(#"{"groups": {"a": "@b", "b": ["X", "@a"]}}"#))
        #expect(error.message.contains("@a -> @b -> @a"))
    }

    @Test func childOverridesPresetGroups() throws {
        let configuration = try ConfigurationLoader.load(
            text: #"{"extends": "modular-app", "groups": {"features": "Feature*"}}"#, catalog: .standard)
        #expect(configuration.groups["features"] == .glob("Feature*"))
        #expect(configuration.groups["core"] != nil)
        #expect(configuration.presets == ["modular-app"])
    }

    @Test func defaultConfigurationIsTheRecommendedPreset() throws {
        let configuration = try ConfigurationLoader.load(file: nil, catalog: .standard)
        #expect(configuration.file == nil)
        #expect(
            configuration.rules.map(\.id).sorted() == [
                "core-independent", "feature-isolation", "http-library-only-in-network", "network-never-imports-data",
                "no-cycles",
            ])
    }

    @Test func groupThatMatchesNothingIsAWarning() throws {
        let configuration = try ConfigurationLoader.load(
            text: #"{"groups": {"ui": "*Screen", "net": "Network"}}"#, catalog: .standard)
        let graph = TestSupport.graph(["Network -> Data"])
        let found = configuration.unmatchedSelectors(
            in: graph, resolver: SelectorResolver(groups: configuration.groups, root: "/fixture"))
        #expect(
            found.warnings.map(\.description) == [
                "<memory>:1:19: warning: groups.ui: group '@ui' matches no module (fix its selectors, or remove it)"
            ])
        #expect(found.errors.isEmpty)
    }

    @Test func patternThatMatchesNothingInTheTeamsFileIsAnErrorUnlessTheRuleMayBeEmpty() throws {
        let graph = TestSupport.graph(["Network -> Data"])
        let strict = try ConfigurationLoader.load(
            text: #"{"rules": [{"kind": "forbidden", "from": "Netw*k", "to": "Data"}]}"#, catalog: .standard)
        let errors = strict.unmatchedSelectors(in: graph, resolver: SelectorResolver(groups: [:], root: "/fixture"))
            .errors
        #expect(errors.map(\.keyPath) == ["rules[0].from"])
        #expect(
            errors.first?.description.hasPrefix(
                "<memory>:1:42: error: rules[0].from: 'Netw*k' matches no module, so rule 'forbidden' would check nothing here"
            ) == true)
        #expect(errors.first?.message.contains("\"mayBeEmpty\": true") == true)

        let lenient = try ConfigurationLoader.load(
            text: #"{"rules": [{"kind": "forbidden", "from": "Netw*k", "to": "Data", "mayBeEmpty": true}]}"#,
            catalog: .standard)
        #expect(
            lenient.unmatchedSelectors(in: graph, resolver: SelectorResolver(groups: [:], root: "/fixture")).errors
                .isEmpty)
        // A plain name is judged as a name (known or not), not as a selector that selects nothing.
        let named = try ConfigurationLoader.load(
            text: #"{"rules": [{"kind": "forbidden", "from": "Network", "to": "UIKit"}]}"#, catalog: .standard)
        #expect(
            named.unmatchedSelectors(in: graph, resolver: SelectorResolver(groups: [:], root: "/fixture")).errors
                .isEmpty)
        #expect(named.unknownModuleNames(in: graph).isEmpty)
    }

    @Test func mayBeEmptyMustBeABoolean() {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(
                text: #"{"rules": [{"kind": "acyclic", "mayBeEmpty": "yes"}]}"#, catalog: .standard)
        }
    }
}

@Suite struct ModuleSelectorTests {
    let modules: [Module] = [
        Module(name: "CoreUI", kind: .target(.regular), package: "App", directory: "/root/Modules/Core/CoreUI"),
        Module(
            name: "PaymentsFeature", kind: .target(.regular), package: "App",
            directory: "/root/Modules/Features/Payments"),
        Module(
            name: "PaymentsFeatureTests", kind: .target(.test), package: "App",
            directory: "/root/Tests/PaymentsFeatureTests"),
        Module(name: "App", kind: .target(.executable), package: "Shell", directory: "/root/App"),
        Module(name: "CoreData", kind: .sdk),
        Module(name: "Moya", kind: .thirdParty, package: "Moya"),
    ]

    func select(_ text: String, groups: [String: String] = [:]) throws -> [String] {
        var parsedGroups: [String: ModuleSelector] = [:]
        for (name, value) in groups { parsedGroups[name] = try ModuleSelector.parse(value) }
        let resolver = SelectorResolver(groups: parsedGroups, root: "/root")
        let selector = try ModuleSelector.parse(text)
        return modules.filter { resolver.matches(selector, $0) }.map(\.name).sorted()
    }

    @Test func globsSelectTargetsOnly() throws {
        #expect(try select("Core*") == ["CoreUI"])
        #expect(try select("*Feature") == ["PaymentsFeature"])
        #expect(try select("*") == ["App", "CoreUI", "PaymentsFeature", "PaymentsFeatureTests"])
    }

    @Test func exactNamesSelectExternalsToo() throws {
        #expect(try select("CoreData") == ["CoreData"])
        #expect(try select("Moya") == ["Moya"])
    }

    @Test func regexPathPackageAndType() throws {
        #expect(try select("/^Pay.*s$/") == ["PaymentsFeatureTests"])
        #expect(try select("path:Modules/Features/**") == ["PaymentsFeature"])
        #expect(try select("path:Modules") == ["CoreUI", "PaymentsFeature"])
        #expect(try select("package:Shell") == ["App"])
        #expect(try select("type:test") == ["PaymentsFeatureTests"])
        #expect(try select("type:third-party") == ["Moya"])
    }

    @Test func groupsAndNegation() throws {
        #expect(try select("@ui", groups: ["ui": "Core*"]) == ["CoreUI"])
        let resolver = SelectorResolver(groups: [:], root: "/root")
        let selector = ModuleSelector.union([.glob("*"), .excluding(.kind("test")), .excluding(.name("App"))])
        #expect(
            modules.filter { resolver.matches(selector, $0) }.map(\.name).sorted() == ["CoreUI", "PaymentsFeature"])
    }

    @Test func malformedSelectorsExplainThemselves() {
        #expect(throws: SelectorSyntaxError.self) { try ModuleSelector.parse("type:tset") }
        #expect(throws: SelectorSyntaxError.self) { try ModuleSelector.parse("/[/") }
        #expect(throws: SelectorSyntaxError.self) { try ModuleSelector.parse("folder:x") }
        do {
            _ = try ModuleSelector.parse("type:tset")
        } catch {
            #expect(error.reason.contains("did you mean 'type:test'?"))
        }
    }

    @Test func globEdgeCases() {
        #expect(Glob.matches("Core?", "CoreX"))
        #expect(!Glob.matches("Core?", "Core"))
        #expect(Glob.matches("[A-C]*", "BFeature"))
        #expect(!Glob.matches("[!A-C]*", "BFeature"))
        #expect(Glob.matchesPath("Modules/*/Sources", "Modules/Cart/Sources"))
        #expect(!Glob.matchesPath("Modules/*/Sources", "Modules/A/B/Sources"))
        #expect(Glob.matchesPath("**/Sources", "Modules/A/B/Sources"))
        // A folder's contents pattern excludes the folder too (archlint.json: "SampleProject/**").
        #expect(Glob.matchesPath("SampleProject/**", "SampleProject"))
        #expect(Glob.matchesPath("SampleProject/**", "SampleProject/Sources/App/main.swift"))
        #expect(!Glob.matchesPath("SampleProject/**", "SampleProjectTwo"))
    }

    @Test func suggestionsCatchTyposOnly() {
        #expect(Suggestion.nearest(to: "--fromat", in: ["--format", "--config"]) == "--format")
        #expect(Suggestion.nearest(to: "chek", in: ["check", "imports", "rules"]) == "check")
        #expect(Suggestion.nearest(to: "zzzzzz", in: ["check", "imports"]) == nil)
    }
}

@Suite struct PresetTests {
    /// `Rules/*.json` (other than the schema) are embedded in the binary; this fails when the
    /// generated file is stale and rewrites it with ARCHLINT_RECORD=1.
    @Test func embeddedPresetsMatchRulesFolder() throws {
        let directory = Fixtures.repositoryPath("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
        let presets = try files.map { file in
            (
                name: String(file.dropLast(5)),
                text: try String(contentsOfFile: (directory as NSString).appendingPathComponent(file), encoding: .utf8)
            )
        }
        let expected = Presets.renderGeneratedSource(presets)
        GoldenFile.check(expected, against: "Sources/ArchLintRules/Configuration/PresetTexts.generated.swift")
        #expect(Set(Presets.all.keys) == Set(presets.map(\.name)))
    }

    @Test(arguments: ["modular-app", "network-isolation", "recommended"])
    func presetLoads(_ name: String) throws {
        let configuration = try ConfigurationLoader.load(text: "{\"extends\": [\"\(name)\"]}", catalog: .standard)
        #expect(!configuration.rules.isEmpty)
    }

    /// The rules file names its baseline relative to itself; a preset cannot name one.
    @Test func baselineIsNamedRelativeToTheRulesFile() throws {
        let directory = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = (directory as NSString).appendingPathComponent("config/archlint.json")
        try TemporaryDirectory.writeFile(
            #"{"extends": ["modular-app"], "baseline": "../archlint-baseline.json"}"#, to: file)
        let configuration = try ConfigurationLoader.load(file: file, catalog: .standard)
        #expect(configuration.baseline == (directory as NSString).appendingPathComponent("archlint-baseline.json"))
        #expect(try ConfigurationLoader.load(text: #"{"rules": []}"#, catalog: .standard).baseline == nil)
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(text: #"{"baseline": 3}"#, catalog: .standard)
        }
        do {
            _ = try ConfigurationLoader.load(text: #"{"baseline": ""}"#, catalog: .standard)
            Issue.record("accepted an empty baseline")
        } catch {
            #expect(error.keyPath == "baseline")
        }
    }
}
