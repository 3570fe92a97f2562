import ArchLintSupport
import ArchLintGraph

/// One entry of `"roles"`: the modules a selector names get this role whatever was inferred
/// (`"roles": {"feature": ["Timeline", "Account"], "none": "FirstPartyMocks"}`).
package struct RoleOverride: Sendable {
    /// The role given; nil for `"none"` (the module has no role).
    package var role: ModuleRole?
    package var selector: ModuleSelector
    package var file: String
    package var keyPath: String
    package var position: TextPosition

    /// Plain module names the entry writes, for typo checks.
    package var moduleNames: [ModuleNameReference] = []

    /// The key as written.
    package var roleName: String { role?.rawValue ?? "none" }
}

extension ConfigurationLoader {
    /// Reads `"roles"`: an object of role name (or `none`) to a selector. Selectors here name
    /// modules directly (names, globs, path:, package:, type:): a group or role may itself be
    /// defined by roles.
    static func parseRoleOverrides(_ value: JSONValue, file: String) throws(ConfigurationError) -> [RoleOverride] {
        guard let members = value.members else {
            throw ConfigurationError(
                file: file, position: value.position, keyPath: "roles",
                message: ConfigurationMessages.rolesNotAnObject(found: value.typeName))
        }
        let names = ModuleRole.names + ["none"]
        var overrides: [RoleOverride] = []
        for member in members {
            let keyPath = "roles.\(member.key)"
            guard member.key == "none" || ModuleRole(rawValue: member.key) != nil else {
                let suggestion = Suggestion.nearest(to: member.key, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
                throw ConfigurationError(
                    file: file, position: member.position, keyPath: keyPath,
                    message: "unknown role \"\(member.key)\"\(suggestion) (roles: \(names.joined(separator: ", ")))")
            }
            let selector = try RuleOptions.parseSelector(member.value, file: file, keyPath: keyPath, knownGroups: [])
            if selector.referencesRole {
                throw ConfigurationError(
                    file: file, position: member.value.position, keyPath: keyPath,
                    message: ConfigurationMessages.roleGivenByRole)
            }
            overrides.append(
                RoleOverride(
                    role: ModuleRole(rawValue: member.key), selector: selector, file: file,
                    keyPath: keyPath, position: member.value.position,
                    moduleNames: ModuleNameReference.collect(member.value, file: file, keyPath: keyPath)))
        }
        return overrides
    }
}

extension Configuration {
    /// Every module's role in `graph`: `"compositionRoot"` and the `"roles"` entries (later
    /// entries over earlier ones) are fixed, and `RoleInference` infers the rest around them,
    /// from the code too when `symbols` reads the sources. Warnings name entries that select
    /// nothing and modules two entries claim.
    package func moduleRoles(in graph: ModuleGraph, root: String, symbols: SymbolIndex? = nil) -> (
        roles: ModuleRoles, warnings: [ConfigurationWarning]
    ) {
        var fixed: [String: RoleAssignment] = [:]
        var fixedNone: Set<String> = []
        var warnings: [ConfigurationWarning] = []
        if let compositionRoot, graph.modules[compositionRoot] != nil {
            fixed[compositionRoot] = RoleAssignment(
                .compositionRoot, [RoleEvidence(.rulesFile, "\"compositionRoot\": \"\(compositionRoot)\"")])
        }
        let resolver = SelectorResolver(groups: [:], root: root)
        var claimedBy: [String: RoleOverride] = [:]
        for entry in roleOverrides {
            let selected = resolver.modules(entry.selector, in: graph).filter {
                graph.modules[$0]?.kind.isTarget == true
            }
            if selected.isEmpty {
                warnings.append(
                    ConfigurationWarning(
                        file: entry.file, position: entry.position, keyPath: entry.keyPath,
                        message:
                            "'\(entry.selector)' matches no module; no module is given the role \(entry.roleName) here")
                )
            }
            for name in selected {
                if let earlier = claimedBy[name], earlier.roleName != entry.roleName {
                    warnings.append(
                        ConfigurationWarning(
                            file: entry.file, position: entry.position, keyPath: entry.keyPath,
                            message: ConfigurationMessages.roleGivenTwice(
                                module: name, earlierRole: earlier.roleName, earlierKeyPath: earlier.keyPath)
                        ))
                }
                claimedBy[name] = entry
                if let role = entry.role {
                    fixed[name] = RoleAssignment(
                        role, [RoleEvidence(.rulesFile, "\"roles\": {\"\(entry.roleName)\": \(entry.selector)}")])
                    fixedNone.remove(name)
                } else {
                    fixed[name] = nil
                    fixedNone.insert(name)
                }
            }
        }
        return (RoleInference.infer(graph, root: root, symbols: symbols, fixed: fixed, fixedNone: fixedNone), warnings)
    }
}

extension ModuleSelector {
    /// True when the selector (or a part of it) is a `role:` selector.
    package var referencesRole: Bool {
        switch self {
        case .role: true
        case .union(let members): members.contains(where: \.referencesRole)
        case .excluding(let inner): inner.referencesRole
        default: false
        }
    }
}

extension ConfigurationMessages {
    static func rolesNotAnObject(found: String) -> String {
        "expected an object of role name to selectors ({\"feature\": [\"Timeline\"]}), found \(found)"
    }

    static let roleGivenByRole =
        "a role is given by names, globs, path:, package: or type: selectors, not by role: (roles would depend on "
        + "themselves)"

    /// A later `roles` entry gives `module` another role than the entry at `earlierKeyPath`.
    static func roleGivenTwice(module: String, earlierRole: String, earlierKeyPath: String) -> String {
        "\(module) is also given the role \(earlierRole) by \(earlierKeyPath); this later entry wins"
    }
}
