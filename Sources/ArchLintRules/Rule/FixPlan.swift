// Fix plan stage: what to do about each finding.
//
// Runs after rule evaluation (and exceptions, suppressions), only on findings, so a clean run
// pays nothing. Knows violations, the module graph and the symbol index; knows nothing about
// output formats (reporters read `Violation.plan`).

import ArchLintSupport
import ArchLintGraph

/// The refactoring that removes one finding: who owns the new protocol, who implements it, who
/// injects it, which symbols cross the edge today, and the steps in order.
package struct FixPlan: Sendable, Hashable, Codable {
    /// What kind of fix this is.
    package enum Situation: String, Sendable, Hashable, Codable {
        /// A forbidden or upward import: the importer owns a protocol the imported module implements.
        case invertDependency = "invert-dependency"
        /// A feature presents a feature: the importer owns a routing protocol the root implements.
        case routeThroughCompositionRoot = "route-through-composition-root"
        /// A feature uses a component of another: the component moves down into a shared module.
        case moveDown = "move-down"
        /// An import cycle: invert the cheapest edges, or extract an interface module.
        case breakCycle = "break-cycle"
        /// An import missing from Package.swift.
        case declareDependency = "declare-dependency"
        /// A declared dependency nothing imports.
        case removeDependency = "remove-dependency"
        /// A confined type (a DTO) used outside its module: map it to a domain type.
        case introduceDomainType = "introduce-domain-type"
    }

    /// A declaration of the imported module used across the edge.
    package struct Symbol: Sendable, Hashable, Codable {
        /// `AuthAPI`.
        package var name: String
        /// `enum`, `struct`...
        package var kind: String
        package var declaredAt: SourceLocation
        /// Every place the importing module writes the name.
        package var uses: [SourceLocation]
        /// Members the importing module accesses (`renewAccessToken`).
        package var members: [String]

        package init(name: String, kind: String, declaredAt: SourceLocation, uses: [SourceLocation], members: [String]) {
            self.name = name
            self.kind = kind
            self.declaredAt = declaredAt
            self.uses = uses
            self.members = members
        }
    }

    /// An edge of a cycle with what inverting it costs.
    package struct WeightedEdge: Sendable, Hashable, Codable {
        package var edge: EdgeKey
        /// Distinct symbols crossing the edge.
        package var symbols: Int
        /// Files of `edge.from` importing `edge.to`.
        package var files: Int
        /// `symbols + files`: what inverting the edge costs (protocol requirements to write and
        /// files to edit).
        package var weight: Int { symbols + files }
    }

    package var situation: Situation
    /// One sentence: the fix.
    package var summary: String
    /// The fix step by step.
    package var steps: [String]
    /// Swift source of the protocol to declare, when the fix declares one.
    package var protocolSkeleton: String?
    /// The protocol's name.
    package var protocolName: String?
    /// The module that declares the protocol (or the new interface module).
    package var ownerModule: String?
    /// The module whose type conforms.
    package var implementingModule: String?
    /// The composition root that creates the implementation and passes it in.
    package var injectingModule: String?
    /// What crosses the edge today.
    package var symbols: [Symbol]
    /// For cycles: the edges to invert, cheapest set first.
    package var edgesToInvert: [WeightedEdge]
    /// For cycles: every edge of the strongly connected component with its weight; in a
    /// component of more than `CycleBreaker.exactLimit` edges (weighed by importing files only,
    /// symbols counted for the chosen edges), only the chosen edges.
    package var componentEdges: [WeightedEdge]
    /// For manifest fixes: the Package.swift fragment to add or remove, and where.
    package var manifestFragment: String?
    package var manifestLocation: SourceLocation?

    package init(situation: Situation, summary: String, steps: [String] = [], protocolSkeleton: String? = nil,
                protocolName: String? = nil, ownerModule: String? = nil, implementingModule: String? = nil,
                injectingModule: String? = nil, symbols: [Symbol] = [], edgesToInvert: [WeightedEdge] = [],
                componentEdges: [WeightedEdge] = [], manifestFragment: String? = nil, manifestLocation: SourceLocation? = nil) {
        self.situation = situation
        self.summary = summary
        self.steps = steps
        self.protocolSkeleton = protocolSkeleton
        self.protocolName = protocolName
        self.ownerModule = ownerModule
        self.implementingModule = implementingModule
        self.injectingModule = injectingModule
        self.symbols = symbols
        self.edgesToInvert = edgesToInvert
        self.componentEdges = componentEdges
        self.manifestFragment = manifestFragment
        self.manifestLocation = manifestLocation
    }

    /// The `note:` lines: the summary alone, or with `explain` every step and the skeleton.
    package func notes(explain: Bool) -> [ViolationNote] {
        var notes = [ViolationNote(message: "fix: \(summary)", location: manifestLocation)]
        guard explain else { return notes }
        for (number, step) in steps.enumerated() {
            notes.append(ViolationNote(message: "step \(number + 1): \(step)"))
        }
        for symbol in symbols {
            let members = symbol.members.isEmpty ? "" : " (members: \(symbol.members.joined(separator: ", ")))"
            for use in symbol.uses {
                notes.append(ViolationNote(message: "\(symbol.name)\(members) crosses the edge here", location: use))
            }
        }
        if let protocolSkeleton {
            for line in protocolSkeleton.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                notes.append(ViolationNote(message: "    \(line)"))
            }
        }
        return notes
    }
}
