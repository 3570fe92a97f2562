import ArchLintSupport
import ArchLintGraph

/// The groups `archlint init` proposes, from the same role inference the presets select by: each
/// group selects a role (`"features": ["role:feature"]`), lists its members and says why each is
/// one, so a team reviews the inference once and sets what is wrong under `"roles"`.
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

    /// The groups the presets use, with the roles that fill them, in the order written.
    static let layout: [(name: String, roles: [ModuleRole], explanation: String)] = [
        ("composition-root", [.compositionRoot, .rootFeature], "the applications and the root feature they link: they compose everything"),
        ("features", [.feature], "one feature each; they never import one another"),
        ("core", [.core], "shared building blocks; they must not depend on one another"),
        ("network", [.network], "the module that wraps the HTTP library"),
        ("data", [.data], "repository implementations, DTOs, API clients"),
        ("domain", [.domain], "use cases, repository protocols, models"),
    ]

    /// The groups with at least one member.
    package static func propose(_ roles: ModuleRoles) -> [Group] {
        layout.compactMap { entry in
            let members = entry.roles.flatMap { role in
                roles.modules(with: role).map { (name: $0, because: roles.assignments[$0]!.because) }
            }.sorted { $0.name < $1.name }
            guard !members.isEmpty else { return nil }
            return Group(name: entry.name, selectors: entry.roles.map { "role:\($0.rawValue)" }, explanation: entry.explanation, members: members)
        }
    }

    /// What init prints: each group, its members and why; and the roles no group uses. Every
    /// line escaped (`TextLine`): module names come from the input.
    package static func report(_ groups: [Group], roles: ModuleRoles) -> String {
        guard !groups.isEmpty else {
            return "no group inferred: no module is a feature, core, network, data or domain module by name, folder or graph position; set roles under \"roles\" (`archlint roles` lists every module)\n"
        }
        var text = "groups inferred (set a module's role under \"roles\" where this is wrong; `archlint roles` lists every module):\n"
        for group in groups {
            text += "  \(group.name) (\(group.selectors.joined(separator: ", "))): \(group.members.count) module\(group.members.count == 1 ? "" : "s")\n"
            let names = group.members.map { TextLine.escape($0.name) }
            let width = names.map(\.count).max() ?? 0
            for (member, name) in zip(group.members, names) {
                text += "    \(name)\(String(repeating: " ", count: width - name.count))  \(TextLine.escape(member.because))\n"
            }
        }
        let others: [ModuleRole] = [.shared, .umbrella, .testSupport]
        for role in others {
            let names = roles.modules(with: role)
            guard !names.isEmpty else { continue }
            text += TextLine.escape("  also \(role.rawValue): \(names.joined(separator: ", "))") + "\n"
        }
        return text
    }
}
