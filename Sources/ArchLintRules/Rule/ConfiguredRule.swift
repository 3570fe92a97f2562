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
