// Rule evaluation stage: findings as data.
//
// Owns the rule protocol, the rule catalog and one file per rule kind. Knows the graph and the
// configuration; knows nothing about output formats.

import ArchLintSupport
import ArchLintGraph

/// How much a finding matters.
package enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case off, warning, error

    private var rank: Int {
        switch self {
        case .off: 0
        case .warning: 1
        case .error: 2
        }
    }
    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A supporting line under a finding (evidence, the fix), shown as `note:` by editors.
package struct ViolationNote: Sendable, Hashable, Codable {
    package var message: String
    package var location: SourceLocation?
    package init(message: String, location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding: what the code does that a rule forbids. Findings are data, never thrown.
package struct Violation: Sendable, Hashable, Comparable, Codable {
    /// The configured rule's id (`feature-isolation`).
    package var ruleID: String
    /// The rule kind (`independent`).
    package var ruleKind: String
    package var severity: Severity
    /// One sentence: what is wrong and why.
    package var message: String
    /// The import line (or manifest) the finding points at; nil when no file is involved.
    package var location: SourceLocation?
    /// The offending edge, for edge rules.
    package var edge: EdgeKey?
    /// The cycle, for cycle findings: `[A, B]` means `A -> B -> A`.
    package var cycle: [String]?
    /// The dependency path, for path findings (`forbidden` with `transitive`, `max-height`).
    package var path: [String]?
    /// The declaration a symbol finding is about (`UserDTO`), for baselines.
    package var symbol: String?
    package var notes: [ViolationNote]
    /// What to do about it; computed after evaluation, only for findings (see `FixPlanner`).
    package var plan: FixPlan? = nil

    package init(ruleID: String, ruleKind: String, severity: Severity, message: String,
                location: SourceLocation?, edge: EdgeKey? = nil, cycle: [String]? = nil,
                path: [String]? = nil, notes: [ViolationNote] = [], symbol: String? = nil) {
        self.path = path
        self.symbol = symbol
        self.ruleID = ruleID
        self.ruleKind = ruleKind
        self.severity = severity
        self.message = message
        self.location = location
        self.edge = edge
        self.cycle = cycle
        self.notes = notes
    }

    /// The module the finding is charged to.
    package var module: String? { edge?.from ?? cycle?.first }

    /// Findings without a file sort last; then by place, rule and text.
    package static func < (lhs: Violation, rhs: Violation) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return false
        case (.some, nil): return true
        case (.some(let l), .some(let r)) where l != r: return l < r
        default: break
        }
        return (lhs.ruleID, lhs.message, lhs.edge?.from ?? "", lhs.edge?.to ?? "")
            < (rhs.ruleID, rhs.message, rhs.edge?.from ?? "", rhs.edge?.to ?? "")
    }
}
