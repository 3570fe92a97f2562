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
