/// The PackageDescription types the static reader knows, by the names a manifest spells them.
enum APIType: String, CaseIterable, Sendable {
    case package = "Package"
    case target = "Target"
    case targetDependency = "Target.Dependency"
    case targetDependencyCondition = "TargetDependencyCondition"
    case pluginCapability = "Target.PluginCapability"
    case pluginUsage = "Target.PluginUsage"
    case pluginCommandIntent = "PluginCommandIntent"
    case pluginPermission = "PluginPermission"
    case pluginNetworkPermissionScope = "PluginNetworkPermissionScope"
    case product = "Product"
    case libraryType = "Product.Library.LibraryType"
    case packageDependency = "Package.Dependency"
    case requirement = "Package.Dependency.Requirement"
    case dependencyTrait = "Package.Dependency.Trait"
    case dependencyTraitCondition = "Package.Dependency.Trait.Condition"
    case version = "Version"
    case supportedPlatform = "SupportedPlatform"
    case platform = "Platform"
    case macOSVersion = "SupportedPlatform.MacOSVersion"
    case macCatalystVersion = "SupportedPlatform.MacCatalystVersion"
    case iOSVersion = "SupportedPlatform.IOSVersion"
    case tvOSVersion = "SupportedPlatform.TVOSVersion"
    case watchOSVersion = "SupportedPlatform.WatchOSVersion"
    case visionOSVersion = "SupportedPlatform.VisionOSVersion"
    case driverKitVersion = "SupportedPlatform.DriverKitVersion"
    case resource = "Resource"
    case resourceLocalization = "Resource.Localization"
    case buildConfiguration = "BuildConfiguration"
    case buildSettingCondition = "BuildSettingCondition"
    case cSetting = "CSetting"
    case cxxSetting = "CXXSetting"
    case swiftSetting = "SwiftSetting"
    case linkerSetting = "LinkerSetting"
    case interoperabilityMode = "SwiftSetting.InteroperabilityMode"
    case warningLevel = "WarningLevel"
    case swiftLanguageMode = "SwiftLanguageMode"
    case cLanguageStandard = "CLanguageStandard"
    case cxxLanguageStandard = "CXXLanguageStandard"
    case languageTag = "LanguageTag"
    case systemPackageProvider = "SystemPackageProvider"
    case trait = "Trait"

    /// Other spellings of the same type (typealiases).
    static let aliases: [String: APIType] = [
        "SwiftVersion": .swiftLanguageMode
    ]

    /// Types a plain string literal converts to (`ExpressibleByStringLiteral`).
    var acceptsStringLiteral: Bool {
        switch self {
        case .targetDependency, .pluginUsage, .version, .languageTag, .trait, .dependencyTrait: true
        default: false
        }
    }
}

/// The static type of a value in the subset.
indirect enum ManifestType: Hashable, Sendable, CustomStringConvertible {
    case string
    case bool
    case int
    case array(ManifestType)
    case dictionary(ManifestType, ManifestType)
    case set(ManifestType)
    /// `Range<Bound>` (`..<`)
    case range(ManifestType)
    /// `ClosedRange<Bound>` (`...`)
    case closedRange(ManifestType)
    case api(APIType)
    /// `MainActor.Type` (for `.defaultIsolation(MainActor.self)`).
    case mainActorMetatype
    /// A type used as a value (`Target` in `Target.target(...)`).
    case metatype(ManifestType)

    var description: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .int: "Int"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .set(let element): "Set<\(element)>"
        case .range(let bound): "Range<\(bound)>"
        case .closedRange(let bound): "ClosedRange<\(bound)>"
        case .api(let type): type.rawValue
        case .mainActorMetatype: "MainActor.Type"
        case .metatype(let type): "\(type).Type"
        }
    }

    /// The type named by a `let`/`var` annotation, if the subset knows it; optionals are not.
    init?(_ syntax: ManifestTypeSyntax) {
        switch syntax {
        case .array(let element):
            guard let element = ManifestType(element) else { return nil }
            self = .array(element)
        case .dictionary(let key, let value):
            guard let key = ManifestType(key), let value = ManifestType(value) else { return nil }
            self = .dictionary(key, value)
        case .optional:
            return nil
        case .generic(let name, let arguments):
            guard arguments.count == 1, let argument = ManifestType(arguments[0]) else { return nil }
            switch name {
            case "Set": self = .set(argument)
            case "Array": self = .array(argument)
            case "Range": self = .range(argument)
            case "ClosedRange": self = .closedRange(argument)
            default: return nil
            }
        case .named(var names):
            if names.count > 1, names[0] == "PackageDescription" || names[0] == "Swift" { names.removeFirst() }
            let name = names.joined(separator: ".")
            switch name {
            case "String": self = .string
            case "Bool": self = .bool
            case "Int": self = .int
            default:
                guard let type = APIType(rawValue: name) ?? APIType.aliases[name] else { return nil }
                self = .api(type)
            }
        }
    }
}

/// A PackageDescription value: which API member made it, and its arguments by parameter key.
/// A class, because `Package`, `Target`, `Product` and `Package.Dependency` are classes in
/// PackageDescription: `package.targets.append(...)` changes the one package every name refers to.
final class ManifestObject {
    let type: APIType
    /// The member that created it: `target`, `executableTarget`, `library`, `define`, `v13`...
    let member: String
    /// Argument values by parameter key; a defaulted argument that was not written is absent.
    var fields: [String: ManifestValue]
    let position: ManifestPosition

    init(type: APIType, member: String, fields: [String: ManifestValue], position: ManifestPosition) {
        self.type = type
        self.member = member
        self.fields = fields
        self.position = position
    }

    func string(_ key: String) -> String? {
        if case .string(let value)? = fields[key] { return value }
        return nil
    }

    func strings(_ key: String) -> [String]? {
        guard case .array(let values)? = fields[key] else { return nil }
        return values.compactMap { if case .string(let value) = $0 { value } else { nil } }
    }

    func object(_ key: String) -> ManifestObject? {
        if case .object(let value)? = fields[key] { return value }
        return nil
    }

    func objects(_ key: String) -> [ManifestObject]? {
        guard case .array(let values)? = fields[key] else { return nil }
        return values.compactMap { if case .object(let value) = $0 { value } else { nil } }
    }
}

/// A value the evaluator computes.
indirect enum ManifestValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([ManifestValue])
    case dictionary([(key: ManifestValue, value: ManifestValue)])
    /// `nil`
    case none
    case object(ManifestObject)
    /// A range or closed range of versions or integers.
    case range(ManifestValue, ManifestValue)
    /// A type used as a value (`Target`, `MainActor`).
    case type(ManifestType)
}

/// A value with its static type.
struct TypedValue {
    var value: ManifestValue
    var type: ManifestType
}
