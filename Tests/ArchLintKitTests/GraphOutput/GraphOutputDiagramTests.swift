import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit

/// What the diagram keeps and how it classifies, on tiny in-memory graphs.
@Suite("GraphOutput: diagram") struct GraphOutputDiagramTests {
    /// A check result for `imports` (`"A -> B"`, `Name(test)` for test targets), with `declared`
    /// edges from Package.swift, external kinds for some names, groups and rules as JSON.
    static func result(
        imports: [String],
        declared: [String] = [],
        kinds: [String: ModuleKind] = [:],
        rules: String = "{}"
    ) throws -> CheckResult {
        let imported = TestSupport.graph(imports)
        var modules = imported.modules
        var declarations: [DeclaredDependency] = []
        for line in declared {
            let parts = line.components(separatedBy: " -> ")
            for name in parts where modules[name] == nil {
                modules[name] = Module(name: name, kind: .target(.regular), package: "Fixture", directory: "/fixture/Sources/\(name)")
            }
            declarations.append(DeclaredDependency(key: EdgeKey(from: parts[0], to: parts[1]), reference: .byName(parts[1])))
        }
        // TestSupport.graph makes SDK names (`Network`) SDK nodes; here they are the app's own
        // targets unless `kinds` says otherwise.
        for (name, module) in modules where module.kind == .sdk {
            modules[name] = Module(name: name, kind: .target(.regular), package: "Fixture", directory: "/fixture/Sources/\(name)",
                                   files: ["/fixture/Sources/\(name)/File.swift"])
        }
        for (name, kind) in kinds {
            modules[name]?.kind = kind
            if !kind.isTarget { modules[name]?.directory = nil }
        }
        let graph = ModuleGraph(modules: Array(modules.values), declared: declarations, imported: imported.imported)
        let configuration = try ConfigurationLoader.load(text: rules, catalog: .standard)
        let resolver = SelectorResolver(groups: configuration.groups, root: "/fixture")
        let violations = configuration.rules.flatMap { rule in
            rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule))
        }
        return CheckResult(graph: graph, configuration: configuration, violations: violations.sorted(),
                           notices: [], filesScanned: 0, root: "/fixture")
    }

    static func diagram(_ result: CheckResult, _ options: DiagramOptions = DiagramOptions()) throws -> ArchitectureDiagram {
        try ArchitectureDiagram(result: result, options: options, displayPath: { PathUtilities.relative($0, to: "/fixture") })
    }

    static func names(_ diagram: ArchitectureDiagram) -> [String] { diagram.nodes.map(\.name) }
    static func edges(_ diagram: ArchitectureDiagram) -> [String] { diagram.edges.map(\.key.description) }

    /// A tangle of cycles is one finding; every edge of it is drawn as breaking the rule.
    @Test func everyEdgeOfATangleBreaksTheCycleRule() throws {
        let result = try Self.result(imports: ["Data -> Network", "Network -> Data", "Network -> Cache", "Cache -> Data", "App -> Data"],
                                     rules: #"{"rules": [{"id": "no-cycles", "kind": "acyclic"}]}"#)
        #expect(result.violations.count == 1)
        let diagram = try Self.diagram(result)
        #expect(diagram.edges.filter { !$0.violations.isEmpty }.map(\.key.description)
                == ["Cache -> Data", "Data -> Network", "Network -> Cache", "Network -> Data"])
    }

    @Test func testsAreHiddenUnlessIncluded() throws {
        let result = try Self.result(imports: ["AppTests(test) -> App", "App -> Core"])
        #expect(Self.names(try Self.diagram(result)) == ["App", "Core"])
        let withTests = try Self.diagram(result, DiagramOptions(includeTests: true))
        #expect(Self.names(withTests) == ["App", "AppTests", "Core"])
        #expect(withTests.node("AppTests")?.style == .test)
    }

    @Test func externalsFilterShowsThirdPartyByDefaultAndTheSDKOnRequest() throws {
        let result = try Self.result(
            imports: ["App -> Alamofire", "App -> Foundation", "App -> Mystery", "Core -> Foundation"],
            declared: ["App -> Alamofire"],
            kinds: ["Alamofire": .thirdParty, "Foundation": .sdk, "Mystery": .unknown])
        #expect(Self.names(try Self.diagram(result, DiagramOptions(externals: .none))) == ["App", "Core"])
        #expect(Self.names(try Self.diagram(result)) == ["Alamofire", "App", "Core", "Mystery"])
        let all = try Self.diagram(result, DiagramOptions(externals: .all))
        #expect(Self.names(all) == ["Alamofire", "App", "Core", "Foundation", "Mystery"])
        #expect(all.edges.map(\.status) == [.declaredAndImported, .sdk, .undeclared, .sdk])
        // Workspace targets stay even with no edge left; externals go with their last edge.
        #expect(all.node("Core")?.isExternal == false)
    }

    @Test func edgeStatusComesFromManifestAndSources() throws {
        let result = try Self.result(imports: ["App -> Data", "App -> Network"], declared: ["App -> Data", "App -> Core"])
        let diagram = try Self.diagram(result)
        #expect(Self.edges(diagram) == ["App -> Core", "App -> Data", "App -> Network"])
        #expect(diagram.edges.map(\.status) == [.declaredOnly, .declaredAndImported, .undeclared])
        #expect(diagram.edges[0].evidence.isEmpty)
        #expect(diagram.edges[1].evidence.map(\.location) == ["Sources/App/File.swift:1:1"])
    }

    @Test func focusDrawsTheNeighbourhoodInBothDirections() throws {
        let result = try Self.result(imports: ["App -> Feature", "Feature -> Core", "Other -> Core", "Core -> Base"])
        let one = try Self.diagram(result, DiagramOptions(focus: "Core"))
        #expect(Self.names(one) == ["Base", "Core", "Feature", "Other"])
        #expect(Self.edges(one) == ["Core -> Base", "Feature -> Core", "Other -> Core"])
        let two = try Self.diagram(result, DiagramOptions(focus: "Feature", depth: 2))
        #expect(Self.names(two) == ["App", "Base", "Core", "Feature"])
        let alone = try Self.diagram(result, DiagramOptions(focus: "Feature", depth: 0))
        #expect(Self.names(alone) == ["Feature"])
        #expect(alone.edges.isEmpty)
    }

    @Test func focusOnAHiddenKindStillShowsTheFocusedModule() throws {
        let result = try Self.result(imports: ["AppTests(test) -> App", "App -> Foundation"], kinds: ["Foundation": .sdk])
        #expect(Self.names(try Self.diagram(result, DiagramOptions(focus: "Foundation"))) == ["App", "Foundation"])
        #expect(Self.names(try Self.diagram(result, DiagramOptions(focus: "AppTests"))) == ["App", "AppTests"])
    }

    @Test func focusOnAnUnknownModuleIsAUsageErrorWithASuggestion() throws {
        let result = try Self.result(imports: ["App -> Network"])
        #expect(throws: ToolError(.usage, "--focus: no module named 'Netwrk' in the graph; did you mean 'Network'?")) {
            try Self.diagram(result, DiagramOptions(focus: "Netwrk"))
        }
    }

    static let layeredRules = """
        {
          "groups": {"core": ["Core*"], "features": ["*Feature"], "network": ["Network"], "data": ["Data"]},
          "rules": [
            {"id": "feature-isolation", "kind": "independent", "modules": "@features"},
            {"id": "network-never-imports-data", "kind": "forbidden", "from": "@network", "to": "@data"},
            {"id": "no-cycles", "kind": "acyclic"}
          ]
        }
        """

    @Test func violationsAndCyclesAreOnTheirEdges() throws {
        let result = try Self.result(
            imports: ["Data -> Network", "Network -> Data", "AFeature -> BFeature", "AFeature -> CoreUI", "BFeature -> CoreUI"],
            rules: Self.layeredRules)
        let diagram = try Self.diagram(result)
        let byKey = Dictionary(uniqueKeysWithValues: diagram.edges.map { ($0.key.description, $0) })
        #expect(byKey["Network -> Data"]?.violations.map(\.rule) == ["network-never-imports-data", "no-cycles"])
        // The cycle's rule is on every edge of the cycle, not only the one the finding points at.
        #expect(byKey["Data -> Network"]?.violations.map(\.rule) == ["no-cycles"])
        #expect(byKey["Data -> Network"]?.onCycle == true)
        #expect(byKey["AFeature -> BFeature"]?.violations.map(\.rule) == ["feature-isolation"])
        #expect(byKey["AFeature -> BFeature"]?.onCycle == false)
        #expect(byKey["AFeature -> CoreUI"]?.isViolating == false)
        #expect(diagram.layers.map(\.name) == ["features", "data", "network", "core"])
    }

    @Test func onlyViolationsKeepsBrokenEdgesAndTheirModules() throws {
        let result = try Self.result(
            imports: ["Data -> Network", "Network -> Data", "AFeature -> BFeature", "AFeature -> CoreUI", "App -> AFeature"],
            rules: Self.layeredRules)
        let diagram = try Self.diagram(result, DiagramOptions(onlyViolations: true))
        #expect(Self.edges(diagram) == ["AFeature -> BFeature", "Data -> Network", "Network -> Data"])
        #expect(Self.names(diagram) == ["AFeature", "BFeature", "Data", "Network"])
    }

    @Test func reduceDropsImpliedEdgesButKeepsFindings() throws {
        let result = try Self.result(
            imports: ["App -> AFeature", "AFeature -> CoreUI", "App -> CoreUI", "AFeature -> BFeature", "BFeature -> CoreUI", "App -> Network"],
            declared: ["App -> AFeature", "AFeature -> CoreUI", "App -> CoreUI", "AFeature -> BFeature", "BFeature -> CoreUI"],
            rules: Self.layeredRules)
        let diagram = try Self.diagram(result, DiagramOptions(reduce: true))
        // App -> CoreUI is implied (App -> AFeature -> CoreUI); AFeature -> CoreUI is implied
        // through BFeature, but the violating AFeature -> BFeature stays and so does the
        // undeclared App -> Network.
        #expect(Self.edges(diagram) == ["AFeature -> BFeature", "App -> AFeature", "App -> Network", "BFeature -> CoreUI"])
    }

    @Test func aModuleInSeveralGroupsIsDrawnInTheFirstLayerTopDown() throws {
        let result = try Self.result(
            imports: ["App -> Legacy", "App -> CoreKit", "Legacy -> CoreKit", "Tool -> CoreKit"],
            rules: #"{"groups": {"app-layer": ["App", "Legacy"], "composition-root": ["App"], "core": ["Core*"], "misc": ["App", "Tool"]}}"#)
        let diagram = try Self.diagram(result)
        #expect(diagram.layers.map(\.name) == ["composition-root", "app-layer", "misc", "core"])
        #expect(diagram.layers.map(\.modules) == [["App"], ["Legacy"], ["Tool"], ["CoreKit"]])
    }

    @Test func layerOrderReadsTheWordsOfGroupNames() {
        #expect(LayerOrder.words("compositionRoot") == ["composition", "root"])
        #expect(LayerOrder.words("HTTP_libraries-2") == ["http", "libraries", "2"])
        #expect(LayerOrder.sorted(["core", "zeta", "features", "Domain", "data", "app", "composition-root", "network", "third-party"])
                == ["composition-root", "app", "features", "data", "Domain", "network", "zeta", "core", "third-party"])
    }
}
