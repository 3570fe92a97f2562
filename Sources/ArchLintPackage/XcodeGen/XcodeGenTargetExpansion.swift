import ArchLintSupport

/// What XcodeGen does to the `targets:` of a merged spec before it reads them
/// (`Project.resolveProject`): multi-platform targets are split (`platform: [iOS, tvOS]` makes
/// `Name_iOS` and `Name_tvOS`), target templates are applied, and multi-platform targets that a
/// template made are split in a second pass.
enum XcodeGenTargetExpansion {
    /// The `targets:` entries once expanded, in spec order (a split target's platforms in the
    /// order written). `declaration` is the entry's key as written (the target's declaring line).
    struct Target {
        var name: String
        var node: XcodeGenSpecNode
        var declaration: XcodeGenOrigin
    }

    static func expand(_ spec: XcodeGenSpecNode, problems: inout [XcodeProblem]) -> [Target] {
        guard let entries = spec["targets"]?.entries else {
            if let targets = spec["targets"], !targets.isEmpty {
                problems.append(
                    problem(
                        targets.origin,
                        "'targets' is \(targets.kindName), not a mapping of target names to targets; no target is read")
                )
            }
            return []
        }
        var targets: [Target] = []
        for entry in entries {
            guard entry.value.entries != nil else {
                problems.append(
                    problem(
                        entry.keyOrigin,
                        "target '\(entry.key)' is \(entry.value.kindName), not a mapping; it is not read"))
                continue
            }
            targets.append(Target(name: entry.key, node: entry.value, declaration: entry.keyOrigin))
        }
        targets = splitPlatforms(targets)
        targets = applyTemplates(targets, templates: spec["targetTemplates"], problems: &problems)
        return splitPlatforms(targets)
    }

    /// `Target.resolveMultiplatformTargets`: a target whose `platform` is a list becomes one
    /// target per platform, named `platformPrefix + name + platformSuffix` (suffix `_PLATFORM` by
    /// default), with `${platform}` replaced, `PRODUCT_NAME` set to the original name when the
    /// settings do not set it, and `deploymentTarget` picked per platform.
    static func splitPlatforms(_ targets: [Target]) -> [Target] {
        var result: [Target] = []
        for target in targets {
            guard let platforms = target.node["platform"]?.strings else {
                result.append(target)
                continue
            }
            for platform in platforms {
                var node = target.node.setting("isMultiPlatformTarget", .string("true", at: target.declaration))
                node = node.expanded(["platform": platform])
                node = node.setting(
                    "platform", .string(platform, at: target.node["platform"]?.origin ?? target.declaration))
                let suffix = node["platformSuffix"]?.string ?? "_\(platform)"
                let prefix = node["platformPrefix"]?.string ?? ""
                var settings = node["settings"] ?? .emptyMapping(at: target.declaration)
                if settings.entries == nil { settings = .emptyMapping(at: target.declaration) }
                let productName = XcodeGenSpecNode.string(target.name, at: target.declaration)
                if settings["configs"] != nil || settings["groups"] != nil || settings["base"] != nil {
                    var base = settings["base"] ?? .emptyMapping(at: settings.origin)
                    if base.entries == nil { base = .emptyMapping(at: settings.origin) }
                    if base["PRODUCT_NAME"] == nil { base = base.setting("PRODUCT_NAME", productName) }
                    settings = settings.setting("base", base)
                } else if settings["PRODUCT_NAME"] == nil {
                    settings = settings.setting("PRODUCT_NAME", productName)
                }
                node = node.setting("productName", productName)
                node = node.setting("settings", settings)
                if let perPlatform = target.node["deploymentTarget"], perPlatform.entries != nil {
                    node = node.setting(
                        "deploymentTarget", perPlatform[platform] ?? .string("", at: perPlatform.origin))
                }
                result.append(Target(name: prefix + target.name + suffix, node: node, declaration: target.declaration))
            }
        }
        return result
    }

    /// `resolveTemplates`: each target's `templates` (and theirs, recursively, each once) merged
    /// under it, the templates a template names beneath it; then `${target_name}` and the
    /// `templateAttributes` replaced throughout the target.
    static func applyTemplates(
        _ targets: [Target], templates: XcodeGenSpecNode?,
        problems: inout [XcodeProblem]
    ) -> [Target] {
        var byName: [String: XcodeGenSpecNode] = [:]
        for entry in templates?.entries ?? [] where entry.value.entries != nil {
            byName[entry.key] = entry.value
        }
        var reported = Set<String>()
        func collect(_ node: XcodeGenSpecNode, into all: inout [String], at index: inout Int) {
            guard let names = node["templates"]?.strings else {
                if let written = node["templates"], !written.isEmpty,
                    reported.insert("\(written.origin.file):\(written.origin.position)").inserted
                {
                    problems.append(
                        problem(
                            written.origin,
                            "'templates' is \(written.kindName), not a list of template names; no template is applied"))
                }
                return
            }
            for name in names where !all.contains(name) {
                guard let template = byName[name] else {
                    if let written = node["templates"],
                        reported.insert("\(written.origin.file):\(written.origin.position):\(name)").inserted
                    {
                        problems.append(
                            problem(
                                written.origin,
                                "template '\(name)' is not defined in targetTemplates; it is not applied"))
                    }
                    continue
                }
                all.insert(name, at: index)
                collect(template, into: &all, at: &index)
                index += 1
            }
        }
        return targets.map { target in
            var names: [String] = []
            var index = 0
            collect(target.node, into: &names, at: &index)
            guard !names.isEmpty else { return target }
            var base = XcodeGenSpecNode.emptyMapping(at: target.node.origin)
            for name in names {
                if let template = byName[name] { base = template.fromTemplate(name).merged(onto: base) }
            }
            var node = target.node.merged(onto: base)
            node = node.expanded(["target_name": target.name])
            if let attributes = node["templateAttributes"]?.entries {
                var variables: [String: String] = [:]
                var allStrings = true
                for entry in attributes {
                    guard let value = entry.value.string else { allStrings = false; break }
                    variables[entry.key] = value
                }
                // XcodeGen reads the attributes as [String: String]: one that is not a string
                // means none applies.
                if allStrings { node = node.expanded(variables) }
            }
            var result = target
            result.node = node
            return result
        }
    }

    static func problem(_ origin: XcodeGenOrigin, _ message: String) -> XcodeProblem {
        XcodeProblem(
            path: origin.file, line: origin.position.line, column: origin.position.column, severity: .warning,
            message: message)
    }
}
