import ArchLintGraph
import ArchLintRules

/// Which layer (a cluster of the picture, a band of the HTML page) each module is drawn in, and
/// the order of the layers, top to bottom.
///
/// Layers are the groups of the rules file. When the rules file has a `layers` rule (the first
/// enabled one), its order is the team's own statement of what sits above what, so it decides:
/// - a group the rule names (`@features`) takes that layer's place;
/// - any other group takes the place of the highest rule layer one of its modules belongs to
///   (the group `data` of a module `Data` that the rule lists as `"Data"`);
/// - a group none of whose modules the rule places stays just below the group before it in the
///   order of `LayerOrder` (the words of the names), so `network` stays below `domain`;
/// - a module no group names but a rule layer selects by name, pattern, path or role
///   (`"FeatureKit"`, `"*Kit"`) is drawn in a layer named after that selector.
///
/// Without a `layers` rule, the order is `LayerOrder`'s alone. Either way ties sort by the
/// words of the names, then by name, so the order is the same on every run.
struct LayerPlacement {
    /// One layer of the picture, before modules are counted.
    struct Entry: Equatable {
        var name: String
        /// Layers of equal tier may sit side by side; lower is higher in the picture.
        var tier: Int
        /// The group this layer draws, or nil for a layer of the `layers` rule no group names.
        var group: String?
        /// For a layer of the `layers` rule that no group names: its index in the rule.
        var ruleLayer: Int?
    }

    /// Top to bottom.
    private(set) var entries: [Entry]
    private let ruleLayers: [ModuleSelector]
    private let resolver: SelectorResolver

    /// The id of the `layers` rule whose order decides, nil when there is none.
    let ruleID: String?

    /// The first enabled `layers` rule with its layers (top first); nil when the rules file has none.
    static func layersRule(_ configuration: Configuration) -> (id: String, layers: [ModuleSelector])? {
        for rule in configuration.rules where rule.severity != .off {
            if let kind = rule.implementation as? LayersRule, !kind.layers.isEmpty { return (rule.id, kind.layers) }
        }
        return nil
    }

    init(configuration: Configuration, graph: ModuleGraph, resolver: SelectorResolver) {
        self.resolver = resolver
        let groups = LayerOrder.sorted(Array(configuration.groups.keys))
        let rule = Self.layersRule(configuration)
        ruleID = rule?.id
        guard let ruleLayers = rule?.layers else {
            self.ruleLayers = []
            entries = groups.map { Entry(name: $0, tier: LayerOrder.tier(of: $0), group: $0) }
            return
        }
        self.ruleLayers = ruleLayers
        let modules = graph.moduleNames.map { graph.modules[$0]! }
        // The rule's layer of each module: the first that selects it, as the rule judges.
        var ruleLayerOf: [String: Int] = [:]
        for module in modules {
            if let index = ruleLayers.firstIndex(where: { resolver.matches($0, module) }) {
                ruleLayerOf[module.name] = index
            }
        }
        // (rule layer, 0 for a place of its own or 1 for "just below it", word tier), per layer.
        var keyed: [(key: [Int], entry: Entry)] = []
        var previous = -1
        for group in groups {
            let named = ruleLayers.firstIndex { $0.referencedGroups.contains(group) && !Self.excludes($0, group) }
            let members = modules.filter { resolver.matches(.group(group), $0) }
            let placed = named ?? members.compactMap { ruleLayerOf[$0.name] }.min()
            let key = placed.map { [$0, 0] } ?? [previous, 1]
            if let placed { previous = placed }
            keyed.append((key + [LayerOrder.tier(of: group)], Entry(name: group, tier: 0, group: group)))
        }
        // Layers of the rule that no group stands for, when a module outside every group is in it.
        let ungrouped = Set(
            modules.filter { module in
                !groups.contains { resolver.matches(.group($0), module) }
            }.compactMap { ruleLayerOf[$0.name] })
        for index in ruleLayers.indices where ungrouped.contains(index) {
            if case .group = ruleLayers[index] { continue }
            var name = ruleLayers[index].description
            if configuration.groups[name] != nil { name += " (layer \(index + 1))" }
            keyed.append(([index, 0, LayerOrder.tier(of: name)], Entry(name: name, tier: 0, ruleLayer: index)))
        }
        keyed.sort { lhs, rhs in
            lhs.key != rhs.key ? lhs.key.lexicographicallyPrecedes(rhs.key) : lhs.entry.name < rhs.entry.name
        }
        // Tiers: one per distinct key, top to bottom from 0.
        var entries: [Entry] = []
        var tier = -1
        var lastKey: [Int]? = nil
        for item in keyed {
            if item.key != lastKey { tier += 1 }
            lastKey = item.key
            var entry = item.entry
            entry.tier = tier
            entries.append(entry)
        }
        self.entries = entries
    }

    /// True when `selector` names `group` only to leave it out (`!@legacy`).
    private static func excludes(_ selector: ModuleSelector, _ group: String) -> Bool {
        switch selector {
        case .excluding(let inner): inner.referencedGroups.contains(group)
        case .union(let members):
            !members.contains { member in
                if case .excluding = member { return false }
                return member.referencedGroups.contains(group)
            }
        default: false
        }
    }

    /// The layer `module` is drawn in: the first group in `entries` order that names it, else the
    /// layer of the `layers` rule that selects it when no group stands for that layer.
    func layer(of module: Module) -> String? {
        for entry in entries {
            if let group = entry.group, resolver.matches(.group(group), module) { return entry.name }
        }
        guard entries.contains(where: { $0.ruleLayer != nil }),
            let index = ruleLayers.firstIndex(where: { resolver.matches($0, module) })
        else { return nil }
        return entries.first { $0.ruleLayer == index }?.name
    }
}
