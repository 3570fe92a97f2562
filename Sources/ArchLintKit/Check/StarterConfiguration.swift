import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// Writes a first `archlint.json` for a package (`archlint init`): groups from the roles archlint
/// infers (`StarterGroups`), the presets that fit, and every rule the code already satisfies
/// switched on, so the first run is green or shows only real problems.
package enum StarterConfiguration {
    /// True when a module imports one of the HTTP libraries the network-isolation preset names.
    static func importsHTTPLibrary(_ graph: ModuleGraph, linter: Linter) -> Bool {
        guard let preset = try? ConfigurationLoader.load(text: #"{"extends": ["network-isolation"]}"#, catalog: linter.catalog),
              let libraries = preset.groups["http-libraries"] else { return false }
        let resolver = SelectorResolver(groups: preset.groups, root: "/")
        return graph.imported.contains { edge in graph.modules[edge.key.to].map { resolver.matches(libraries, $0) } ?? false }
    }

    /// Rule ids kept on even when they have findings: these are always real problems.
    static let alwaysOn: Set<String> = ["no-cycles"]

    /// The starter file's text for `workspace`, and how many rules were switched off.
    package static func render(for workspace: LoadedWorkspace, linter: Linter) -> (text: String, switchedOff: [String]) {
        // Groups: the roles archlint infers (StarterGroups), each group selecting its role.
        let roles = RoleInference.infer(workspace.graph, root: workspace.root)
        let groups = StarterGroups.propose(roles).map { group in
            (name: group.name, selectors: group.selectors, explanation: group.explanation, members: group.members.map(\.name))
        }
        let groupNames = Set(groups.map(\.name))
        var presets: [String] = []
        if groupNames.contains("core") || groupNames.contains("features") { presets.append("modular-app") }
        // Network isolation also when no module is the network yet but an HTTP library is imported:
        // then its rule reports every import of it, which is the point.
        if groupNames.contains("network") || importsHTTPLibrary(workspace.graph, linter: linter) { presets.append("network-isolation") }
        if groupNames.contains("domain") { presets.append("clean-architecture") }
        if presets.isEmpty { presets.append("modular-app") }

        let extraRules: [(id: String, kind: String, comment: String)] = [
            ("declared-imports", "implicit-dependency", "every imported target is declared in Package.swift"),
            ("unused-dependencies", "unused-dependency", "every declared dependency is imported somewhere (warning)"),
            ("no-testable-in-production", "testable-outside-tests", "@testable import only in test targets"),
        ]

        func text(switchedOff: [String: (count: Int, example: String)]) -> String {
            var lines: [String] = []
            lines.append("// archlint rules for this package, written by `archlint init`.")
            lines.append("// Run `archlint` (or `swift run archlint check`) to check; `archlint rules` documents every kind.")
            lines.append("{")
            lines.append("  // For completion in editors, add \"$schema\" pointing at archlint's Rules/archlint.schema.json.")
            lines.append("  // Presets shipped with archlint (Rules/ in its repository); every part can be overridden below.")
            lines.append("  \"extends\": [\(presets.map { "\"\($0)\"" }.joined(separator: ", "))],")
            lines.append("  // Roles archlint inferred from names, folders and the graph (`archlint roles` shows every")
            lines.append("  // module and why). Where one is wrong, set it here, e.g. \"feature\": [\"Timeline\"], \"none\": [\"Legacy\"].")
            lines.append("  \"roles\": {},")
            lines.append("  // Groups name your modules once, here by role; rules refer to them as @name.")
            lines.append("  \"groups\": {")
            for (index, group) in groups.enumerated() {
                let shown = group.members.count > 6 ? group.members.prefix(6).joined(separator: ", ") + ", ... (\(group.members.count))" : group.members.joined(separator: ", ")
                lines.append("    // \(group.explanation): \(shown)")
                lines.append("    \"\(group.name)\": [\(group.selectors.map { "\"\($0)\"" }.joined(separator: ", "))]\(index == groups.count - 1 ? "" : ",")")
            }
            lines.append("  },")
            lines.append("  \"rules\": [")
            var entries: [[String]] = []
            func offComment(_ info: (count: Int, example: String)) -> String {
                "    // \(info.count) \(info.count == 1 ? "finding" : "findings") today (first: \(info.example)); fix them, then remove \"severity\": \"off\" to switch the rule on"
            }
            let extraIDs = Set(extraRules.map(\.id))
            for rule in extraRules {
                if let info = switchedOff[rule.id] {
                    entries.append(["    // \(rule.comment)", offComment(info), "    {\"id\": \"\(rule.id)\", \"kind\": \"\(rule.kind)\", \"severity\": \"off\"}"])
                } else {
                    entries.append(["    // \(rule.comment)", "    {\"id\": \"\(rule.id)\", \"kind\": \"\(rule.kind)\"}"])
                }
            }
            for (id, info) in switchedOff.sorted(by: { $0.key < $1.key }) where !extraIDs.contains(id) {
                entries.append([offComment(info), "    {\"id\": \"\(id)\", \"severity\": \"off\"}"])
            }
            for (index, entry) in entries.enumerated() {
                lines.append(contentsOf: entry.dropLast())
                lines.append(entry.last! + (index == entries.count - 1 ? "" : ","))
            }
            lines.append("  ]")
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }

        // Evaluate the candidate and switch off what the code breaks today.
        let candidate = text(switchedOff: [:])
        guard let configuration = try? ConfigurationLoader.load(text: candidate, origin: "archlint.json", catalog: linter.catalog) else {
            return (candidate, [])
        }
        let violations = linter.evaluate(configuration, on: workspace).violations
        var switchedOff: [String: (count: Int, example: String)] = [:]
        for violation in violations where !alwaysOn.contains(violation.ruleID) && violation.ruleID != Suppressions.ruleID {
            let example = violation.location.map { "\(PathUtilities.relative($0.file, to: workspace.root)):\($0.line)" } ?? violation.message
            let current = switchedOff[violation.ruleID]
            switchedOff[violation.ruleID] = (count: (current?.count ?? 0) + 1, example: current?.example ?? example)
        }
        return (text(switchedOff: switchedOff), switchedOff.keys.sorted())
    }
}
