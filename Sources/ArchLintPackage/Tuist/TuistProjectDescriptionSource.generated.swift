// Generated from Tuist/ProjectDescription/*.swift by
// `ARCHLINT_RECORD=1 swift test --filter embeddedProjectDescriptionMatchesItsSources`. Do not edit.

extension TuistProjectDescriptionSource {
    static let embedded: [(name: String, text: String)] = [
        ("Dependencies.swift", ##"""
import Foundation

/// How a dependency is linked.
public enum LinkingStatus: String, Codable, Hashable, Sendable {
    case required
    case optional
    case none
}

public typealias FrameworkStatus = LinkingStatus
public typealias SDKStatus = LinkingStatus

/// What an `.sdk` dependency names.
public enum SDKType: String, Codable, Hashable, Sendable {
    case library
    case swiftLibrary
    case framework
}

/// The signature expected of an XCFramework.
public enum XCFrameworkSignature: Equatable, Hashable, Sendable {
    case unsigned
    case signedWithAppleCertificate(teamIdentifier: String, teamName: String)
    case selfSigned(fingerprint: String)
}

/// A dependency of a target. Unlike Tuist's enum, archlint's is a value made by static
/// functions, so that each remembers the file and line that wrote it; its equality ignores that.
public struct TargetDependency: Hashable, Sendable {
    public enum PackageType: String, Codable, Hashable, Sendable {
        case runtime
        case runtimeEmbedded
        case plugin
        case macro
    }

    enum Kind: String, Codable, Hashable, Sendable {
        case target, macro, project, framework, library, package, packagePlugin, sdk, xcframework, xctest, external
    }

    var kind: Kind
    var name: String
    var path: Path?
    var status: LinkingStatus
    var condition: PlatformCondition?
    var detail: String?
    var site: RecordedSite

    init(
        _ kind: Kind, name: String, path: Path? = nil, status: LinkingStatus = .required, condition: PlatformCondition?,
        detail: String? = nil, file: StaticString, line: UInt
    ) {
        self.kind = kind
        self.name = name
        self.path = path
        self.status = status
        self.condition = condition
        self.detail = detail
        site = RecordedSite(file, line)
    }

    public static func == (lhs: TargetDependency, rhs: TargetDependency) -> Bool {
        lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.path == rhs.path && lhs.status == rhs.status
            && lhs.condition == rhs.condition && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(path)
        hasher.combine(condition)
    }

    public var typeName: String { kind.rawValue }

    public static func target(
        name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.target, name: name, status: status, condition: condition, file: file, line: line)
    }

    public static func target(
        _ target: Target, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.target, name: target.name, status: status, condition: condition, file: file, line: line)
    }

    public static func macro(name: String, file: StaticString = #filePath, line: UInt = #line) -> TargetDependency {
        TargetDependency(.macro, name: name, condition: nil, file: file, line: line)
    }

    public static func project(
        target: String, path: Path, status: LinkingStatus = .required,
        condition: PlatformCondition? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(
            .project, name: target, path: path, status: status, condition: condition, file: file, line: line)
    }

    public static func framework(
        path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(
            .framework, name: path.pathString, path: path, status: status, condition: condition, file: file,
            line: line)
    }

    public static func library(
        path: Path, publicHeaders: Path, swiftModuleMap: Path?, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.library, name: path.pathString, path: path, condition: condition, file: file, line: line)
    }

    public static func package(
        product: String, type: PackageType = .runtime, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.package, name: product, condition: condition, detail: type.rawValue, file: file, line: line)
    }

    public static func packagePlugin(
        product: String, file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.packagePlugin, name: product, condition: nil, file: file, line: line)
    }

    public static func sdk(
        name: String, type: SDKType, status: LinkingStatus, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(
            .sdk, name: name, status: status, condition: condition, detail: type.rawValue, file: file, line: line)
    }

    public static func sdk(
        name: String, type: SDKType, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.sdk, name: name, condition: condition, detail: type.rawValue, file: file, line: line)
    }

    /// Tuist 1 and 2: the name carries the extension (`ARKit.framework`, `libc++.tbd`).
    public static func sdk(
        name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.sdk, name: name, status: status, condition: condition, file: file, line: line)
    }

    public static func xcframework(
        path: Path, expectedSignature: XCFrameworkSignature? = nil,
        status: LinkingStatus = .required, condition: PlatformCondition? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(
            .xcframework, name: path.pathString, path: path, status: status, condition: condition, file: file,
            line: line)
    }

    public static var xctest: TargetDependency {
        TargetDependency(.xctest, name: "XCTest", condition: nil, file: #filePath, line: #line)
    }

    public static func external(
        name: String, condition: PlatformCondition? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) -> TargetDependency {
        TargetDependency(.external, name: name, condition: condition, file: file, line: line)
    }

    var json: RecordedJSON {
        var members: [(String, RecordedJSON)] = [("kind", .string(kind.rawValue)), ("name", .string(name))]
        if let path { members.append(("path", path.json)) }
        if let condition { members.append(("platforms", condition.json)) }
        if let detail { members.append(("detail", .string(detail))) }
        if status != .required { members.append(("status", .string(status.rawValue))) }
        return .object(members + site.json)
    }
}

/// A semantic version.
public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public let prereleaseIdentifiers: [String]
    public let buildMetadataIdentifiers: [String]

    public init(
        _ major: Int, _ minor: Int, _ patch: Int, prereleaseIdentifiers: [String] = [],
        buildMetadataIdentifiers: [String] = []
    ) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prereleaseIdentifiers = prereleaseIdentifiers
        self.buildMetadataIdentifiers = buildMetadataIdentifiers
    }

    public init?(string: String) {
        let main = string.split(separator: "+", maxSplits: 1).first.map(String.init) ?? string
        let core = main.split(separator: "-", maxSplits: 1).first.map(String.init) ?? main
        let numbers = core.split(separator: ".").map { Int($0) }
        guard !numbers.isEmpty, numbers.count <= 3, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
        self.init(values[0], values[1], values[2])
    }

    public init(stringLiteral value: String) {
        self = Version(string: value) ?? Version(0, 0, 0)
    }

    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

/// A Swift package a project or Tuist's dependencies name.
public enum Package: Equatable, Sendable {
    public enum Requirement: Equatable, Sendable {
        case upToNextMajor(from: Version)
        case upToNextMinor(from: Version)
        case range(from: Version, to: Version)
        case exact(Version)
        case branch(String)
        case revision(String)
    }

    case remote(url: String, requirement: Requirement)
    case local(path: Path)
    case registry(identifier: String, requirement: Requirement)

    public static func package(url: String, from version: Version) -> Package {
        .remote(url: url, requirement: .upToNextMajor(from: version))
    }

    public static func package(url: String, _ requirement: Requirement) -> Package {
        .remote(url: url, requirement: requirement)
    }

    public static func package(url: String, _ range: Range<Version>) -> Package {
        .remote(url: url, requirement: .range(from: range.lowerBound, to: range.upperBound))
    }

    public static func package(url: String, _ range: ClosedRange<Version>) -> Package {
        .remote(url: url, requirement: .range(from: range.lowerBound, to: range.upperBound))
    }

    public static func package(path: Path) -> Package { .local(path: path) }

    public static func package(id: String, from version: Version) -> Package {
        .registry(identifier: id, requirement: .upToNextMajor(from: version))
    }

    public static func package(id: String, _ requirement: Requirement) -> Package {
        .registry(identifier: id, requirement: requirement)
    }

    var json: RecordedJSON {
        switch self {
        case .remote(let url, _): .object([("kind", .string("remote")), ("url", .string(url))])
        case .local(let path): .object([("kind", .string("local")), ("path", path.json)])
        case .registry(let identifier, _): .object([("kind", .string("registry")), ("id", .string(identifier))])
        }
    }
}

/// Tuist 3's Swift Package Manager dependencies (`Tuist/Dependencies.swift`).
public struct SwiftPackageManagerDependencies: Equatable, Sendable, ExpressibleByArrayLiteral {
    public let packages: [Package]
    public let productTypes: [String: Product]
    public let baseSettings: Settings
    public let targetSettings: [String: SettingsDictionary]
    public let projectOptions: [String: Project.Options]

    public init(
        _ packages: [Package], productTypes: [String: Product] = [:], baseSettings: Settings = .settings(),
        targetSettings: [String: SettingsDictionary] = [:], projectOptions: [String: Project.Options] = [:]
    ) {
        self.packages = packages
        self.productTypes = productTypes
        self.baseSettings = baseSettings
        self.targetSettings = targetSettings
        self.projectOptions = projectOptions
    }

    /// Late Tuist 3: the packages are those of `Tuist/Package.swift`.
    public init(
        productTypes: [String: Product] = [:], baseSettings: Settings = .settings(),
        targetSettings: [String: SettingsDictionary] = [:], projectOptions: [String: Project.Options] = [:]
    ) {
        self.init(
            [], productTypes: productTypes, baseSettings: baseSettings, targetSettings: targetSettings,
            projectOptions: projectOptions)
    }

    public init(arrayLiteral elements: Package...) {
        self.init(elements)
    }
}

/// Tuist 3's Carthage dependencies.
public struct CarthageDependencies: Equatable, Sendable, ExpressibleByArrayLiteral {
    public enum Requirement: Equatable, Sendable {
        case exact(Version)
        case upToNext(Version)
        case atLeast(Version)
        case branch(String)
        case revision(String)
    }

    public enum Dependency: Equatable, Sendable {
        case github(path: String, requirement: Requirement)
        case git(path: String, requirement: Requirement)
        case binary(path: String, requirement: Requirement)
    }

    public let dependencies: [Dependency]

    public init(_ dependencies: [Dependency]) {
        self.dependencies = dependencies
    }

    public init(arrayLiteral elements: Dependency...) {
        self.init(elements)
    }
}

/// Tuist 3's `Tuist/Dependencies.swift`.
public struct Dependencies: Equatable, Sendable {
    public let carthage: CarthageDependencies?
    public let swiftPackageManager: SwiftPackageManagerDependencies?
    public let platforms: Set<Platform>

    public init(
        carthage: CarthageDependencies? = nil, swiftPackageManager: SwiftPackageManagerDependencies? = nil,
        platforms: Set<Platform> = Set(Platform.allCases)
    ) {
        self.carthage = carthage
        self.swiftPackageManager = swiftPackageManager
        self.platforms = platforms
        __ArchLintManifestRecorder.record(
            "dependencies",
            [
                ("packages", .array((swiftPackageManager?.packages ?? []).map(\.json))),
                ("carthage", .bool(!(carthage?.dependencies.isEmpty ?? true))),
            ])
    }
}

/// Tuist 4's settings of external packages (`Tuist/Package.swift`, under `#if TUIST`).
public struct PackageSettings: Equatable, Sendable {
    public var productTypes: [String: Product]
    public var productDestinations: [String: Destinations]
    public var baseSettings: Settings
    public var targetSettings: [String: Settings]
    public var projectOptions: [String: Project.Options]

    public init(
        productTypes: [String: Product] = [:], productDestinations: [String: Destinations] = [:],
        baseSettings: Settings = .settings(), targetSettings: [String: Settings] = [:],
        projectOptions: [String: Project.Options] = [:]
    ) {
        self.productTypes = productTypes
        self.productDestinations = productDestinations
        self.baseSettings = baseSettings
        self.targetSettings = targetSettings
        self.projectOptions = projectOptions
        __ArchLintManifestRecorder.record("packageSettings", [])
    }

    @_disfavoredOverload
    public init(
        productTypes: [String: Product] = [:], productDestinations: [String: Destinations] = [:],
        baseSettings: Settings = .settings(), targetSettings: [String: SettingsDictionary],
        projectOptions: [String: Project.Options] = [:]
    ) {
        self.init(
            productTypes: productTypes, productDestinations: productDestinations, baseSettings: baseSettings,
            targetSettings: targetSettings.mapValues { Settings.settings(base: $0) }, projectOptions: projectOptions)
    }
}
"""##),
        ("Manifests.swift", ##"""
