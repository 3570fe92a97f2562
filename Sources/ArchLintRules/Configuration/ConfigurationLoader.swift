import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Finds, reads, merges and validates rules files.
///
/// Format (JSON; `//` and `/* */` comments and trailing commas allowed):
/// ```
/// {
///   "$schema": "https://.../archlint.schema.json",   // ignored, for editors
///   "extends": ["modular-app"],          // presets (Rules/NAME.json) or relative .json files
///   "groups": {"core": ["Core*"], "features": "*Feature"},
///   "rules": [
///     {"id": "feature-isolation", "kind": "independent", "modules": "@features",
///      "severity": "error", "description": "Features never import features."}
///   ]
/// }
/// ```
/// Later sources override earlier ones: a group redefined replaces the inherited one; a rule
/// entry with an inherited `id` overrides only the keys it writes (`{"id": "no-cycles",
/// "severity": "off"}` switches a preset rule off).
package enum ConfigurationLoader {
    /// File names looked up in the package root, in order.
    package static let fileNames = ["archlint.json", ".archlint.json"]
    /// The preset applied when a package has no rules file.
    package static let defaultPreset = "recommended"

    static let topLevelKeys = [
        "$schema", "description", "extends", "groups", "roles", "rules", "exclude", "modules", "compositionRoot",
        "baseline",
    ]
    static let ruleCommonKeys: Set<String> = [
        "id", "kind", "severity", "description", "appliesTo", "except", "platforms", "mayBeEmpty",
    ]

    /// The rules file for a package root: `explicit` if given, else the first of `fileNames`
    /// present, else nil (the default preset applies).
    package static func locate(explicit: String?, root: String) -> String? {
        if let explicit { return explicit }
        for name in fileNames {
            let path = (root as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The nearest rules file in `directory` or a folder above it, as git and SwiftLint find
    /// theirs: the walk stops after the top of the git repository (the first folder holding a
    /// `.git`), or at `/` outside one. Nil when there is none.
    package static func locateUpward(from directory: String) -> String? {
        var current = directory
        while true {
            if let found = locate(explicit: nil, root: current) { return found }
            let isRepositoryTop = FileManager.default.fileExists(
                atPath: (current as NSString).appendingPathComponent(".git"))
            let parent = (current as NSString).deletingLastPathComponent
            if isRepositoryTop || parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Loads `file`, or the default preset when nil; rule kinds are looked up in `catalog`.
    package static func load(file: String?, catalog: RuleCatalog) throws(ConfigurationError) -> Configuration {
        var state = MergeState(catalog: catalog)
        if let file {
            let text = try readRulesFile(file, origin: file, position: nil, keyPath: "")
            try merge(
                text: text, origin: file, directory: (file as NSString).deletingLastPathComponent, into: &state,
                chain: [])
        } else {
            try mergePreset(
                defaultPreset, origin: "<built-in default>", position: nil, keyPath: "", into: &state, chain: [])
        }
        return try state.build(file: file)
    }

    /// Reads a rules file as UTF-8 text; each failure says what is wrong with the file. The
    /// error is about `origin` at `position` (the `extends` entry naming it), or about the
    /// file itself when `position` is nil.
    static func readRulesFile(_ path: String, origin: String, position: TextPosition?, keyPath: String)
        throws(ConfigurationError) -> String
    {
        let data: Data
        switch FileBuffer.contents(of: path, limit: InputLimits.jsonDocumentBytes) {
        case .success(let contents):
            data = contents
        case .failure(let failure):
            let message: String
            switch failure.kind {
            case .system(ENOENT), .system(ENOTDIR): message = "no such rules file; check the path given to --config"
            case .notRegularFile("a folder"):
                message = ConfigurationMessages.folderNotRulesFile(
                    example: (path as NSString).appendingPathComponent("archlint.json"))
            case .system(EACCES): message = "cannot read the rules file (check its permissions)"
            default: message = "cannot read the rules file: \(failure)"
            }
            throw ConfigurationError(
                file: path == origin ? path : origin, position: position, keyPath: keyPath,
                message: path == origin ? message : "'\(path)': \(message)", kind: .unreadable)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(
                file: path == origin ? path : origin, position: position, keyPath: keyPath,
                message: (path == origin ? "" : "'\(path)': ")
                    + TextEncoding.notUTF8Message(data, what: "the rules file"))
        }
        return text
    }

    /// Loads configuration text directly (tests, examples); rule kinds are looked up in `catalog`.
    package static func load(text: String, origin: String = "<memory>", catalog: RuleCatalog) throws(ConfigurationError)
        -> Configuration
    {
        var state = MergeState(catalog: catalog)
        try merge(
            text: text, origin: origin, directory: FileManager.default.currentDirectoryPath, into: &state, chain: [])
        return try state.build(file: origin)
    }

    // MARK: - Merging

    struct RawRule {
        var id: String
        var members: [(key: String, value: JSONValue, position: TextPosition)]
        var origin: String
        var keyPath: String
        var position: TextPosition
        /// The file each key was last written in: an override keeps the inherited keys' origin.
        var memberOrigins: [String: String] = [:]
    }

    struct MergeState {
        /// The rule kinds entries may name.
        var catalog: RuleCatalog
        var groups: [String: (value: JSONValue, origin: String, keyPath: String)] = [:]
        var rules: [RawRule] = []
        /// Where each rule id sits in `rules`: overrides look it up instead of searching.
        var ruleIndex: [String: Int] = [:]
        var presets: [String] = []
        var exclude: [String] = []
        /// Every rules text merged (path and content), for `Configuration.contentDigest`.
        var texts: [String] = []
        var modules: [ExtraModule] = []
        var compositionRoot: String?
        /// Where `compositionRoot` was written, for typo checks.
        var compositionRootReference: ModuleNameReference?
        /// `"roles"` entries, one per role name (a later file's entry replaces an earlier one).
        var roleOverrides: [RoleOverride] = []
        var baseline: String?

        func build(file: String?) throws(ConfigurationError) -> Configuration {
            // Groups first: every rule may reference any of them.
            var groups: [String: ModuleSelector] = [:]
            var origins: [String: (file: String, position: TextPosition)] = [:]
            var namedModules: [ModuleNameReference] = compositionRootReference.map { [$0] } ?? []
            let names = Set(self.groups.keys)
            for name in self.groups.keys.sorted() {
                let entry = self.groups[name]!
                groups[name] = try RuleOptions.parseSelector(
                    entry.value, file: entry.origin, keyPath: entry.keyPath, knownGroups: names)
                origins[name] = (entry.origin, entry.value.position)
                namedModules += ModuleNameReference.collect(entry.value, file: entry.origin, keyPath: entry.keyPath)
            }
            for entry in roleOverrides { namedModules += entry.moduleNames }
            for module in modules {
                for (index, name) in module.dependencies.enumerated() {
                    let position = index < module.dependencyPositions.count ? module.dependencyPositions[index] : nil
                    namedModules.append(
                        ModuleNameReference(
                            name: name, file: module.origin,
                            position: position ?? module.position ?? TextPosition(line: 1, column: 1),
                            keyPath: "modules.\(module.name).dependencies[\(index)]"))
                }
            }
            try checkGroupCycles(groups, origins: origins)

            var configured: [ConfiguredRule] = []
            for raw in rules {
                configured.append(try instantiate(raw, knownGroups: names, catalog: catalog))
            }
            var configuration = Configuration(
                groups: groups, groupOrigins: origins, rules: configured, file: file, presets: presets,
                exclude: exclude, modules: modules)
            configuration.compositionRoot = compositionRoot
            configuration.namedModules = namedModules
            configuration.roleOverrides = roleOverrides
            configuration.baseline = baseline
            configuration.contentDigest = SHA256.hex(texts.joined())
            return configuration
        }
    }

    static func mergePreset(
        _ name: String, origin: String, position: TextPosition?, keyPath: String,
        into state: inout MergeState, chain: [String]
    ) throws(ConfigurationError) {
        guard let text = Presets.all[name] else {
            let suggestion =
                Suggestion.nearest(to: name, in: Presets.all.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ConfigurationError(
                file: origin, position: position, keyPath: keyPath,
                message: ConfigurationMessages.unknownPreset(
                    name, suggestion: suggestion, presets: Presets.all.keys.sorted()))
        }
        if !state.presets.contains(name) { state.presets.append(name) }
        try merge(text: text, origin: "preset \(name)", directory: nil, into: &state, chain: chain)
    }

    static func merge(
        text: String, origin: String, directory: String?, into state: inout MergeState,
        chain: [String]
    ) throws(ConfigurationError) {
        state.texts.append("\(origin)\u{0}\(text)\u{0}")
        guard !chain.contains(origin) else {
            throw ConfigurationError(
                file: origin, position: nil, keyPath: "extends",
                message: "'extends' forms a loop: \((chain + [origin]).joined(separator: " -> "))")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ConfigurationError(file: origin, position: error.position, keyPath: "", message: error.reason)
        }
        guard let members = root.members else {
            throw ConfigurationError(
                file: origin, position: root.position, keyPath: "",
                message: "the rules file must be a JSON object ({\"extends\": ..., \"groups\": ..., \"rules\": [...]})")
        }
        for member in members where !topLevelKeys.contains(member.key) {
            let suggestion =
                Suggestion.nearest(to: member.key, in: topLevelKeys).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ConfigurationError(
                file: origin, position: member.position, keyPath: member.key,
                message: "unknown key \"\(member.key)\"\(suggestion) (allowed: \(topLevelKeys.joined(separator: ", ")))"
            )
        }

        if let extends = root["extends"] {
            let entries: [JSONValue]
            switch extends {
            case .string: entries = [extends]
            case .array(let items, _): entries = items
            default:
                throw ConfigurationError(
                    file: origin, position: extends.position, keyPath: "extends",
                    message: "expected a preset name or a list of them, found \(extends.typeName)")
            }
            for (index, entry) in entries.enumerated() {
                let keyPath = "extends[\(index)]"
                guard let name = entry.stringValue else {
                    throw ConfigurationError(
                        file: origin, position: entry.position, keyPath: keyPath,
                        message: "expected a preset name, found \(entry.typeName)")
                }
                if name.hasSuffix(".json") || name.contains("/") {
                    guard let directory else {
                        throw ConfigurationError(
                            file: origin, position: entry.position, keyPath: keyPath,
                            message: "presets can only extend other presets")
                    }
                    let path = PathUtilities.standardize(name, relativeTo: directory)
                    let text = try readRulesFile(path, origin: origin, position: entry.position, keyPath: keyPath)
                    try merge(
                        text: text, origin: path, directory: (path as NSString).deletingLastPathComponent,
                        into: &state, chain: chain + [origin])
                } else {
                    try mergePreset(
                        name, origin: origin, position: entry.position, keyPath: keyPath, into: &state,
                        chain: chain + [origin])
                }
            }
        }

        if let value = root["exclude"] {
            state.exclude.append(
                contentsOf: try stringList(
                    value, file: origin, keyPath: "exclude", what: "path globs relative to the root"))
        }
        if let value = root["compositionRoot"] {
            guard case .string(let name, _) = value, !name.isEmpty else {
                throw ConfigurationError(
                    file: origin, position: value.position, keyPath: "compositionRoot",
                    message: ConfigurationMessages.compositionRootNotAName(found: value.typeName))
            }
            state.compositionRoot = name
            state.compositionRootReference = ModuleNameReference(
                name: name, file: origin, position: value.position,
                keyPath: "compositionRoot")
        }
        if let value = root["baseline"] {
            guard case .string(let name, _) = value, !name.isEmpty else {
                throw ConfigurationError(
                    file: origin, position: value.position, keyPath: "baseline",
                    message: ConfigurationMessages.baselineNotAPath(found: value.typeName))
            }
            guard let directory else {
                throw ConfigurationError(
                    file: origin, position: value.position, keyPath: "baseline",
                    message: "a preset cannot name a baseline; name it in the package's rules file")
            }
            state.baseline = PathUtilities.standardize(name, relativeTo: directory)
        }
        if let value = root["modules"] {
            guard case .array(let items, _) = value else {
                throw ConfigurationError(
                    file: origin, position: value.position, keyPath: "modules",
                    message: "expected a list of modules ({\"name\": ..., \"sources\": [...]}), found \(value.typeName)"
                )
            }
            for (index, item) in items.enumerated() {
                state.modules.append(try extraModule(item, file: origin, keyPath: "modules[\(index)]"))
            }
        }

        if let value = root["roles"] {
            for entry in try parseRoleOverrides(value, file: origin) {
                state.roleOverrides.removeAll { $0.roleName == entry.roleName }
                state.roleOverrides.append(entry)
            }
        }

        if let groups = root["groups"] {
            guard let groupMembers = groups.members else {
                throw ConfigurationError(
                    file: origin, position: groups.position, keyPath: "groups",
                    message: "expected an object of group name to selectors, found \(groups.typeName)")
            }
            for member in groupMembers {
                state.groups[member.key] = (member.value, origin, "groups.\(member.key)")
            }
        }

        if let rules = root["rules"] {
            guard case .array(let entries, _) = rules else {
                throw ConfigurationError(
                    file: origin, position: rules.position, keyPath: "rules",
                    message: "expected a list of rule objects, found \(rules.typeName)")
            }
            for (index, entry) in entries.enumerated() {
                let keyPath = "rules[\(index)]"
                guard let ruleMembers = entry.members else {
                    throw ConfigurationError(
                        file: origin, position: entry.position, keyPath: keyPath,
                        message: "expected a rule object ({\"kind\": ..., ...}), found \(entry.typeName)")
                }
                let id: String
                if let value = entry["id"] {
                    guard let text = value.stringValue, !text.isEmpty else {
                        throw ConfigurationError(
                            file: origin, position: value.position, keyPath: "\(keyPath).id",
                            message: "expected a non-empty string")
                    }
                    id = text
                } else if let kind = entry["kind"]?.stringValue {
                    id = kind
                } else {
                    throw ConfigurationError(
                        file: origin, position: entry.position, keyPath: keyPath,
                        message: ConfigurationMessages.ruleNeedsKind(kinds: state.catalog.kinds))
                }
                if let existing = state.ruleIndex[id] {
                    // Override only what this entry writes.
                    var merged = state.rules[existing].members.filter { old in
                        !ruleMembers.contains { $0.key == old.key }
                    }
                    merged.append(contentsOf: ruleMembers)
                    state.rules[existing].members = merged
                    for member in ruleMembers { state.rules[existing].memberOrigins[member.key] = origin }
                    state.rules[existing].origin = origin
                    state.rules[existing].keyPath = keyPath
                    state.rules[existing].position = entry.position
                } else {
                    state.ruleIndex[id] = state.rules.count
                    var rule = RawRule(
                        id: id, members: ruleMembers, origin: origin, keyPath: keyPath, position: entry.position)
                    for member in ruleMembers { rule.memberOrigins[member.key] = origin }
                    state.rules.append(rule)
                }
            }
            // Two entries with one id in the same file is a mistake, not an override.
            var seen: [String: Int] = [:]
            for (index, entry) in entries.enumerated() {
                let id = entry["id"]?.stringValue ?? entry["kind"]?.stringValue ?? ""
                if let first = seen[id] {
                    throw ConfigurationError(
                        file: origin, position: entry.position, keyPath: "rules[\(index)].id",
                        message: "rule id '\(id)' is already used by rules[\(first)]; give each rule its own \"id\"")
                }
                seen[id] = index
            }
        }
    }

    // MARK: - Validation

    static func stringList(_ value: JSONValue, file: String, keyPath: String, what: String) throws(ConfigurationError)
        -> [String]
    {
        guard case .array(let items, _) = value else {
            throw ConfigurationError(
                file: file, position: value.position, keyPath: keyPath,
                message: "expected a list of \(what), found \(value.typeName)")
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue, !text.isEmpty else {
                throw ConfigurationError(
                    file: file, position: item.position, keyPath: "\(keyPath)[\(index)]",
                    message: "expected a non-empty string, found \(item.typeName)")
            }
            result.append(text)
        }
        return result
    }

    static func extraModule(_ value: JSONValue, file: String, keyPath: String) throws(ConfigurationError) -> ExtraModule
    {
        guard let members = value.members else {
            throw ConfigurationError(
                file: file, position: value.position, keyPath: keyPath,
                message:
                    "expected {\"name\": ..., \"sources\": [...], \"dependencies\": [...]}, found \(value.typeName)")
        }
        let known = ["name", "type", "sources", "exclude", "dependencies"]
        for member in members where !known.contains(member.key) {
            let suggestion = Suggestion.nearest(to: member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ConfigurationError(
                file: file, position: member.position, keyPath: "\(keyPath).\(member.key)",
                message: "unknown key \"\(member.key)\"\(suggestion) (allowed: \(known.joined(separator: ", ")))")
        }
        guard let name = value["name"]?.stringValue, !name.isEmpty else {
            throw ConfigurationError(
                file: file, position: value.position, keyPath: "\(keyPath).name",
                message: "a module needs a \"name\" (its module name)")
        }
        guard let sourcesValue = value["sources"] else {
            throw ConfigurationError(
                file: file, position: value.position, keyPath: "\(keyPath).sources",
                message: "a module needs \"sources\": path globs relative to the root, e.g. [\"App/**/*.swift\"]")
        }
        var kind = PackageManifest.Target.Kind.regular
        if let typeValue = value["type"] {
            guard let text = typeValue.stringValue, let parsed = PackageManifest.Target.Kind(rawValue: text),
                PackageManifest.Target.Kind.declarable.contains(parsed)
            else {
                throw ConfigurationError(
                    file: file, position: typeValue.position, keyPath: "\(keyPath).type",
                    message: ConfigurationMessages.expectedOneOf(
                        PackageManifest.Target.Kind.declarable.map(\.rawValue)))
            }
            kind = parsed
        }
        return ExtraModule(
            name: name, kind: kind,
            sources: try stringList(sourcesValue, file: file, keyPath: "\(keyPath).sources", what: "path globs"),
            exclude: try value["exclude"].map { v throws(ConfigurationError) in
                try stringList(v, file: file, keyPath: "\(keyPath).exclude", what: "path globs")
            } ?? [],
            dependencies: try value["dependencies"].map { v throws(ConfigurationError) in
                try stringList(v, file: file, keyPath: "\(keyPath).dependencies", what: "module names")
            } ?? [],
            origin: file,
            position: value.position,
            dependencyPositions: value["dependencies"].map { list -> [TextPosition?] in
                if case .array(let items, _) = list { return items.map(\.position) }
                return [list.position]
            } ?? []
        )
    }

    static func checkGroupCycles(
        _ groups: [String: ModuleSelector], origins: [String: (file: String, position: TextPosition)]
    ) throws(ConfigurationError) {
        let cycles = stronglyConnectedComponents(nodes: Array(groups.keys)) { groups[$0]?.referencedGroups ?? [] }
        if let cycle = cycles.first {
            let origin = origins[cycle[0]]
            throw ConfigurationError(
                file: origin?.file ?? "", position: origin?.position, keyPath: "groups.\(cycle[0])",
                message: ConfigurationMessages.groupLoop(cycle))
        }
    }

    static func instantiate(_ raw: RawRule, knownGroups: Set<String>, catalog: RuleCatalog) throws(ConfigurationError)
        -> ConfiguredRule
    {
        let object = JSONValue.object(raw.members, raw.position)
        func fail(_ key: String?, _ message: String, _ value: JSONValue?) -> ConfigurationError {
            ConfigurationError(
                file: raw.origin, position: value?.position ?? raw.position,
                keyPath: key.map { "\(raw.keyPath).\($0)" } ?? raw.keyPath, message: message)
        }
        guard let kindValue = object["kind"] else {
            throw fail(
                nil,
                ConfigurationMessages.ruleWithoutKind(rule: raw.id, kinds: catalog.kinds),
                nil)
        }
        guard let kind = kindValue.stringValue else {
            throw fail("kind", "expected a rule kind string, found \(kindValue.typeName)", kindValue)
        }
        guard let ruleType = catalog.rule(kind: kind) else {
            let suggestion = Suggestion.nearest(to: kind, in: catalog.kinds).map { "; did you mean '\($0)'?" } ?? ""
            throw fail(
                "kind",
                ConfigurationMessages.unknownRuleKind(kind, suggestion: suggestion, kinds: catalog.kinds),
                kindValue)
        }
        var severity = ruleType.description.defaultSeverity
        if let value = object["severity"] {
            guard let text = value.stringValue, let parsed = Severity(rawValue: text) else {
                throw fail(
                    "severity",
                    ConfigurationMessages.badSeverity(found: value.stringValue.map { "\"\($0)\"" } ?? value.typeName),
                    value)
            }
            severity = parsed
        }
        var description: String?
        if let value = object["description"] {
            guard let text = value.stringValue else {
                throw fail("description", "expected a string, found \(value.typeName)", value)
            }
            description = text
        }
        var appliesTo = ruleType.description.defaultAppliesTo
        var appliesToPosition: TextPosition?
        if let value = object["appliesTo"] {
            guard case .array(let items, _) = value else {
                throw fail(
                    "appliesTo",
                    ConfigurationMessages.appliesToNotAList(found: value.typeName),
                    value)
            }
            var words: [String] = []
            for (index, item) in items.enumerated() {
                guard let text = item.stringValue else {
                    throw ConfigurationError(
                        file: raw.origin, position: item.position, keyPath: "\(raw.keyPath).appliesTo[\(index)]",
                        message: ConfigurationMessages.importKindNotAString(found: item.typeName))
                }
                words.append(text)
            }
            switch ImportScope.parse(words) {
            case .success(let scope):
                appliesTo = scope
            case .failure(let problem):
                let item = problem.index >= 0 ? items[problem.index] : value
                throw ConfigurationError(
                    file: raw.origin, position: item.position,
                    keyPath: "\(raw.keyPath).appliesTo" + (problem.index >= 0 ? "[\(problem.index)]" : ""),
                    message: problem.reason)
            }
            appliesToPosition = value.position
        }
        var platforms: [String] = []
        if let value = object["platforms"] {
            platforms = try stringList(
                value, file: raw.origin, keyPath: "\(raw.keyPath).platforms", what: "platform names")
            for (index, platform) in platforms.enumerated() where !BuildSelection.platforms.contains(platform) {
                let suggestion =
                    Suggestion.nearest(to: platform, in: BuildSelection.platforms).map { "; did you mean \"\($0)\"?" }
                    ?? ""
                throw ConfigurationError(
                    file: raw.origin, position: value.position, keyPath: "\(raw.keyPath).platforms[\(index)]",
                    message: ConfigurationMessages.unknownPlatform(platform, suggestion: suggestion))
            }
        }
        var exceptions: [RuleException] = []
        var exceptionNames: [ModuleNameReference] = []
        if let value = object["except"] {
            guard case .array(let items, _) = value else {
                throw fail(
                    "except",
                    ConfigurationMessages.exceptionsNotAList(found: value.typeName),
                    value)
            }
            for (index, item) in items.enumerated() {
                let keyPath = "\(raw.keyPath).except[\(index)]"
                guard let members = item.members else {
                    throw ConfigurationError(
                        file: raw.origin, position: item.position, keyPath: keyPath,
                        message:
                            "expected an object ({\"from\": ..., \"to\": ..., \"reason\": ...}), found \(item.typeName)"
                    )
                }
                for member in members where !["from", "to", "file", "reason"].contains(member.key) {
                    let suggestion =
                        Suggestion.nearest(to: member.key, in: ["from", "to", "file", "reason"]).map {
                            "; did you mean \"\($0)\"?"
                        } ?? ""
                    throw ConfigurationError(
                        file: raw.origin, position: member.position, keyPath: "\(keyPath).\(member.key)",
                        message: ConfigurationMessages.unknownExceptionKey(member.key, suggestion: suggestion))
                }
                guard let reason = item["reason"]?.stringValue, !reason.trimmingCharacters(in: .whitespaces).isEmpty
                else {
                    throw ConfigurationError(
                        file: raw.origin, position: item.position, keyPath: "\(keyPath).reason",
                        message: "every exception needs a \"reason\" saying why the finding is accepted")
                }
                var from: ModuleSelector?
                if let value = item["from"] {
                    from = try RuleOptions.parseSelector(
                        value, file: raw.origin, keyPath: "\(keyPath).from", knownGroups: knownGroups)
                    exceptionNames += ModuleNameReference.collect(value, file: raw.origin, keyPath: "\(keyPath).from")
                }
                var to: ModuleSelector?
                if let value = item["to"] {
                    to = try RuleOptions.parseSelector(
                        value, file: raw.origin, keyPath: "\(keyPath).to", knownGroups: knownGroups)
                    exceptionNames += ModuleNameReference.collect(value, file: raw.origin, keyPath: "\(keyPath).to")
                }
                var file: String?
                if let value = item["file"] {
                    guard let text = value.stringValue else {
                        throw ConfigurationError(
                            file: raw.origin, position: value.position, keyPath: "\(keyPath).file",
                            message: "expected a path glob string, found \(value.typeName)")
                    }
                    file = text
                }
                guard from != nil || to != nil || file != nil else {
                    throw ConfigurationError(
                        file: raw.origin, position: item.position, keyPath: keyPath,
                        message: "an exception must name at least one of \"from\", \"to\" or \"file\"")
                }
                exceptions.append(
                    RuleException(
                        from: from, to: to, file: file, reason: reason, keyPath: keyPath, position: item.position))
            }
        }
        var options = RuleOptions(
            object: object, file: raw.origin, keyPath: raw.keyPath,
            consumed: ruleCommonKeys, knownGroups: knownGroups)
        let mayBeEmpty = try options.bool("mayBeEmpty", default: false)
        let implementation = try ruleType.init(options: &options)
        try options.rejectUnknownKeys(kind: kind)
        var rule = ConfiguredRule(
            id: raw.id, kind: kind, severity: severity, description: description, appliesTo: appliesTo,
            appliesToPosition: appliesToPosition,
            exceptions: exceptions, platforms: platforms,
            implementation: implementation, origin: raw.origin, position: raw.position, keyPath: raw.keyPath,
            selectors: options.selectors
        )
        rule.moduleNames = options.moduleNames + exceptionNames
        rule.presetKeys = Set(raw.memberOrigins.filter { $0.value.hasPrefix("preset ") }.keys)
        rule.mayBeEmpty = mayBeEmpty
        return rule
    }
}

/// What loading a rules file reports, each text named after what it says. A `suggestion` is empty or a
/// "; did you mean ...?" clause; `found` names what was written instead (a type name or a quoted value).
enum ConfigurationMessages {
    /// The rules path names a folder; `example` is the rules file inside it.
    static func folderNotRulesFile(example: String) -> String {
        "is a folder, not a rules file; name the JSON file (for example \(example))"
    }

    static func unknownPreset(_ name: String, suggestion: String, presets: [String]) -> String {
        "unknown preset \"\(name)\"\(suggestion) (presets: \(presets.joined(separator: ", ")); or give a relative "
            + "path to a .json file)"
    }

    static func compositionRootNotAName(found: String) -> String {
        "expected the name of the module that builds the object graph (\"App\"), found \(found)"
    }

    static func baselineNotAPath(found: String) -> String {
        "expected the path of the baseline file, relative to this file (\"archlint-baseline.json\"), found \(found)"
    }

    /// A rule entry with neither a kind nor an id.
    static func ruleNeedsKind(kinds: [String]) -> String {
        "a rule needs a \"kind\" (one of \(kinds.joined(separator: ", "))), or the \"id\" of an inherited rule to "
            + "override"
    }

    static func expectedOneOf(_ choices: [String]) -> String {
        "expected one of \(choices.joined(separator: ", "))"
    }

    /// `cycle` lists the groups of the loop once, in order.
    static func groupLoop(_ cycle: [String]) -> String {
        "groups refer to each other in a loop: \((cycle + [cycle[0]]).map { "@\($0)" }.joined(separator: " -> "))"
    }

    static func ruleWithoutKind(rule: String, kinds: [String]) -> String {
        "rule '\(rule)' has no \"kind\" and overrides no inherited rule (kinds: \(kinds.joined(separator: ", ")))"
    }

    static func unknownRuleKind(_ kind: String, suggestion: String, kinds: [String]) -> String {
        "unknown rule kind '\(kind)'\(suggestion) (kinds: \(kinds.joined(separator: ", ")); `archlint rules` lists "
            + "them)"
    }

    static func badSeverity(found: String) -> String {
        "expected \"error\", \"warning\" or \"off\", found \(found)"
    }

    static func appliesToNotAList(found: String) -> String {
        "expected a list of import kinds (\(ImportScope.words.joined(separator: ", "))), found \(found)"
    }

    static func importKindNotAString(found: String) -> String {
        "expected an import kind string (\(ImportScope.words.joined(separator: ", "))), found \(found)"
    }

    static func unknownPlatform(_ platform: String, suggestion: String) -> String {
        "unknown platform \"\(platform)\"\(suggestion) (platforms: \(BuildSelection.platforms.joined(separator: ", ")))"
    }

    static func exceptionsNotAList(found: String) -> String {
        "expected a list of exceptions ({\"from\": ..., \"to\": ..., \"reason\": ...}), found \(found)"
    }

    static func unknownExceptionKey(_ key: String, suggestion: String) -> String {
        "unknown key \"\(key)\" in an exception\(suggestion) (allowed: from, to, file, reason)"
    }
}
