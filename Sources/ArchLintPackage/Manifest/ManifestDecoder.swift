import Foundation
import ArchLintSupport

/// Decodes the JSON printed by `swift package dump-package` into a `PackageManifest`.
///
/// Tolerant by design: unknown keys are ignored, missing optional keys take defaults, and the
/// shapes of several SwiftPM versions are accepted (dependency conditions as `platformNames`,
/// configuration as a string or `{"config": ...}`, traits). Only what the graph needs is strict:
/// a package name and target names.
package enum ManifestDecoder {
    /// Why a JSON document is not a usable manifest dump.
    package struct DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
        /// JSON path of the offending value, e.g. `targets[2].name`.
        package var keyPath: String
        package var reason: String
        package var description: String {
            keyPath.isEmpty ? reason : "\(keyPath): \(reason)"
        }
    }

    package static func decode(_ data: Data) throws(DecodingError) -> PackageManifest {
        // archlint's own reader, not JSONSerialization: it keeps a 30 MB dump of 20,000 targets
        // in about a tenth of the memory (Foundation's dictionaries reserve room per object),
        // bounds the nesting, and locates a syntax error.
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes: [UInt8](data))
        } catch {
            throw DecodingError(keyPath: "", reason: "not valid JSON (\(error))")
        }
        guard case .object = document else {
            throw DecodingError(keyPath: "", reason: "expected a JSON object at the top level")
        }
        guard let name = document["name"]?.stringValue else {
            throw DecodingError(
                keyPath: "name",
                reason: "missing package name; this does not look like `swift package dump-package` output"
            )
        }
        guard case .array(let rawTargets, _)? = document["targets"] else {
            throw DecodingError(
                keyPath: "targets",
                reason: "missing target list; this does not look like `swift package dump-package` output"
            )
        }
        var manifest = PackageManifest(name: name)
        manifest.toolsVersion = document["toolsVersion"]?["_version"]?.stringValue
        manifest.platforms = (document["platforms"]?.arrayValue ?? []).compactMap { entry in
            guard let platform = entry["platformName"]?.stringValue else { return nil }
            return PackageManifest.PlatformRequirement(platform: platform, version: entry["version"]?.stringValue ?? "")
        }
        manifest.products = (document["products"]?.arrayValue ?? []).compactMap(decodeProduct)
        manifest.dependencies = (document["dependencies"]?.arrayValue ?? []).compactMap(decodePackageDependency)
        manifest.targets.reserveCapacity(rawTargets.count)
        for (index, rawTarget) in rawTargets.enumerated() {
            manifest.targets.append(try decodeTarget(rawTarget, keyPath: "targets[\(index)]"))
        }
        return manifest
    }

    private static func decodeProduct(_ entry: JSONValue) -> PackageManifest.Product? {
        guard let name = entry["name"]?.stringValue else { return nil }
        let targets = entry["targets"]?.stringArray ?? []
        let kind: PackageManifest.Product.Kind
        var isDynamic = false, isStatic = false
        if let type = entry["type"], let key = type.members?.map(\.key).sorted().first {
            // `{"library": ["dynamic"]}` (or "static", "automatic").
            isDynamic = type["library"]?.stringArray?.first == "dynamic"
            isStatic = type["library"]?.stringArray?.first == "static"
            switch key {
            case "library": kind = .library
            case "executable": kind = .executable
            case "plugin": kind = .plugin
            case "macro": kind = .macro
            case "snippet": kind = .snippet
            case "test": kind = .test
            default: kind = .other(key)
            }
        } else {
            kind = .other("unknown")
        }
        return .init(name: name, kind: kind, targets: targets, isDynamic: isDynamic, isStatic: isStatic)
    }

    private static func decodePackageDependency(_ entry: JSONValue) -> PackageManifest.PackageDependency? {
        guard let members = entry.members else { return nil }
        for key in members.map(\.key).sorted() {
            guard let payload = entry[key]?.arrayValue?.first, payload.members != nil else { continue }
            let identity = payload["identity"]?.stringValue ?? ""
            let explicitName = payload["nameForTargetDependencyResolutionOnly"]?.stringValue
            switch key {
            case "fileSystem":
                let path = payload["path"]?.stringValue ?? ""
                return .init(identity: identity, explicitName: explicitName, location: .fileSystem(path: path))
            case "sourceControl":
                var location = ""
                if let loc = payload["location"], loc.members != nil {
                    if let remote = loc["remote"]?.arrayValue?.first {
                        location = remote["urlString"]?.stringValue ?? remote.stringValue ?? ""
                    } else if let local = loc["local"]?.arrayValue?.first?.stringValue {
                        location = local
                    }
                }
                return .init(
                    identity: identity, explicitName: explicitName, location: .sourceControl(location: location))
            case "registry":
                return .init(identity: identity, explicitName: explicitName, location: .registry(identity: identity))
            default:
                continue
            }
        }
        return nil
    }

    private static func decodeTarget(_ entry: JSONValue, keyPath: String) throws(DecodingError)
        -> PackageManifest.Target
    {
        guard entry.members != nil else {
            throw DecodingError(keyPath: keyPath, reason: "expected an object")
        }
        guard let name = entry["name"]?.stringValue, !name.isEmpty else {
            throw DecodingError(keyPath: "\(keyPath).name", reason: "missing target name")
        }
        let typeName = entry["type"]?.stringValue ?? "regular"
        guard let kind = PackageManifest.Target.Kind(rawValue: typeName) else {
            throw DecodingError(
                keyPath: "\(keyPath).type",
                reason:
                    "unknown target type '\(typeName)' (expected one of "
                    + "\(PackageManifest.Target.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        var target = PackageManifest.Target(name: name, kind: kind)
        target.path = entry["path"]?.stringValue
        target.sources = entry["sources"]?.stringArray
        target.exclude = entry["exclude"]?.stringArray ?? []
        target.resources = (entry["resources"]?.arrayValue ?? []).compactMap { resource in
            guard let path = resource["path"]?.stringValue else { return nil }
            let rule = resource["rule"]?.members?.map(\.key).sorted().first ?? "process"
            return PackageManifest.Resource(path: path, rule: rule)
        }
        for (index, rawDependency) in (entry["dependencies"]?.arrayValue ?? []).enumerated() {
            if let dependency = decodeTargetDependency(rawDependency) {
                target.dependencies.append(dependency)
            } else {
                throw DecodingError(
                    keyPath: "\(keyPath).dependencies[\(index)]",
                    reason: "unrecognised dependency form (expected byName, target or product)"
                )
            }
        }
        target.defines = (entry["settings"]?.arrayValue ?? []).compactMap { setting in
            guard setting.members != nil,
                (setting["tool"]?.stringValue ?? "swift") == "swift",
                let define = setting["kind"]?["define"]
            else { return nil }
            guard let defineName = define["_0"]?.stringValue ?? define.stringValue else { return nil }
            return PackageManifest.Define(name: defineName, condition: decodeCondition(setting["condition"]))
        }
        return target
    }

    private static func decodeTargetDependency(_ entry: JSONValue) -> PackageManifest.TargetDependency? {
        guard entry.members != nil else { return nil }
        if let payload = entry["byName"]?.arrayValue, let name = payload.first?.stringValue {
            return .init(.byName(name), condition: decodeCondition(payload.count > 1 ? payload[1] : nil))
        }
        if let payload = entry["target"]?.arrayValue, let name = payload.first?.stringValue {
            return .init(.target(name), condition: decodeCondition(payload.count > 1 ? payload[1] : nil))
        }
        if let payload = entry["product"]?.arrayValue, let name = payload.first?.stringValue {
            let package = payload.count > 1 ? payload[1].stringValue : nil
            var aliases: [String: String] = [:]
            if payload.count > 2, let members = payload[2].members {
                for member in members {
                    guard let alias = member.value.stringValue else { aliases = [:]; break }
                    aliases[member.key] = alias
                }
            }
            let condition = decodeCondition(payload.count > 3 ? payload[3] : nil)
            return .init(.product(name: name, package: package, moduleAliases: aliases), condition: condition)
        }
        return nil
    }

    private static func decodeCondition(_ entry: JSONValue?) -> PackageManifest.Condition? {
        guard let entry, entry.members != nil else { return nil }
        let platforms = (entry["platformNames"]?.stringArray ?? []).map { $0.lowercased() }.sorted()
        var configuration: String?
        if let config = entry["config"]?.stringValue {
            configuration = config
        } else if let config = entry["config"]?["config"]?.stringValue {
            configuration = config
        }
        let traits = (entry["traits"]?.stringArray ?? []).sorted()
        if platforms.isEmpty && configuration == nil && traits.isEmpty { return nil }
        return .init(platforms: platforms, configuration: configuration, traits: traits)
    }
}
