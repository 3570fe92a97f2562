/// archlint's `ProjectDescription` module as Swift source, embedded so that the binary needs no
/// resource bundle: Tuist manifests compile against it (see `TuistManifestEvaluator`).
///
/// The source of truth is `Tuist/ProjectDescription/*.swift` beside this file (excluded from the
/// target in Package.swift); `TuistProjectDescriptionSource.generated.swift` is generated from
/// it, and a test fails when it is stale and rewrites it when run with `ARCHLINT_RECORD=1`.
package enum TuistProjectDescriptionSource {
    /// File name to text, sorted by name.
    package static var files: [(name: String, text: String)] { embedded }

    /// Renders the generated Swift file for the given files (name, text ending in "\n").
    package static func renderGeneratedSource(_ files: [(name: String, text: String)]) -> String {
        var lines = [
            "// Generated from Tuist/ProjectDescription/*.swift by",
            "// `ARCHLINT_RECORD=1 swift test --filter embeddedProjectDescriptionMatchesItsSources`. Do not edit.",
            "",
            "extension TuistProjectDescriptionSource {",
            "    static let embedded: [(name: String, text: String)] = [",
        ]
        for file in files.sorted(by: { $0.name < $1.name }) {
            var text = file.text
            if text.hasSuffix("\n") { text.removeLast() }
            lines.append("        (\"\(file.name)\", ##\"\"\"")
            lines.append(text)
            lines.append("\"\"\"##),")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