import Foundation

/// The header Xcode puts in new files.
public enum FileHeaderTemplate: Equatable, Sendable, ExpressibleByStringInterpolation {
    case file(Path)
    case string(String)

    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

/// A resource accessor Tuist generates (not read by archlint).
public struct ResourceSynthesizer: Equatable, Hashable, Sendable {
    public enum Parser: String, Codable, Sendable {
        case strings, stringsCatalog, assets, plists, fonts, coreData, interfaceBuilder, json, yaml, files
    }

    public enum ParserOption: Equatable, Hashable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
    }

    public var name: String
    public var parser: Parser
    public var extensions: Set<String>
    public var plugin: String?
    public var resourceName: String?

    static func make(
        _ name: String, _ parser: Parser, _ extensions: Set<String>, plugin: String? = nil,
        resourceName: String? = nil
    ) -> ResourceSynthesizer {
        ResourceSynthesizer(
            name: name, parser: parser, extensions: extensions, plugin: plugin, resourceName: resourceName)
    }

    public static func strings(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("Strings", .strings, ["strings", "stringsdict"])
    }
    public static func strings(plugin: String) -> ResourceSynthesizer {
        make("Strings", .strings, ["strings"], plugin: plugin)
    }
    public static func assets(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("Assets", .assets, ["xcassets"])
    }
    public static func assets(plugin: String) -> ResourceSynthesizer {
        make("Assets", .assets, ["xcassets"], plugin: plugin)
    }
    public static func fonts(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("Fonts", .fonts, ["otf", "ttc", "ttf", "woff"])
    }
    public static func fonts(plugin: String) -> ResourceSynthesizer { make("Fonts", .fonts, ["ttf"], plugin: plugin) }
    public static func plists(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("Plists", .plists, ["plist"])
    }
    public static func plists(plugin: String) -> ResourceSynthesizer {
        make("Plists", .plists, ["plist"], plugin: plugin)
    }
    public static func coreData(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("CoreData", .coreData, ["xcdatamodeld"])
    }
    public static func coreData(plugin: String) -> ResourceSynthesizer {
        make("CoreData", .coreData, ["xcdatamodeld"], plugin: plugin)
    }
    public static func interfaceBuilder(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("InterfaceBuilder", .interfaceBuilder, ["storyboard"])
    }
    public static func interfaceBuilder(plugin: String) -> ResourceSynthesizer {
        make("InterfaceBuilder", .interfaceBuilder, ["storyboard"], plugin: plugin)
    }
    public static func json(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("JSON", .json, ["json"])
    }
    public static func json(plugin: String) -> ResourceSynthesizer { make("JSON", .json, ["json"], plugin: plugin) }
    public static func yaml(parserOptions: [String: ParserOption] = [:]) -> ResourceSynthesizer {
        make("YAML", .yaml, ["yaml", "yml"])
    }
    public static func yaml(plugin: String) -> ResourceSynthesizer { make("YAML", .yaml, ["yml"], plugin: plugin) }
    public static func files(
        extensions: Set<String>, parserOptions: [String: ParserOption] = [:]
    ) -> ResourceSynthesizer {
        make("Files", .files, extensions)
    }
    public static func files(plugin: String, extensions: Set<String>) -> ResourceSynthesizer {
        make("Files", .files, extensions, plugin: plugin)
    }
    public static func custom(
        name: String, parser: Parser, extensions: Set<String>,
        parserOptions: [String: ParserOption] = [:]
    ) -> ResourceSynthesizer {
        make(name, parser, extensions)
    }
    public static func custom(
        plugin: String, parser: Parser, extensions: Set<String>, resourceName: String,
        parserOptions: [String: ParserOption] = [:]
    ) -> ResourceSynthesizer {
        make(resourceName, parser, extensions, plugin: plugin, resourceName: resourceName)
    }
}

extension Array where Element == ResourceSynthesizer {
    public static var `default`: [ResourceSynthesizer] {
        [.strings(), .assets(), .plists(), .fonts()]
    }
}

/// A project (`Project.swift`). Made, it records itself for archlint.
public struct Project: Equatable, Sendable {
    /// Options of the generated project.
    public struct Options: Equatable, Sendable {
        public enum AutomaticSchemesOptions: Equatable, Sendable {
            public enum TargetSchemesGrouping: Equatable, Sendable {
                case singleScheme
                case byNameSuffix(build: Set<String>, test: Set<String>, run: Set<String>)
                case notGrouped
            }

            case enabled(
                targetSchemesGrouping: TargetSchemesGrouping = .byNameSuffix(
                    build: [
                        "Implementation", "Interface",
                        "Mocks", "Testing",
                    ],
                    test: [
                        "Tests", "IntegrationTests",
                        "UITests", "SnapshotTests",
                    ],
                    run: ["App", "Demo"]),
                codeCoverageEnabled: Bool = false, testingOptions: TestingOptions = [],
                testLanguage: SchemeLanguage? = nil, testRegion: String? = nil,
                testScreenCaptureFormat: ScreenCaptureFormat? = nil, runLanguage: SchemeLanguage? = nil,
                runRegion: String? = nil)
            case disabled
        }

        public struct TextSettings: Equatable, Sendable {
            public var usesTabs: Bool?
            public var indentWidth: UInt?
            public var tabWidth: UInt?
            public var wrapsLines: Bool?

            public static func textSettings(
                usesTabs: Bool? = nil, indentWidth: UInt? = nil, tabWidth: UInt? = nil,
                wrapsLines: Bool? = nil
            ) -> TextSettings {
                TextSettings(usesTabs: usesTabs, indentWidth: indentWidth, tabWidth: tabWidth, wrapsLines: wrapsLines)
            }
        }

        public var automaticSchemesOptions: AutomaticSchemesOptions
        public var defaultKnownRegions: [String]?
        public var developmentRegion: String?
        public var disableBundleAccessors: Bool
        public var disableShowEnvironmentVarsInScriptPhases: Bool
        public var disableSynthesizedResourceAccessors: Bool
        public var textSettings: TextSettings
        public var xcodeProjectName: String?

        public static func options(
            automaticSchemesOptions: AutomaticSchemesOptions = .enabled(),
            defaultKnownRegions: [String]? = nil, developmentRegion: String? = nil,
            disableBundleAccessors: Bool = false, disableShowEnvironmentVarsInScriptPhases: Bool = false,
            disableSynthesizedResourceAccessors: Bool = false,
            textSettings: TextSettings = .textSettings(), xcodeProjectName: String? = nil
        ) -> Options {
            Options(
                automaticSchemesOptions: automaticSchemesOptions, defaultKnownRegions: defaultKnownRegions,
                developmentRegion: developmentRegion, disableBundleAccessors: disableBundleAccessors,
                disableShowEnvironmentVarsInScriptPhases: disableShowEnvironmentVarsInScriptPhases,
                disableSynthesizedResourceAccessors: disableSynthesizedResourceAccessors, textSettings: textSettings,
                xcodeProjectName: xcodeProjectName)
        }
    }

    public let name: String
    public let organizationName: String?
    public let classPrefix: String?
    public let options: Options
    public let packages: [Package]
    public let settings: Settings?
    public let targets: [Target]
    public let schemes: [Scheme]
    public let fileHeaderTemplate: FileHeaderTemplate?
    public let additionalFiles: [FileElement]
    public let resourceSynthesizers: [ResourceSynthesizer]

    public init(
        name: String, organizationName: String? = nil, classPrefix: String? = nil, options: Options = .options(),
        packages: [Package] = [], settings: Settings? = nil, targets: [Target] = [], schemes: [Scheme] = [],
        fileHeaderTemplate: FileHeaderTemplate? = nil, additionalFiles: [FileElement] = [],
        resourceSynthesizers: [ResourceSynthesizer] = .default, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.name = name
        self.organizationName = organizationName
        self.classPrefix = classPrefix
        self.options = options
        self.packages = packages
        self.settings = settings
        self.targets = targets
        self.schemes = schemes
        self.fileHeaderTemplate = fileHeaderTemplate
        self.additionalFiles = additionalFiles
        self.resourceSynthesizers = resourceSynthesizers
        __ArchLintManifestRecorder.record(
            "project",
            [
                ("name", .string(name)),
                ("packages", .array(packages.map(\.json))),
                ("settings", settings?.json ?? .null),
                ("targets", .array(targets.map(\.json))),
            ] + RecordedSite(file, line).json)
    }

    public var containsExternalDependencies: Bool {
        targets.contains { $0.dependencies.contains { $0.kind == .external } }
    }
}

/// A workspace (`Workspace.swift`). Made, it records itself for archlint.
public struct Workspace: Equatable, Sendable {
    public struct GenerationOptions: Equatable, Sendable {
        public enum AutogeneratedWorkspaceSchemes: Equatable, Sendable {
            public enum CodeCoverageMode: Equatable, Sendable {
                case all
                case relevant
                case targets([TargetReference])
                case disabled
            }

            case disabled
            case enabled(
                codeCoverageMode: CodeCoverageMode = .disabled, testingOptions: TestingOptions = [],
                testLanguage: SchemeLanguage? = nil, testRegion: String? = nil,
                testScreenCaptureFormat: ScreenCaptureFormat? = nil)
        }

        public var enableAutomaticXcodeSchemes: Bool?
        public var autogeneratedWorkspaceSchemes: AutogeneratedWorkspaceSchemes
        public var lastXcodeUpgradeCheck: Version?
        public var renderMarkdownReadme: Bool

        public static func options(
            enableAutomaticXcodeSchemes: Bool? = false,
            autogeneratedWorkspaceSchemes: AutogeneratedWorkspaceSchemes = .enabled(),
            lastXcodeUpgradeCheck: Version? = nil,
            renderMarkdownReadme: Bool = false
        ) -> GenerationOptions {
            GenerationOptions(
                enableAutomaticXcodeSchemes: enableAutomaticXcodeSchemes,
                autogeneratedWorkspaceSchemes: autogeneratedWorkspaceSchemes,
                lastXcodeUpgradeCheck: lastXcodeUpgradeCheck, renderMarkdownReadme: renderMarkdownReadme)
        }
    }

    public let name: String
    public let projects: [Path]
    public let schemes: [Scheme]
    public let fileHeaderTemplate: FileHeaderTemplate?
    public let additionalFiles: [FileElement]
    public let generationOptions: GenerationOptions

    public init(
        name: String, projects: [Path], schemes: [Scheme] = [], fileHeaderTemplate: FileHeaderTemplate? = nil,
        additionalFiles: [FileElement] = [], generationOptions: GenerationOptions = .options(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.name = name
        self.projects = projects
        self.schemes = schemes
        self.fileHeaderTemplate = fileHeaderTemplate
        self.additionalFiles = additionalFiles
        self.generationOptions = generationOptions
        __ArchLintManifestRecorder.record(
            "workspace",
            [
                ("name", .string(name)), ("projects", .array(projects.map(\.json))),
            ] + RecordedSite(file, line).json)
    }
}

/// The Xcode versions a project builds with.
public enum CompatibleXcodeVersions: Equatable, Sendable, ExpressibleByArrayLiteral, ExpressibleByStringInterpolation {
    case all
    case exact(Version)
    case upToNextMajor(Version)
    case upToNextMinor(Version)
    case list([CompatibleXcodeVersions])

    public init(arrayLiteral elements: CompatibleXcodeVersions...) {
        self = .list(elements)
    }

    public init(stringLiteral value: String) {
        self = .exact(Version(stringLiteral: value))
    }
}

/// Tuist Cloud's settings (Tuist 3).
public struct Cloud: Equatable, Sendable {
    public enum Option: String, Codable, Equatable, Sendable {
        case analytics
        case optional
        case disableAnalytics
    }

    public var projectId: String
    public var url: String
    public var options: [Option]

