import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// A problem with the rules file: the tool cannot know what the team meant.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file (or `preset NAME`) the problem is in.
    package var file: String
    package var position: TextPosition?
    /// JSON key path of the offending value (`rules[3].from`); empty for syntax errors.
    package var keyPath: String
    package var message: String
    /// What kind of failure: the rules file could not be read at all (exit 66), or it was read
    /// and is wrong (exit 78).
    package var kind: Kind = .invalid

    package enum Kind: Sendable, Equatable {
        case invalid
        case unreadable
    }

    package init(file: String, position: TextPosition?, keyPath: String, message: String, kind: Kind = .invalid) {
        self.file = file
        self.position = position
        self.keyPath = keyPath
        self.message = message
        self.kind = kind
    }

    package var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(place): error: \(path)\(message)"
    }
}

/// A configuration problem that does not stop the run (a selector that matches nothing).
package struct ConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var position: TextPosition?
    package var keyPath: String
    package var message: String

    package var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): warning: \(keyPath): \(message)"
    }
}

/// One entry of `rules`, resolved: its identity and the rule kind instance.
package struct ConfiguredRule: Sendable {
    package var id: String
    package var kind: String
    package var severity: Severity
    /// The team's reason, quoted in every finding.
    package var description: String?
    /// Which imports the rule looks at.
    package var appliesTo: Set<ImportKind>
    /// Findings the team accepted, each with its reason.
    package var exceptions: [RuleException]
    /// Platforms the rule is about (`["ios"]`): it judges the graph as built for each of them.
    /// Empty: every platform, on the graph as selected (the union of branches by default).
    package var platforms: [String] = []
    package var implementation: any Rule
    /// Where the entry was written.
    package var origin: String
    package var position: TextPosition?
    package var keyPath: String
    /// Selectors the rule uses, to warn about ones that match nothing.
    package var selectors: [(keyPath: String, selector: ModuleSelector, position: TextPosition)]
}

/// The loaded rules: groups, rules, and where they came from.
package struct Configuration: Sendable {
    package var groups: [String: ModuleSelector]
    /// Where each group was defined, for warnings.
    package var groupOrigins: [String: (file: String, position: TextPosition)]
    package var rules: [ConfiguredRule]
    /// The file read, or nil when the built-in default applies.
    package var file: String?
    /// Presets pulled in through `extends`, in order.
    package var presets: [String]
    /// Path globs (relative to the root) never searched for packages or module sources.
    package var exclude: [String] = []
    /// Modules that live outside SwiftPM (an Xcode app target), declared in the rules file.
    package var modules: [ExtraModule] = []
    /// The module fix plans name as the one that injects implementations; nil: the first
    /// executable target.
    package var compositionRoot: String?
    /// SHA-256 of every rules file merged (paths and texts): two runs with the same digest
    /// judge by the same rules.
    package var contentDigest: String = ""

    /// Warnings for groups and selectors that name no module of `graph`.
    package func unmatchedSelectorWarnings(in graph: ModuleGraph, resolver: SelectorResolver) -> [ConfigurationWarning] {
        var warnings: [ConfigurationWarning] = []
        for name in groups.keys.sorted() {
            guard let origin = groupOrigins[name], !origin.file.hasPrefix("preset "),
                  resolver.modules(.group(name), in: graph).isEmpty else { continue }
            warnings.append(ConfigurationWarning(
                file: origin.file, position: origin.position, keyPath: "groups.\(name)",
                message: "group '@\(name)' matches no module (fix its selectors, or remove it)"
            ))
        }
        // Presets name layers by convention and expect some to be absent; only the team's own
        // rules file is held to naming real modules.
        for rule in rules where rule.severity != .off && !rule.origin.hasPrefix("preset ") {
            for entry in rule.selectors where resolver.modules(entry.selector, in: graph).isEmpty {
                warnings.append(ConfigurationWarning(
                    file: rule.origin, position: entry.position, keyPath: entry.keyPath,
                    message: "'\(entry.selector)' matches no module; rule '\(rule.id)' checks nothing here (fix the selector, or set \"severity\": \"off\")"
                ))
            }
        }
        return warnings.sorted { ($0.file, $0.position ?? TextPosition(line: 0, column: 0), $0.keyPath) < ($1.file, $1.position ?? TextPosition(line: 0, column: 0), $1.keyPath) }
    }
}

/// The kinds of import a rule can be told to look at (`"appliesTo"`).
package enum ImportKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Imports written in non-test targets.
    case production
    /// Imports written in test targets.
    case test
    /// `@testable import`.
    case testable
    /// `@_exported import`.
    case exported
    /// Imports inside `#if`.
    case conditional

    package static func < (lhs: ImportKind, rhs: ImportKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The default: everything but imports written in test targets.
    package static let defaultSet: Set<ImportKind> = [.production, .testable, .exported, .conditional]
}

