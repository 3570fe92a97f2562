import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

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
                modules[name] = Module(
                    name: name, kind: .target(.regular), package: "Fixture", directory: "/fixture/Sources/\(name)")
            }
            declarations.append(
                DeclaredDependency(key: EdgeKey(from: parts[0], to: parts[1]), reference: .byName(parts[1])))
        }
        // TestSupport.graph makes SDK names (`Network`) SDK nodes; here they are the app's own
        // targets unless `kinds` says otherwise.
        for (name, module) in modules where module.kind == .sdk {
            modules[name] = Module(
                name: name, kind: .target(.regular), package: "Fixture", directory: "/fixture/Sources/\(name)",
                files: ["/fixture/Sources/\(name)/File.swift"])
        }
        for (name, kind) in kinds {
            modules[name]?.kind = kind
            if !kind.isTarget { modules[name]?.directory = nil }
        }
        let graph = ModuleGraph(modules: Array(modules.values), declared: declarations, imported: imported.imported)
        let configuration = try ConfigurationLoader.load(text: rules, catalog: .standard)
        let resolver = SelectorResolver(groups: configuration.groups, root: "/fixture")
        // As `check` does: a rule set to "off" is not evaluated.
        let violations = configuration.rules.filter { $0.severity != .off }.flatMap { rule in
            rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule))
        }
        return CheckResult(
            graph: graph, configuration: configuration, violations: violations.sorted(),
            notices: [], filesScanned: 0, root: "/fixture")
    }

    static func diagram(_ result: CheckResult, _ options: DiagramOptions = DiagramOptions()) throws
        -> ArchitectureDiagram
    {
        try ArchitectureDiagram(
            result: result, options: options, displayPath: { PathUtilities.relative($0, to: "/fixture") })
    }

    static func names(_ diagram: ArchitectureDiagram) -> [String] { diagram.nodes.map(\.name) }
    static func edges(_ diagram: ArchitectureDiagram) -> [String] { diagram.edges.map(\.key.description) }

    /// A tangle of cycles is one finding; every edge of it is drawn as breaking the rule.
    @Test func everyEdgeOfATangleBreaksTheCycleRule() throws {
        let result = try Self.result(
            imports: ["Data -> Network", "Network -> Data", "Network -> Cache", "Cache -> Data", "App -> Data"],
            rules: #"{"rules": [{"id": "no-cycles", "kind": "acyclic"}]}"#)
        #expect(result.violations.count == 1)
        let diagram = try Self.diagram(result)
        #expect(
            diagram.edges.filter { !$0.violations.isEmpty }.map(\.key.description)
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
        let result = try Self.result(
            imports: ["App -> Data", "App -> Network"], declared: ["App -> Data", "App -> Core"])
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
        let result = try Self.result(
            imports: ["AppTests(test) -> App", "App -> Foundation"], kinds: ["Foundation": .sdk])
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
            imports: [
                "Data -> Network", "Network -> Data", "AFeature -> BFeature", "AFeature -> CoreUI",
                "BFeature -> CoreUI",
            ],
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
            imports: [
                "Data -> Network", "Network -> Data", "AFeature -> BFeature", "AFeature -> CoreUI", "App -> AFeature",
            ],
            rules: Self.layeredRules)
        let diagram = try Self.diagram(result, DiagramOptions(onlyViolations: true))
        #expect(Self.edges(diagram) == ["AFeature -> BFeature", "Data -> Network", "Network -> Data"])
        #expect(Self.names(diagram) == ["AFeature", "BFeature", "Data", "Network"])
    }

    @Test func reduceDropsImpliedEdgesButKeepsFindings() throws {
        let result = try Self.result(
            imports: [
                "App -> AFeature", "AFeature -> CoreUI", "App -> CoreUI", "AFeature -> BFeature", "BFeature -> CoreUI",
                "App -> Network",
            ],
            declared: [
                "App -> AFeature", "AFeature -> CoreUI", "App -> CoreUI", "AFeature -> BFeature", "BFeature -> CoreUI",
            ],
            rules: Self.layeredRules)
        let diagram = try Self.diagram(result, DiagramOptions(reduce: true))
        // App -> CoreUI is implied (App -> AFeature -> CoreUI); AFeature -> CoreUI is implied
        // through BFeature, but the violating AFeature -> BFeature stays and so does the
        // undeclared App -> Network.
        #expect(
            Self.edges(diagram) == ["AFeature -> BFeature", "App -> AFeature", "App -> Network", "BFeature -> CoreUI"])
    }

    @Test func aModuleInSeveralGroupsIsDrawnInTheFirstLayerTopDown() throws {
        let result = try Self.result(
            imports: ["App -> Legacy", "App -> CoreKit", "Legacy -> CoreKit", "Tool -> CoreKit"],
            rules:
                #"{"groups": {"app-layer": ["App", "Legacy"], "composition-root": ["App"], "core": ["Core*"], "misc": ["App", "Tool"]}}"#
        )
        let diagram = try Self.diagram(result)
        #expect(diagram.layers.map(\.name) == ["composition-root", "app-layer", "misc", "core"])
        #expect(diagram.layers.map(\.modules) == [["App"], ["Legacy"], ["Tool"], ["CoreKit"]])
    }

    // MARK: Rule-breaking edges are never hidden silently (issue 29)

    static let sdkRule = #"{"rules": [{"id": "no-uikit-in-core", "kind": "forbidden", "from": "Core", "to": "UIKit"}]}"#

    @Test func aRuleBreakingEdgeToTheSDKIsDrawnWhateverTheExternalsFilter() throws {
        let result = try Self.result(
            imports: ["App -> Core", "Core -> UIKit", "App -> UIKit", "Core -> Foundation"],
            kinds: ["UIKit": .sdk, "Foundation": .sdk], rules: Self.sdkRule)
        for externals in [ExternalsFilter.none, .thirdParty] {
            let diagram = try Self.diagram(result, DiagramOptions(externals: externals))
            // UIKit comes with the finding only: App's own (allowed) UIKit import stays hidden.
            #expect(Self.names(diagram) == ["App", "Core", "UIKit"], "\(externals)")
            #expect(Self.edges(diagram) == ["App -> Core", "Core -> UIKit"], "\(externals)")
            #expect(diagram.edges[1].violations.map(\.rule) == ["no-uikit-in-core"])
            #expect(diagram.hiddenViolations.isEmpty)
        }
        let all = try Self.diagram(result, DiagramOptions(externals: .all))
        #expect(Self.edges(all) == ["App -> Core", "App -> UIKit", "Core -> Foundation", "Core -> UIKit"])
        // The SDK module is drawn as one in every picture.
        let dot = DOTRenderer().render(try Self.diagram(result, DiagramOptions(externals: .none)))
        #expect(dot.contains(#""UIKit" [style="rounded,filled,dashed""#))
        #expect(dot.contains(##""Core" -> "UIKit" [color="#dc2626""##))
    }

    @Test func whatFocusHidesIsCountedInEveryFormat() throws {
        let result = try Self.result(
            imports: ["App -> Feature", "Feature -> Core", "Core -> UIKit"],
            kinds: ["UIKit": .sdk], rules: Self.sdkRule)
        let near = try Self.diagram(result, DiagramOptions(focus: "Feature", depth: 1))
        #expect(Self.edges(near) == ["App -> Feature", "Feature -> Core"])
        #expect(near.hiddenViolations == .init(count: 1, causes: ["--focus"]))
        let sentence = "1 rule-breaking edge hidden (outside --focus; draw them with a larger --depth)"
        #expect(near.hiddenViolations.sentence == sentence)
        #expect(DOTRenderer().render(near).contains(sentence))
        #expect(MermaidRenderer().render(near).contains(#"  hidden_violations["⚠ \#(sentence)"]"#))
        let json = JSONDiagramRenderer().render(near)
        #expect(json.contains("\"hiddenViolations\": {\n    \"count\": 1,\n    \"causes\": [\"--focus\"]\n  }"))
        // One step further the edge is in, and nothing is said.
        let far = try Self.diagram(result, DiagramOptions(focus: "Feature", depth: 2))
        #expect(Self.edges(far) == ["App -> Feature", "Core -> UIKit", "Feature -> Core"])
        #expect(far.hiddenViolations.isEmpty)
        #expect(!DOTRenderer().render(far).contains("hidden"))
        #expect(!MermaidRenderer().render(far).contains("hidden_violations"))
    }

    @Test func hiddenTestTargetsCountTheirRuleBreakingEdges() throws {
        let rule =
            #"{"id": "tests-only-app", "kind": "forbidden", "from": "AppTests", "to": "Feature", "#
            + #""appliesTo": ["production", "test"]}"#
        let result = try Self.result(
            imports: ["AppTests(test) -> App", "AppTests(test) -> Feature", "App -> Feature"],
            rules: #"{"rules": [\#(rule)]}"#)
        let hidden = try Self.diagram(result)
        #expect(Self.edges(hidden) == ["App -> Feature"])
        #expect(
            hidden.hiddenViolations.sentence
                == "1 rule-breaking edge hidden (from test targets; draw them with --include-tests)")
        #expect(try Self.diagram(result, DiagramOptions(includeTests: true)).hiddenViolations.isEmpty)
    }

    // MARK: Imports without a declaration look like findings only when a rule makes them one

    @Test func undeclaredImportsAreStyledOnlyWhenARuleChecksDeclarations() throws {
        let imports = ["App -> Feature", "App -> Core", "Feature -> Core"]
        let declared = ["App -> Feature", "Feature -> Core"]
        for (rules, checked) in [
            ("{}", false),
            (#"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency", "severity": "off"}]}"#, false),
            (#"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}]}"#, true),
        ] {
            let diagram = try Self.diagram(try Self.result(imports: imports, declared: declared, rules: rules))
            let edge = try #require(diagram.edges.first { $0.key.description == "App -> Core" })
            #expect(edge.status == .undeclared, "the fact stays in the data")
            #expect(diagram.declarationsChecked == checked, "\(rules)")
            #expect(diagram.drawnStatus(edge) == (checked ? .undeclared : .declaredAndImported), "\(rules)")
            let dot = DOTRenderer().render(diagram)
            #expect(dot.contains(##""App" -> "Core" [color="#475569"];"##) == !checked, "\(rules)")
            #expect(dot.contains("arrowhead=empty") == checked, "\(rules)")
            #expect(dot.contains("imported, not declared (hollow head)") == checked, "\(rules)")
            #expect(dot.contains(">imported</FONT>") == !checked, "\(rules)")
            #expect(JSONDiagramRenderer().render(diagram).contains(#""declarationsChecked": \#(checked)"#))
        }
        // Without the rule an undeclared import is an ordinary edge to --reduce (implied by
        // App -> Feature -> Core).
        let reduced = try Self.diagram(
            try Self.result(imports: imports, declared: declared),
            DiagramOptions(reduce: true))
        #expect(Self.edges(reduced) == ["App -> Feature", "Feature -> Core"])
    }

    // MARK: Layers follow the layers rule

    static let orderedGroups =
        #""groups": {"features": ["*Feature"], "core": ["Core*"], "data": ["Data"], "#
        + #""network": ["Network"], "zeta": ["Zeta"]}"#
    static let orderedImports = [
        "App -> ProfileFeature", "ProfileFeature -> Data", "Data -> Network",
        "Data -> CoreKit", "Network -> CoreKit", "Zeta -> CoreKit", "App -> Kit",
    ]

    @Test func withoutALayersRuleTheWordsOfGroupNamesDecide() throws {
        let diagram = try Self.diagram(try Self.result(imports: Self.orderedImports, rules: "{\(Self.orderedGroups)}"))
        #expect(diagram.layers.map(\.name) == ["features", "data", "network", "zeta", "core"])
        #expect(diagram.layers.map(\.tier) == [2, 3, 4, 5, 6])
        #expect(diagram.layersRule == nil)
        #expect(diagram.node("App")?.layer == nil)
    }

    @Test func clustersFollowTheOrderOfTheLayersRule() throws {
        // The team puts core above features (an odd choice, which the words would reverse), lists
        // App and Data by name, and leaves network and zeta out.
        let rules = """
            {\(Self.orderedGroups), "rules": [
              {"id": "layered", "kind": "layers", "layers": ["App", "@core", "@features", "Data"],
               "severity": "warning"}]}
            """
        let diagram = try Self.diagram(try Self.result(imports: Self.orderedImports, rules: rules))
        // App: a layer of its own, named by the rule's selector (no group names it); data: the
        // group of Data, where the rule puts Data; network and zeta: just below the group
        // before them in the words' order (data), in that order.
        #expect(diagram.layers.map(\.name) == ["App", "core", "features", "data", "network", "zeta"])
        #expect(diagram.layers.map(\.tier) == [0, 1, 2, 3, 4, 5])
        #expect(
            diagram.layers.map(\.modules)
                == [["App"], ["CoreKit"], ["ProfileFeature"], ["Data"], ["Network"], ["Zeta"]])
        #expect(diagram.layersRule == "layered")
        // Kit is in no group and no layer of the rule: outside every cluster.
        #expect(diagram.node("Kit")?.layer == nil)
        // Data -> CoreKit points up the rule's order: it breaks the rule and takes no part in
        // ranking, so the layers stay in the rule's order.
        let lines = DOTRenderer().render(diagram).components(separatedBy: "\n")
        let upward = try #require(lines.first { $0.hasPrefix(#"  "Data" -> "CoreKit""#) })
        #expect(upward.contains(#"label="layered""#) && upward.hasSuffix("constraint=false];"))
        #expect(lines.contains(##"  "ProfileFeature" -> "Data" [color="#475569"];"##))
        #expect(
            MermaidRenderer().render(diagram).components(separatedBy: "\n").filter { $0.hasPrefix("  subgraph") }
                == [
                    #"  subgraph g_App["App"]"#, #"  subgraph g_core["core"]"#, #"  subgraph g_features["features"]"#,
                    #"  subgraph g_data["data"]"#, #"  subgraph g_network["network"]"#, #"  subgraph g_zeta["zeta"]"#,
                ])
    }

    @Test func aRuleLayerNamedLikeAGroupGetsItsNumber() throws {
        let rules =
            #"{"groups": {"App": ["Zeta"]}, "#
            + #""rules": [{"id": "l", "kind": "layers", "layers": ["App", "@App"]}]}"#
        let diagram = try Self.diagram(try Self.result(imports: ["App -> Zeta"], rules: rules))
        #expect(diagram.layers.map(\.name) == ["App (layer 1)", "App"])
        #expect(diagram.layers.map(\.modules) == [["App"], ["Zeta"]])
    }

    // MARK: What the HTML page shows about nodes and edges

    @Test func edgesCarryTheirFindingsAndNodesTheirRoles() throws {
        let result = try Self.result(
            imports: ["Data -> Network", "Network -> Data", "ProfileFeature -> Network"], rules: Self.layeredRules)
        let diagram = try Self.diagram(result)
        let edge = try #require(diagram.edges.first { $0.key.description == "Network -> Data" })
        #expect(edge.findings.map(\.rule) == ["network-never-imports-data", "no-cycles"])
        #expect(edge.findings[0].location == "Sources/Network/File.swift:1:1")
        #expect(edge.findings[0].message.hasPrefix("Network imports Data"))
        // The cycle's one finding is on both of its edges.
        #expect(diagram.edges.first { $0.key.description == "Data -> Network" }?.findings.map(\.rule) == ["no-cycles"])
        let network = try #require(diagram.node("Network"))
        #expect(network.role == .network)
        #expect(network.roleEvidence.map(\.source).contains(.name))
    }

    @Test func layerOrderReadsTheWordsOfGroupNames() {
        #expect(LayerOrder.words("compositionRoot") == ["composition", "root"])
        #expect(LayerOrder.words("HTTP_libraries-2") == ["http", "libraries", "2"])
        #expect(
            LayerOrder.sorted([
                "core", "zeta", "features", "Domain", "data", "app", "composition-root", "network", "third-party",
            ])
                == ["composition-root", "app", "features", "data", "Domain", "network", "zeta", "core", "third-party"])
    }
}
