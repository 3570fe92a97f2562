import Foundation

public typealias SettingsDictionary = [String: SettingValue]

/// A build setting's value: one string or a list.
public enum SettingValue: ExpressibleByStringInterpolation, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral,
    Equatable,
    Hashable, Sendable
{
    case string(String)
    case array([String])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: String...) { self = .array(elements) }
    public init(booleanLiteral value: Bool) { self = .string(value ? "YES" : "NO") }
    public init<T>(_ stringRawRepresentable: T) where T: RawRepresentable, T.RawValue == String {
        self = .string(stringRawRepresentable.rawValue)
    }

    var json: RecordedJSON {
        switch self {
        case .string(let value): .string(value)
        case .array(let values): .array(values.map { .string($0) })
        }
    }
}

/// `SWIFT_COMPILATION_MODE` values.
public enum SwiftCompilationMode: String, Sendable {
    case singlefile
    case wholemodule
}

/// `SWIFT_OPTIMIZATION_LEVEL` values.
public enum SwiftOptimizationLevel: String, Sendable {
    case o = "-O"
    case oNone = "-Onone"
    case oSize = "-Osize"
}

/// `DEBUG_INFORMATION_FORMAT` values.
public enum DebugInformationFormat: String, Sendable {
    case dwarf
    case dwarfWithDsym = "dwarf-with-dsym"
}

/// `SWIFT_STRICT_CONCURRENCY` values.
public enum SwiftConcurrencyChecking: String, Sendable {
    case minimal
    case targeted
    case complete
}

extension Dictionary where Key == String, Value == SettingValue {
    public func merging(_ other: SettingsDictionary) -> SettingsDictionary {
        merging(other, uniquingKeysWith: { $1 })
    }

    public mutating func merge(_ other: SettingsDictionary) {
        merge(other, uniquingKeysWith: { $1 })
    }

    public func manualCodeSigning(
        identity: String? = nil, provisioningProfileSpecifier: String? = nil
    ) -> SettingsDictionary {
        var settings: SettingsDictionary = ["CODE_SIGN_STYLE": "Manual"]
        if let identity { settings["CODE_SIGN_IDENTITY"] = .string(identity) }
        if let provisioningProfileSpecifier {
            settings["PROVISIONING_PROFILE_SPECIFIER"] = .string(provisioningProfileSpecifier)
        }
        return merging(settings)
    }

    public func automaticCodeSigning(devTeam: String) -> SettingsDictionary {
        merging(["CODE_SIGN_STYLE": "Automatic", "DEVELOPMENT_TEAM": .string(devTeam)])
    }

    public func codeSignIdentityAppleDevelopment() -> SettingsDictionary { codeSignIdentity("Apple Development") }

    public func codeSignIdentity(_ identity: String) -> SettingsDictionary {
        merging(["CODE_SIGN_IDENTITY": .string(identity)])
    }

    public func currentProjectVersion(_ version: String) -> SettingsDictionary {
        merging(["CURRENT_PROJECT_VERSION": .string(version)])
    }

    public func marketingVersion(_ version: String) -> SettingsDictionary {
        merging(["MARKETING_VERSION": .string(version)])
    }

    public func appleGenericVersioningSystem() -> SettingsDictionary { merging(["VERSIONING_SYSTEM": "apple-generic"]) }

    public func versionInfo(_ version: String, prefix: String? = nil, suffix: String? = nil) -> SettingsDictionary {
        var settings: SettingsDictionary = ["VERSION_INFO_STRING": .string(version)]
        if let prefix { settings["VERSION_INFO_PREFIX"] = .string(prefix) }
        if let suffix { settings["VERSION_INFO_SUFFIX"] = .string(suffix) }
        return merging(settings)
    }

    public func swiftVersion(_ version: String) -> SettingsDictionary { merging(["SWIFT_VERSION": .string(version)]) }

    public func otherSwiftFlags(_ flags: String...) -> SettingsDictionary { otherSwiftFlags(flags) }

    public func otherSwiftFlags(_ flags: [String]) -> SettingsDictionary {
        merging(["OTHER_SWIFT_FLAGS": .array(flags)])
    }

    public func swiftActiveCompilationConditions(_ conditions: String...) -> SettingsDictionary {
        swiftActiveCompilationConditions(conditions)
    }