    public static func cloud(projectId: String, url: String = "https://cloud.tuist.io", options: [Option] = []) -> Cloud
    {
        Cloud(projectId: projectId, url: url, options: options)
    }
}

/// Tuist 3's cache profiles.
public struct Cache: Equatable, Sendable {
    public struct Profile: Equatable, Sendable {
        public var name: String
        public var configuration: String
        public var device: String?
        public var os: String?

        public static func profile(
            name: String, configuration: String, device: String? = nil,
            os: String? = nil
        ) -> Profile {
            Profile(name: name, configuration: configuration, device: device, os: os)
        }
    }

    public var profiles: [Profile]
    public var path: Path?

    public static func cache(profiles: [Profile] = [], path: Path? = nil) -> Cache {
        Cache(profiles: profiles, path: path)
    }
}

/// Where a plugin comes from.
public enum PluginLocation: Equatable, Sendable {
    case local(path: Path)
    case gitWithTag(url: String, tag: String, directory: String?, releaseUrl: String?)
    case gitWithSha(url: String, sha: String, directory: String?)

    public static func git(
        url: String, tag: String, directory: String? = nil, releaseUrl: String? = nil
    ) -> PluginLocation {
        .gitWithTag(url: url, tag: tag, directory: directory, releaseUrl: releaseUrl)
    }

    public static func git(url: String, sha: String, directory: String? = nil) -> PluginLocation {
        .gitWithSha(url: url, sha: sha, directory: directory)
    }

    var json: RecordedJSON {
        switch self {
        case .local(let path): .object([("kind", .string("local")), ("path", path.json)])
        case .gitWithTag(let url, _, _, _), .gitWithSha(let url, _, _):
            .object([("kind", .string("git")), ("url", .string(url))])
        }
    }
}

public typealias Config = Tuist

/// Tuist's configuration (`Tuist/Config.swift` in Tuist 3, `Tuist.swift` in Tuist 4). Made, it
/// records the plugins it names for archlint.
public struct Tuist: Equatable, Sendable {
    /// An option of Tuist 2 and early Tuist 3, listed in an array literal.
    public enum GenerationOption: Equatable, Sendable {
        case xcodeProjectName(String)
        case organizationName(String)
        case developmentRegion(String)
        case disableAutogeneratedSchemes
        case disableSynthesizedResourceAccessors
        case disableShowEnvironmentVarsInScriptPhases
        case disableBundleAccessors
        case enableCodeCoverage
        case disablePackageVersionLocking
        case resolveDependenciesWithSystemScm
        case lastXcodeUpgradeCheck(Version)
        case disableFrameworkVersions
    }

    public struct GenerationOptions: Equatable, Sendable, ExpressibleByArrayLiteral {
        public enum StaticSideEffectsWarningTargets: Equatable, Sendable {
            case all
            case none
            case excluding([String])
        }

        public var resolveDependenciesWithSystemScm: Bool
        public var disablePackageVersionLocking: Bool
        public var clonedSourcePackagesDirPath: Path?
        public var staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets
        public var enforceExplicitDependencies: Bool
        public var defaultConfiguration: String?
        public var optionalAuthentication: Bool
        public var buildInsightsDisabled: Bool
        public var disableSandbox: Bool
        public var includeGenerateScheme: Bool

        public init(arrayLiteral elements: GenerationOption...) {
            self = .options(
                resolveDependenciesWithSystemScm: elements.contains(.resolveDependenciesWithSystemScm),
                disablePackageVersionLocking: elements.contains(.disablePackageVersionLocking))
        }

        init(
            resolveDependenciesWithSystemScm: Bool, disablePackageVersionLocking: Bool,
            clonedSourcePackagesDirPath: Path?,
            staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets, enforceExplicitDependencies: Bool,
            defaultConfiguration: String?, optionalAuthentication: Bool, buildInsightsDisabled: Bool,
            disableSandbox: Bool,
            includeGenerateScheme: Bool
        ) {
            self.resolveDependenciesWithSystemScm = resolveDependenciesWithSystemScm
            self.disablePackageVersionLocking = disablePackageVersionLocking
            self.clonedSourcePackagesDirPath = clonedSourcePackagesDirPath
            self.staticSideEffectsWarningTargets = staticSideEffectsWarningTargets
            self.enforceExplicitDependencies = enforceExplicitDependencies
            self.defaultConfiguration = defaultConfiguration
            self.optionalAuthentication = optionalAuthentication
            self.buildInsightsDisabled = buildInsightsDisabled
            self.disableSandbox = disableSandbox
            self.includeGenerateScheme = includeGenerateScheme
        }

        public static func options(
            resolveDependenciesWithSystemScm: Bool = false, disablePackageVersionLocking: Bool = false,
            clonedSourcePackagesDirPath: Path? = nil,
            staticSideEffectsWarningTargets: StaticSideEffectsWarningTargets = .all,
            enforceExplicitDependencies: Bool = false, defaultConfiguration: String? = nil,
            optionalAuthentication: Bool = false, buildInsightsDisabled: Bool = false,
            disableSandbox: Bool = false, includeGenerateScheme: Bool = false,
            enableCaching: Bool = false, registryEnabled: Bool = false
        ) -> GenerationOptions {
            GenerationOptions(
                resolveDependenciesWithSystemScm: resolveDependenciesWithSystemScm,
                disablePackageVersionLocking: disablePackageVersionLocking,
                clonedSourcePackagesDirPath: clonedSourcePackagesDirPath,
                staticSideEffectsWarningTargets: staticSideEffectsWarningTargets,
                enforceExplicitDependencies: enforceExplicitDependencies,
                defaultConfiguration: defaultConfiguration, optionalAuthentication: optionalAuthentication,
                buildInsightsDisabled: buildInsightsDisabled, disableSandbox: disableSandbox,
                includeGenerateScheme: includeGenerateScheme)
        }
    }

    public struct InspectOptions: Equatable, Sendable {
        public struct RedundantDependencies: Equatable, Sendable {
            public var ignoreTagsMatching: Set<String>
            public static func redundantDependencies(ignoreTagsMatching: Set<String> = []) -> RedundantDependencies {
                RedundantDependencies(ignoreTagsMatching: ignoreTagsMatching)
            }
        }

        public var redundantDependencies: RedundantDependencies

        public static func options(
            redundantDependencies: RedundantDependencies = .redundantDependencies()
        ) -> InspectOptions {
            InspectOptions(redundantDependencies: redundantDependencies)
        }
    }

    public struct InstallOptions: Equatable, Sendable {
        public var passthroughUpdateArguments: [String]
        public static func options(passthroughUpdateArguments: [String] = []) -> InstallOptions {
            InstallOptions(passthroughUpdateArguments: passthroughUpdateArguments)
        }
    }

    public struct CacheOptions: Equatable, Sendable {
        /// Where Tuist keeps binaries (`storages: [.local]`); no effect on the graph.
        public enum Storage: Equatable, Sendable { case local, remote }
        public var keepSourceTargets: Bool
        public static func options(
            keepSourceTargets: Bool = false, profiles: [String: String] = [:], storages: [Storage] = [.local, .remote]
        ) -> CacheOptions {
            CacheOptions(keepSourceTargets: keepSourceTargets)
        }
    }

    /// Tuist 4's Xcode cache options.
    public struct Cache: Equatable, Sendable {
        public let push: Bool
        public static func options(push: Bool = true) -> Cache { Cache(push: push) }
    }

    public let project: TuistProject
    public let fullHandle: String?
    public let url: String

    /// Tuist 3 (`Config(...)`) and the deprecated Tuist 4 form.
    public init(
        compatibleXcodeVersions: CompatibleXcodeVersions = .all, cloud: Cloud? = nil,
        cache: ProjectDescription.Cache? = nil, fullHandle: String? = nil, url: String = "https://tuist.dev",
        swiftVersion: Version? = nil, plugins: [PluginLocation] = [],
        generationOptions: GenerationOptions = .options(), inspectOptions: InspectOptions = .options(),
        installOptions: InstallOptions = .options()
    ) {
        self.init(
            fullHandle: fullHandle, url: url,
            project: .tuist(
                compatibleXcodeVersions: compatibleXcodeVersions,
                swiftVersion: swiftVersion, plugins: plugins,
                generationOptions: generationOptions,
                installOptions: installOptions))
    }

    public init(
        fullHandle: String? = nil, inspectOptions: InspectOptions = .options(), cache: Cache = .options(),
        url: String = "https://tuist.dev", project: TuistProject
    ) {
        self.project = project
        self.fullHandle = fullHandle
        self.url = url
        var plugins: [PluginLocation] = []
        if case .tuist(_, _, let named, _, _, _, _) = project { plugins = named }
        __ArchLintManifestRecorder.record("config", [("plugins", .array(plugins.map(\.json)))])
    }

    public var plugins: [PluginLocation] {
        if case .tuist(_, _, let plugins, _, _, _, _) = project { return plugins }
        return []
    }
}

/// Options of a project Xcode generates itself (Tuist 4).
public struct TuistXcodeProjectOptions: Equatable, Sendable {
    public static func options() -> TuistXcodeProjectOptions { TuistXcodeProjectOptions() }
}

/// The kind of project Tuist works with (Tuist 4).
public enum TuistProject: Equatable, Sendable {
    case tuist(
        compatibleXcodeVersions: CompatibleXcodeVersions = .all, swiftVersion: Version? = nil,
        plugins: [PluginLocation] = [], generationOptions: Tuist.GenerationOptions = .options(),
        inspectOptions: Tuist.InspectOptions = .options(), installOptions: Tuist.InstallOptions = .options(),
        cacheOptions: Tuist.CacheOptions = .options())
    case xcode(TuistXcodeProjectOptions = .options())
}

/// A local plugin's manifest (`Plugin.swift`). Made, it records its name for archlint.
public struct Plugin: Equatable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
        __ArchLintManifestRecorder.record("plugin", [("name", .string(name))])
    }
}

/// A template of `tuist scaffold` (accepted; archlint does not read templates).
public struct Template: Equatable, Sendable {
    public enum Attribute: Equatable, Sendable {
        public enum Value: Equatable, Sendable, ExpressibleByStringInterpolation {
            case string(String)
            case integer(Int)
            case real(Double)
            case boolean(Bool)
            case dictionary([String: Value])
            case array([Value])

            public init(stringLiteral value: String) { self = .string(value) }
        }

        case required(String)
        case optional(String, default: Value)
    }

    public enum Contents: Equatable, Sendable {
        case string(String)
        case file(Path)
        case directory(Path)
    }

    public struct Item: Equatable, Sendable {
        public let path: String
        public let contents: Contents

        public static func item(path: String, contents: Contents) -> Item { Item(path: path, contents: contents) }
        public static func string(path: String, contents: String) -> Item {
            Item(path: path, contents: .string(contents))
        }
        public static func file(path: String, templatePath: Path) -> Item {
            Item(path: path, contents: .file(templatePath))
        }
        public static func directory(path: String, sourcePath: Path) -> Item {
            Item(path: path, contents: .directory(sourcePath))
        }
    }

    public let description: String
    public let attributes: [Attribute]
    public let items: [Item]

    public init(description: String, attributes: [Attribute] = [], items: [Item] = []) {
        self.description = description
        self.attributes = attributes
        self.items = items
    }
}

/// The value of a `TUIST_` environment variable.
public enum EnvironmentValue: Equatable, Sendable {
    case string(String)
    case boolean(Bool)
}

/// Variables a manifest reads from the environment (`TUIST_NAME` as `Environment.name`). archlint
/// runs manifests without any such variable, so every one reads as unset and the manifest's own
/// default applies: the result does not depend on the shell archlint runs in.
@dynamicMemberLookup
public enum Environment {
    public typealias Value = EnvironmentValue

    public static subscript(dynamicMember member: String) -> EnvironmentValue? { nil }
}

