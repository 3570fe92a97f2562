import Foundation
import ArchLintSupport
import ArchLintGraph

/// A module named by its plain name somewhere in a rules file (`"from": "Network"`,
/// `"compositionRoot": "App"`, a group's member, a role's member, an exception's side): no glob,
/// group, pattern or prefix. A plain name is a promise that such a module exists, so a name
/// that is neither a module of the workspace, nor an outside module the workspace knows, nor an
/// SDK module is a typo (`Configuration.unknownModuleNames`).
package struct ModuleNameReference: Sendable, Hashable {
    package var name: String
    /// The rules file it is written in.
    package var file: String
    package var position: TextPosition
    /// JSON key path of the string (`rules[2].allowedIn[1]`).
    package var keyPath: String

    /// The plain names in a selector value (a string or a list of strings), `!Name` included;
    /// strings that are not selectors are left to the selector parser to refuse.
    static func collect(_ value: JSONValue, file: String, keyPath: String) -> [ModuleNameReference] {
        var strings: [(String, TextPosition, String)] = []
        switch value {
        case .string(let text, let position):
            strings = [(text, position, keyPath)]
        case .array(let items, _):
            for (index, item) in items.enumerated() {
                if case .string(let text, let position) = item {
                    strings.append((text, position, "\(keyPath)[\(index)]"))
                }
            }
        default:
            break
        }
        return strings.compactMap { text, position, path in
            guard let selector = try? ModuleSelector.parse(text), let name = selector.plainName else { return nil }
            return ModuleNameReference(name: name, file: file, position: position, keyPath: path)
        }
    }
}

extension ModuleSelector {
    /// The module name when the selector is one plain name (or its removal); nil otherwise.
    /// `*` is every target, not a name.
    var plainName: String? {
        switch self {
        case .name(let name): name == "*" ? nil : name
        case .excluding(let inner): inner.plainName
        default: nil
        }
    }
}

extension Configuration {
    /// How many unknown names get a did-you-mean (in file order).
    static let suggestedNames = 100

    /// Every plain module name the team's rules files write (presets name modules by
    /// convention and expect some to be absent; they are not held to it).
    package var moduleNameReferences: [ModuleNameReference] {
        var references = namedModules
        for rule in rules { references += rule.moduleNames.filter { rule.isWrittenByTeam($0.keyPath) } }
        return references.filter { !$0.file.hasPrefix("preset ") && !$0.file.hasPrefix("<built-in") }
    }

    /// Errors for plain names that name no module of `graph`, no module in `externals` (products
    /// and packages the manifests name) and no SDK module, each with the nearest known name.
    /// Sorted by file and place.
    package func unknownModuleNames(in graph: ModuleGraph, externals: Set<String> = []) -> [ConfigurationError] {
        // A module of unknown kind is known when the code imports it; one that only a rules
        // file's declared dependency reaches is the typo itself.
        let imported = Set(graph.imported.map(\.key.to))
        let known = Set(graph.modules.values.filter { $0.kind != .unknown || imported.contains($0.name) }.map(\.name))
            .union(externals).union(KnownModules.sdk)
        // Suggestions come from the workspace first: a typo is usually of the team's own module.
        let workspace = graph.moduleNames.filter { graph.modules[$0]?.kind.isTarget == true }
        let outside = known.subtracting(workspace).sorted()
        var seen: Set<ModuleNameReference> = []
        // Package identities are lowercased; the product a team names is usually spelt like it.
        let externalsLowercased = Set(externals.map { $0.lowercased() })
        var unknown: [ModuleNameReference] = []
        for reference in moduleNameReferences where !known.contains(reference.name) {
            guard !externalsLowercased.contains(reference.name.lowercased()), seen.insert(reference).inserted else {
                continue
            }
            unknown.append(reference)
        }
        func place(_ reference: ModuleNameReference) -> (String, Int, Int, String) {
            (reference.file, reference.position.line, reference.position.column, reference.keyPath)
        }
        unknown.sort { place($0) < place($1) }
        return unknown.enumerated().map { index, reference in
            // A did-you-mean compares the name with every known one: the first names get one
            // (a rules file of 50,000 unknown names would otherwise take minutes).
            let nearest =
                index < Self.suggestedNames
                ? Suggestion.nearest(to: reference.name, in: workspace)
                    ?? Suggestion.nearest(to: reference.name, in: outside)
                : nil
            let suggestion = nearest.map { "; did you mean '\($0)'?" } ?? ""
            return ConfigurationError(
                file: reference.file, position: reference.position, keyPath: reference.keyPath,
                message: ConfigurationMessages.unknownModule(reference.name, suggestion: suggestion))
        }
    }
}

extension ConfigurationMessages {
    static func unknownModule(_ name: String, suggestion: String) -> String {
        "unknown module '\(name)'\(suggestion) (no module of the workspace, product or package of its manifests, "
            + "import in its code or SDK module has this name; `archlint graph` lists the modules)"
    }
}
