import ArchLintSupport

/// A build configuration of an XcodeGen project (`configs:`): its name and type (`debug`,
/// `release`, or none).
struct XcodeGenConfig {
    var name: String
    var type: String?
}

/// A `settings:` value of an XcodeGen spec (`Settings`): either a plain map of build settings,
/// or `base` + `configs` + `groups` (then plain keys beside them are ignored, as XcodeGen does).
struct XcodeGenSettings {
    /// Build settings in the order written, values as Xcode sees them (a list joined into one
    /// list setting, a boolean as YES/NO, a number as Swift prints it).
    var values: [(key: String, value: String)] = []
    /// Settings per configuration-name fragment (`debug`, `Staging Release`), in the order written.
    var configs: [(variant: String, settings: XcodeGenSettings)] = []
    var groups: [String] = []

    init() {}

    init(_ node: XcodeGenSpecNode?, problems: inout [XcodeProblem], depth: Int = 0) {
        guard let node, let entries = node.entries else {
            if let node, !node.isEmpty {
                problems.append(
                    XcodeGenTargetExpansion.problem(
                        node.origin, "settings are \(node.kindName), not a mapping; they are not applied"))
            }
            return
        }
        if node["configs"] != nil || node["groups"] != nil || node["base"] != nil {
            groups = node["groups"]?.strings ?? node["presets"]?.strings ?? []
            values = Self.values(node["base"]?.entries ?? [])
            guard depth < 16 else { return }
            for entry in node["configs"]?.entries ?? [] {
                guard entry.value.entries != nil else {
                    problems.append(
                        XcodeGenTargetExpansion.problem(
                            entry.keyOrigin,
                            "settings of config '\(entry.key)' are \(entry.value.kindName), not a mapping (XcodeGen "
                                + "refuses the spec); they are not applied"
                        ))
                    continue
                }
                configs.append((entry.key, XcodeGenSettings(entry.value, problems: &problems, depth: depth + 1)))
            }
        } else {
            values = Self.values(entries)
        }
    }

    /// `BuildSetting(any:)`: a list of strings is a list, a boolean YES/NO, anything else its text.
    private static func values(_ entries: [XcodeGenSpecNode.Entry]) -> [(key: String, value: String)] {
        entries.compactMap { entry in
            if let strings = entry.value.strings { return (entry.key, BuildSettingStack.joinedList(strings)) }
            if let bool = entry.value.bool { return (entry.key, bool ? "YES" : "NO") }
            if let text = entry.value.text { return (entry.key, text) }
            return nil
        }
    }

    /// The settings in force for `config` (`Project.getBuildSettings`): groups (recursively), then
    /// the plain values, then each `configs` entry whose name is contained in the config's name
    /// (ignoring case) unless it names another config exactly.
    func resolved(
        for config: XcodeGenConfig, configs allConfigs: [XcodeGenConfig],
        groups settingGroups: [String: XcodeGenSettings], depth: Int = 0
    ) -> [String: String] {
        var result: [String: String] = [:]
        guard depth < 32 else { return result }
        for group in groups {
            if let settings = settingGroups[group] {
                result.merge(
                    settings.resolved(for: config, configs: allConfigs, groups: settingGroups, depth: depth + 1)
                ) { $1 }
            }
        }
        for (key, value) in values { result[key] = value }
        for (variant, settings) in configs where config.name.lowercased().contains(variant.lowercased()) {
            let exact = allConfigs.first { $0.name == variant }
            if let exact, exact.name != config.name { continue }
            result.merge(settings.resolved(for: config, configs: allConfigs, groups: settingGroups, depth: depth + 1)) {
                $1
            }
        }
        return result
    }

    /// A plain value set at the top of these settings (not per config or group): what XcodeGen
    /// reads `MACH_O_TYPE` from to tell a static framework.
    func value(_ key: String) -> String? {
        values.last { $0.key == key }?.value
    }
}

/// The build settings XcodeGen writes itself (`SettingPresets`), for the keys archlint reads.
enum XcodeGenSettingPresets {
    /// `Platform.sdkRoot`.
    static func sdkRoot(_ platform: String) -> String? {
        switch platform {
        case "auto": "auto"
        case "iOS": "iphoneos"
        case "tvOS": "appletvos"
        case "watchOS": "watchos"
        case "macOS": "macosx"
        case "visionOS": "xros"
        default: nil
        }
    }

    /// `SupportedDestinations/*.yml`'s `SUPPORTED_PLATFORMS`.
    static func supportedPlatforms(_ destination: String) -> [String] {
        switch destination {
        case "iOS": ["iphoneos", "iphonesimulator"]
        case "tvOS": ["appletvos", "appletvsimulator"]
        case "macOS": ["macosx"]
        case "visionOS": ["xros", "xrsimulator"]
        case "watchOS": ["watchos", "watchsimulator"]
        default: []
        }
    }

    /// `SupportedDestination.priority`: the order XcodeGen applies destinations in.
    static let destinationOrder = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"]

    /// Project-level presets for a config of `type` (`base.yml`, `Configs/TYPE.yml`).
    static func project(configType: String?) -> [String: String] {
        guard let configType else { return [:] }
        var settings = ["PRODUCT_NAME": "$(TARGET_NAME)"]
        if configType == "debug" { settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG" }
        return settings
    }
}