extension Optional where Wrapped == EnvironmentValue {
    public func getString(default defaultString: String) -> String {
        if case .string(let value)? = self { return value }
        return defaultString
    }

    public func getBoolean(default defaultBoolean: Bool) -> Bool {
        switch self {
        case .boolean(let value)?: return value
        case .string(let value)?:
            if ["1", "true", "TRUE", "yes", "YES"].contains(value) { return true }
            if ["0", "false", "FALSE", "no", "NO"].contains(value) { return false }
            return defaultBoolean
        case nil: return defaultBoolean
        }
    }
}
"""##),
        ("Paths.swift", ##"""
import Foundation

/// A path as a manifest writes it: relative to the manifest's folder (the default), to the root
/// of the Tuist project, or to the file that wrote it.
public struct Path: ExpressibleByStringInterpolation, Hashable, Sendable {
    public enum PathType: String, Codable, Sendable {
        case relativeToCurrentFile
        case relativeToManifest
        case relativeToRoot
    }

    public var type: PathType
    public var pathString: String
    public var callerPath: String?

    public init(_ path: String) {
        self.init(stringLiteral: path)
    }

    init(_ pathString: String, type: PathType, callerPath: String? = nil) {
        self.type = type
        self.pathString = pathString
        self.callerPath = callerPath
    }

    public static func path(_ path: String) -> Path { Path(path, type: .relativeToManifest) }

    public static func relativeToCurrentFile(_ pathString: String, callerPath: StaticString = #file) -> Path {
        Path(pathString, type: .relativeToCurrentFile, callerPath: "\(callerPath)")
    }

    public static func relativeToManifest(_ pathString: String) -> Path { Path(pathString, type: .relativeToManifest) }

    public static func relativeToRoot(_ pathString: String) -> Path { Path(pathString, type: .relativeToRoot) }

    public init(stringLiteral value: String) {
        if value == "~" || value.hasPrefix("~/") {
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            self.init(value == "~" ? home : home + "/" + value.dropFirst(2), type: .relativeToRoot)
        } else if value.hasPrefix("//") {
            self.init(String(value.dropFirst(2)), type: .relativeToRoot)
        } else {
            self.init(value, type: .relativeToManifest)
        }
    }

    var json: RecordedJSON {
        .object([("type", .string(type.rawValue)), ("path", .string(pathString)), ("caller", .optional(callerPath))])
    }
}

/// Sets the attribute of a source file in the build phase.
public enum FileCodeGen: String, Codable, Equatable, Sendable {
    case `public` = "codegen"
    case `private` = "private_codegen"
    case project = "project_codegen"
    case disabled = "no_codegen"
}

/// Source files matched by a glob, minus the excluded globs.
public struct SourceFileGlob: Equatable, Sendable, ExpressibleByStringInterpolation {
    public enum FileType: String, Codable, Sendable {
        case alwaysPresent
        case generated
    }

    public var glob: Path
    public var excluding: [Path]
    public var compilerFlags: String?
    public var codeGen: FileCodeGen?
    public var compilationCondition: PlatformCondition?
    public var type: FileType

    public init(
        glob: Path, excluding: [Path] = [], compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
        compilationCondition: PlatformCondition? = nil, type: FileType = .alwaysPresent
    ) {
        self.glob = glob
        self.excluding = excluding
        self.compilerFlags = compilerFlags
        self.codeGen = codeGen
        self.compilationCondition = compilationCondition
        self.type = type
    }

    public init(
        _ glob: Path, excluding: [Path] = [], compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
        compilationCondition: PlatformCondition? = nil
    ) {
        self.init(
            glob: glob, excluding: excluding, compilerFlags: compilerFlags, codeGen: codeGen,
            compilationCondition: compilationCondition)
    }

    public static func glob(
        _ glob: Path, excluding: [Path] = [], compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
        compilationCondition: PlatformCondition? = nil
    ) -> SourceFileGlob {
        SourceFileGlob(
            glob: glob, excluding: excluding, compilerFlags: compilerFlags, codeGen: codeGen,
            compilationCondition: compilationCondition)
    }

    public static func glob(
        _ glob: Path, excluding: Path?, compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
        compilationCondition: PlatformCondition? = nil
    ) -> SourceFileGlob {
        SourceFileGlob(
            glob: glob, excluding: excluding.map { [$0] } ?? [], compilerFlags: compilerFlags, codeGen: codeGen,
            compilationCondition: compilationCondition)
    }

    public static func generated(
        _ path: Path, compilerFlags: String? = nil, codeGen: FileCodeGen? = nil,
        compilationCondition: PlatformCondition? = nil
    ) -> SourceFileGlob {
        SourceFileGlob(
            glob: path, compilerFlags: compilerFlags, codeGen: codeGen, compilationCondition: compilationCondition,
            type: .generated)
    }

    public init(stringLiteral value: String) {
        self.init(glob: Path(value, type: .relativeToManifest))
    }

    var json: RecordedJSON {
        .object([("glob", glob.json), ("excluding", .array(excluding.map(\.json))), ("type", .string(type.rawValue))])
    }
}

/// The source globs of a target.
public struct SourceFilesList: Equatable, Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    public var globs: [SourceFileGlob]

    public init(globs: [SourceFileGlob]) {
        self.globs = globs
    }

    public init(globs: [String]) {
        self.globs = globs.map { SourceFileGlob(stringLiteral: $0) }
    }

    public static func sourceFilesList(globs: [SourceFileGlob]) -> SourceFilesList { SourceFilesList(globs: globs) }

    public static func sourceFilesList(globs: [String]) -> SourceFilesList { SourceFilesList(globs: globs) }

    public static func paths(_ paths: [Path]) -> SourceFilesList { SourceFilesList(globs: paths.map { .glob($0) }) }

    public init(stringLiteral value: String) {
        self.init(globs: [value])
    }

    public init(arrayLiteral elements: SourceFileGlob...) {
        self.init(globs: elements)
    }
}

/// A glob of files with exclusions (headers).
public struct FileListGlob: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var glob: Path
    public var excluding: [Path]

    public static func glob(_ glob: Path, excluding: [Path] = []) -> FileListGlob {
        FileListGlob(glob: glob, excluding: excluding)
    }

    public static func glob(_ glob: Path, excluding: Path?) -> FileListGlob {
        FileListGlob(glob: glob, excluding: excluding.map { [$0] } ?? [])
    }

    init(glob: Path, excluding: [Path]) {
        self.glob = glob
        self.excluding = excluding
    }

    public init(stringLiteral value: String) {
        self.init(glob: Path(stringLiteral: value), excluding: [])
    }
}

/// A list of file globs.
public struct FileList: Equatable, Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    public var globs: [FileListGlob]

    public init(globs: [FileListGlob]) {
        self.globs = globs
    }

    public static func list(_ globs: [FileListGlob]) -> FileList { FileList(globs: globs) }

    public init(stringLiteral value: String) {
        self.init(globs: [FileListGlob(stringLiteral: value)])
    }

    public init(arrayLiteral elements: FileListGlob...) {
        self.init(globs: elements)
    }
}

/// A file or folder added to the project navigator.
public enum FileElement: Equatable, Sendable, ExpressibleByStringInterpolation {
    case glob(pattern: Path)
    case folderReference(path: Path)

    public init(stringLiteral value: String) {
        self = .glob(pattern: Path(stringLiteral: value))
    }
}

/// A file copied by a copy-files build phase.
public enum CopyFileElement: Equatable, Sendable, ExpressibleByStringInterpolation {
    case glob(pattern: Path, condition: PlatformCondition? = nil, codeSignOnCopy: Bool = false)
    case folderReference(path: Path, condition: PlatformCondition? = nil, codeSignOnCopy: Bool = false)

    public init(stringLiteral value: String) {
        self = .glob(pattern: Path(stringLiteral: value))
    }
}

/// A resource of a target (archlint does not read resources).
public enum ResourceFileElement: Equatable, Sendable, ExpressibleByStringInterpolation {
    case glob(pattern: Path, excluding: [Path] = [], tags: [String] = [], inclusionCondition: PlatformCondition? = nil)
    case folderReference(path: Path, tags: [String] = [], inclusionCondition: PlatformCondition? = nil)

    public init(stringLiteral value: String) {
        self = .glob(pattern: Path(stringLiteral: value))
    }
}

/// The privacy manifest of a target's resources.
public struct PrivacyManifest: Equatable, Sendable {
    public var tracking: Bool
    public var trackingDomains: [String]
    public var collectedDataTypes: [[String: Plist.Value]]
    public var accessedApiTypes: [[String: Plist.Value]]

    public static func privacyManifest(
        tracking: Bool, trackingDomains: [String], collectedDataTypes: [[String: Plist.Value]],
        accessedApiTypes: [[String: Plist.Value]]
    ) -> PrivacyManifest {
        PrivacyManifest(
            tracking: tracking, trackingDomains: trackingDomains, collectedDataTypes: collectedDataTypes,
            accessedApiTypes: accessedApiTypes)
    }
}

/// The resources of a target.
public struct ResourceFileElements: Equatable, Sendable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    public var resources: [ResourceFileElement]
    public var privacyManifest: PrivacyManifest?

    public init(resources: [ResourceFileElement], privacyManifest: PrivacyManifest? = nil) {
        self.resources = resources
        self.privacyManifest = privacyManifest
    }

    public static func resources(
        _ resources: [ResourceFileElement], privacyManifest: PrivacyManifest? = nil
    ) -> ResourceFileElements {
        ResourceFileElements(resources: resources, privacyManifest: privacyManifest)
    }

    public init(stringLiteral value: String) {
        self.init(resources: [ResourceFileElement(stringLiteral: value)])
    }

    public init(arrayLiteral elements: ResourceFileElement...) {
        self.init(resources: elements)
    }
}

/// A folder whose content Xcode keeps in sync (an Xcode 16 synchronized group).
public struct BuildableFolder: Sendable, Equatable, ExpressibleByStringInterpolation {
    public var path: Path
    public var exceptions: BuildableFolderExceptions

    public static func folder(_ path: Path, exceptions: BuildableFolderExceptions = .exceptions([])) -> BuildableFolder
    {
        BuildableFolder(path: path, exceptions: exceptions)
    }

    init(path: Path, exceptions: BuildableFolderExceptions) {
        self.path = path
        self.exceptions = exceptions
    }

    public init(stringLiteral value: String) {
        self.init(path: Path(stringLiteral: value), exceptions: .exceptions([]))
    }

    var json: RecordedJSON {
        let excluded = exceptions.exceptions.filter { $0.target == nil }.flatMap(\.excluded)
        return .object([("path", path.json), ("excluded", .array(excluded.map { .string($0) }))])
    }
}

/// Files of a buildable folder treated apart.
public struct BuildableFolderException: Sendable, Equatable, Hashable {
    public var excluded: [String]
    public var compilerFlags: [String: String]
    public var publicHeaders: [String]
    public var privateHeaders: [String]
    public var platformFilters: [String: Set<PlatformFilter>]
    public var target: String?
    public var included: [String]

    public static func exception(
        excluded: [String] = [], compilerFlags: [String: String] = [:], publicHeaders: [String] = [],
        privateHeaders: [String] = [],
        platformFilters: [String: Set<PlatformFilter>] = [:]
    ) -> BuildableFolderException {
        BuildableFolderException(
            excluded: excluded, compilerFlags: compilerFlags, publicHeaders: publicHeaders,
            privateHeaders: privateHeaders, platformFilters: platformFilters, target: nil, included: [])
    }

    public static func exception(
        target: String, included: [String] = [], compilerFlags: [String: String] = [:],
        platformFilters: [String: Set<PlatformFilter>] = [:]
    ) -> BuildableFolderException {
        BuildableFolderException(
            excluded: [], compilerFlags: compilerFlags, publicHeaders: [], privateHeaders: [],
            platformFilters: platformFilters, target: target, included: included)
    }
}

