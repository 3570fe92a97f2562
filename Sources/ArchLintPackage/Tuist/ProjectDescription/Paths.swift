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
