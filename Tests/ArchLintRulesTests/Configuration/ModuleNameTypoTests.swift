import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// A plain module name in the team's rules file that names nothing is a typo: one error per
/// place a name can be written, located at the string, with the nearest name.
@Suite struct ModuleNameTypoTests {
    /// MoviesDB, Network and App are targets; Alamofire is only imported (an outside module).
    let graph = TestSupport.graph([
        "App(executable) -> MoviesDB", "MoviesDB -> Network", "Network -> Alamofire",
        "MoviesDB -> Foundation",
    ])

    func errors(_ text: String, externals: Set<String> = []) throws -> [ConfigurationError] {
        try ConfigurationLoader.load(text: text, catalog: .standard).unknownModuleNames(in: graph, externals: externals)
    }

    /// Each place a module name can appear, with a typo of MoviesDB there, and the key path
    /// the error must name.
    static let places: [(text: String, keyPath: String)] = [
        (#"{"compositionRoot": "MovieDB"}"#, "compositionRoot"),
        (#"{"rules": [{"kind": "forbidden", "from": "MovieDB", "to": "Network"}]}"#, "rules[0].from"),
        (#"{"rules": [{"kind": "forbidden", "from": "Network", "to": ["App", "MovieDB"]}]}"#, "rules[0].to[1]"),
        (#"{"rules": [{"kind": "independent", "modules": ["MovieDB", "Network"]}]}"#, "rules[0].modules[0]"),
        (
            #"{"rules": [{"kind": "external-confinement", "modules": "Alamofire", "allowedIn": ["MovieDB"]}]}"#,
            "rules[0].allowedIn[0]"
        ),
        (#"{"rules": [{"kind": "allowed-only", "modules": "Network", "allowed": "!MovieDB"}]}"#, "rules[0].allowed"),
        (#"{"rules": [{"kind": "layers", "layers": ["App", ["MovieDB"], "Network"]}]}"#, "rules[0].layers[1][0]"),
        (
            #"{"rules": [{"kind": "acyclic", "except": [{"from": "MovieDB", "reason": "r"}]}]}"#,
            "rules[0].except[0].from"
        ),
        (#"{"rules": [{"kind": "acyclic", "except": [{"to": "MovieDB", "reason": "r"}]}]}"#, "rules[0].except[0].to"),
        (#"{"roles": {"data": ["MovieDB"]}}"#, "roles.data[0]"),
        (#"{"groups": {"data": ["Network", "MovieDB"]}}"#, "groups.data[1]"),
        (
            #"{"modules": [{"name": "Widget", "sources": ["W/**"], "dependencies": ["MovieDB"]}]}"#,
            "modules.Widget.dependencies[0]"
        ),
    ]

    @Test(arguments: 0..<places.count)
    func aTypoInEachPlaceIsAnErrorWithTheNearestName(_ index: Int) throws {
        let place = Self.places[index]
        let found = try errors(place.text)
        #expect(found.count == 1, "\(place.text)")
        #expect(found.first?.keyPath == place.keyPath)
        #expect(
            found.first?.message.hasPrefix("unknown module 'MovieDB'; did you mean 'MoviesDB'?") == true, "\(found)")
        // Located at the string itself, not at the top of the file.
        let column = (place.text.range(of: "\"!MovieDB\"") ?? place.text.range(of: "\"MovieDB\"")).map {
            place.text.distance(from: place.text.startIndex, to: $0.lowerBound) + 1
        }
        #expect(found.first?.position == TextPosition(line: 1, column: column ?? 0))
    }

    @Test func knownNamesPass() throws {
        // Targets, an imported outside module, an SDK module never imported, a product the
        // manifests name (a package identity, lowercased), and `*`.
        let text = #"""
            {"compositionRoot": "App", "groups": {"io": ["Network", "Alamofire"]},
             "rules": [{"kind": "forbidden", "from": ["MoviesDB", "*"], "to": ["UIKit", "AppleArchive", "System", "MachO", "Kingfisher"]}]}
            """#
        #expect(try errors(text, externals: ["kingfisher"]).isEmpty)
        #expect(try errors(text).map(\.keyPath) == ["rules[0].to[4]"])
    }

    @Test func presetsAreNotHeldToTheirNames() throws {
        // network-isolation names HTTP libraries this graph does not have; the default preset
        // must never fail a fresh app.
        let configuration = try ConfigurationLoader.load(file: nil, catalog: .standard)
        #expect(configuration.unknownModuleNames(in: graph).isEmpty)
        // An entry of the team's file overriding a preset rule is held only to what it writes.
        let overriding = try errors(
            #"{"extends": ["network-isolation"], "rules": [{"id": "http-library-only-in-network", "severity": "warning"}]}"#
        )
        #expect(overriding.isEmpty)
        let retyped = try errors(
            #"{"extends": ["network-isolation"], "rules": [{"id": "http-library-only-in-network", "allowedIn": "Netwrok"}]}"#
        )
        #expect(retyped.map(\.message).first?.hasPrefix("unknown module 'Netwrok'; did you mean 'Network'?") == true)
    }

    @Test func aNameOnlyADeclaredDependencyReachesIsStillATypo() throws {
        // A rules-file module's dependency makes a node of its target; that node is not proof
        // the module exists.
        var modules = graph.modules.values.map { $0 }
        modules.append(Module(name: "Netwrk", kind: .unknown))
        let declared = [DeclaredDependency(key: EdgeKey(from: "App", to: "Netwrk"), reference: .byName("Netwrk"))]
        let withNode = ModuleGraph(modules: modules, declared: declared, imported: graph.imported)
        let configuration = try ConfigurationLoader.load(
            text: #"{"modules": [{"name": "App", "sources": ["A/**"], "dependencies": ["Netwrk"]}]}"#,
            catalog: .standard)
        #expect(configuration.unknownModuleNames(in: withNode).map(\.keyPath) == ["modules.App.dependencies[0]"])
    }
}
