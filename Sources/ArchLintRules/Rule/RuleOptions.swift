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

/// Reads a rule's options from its JSON object, tracking key paths and unknown keys.
package struct RuleOptions {
    package let object: JSONValue
    package let file: String
    package let keyPath: String
    private(set) var consumed: Set<String>
    /// Selectors read so far, for "matches no module" warnings.
    private(set) var selectors: [(keyPath: String, selector: ModuleSelector, position: TextPosition)] = []
    /// Plain module names in those selectors, for typo checks.
    private(set) var moduleNames: [ModuleNameReference] = []
    let knownGroups: Set<String>

    init(object: JSONValue, file: String, keyPath: String, consumed: Set<String>, knownGroups: Set<String>) {
        self.object = object
        self.file = file
        self.keyPath = keyPath
        self.consumed = consumed
        self.knownGroups = knownGroups
    }

    package func error(_ key: String?, _ message: String, at value: JSONValue? = nil) -> ConfigurationError {
        let position =
            value?.position ?? key.flatMap { k in object.members?.first { $0.key == k }?.position } ?? object.position
        return ConfigurationError(
            file: file, position: position, keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, message: message)
    }

    /// A module selector option (string or array of strings).
    package mutating func selector(_ key: String, required: Bool = true) throws(ConfigurationError) -> ModuleSelector? {
        consumed.insert(key)
        guard let value = object[key] else {
            if required {
                throw error(
                    nil, "missing \"\(key)\" (a module selector such as \"Network\", \"*Feature\" or \"@core\")")
            }
            return nil
        }
        let selector = try Self.parseSelector(value, file: file, keyPath: "\(keyPath).\(key)", knownGroups: knownGroups)
        selectors.append(("\(keyPath).\(key)", selector, value.position))
        moduleNames += ModuleNameReference.collect(value, file: file, keyPath: "\(keyPath).\(key)")
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
            let selector = try Self.parseSelector(item, file: file, keyPath: path, knownGroups: knownGroups)
            selectors.append((path, selector, item.position))
            moduleNames += ModuleNameReference.collect(item, file: file, keyPath: path)
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
                throw error(
                    key, "expected a name glob such as \"*DTO\" or a non-empty list of them, found \(item.typeName)",
                    at: item)
            }
            patterns.append(pattern)
        }
        if patterns.isEmpty { throw error(key, "expected at least one name glob", at: value) }
        return patterns
    }

    /// One word of `choices`.
    package mutating func choice(_ key: String, among choices: [String], default defaultValue: String)
        throws(ConfigurationError) -> String
    {
        consumed.insert(key)
        guard let value = object[key] else { return defaultValue }
        guard let word = value.stringValue, choices.contains(word) else {
            let suggestion =
                value.stringValue.flatMap { Suggestion.nearest(to: $0, in: choices) }.map {
                    "; did you mean \"\($0)\"?"
                } ?? ""
            throw error(
                key,
                "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found "
                    + "\(value.stringValue.map { "\"\($0)\"" } ?? value.typeName)\(suggestion)",
                at: value)
        }
        return word
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
            let suggestion =
                Suggestion.nearest(to: member.key, in: consumed.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ConfigurationError(
                file: file, position: member.position, keyPath: "\(keyPath).\(member.key)",
                message:
                    "unknown option \"\(member.key)\" for rule kind '\(kind)'\(suggestion) (see `archlint rules "
                    + "\(kind)`)"
            )
        }
    }

    package static func parseSelector(_ value: JSONValue, file: String, keyPath: String, knownGroups: Set<String>)
        throws(ConfigurationError) -> ModuleSelector
    {
        let strings: [(String, TextPosition, String)]
        switch value {
        case .string(let text, let position):
            strings = [(text, position, keyPath)]
        case .array(let items, _):
            var collected: [(String, TextPosition, String)] = []
            for (index, item) in items.enumerated() {
                guard let text = item.stringValue else {
                    throw ConfigurationError(
                        file: file, position: item.position, keyPath: "\(keyPath)[\(index)]",
                        message: "expected a selector string, found \(item.typeName)")
                }
                collected.append((text, item.position, "\(keyPath)[\(index)]"))
            }
            guard !collected.isEmpty else {
                throw ConfigurationError(
                    file: file, position: value.position, keyPath: keyPath,
                    message: "empty selector list; name at least one module, glob or @group")
            }
            strings = collected
        default:
            throw ConfigurationError(
                file: file, position: value.position, keyPath: keyPath,
                message: "expected a selector string or a list of them, found \(value.typeName)")
        }
        var selectors: [ModuleSelector] = []
        for (text, position, path) in strings {
            let selector: ModuleSelector
            do {
                selector = try ModuleSelector.parse(text)
            } catch {
                throw ConfigurationError(file: file, position: position, keyPath: path, message: error.reason)
            }
            for group in selector.referencedGroups where !knownGroups.contains(group) {
                let suggestion =
                    Suggestion.nearest(to: group, in: knownGroups.sorted()).map { "; did you mean '@\($0)'?" } ?? ""
                let defined =
                    knownGroups.isEmpty
                    ? "no groups are defined"
                    : "defined groups: \(knownGroups.sorted().map { "@\($0)" }.joined(separator: ", "))"
                throw ConfigurationError(
                    file: file, position: position, keyPath: path,
                    message: "undefined group '@\(group)'\(suggestion) (\(defined))")
            }
            selectors.append(selector)
        }
        return selectors.count == 1 ? selectors[0] : .union(selectors)
    }
}
