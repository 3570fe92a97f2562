import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// Writes a first `archlint.json` for a package (`archlint init`): groups inferred from target
/// names and folders, the presets that fit, and every rule the code already satisfies switched
/// on, so the first run is green or shows only real problems.
package enum StarterConfiguration {
    /// A group archlint knows how to recognise.
    struct GroupPattern {
        var name: String
        var namePatterns: [String]
        /// Folder names (any case) whose sub-folders are members, e.g. `Features`.
        var folderNames: [String]
        var explanation: String
    }

    static let patterns: [GroupPattern] = [
        GroupPattern(name: "core", namePatterns: ["Core", "Core*"], folderNames: ["core"],
                     explanation: "shared building blocks; they must not depend on one another"),
        GroupPattern(name: "features", namePatterns: ["*Feature", "*Features"], folderNames: ["features", "feature"],
                     explanation: "one feature each; they never import one another"),
        GroupPattern(name: "network", namePatterns: ["Network", "Networking", "*Network", "*Networking"], folderNames: [],
                     explanation: "the module that wraps the HTTP library"),
        GroupPattern(name: "data", namePatterns: ["Data", "*Data"], folderNames: [],
                     explanation: "repository implementations, DTOs, API clients"),
        GroupPattern(name: "domain", namePatterns: ["Domain", "*Domain"], folderNames: [],
                     explanation: "use cases, repository protocols, models"),
    ]

    /// Rule ids kept on even when they have findings: these are always real problems.
    static let alwaysOn: Set<String> = ["no-cycles"]

    /// The starter file's text for `workspace`, and how many rules were switched off.
    package static func render(for workspace: LoadedWorkspace, linter: Linter) -> (text: String, switchedOff: [String]) {
        let graph = workspace.graph
        let targets = graph.moduleNames.compactMap { graph.modules[$0] }.filter { $0.kind.isTarget && !$0.isTest }
        let resolver = SelectorResolver(groups: [:], root: workspace.root)

        // Groups: name patterns that match a target, plus folders named like the group.
        var groups: [(name: String, selectors: [String], explanation: String, members: [String])] = []
        for pattern in patterns {
            var selectors: [String] = []
            var members: Set<String> = []
            for text in pattern.namePatterns {
                guard let selector = try? ModuleSelector.parse(text) else { continue }
                let matched = targets.filter { resolver.matches(selector, $0) }.map(\.name)
                if !matched.isEmpty {
                    selectors.append(text)
                    members.formUnion(matched)
                }
            }
            var folders: Set<String> = []
            for target in targets {
                guard let directory = target.directory else { continue }
                let parts = PathUtilities.relative(directory, to: workspace.root).split(separator: "/").map(String.init)
                if let index = parts.firstIndex(where: { pattern.folderNames.contains($0.lowercased()) }), index < parts.count - 1 {
                    folders.insert(parts[...index].joined(separator: "/"))
                    members.insert(target.name)
                }
            }
            selectors.append(contentsOf: folders.sorted().map { "path:\($0)/**" })
            if !members.isEmpty {
                groups.append((pattern.name, selectors, pattern.explanation, members.sorted()))
            }
        }
        let groupNames = Set(groups.map(\.name))
        var presets: [String] = []
        if groupNames.contains("core") || groupNames.contains("features") { presets.append("modular-app") }
        if groupNames.contains("network") { presets.append("network-isolation") }
        if groupNames.contains("domain") { presets.append("clean-architecture") }
        if presets.isEmpty { presets.append("modular-app") }

        // An Xcode app target is proposed as the composition root (an executable is left to the
        // default, which finds it the same way).
        let appRoot = graph.inferredCompositionRoot().flatMap { root -> InferredCompositionRoot? in
            guard case .xcode(let kind)? = graph.modules[root.module]?.kind, kind.isApplication else { return nil }
            return root
        }

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
            if let root = appRoot {
                lines.append("  // The module that builds the object graph and injects implementations, named by fix plans: \(root.reason.split(whereSeparator: \.isNewline).joined(separator: " ")).")
                lines.append("  \"compositionRoot\": \(JSONText.string(root.module).rendered(.compactWhenShort).trimmingCharacters(in: .newlines)),")
            }
            lines.append("  // Groups name your modules once; rules refer to them as @name.")
            lines.append("  \"groups\": {")
            for (index, group) in groups.enumerated() {
                let shown = group.members.count > 6 ? group.members.prefix(6).joined(separator: ", ") + ", ..." : group.members.joined(separator: ", ")
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
