// What to do about each finding.
//
// Runs after rule evaluation (and exceptions, suppressions), only on findings, so a clean run
// pays nothing. Knows violations, the module graph and the symbol index; knows nothing about
// output formats (reporters read `Violation.plan`).

import ArchLintSupport
import ArchLintPackage
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
        /// An import cycle: invert the cheapest edges, or extract an interface module.
        case breakCycle = "break-cycle"
        /// An import missing from Package.swift.
        case declareDependency = "declare-dependency"
        /// A declared dependency nothing imports.
        case removeDependency = "remove-dependency"
        /// A confined type (a DTO) used outside its module: map it to a domain type.
        case introduceDomainType = "introduce-domain-type"
        /// Nothing of the imported module is used: delete the import.
        case deleteImport = "delete-import"
        /// What crosses are protocols, value types or a component (a view both features use) that
        /// belong below both modules: move them down to a module both may depend on.
        case moveDown = "move-down"
        /// A parent composes a child feature by type (its state, its reducer): let the
        /// composition root present the child.
        case composeInRoot = "compose-in-root"
        /// A declared dependency used without an import (Swift 5 mode lets extension members
        /// through): add the import, keep the dependency.
        case addImport = "add-import"
        /// A declared dependency no file imports but that is needed all the same (linked for its
        /// side effects, or it links modules the target imports without declaring): keep it.
        case keepDependency = "keep-dependency"
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
        /// What the symbol is to the importer (`service`, `value type`, `screen`...), when the
        /// plan classified it.
        package var role: String?

        package init(
            name: String, kind: String, declaredAt: SourceLocation, uses: [SourceLocation], members: [String],
            role: String? = nil
        ) {
            self.name = name
            self.kind = kind
            self.declaredAt = declaredAt
            self.uses = uses
            self.members = members
            self.role = role
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
    /// The change `archlint fix` makes to the file at `manifestLocation`, when it can make one.
    package var dependencyChange: DependencyChange?
    /// The change as unified-diff hunks (`@@ -41,3 +41,3 @@` and lines), without file headers.
    package var manifestDiff: String?
    /// Why `archlint fix` does not apply this plan (a cycle it would close, an Xcode target, a
    /// manifest written through code); nil when it does, or when the plan is no manifest fix.
    package var fixBlocker: String?
    /// Where the conformance goes and its Swift source (an extension, or an adapter type), for
    /// plans that declare a protocol.
    package var conformanceModule: String?
    package var conformanceSkeleton: String?

    package init(
        situation: Situation, summary: String, steps: [String] = [], protocolSkeleton: String? = nil,
        protocolName: String? = nil, ownerModule: String? = nil, implementingModule: String? = nil,
        injectingModule: String? = nil, symbols: [Symbol] = [], edgesToInvert: [WeightedEdge] = [],
        componentEdges: [WeightedEdge] = [], manifestFragment: String? = nil, manifestLocation: SourceLocation? = nil,
        dependencyChange: DependencyChange? = nil, manifestDiff: String? = nil, fixBlocker: String? = nil,
        conformanceModule: String? = nil, conformanceSkeleton: String? = nil
    ) {
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
        self.dependencyChange = dependencyChange
        self.manifestDiff = manifestDiff
        self.fixBlocker = fixBlocker
        self.conformanceModule = conformanceModule
        self.conformanceSkeleton = conformanceSkeleton
    }

    /// The `note:` lines: the summary alone, or with `explain` every step, the manifest diff
    /// and the skeletons.
    package func notes(explain: Bool) -> [ViolationNote] {
        var notes = [ViolationNote(message: "fix: \(summary)", location: manifestLocation)]
        guard explain else { return notes }
        for (number, step) in steps.enumerated() {
            notes.append(ViolationNote(message: "step \(number + 1): \(step)"))
        }
        if let manifestDiff {
            for line in manifestDiff.split(separator: "\n", omittingEmptySubsequences: true) {
                notes.append(ViolationNote(message: "    \(line)", location: manifestLocation))
            }
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
        if let conformanceSkeleton {
            notes.append(ViolationNote(message: "in \(conformanceModule ?? "the implementing module"):"))
            for line in conformanceSkeleton.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty
            {
                notes.append(ViolationNote(message: "    \(line)"))
            }
        }
        return notes
    }
}
