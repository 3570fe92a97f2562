/// Renders rule kinds' documentation: one kind as text (`archlint rules KIND`), a catalog as the
/// README's rules reference.
package enum RuleDocumentation {
    package static func render(_ description: RuleDescription) -> String {
        var text = "\(description.kind): \(description.summary)\n\n"
        text += description.rationale + "\n\n"
        text += "Default severity: \(description.defaultSeverity.rawValue)\n"
        text += "Fix: \(description.fix.summary)\n\n"
        text += "Options:\n"
        for option in description.options {
            text +=
                "  \(option.name) (\(option.required ? "required, " : "")\(option.typeDescription)): "
                + "\(option.summary)\n"
        }
        text += "  severity: error, warning or off.\n  description: the team's reason, quoted in every finding.\n"
        for (index, example) in description.examples.enumerated() {
            text += "\nExample \(index + 1) (\(example.triggers ? "triggers" : "does not trigger")):\n"
            if !example.groups.isEmpty {
                let groups = example.groups.keys.sorted().map {
                    "\"\($0)\": [\(example.groups[$0]!.map { "\"\($0)\"" }.joined(separator: ", "))]"
                }
                text += "  groups: {\(groups.joined(separator: ", "))}\n"
            }
            text += "  rule: \(example.configuration)\n"
            text += "  imports: \(example.imports.joined(separator: ", "))\n"
            if !example.declared.isEmpty {
                text += "  declared in Package.swift: \(example.declared.joined(separator: ", "))\n"
            }
            for module in example.sources.keys.sorted() {
                text +=
                    "  \(module) source:\n"
                    + example.sources[module]!.split(separator: "\n", omittingEmptySubsequences: false).map {
                        $0.isEmpty ? "\n" : "    \($0)\n"
                    }.joined()
            }
            if let manifest = example.manifest {
                text +=
                    "  Package.swift:\n"
                    + manifest.split(separator: "\n", omittingEmptySubsequences: false).map {
                        $0.isEmpty ? "\n" : "    \($0)\n"
                    }.joined()
            }
            if example.triggers {
                text += "  reports: \(example.expected.joined(separator: "; "))\n"
                for (finding, plan) in example.findingsWithPlans {
                    if let plan { text += "  fix for \(finding): \(plan)\n" }
                }
            }
        }
        return text
    }

    /// The README's rules reference (between `<!-- rules-reference:begin -->` and `end`):
    /// every kind of `catalog`, sorted.
    package static func markdownReference(catalog: RuleCatalog) -> String {
        var text = ""
        for description in catalog.descriptions {
            let kind = description.kind
            text +=
                "### `\(kind)`\n\n\(description.summary) Default severity: \(description.defaultSeverity.rawValue).\n\n"
            text += description.rationale + "\n\n"
            text += "Fix: \(description.fix.summary).\n\n"
            if !description.options.isEmpty {
                text += "| option | type | |\n|---|---|---|\n"
                for option in description.options {
                    text +=
                        "| `\(option.name)` | \(option.typeDescription)\(option.required ? ", required" : "") | "
                        + "\(option.summary) |\n"
                }
                text += "\n"
            }
            if let example = description.examples.first(where: \.triggers) {
                text += "```jsonc\n\(example.configuration)\n// imports: \(example.imports.joined(separator: ", "))\n"
                if !example.declared.isEmpty { text += "// declared: \(example.declared.joined(separator: ", "))\n" }
                for module in example.sources.keys.sorted() {
                    text +=
                        "// \(module):\n"
                        + example.sources[module]!.split(separator: "\n", omittingEmptySubsequences: false).map {
                            $0.isEmpty ? "//\n" : "//     \($0)\n"
                        }.joined()
                }
                if let manifest = example.manifest {
                    text +=
                        "// Package.swift:\n"
                        + manifest.split(separator: "\n", omittingEmptySubsequences: false).map {
                            $0.isEmpty ? "//\n" : "//     \($0)\n"
                        }.joined()
                }
                text += "// reports: \(example.expected.joined(separator: "; "))\n"
                for (finding, plan) in example.findingsWithPlans {
                    if let plan { text += "// fix for \(finding): \(plan)\n" }
                }
                text += "```\n\n"
            }
        }
        return text
    }
}
