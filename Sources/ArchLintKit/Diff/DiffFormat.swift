import ArchLintSupport

/// The formats `archlint diff --format` writes, one renderer each.
package enum DiffFormat: String, CaseIterable, Sendable {
    case text
    case json
    case markdown

    /// Renders `diff`; `displayPath` turns a path relative to the package root into what is
    /// printed (relative to the working directory).
    package func render(_ diff: ArchitectureDiff, displayPath: @escaping @Sendable (String) -> String) -> String {
        switch self {
        case .text: DiffTextRenderer(displayPath: displayPath).render(diff)
        case .json: DiffJSONRenderer(displayPath: displayPath).render(diff)
        case .markdown: DiffMarkdownRenderer(displayPath: displayPath).render(diff)
        }
    }

    /// One line for `--help`.
    package var summary: String {
        switch self {
        case .text: "sections of + and - lines with file:line evidence (the default)"
        case .json: "versioned JSON document"
        case .markdown: "a pull-request comment with a Mermaid picture of what changed"
        }
    }
}

extension SourceLocation {
    /// `path:line:column`, the path shown by `displayPath`.
    func shown(_ displayPath: (String) -> String) -> String { "\(displayPath(file)):\(line):\(column)" }
}
