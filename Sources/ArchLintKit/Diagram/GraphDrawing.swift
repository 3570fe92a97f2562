import ArchLintSupport
import ArchLintRules
import Foundation

/// What `archlint graph` reads and writes.
package struct GraphDrawingOptions: Sendable {
    /// Same inputs as `check`.
    package var input = CheckOptions()
    package var diagram = DiagramOptions()
    package var format: GraphFormat = .dot
    /// The file to write, nil (or `-`) for standard output.
    package var outputPath: String?

    package init() {}
}

/// What `archlint graph` does below the command line: runs the `check` pipeline and draws its
/// result.
package enum GraphDrawing {
    /// The rendered text and a one-line summary for standard error.
    package struct Output: Sendable {
        package var text: String
        package var summary: String
        package var notices: [String]
        /// Part of the input could not be read: the picture lacks it, and `graph` exits 2 as
        /// `check` does.
        package var isPartial = false
    }

    /// Builds the picture in memory.
    package static func render(
        _ options: GraphDrawingOptions, linter: Linter,
        readStandardInput: @escaping @Sendable () -> Data = { Data() }
    ) throws(ToolError) -> Output {
        let result = try linter.check(options.input, readStandardInput: readStandardInput)
        let diagram = try ArchitectureDiagram(result: result, options: options.diagram, displayPath: linter.displayPath)
        var notices: [String] = []
        if result.configuration.file == nil {
            notices.append(
                "note: no archlint.json in \(TextLine.escape(linter.displayPath(result.root))); layers and violations "
                    + "come from the built-in default rules (preset '\(ConfigurationLoader.defaultPreset)')"
            )
        }
        notices += result.notices.map(\.printed)
        if !diagram.hiddenViolations.isEmpty {
            notices.append("note: \(diagram.hiddenViolations.sentence)")
        }
        let violating = diagram.edges.filter(\.isViolating).count
        let summary =
            "\(diagram.nodes.count) \(diagram.nodes.count == 1 ? "module" : "modules"), \(diagram.edges.count) "
            + "\(diagram.edges.count == 1 ? "edge" : "edges") (\(violating) breaking a rule)"
        return Output(
            text: options.format.renderer.render(diagram), summary: summary, notices: notices,
            isPartial: result.isPartial)
    }
}
