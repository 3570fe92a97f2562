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
