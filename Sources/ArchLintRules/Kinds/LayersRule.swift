/// `layers`: ordered layers, top to bottom; a module imports only its own layer or lower ones.
package struct LayersRule: Rule {
    package static let description = RuleDescription(
        kind: "layers",
        summary: "Ordered layers, top to bottom: a module imports only its own layer or lower ones.",
        rationale: """
            Dependencies point one way: the composition root on top, features below it, then \
            domain, data and core. An import that points up (Domain importing a feature) ties a \
            low layer to a high one and drags the whole app into every build of it.
            """,
        defaultSeverity: .error,
        fix: .invertDependency,
        options: [
            RuleOption(
                "layers", .selectorList, required: true,
                "List of selectors, highest layer first; a module belongs to the first layer that selects it."),
            RuleOption("allowSameLayer", .boolean, required: false, "Allow imports within one layer (default true)."),
            RuleOption(
                "allowSkipping", .boolean, required: false,
                "Allow imports that skip a layer (default true); false forces strict layering."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "layers", "layers": ["App", "*Feature", "Domain", "Core*"]}"#,
                imports: [
                    "App -> ProfileFeature", "ProfileFeature -> Domain", "Domain -> ProfileFeature", "CoreUI -> Domain",
                ],
                sources: [
                    "Domain":
                        "import ProfileFeature\n\npublic struct Money: Hashable {\n    public var minorUnits: Int\n}",
                    "CoreUI": "import Domain\n\npublic struct AmountLabel {\n    let amount: Money\n}",
                ],
                expected: ["CoreUI -> Domain", "Domain -> ProfileFeature"],
                plans: [
                    "CoreUI uses value type of Domain: Money (File.swift:4); move it down to a new module "
                        + "`DomainModels` both depend on, and drop the import",
                    "Domain names no declaration of ProfileFeature (no type, function or extension member): delete "
                        + "`import ProfileFeature` (File.swift:1)",
                ]
            ),
            RuleExample(
                configuration:
                    #"{"kind": "layers", "layers": ["App", "*Feature", "Domain"], "allowSkipping": false, "#
                    + #""allowSameLayer": false}"#,
                imports: ["App -> Domain", "HomeFeature -> SettingsFeature", "HomeFeature -> Domain"],
                sources: [
                    "SettingsFeature":
                        "@Reducer\npublic struct Settings {\n    public struct State: Equatable {}\n"
                        + "    public enum Action {}\n}",
                    "HomeFeature":
                        "import SettingsFeature\n\n@Reducer\nstruct Home {\n    struct State {\n"
                        + "        var settings: Settings.State?\n    }\n    enum Action {\n"
                        + "        case settings(Settings.Action)\n    }\n}",
                ],
                expected: ["App -> Domain", "HomeFeature -> SettingsFeature"],
                plans: [
                    "App names no declaration of Domain (no type, function or extension member): delete `import "
                        + "Domain` (File.swift:1)",
                    "HomeFeature composes SettingsFeature by type (Settings.Action, Settings.State (File.swift:6)), as "
                        + "its parent: let the composition root present it on a delegate action, or allow parents to "
                        + "present their children",
                ]
            ),
            RuleExample(
                configuration: #"{"kind": "layers", "layers": ["App", "*Feature", "Domain"]}"#,
                imports: ["App -> Domain", "AFeature -> BFeature", "AFeature -> Domain", "Domain -> Foundation"],
                expected: []
            ),
        ]
    )

    package var layers: [ModuleSelector]
    package var allowSameLayer: Bool
    package var allowSkipping: Bool

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        layers = try options.selectorList("layers")
        allowSameLayer = try options.bool("allowSameLayer", default: true)
        allowSkipping = try options.bool("allowSkipping", default: true)
    }

    func layer(of name: String, _ context: RuleContext) -> Int? {
        layers.firstIndex { context.selects($0, name) }
    }

    package func evaluate(_ context: RuleContext) -> [Violation] {
        context.edges.flatMap { edge -> [Violation] in
            guard let from = layer(of: edge.key.from, context), let to = layer(of: edge.key.to, context) else {
                return []
            }
            let problem: String
            if to < from {
                problem = RuleMessages.importsHigherLayer(
                    from: from, fromLayer: layers[from], to: to, toLayer: layers[to])
            } else if to == from && !allowSameLayer {
                problem = "modules of one layer (\(layers[from])) must not import each other"
            } else if to > from + 1 && !allowSkipping {
                problem = RuleMessages.skipsLayer(
                    from: from, fromLayer: layers[from], below: layers[from + 1], to: to, toLayer: layers[to])
            } else {
                return []
            }
            return context.violations(
                for: edge, message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: problem))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let matched = layers.map(context.selected)
        let filled = zip(layers, matched).filter { !$0.1.isEmpty }
        let reason: String? =
            switch filled.count {
            case 0: "no layer matches a module"
            case 1: "only the layer '\(filled[0].0)' matches modules: layers need two"
            default: nil
            }
        return context.coverage(matched.flatMap { $0 }, nothingToCheck: reason)
    }
}

extension RuleMessages {
    /// `from` and `to` are 0-based layer indexes; the text counts layers from 1.
    static func importsHigherLayer(from: Int, fromLayer: ModuleSelector, to: Int, toLayer: ModuleSelector) -> String {
        "a layer-\(from + 1) module (\(fromLayer)) must not import the higher layer \(to + 1) (\(toLayer))"
    }

    /// `from` and `to` are 0-based layer indexes; `below` is the layer right below `from`.
    static func skipsLayer(
        from: Int, fromLayer: ModuleSelector, below: ModuleSelector, to: Int, toLayer: ModuleSelector
    ) -> String {
        "layer \(from + 1) (\(fromLayer)) may import only the layer right below it (\(below)), not layer \(to + 1) "
            + "(\(toLayer))"
    }
}
