/// Renders a rule kind's documentation as text (`archlint rules KIND`).
package enum RuleDocumentation {
    package static func render(_ description: RuleDescription) -> String {
        var text = "\(description.kind): \(description.summary)\n\n"
        text += description.rationale + "\n\n"
        text += "Default severity: \(description.defaultSeverity.rawValue)\n\n"
        text += "Options:\n"
        for option in description.options {
            text += "  \(option.name) (\(option.required ? "required, " : "")\(option.type.rawValue)): \(option.summary)\n"
        }
        text += "  severity: error, warning or off.\n  description: the team's reason, quoted in every finding.\n"
        for (index, example) in description.examples.enumerated() {
            text += "\nExample \(index + 1) (\(example.triggers ? "triggers" : "does not trigger")):\n"
            if !example.groups.isEmpty {
                let groups = example.groups.keys.sorted().map { "\"\($0)\": [\(example.groups[$0]!.map { "\"\($0)\"" }.joined(separator: ", "))]" }
                text += "  groups: {\(groups.joined(separator: ", "))}\n"
            }
            text += "  rule: \(example.configuration)\n"
            text += "  imports: \(example.imports.joined(separator: ", "))\n"
            if !example.declared.isEmpty {
                text += "  declared in Package.swift: \(example.declared.joined(separator: ", "))\n"
            }
            for module in example.sources.keys.sorted() {
                text += "  \(module) source:\n" + example.sources[module]!.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            }
            if example.triggers {
                text += "  reports: \(example.expected.joined(separator: "; "))\n"
            }
        }
        return text
    }
}