/// The exceptions of a buildable folder.
public struct BuildableFolderExceptions: Sendable, Equatable, Hashable, ExpressibleByArrayLiteral {
    public var exceptions: [BuildableFolderException]

    public static func exceptions(_ exceptions: [BuildableFolderException]) -> BuildableFolderExceptions {
        BuildableFolderExceptions(exceptions: exceptions)
    }

    init(exceptions: [BuildableFolderException]) {
        self.exceptions = exceptions
    }

    public init(arrayLiteral elements: BuildableFolderException...) {
        self.init(exceptions: elements)
    }
}
"""##),
        ("Recording.swift", ##"""
// archlint's ProjectDescription: the public API of Tuist's manifest module, written anew from its
// documentation, so that Tuist manifests compile and run without Tuist. Every manifest object
// (Project, Workspace, Config, Dependencies, Plugin) records itself when it is made, as Tuist's
// own module dumps itself; the driver archlint links prints what each manifest recorded as JSON.
// Targets and dependencies also record the file and line that made them (#filePath, #line).
//
// This folder is the source of truth; `TuistProjectDescriptionSource.generated.swift` embeds it
// (regenerate with `ARCHLINT_RECORD=1 swift test --filter TuistSurface`).

import Foundation

/// A JSON value, written by the recorder (the manifest module cannot depend on archlint).
enum RecordedJSON {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([RecordedJSON])
    case object([(String, RecordedJSON)])
    case null

    static func optional(_ text: String?) -> RecordedJSON { text.map { .string($0) } ?? .null }

    func render(into out: inout String) {
        switch self {
        case .string(let text):
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.render(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                RecordedJSON.string(member.0).render(into: &out)
                out += ":"
                member.1.render(into: &out)
            }
            out += "}"
        }
    }
}

/// Where a value was made in the manifest or helper source.
struct RecordedSite: Hashable, Sendable {
    var file: String
    var line: Int

    init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    init(_ file: StaticString, _ line: UInt) {
        self.file = "\(file)"
        self.line = Int(line)
    }

    var json: [(String, RecordedJSON)] { [("file", .string(file)), ("line", .number(line))] }
}

/// What the running manifest made. The driver archlint generates calls `begin` before and
/// `finish` after each manifest's top-level code.
public enum __ArchLintManifestRecorder {
    nonisolated(unsafe) static var recorded: [RecordedJSON] = []

    static func record(_ kind: String, _ members: [(String, RecordedJSON)]) {
        recorded.append(.object([("kind", .string(kind))] + members))
    }

    public static func begin() {
        recorded = []
    }

    /// Everything recorded since `begin`, as one JSON array.
    public static func finish() -> String {
        var out = ""
        RecordedJSON.array(recorded).render(into: &out)
        recorded = []
        return out
    }
}
"""##),
        ("Schemes.swift", ##"""
import Foundation

// Schemes are accepted so that manifests compile; archlint reads nothing of them.

/// A target named by a scheme, in this project or another.
public struct TargetReference: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var projectPath: Path?
    public var targetName: String

    public init(projectPath: Path?, target: String) {
        self.projectPath = projectPath
        targetName = target
    }

    public init(stringLiteral value: String) {
        self.init(projectPath: nil, target: value)
    }

    public static func project(path: Path, target: String) -> TargetReference {
        TargetReference(projectPath: path, target: target)
    }

    public static func target(_ name: String) -> TargetReference { TargetReference(projectPath: nil, target: name) }
}

/// The language a scheme runs in.
public struct SchemeLanguage: Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let identifier: String

    public init(identifier: String) {
        self.identifier = identifier
    }

    public init(stringLiteral value: String) {
        self.init(identifier: value)
    }

    public static var doubleLengthPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageDoubleLength" }
    public static var rightToLeftPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageRTL" }
    public static var accentedPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageAccented" }
    public static var boundedStringPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageBoundedString" }
    public static var rightToLeftWithStringsPseudoLanguage: SchemeLanguage { "IDEPseudoLanguageRTLWithStrings" }
}

/// How tests capture the screen.
public enum ScreenCaptureFormat: String, Codable, Sendable {
    case screenshots
    case screenRecording
}

/// How tests run.
public struct TestingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let parallelizable = TestingOptions(rawValue: 1 << 0)
    public static let randomExecutionOrdering = TestingOptions(rawValue: 1 << 1)
}

/// A diagnostic a scheme turns on (Tuist 3 lists them).
public enum SchemeDiagnosticsOption: String, Codable, Sendable {
    case mainThreadChecker
    case performanceAntipatternChecker
    case enableAddressSanitizer
    case enableASanStackUseAfterReturn
    case enableThreadSanitizer
}

/// The diagnostics of a scheme's run or test.
public struct SchemeDiagnosticsOptions: Equatable, Sendable, ExpressibleByArrayLiteral {
    public var options: [SchemeDiagnosticsOption]

    public init(arrayLiteral elements: SchemeDiagnosticsOption...) {
        options = elements
    }

    init(options: [SchemeDiagnosticsOption]) {
        self.options = options
    }

    public static func options(
        addressSanitizerEnabled: Bool = false, detectStackUseAfterReturnEnabled: Bool = false,
        threadSanitizerEnabled: Bool = false, mainThreadCheckerEnabled: Bool = true,
        performanceAntipatternCheckerEnabled: Bool = true
    ) -> SchemeDiagnosticsOptions {
        SchemeDiagnosticsOptions(options: mainThreadCheckerEnabled ? [.mainThreadChecker] : [])
    }
}

/// A script a scheme runs before or after an action.
public struct ExecutionAction: Equatable, Sendable {
    public var title: String
    public var scriptText: String
    public var target: TargetReference?
    public var shellPath: String?

    public init(
        title: String = "Run Script", scriptText: String, target: TargetReference? = nil, shellPath: String? = nil
    ) {
        self.title = title
        self.scriptText = scriptText
        self.target = target
        self.shellPath = shellPath
    }

    public static func executionAction(
        title: String = "Run Script", scriptText: String, target: TargetReference? = nil,
        shellPath: String? = nil
    ) -> ExecutionAction {
        ExecutionAction(title: title, scriptText: scriptText, target: target, shellPath: shellPath)
    }
}

/// Arguments and environment of a scheme's run.
public struct Arguments: Equatable, Sendable {
    public var environmentVariables: [String: EnvironmentVariable]
    public var launchArguments: [LaunchArgument]

    public init(environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = []) {
        self.environmentVariables = environmentVariables
        self.launchArguments = launchArguments
    }

    @_disfavoredOverload
    public init(environment: [String: String] = [:], launchArguments: [LaunchArgument] = []) {
        self.init(
            environmentVariables: environment.mapValues { EnvironmentVariable(value: $0) },
            launchArguments: launchArguments)
    }

    public init(environment: [String: String] = [:], launchArguments: [String: Bool]) {
        self.init(
            environmentVariables: environment.mapValues { EnvironmentVariable(value: $0) },
            launchArguments: launchArguments.map { LaunchArgument(name: $0.key, isEnabled: $0.value) })
    }

    public static func arguments(
        environmentVariables: [String: EnvironmentVariable] = [:],
        launchArguments: [LaunchArgument] = []
    ) -> Arguments {
        Arguments(environmentVariables: environmentVariables, launchArguments: launchArguments)
    }
}

/// The build action of a scheme.
public struct BuildAction: Equatable, Sendable {
    public var targets: [TargetReference]
    public var preActions: [ExecutionAction]
    public var postActions: [ExecutionAction]
    public var runPostActionsOnFailure: Bool
    public var findImplicitDependencies: Bool

    public init(
        targets: [TargetReference], preActions: [ExecutionAction] = [], postActions: [ExecutionAction] = [],
        runPostActionsOnFailure: Bool = false, findImplicitDependencies: Bool = true
    ) {
        self.targets = targets
        self.preActions = preActions
        self.postActions = postActions
        self.runPostActionsOnFailure = runPostActionsOnFailure
        self.findImplicitDependencies = findImplicitDependencies
    }

    public static func buildAction(
        targets: [TargetReference], preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], runPostActionsOnFailure: Bool = false,
        findImplicitDependencies: Bool = true
    ) -> BuildAction {
        BuildAction(
            targets: targets, preActions: preActions, postActions: postActions,
            runPostActionsOnFailure: runPostActionsOnFailure, findImplicitDependencies: findImplicitDependencies)
    }
}

/// A target a scheme tests.
public struct TestableTarget: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var target: TargetReference
    public var isSkipped: Bool
    public var isParallelizable: Bool
    public var isRandomExecutionOrdering: Bool

    public init(
        target: TargetReference, skipped: Bool = false, parallelizable: Bool = false,
        randomExecutionOrdering: Bool = false
    ) {
        self.target = target
        isSkipped = skipped
        isParallelizable = parallelizable
        isRandomExecutionOrdering = randomExecutionOrdering
    }

    public init(stringLiteral value: String) {
        self.init(target: TargetReference(stringLiteral: value))
    }

    public static func testableTarget(
        target: TargetReference, isSkipped: Bool = false, isParallelizable: Bool = false,
        isRandomExecutionOrdering: Bool = false,
        simulatedLocation: SimulatedLocation? = nil
    ) -> TestableTarget {
        TestableTarget(
            target: target, skipped: isSkipped, parallelizable: isParallelizable,
            randomExecutionOrdering: isRandomExecutionOrdering)
    }

    public static func testableTarget(
        target: TargetReference, parallelization: TestableTargetParallelization,
        isSkipped: Bool = false, isRandomExecutionOrdering: Bool = false,
        simulatedLocation: SimulatedLocation? = nil
    ) -> TestableTarget {
        TestableTarget(
            target: target, skipped: isSkipped, parallelizable: parallelization != .disabled,
            randomExecutionOrdering: isRandomExecutionOrdering)
    }
}

/// How a test target runs in parallel (Tuist 4).
public enum TestableTargetParallelization: String, Codable, Sendable {
    case disabled
    case enabled
    case swiftTestingOnly
}

/// A location a scheme simulates.
public struct SimulatedLocation: Equatable, Sendable, ExpressibleByStringLiteral {
    public var identifier: String

    public init(stringLiteral value: String) {
        identifier = value
    }

    public static func custom(gpxFile: Path) -> SimulatedLocation {
        SimulatedLocation(stringLiteral: gpxFile.pathString)
    }
    public static var london: SimulatedLocation { "London, England" }
    public static var johannesburg: SimulatedLocation { "Johannesburg, South Africa" }
    public static var moscow: SimulatedLocation { "Moscow, Russia" }
    public static var mumbai: SimulatedLocation { "Mumbai, India" }
    public static var tokyo: SimulatedLocation { "Tokyo, Japan" }
    public static var sydney: SimulatedLocation { "Sydney, Australia" }
    public static var hongKong: SimulatedLocation { "Hong Kong, China" }
    public static var honolulu: SimulatedLocation { "Honolulu, HI, USA" }
    public static var sanFrancisco: SimulatedLocation { "San Francisco, CA, USA" }
    public static var mexicoCity: SimulatedLocation { "Mexico City, Mexico" }
    public static var newYork: SimulatedLocation { "New York, NY, USA" }
    public static var rioDeJaneiro: SimulatedLocation { "Rio De Janeiro, Brazil" }
}

/// Options of a scheme's test action.
public struct TestActionOptions: Equatable, Sendable {
    public var language: SchemeLanguage?
    public var region: String?
    public var coverage: Bool
    public var codeCoverageTargets: [TargetReference]

    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil,
        preferredScreenCaptureFormat: ScreenCaptureFormat? = nil, coverage: Bool = false,
        codeCoverageTargets: [TargetReference] = []
    ) -> TestActionOptions {
        TestActionOptions(
            language: language, region: region, coverage: coverage, codeCoverageTargets: codeCoverageTargets)
    }
}

/// The test action of a scheme.
public struct TestAction: Equatable, Sendable {
    public var targets: [TestableTarget]
    public var testPlans: [Path]?
    public var configuration: ConfigurationName