/// An accepted finding: `{"from": "Network", "to": "Data", "reason": "..."}`. Every field but
/// `reason` narrows the match; `file` is a path glob relative to the root.
package struct RuleException: Sendable {
    package var from: ModuleSelector?
    package var to: ModuleSelector?
    package var file: String?
    package var reason: String
    package var keyPath: String
    package var position: TextPosition
}

/// Reads a rule's options from its JSON object, tracking key paths and unknown keys.
package struct RuleOptions {
    package let object: JSONValue
    package let file: String
    package let keyPath: String
    private(set) var consumed: Set<String>
    /// Selectors read so far, for "matches no module" warnings.
    private(set) var selectors: [(keyPath: String, selector: ModuleSelector, position: TextPosition)] = []
    let knownGroups: Set<String>

    init(object: JSONValue, file: String, keyPath: String, consumed: Set<String>, knownGroups: Set<String>) {
        self.object = object
        self.file = file
        self.keyPath = keyPath
        self.consumed = consumed
        self.knownGroups = knownGroups
    }

    package func error(_ key: String?, _ message: String, at value: JSONValue? = nil) -> ConfigurationError {
        let position = value?.position ?? key.flatMap { k in object.members?.first { $0.key == k }?.position } ?? object.position
        return ConfigurationError(file: file, position: position, keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, message: message)
    }

    /// A module selector option (string or array of strings).
    package mutating func selector(_ key: String, required: Bool = true) throws(ConfigurationError) -> ModuleSelector? {
        consumed.insert(key)
        guard let value = object[key] else {
            if required { throw error(nil, "missing \"\(key)\" (a module selector such as \"Network\", \"*Feature\" or \"@core\")") }
            return nil
        }
        let selector = try ConfigurationLoader.parseSelector(value, file: file, keyPath: "\(keyPath).\(key)", knownGroups: knownGroups)
        selectors.append(("\(keyPath).\(key)", selector, value.position))
        return selector
    }

    /// An ordered list of selectors, each a string or a list of strings (`layers`).
    package mutating func selectorList(_ key: String) throws(ConfigurationError) -> [ModuleSelector] {
        consumed.insert(key)
        guard let value = object[key] else {
            throw error(nil, "missing \"\(key)\" (a list of selectors, e.g. [\"App\", \"*Feature\", \"@core\"])")
        }
        guard case .array(let items, _) = value, !items.isEmpty else {
            throw error(key, "expected a non-empty list of selectors, found \(value.typeName)", at: value)
        }
        var result: [ModuleSelector] = []
        for (index, item) in items.enumerated() {
            let path = "\(keyPath).\(key)[\(index)]"
            let selector = try ConfigurationLoader.parseSelector(item, file: file, keyPath: path, knownGroups: knownGroups)
            selectors.append((path, selector, item.position))
            result.append(selector)
        }
        return result
    }

    /// Name globs (`"*DTO"` or `["*DTO", "*Response"]`).
    package mutating func namePatterns(_ key: String) throws(ConfigurationError) -> [String] {
        consumed.insert(key)
        guard let value = object[key] else {
            throw error(nil, "missing \"\(key)\" (a name glob such as \"*DTO\", or a list of them)")
        }
        let items: [JSONValue]
        if case .array(let list, _) = value { items = list } else { items = [value] }
        var patterns: [String] = []
        for item in items {
            guard case .string(let pattern, _) = item, !pattern.isEmpty else {
                throw error(key, "expected a name glob such as \"*DTO\" or a non-empty list of them, found \(item.typeName)", at: item)
            }
            patterns.append(pattern)
        }
        if patterns.isEmpty { throw error(key, "expected at least one name glob", at: value) }
        return patterns
    }

    package mutating func bool(_ key: String, default defaultValue: Bool) throws(ConfigurationError) -> Bool {
        consumed.insert(key)
        guard let value = object[key] else { return defaultValue }
        guard case .bool(let flag, _) = value else {
            throw error(key, "expected true or false, found \(value.typeName)", at: value)
        }
        return flag
    }

    package mutating func integer(_ key: String, default defaultValue: Int?) throws(ConfigurationError) -> Int? {
        consumed.insert(key)
        guard let value = object[key] else { return defaultValue }
        guard case .number(let number, _) = value, number == number.rounded(), number >= 0 else {
            throw error(key, "expected a whole number, found \(value.typeName)", at: value)
        }
        guard let integer = value.integerValue else {
            throw error(key, "expected a whole number, found \(number) (too large)", at: value)
        }
        return integer
    }

    /// Throws for keys no reader asked for, suggesting the nearest known one.
    func rejectUnknownKeys(kind: String) throws(ConfigurationError) {
        for member in object.members ?? [] where !consumed.contains(member.key) {
            let suggestion = Suggestion.nearest(to: member.key, in: consumed.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ConfigurationError(
                file: file, position: member.position, keyPath: "\(keyPath).\(member.key)",
                message: "unknown option \"\(member.key)\" for rule kind '\(kind)'\(suggestion) (see `archlint rules \(kind)`)"
            )
        }
    }
}
