import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Names a set of modules wherever a rule names modules.
///
/// Written as a string, or an array of strings meaning their union:
/// - `Network` — exact module name
/// - `Core*`, `*Feature`, `Data?` — glob on the module name (`*`, `?`, `[abc]`)
/// - `@core` — a group defined under `"groups"`
/// - `/^Core[A-Z]/` — regular expression on the module name
/// - `path:Modules/Features/**` — glob on the module's source directory, relative to the root
/// - `package:AppPackage` — every target of a package
/// - `type:test` — target type (`regular`, `executable`, `test`, `macro`, `plugin`, `binary`,
///   `system`, `snippet`), Xcode target kind (`app`, `app-extension`, `widget`, `app-clip`,
///   `framework`, `unit-test`, `ui-test`...; `test` covers unit and UI test bundles too) or
///   external kind (`sdk`, `third-party`, `unknown`)
/// - `role:feature` — the module's role, inferred or set under `"roles"` (`ModuleRole`)
/// - `*` — every target of the workspace
/// - `!SELECTOR` — removes what SELECTOR matches from the union of the others
///
/// Patterns (globs, regular expressions, `path:`, `package:`) select targets of the workspace
/// only, so `Core*` never catches the SDK's CoreData; name an external module exactly, or with
/// `type:sdk` / `type:third-party`.
package indirect enum ModuleSelector: Sendable, Hashable, CustomStringConvertible {
    case name(String)
    case glob(String)
    case group(String)
    case regex(String)
    case path(String)
    case package(String)
    case kind(String)
    case role(ModuleRole)
    case union([ModuleSelector])
    case excluding(ModuleSelector)

    /// Parses one selector string; throws a reason on malformed input.
    package static func parse(_ text: String) throws(SelectorSyntaxError) -> ModuleSelector {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw SelectorSyntaxError(reason: "empty selector") }
        if text.hasPrefix("!") {
            let inner = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
            // One '!' removes; a second would only undo it (and a long run of them nests deep).
            guard !inner.hasPrefix("!") else {
                throw SelectorSyntaxError(reason: "'!!': write one '!' before a selector to remove what it matches")
            }
            return .excluding(try parse(inner))
        }
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            guard !name.isEmpty else { throw SelectorSyntaxError(reason: "'@' needs a group name, e.g. \"@core\"") }
            return .group(name)
        }
        if text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") {
            let pattern = String(text.dropFirst().dropLast())
            do {
                _ = try LinearRegex(pattern)
            } catch {
                throw SelectorSyntaxError(reason: "invalid regular expression /\(pattern)/: \(error.reason)")
            }
            return .regex(pattern)
        }
        if let colon = text.firstIndex(of: ":") {
            let prefix = String(text[..<colon])
            let value = String(text[text.index(after: colon)...])
            guard !value.isEmpty else { throw SelectorSyntaxError(reason: "'\(prefix):' needs a value") }
            switch prefix {
            case "path": return .path(value)
            case "package": return .package(value)
            case "type":
                guard Self.kindNames.contains(value) else {
                    let suggestion =
                        Suggestion.nearest(to: value, in: Self.kindNames.sorted()).map {
                            "; did you mean 'type:\($0)'?"
                        } ?? ""
                    throw SelectorSyntaxError(
                        reason:
                            "unknown module type '\(value)' (expected one of "
                            + "\(Self.kindNames.sorted().joined(separator: ", ")))\(suggestion)"
                    )
                }
                return .kind(value)
            case "role":
                guard let role = ModuleRole(rawValue: value) else {
                    let suggestion =
                        Suggestion.nearest(to: value, in: ModuleRole.names).map { "; did you mean 'role:\($0)'?" } ?? ""
                    throw SelectorSyntaxError(
                        reason:
                            "unknown role '\(value)' (expected one of "
                            + "\(ModuleRole.names.joined(separator: ", ")))\(suggestion)"
                    )
                }
                return .role(role)
            default:
                throw SelectorSyntaxError(
                    reason: "unknown selector prefix '\(prefix):' (expected path:, package:, type: or role:)")
            }
        }
        if text.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) { return .glob(text) }
        return .name(text)
    }

    static let kindNames: Set<String> = Set(PackageManifest.Target.Kind.allCases.map(\.rawValue))
        .union(XcodeTargetKind.spellings)
        .union(["sdk", "third-party", "unknown"])

    package var description: String {
        switch self {
        case .name(let value), .glob(let value): value
        case .group(let value): "@\(value)"
        case .regex(let value): "/\(value)/"
        case .path(let value): "path:\(value)"
        case .package(let value): "package:\(value)"
        case .kind(let value): "type:\(value)"
        case .role(let value): "role:\(value.rawValue)"
        case .union(let members): "[" + members.map(\.description).joined(separator: ", ") + "]"
        case .excluding(let inner): "!\(inner)"
        }
    }

    /// Groups this selector refers to, directly.
    package var referencedGroups: [String] {
        switch self {
        case .group(let name): [name]
        case .union(let members): members.flatMap(\.referencedGroups)
        case .excluding(let inner): inner.referencedGroups
        default: []
        }
    }
}

/// A malformed selector string.
package struct SelectorSyntaxError: Error, Sendable, Equatable {
    package var reason: String
}

