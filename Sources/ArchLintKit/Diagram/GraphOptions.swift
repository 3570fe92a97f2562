// The diagram's formats and filters (README.md in this folder states its contract).

import ArchLintGraph

/// The formats `archlint graph` writes, one renderer each.
package enum GraphFormat: String, Sendable, CaseIterable {
    case dot
    case mermaid
    case json
    /// One self-contained page for exploring the graph in a browser (`HTMLRenderer`).
    case html

    /// The renderer of this format.
    package var renderer: any DiagramRenderer {
        switch self {
        case .dot: DOTRenderer()
        case .mermaid: MermaidRenderer()
        case .json: JSONDiagramRenderer()
        case .html: HTMLRenderer()
        }
    }

    /// The format a file name implies (`graph.dot`, `graph.mmd`, `graph.json`, `graph.html`), if any.
    package static func implied(byFileName name: String) -> GraphFormat? {
        let lowercased = name.lowercased()
        if lowercased.hasSuffix(".dot") || lowercased.hasSuffix(".gv") { return .dot }
        if lowercased.hasSuffix(".mmd") || lowercased.hasSuffix(".mermaid") { return .mermaid }
        if lowercased.hasSuffix(".json") { return .json }
        if lowercased.hasSuffix(".html") || lowercased.hasSuffix(".htm") { return .html }
        return nil
    }
}

/// Turns a diagram into the text of one format.
package protocol DiagramRenderer: Sendable {
    /// The whole file, ending with a newline; the same diagram always gives the same bytes.
    func render(_ diagram: ArchitectureDiagram) -> String
}

/// Which modules from outside the workspace appear.
package enum ExternalsFilter: String, Sendable, CaseIterable {
    /// Workspace targets only.
    case none
    /// Also products of other packages and modules archlint cannot place (the default).
    case thirdParty = "third-party"
    /// Also the SDK and toolchain (Foundation, UIKit, XCTest...).
    case all

    func shows(_ kind: ModuleKind) -> Bool {
        switch kind {
        case .target, .xcode: true
        case .thirdParty, .unknown: self != .none
        case .sdk: self == .all
        }
    }
}

/// What `archlint graph` draws, beyond what `check` reads.
package struct DiagramOptions: Sendable, Equatable {
    /// Draw test targets and their edges.
    package var includeTests: Bool
    package var externals: ExternalsFilter
    /// Draw only this module's neighbourhood.
    package var focus: String?
    /// How many edges away from `focus` to go, in each direction.
    package var depth: Int
    /// Drop edges implied by longer paths; edges that break a rule or are imported without a
    /// declaration always stay.
    package var reduce: Bool
    /// Draw only edges with a violation, and their modules.
    package var onlyViolations: Bool

    package init(
        includeTests: Bool = false, externals: ExternalsFilter = .thirdParty, focus: String? = nil,
        depth: Int = 1, reduce: Bool = false, onlyViolations: Bool = false
    ) {
        self.includeTests = includeTests
        self.externals = externals
        self.focus = focus
        self.depth = depth
        self.reduce = reduce
        self.onlyViolations = onlyViolations
    }
}
