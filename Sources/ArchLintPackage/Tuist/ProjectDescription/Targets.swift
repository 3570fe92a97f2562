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
