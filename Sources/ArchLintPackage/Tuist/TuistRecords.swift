import Foundation
import ArchLintSupport

/// A path as a manifest recorded it, before it is resolved.
struct TuistRecordedPath: Sendable, Hashable {
    enum Base: String, Sendable {
        case relativeToManifest, relativeToRoot, relativeToCurrentFile
    }

    var base: Base
    var path: String
    /// The file that wrote it (for `.relativeToCurrentFile`).
    var caller: String?
}

/// Source files of a target: a glob minus exclusions.
struct TuistRecordedGlob: Sendable, Hashable {
    var glob: TuistRecordedPath
    var excluding: [TuistRecordedPath]
    /// `.generated(...)`: a file a build phase writes, named exactly.
    var isGenerated: Bool
}

/// A buildable folder (Xcode 16 synchronized group) and the file paths excluded from it.
struct TuistRecordedFolder: Sendable, Hashable {
    var path: TuistRecordedPath
    var excluded: [String]
}

/// A dependency of a target, with the file and line that wrote it.
struct TuistRecordedDependency: Sendable, Hashable {
    enum Kind: String, Sendable {
        case target, macro, project, framework, library, package, packagePlugin, sdk, xcframework, xctest, external
    }

    var kind: Kind
    var name: String
    var path: TuistRecordedPath?
    /// `condition: .when([...])`, the platform filters' names; nil for every platform.
    var platforms: [String]?
    var site: SourceLocation
}

/// Build settings: base, and per configuration.
struct TuistRecordedSettings: Sendable, Hashable {
    struct Configuration: Sendable, Hashable {
        var name: String
        var isDebug: Bool
        var settings: [(String, String)]
        var xcconfig: TuistRecordedPath?

        static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.name == rhs.name && lhs.isDebug == rhs.isDebug && lhs.xcconfig == rhs.xcconfig
                && lhs.settings.map(\.0) == rhs.settings.map(\.0) && lhs.settings.map(\.1) == rhs.settings.map(\.1)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(settings.map(\.0))
        }
    }

    var base: [(String, String)]
    var configurations: [Configuration]
    /// `recommended`, `essential` or `none`.
    var defaultSettings: String

    static func == (lhs: TuistRecordedSettings, rhs: TuistRecordedSettings) -> Bool {
        lhs.base.map(\.0) == rhs.base.map(\.0) && lhs.base.map(\.1) == rhs.base.map(\.1)
            && lhs.configurations == rhs.configurations && lhs.defaultSettings == rhs.defaultSettings
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(base.map(\.0))
        hasher.combine(configurations)
    }
}

/// A target as its manifest recorded it.
struct TuistRecordedTarget: Sendable, Hashable {
    var name: String
    var product: String
    var productName: String?
    var destinations: [String]
    /// The platform a Tuist 3 `Target(platform:)` named.
    var platform: String?
    var sources: [TuistRecordedGlob]
    var buildableFolders: [TuistRecordedFolder]
    var dependencies: [TuistRecordedDependency]
    var settings: TuistRecordedSettings?
    var site: SourceLocation
}

/// A Swift package a project or Tuist's dependencies name.
enum TuistRecordedPackage: Sendable, Hashable {
    case remote(url: String)
    case local(TuistRecordedPath)
    case registry(identifier: String)
}

/// A project as its manifest recorded it.
struct TuistRecordedProject: Sendable, Hashable {
    var name: String
    var packages: [TuistRecordedPackage]
    var settings: TuistRecordedSettings?
    var targets: [TuistRecordedTarget]
    var site: SourceLocation
}

/// One object a manifest made.
enum TuistRecord: Sendable, Hashable {
    case project(TuistRecordedProject)
    case workspace(name: String, projects: [TuistRecordedPath])
    /// A configuration manifest: the local plugins it names (paths), and whether it names plugins
    /// fetched from git (not available without network).
    case config(localPlugins: [TuistRecordedPath], gitPlugins: [String])
    case dependencies(packages: [TuistRecordedPackage])
    case plugin(name: String)
    case packageSettings

    /// Decodes what the driver printed for one manifest; nil when it is not such a document.
    static func decode(_ text: String) -> [TuistRecord]? {
        guard let elements = (try? JSONParser.parse(text))?.arrayValue else { return nil }
        var records: [TuistRecord] = []
        for element in elements {
            guard let kind = element["kind"]?.stringValue else { return nil }
            switch kind {
            case "project":
                guard let project = decodeProject(element) else { return nil }
                records.append(.project(project))
            case "workspace":
                guard let name = element["name"]?.stringValue, let paths = element["projects"]?.arrayValue else {
                    return nil
                }
                records.append(.workspace(name: name, projects: paths.compactMap(decodePath)))
            case "config":
                var local: [TuistRecordedPath] = []
                var git: [String] = []
                for plugin in element["plugins"]?.arrayValue ?? [] {
                    if let path = plugin["path"].flatMap(decodePath) { local.append(path) }
                    if let url = plugin["url"]?.stringValue { git.append(url) }
                }
                records.append(.config(localPlugins: local, gitPlugins: git))
            case "dependencies":
                records.append(
                    .dependencies(packages: (element["packages"]?.arrayValue ?? []).compactMap(decodePackage)))
            case "plugin":
                guard let name = element["name"]?.stringValue else { return nil }
                records.append(.plugin(name: name))
            case "packageSettings":
                records.append(.packageSettings)
            default:
                continue
            }
        }
        return records
    }

