/// Colours and legend words shared by the DOT and Mermaid pictures, so both read the same way.

import ArchLintRules

enum DiagramPalette {
    struct NodeColors {
        var fill: String
        var stroke: String
        var text: String
    }

    static func colors(_ style: ArchitectureDiagram.NodeStyle) -> NodeColors {
        switch style {
        case .app: NodeColors(fill: "#ffedd5", stroke: "#c2410c", text: "#1f2937")
        case .appExtension: NodeColors(fill: "#fef9c3", stroke: "#a16207", text: "#1f2937")
        case .executable: NodeColors(fill: "#fef3c7", stroke: "#b45309", text: "#1f2937")
        case .library: NodeColors(fill: "#e0f2fe", stroke: "#0369a1", text: "#1f2937")
        case .macroOrPlugin: NodeColors(fill: "#ede9fe", stroke: "#6d28d9", text: "#1f2937")
        case .test: NodeColors(fill: "#dcfce7", stroke: "#15803d", text: "#1f2937")
        case .thirdParty: NodeColors(fill: "#f3f4f6", stroke: "#4b5563", text: "#1f2937")
        case .unknown: NodeColors(fill: "#ffffff", stroke: "#9ca3af", text: "#4b5563")
        case .sdk: NodeColors(fill: "#ffffff", stroke: "#9ca3af", text: "#4b5563")
        }
    }

    /// Edge colour by status; violations override it.
    static func color(_ status: ArchitectureDiagram.EdgeStatus) -> String {
        switch status {
        case .declaredAndImported: "#475569"
        case .declaredOnly: "#94a3b8"
        case .undeclared: "#7c3aed"
        case .sdk: "#cbd5e1"
        }
    }

    static let error = "#dc2626"
    static let warning = "#ea580c"

    static func color(_ severity: Severity) -> String { severity == .error ? error : warning }

    static func summary(_ status: ArchitectureDiagram.EdgeStatus) -> String {
        switch status {
        case .declaredAndImported: "declared and imported"
        case .declaredOnly: "declared, never imported"
        case .undeclared: "imported, not declared"
        case .sdk: "SDK import"
        }
    }

    /// The colour an edge is drawn in.
    static func color(_ edge: ArchitectureDiagram.Edge, in diagram: ArchitectureDiagram) -> String {
        edge.severity.map(color) ?? color(diagram.drawnStatus(edge))
    }

    /// Legend text of a drawn status: without a rule about declarations, the plain style stands
    /// for every import, declared or not.
    static func summary(_ status: ArchitectureDiagram.EdgeStatus, in diagram: ArchitectureDiagram) -> String {
        status == .declaredAndImported && !diagram.declarationsChecked ? "imported" : summary(status)
    }

    /// Layer (cluster) background and border.
    static let layerFill = "#f8fafc"
    static let layerStroke = "#cbd5e1"
    static let layerText = "#334155"
}
