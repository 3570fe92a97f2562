import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// A configuration problem that does not stop the run (a selector that matches nothing).
package struct ConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var position: TextPosition?
    package var keyPath: String
    package var message: String

    package var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): warning: \(keyPath): \(message)"
    }
}

/// The loaded rules: groups, rules, and where they came from.
package struct Configuration: Sendable {
    package var groups: [String: ModuleSelector]
    /// Where each group was defined, for warnings.
    package var groupOrigins: [String: (file: String, position: TextPosition)]
    package var rules: [ConfiguredRule]
    /// The file read, or nil when the built-in default applies.
    package var file: String?
    /// Presets pulled in through `extends`, in order.
    package var presets: [String]
    /// Path globs (relative to the root) never searched for packages or module sources.
    package var exclude: [String] = []
    /// Modules that live outside SwiftPM (an Xcode app target), declared in the rules file.
    package var modules: [ExtraModule] = []
    /// The module fix plans name as the one that injects implementations; nil: the one the
    /// graph infers (`ModuleGraph.inferredCompositionRoot`: an Xcode app, else an executable).
    package var compositionRoot: String?
    /// `"roles"`: modules whose role the team sets, whatever was inferred.
    package var roleOverrides: [RoleOverride] = []
    /// The baseline file the rules file names (`"baseline"`), absolute: `check`, hooks,
    /// `--changed` and the SwiftPM plugin accept the findings it records without a flag.
    package var baseline: String?
    /// SHA-256 of every rules file merged (paths and texts): two runs with the same digest
    /// judge by the same rules.
    package var contentDigest: String = ""
    /// Plain module names written outside rules (`compositionRoot`, groups, roles, the
    /// dependencies of declared modules); a rule's own are `ConfiguredRule.moduleNames`.
    package var namedModules: [ModuleNameReference] = []

    /// Warnings for groups that name no module of `graph`, and the selectors of the team's
    /// rules that name none: an error (the rule would check nothing without anyone noticing)
    /// unless the rule says `"mayBeEmpty": true`. A selector made of plain names is not judged
    /// here: its names are checked on their own (`unknownModuleNames`), and naming an SDK or
    /// outside module nobody imports yet is how a rule guards the future.
    package func unmatchedSelectors(in graph: ModuleGraph, resolver: SelectorResolver)
        -> (warnings: [ConfigurationWarning], errors: [ConfigurationError])
    {
        var warnings: [ConfigurationWarning] = []
        var errors: [ConfigurationError] = []
        for name in groups.keys.sorted() {
            guard let origin = groupOrigins[name], !origin.file.hasPrefix("preset "),
                resolver.modules(.group(name), in: graph).isEmpty
            else { continue }
            warnings.append(
                ConfigurationWarning(
                    file: origin.file, position: origin.position, keyPath: "groups.\(name)",
                    message: "group '@\(name)' matches no module (fix its selectors, or remove it)"
                ))
        }
        // Presets name layers by convention and expect some to be absent; only the team's own
        // rules file is held to naming real modules.
        for rule in rules where rule.severity != .off && !rule.mayBeEmpty {
            for entry in rule.selectors
            where rule.isWrittenByTeam(entry.keyPath) && !entry.selector.isPlainNames
                && resolver.modules(entry.selector, in: graph).isEmpty
            {
                errors.append(
                    ConfigurationError(
                        file: rule.origin, position: entry.position, keyPath: entry.keyPath,
                        message: ConfigurationMessages.selectorMatchesNothing(
                            selector: entry.selector, rule: rule.id)
                    ))
            }
        }
        let order: (String, TextPosition?, String) -> (String, Int, Int, String) = {
            ($0, $1?.line ?? 0, $1?.column ?? 0, $2)
        }
        return (
            warnings.sorted { order($0.file, $0.position, $0.keyPath) < order($1.file, $1.position, $1.keyPath) },
            errors.sorted { order($0.file, $0.position, $0.keyPath) < order($1.file, $1.position, $1.keyPath) }
        )
    }
}

extension ModuleSelector {
    /// True when every member is a plain module name (or the removal of one).
    var isPlainNames: Bool {
        switch self {
        case .union(let members): members.allSatisfy(\.isPlainNames)
        default: plainName != nil
        }
    }
}

extension ConfigurationMessages {
    /// A selector of rule `rule` that selects no module, and the rule does not say that may happen.
    static func selectorMatchesNothing(selector: ModuleSelector, rule: String) -> String {
        "'\(selector)' matches no module, so rule '\(rule)' would check nothing here; fix the selector, or write "
            + "\"mayBeEmpty\": true in the rule when that is expected (or \"severity\": \"off\")"
    }
}
