/// The rule presets shipped under `Rules/`, embedded so the binary needs no resource bundle.
///
/// `PresetTexts.generated.swift` is generated from `Rules/*.json`; a test fails when it is
/// stale and rewrites it when run with `ARCHLINT_RECORD=1`.
package enum Presets {
    /// Preset name (file name without `.json`) to its text.
    package static var all: [String: String] { embedded }

    /// Renders the generated Swift file for the given presets (name, JSON text ending in "\n").
    package static func renderGeneratedSource(_ presets: [(name: String, text: String)]) -> String {
        var lines = [
            "// Generated from Rules/*.json by `ARCHLINT_RECORD=1 swift test --filter PresetTests`. Do not edit.",
            "",
            "extension Presets {",
            "    static let embedded: [String: String] = [",
        ]
        for preset in presets.sorted(by: { $0.name < $1.name }) {
            var text = preset.text
            if text.hasSuffix("\n") { text.removeLast() }
            lines.append("        \"\(preset.name)\": #\"\"\"")
            lines.append(text)
            lines.append("\"\"\"#,")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
