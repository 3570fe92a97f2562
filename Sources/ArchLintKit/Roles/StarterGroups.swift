import ArchLintSupport
import ArchLintGraph

/// The groups `archlint init` proposes, from the same role inference the presets select by: each
/// group selects a role (`"features": ["role:feature"]`), lists its members and says why each is
/// one, so a team reviews the inference once and sets what is wrong under `"roles"`. Also the
/// layer order the groups show in the graph (`LayerProposal`).
package enum StarterGroups {
    /// A group init writes.
    package struct Group: Sendable, Equatable {
        package var name: String
        /// The selectors written (`role:feature`).
        package var selectors: [String]
        /// What the group is for, one phrase.
        package var explanation: String
        /// Its members with why each is one, sorted by name.
        package var members: [(name: String, because: String)]

        package static func == (lhs: Group, rhs: Group) -> Bool {
            lhs.name == rhs.name && lhs.selectors == rhs.selectors && lhs.members.map(\.name) == rhs.members.map(\.name)
                && lhs.members.map(\.because) == rhs.members.map(\.because)
        }
    }

    /// The groups init writes, with the roles that fill them, in the usual order top to bottom
    /// (the order of a layer proposal when the graph says nothing between two groups).
    static let layout: [(name: String, roles: [ModuleRole], explanation: String)] = [
        (
            "composition-root", [.compositionRoot, .rootFeature],
            "the applications and the root feature they link: they compose everything"
        ),
        ("features", [.feature], "one feature each (they declare screens); they never import one another"),
        ("shared", [.shared], "libraries the features share, and the kit most of them build on"),
        ("umbrella", [.umbrella], "modules that re-export others (@_exported import): above what they re-export"),
        ("data", [.data], "repository implementations, DTOs, persistence"),
        ("network", [.network], "the module that performs HTTP and wraps the HTTP library"),
        ("domain", [.domain], "use cases, repository protocols, models"),
        ("core", [.core], "shared building blocks; they must not depend on one another"),
        ("base", [.base], "the core modules' floor: the vocabulary they build on, below them"),
    ]

    /// The groups with at least one member.
    package static func propose(_ roles: ModuleRoles) -> [Group] {
        layout.compactMap { entry in
            let members = entry.roles.flatMap { role in
                roles.modules(with: role).map { (name: $0, because: roles.assignments[$0]!.because) }
            }.sorted { $0.name < $1.name }
            guard !members.isEmpty else { return nil }
            return Group(
                name: entry.name, selectors: entry.roles.map { "role:\($0.rawValue)" }, explanation: entry.explanation,
                members: members)
        }
    }

    /// The layer order the groups show: a group is above another when more of its modules import
    /// the other's than the reverse (module pairs, production imports); groups the graph does
    /// not order keep the usual order (`layout`); a cycle of groups is broken by it too. Nil
    /// with fewer than two groups.
    package static func layers(_ groups: [Group], graph: ModuleGraph, roles: ModuleRoles) -> LayerProposal? {
        guard groups.count >= 2 else { return nil }
        var groupOf: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for member in group.members { groupOf[member.name] = index }
        }
        // Module pairs importing across groups, in production code.
        var edges: [[Int]] = Array(repeating: Array(repeating: 0, count: groups.count), count: groups.count)
        for edge in graph.imported {
            guard let from = groupOf[edge.key.from], let to = groupOf[edge.key.to], from != to,
                let module = graph.modules[edge.key.from], !roles.isTestCode(module)
            else { continue }
            edges[from][to] += 1
        }
        // Kahn's algorithm on the majority relation, ties by the usual order (the index).
        var remaining = Array(groups.indices)
        var order: [Int] = []
        while !remaining.isEmpty {
            let free = remaining.filter { candidate in
                !remaining.contains { edges[$0][candidate] > edges[candidate][$0] }
            }
            let next = free.first ?? remaining[0]
            order.append(next)
            remaining.removeAll { $0 == next }
        }
        let reasons = zip(order, order.dropFirst()).map { upper, lower -> String in
            let down = edges[upper][lower], up = edges[lower][upper]
            let pair = "\(groups[upper].name) above \(groups[lower].name)"
            if down == 0 && up == 0 { return "\(pair): no import between them (the usual order)" }
            let downText =
                "\(down) import edge\(down == 1 ? "" : "s") from \(groups[upper].name) to \(groups[lower].name)"
            let upText = up == 0 ? "none back" : "\(up) back (break\(up == 1 ? "" : "s"), recorded in the baseline)"
            return "\(pair): \(downText), \(upText)"
        }
        return LayerProposal(groups: order.map { groups[$0].name }, reasons: reasons)
    }

    /// What init prints: each group, its members and why; the roles no group uses; the
    /// sub-layers; and the layer order. Every line escaped (`TextLine`): module names come from
    /// the input.
    package static func report(_ groups: [Group], roles: ModuleRoles, layers: LayerProposal? = nil) -> String {
        guard !groups.isEmpty else {
            return
                "no group inferred: no module is a feature, core, network, data or domain module by name, folder, code "
                + "or graph position; set roles under \"roles\" (`archlint roles` lists every module)\n"
        }
        var text =
            "groups inferred (set a module's role under \"roles\" where this is wrong; `archlint roles` lists every "
            + "module):\n"
        for group in groups {
            text +=
                "  \(group.name) (\(group.selectors.joined(separator: ", "))): \(group.members.count) "
                + "module\(group.members.count == 1 ? "" : "s")\n"
            let names = group.members.map { TextLine.escape($0.name) }
            let width = names.map(\.count).max() ?? 0
            for (member, name) in zip(group.members, names) {
                let padding = String(repeating: " ", count: width - name.count)
                text += "    \(name)\(padding)  \(TextLine.escape(member.because))\n"
            }
        }
        let others: [ModuleRole] = [.testSupport]
        for role in others {
            let names = roles.modules(with: role)
            guard !names.isEmpty else { continue }
            text += TextLine.escape("  also \(role.rawValue): \(names.joined(separator: ", "))") + "\n"
        }
        if let layers {
            text += TextLine.escape("layers seen (top first): \(layers.groups.joined(separator: " > "))") + "\n"
            for reason in layers.reasons { text += TextLine.escape("  \(reason)") + "\n" }
        }
        return text
    }
}

/// The layer order `archlint init` writes as a `layers` rule: group names top first, and for
/// each two adjacent layers why the upper one is above (the imports between them).
package struct LayerProposal: Sendable, Equatable {
    package var groups: [String]
    package var reasons: [String]
}
