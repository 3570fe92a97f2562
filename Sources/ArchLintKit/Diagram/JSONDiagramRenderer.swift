/// The diagram as JSON for other tools, format `version` 1, documented in README.md
/// ("Graph", "JSON format"); a test keeps that table and the emitted keys in step.
///
/// Written with `JSONText` rather than JSONEncoder: key order is fixed (the schema's), and the
/// bytes are the same on every platform (no `\/` escapes, no locale-dependent spacing). Short
/// objects and lists of scalars stay on one line (`JSONText.Layout.compactWhenShort`).

import ArchLintSupport

package struct JSONDiagramRenderer: DiagramRenderer {
    /// Bumped on any incompatible change; additions of keys keep the version.
    package static let version = 1

    package init() {}

    package func render(_ diagram: ArchitectureDiagram) -> String {
        let options = diagram.options
        let document: JSONText = .object([
            ("version", .int(Self.version)),
            ("title", .string(diagram.title)),
            (
                "options",
                .object([
                    ("includeTests", .bool(options.includeTests)),
                    ("externals", .string(options.externals.rawValue)),
                    ("focus", options.focus.map(JSONText.string) ?? .null),
                    ("depth", options.focus == nil ? .null : .int(options.depth)),
                    ("reduce", .bool(options.reduce)),
                    ("onlyViolations", .bool(options.onlyViolations)),
                ])
            ),
            ("declarationsChecked", .bool(diagram.declarationsChecked)),
            (
                "hiddenViolations",
                .object([
                    ("count", .int(diagram.hiddenViolations.count)),
                    ("causes", .array(diagram.hiddenViolations.causes.map(JSONText.string))),
                ])
            ),
            (
                "layers",
                .array(
                    diagram.layers.map { layer in
                        .object([
                            ("name", .string(layer.name)),
                            ("tier", .int(layer.tier)),
                            ("modules", .array(layer.modules.map(JSONText.string))),
                        ])
                    })
            ),
            (
                "nodes",
                .array(
                    diagram.nodes.map { node in
                        .object([
                            ("name", .string(node.name)),
                            ("kind", .string(node.kind.name)),
                            ("package", node.package.map(JSONText.string) ?? .null),
                            ("layer", node.layer.map(JSONText.string) ?? .null),
                            ("files", .array(node.files.map(JSONText.string))),
                        ])
                    })
            ),
            (
                "edges",
                .array(
                    diagram.edges.map { edge in
                        .object([
                            ("from", .string(edge.from)),
                            ("to", .string(edge.to)),
                            ("status", .string(edge.status.rawValue)),
                            ("declared", .bool(edge.declared)),
                            ("imported", .bool(edge.imported)),
                            (
                                "declaredConditions",
                                .array(
                                    edge.declaredConditions.map { condition in
                                        .object([
                                            ("platforms", .array(condition.platforms.map(JSONText.string))),
                                            ("configuration", condition.configuration.map(JSONText.string) ?? .null),
                                            ("traits", .array(condition.traits.map(JSONText.string))),
                                        ])
                                    })
                            ),
                            ("importConditions", .array(edge.importConditions.map(JSONText.string))),
                            ("evidenceCount", .int(edge.evidence.count)),
                            ("evidence", .array(edge.evidence.map { .string($0.location) })),
                            ("onCycle", .bool(edge.onCycle)),
                            (
                                "violations",
                                .array(
                                    edge.violations.map { violation in
                                        .object([
                                            ("rule", .string(violation.rule)),
                                            ("severity", .string(violation.severity.rawValue)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
        return document.rendered(.compactWhenShort)
    }
}
