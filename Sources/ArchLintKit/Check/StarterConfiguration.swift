import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// What `archlint init` writes: a first `archlint.json` for a package (groups from the roles
/// archlint infers, `StarterGroups`; the presets that fit; a `layers` rule in the order the roles
/// and the graph show; every rule on) and the baseline that accepts today's findings, so that
/// the first run passes and every new finding fails it. No rule is ever switched off, and no
/// finding becomes an `except` entry: a finding in the baseline is checked for staleness, one
/// hidden in an exception is not.
package struct StarterConfiguration: Sendable {
    /// The rules file's text.
    package var text: String
    /// Today's findings, accepted (empty when the code already passes every rule).
    package var baseline: Baseline
    /// The findings `baseline` records, grouped (one per decision).
    package var baselined: [Violation]
    /// How many rules the file switches on (its own and the presets').
    package var ruleCount: Int
    /// The file name the rules file gives its baseline (`"baseline"`), relative to it.
    package var baselineName: String
    /// The roles the groups select by, as inferred.
    package var roles: ModuleRoles
    /// The groups written.
    package var groups: [StarterGroups.Group]
    /// The layer order written as the `layered` rule; nil with fewer than two groups.
    package var layers: LayerProposal?

    /// The starter for `workspace`: the rules file and the baseline of today's findings;
    /// `inputProblems` (what could not be read today) are recorded in the baseline too.
    package static func make(
        for workspace: LoadedGraph, linter: Linter, baselineName: String = Baseline.defaultFileName,
        inputProblems: [BaselineInputProblem] = []
    ) -> StarterConfiguration {
        // Groups: the roles archlint infers (StarterGroups), each group selecting its role.
        let roles = RoleInference.infer(workspace.graph, root: workspace.root, symbols: workspace.symbolIndex())
        let proposed = StarterGroups.propose(roles)
        let layers = StarterGroups.layers(proposed, graph: workspace.graph, roles: roles)
        let groups = proposed.map { group in
            (
                name: group.name, selectors: group.selectors, explanation: group.explanation,
                members: group.members.map(\.name)
            )
        }
        // The default's presets always (their rules check nothing where no module matches, and
        // say so), clean architecture where a Domain layer exists.
        var presets = ["modular-app", "network-isolation"]
        if groups.contains(where: { $0.name == "domain" }) { presets.append("clean-architecture") }

        // An Xcode app target is proposed as the composition root (an executable is left to the
        // default, which finds it the same way).
        let graph = workspace.graph
        let appRoot = graph.inferredCompositionRoot().flatMap { root -> InferredCompositionRoot? in
            guard case .xcode(let kind)? = graph.modules[root.module]?.kind, kind.isApplication else { return nil }
            return root
        }

        let extraRules: [(id: String, kind: String, comment: String)] = [
            ("declared-imports", "implicit-dependency", "every imported target is declared in Package.swift"),
            ("unused-dependencies", "unused-dependency", "every declared dependency is imported somewhere (warning)"),
            ("no-testable-in-production", "testable-outside-tests", "@testable import only in test targets"),
        ]

        func quoted(_ text: String) -> String { JSONText.quoted(text) }
        /// Text inside a `//` comment: names come from the input, and a line break in one would
        /// end the comment and write rules of its own into the file (`TextLine`).
        func commented(_ text: String) -> String { TextLine.escape(text) }

        func text(baselined: [Violation]) -> String {
            var lines: [String] = []
            lines.append("// archlint rules for this package, written by `archlint init`.")
            lines.append(
                "// Run `archlint` (or `swift run archlint check`) to check; `archlint rules` documents every kind.")
            lines.append("{")
            lines.append(
                "  // For completion in editors, add \"$schema\" pointing at archlint's Rules/archlint.schema.json.")
            lines.append(
                "  // Presets shipped with archlint (Rules/ in its repository); every part can be overridden below.")
            lines.append("  \"extends\": [\(presets.map(quoted).joined(separator: ", "))],")
            if let root = appRoot {
                lines.append(
                    "  // The module that builds the object graph and injects implementations, named by fix plans: "
                        + "\(commented(root.reason.split(whereSeparator: { $0.isNewline }).joined(separator: " ")))."
                )
                lines.append("  \"compositionRoot\": \(quoted(root.module)),")
            }
            if !baselined.isEmpty || !inputProblems.isEmpty {
                lines.append(
                    "  // Today's findings (and input archlint could not read) are accepted in this file, and only")
                lines.append(
                    "  // they: every rule stays on and a new finding fails `archlint check`. Fix them, then run")
                lines.append("  // `archlint baseline update`.")
                lines.append("  \"baseline\": \(quoted(baselineName)),")
            }
            lines.append(
                "  // Roles archlint inferred from names, folders, code and the graph (`archlint roles` shows every")
            lines.append(
                "  // module and why). Where one is wrong, set it here, e.g. \"feature\": [\"Timeline\"], \"none\": "
                    + "[\"Legacy\"]."
            )
            lines.append("  \"roles\": {},")
            lines.append("  // Groups name your modules once, here by role; rules refer to them as @name.")
            lines.append("  \"groups\": {")
            for (index, group) in groups.enumerated() {
                let shown =
                    group.members.count > 6
                    ? group.members.prefix(6).joined(separator: ", ") + ", ... (\(group.members.count))"
                    : group.members.joined(separator: ", ")
                lines.append("    // \(group.explanation): \(commented(shown))")
                lines.append(
                    "    \(quoted(group.name)): [\(group.selectors.map(quoted).joined(separator: ", "))]"
                        + (index == groups.count - 1 ? "" : ",")
                )
            }
            lines.append("  },")
            lines.append("  \"rules\": [")
            var entries: [[String]] = []
            if let layers {
                var entry = [
                    "    // Layers, top first, as the roles and the graph show them; a module imports only its own",
                    "    // layer or lower ones. Reorder them here if the team's order differs:",
                ]
                entry += layers.reasons.map { "    //   \(commented($0))" }
                let list = layers.groups.map { quoted("@" + $0) }.joined(separator: ", ")
                entry.append("    {\"id\": \"layered\", \"kind\": \"layers\", \"layers\": [\(list)],")
                entry.append(
                    "     \"description\": \"dependencies point down: a module imports only its own layer or lower "
                        + "ones; to use a higher one, it declares a protocol the composition root implements\"}"
                )
                entries.append(entry)
            }
            for rule in extraRules {
                entries.append([
                    "    // \(commented(rule.comment))",
                    "    {\"id\": \(quoted(rule.id)), \"kind\": \(quoted(rule.kind))}",
                ])
            }
            for (index, entry) in entries.enumerated() {
                lines.append(contentsOf: entry.dropLast())
                lines.append(entry.last! + (index == entries.count - 1 ? "" : ","))
            }
            lines.append("  ]")
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }

        // Evaluate the candidate; every finding of today is accepted in the baseline.
        let candidate = text(baselined: [])
        guard
            let configuration = try? ConfigurationLoader.load(
                text: candidate, origin: "archlint.json", catalog: linter.catalog)
        else {
            return StarterConfiguration(
                text: candidate, baseline: Baseline(entries: [], inputProblems: inputProblems), baselined: [],
                ruleCount: 0, baselineName: baselineName, roles: roles, groups: proposed, layers: layers)
        }
        let findings = linter.evaluate(configuration, on: workspace).violations
        return StarterConfiguration(
            text: text(baselined: findings),
            baseline: Baseline(violations: findings, root: workspace.root, inputProblems: inputProblems),
            baselined: findings,
            ruleCount: configuration.rules.filter { $0.severity != .off }.count, baselineName: baselineName,
            roles: roles, groups: proposed, layers: layers)
    }

    /// What a finding counts in the message, singular and plural: `edge`, `missing
    /// declaration`, `import cycle`...
    static func unit(of finding: Violation) -> (one: String, many: String) {
        if finding.cycle != nil { return ("import cycle", "import cycles") }
        if finding.path != nil { return ("dependency path", "dependency paths") }
        if finding.symbol != nil { return ("type used outside its module", "types used outside their module") }
        switch finding.ruleKind {
        case "implicit-dependency": return ("missing declaration", "missing declarations")
        case "unused-dependency": return ("unused declaration", "unused declarations")
        default: return finding.edge != nil ? ("edge", "edges") : ("finding", "findings")
        }
    }

    /// Per rule, how many of what (`feature-isolation: 22 edges`), sorted by rule id.
    package static func counts(of findings: [Violation]) -> [String] {
        Dictionary(grouping: findings, by: \.ruleID).sorted { $0.key < $1.key }.map { rule, findings in
            let units = Dictionary(grouping: findings, by: { unit(of: $0).one }).sorted { $0.key < $1.key }
            return "\(rule): "
                + units.map { one, items in
                    items.count == 1 ? "1 \(one)" : "\(items.count) \(unit(of: items[0]).many)"
                }.joined(separator: ", ")
        }
    }
}