    public static func targets(
        _ targets: [TestableTarget], arguments: Arguments? = nil,
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        expandVariableFromTarget: TargetReference? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], options: TestActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(), language: SchemeLanguage? = nil,
        region: String? = nil, skippedTests: [String]? = nil
    ) -> TestAction {
        TestAction(targets: targets, testPlans: nil, configuration: configuration)
    }

    public static func testPlans(
        _ testPlans: [Path], configuration: ConfigurationName = .debug,
        attachDebugger: Bool = true, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = []
    ) -> TestAction {
        TestAction(targets: [], testPlans: testPlans, configuration: configuration)
    }
}

/// Options of a scheme's run action.
public struct RunActionOptions: Equatable, Sendable {
    public enum GPUFrameCaptureMode: String, Codable, Sendable {
        case autoEnabled, metal, openGL, disabled

        public static var `default`: GPUFrameCaptureMode { .autoEnabled }
    }

    public var language: SchemeLanguage?
    public var region: String?

    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil,
        storeKitConfigurationPath: Path? = nil, simulatedLocation: SimulatedLocation? = nil,
        enableGPUFrameCaptureMode: GPUFrameCaptureMode = .autoEnabled
    ) -> RunActionOptions {
        RunActionOptions(language: language, region: region)
    }
}

/// How a scheme launches its executable.
public enum LaunchStyle: String, Codable, Sendable {
    case automatically
    case waitForExecutableToBeLaunched
}

/// The Metal options of a scheme's run.
public struct MetalOptions: Equatable, Sendable {
    public static func options(
        apiValidation: Bool = true, shaderValidation: Bool = false, showGraphicsOverview: Bool = false,
        logGraphicsOverview: Bool = false
    ) -> MetalOptions {
        MetalOptions()
    }
}

/// The run action of a scheme.
public struct RunAction: Equatable, Sendable {
    public var configuration: ConfigurationName
    public var executable: TargetReference?

    public static func runAction(
        configuration: ConfigurationName = .debug, attachDebugger: Bool = true,
        customLLDBInitFile: Path? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], executable: TargetReference? = nil,
        arguments: Arguments? = nil, options: RunActionOptions = .options(),
        diagnosticsOptions: SchemeDiagnosticsOptions = .options(),
        metalOptions: MetalOptions = .options(), expandVariableFromTarget: TargetReference? = nil,
        launchStyle: LaunchStyle = .automatically, appClipInvocationURL: URL? = nil,
        customWorkingDirectory: Path? = nil, useCustomWorkingDirectory: Bool = false
    ) -> RunAction {
        RunAction(configuration: configuration, executable: executable)
    }
}

/// The archive action of a scheme.
public struct ArchiveAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func archiveAction(
        configuration: ConfigurationName, revealArchiveInOrganizer: Bool = true,
        customArchiveName: String? = nil, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = []
    ) -> ArchiveAction {
        ArchiveAction(configuration: configuration)
    }
}

/// The profile action of a scheme.
public struct ProfileAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func profileAction(
        configuration: ConfigurationName = .release, preActions: [ExecutionAction] = [],
        postActions: [ExecutionAction] = [], executable: TargetReference? = nil,
        arguments: Arguments? = nil
    ) -> ProfileAction {
        ProfileAction(configuration: configuration)
    }
}

/// The analyze action of a scheme.
public struct AnalyzeAction: Equatable, Sendable {
    public var configuration: ConfigurationName

    public static func analyzeAction(configuration: ConfigurationName) -> AnalyzeAction {
        AnalyzeAction(configuration: configuration)
    }
}

/// A scheme.
public struct Scheme: Equatable, Sendable {
    public var name: String
    public var shared: Bool
    public var hidden: Bool
    public var buildAction: BuildAction?
    public var testAction: TestAction?
    public var runAction: RunAction?
    public var archiveAction: ArchiveAction?
    public var profileAction: ProfileAction?
    public var analyzeAction: AnalyzeAction?

    public init(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil,
        testAction: TestAction? = nil, runAction: RunAction? = nil, archiveAction: ArchiveAction? = nil,
        profileAction: ProfileAction? = nil, analyzeAction: AnalyzeAction? = nil
    ) {
        self.name = name
        self.shared = shared
        self.hidden = hidden
        self.buildAction = buildAction
        self.testAction = testAction
        self.runAction = runAction
        self.archiveAction = archiveAction
        self.profileAction = profileAction
        self.analyzeAction = analyzeAction
    }

    public static func scheme(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil,
        testAction: TestAction? = nil, runAction: RunAction? = nil,
        archiveAction: ArchiveAction? = nil, profileAction: ProfileAction? = nil,
        analyzeAction: AnalyzeAction? = nil
    ) -> Scheme {
        Scheme(
            name: name, shared: shared, hidden: hidden, buildAction: buildAction, testAction: testAction,
            runAction: runAction, archiveAction: archiveAction, profileAction: profileAction,
            analyzeAction: analyzeAction)
    }
}
"""##),
        ("Settings.swift", ##"""
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
"""##),
        ("Targets.swift", ##"""
import Foundation

/// A platform a target builds for.
public enum Platform: String, Codable, Equatable, Hashable, CaseIterable, Sendable {
    case iOS = "ios"
    case macOS = "macos"
    case watchOS = "watchos"
    case tvOS = "tvos"
    case visionOS = "visionos"
}

/// A device or environment a target runs on.
public enum Destination: String, Codable, Equatable, Hashable, CaseIterable, Sendable {
    case iPhone
    case iPad
    case mac
    case macWithiPadDesign
    case macCatalyst
    case appleWatch
    case appleTv
    case appleVision
    case appleVisionWithiPadDesign

    public var platform: Platform {
        switch self {
        case .iPhone, .iPad, .macWithiPadDesign, .macCatalyst, .appleVisionWithiPadDesign: .iOS
        case .mac: .macOS
        case .appleWatch: .watchOS
        case .appleTv: .tvOS
        case .appleVision: .visionOS
        }
    }
}

public typealias Destinations = Set<Destination>

extension Set where Element == Destination {
    public static var iOS: Destinations { [.iPhone, .iPad, .macWithiPadDesign, .appleVisionWithiPadDesign] }
    public static var macOS: Destinations { [.mac] }
    public static var watchOS: Destinations { [.appleWatch] }
    public static var tvOS: Destinations { [.appleTv] }
    public static var visionOS: Destinations { [.appleVision] }

    public var platforms: Set<Platform> { Set<Platform>(map(\.platform)) }
}

/// Devices an iOS target supports (Tuist 3).
public struct DeploymentDevice: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let iphone = DeploymentDevice(rawValue: 1 << 0)
    public static let ipad = DeploymentDevice(rawValue: 1 << 1)
    public static let mac = DeploymentDevice(rawValue: 1 << 2)
    public static let vision = DeploymentDevice(rawValue: 1 << 3)
}

/// The minimum version of one platform (Tuist 3).
public enum DeploymentTarget: Hashable, Sendable {
    case iOS(targetVersion: String, devices: DeploymentDevice, supportsMacDesignedForIOS: Bool = true)
    case macOS(targetVersion: String)
    case watchOS(targetVersion: String)
    case tvOS(targetVersion: String)
    case visionOS(targetVersion: String)

    public var targetVersion: String {
        switch self {
        case .iOS(let version, _, _), .macOS(let version), .watchOS(let version), .tvOS(let version),
            .visionOS(let version):
            version
        }
    }

    var platform: Platform {
        switch self {
        case .iOS: .iOS
        case .macOS: .macOS
        case .watchOS: .watchOS
        case .tvOS: .tvOS
        case .visionOS: .visionOS
        }
    }
}

/// The minimum versions of each platform.
public struct DeploymentTargets: Hashable, Sendable {
    public var iOS: String?
    public var macOS: String?
    public var watchOS: String?
    public var tvOS: String?
    public var visionOS: String?

    public init(
        iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil, visionOS: String? = nil
    ) {
        self.iOS = iOS
        self.macOS = macOS
        self.watchOS = watchOS
        self.tvOS = tvOS
        self.visionOS = visionOS
    }

    public static func multiplatform(
        iOS: String? = nil, macOS: String? = nil, watchOS: String? = nil, tvOS: String? = nil,
        visionOS: String? = nil
    ) -> DeploymentTargets {
        DeploymentTargets(iOS: iOS, macOS: macOS, watchOS: watchOS, tvOS: tvOS, visionOS: visionOS)
    }

    public static func iOS(_ version: String) -> DeploymentTargets { DeploymentTargets(iOS: version) }
    public static func macOS(_ version: String) -> DeploymentTargets { DeploymentTargets(macOS: version) }
    public static func watchOS(_ version: String) -> DeploymentTargets { DeploymentTargets(watchOS: version) }
    public static func tvOS(_ version: String) -> DeploymentTargets { DeploymentTargets(tvOS: version) }
    public static func visionOS(_ version: String) -> DeploymentTargets { DeploymentTargets(visionOS: version) }

    public subscript(platform: Platform) -> String? {
        switch platform {
        case .iOS: iOS
        case .macOS: macOS
        case .watchOS: watchOS
        case .tvOS: tvOS
        case .visionOS: visionOS
        }
    }
}

/// What a target builds.
public enum Product: String, Codable, Equatable, Hashable, CaseIterable, Sendable {
    case app
    case staticLibrary = "static_library"
    case dynamicLibrary = "dynamic_library"
    case framework
    case staticFramework = "static_framework"
    case unitTests = "unit_tests"
    case uiTests = "ui_tests"
    case bundle
    case commandLineTool = "command_line_tool"
    case appClip
    case appExtension = "app_extension"
    case watch2App = "watch2_app"
    case watch2Extension = "watch2_extension"
    case tvTopShelfExtension = "tv_top_shelf_extension"
    case messagesExtension = "messages_extension"
    case stickerPackExtension = "sticker_pack_extension"
    case xpc
    case systemExtension = "system_extension"
    case extensionKitExtension = "extension_kit_extension"
    case macro
}

/// A set of platforms a dependency or file applies to.
public enum PlatformFilter: String, Codable, Hashable, CaseIterable, Comparable, Sendable {
    case ios
    case macos
    case tvos
    case catalyst
    case driverkit
    case watchos
    case visionos

    public static func < (lhs: PlatformFilter, rhs: PlatformFilter) -> Bool { lhs.rawValue < rhs.rawValue }
}

public typealias PlatformFilters = Set<PlatformFilter>

/// The platforms under which a dependency or file is used.
public struct PlatformCondition: Hashable, Equatable, Sendable {
    public let platformFilters: Set<PlatformFilter>

    public static func when(_ platformFilters: Set<PlatformFilter>) -> PlatformCondition? {
        platformFilters.isEmpty ? nil : PlatformCondition(platformFilters: platformFilters)
    }

    var json: RecordedJSON { .array(platformFilters.sorted().map { .string($0.rawValue) }) }
}

/// A property list value.
public enum Plist {
    public indirect enum Value: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
        ExpressibleByDictionaryLiteral,
        ExpressibleByArrayLiteral
    {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case dictionary([String: Value])
        case array([Value])

        public init(stringLiteral value: String) { self = .string(value) }
        public init(integerLiteral value: Int) { self = .integer(value) }
        public init(floatLiteral value: Double) { self = .real(value) }
        public init(booleanLiteral value: Bool) { self = .boolean(value) }
        public init(dictionaryLiteral elements: (String, Value)...) {
            self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
        }
        public init(arrayLiteral elements: Value...) { self = .array(elements) }
    }
}

/// A target's Info.plist.
public enum InfoPlist: Equatable, Sendable, ExpressibleByStringInterpolation {
    public typealias Value = Plist.Value

    case file(path: Path)
    case dictionary([String: Plist.Value])
    case extendingDefault(with: [String: Plist.Value])
    case variable(String, configuration: ConfigurationName? = nil)

