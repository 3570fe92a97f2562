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
            RuleOption("layers", .selectorList, required: true, "List of selectors, highest layer first; a module belongs to the first layer that selects it."),
            RuleOption("allowSameLayer", .boolean, required: false, "Allow imports within one layer (default true)."),
            RuleOption("allowSkipping", .boolean, required: false, "Allow imports that skip a layer (default true); false forces strict layering."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "layers", "layers": ["App", "*Feature", "Domain", "Core*"]}"#,
                imports: ["App -> ProfileFeature", "ProfileFeature -> Domain", "Domain -> ProfileFeature", "CoreUI -> Domain"],
                expected: ["CoreUI -> Domain", "Domain -> ProfileFeature"],
                plans: ["CoreUI uses no declaration of Domain: delete the import (and the dependency in Package.swift)",
                        "Domain uses no declaration of ProfileFeature: delete the import (and the dependency in Package.swift)"]
            ),
            RuleExample(
                configuration: #"{"kind": "layers", "layers": ["App", "*Feature", "Domain"], "allowSkipping": false, "allowSameLayer": false}"#,
                imports: ["App -> Domain", "AFeature -> BFeature", "AFeature -> Domain"],
                sources: ["BFeature": "public struct BView {}\n", "AFeature": "import BFeature\n\nlet screen = BView()\n"],
                expected: ["AFeature -> BFeature", "App -> Domain"],
                plans: ["let the root present it: declare `protocol AFeatureRouting { func showB() }` in AFeature, implement it in the composition root",
                        "App uses no declaration of Domain: delete the import (and the dependency in Package.swift)"]
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
            guard let from = layer(of: edge.key.from, context), let to = layer(of: edge.key.to, context) else { return [] }
            let problem: String
            if to < from {
                problem = "a layer-\(from + 1) module (\(layers[from])) must not import the higher layer \(to + 1) (\(layers[to]))"
            } else if to == from && !allowSameLayer {
                problem = "modules of one layer (\(layers[from])) must not import each other"
            } else if to > from + 1 && !allowSkipping {
                problem = "layer \(from + 1) (\(layers[from])) may import only the layer right below it (\(layers[from + 1])), not layer \(to + 1) (\(layers[to]))"
            } else {
                return []
            }
            return context.violations(for: edge, message: context.explained("\(edge.key.from) imports \(edge.key.to)", fallback: problem))
        }
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let matched = layers.map(context.selected)
        let filled = zip(layers, matched).filter { !$0.1.isEmpty }
        let reason: String? = switch filled.count {
        case 0: "no layer matches a module"
        case 1: "only the layer '\(filled[0].0)' matches modules: layers need two"
        default: nil
        }
        return context.coverage(matched.flatMap { $0 }, nothingToCheck: reason)
    }
}
