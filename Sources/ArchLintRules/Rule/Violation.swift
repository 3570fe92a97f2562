// Findings as data.
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

/// One place behind a finding: an import line of an edge, or a use of a symbol across it.
package struct FindingEvidence: Sendable, Hashable, Comparable, Codable {
    /// The edge the place belongs to (for a cycle, one of the component's edges).
    package var edge: EdgeKey
    package var location: SourceLocation

    package init(edge: EdgeKey, location: SourceLocation) {
        self.edge = edge
        self.location = location
    }

    package static func < (lhs: FindingEvidence, rhs: FindingEvidence) -> Bool {
        (lhs.location, lhs.edge) < (rhs.location, rhs.edge)
    }
}

/// One finding: what the code does that a rule forbids. Findings are data, never thrown.
///
/// One finding is one decision: an edge that breaks a rule is one finding however many files
/// import along it (the other import lines are its `evidence`), and an import cycle is one
/// finding per strongly connected component.
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
    /// The cycle, for cycle findings: `[A, B]` means `A -> B -> A`. When the strongly connected
    /// component holds several cycles (its `notes` list them), its members, sorted.
    package var cycle: [String]?
    /// The dependency path, for path findings (`forbidden` with `transitive`, `max-height`).
    package var path: [String]?
    /// The declaration a symbol finding is about (`UserDTO`), for baselines.
    package var symbol: String?
    package var notes: [ViolationNote]
    /// Every place behind the finding, sorted: each import line of its edge, each line using its
    /// symbol, each import line along the edges of its cycle; `location` is one of them. Empty
    /// for a finding about one place only (a manifest entry, a dependency path).
    package var evidence: [FindingEvidence] = []
    /// What to do about it; computed after evaluation, only for findings (see `FixPlanner`).
    package var plan: FixPlan? = nil

    package init(
        ruleID: String, ruleKind: String, severity: Severity, message: String,
        location: SourceLocation?, edge: EdgeKey? = nil, cycle: [String]? = nil,
        path: [String]? = nil, notes: [ViolationNote] = [], symbol: String? = nil,
        evidence: [FindingEvidence] = []
    ) {
        self.evidence = evidence.sorted()
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

    /// The edges the finding is about: a cycle's component edges, else its edge.
    package var edges: [EdgeKey] {
        if cycle != nil, !evidence.isEmpty { return Array(Set(evidence.map(\.edge))).sorted() }
        return edge.map { [$0] } ?? []
    }

    /// At most this many other places are listed as notes under a finding; the rest are counted.
    package static let listedEvidence = 10

    /// The finding moved to one of its places: `location` there, and for a cycle the edge
    /// that place belongs to.
    package func anchored(at place: FindingEvidence) -> Violation {
        var moved = self
        moved.location = place.location
        if cycle != nil { moved.edge = place.edge }
        return moved
    }

    /// The notes shown under the finding: its own, then where else it happens (derived from
    /// `evidence`: the other import lines of its edge, or one import line per edge of its cycle),
    /// at most `listedEvidence` of them and a count of the rest.
    package var shownNotes: [ViolationNote] {
        notes + evidenceNotes
    }

    /// The notes `evidence` gives (see `shownNotes`).
    package var evidenceNotes: [ViolationNote] {
        guard !evidence.isEmpty else { return [] }
        var notes: [ViolationNote] = []
        if let cycle {
            var byEdge: [EdgeKey: [FindingEvidence]] = [:]
            for place in evidence { byEdge[place.edge, default: []].append(place) }
            // A component that is one cycle is walked in cycle order; a tangle edge by edge.
            let closed = cycle + cycle.prefix(1)
            let cycleEdges = (0..<cycle.count).map { EdgeKey(from: closed[$0], to: closed[$0 + 1]) }
            let ordered = Set(cycleEdges) == Set(byEdge.keys) ? cycleEdges : byEdge.keys.sorted()
            for edge in ordered.prefix(Self.listedEvidence) {
                let places = byEdge[edge]!
                let shown = places.first { $0.location == location } ?? places[0]
                let more = places.count > 1 ? " (and \(places.count - 1) more)" : ""
                notes.append(
                    ViolationNote(message: "\(edge.from) imports \(edge.to) here\(more)", location: shown.location))
            }
            if ordered.count > Self.listedEvidence {
                notes.append(
                    ViolationNote(message: "and \(ordered.count - Self.listedEvidence) more edges in this cycle"))
            }
            return notes
        }
        let others = evidence.filter { $0.location != location }
        let text = symbol.map { "\($0) also used here" } ?? "also imported here"
        for place in others.prefix(Self.listedEvidence) {
            notes.append(ViolationNote(message: text, location: place.location))
        }
        if others.count > Self.listedEvidence {
            let rest = others.count - Self.listedEvidence
            let what = symbol == nil ? "import line" : "use"
            var hint = ""
            if let edge { hint = " (`archlint explain \(edge.from) \(edge.to)` lists them)" }
            notes.append(ViolationNote(message: "and \(rest) more \(what)\(rest == 1 ? "" : "s")\(hint)"))
        }
        return notes
    }

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
