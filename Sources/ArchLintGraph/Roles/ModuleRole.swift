// Roles: what a module is for in the app's architecture (composition root, feature, core...),
// inferred from the graph, the folders and the names (`RoleInference`), or set by the rules
// file. Rules select modules by role (`role:feature`); every role carries the evidence it was
// given on, so archlint can say why.

/// What a module is for in the architecture.
package enum ModuleRole: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An application (today an executable target): builds the object graph, may import anything.
    case compositionRoot = "composition-root"
    /// The module an application links as its root, composing the features (a TCA `AppFeature`):
    /// it belongs to the composition root.
    case rootFeature = "root-feature"
    /// One feature: its screens, logic and data handling.
    case feature
    /// A shared building block the team names Core (`Core*`, a `Core/`, `Common/`, `Shared/` or
    /// `Foundation/` folder).
    case core
    /// The floor of the core group: a module (its vocabulary types) that most core modules build
    /// on and that builds on none of them, found from the graph; below them, not their peer.
    case base
    /// A library several features use that imports no feature (found from the graph only), and
    /// the floor of the features group (a kit in a features folder that most features build on).
    case shared
    /// Use cases, repository protocols, models.
    case domain
    /// Repository implementations, DTOs, persistence.
    case data
    /// The module that talks HTTP.
    case network
    /// A module whose job is to re-export others (`@_exported import`): a layer above them.
    case umbrella
    /// Helpers only tests use (`*TestHelpers`, `*Mocks`): judged as test code.
    case testSupport = "test-support"
    /// A test target.
    case test

    package static func < (lhs: ModuleRole, rhs: ModuleRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Imports written in modules of this role are test code (`appliesTo` `test`).
    package var isTestCode: Bool { self == .test || self == .testSupport }

    /// The role names, in declaration order, for messages and the schema.
    package static var names: [String] { allCases.map(\.rawValue) }
}

/// One reason a module was given its role.
package struct RoleEvidence: Sendable, Hashable, CustomStringConvertible {
    /// Where the reason comes from.
    package enum Source: String, Sendable, Hashable {
        /// The target's kind in its manifest (test, executable).
        case kind
        /// The module's name.
        case name
        /// A folder above the module's sources.
        case folder
        /// The module's place in the dependency graph.
        case graph
        /// What the module's code declares and uses (`CodeFacts`): screens, HTTP, persistence.
        case code
        /// The rules file (`"roles"`, `"compositionRoot"`).
        case rulesFile = "rules file"
    }

    package var source: Source
    /// What was seen, as one phrase (`named *Feature`, `under Sources/Features/`).
    package var detail: String

    package init(_ source: Source, _ detail: String) {
        self.source = source
        self.detail = detail
    }

    package var description: String { "\(source.rawValue): \(detail)" }
}

/// A module's role and why.
package struct RoleAssignment: Sendable, Hashable {
    package var role: ModuleRole
    /// The reasons, strongest first.
    package var evidence: [RoleEvidence]

    package init(_ role: ModuleRole, _ evidence: [RoleEvidence]) {
        self.role = role
        self.evidence = evidence
    }

    /// The reasons as one line (`name: named *Feature; folder: under Sources/Features/`).
    package var because: String { evidence.map(\.description).joined(separator: "; ") }
}

/// The sub-layers archlint sees inside one group of modules (the core modules, the features):
/// from the group's own dependencies, the modules most others build on form a floor below the
/// rest, who are peers. `independent` rules select the peers (`role:core`), not the floor.
package struct GroupLayering: Sendable, Hashable {
    /// The group's role (`core`, `feature`).
    package var group: ModuleRole
    /// Sub-layers, top first: the peers, then each floor below them, each sorted by name.
    package var levels: [[String]]
    /// The role the floors were given (`base` below core, `shared` below features).
    package var floorRole: ModuleRole

    package init(group: ModuleRole, levels: [[String]], floorRole: ModuleRole) {
        self.group = group
        self.levels = levels
        self.floorRole = floorRole
    }
}

/// The role of every module that has one.
package struct ModuleRoles: Sendable, Hashable {
    /// Role by module name; modules without a role are absent.
    package var assignments: [String: RoleAssignment]
    /// For modules that looked like a role and were not given it, why not (`named *Feature,
    /// but declares no screen`), by module name.
    package var notes: [String: [RoleEvidence]]
    /// The sub-layers inferred inside groups, by group role order.
    package var layerings: [GroupLayering]
    /// What each library's code shows, when its sources were read (`CodeFacts`).
    package var facts: [String: CodeFacts]

    package init(
        _ assignments: [String: RoleAssignment] = [:], notes: [String: [RoleEvidence]] = [:],
        layerings: [GroupLayering] = [], facts: [String: CodeFacts] = [:]
    ) {
        self.assignments = assignments
        self.notes = notes
        self.layerings = layerings
        self.facts = facts
    }

    /// No module has a role (a resolver without inference).
    package static let none = ModuleRoles()

    package func role(of module: String) -> ModuleRole? { assignments[module]?.role }

    /// Names of the modules with `role`, sorted.
    package func modules(with role: ModuleRole) -> [String] {
        assignments.filter { $0.value.role == role }.map(\.key).sorted()
    }

    /// True when imports written in `module` are test code: a test target, or a module whose
    /// role is test support.
    package func isTestCode(_ module: Module) -> Bool {
        module.isTest || (assignments[module.name]?.role.isTestCode ?? false)
    }
}

extension ModuleKind {
    /// True for an application: a program with its own process, which composes the modules it
    /// links: a SwiftPM executable target, or an Xcode application, App Clip, watch app or
    /// extension (a widget, a share extension) target.
    package var isApplication: Bool {
        switch self {
        case .target(.executable): true
        case .xcode(let kind): kind.isApplication || kind.isExtension
        default: false
        }
    }
}