    public static var `default`: InfoPlist { .extendingDefault(with: [:]) }

    public init(stringLiteral value: String) {
        self = .file(path: Path(stringLiteral: value))
    }

    public var path: Path? {
        if case .file(let path) = self { return path }
        return nil
    }
}

/// A target's entitlements.
public enum Entitlements: Equatable, Sendable, ExpressibleByStringInterpolation {
    case file(path: Path)
    case dictionary([String: Plist.Value])
    case variable(String)

    public init(stringLiteral value: String) {
        self = .file(path: Path(stringLiteral: value))
    }

    public var path: Path? {
        if case .file(let path) = self { return path }
        return nil
    }
}

/// The public, private and project headers of a target.
public struct Headers: Equatable, Sendable {
    public enum AutomaticExclusionRule: Int, Codable, Sendable {
        case projectExcludesPrivateAndPublic
        case publicExcludesPrivateAndProject
    }

    public var umbrellaHeader: Path?
    public var `public`: FileList?
    public var `private`: FileList?
    public var project: FileList?
    public var exclusionRule: AutomaticExclusionRule

    public init(
        public: FileList? = nil, private: FileList? = nil, project: FileList? = nil,
        exclusionRule: AutomaticExclusionRule = .projectExcludesPrivateAndPublic
    ) {
        self.public = `public`
        self.private = `private`
        self.project = project
        self.exclusionRule = exclusionRule
    }

    public static func headers(
        public: FileList? = nil, private: FileList? = nil, project: FileList? = nil,
        exclusionRule: AutomaticExclusionRule = .projectExcludesPrivateAndPublic
    ) -> Headers {
        Headers(public: `public`, private: `private`, project: project, exclusionRule: exclusionRule)
    }

    public static func allHeaders(
        from list: FileList, umbrella: Path, private privateHeaders: FileList? = nil
    ) -> Headers {
        var headers = Headers(public: list, private: privateHeaders, project: nil)
        headers.umbrellaHeader = umbrella
        return headers
    }

    public static func onlyHeaders(
        from list: FileList, umbrella: Path, private privateHeaders: FileList? = nil
    ) -> Headers {
        allHeaders(from: list, umbrella: umbrella, private: privateHeaders)
    }
}

/// A Core Data model of a target.
public struct CoreDataModel: Equatable, Sendable {
    public var path: Path
    public var currentVersion: String?

    public init(_ path: Path, currentVersion: String? = nil) {
        self.path = path
        self.currentVersion = currentVersion
    }

    public static func coreDataModel(_ path: Path, currentVersion: String? = nil) -> CoreDataModel {
        CoreDataModel(path, currentVersion: currentVersion)
    }
}

/// A build rule of a target (not read by archlint).
public struct BuildRule: Equatable, Sendable {
    public enum CompilerSpec: String, Codable, Equatable, Sendable {
        case appleClang, swiftCompiler, customScript, metalCompiler, appIntentsMetadataExtractor, assetCatalogCompiler
        case copyPlistFile, copyStringsFile, coreDataMappingModelCompiler, coreMLModelCompiler, dataModelCompiler
        case intentDefinitionCompiler, interfaceBuilderStoryboardCompiler, interfaceBuilderXIBCompiler, lex, yacc
        case mig, rezCompiler, stringsFileCompiler, textBasedAPITool, defaultCompiler
    }

    public enum FileType: String, Codable, Equatable, Sendable {
        case sourceFilesWithNamesMatching, swiftSource, cSource, cppSource, objCSource, objCPPSource, metalSourceFile
        case assetCatalog, propertyList, interfaceBuilderStoryboard, interfaceBuilderXIB, stringsFile, dataModel
        case intentDefinition, coreMLMachineLearningModel, text, json, yaml, javaSource, lexFile, yaccFile, image
    }

    public var name: String?
    public var fileType: FileType
    public var filePatterns: String?
    public var compilerSpec: CompilerSpec
    public var inputFiles: [String]
    public var outputFiles: [String]
    public var outputFilesCompilerFlags: [String]
    public var script: String?
    public var runOncePerArchitecture: Bool?

    public static func buildRule(
        name: String? = nil, fileType: FileType, filePatterns: String? = nil,
        compilerSpec: CompilerSpec, inputFiles: [String] = [], outputFiles: [String] = [],
        outputFilesCompilerFlags: [String] = [], script: String? = nil,
        runOncePerArchitecture: Bool? = nil
    ) -> BuildRule {
        BuildRule(
            name: name, fileType: fileType, filePatterns: filePatterns, compilerSpec: compilerSpec,
            inputFiles: inputFiles,
            outputFiles: outputFiles, outputFilesCompilerFlags: outputFilesCompilerFlags, script: script,
            runOncePerArchitecture: runOncePerArchitecture)
    }
}

/// A copy-files build phase (not read by archlint).
public struct CopyFilesAction: Equatable, Sendable {
    public enum Destination: String, Codable, Equatable, Sendable {
        case absolutePath, productsDirectory, wrapper, executables, resources, javaResources, frameworks
        case sharedFrameworks, sharedSupport, plugins, other
    }

    public var name: String
    public var destination: Destination
    public var subpath: String?
    public var files: [CopyFileElement]

    static func make(
        _ name: String, _ destination: Destination, _ subpath: String?, _ files: [CopyFileElement]
    ) -> CopyFilesAction {
        CopyFilesAction(name: name, destination: destination, subpath: subpath, files: files)
    }

    public static func absolutePath(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .absolutePath, subpath, files)
    }
    public static func productsDirectory(
        name: String, subpath: String? = nil, files: [CopyFileElement]
    ) -> CopyFilesAction {
        make(name, .productsDirectory, subpath, files)
    }
    public static func wrapper(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .wrapper, subpath, files)
    }
    public static func executables(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .executables, subpath, files)
    }
    public static func resources(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .resources, subpath, files)
    }
    public static func javaResources(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction
    {
        make(name, .javaResources, subpath, files)
    }
    public static func frameworks(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .frameworks, subpath, files)
    }
    public static func sharedFrameworks(
        name: String, subpath: String? = nil, files: [CopyFileElement]
    ) -> CopyFilesAction {
        make(name, .sharedFrameworks, subpath, files)
    }
    public static func sharedSupport(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction
    {
        make(name, .sharedSupport, subpath, files)
    }
    public static func plugins(name: String, subpath: String? = nil, files: [CopyFileElement]) -> CopyFilesAction {
        make(name, .plugins, subpath, files)
    }
}

/// A script build phase (not read by archlint).
public struct TargetScript: Equatable, Sendable {
    public enum Order: String, Codable, Equatable, Sendable {
        case pre
        case post
    }

    public enum Script: Equatable, Sendable {
        case tool(path: String, args: [String] = [])
        case scriptPath(path: Path, args: [String] = [])
        case embedded(String)
    }

    public var name: String
    public var script: Script
    public var order: Order
    public var inputPaths: [FileListGlob]
    public var inputFileListPaths: [Path]
    public var outputPaths: [Path]
    public var outputFileListPaths: [Path]
    public var basedOnDependencyAnalysis: Bool?
    public var runForInstallBuildsOnly: Bool
    public var shellPath: String
    public var dependencyFile: Path?

    public init(
        name: String, order: Order, script: Script = .embedded(""), inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false, shellPath: String = "/bin/sh",
        dependencyFile: Path? = nil
    ) {
        self.name = name
        self.script = script
        self.order = order
        self.inputPaths = inputPaths
        self.inputFileListPaths = inputFileListPaths
        self.outputPaths = outputPaths
        self.outputFileListPaths = outputFileListPaths
        self.basedOnDependencyAnalysis = basedOnDependencyAnalysis
        self.runForInstallBuildsOnly = runForInstallBuildsOnly
        self.shellPath = shellPath
        self.dependencyFile = dependencyFile
    }

