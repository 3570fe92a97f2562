import Foundation

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
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw DecodingError(keyPath: "", reason: "not valid JSON (\(jsonErrorSummary(error)))")
        }
        guard let root = object as? [String: Any] else {
            throw DecodingError(keyPath: "", reason: "expected a JSON object at the top level")
        }
        guard let name = root["name"] as? String else {
            throw DecodingError(
                keyPath: "name",
                reason: "missing package name; this does not look like `swift package dump-package` output"
            )
        }
        guard let rawTargets = root["targets"] as? [Any] else {
            throw DecodingError(
                keyPath: "targets",
                reason: "missing target list; this does not look like `swift package dump-package` output"
            )
        }
        var manifest = PackageManifest(name: name)
        if let tools = root["toolsVersion"] as? [String: Any] {
            manifest.toolsVersion = tools["_version"] as? String
        }
        manifest.platforms = (root["platforms"] as? [Any] ?? []).compactMap { raw in
            guard let entry = raw as? [String: Any], let platform = entry["platformName"] as? String else {
                return nil
            }
            return PackageManifest.PlatformRequirement(platform: platform, version: entry["version"] as? String ?? "")
        }
        manifest.products = (root["products"] as? [Any] ?? []).compactMap(decodeProduct)
        manifest.dependencies = (root["dependencies"] as? [Any] ?? []).compactMap(decodePackageDependency)
        for (index, rawTarget) in rawTargets.enumerated() {
            manifest.targets.append(try decodeTarget(rawTarget, keyPath: "targets[\(index)]"))
        }
        return manifest
    }

    private static func jsonErrorSummary(_ error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo["NSDebugDescription"] as? String { return detail }
        return nsError.localizedDescription
    }

    private static func decodeProduct(_ raw: Any) -> PackageManifest.Product? {
        guard let entry = raw as? [String: Any], let name = entry["name"] as? String else { return nil }
        let targets = entry["targets"] as? [String] ?? []
        let kind: PackageManifest.Product.Kind
        var isDynamic = false
        if let type = entry["type"] as? [String: Any], let key = type.keys.sorted().first {
            // `{"library": ["dynamic"]}` (or "static", "automatic").
            isDynamic = (type["library"] as? [String])?.first == "dynamic"
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
        return .init(name: name, kind: kind, targets: targets, isDynamic: isDynamic)
    }

    private static func decodePackageDependency(_ raw: Any) -> PackageManifest.PackageDependency? {
        guard let entry = raw as? [String: Any] else { return nil }
        for key in entry.keys.sorted() {
            guard let payload = (entry[key] as? [Any])?.first as? [String: Any] else { continue }
            let identity = payload["identity"] as? String ?? ""
            let explicitName = payload["nameForTargetDependencyResolutionOnly"] as? String
            switch key {
            case "fileSystem":
                let path = payload["path"] as? String ?? ""
                return .init(identity: identity, explicitName: explicitName, location: .fileSystem(path: path))
            case "sourceControl":
                var location = ""
                if let loc = payload["location"] as? [String: Any] {
                    if let remote = (loc["remote"] as? [Any])?.first {
                        if let remote = remote as? [String: Any] {
                            location = remote["urlString"] as? String ?? ""
                        } else if let remote = remote as? String {
                            location = remote
                        }
                    } else if let local = (loc["local"] as? [Any])?.first as? String {
                        location = local
                    }
                }
                return .init(identity: identity, explicitName: explicitName, location: .sourceControl(location: location))
            case "registry":
                return .init(identity: identity, explicitName: explicitName, location: .registry(identity: identity))
            default:
                continue
            }
        }
        return nil
    }

    private static func decodeTarget(_ raw: Any, keyPath: String) throws(DecodingError) -> PackageManifest.Target {
        guard let entry = raw as? [String: Any] else {
            throw DecodingError(keyPath: keyPath, reason: "expected an object")
        }
        guard let name = entry["name"] as? String, !name.isEmpty else {
            throw DecodingError(keyPath: "\(keyPath).name", reason: "missing target name")
        }
        let typeName = entry["type"] as? String ?? "regular"
        guard let kind = PackageManifest.Target.Kind(rawValue: typeName) else {
            throw DecodingError(
                keyPath: "\(keyPath).type",
                reason: "unknown target type '\(typeName)' (expected one of \(PackageManifest.Target.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        var target = PackageManifest.Target(name: name, kind: kind)
        target.path = entry["path"] as? String
        target.sources = entry["sources"] as? [String]
        target.exclude = entry["exclude"] as? [String] ?? []
        target.resources = (entry["resources"] as? [Any] ?? []).compactMap { raw in
            guard let resource = raw as? [String: Any], let path = resource["path"] as? String else { return nil }
            let rule = (resource["rule"] as? [String: Any])?.keys.sorted().first ?? "process"
            return PackageManifest.Resource(path: path, rule: rule)
        }
        for (index, rawDependency) in (entry["dependencies"] as? [Any] ?? []).enumerated() {
            if let dependency = decodeTargetDependency(rawDependency) {
                target.dependencies.append(dependency)
            } else {
                throw DecodingError(
                    keyPath: "\(keyPath).dependencies[\(index)]",
                    reason: "unrecognised dependency form (expected byName, target or product)"
                )
            }
        }
        target.defines = (entry["settings"] as? [Any] ?? []).compactMap { raw in
            guard let setting = raw as? [String: Any],
                (setting["tool"] as? String ?? "swift") == "swift",
                let kind = setting["kind"] as? [String: Any],
                let define = kind["define"]
            else { return nil }
            let defineName: String?
            if let payload = define as? [String: Any] {
                defineName = payload["_0"] as? String
            } else {
                defineName = define as? String
            }
            guard let defineName else { return nil }
            return PackageManifest.Define(name: defineName, condition: decodeCondition(setting["condition"]))
        }
        return target
    }

    private static func decodeTargetDependency(_ raw: Any) -> PackageManifest.TargetDependency? {
        guard let entry = raw as? [String: Any] else { return nil }
        if let payload = entry["byName"] as? [Any], let name = payload.first as? String {
            return .init(.byName(name), condition: decodeCondition(payload.count > 1 ? payload[1] : nil))
        }
        if let payload = entry["target"] as? [Any], let name = payload.first as? String {
            return .init(.target(name), condition: decodeCondition(payload.count > 1 ? payload[1] : nil))
        }
        if let payload = entry["product"] as? [Any], let name = payload.first as? String {
            let package = payload.count > 1 ? payload[1] as? String : nil
            let aliases = payload.count > 2 ? payload[2] as? [String: String] ?? [:] : [:]
            let condition = decodeCondition(payload.count > 3 ? payload[3] : nil)
            return .init(.product(name: name, package: package, moduleAliases: aliases), condition: condition)
        }
        return nil
    }

    private static func decodeCondition(_ raw: Any?) -> PackageManifest.Condition? {
        guard let entry = raw as? [String: Any] else { return nil }
        let platforms = (entry["platformNames"] as? [String] ?? []).map { $0.lowercased() }.sorted()
        var configuration: String?
        if let config = entry["config"] as? String {
            configuration = config
        } else if let config = entry["config"] as? [String: Any] {
            configuration = config["config"] as? String
        }
        let traits = (entry["traits"] as? [String] ?? []).sorted()
        if platforms.isEmpty && configuration == nil && traits.isEmpty { return nil }
        return .init(platforms: platforms, configuration: configuration, traits: traits)
    }
}