    private static func decodePath(_ value: JSONValue) -> TuistRecordedPath? {
        guard let type = value["type"]?.stringValue.flatMap(TuistRecordedPath.Base.init(rawValue:)),
            let path = value["path"]?.stringValue
        else { return nil }
        return TuistRecordedPath(base: type, path: path, caller: value["caller"]?.stringValue)
    }

    private static func decodeSite(_ value: JSONValue) -> SourceLocation? {
        guard let file = value["file"]?.stringValue, let line = value["line"]?.integerValue else { return nil }
        return SourceLocation(file: file, line: line, column: 1)
    }

    private static func decodePackage(_ value: JSONValue) -> TuistRecordedPackage? {
        switch value["kind"]?.stringValue {
        case "remote": value["url"]?.stringValue.map { .remote(url: $0) }
        case "local": value["path"].flatMap(decodePath).map { .local($0) }
        case "registry": value["id"]?.stringValue.map { .registry(identifier: $0) }
        default: nil
        }
    }

    private static func settingValue(_ value: JSONValue) -> String? {
        if let text = value.stringValue { return text }
        if let list = value.stringArray {
            return list.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        }
        return nil
    }

    private static func decodeDictionary(_ value: JSONValue?) -> [(String, String)] {
        (value?.members ?? []).compactMap { member in settingValue(member.value).map { (member.key, $0) } }
    }

    private static func decodeSettings(_ value: JSONValue?) -> TuistRecordedSettings? {
        guard let value, value.members != nil else { return nil }
        let configurations = (value["configurations"]?.arrayValue ?? []).compactMap {
            entry -> TuistRecordedSettings.Configuration? in
            guard let name = entry["name"]?.stringValue else { return nil }
            return TuistRecordedSettings.Configuration(
                name: name, isDebug: entry["variant"]?.stringValue == "debug",
                settings: decodeDictionary(entry["settings"]),
                xcconfig: entry["xcconfig"].flatMap(decodePath))
        }
        return TuistRecordedSettings(
            base: decodeDictionary(value["base"]), configurations: configurations,
            defaultSettings: value["defaultSettings"]?.stringValue ?? "recommended")
    }

    private static func decodeDependency(_ value: JSONValue) -> TuistRecordedDependency? {
        guard let kind = value["kind"]?.stringValue.flatMap(TuistRecordedDependency.Kind.init(rawValue:)),
            let name = value["name"]?.stringValue, let site = decodeSite(value)
        else { return nil }
        return TuistRecordedDependency(
            kind: kind, name: name, path: value["path"].flatMap(decodePath),
            platforms: value["platforms"]?.stringArray, site: site)
    }

    private static func decodeTarget(_ value: JSONValue) -> TuistRecordedTarget? {
        guard let name = value["name"]?.stringValue, let product = value["product"]?.stringValue,
            let site = decodeSite(value)
        else { return nil }
        let sources = (value["sources"]?.arrayValue ?? []).compactMap { glob -> TuistRecordedGlob? in
            guard let path = glob["glob"].flatMap(decodePath) else { return nil }
            return TuistRecordedGlob(
                glob: path, excluding: (glob["excluding"]?.arrayValue ?? []).compactMap(decodePath),
                isGenerated: glob["type"]?.stringValue == "generated")
        }
        let folders = (value["buildableFolders"]?.arrayValue ?? []).compactMap { folder -> TuistRecordedFolder? in
            guard let path = folder["path"].flatMap(decodePath) else { return nil }
            return TuistRecordedFolder(path: path, excluded: folder["excluded"]?.stringArray ?? [])
        }
        return TuistRecordedTarget(
            name: name, product: product, productName: value["productName"]?.stringValue,
            destinations: value["destinations"]?.stringArray ?? [],
            platform: value["platform"]?.stringValue, sources: sources, buildableFolders: folders,
            dependencies: (value["dependencies"]?.arrayValue ?? []).compactMap(decodeDependency),
            settings: decodeSettings(value["settings"]), site: site)
    }

    private static func decodeProject(_ value: JSONValue) -> TuistRecordedProject? {
        guard let name = value["name"]?.stringValue, let site = decodeSite(value) else { return nil }
        return TuistRecordedProject(
            name: name, packages: (value["packages"]?.arrayValue ?? []).compactMap(decodePackage),
            settings: decodeSettings(value["settings"]),
            targets: (value["targets"]?.arrayValue ?? []).compactMap(decodeTarget), site: site)
    }
}