    public func swiftActiveCompilationConditions(_ conditions: [String]) -> SettingsDictionary {
        merging(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .array(conditions)])
    }

    public func swiftCompilationMode(_ mode: SwiftCompilationMode) -> SettingsDictionary {
        merging(["SWIFT_COMPILATION_MODE": SettingValue(mode)])
    }

    public func swiftOptimizationLevel(_ level: SwiftOptimizationLevel) -> SettingsDictionary {
        merging(["SWIFT_OPTIMIZATION_LEVEL": SettingValue(level)])
    }

    public func swiftOptimizeObjectLifetimes(_ enabled: Bool) -> SettingsDictionary {
        merging(["SWIFT_OPTIMIZE_OBJECT_LIFETIME": .string(enabled ? "YES" : "NO")])
    }

    public func swiftObjcBridgingHeaderPath(_ path: String) -> SettingsDictionary {
        merging(["SWIFT_OBJC_BRIDGING_HEADER": .string(path)])
    }

    public func swiftObjcBridgingHeader(_ path: String) -> SettingsDictionary { swiftObjcBridgingHeaderPath(path) }

    public func swiftStrictConcurrency(_ checking: SwiftConcurrencyChecking) -> SettingsDictionary {
        merging(["SWIFT_STRICT_CONCURRENCY": SettingValue(checking)])
    }

    public func otherCFlags(_ flags: [String]) -> SettingsDictionary { merging(["OTHER_CFLAGS": .array(flags)]) }

    public func otherLinkerFlags(_ flags: [String]) -> SettingsDictionary { merging(["OTHER_LDFLAGS": .array(flags)]) }

    public func bitcodeEnabled(_ enabled: Bool) -> SettingsDictionary {
        merging(["ENABLE_BITCODE": .string(enabled ? "YES" : "NO")])
    }

    public func debugInformationFormat(_ format: DebugInformationFormat) -> SettingsDictionary {
        merging(["DEBUG_INFORMATION_FORMAT": SettingValue(format)])
    }

    public func enableModuleVerifier(_ enabled: Bool = true) -> SettingsDictionary {
        merging(["ENABLE_MODULE_VERIFIER": .string(enabled ? "YES" : "NO")])
    }
}

/// A build configuration's name.
public struct ConfigurationName: ExpressibleByStringLiteral, Equatable, Hashable, Comparable, Sendable {
    public let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static func configuration(_ name: String) -> ConfigurationName { ConfigurationName(name) }

    public static var debug: ConfigurationName { ConfigurationName("Debug") }
    public static var release: ConfigurationName { ConfigurationName("Release") }

    public static func < (lhs: ConfigurationName, rhs: ConfigurationName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One build configuration: its name, kind, settings and `.xcconfig`.
public struct Configuration: Equatable, Sendable {
    public enum Variant: String, Codable, Sendable {
        case debug
        case release
    }

    public var name: ConfigurationName
    public var variant: Variant
    public var settings: SettingsDictionary
    public var xcconfig: Path?

    public static func debug(
        name: ConfigurationName, settings: SettingsDictionary = [:], xcconfig: Path? = nil
    ) -> Configuration {
        Configuration(name: name, variant: .debug, settings: settings, xcconfig: xcconfig)
    }

    public static func release(
        name: ConfigurationName, settings: SettingsDictionary = [:], xcconfig: Path? = nil
    ) -> Configuration {
        Configuration(name: name, variant: .release, settings: settings, xcconfig: xcconfig)
    }

    var json: RecordedJSON {
        .object([
            ("name", .string(name.rawValue)), ("variant", .string(variant.rawValue)),
            ("settings", settingsJSON(settings)), ("xcconfig", xcconfig?.json ?? .null),
        ])
    }
}

func settingsJSON(_ settings: SettingsDictionary) -> RecordedJSON {
    .object(settings.keys.sorted().map { ($0, settings[$0]!.json) })
}

/// The settings Tuist generates before a manifest's own.
public enum DefaultSettings: Equatable, Sendable {
    case recommended(excluding: Set<String> = [])
    case essential(excluding: Set<String> = [])
    case none

    public static var recommended: DefaultSettings { .recommended(excluding: []) }
    public static var essential: DefaultSettings { .essential(excluding: []) }

    var name: String {
        switch self {
        case .recommended: "recommended"
        case .essential: "essential"
        case .none: "none"
        }
    }
}

/// The build settings of a project or target.
public struct Settings: Equatable, Sendable {
    public var base: SettingsDictionary
    public var configurations: [Configuration]
    public var defaultSettings: DefaultSettings
    public var defaultConfiguration: String?

    public init(
        base: SettingsDictionary = [:], configurations: [Configuration],
        defaultSettings: DefaultSettings = .recommended,
        defaultConfiguration: String? = nil
    ) {
        self.base = base
        self.configurations = configurations
        self.defaultSettings = defaultSettings
        self.defaultConfiguration = defaultConfiguration
    }

    public static func settings(
        base: SettingsDictionary = [:], debug: SettingsDictionary = [:],
        release: SettingsDictionary = [:], defaultSettings: DefaultSettings = .recommended,
        defaultConfiguration: String? = nil
    ) -> Settings {
        Settings(
            base: base,
            configurations: [.debug(name: .debug, settings: debug), .release(name: .release, settings: release)],
            defaultSettings: defaultSettings, defaultConfiguration: defaultConfiguration)
    }

    public static func settings(
        base: SettingsDictionary = [:], configurations: [Configuration],
        defaultSettings: DefaultSettings = .recommended,
        defaultConfiguration: String? = nil
    ) -> Settings {
        Settings(
            base: base, configurations: configurations, defaultSettings: defaultSettings,
            defaultConfiguration: defaultConfiguration)
    }

    var json: RecordedJSON {
        .object([
            ("base", settingsJSON(base)), ("configurations", .array(configurations.map(\.json))),
            ("defaultSettings", .string(defaultSettings.name)),
            ("defaultConfiguration", .optional(defaultConfiguration)),
        ])
    }
}
