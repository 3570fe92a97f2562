import ArchLintGraph

/// What one rule had to check on a run: the modules its selectors matched, and, when it had
/// nothing to check (an empty side, an `independent` group of one), why. A rule that checks
/// nothing is never silent: the run says so on stderr and in the JSON, SARIF and Markdown reports.
package struct RuleCoverage: Sendable, Hashable, Codable {
    package var ruleID: String
    package var kind: String
    /// The modules the rule's selectors matched (for rules without selectors, the targets it
    /// looks at), sorted.
    package var modules: [String]
    /// Why the rule had nothing to check; nil when it had something.
    package var nothingToCheck: String?

    package init(ruleID: String, kind: String, modules: [String], nothingToCheck: String? = nil) {
        self.ruleID = ruleID
        self.kind = kind
        self.modules = modules
        self.nothingToCheck = nothingToCheck
    }

    package var checkedSomething: Bool { nothingToCheck == nil }
}

extension RuleContext {
    /// The modules of the graph `selector` names, sorted.
    package func selected(_ selector: ModuleSelector) -> [String] {
        resolver.modules(selector, in: graph)
    }

    /// The rule's coverage: it checks `modules`, or nothing for `reason`.
    package func coverage(_ modules: [String], nothingToCheck reason: String? = nil) -> RuleCoverage {
        RuleCoverage(ruleID: rule.id, kind: rule.kind, modules: Array(Set(modules)).sorted(), nothingToCheck: reason)
    }

    /// Coverage of a rule that needs every one of `sides` to select a module (`from` and `to`).
    package func coverage(requiring sides: [(name: String, selector: ModuleSelector)]) -> RuleCoverage {
        var modules: [String] = []
        var empty: [String] = []
        for side in sides {
            let matched = selected(side.selector)
            if matched.isEmpty { empty.append("\"\(side.name)\": '\(side.selector)'") }
            modules += matched
        }
        return coverage(
            modules,
            nothingToCheck: empty.isEmpty
                ? nil : "\(empty.joined(separator: " and ")) \(empty.count == 1 ? "matches" : "match") no module")
    }

    /// Coverage of a rule about the workspace's targets whose code `appliesTo` looks at.
    package func coverageOfTargets() -> RuleCoverage {
        let targets = graph.moduleNames.filter { name in
            guard let module = graph.modules[name], module.kind.isTarget else { return false }
            return rule.appliesTo.code.contains(codeKind(of: module)) || !rule.appliesTo.widened.isEmpty
        }
        return coverage(
            targets,
            nothingToCheck: targets.isEmpty
                ? "no target of the workspace has code its \"appliesTo\" \(rule.appliesTo) looks at" : nil)
    }
}

extension RuleCoverage {
    /// The note for a rule that checked nothing (nil when it checked something): the reason, and
    /// for each role its selectors rely on that no module has, how that role is found and how
    /// to give it (`"roles"`).
    package func note(for rule: ConfiguredRule, roles: ModuleRoles, groups: [String: ModuleSelector]) -> String? {
        guard let reason = nothingToCheck else { return nil }
        let source = rule.origin.hasPrefix("preset ") ? " (\(rule.origin))" : ""
        var text = "note: rule '\(rule.id)'\(source) checks nothing: \(reason)"
        var seen: Set<String> = []
        var missing: [ModuleRole] = []
        func collect(_ selector: ModuleSelector) {
            switch selector {
            case .role(let role): if roles.modules(with: role).isEmpty, !missing.contains(role) { missing.append(role) }
            case .group(let name): if seen.insert(name).inserted, let inner = groups[name] { collect(inner) }
            case .union(let members): members.forEach(collect)
            case .excluding: break
            default: break
            }
        }
        // Roles explain a selector that matched nothing; other reasons (no import of a library) do not.
        if reason.contains("match") { rule.selectors.forEach { collect($0.selector) } }
        for role in missing {
            text +=
                "; no module has the role \(role.rawValue) (\(RoleInference.howInferred(role))): set it under "
                + "\"roles\" to check yours"
        }
        return text
    }
}
