import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// One entry of `rules`, resolved: its identity and the rule kind instance.
package struct ConfiguredRule: Sendable {
    package var id: String
    package var kind: String
    package var severity: Severity
    /// The team's reason, quoted in every finding.
    package var description: String?
    /// Which imports the rule looks at.
    package var appliesTo: ImportScope
    /// Where `appliesTo` was written (nil: the kind's default applies).
    package var appliesToPosition: TextPosition? = nil
    /// Findings the team accepted, each with its reason.
    package var exceptions: [RuleException]
    /// Platforms the rule is about (`["ios"]`): it judges the graph as built for each of them.
    /// Empty: every platform, on the graph as selected (the union of branches by default).
    package var platforms: [String] = []
    package var implementation: any Rule
    /// Where the entry was written.
    package var origin: String
    package var position: TextPosition?
    package var keyPath: String
    /// Selectors the rule uses, to warn about ones that match nothing.
    package var selectors: [(keyPath: String, selector: ModuleSelector, position: TextPosition)]
    /// Plain module names the rule writes (its selectors and exceptions), checked against the
    /// workspace for typos.
    package var moduleNames: [ModuleNameReference] = []
    /// `"mayBeEmpty": true`: the team expects some of the rule's selectors to match nothing
    /// (a layer not built yet), so that is a note, not an error.
    package var mayBeEmpty = false
    /// Keys of the entry that a preset wrote (an entry of the team's file that overrides a
    /// preset's rule keeps the preset's selectors): they are not held to naming real modules.
    package var presetKeys: Set<String> = []

    /// True when the value at `keyPath` (`rules[2].from[1]`) was written in the team's own
    /// rules file, not in a preset.
    package func isWrittenByTeam(_ keyPath: String) -> Bool {
        guard !origin.hasPrefix("preset ") else { return false }
        let prefix = self.keyPath + "."
        guard keyPath.hasPrefix(prefix) else { return true }
        let key = keyPath.dropFirst(prefix.count).prefix { $0 != "." && $0 != "[" }
        return !presetKeys.contains(String(key))
    }
}

/// An accepted finding: `{"from": "Network", "to": "Data", "reason": "..."}`. Every field but
/// `reason` narrows the match; `file` is a path glob relative to the root.
package struct RuleException: Sendable {
    package var from: ModuleSelector?
    package var to: ModuleSelector?
    package var file: String?
    package var reason: String
    package var keyPath: String
    package var position: TextPosition
}
