import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// One finding per decision. Rules report an edge once per import line (so that exceptions
/// and suppressions can accept single lines); this stage, after them, merges the lines of one
/// (rule, edge) into one finding at its first line, the others kept as `evidence` and shown as
/// notes. A symbol finding merges per (rule, edge, symbol). After fix plans, a cycle finding
/// moves to the edge its plan inverts.
enum FindingGrouping {
    /// What findings of one decision share.
    struct Key: Hashable {
        var ruleID: String
        var edge: EdgeKey
        var symbol: String?
    }

    /// Merges the findings of each (rule, edge[, symbol]); findings without an edge, with a
    /// cycle or a path stay as they are. Sorted.
    static func group(_ violations: [Violation]) -> [Violation] {
        var groups: [Key: [Violation]] = [:]
        var kept: [Violation] = []
        for violation in violations {
            guard let edge = violation.edge, violation.cycle == nil, violation.path == nil, violation.location != nil
            else {
                kept.append(violation)
                continue
            }
            groups[Key(ruleID: violation.ruleID, edge: edge, symbol: violation.symbol), default: []].append(violation)
        }
        for members in groups.values {
            let sorted = members.sorted()
            var merged = sorted[0]
            var evidence = Set(sorted.flatMap(\.evidence))
            for member in sorted {
                if let location = member.location {
                    evidence.insert(FindingEvidence(edge: member.edge!, location: location))
                }
            }
            merged.evidence = evidence.sorted()
            // The most severe line decides (two platforms' copies of a rule agree anyway).
            merged.severity = sorted.map(\.severity).max()!
            kept.append(merged)
        }
        return kept.sorted()
    }

    /// Each cycle finding anchored at the first import line of the edge its plan inverts, the
    /// decision a reader acts on; without a plan it stays where the rule put it.
    static func anchoringCycles(_ violations: [Violation]) -> [Violation] {
        violations.map { violation in
            guard violation.cycle != nil, let edge = violation.plan?.edgesToInvert.first?.edge,
                let place = violation.evidence.first(where: { $0.edge == edge })
            else { return violation }
            return violation.anchored(at: place)
        }
    }
}
