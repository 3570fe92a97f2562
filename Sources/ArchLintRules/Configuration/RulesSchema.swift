import Foundation
import ArchLintPackage
import ArchLintGraph

/// Generates `Rules/archlint.schema.json`, the JSON Schema editors use to complete and validate
/// rules files, from the rule catalog, so it cannot drift from what the loader accepts.
/// A test fails when the committed file is stale (`ARCHLINT_RECORD=1` rewrites it).
package enum RulesSchema {
    /// The schema of rules files whose rule kinds are `catalog`'s.
    package static func render(catalog: RuleCatalog) -> String {
        let selector: [String: Any] = [
            "description":
                "A module selector: Name, glob (Core*), @group, /regex/, path:GLOB, package:NAME, type:KIND, "
                + "role:ROLE, !SELECTOR; or a list of them (their union).",
            "oneOf": [
                ["type": "string", "minLength": 1],
                ["type": "array", "items": ["type": "string", "minLength": 1], "minItems": 1],
            ],
        ]
        var ruleProperties: [String: Any] = [
            "id": [
                "type": "string", "minLength": 1,
                "description":
                    "The rule's name in findings; defaults to its kind. An entry whose id matches an inherited rule "
                    + "overrides only the keys it writes.",
            ],
            "kind": ["enum": catalog.kinds, "description": "The rule kind (`archlint rules` lists them)."],
            "severity": [
                "enum": Severity.allCases.map(\.rawValue).sorted(),
                "description": "error fails the run, warning is reported, off disables the rule.",
            ],
            "description": ["type": "string", "description": "The team's reason, quoted in every finding."],
            "appliesTo": [
                "type": "array",
                "items": ["enum": ImportScope.words.sorted()],
                "uniqueItems": true,
                "minItems": 1,
                "description":
                    "Which imports the rule looks at: production / test (where the import is written), testable / "
                    + "exported / conditional (those imports wherever written), !testable / !exported / "
                    + "!conditional (never those). Default: production code for most kinds.",
            ],
            "mayBeEmpty": [
                "type": "boolean",
                "description":
                    "true: a selector of the rule may match no module (an error otherwise, in the team's rules file).",
            ],
            "platforms": [
                "type": "array",
                "items": ["enum": BuildSelection.platforms],
                "uniqueItems": true,
                "description": "Judge the graph as built for these platforms only (e.g. [\"ios\"]).",
            ],
            "except": [
                "type": "array",
                "description": "Accepted findings, each with the reason it is accepted.",
                "items": [
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["reason"],
                    "anyOf": [["required": ["from"]], ["required": ["to"]], ["required": ["file"]]],
                    "properties": [
                        "from": ["$ref": "#/definitions/selector"],
                        "to": ["$ref": "#/definitions/selector"],
                        "file": ["type": "string", "description": "Path glob relative to the package root."],
                        "reason": ["type": "string", "minLength": 1],
                    ],
                ],
            ],
        ]
        var conditions: [[String: Any]] = []
        for description in catalog.descriptions {
            let kind = description.kind
            var allowed = ["id", "kind", "severity", "description", "appliesTo", "except", "platforms", "mayBeEmpty"]
            for option in description.options {
                allowed.append(option.name)
                let schema: [String: Any]
                switch option.type {
                case .selector: schema = ["$ref": "#/definitions/selector"]
                case .selectorList:
                    schema = ["type": "array", "items": ["$ref": "#/definitions/selector"], "minItems": 1]
                case .boolean: schema = ["type": "boolean"]
                case .integer: schema = ["type": "integer", "minimum": 0]
                case .choice: schema = ["enum": option.choices]
                case .namePatterns:
                    schema = [
                        "description": "A name glob (*DTO) or a list of them.",
                        "oneOf": [
                            ["type": "string", "minLength": 1],
                            ["type": "array", "items": ["type": "string", "minLength": 1], "minItems": 1],
                        ],
                    ]
                }
                // Options of the same name share a type across kinds (a test checks it).
                if ruleProperties[option.name] == nil {
                    ruleProperties[option.name] = schema
                }
            }
            let required = description.options.filter(\.required).map(\.name)
            var then: [String: Any] = ["propertyNames": ["enum": allowed]]
            if !required.isEmpty { then["required"] = required }
            conditions.append([
                "if": ["properties": ["kind": ["const": kind]], "required": ["kind"]],
                "then": then,
            ])
        }
        let schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "archlint rules file",
            "description":
                "archlint.json: module groups and architecture rules (JSON with comments and trailing commas).",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "$schema": ["type": "string"],
                "description": ["type": "string"],
                "extends": [
                    "description":
                        "Presets (\(Presets.all.keys.sorted().joined(separator: ", "))) or relative paths to .json "
                        + "files, applied in order.",
                    "oneOf": [
                        ["type": "string"],
                        ["type": "array", "items": ["type": "string"]],
                    ],
                ],
                "groups": [
                    "type": "object",
                    "description": "Named module sets, referenced as @name.",
                    "additionalProperties": ["$ref": "#/definitions/selector"],
                ],
                "roles": [
                    "type": "object",
                    "description":
                        "Roles set by the team, whatever was inferred: role name (or none) to the modules that have it "
                        + "(names, globs, path:, package:, type:).",
                    "propertyNames": ["enum": ModuleRole.names + ["none"]],
                    "additionalProperties": ["$ref": "#/definitions/selector"],
                ],
                "rules": ["type": "array", "items": ["$ref": "#/definitions/rule"]],
                "exclude": [
                    "type": "array", "items": ["type": "string", "minLength": 1],
                    "description":
                        "Path globs, relative to the root, never searched for packages or module sources (vendored "
                        + "code).",
                ],
                "baseline": [
                    "type": "string", "minLength": 1,
                    "description":
                        "The baseline file (relative to this file) whose recorded findings check accepts without a "
                        + "flag; `archlint baseline update` rewrites it.",
                ],
                "compositionRoot": [
                    "type": "string", "minLength": 1,
                    "description":
                        "The module that builds the object graph and injects implementations, named by fix plans; it "
                        + "has the role composition-root (default: for each finding, the composition root or root "
                        + "feature that reaches the importing module; the application target of the workspace's "
                        + "Xcode projects that reaches the most modules is a composition root, and without one the "
                        + "executable target that does).",
                ],
                "modules": [
                    "type": "array",
                    "description": "Modules outside SwiftPM (an Xcode app target), found by path globs.",
                    "items": [
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["name", "sources"],
                        "properties": [
                            "name": ["type": "string", "minLength": 1],
                            "type": ["enum": PackageManifest.Target.Kind.declarable.map(\.rawValue).sorted()],
                            "sources": ["type": "array", "items": ["type": "string", "minLength": 1], "minItems": 1],
                            "exclude": ["type": "array", "items": ["type": "string", "minLength": 1]],
                            "dependencies": ["type": "array", "items": ["type": "string", "minLength": 1]],
                        ],
                    ],
                ],
            ],
            "definitions": [
                "selector": selector,
                "rule": [
                    "type": "object",
                    "additionalProperties": false,
                    "anyOf": [["required": ["kind"]], ["required": ["id"]]],
                    "properties": ruleProperties,
                    "allOf": conditions,
                ],
            ],
        ]
        let data = try! JSONSerialization.data(
            withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