    public static func pre(
        path: Path, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .scriptPath(path: path, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        path: Path, arguments: [String] = [], name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .scriptPath(path: path, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        path: Path, arguments: String..., name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .scriptPath(path: path, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        path: Path, arguments: String..., name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .scriptPath(path: path, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    public static func pre(
        tool: String, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .tool(path: tool, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        tool: String, arguments: [String] = [], name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .tool(path: tool, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        tool: String, arguments: String..., name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .tool(path: tool, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        tool: String, arguments: String..., name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .tool(path: tool, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    public static func pre(
        script: String, name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .embedded(script), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func pre(
        script: String, name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .pre, script: .embedded(script), inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    public static func post(
        path: Path, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .scriptPath(path: path, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        path: Path, arguments: [String] = [], name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .scriptPath(path: path, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        path: Path, arguments: String..., name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .scriptPath(path: path, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        path: Path, arguments: String..., name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .scriptPath(path: path, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    public static func post(
        tool: String, arguments: [String] = [], name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .tool(path: tool, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        tool: String, arguments: [String] = [], name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .tool(path: tool, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        tool: String, arguments: String..., name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .tool(path: tool, args: arguments), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        tool: String, arguments: String..., name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .tool(path: tool, args: arguments),
            inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    public static func post(
        script: String, name: String, inputPaths: [FileListGlob] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .embedded(script), inputPaths: inputPaths,
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }

    @_disfavoredOverload
    public static func post(
        script: String, name: String, inputPaths: [Path] = [],
        inputFileListPaths: [Path] = [], outputPaths: [Path] = [], outputFileListPaths: [Path] = [],
        basedOnDependencyAnalysis: Bool? = nil, runForInstallBuildsOnly: Bool = false,
        shellPath: String = "/bin/sh", dependencyFile: Path? = nil
    ) -> TargetScript {
        TargetScript(
            name: name, order: .post, script: .embedded(script), inputPaths: inputPaths.map { FileListGlob.glob($0) },
            inputFileListPaths: inputFileListPaths, outputPaths: outputPaths,
            outputFileListPaths: outputFileListPaths, basedOnDependencyAnalysis: basedOnDependencyAnalysis,
            runForInstallBuildsOnly: runForInstallBuildsOnly, shellPath: shellPath, dependencyFile: dependencyFile)
    }
}

/// Whether a target merges its dynamic dependencies into its binary.
public enum MergedBinaryType: Equatable, Sendable {
    case disabled
    case automatic
    case manual(mergeableDependencies: Set<String>)
}

/// On-demand resource tags of a target.
public struct OnDemandResourcesTags: Equatable, Sendable {
    public let initialInstall: [String]?
    public let prefetchOrder: [String]?

    public static func tags(initialInstall: [String]?, prefetchOrder: [String]?) -> OnDemandResourcesTags {
        OnDemandResourcesTags(initialInstall: initialInstall, prefetchOrder: prefetchOrder)
    }
}

/// Tags on a target.
public struct TargetMetadata: Equatable, Sendable {
    public var tags: Set<String>
    public var isLocal: Bool

    public static func metadata(tags: Set<String> = [], isLocal: Bool = true) -> TargetMetadata {
        TargetMetadata(tags: tags, isLocal: isLocal)
    }

    public static var `default`: TargetMetadata { .metadata() }
}

/// A variable in the environment of a scheme's run.
public struct EnvironmentVariable: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    public var value: String
    public var isEnabled: Bool

    public init(value: String, isEnabled: Bool = true) {
        self.value = value
        self.isEnabled = isEnabled
    }

    public static func environmentVariable(value: String, isEnabled: Bool = true) -> EnvironmentVariable {
        EnvironmentVariable(value: value, isEnabled: isEnabled)
    }

    public init(stringLiteral value: String) {
        self.init(value: value)
    }
}

/// An argument passed when a scheme runs.
public struct LaunchArgument: Equatable, Hashable, Sendable {
    public var name: String
    public var isEnabled: Bool

    public init(name: String, isEnabled: Bool = true) {
        self.name = name
        self.isEnabled = isEnabled
    }

    public static func launchArgument(name: String, isEnabled: Bool = true) -> LaunchArgument {
        LaunchArgument(name: name, isEnabled: isEnabled)
    }
}

/// A target of a project. Targets remember where they were made (`#filePath`, `#line`) for
/// archlint's messages.
public struct Target: Equatable, Sendable {
    public var name: String
    public var destinations: Destinations
    public var product: Product
    public var productName: String?
    public var bundleId: String
    public var deploymentTargets: DeploymentTargets?
    public var infoPlist: InfoPlist?
    public var sources: SourceFilesList?
    public var resources: ResourceFileElements?
    public var copyFiles: [CopyFilesAction]?
    public var headers: Headers?
    public var entitlements: Entitlements?
    public var scripts: [TargetScript]
    public var dependencies: [TargetDependency]
    public var settings: Settings?
    public var coreDataModels: [CoreDataModel]
    public var environmentVariables: [String: EnvironmentVariable]
    public var launchArguments: [LaunchArgument]
    public var additionalFiles: [FileElement]
    public var buildRules: [BuildRule]
    public var mergedBinaryType: MergedBinaryType
    public var mergeable: Bool
    public var onDemandResourcesTags: OnDemandResourcesTags?
    public var metadata: TargetMetadata
    public var buildableFolders: [BuildableFolder]
    /// Set by the Tuist 3 initialiser: the platform it named.
    var declaredPlatform: Platform?
    var site: RecordedSite

    public static func == (lhs: Target, rhs: Target) -> Bool {
        lhs.name == rhs.name && lhs.destinations == rhs.destinations && lhs.product == rhs.product
            && lhs.productName == rhs.productName && lhs.bundleId == rhs.bundleId && lhs.sources == rhs.sources
            && lhs.dependencies == rhs.dependencies && lhs.settings == rhs.settings
    }

    // swiftlint:disable:next function_parameter_count
    init(
        name: String, destinations: Destinations, product: Product, productName: String?, bundleId: String,
        deploymentTargets: DeploymentTargets?, infoPlist: InfoPlist?, sources: SourceFilesList?,
        resources: ResourceFileElements?, buildableFolders: [BuildableFolder], copyFiles: [CopyFilesAction]?,
        headers: Headers?,
        entitlements: Entitlements?, scripts: [TargetScript], dependencies: [TargetDependency], settings: Settings?,
        coreDataModels: [CoreDataModel], environmentVariables: [String: EnvironmentVariable],
        launchArguments: [LaunchArgument],
        additionalFiles: [FileElement], buildRules: [BuildRule], mergedBinaryType: MergedBinaryType, mergeable: Bool,
        onDemandResourcesTags: OnDemandResourcesTags?, metadata: TargetMetadata, declaredPlatform: Platform?,
        site: RecordedSite
    ) {
        self.name = name
        self.destinations = destinations
        self.product = product
        self.productName = productName
        self.bundleId = bundleId
        self.deploymentTargets = deploymentTargets
        self.infoPlist = infoPlist
        self.sources = sources
        self.resources = resources
        self.copyFiles = copyFiles
        self.headers = headers
        self.entitlements = entitlements
        self.scripts = scripts
        self.dependencies = dependencies
        self.settings = settings
        self.coreDataModels = coreDataModels
        self.environmentVariables = environmentVariables
        self.launchArguments = launchArguments
        self.additionalFiles = additionalFiles
        self.buildRules = buildRules
        self.mergedBinaryType = mergedBinaryType
        self.mergeable = mergeable
        self.onDemandResourcesTags = onDemandResourcesTags
        self.metadata = metadata
        self.buildableFolders = buildableFolders
        self.declaredPlatform = declaredPlatform
        self.site = site
    }

    /// Tuist 4's factory.
    public static func target(
        name: String, destinations: Destinations, product: Product, productName: String? = nil, bundleId: String,
        deploymentTargets: DeploymentTargets? = nil, infoPlist: InfoPlist? = .default, sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil, buildableFolders: [BuildableFolder] = [],
        copyFiles: [CopyFilesAction]? = nil,
        headers: Headers? = nil, entitlements: Entitlements? = nil, scripts: [TargetScript] = [],
        dependencies: [TargetDependency] = [], settings: Settings? = nil, coreDataModels: [CoreDataModel] = [],
        environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [], buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false, onDemandResourcesTags: OnDemandResourcesTags? = nil,
        metadata: TargetMetadata = .default,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Target {
        Target(
            name: name, destinations: destinations, product: product, productName: productName, bundleId: bundleId,
            deploymentTargets: deploymentTargets, infoPlist: infoPlist, sources: sources, resources: resources,
            buildableFolders: buildableFolders, copyFiles: copyFiles, headers: headers, entitlements: entitlements,
            scripts: scripts, dependencies: dependencies, settings: settings, coreDataModels: coreDataModels,
            environmentVariables: environmentVariables, launchArguments: launchArguments,
            additionalFiles: additionalFiles,
            buildRules: buildRules, mergedBinaryType: mergedBinaryType, mergeable: mergeable,
            onDemandResourcesTags: onDemandResourcesTags, metadata: metadata, declaredPlatform: nil,
            site: RecordedSite(file, line))
    }

    /// The initialiser of late Tuist 3 releases (destinations).
    public init(
        name: String, destinations: Destinations, product: Product, productName: String? = nil, bundleId: String,
        deploymentTargets: DeploymentTargets? = nil, infoPlist: InfoPlist? = .default, sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil, copyFiles: [CopyFilesAction]? = nil, headers: Headers? = nil,
        entitlements: Entitlements? = nil, scripts: [TargetScript] = [], dependencies: [TargetDependency] = [],
        settings: Settings? = nil, coreDataModels: [CoreDataModel] = [],
        environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [], buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            name: name, destinations: destinations, product: product, productName: productName, bundleId: bundleId,
            deploymentTargets: deploymentTargets, infoPlist: infoPlist, sources: sources, resources: resources,
            buildableFolders: [], copyFiles: copyFiles, headers: headers, entitlements: entitlements, scripts: scripts,
            dependencies: dependencies, settings: settings, coreDataModels: coreDataModels,
            environmentVariables: environmentVariables, launchArguments: launchArguments,
            additionalFiles: additionalFiles, buildRules: buildRules, mergedBinaryType: mergedBinaryType,
            mergeable: mergeable, onDemandResourcesTags: nil, metadata: .default, declaredPlatform: nil,
            site: RecordedSite(file, line))
    }

    /// The Tuist 3 initialiser (one platform).
    public init(
        name: String, platform: Platform, product: Product, productName: String? = nil, bundleId: String,
        deploymentTarget: DeploymentTarget? = nil, infoPlist: InfoPlist? = .default, sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil, copyFiles: [CopyFilesAction]? = nil, headers: Headers? = nil,
        entitlements: Entitlements? = nil, scripts: [TargetScript] = [], dependencies: [TargetDependency] = [],
        settings: Settings? = nil, coreDataModels: [CoreDataModel] = [],
        environmentVariables: [String: EnvironmentVariable] = [:], launchArguments: [LaunchArgument] = [],
        additionalFiles: [FileElement] = [], buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled,
        mergeable: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            name: name, destinations: Target.destinations(platform, deploymentTarget), product: product,
            productName: productName, bundleId: bundleId,
            deploymentTargets: Target.deploymentTargets(deploymentTarget), infoPlist: infoPlist, sources: sources,
            resources: resources, buildableFolders: [], copyFiles: copyFiles, headers: headers,
            entitlements: entitlements, scripts: scripts, dependencies: dependencies, settings: settings,
            coreDataModels: coreDataModels, environmentVariables: environmentVariables,
            launchArguments: launchArguments, additionalFiles: additionalFiles, buildRules: buildRules,
            mergedBinaryType: mergedBinaryType, mergeable: mergeable, onDemandResourcesTags: nil, metadata: .default,
            declaredPlatform: platform, site: RecordedSite(file, line))
    }

    /// The Tuist 3 initialiser whose scheme environment is a plain dictionary.
    @_disfavoredOverload
    public init(
        name: String, platform: Platform, product: Product, productName: String? = nil, bundleId: String,
        deploymentTarget: DeploymentTarget? = nil, infoPlist: InfoPlist? = .default, sources: SourceFilesList? = nil,
        resources: ResourceFileElements? = nil, copyFiles: [CopyFilesAction]? = nil, headers: Headers? = nil,
        entitlements: Entitlements? = nil, scripts: [TargetScript] = [], dependencies: [TargetDependency] = [],
        settings: Settings? = nil, coreDataModels: [CoreDataModel] = [], environment: [String: String],
        launchArguments: [LaunchArgument] = [], additionalFiles: [FileElement] = [], buildRules: [BuildRule] = [],
        mergedBinaryType: MergedBinaryType = .disabled, mergeable: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(
            name: name, destinations: Target.destinations(platform, deploymentTarget), product: product,
            productName: productName, bundleId: bundleId,
            deploymentTargets: Target.deploymentTargets(deploymentTarget), infoPlist: infoPlist, sources: sources,
            resources: resources, buildableFolders: [], copyFiles: copyFiles, headers: headers,
            entitlements: entitlements, scripts: scripts, dependencies: dependencies, settings: settings,
            coreDataModels: coreDataModels,
            environmentVariables: environment.mapValues { EnvironmentVariable(value: $0) },
            launchArguments: launchArguments, additionalFiles: additionalFiles, buildRules: buildRules,
            mergedBinaryType: mergedBinaryType, mergeable: mergeable, onDemandResourcesTags: nil, metadata: .default,
            declaredPlatform: platform, site: RecordedSite(file, line))
    }

    /// The platform of a Tuist 3 target (the first of its destinations otherwise).
    public var platform: Platform {
        declaredPlatform ?? destinations.platforms.sorted { $0.rawValue < $1.rawValue }.first ?? .iOS
    }

    /// The destinations Tuist 3 gives a target of one platform.
    static func destinations(_ platform: Platform, _ deploymentTarget: DeploymentTarget?) -> Destinations {
        switch (platform, deploymentTarget) {
        case (.iOS, .iOS(_, let devices, let designedForIOS)?):
            var destinations: Destinations = []
            if devices.contains(.iphone) { destinations.insert(.iPhone) }
            if devices.contains(.ipad) { destinations.insert(.iPad) }
            if devices.contains(.mac) { destinations.insert(.macCatalyst) }
            if devices.contains(.vision) { destinations.insert(.appleVisionWithiPadDesign) }
            if designedForIOS { destinations.insert(.macWithiPadDesign) }
            return destinations.isEmpty ? .iOS : destinations
        case (.iOS, _): return .iOS
        case (.macOS, _): return .macOS
        case (.watchOS, _): return .watchOS
        case (.tvOS, _): return .tvOS
        case (.visionOS, _): return .visionOS
        }
    }

    static func deploymentTargets(_ target: DeploymentTarget?) -> DeploymentTargets? {
        guard let target else { return nil }
        switch target.platform {
        case .iOS: return .iOS(target.targetVersion)
        case .macOS: return .macOS(target.targetVersion)
        case .watchOS: return .watchOS(target.targetVersion)
        case .tvOS: return .tvOS(target.targetVersion)
        case .visionOS: return .visionOS(target.targetVersion)
        }
    }

    var json: RecordedJSON {
        var members: [(String, RecordedJSON)] = [
            ("name", .string(name)),
            ("product", .string(product.rawValue)),
            ("productName", .optional(productName)),
            ("bundleId", .string(bundleId)),
            ("destinations", .array(destinations.map(\.rawValue).sorted().map { .string($0) })),
            ("platform", .optional(declaredPlatform?.rawValue)),
            ("sources", .array((sources?.globs ?? []).map(\.json))),
            ("buildableFolders", .array(buildableFolders.map(\.json))),
            ("dependencies", .array(dependencies.map(\.json))),
            ("settings", settings?.json ?? .null),
        ]
        members += site.json
        return .object(members)
    }
}
"""##),
    ]
}