/// Resolves selectors against the modules of a graph.
///
/// Group membership is computed once per module for every group, groups that others refer to
/// first (the configuration loader refuses loops), so a selector's cost does not grow with how
/// deep groups refer to each other: a chain of 1,000 groups took 157 s when each question
/// walked the chain anew.
package struct SelectorResolver: Sendable {
    package var groups: [String: ModuleSelector] {
        didSet { memberships = GroupMemberships() }
    }
    /// Base for `path:` globs (the package or workspace root).
    package var root: String {
        didSet { memberships = GroupMemberships() }
    }
    /// Each module's role, for `role:` selectors.
    package var roles: ModuleRoles {
        didSet { memberships = GroupMemberships() }
    }

    /// Compiled `/regex/` selectors: rules ask about every edge, so each pattern compiles once.
    private let regexes = CompiledPatterns()
    private var memberships = GroupMemberships()

    package init(groups: [String: ModuleSelector], root: String, roles: ModuleRoles = .none) {
        self.groups = groups
        self.root = root
        self.roles = roles
    }

    /// True when `module` is selected.
    package func matches(_ selector: ModuleSelector, _ module: Module) -> Bool {
        // Most selectors name no group: no table to look up then.
        guard !selector.referencedGroups.isEmpty else { return matches(selector, module, groupValues: [:]) }
        let values = memberships.values(for: module) { computeGroupValues(for: module) }
        return matches(selector, module, groupValues: values)
    }

    /// Every module of `graph` the selector names, sorted.
    package func modules(_ selector: ModuleSelector, in graph: ModuleGraph) -> [String] {
        graph.moduleNames.filter { matches(selector, graph.modules[$0]!) }
    }

    /// Whether `module` belongs to each group, computed in an order where every group comes
    /// after the groups it names.
    private func computeGroupValues(for module: Module) -> [String: Bool] {
        var values: [String: Bool] = [:]
        for name in memberships.order(of: groups) {
            values[name] = matches(groups[name]!, module, groupValues: values)
        }
        return values
    }

    private func matches(_ selector: ModuleSelector, _ module: Module, groupValues: [String: Bool]) -> Bool {
        switch selector {
        case .name(let name):
            return module.name == name || (name == "*" && module.kind.isTarget)
        case .glob(let pattern):
            return module.kind.isTarget && Glob.matches(pattern, module.name)
        case .group(let name):
            // Groups are checked for loops and existence when the configuration is loaded.
            return groupValues[name] ?? false
        case .regex(let pattern):
            guard module.kind.isTarget, let regex = regexes.regex(pattern) else { return false }
            return regex.matches(module.name)
        case .path(let pattern):
            guard let directory = module.directory else { return false }
            let relative = PathUtilities.relative(directory, to: root)
            return Glob.matchesPath(pattern, relative)
        case .package(let name):
            return module.package == name
        case .kind(let name):
            // `type:test` is every test target, SwiftPM's and Xcode's unit and UI test bundles.
            return module.kind.name == name || (name == "test" && module.kind.isTest)
        case .role(let role):
            return roles.role(of: module.name) == role
        case .union(let members):
            let positives = members.filter { if case .excluding = $0 { false } else { true } }
            let negatives = members.compactMap { if case .excluding(let inner) = $0 { inner } else { nil } }
            let included =
                positives.isEmpty ? true : positives.contains { matches($0, module, groupValues: groupValues) }
            return included && !negatives.contains { matches($0, module, groupValues: groupValues) }
        case .excluding(let inner):
            return !matches(inner, module, groupValues: groupValues)
        }
    }
}

/// Each module's membership of every group, and the order groups are evaluated in; shared by
/// every copy of a resolver.
private final class GroupMemberships: Sendable {
    /// What identifies a module for a selector (its files do not matter).
    struct ModuleKey: Hashable {
        var name: String
        var kind: ModuleKind
        var package: String?
        var directory: String?
    }

    private let values = Locked<[ModuleKey: [String: Bool]]>([:])
    private let evaluationOrder = Locked<[String]?>(nil)

    func values(for module: Module, compute: () -> [String: Bool]) -> [String: Bool] {
        let key = ModuleKey(name: module.name, kind: module.kind, package: module.package, directory: module.directory)
        if let known = values.withLock({ $0[key] }) { return known }
        let computed = compute()
        values.withLock { $0[key] = computed }
        return computed
    }

    /// Group names, each after the groups it refers to (iteratively: no recursion on depth).
    func order(of groups: [String: ModuleSelector]) -> [String] {
        if let known = evaluationOrder.withLock({ $0 }) { return known }
        var order: [String] = []
        var state: [String: Bool] = [:]  // false: being visited, true: done
        for start in groups.keys.sorted() where state[start] == nil {
            var stack: [(name: String, pending: [String])] = [(start, groups[start]!.referencedGroups.reversed())]
            state[start] = false
            while !stack.isEmpty {
                if let next = stack[stack.count - 1].pending.popLast() {
                    // Undefined groups and loops are refused earlier; skip them here.
                    if state[next] == nil, let selector = groups[next] {
                        state[next] = false
                        stack.append((next, selector.referencedGroups.reversed()))
                    }
                    continue
                }
                let done = stack.removeLast().name
                state[done] = true
                order.append(done)
            }
        }
        evaluationOrder.withLock { $0 = order }
        return order
    }
}

/// Regular expressions compiled once per pattern, shared by every copy of a resolver.
private final class CompiledPatterns: Sendable {
    private let compiled = Locked<[String: LinearRegex?]>([:])

    func regex(_ pattern: String) -> LinearRegex? {
        compiled.withLock { compiled in
            if let known = compiled[pattern] { return known }
            let regex = try? LinearRegex(pattern)
            compiled[pattern] = regex
            return regex
        }
    }
}
