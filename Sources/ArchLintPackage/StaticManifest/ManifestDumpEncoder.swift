/// Prints a `PackageManifest` in the shape of `swift package dump-package`: the same keys,
/// nesting and layout (sorted keys, two-space indent, `" : "`), for the fields the model holds and
/// nothing else. `ManifestDecoder` decodes the output back to an equal manifest.
///
/// Fields the model does not keep are left out rather than invented: a dependency has no
/// `requirement`, a target no
/// `packageAccess`. To compare a static reading with SwiftPM's without that noise, print SwiftPM's
/// dump through `ManifestDecoder` and this encoder too: the two texts are then equal line for line
/// exactly when the readings agree.

import ArchLintSupport

package enum ManifestDumpEncoder {
    package static func encode(_ manifest: PackageManifest) -> String {
        var root: [(String, JSON)] = [
            ("name", .string(manifest.name)),
            (
                "platforms",
                .array(
                    manifest.platforms.map { platform in
                        .object([("platformName", .string(platform.platform)), ("version", .string(platform.version))])
                    })
            ),
            ("products", .array(manifest.products.map(product))),
            ("dependencies", .array(manifest.dependencies.map(dependency))),
            ("targets", .array(manifest.targets.map(target))),
        ]
        if let toolsVersion = manifest.toolsVersion {
            root.append(("toolsVersion", .object([("_version", .string(toolsVersion))])))
        }
        var text = ""
        JSON.object(root).write(into: &text, indent: 0)
        return text + "\n"
    }

    private static func product(_ product: PackageManifest.Product) -> JSON {
        let type: JSON
        switch product.kind {
        // SwiftPM's spelling of the linkage: `["automatic"]` unless the manifest chose one.
        case .library:
            let linkage = product.isDynamic ? "dynamic" : product.isStatic ? "static" : "automatic"
            type = .object([("library", .array([.string(linkage)]))])
        case .executable: type = .object([("executable", .null)])
        case .plugin: type = .object([("plugin", .null)])
        case .macro: type = .object([("macro", .null)])
        case .snippet: type = .object([("snippet", .null)])
        case .test: type = .object([("test", .null)])
        case .other(let name): type = .object([(name, .null)])
        }
        return .object([
            ("name", .string(product.name)), ("targets", .array(product.targets.map(JSON.string))), ("type", type),
        ])
    }

    private static func dependency(_ dependency: PackageManifest.PackageDependency) -> JSON {
        var fields: [(String, JSON)] = [("identity", .string(dependency.identity))]
        if let name = dependency.explicitName {
            fields.append(("nameForTargetDependencyResolutionOnly", .string(name)))
        }
        switch dependency.location {
        case .fileSystem(let path):
            fields.append(("path", .string(path)))
            return .object([("fileSystem", .array([.object(fields)]))])
        case .sourceControl(let location):
            // A local repository is an absolute path; anything else is a remote URL.
            let place: JSON =
                location.hasPrefix("/")
                ? .object([("local", .array([.string(location)]))])
                : .object([("remote", .array([.object([("urlString", .string(location))])]))])
            fields.append(("location", place))
            return .object([("sourceControl", .array([.object(fields)]))])
        case .registry:
            return .object([("registry", .array([.object(fields)]))])
        }
    }

    private static func target(_ target: PackageManifest.Target) -> JSON {
        var fields: [(String, JSON)] = [
            ("name", .string(target.name)),
            ("type", .string(target.kind.rawValue)),
            ("dependencies", .array(target.dependencies.map(targetDependency))),
            ("exclude", .array(target.exclude.map(JSON.string))),
            (
                "resources",
                .array(
                    target.resources.map { resource in
                        .object([("path", .string(resource.path)), ("rule", .object([(resource.rule, .object([]))]))])
                    })
            ),
            (
                "settings",
                .array(
                    target.defines.map { define in
                        var setting: [(String, JSON)] = [
                            ("kind", .object([("define", .object([("_0", .string(define.name))]))])),
                            ("tool", .string("swift")),
                        ]
                        if let condition = define.condition {
                            setting.append(("condition", self.condition(condition, configuration: true)))
                        }
                        return .object(setting)
                    })
            ),
        ]
        if let path = target.path { fields.append(("path", .string(path))) }
        if let sources = target.sources { fields.append(("sources", .array(sources.map(JSON.string)))) }
        return .object(fields)
    }

    private static func targetDependency(_ dependency: PackageManifest.TargetDependency) -> JSON {
        let condition = dependency.condition.map { self.condition($0, configuration: false) } ?? .null
        switch dependency.reference {
        case .byName(let name):
            return .object([("byName", .array([.string(name), condition]))])
        case .target(let name):
            return .object([("target", .array([.string(name), condition]))])
        case .product(let name, let package, let aliases):
            let aliasJSON: JSON =
                aliases.isEmpty
                ? .null : .object(aliases.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            return .object([
                ("product", .array([.string(name), package.map(JSON.string) ?? .null, aliasJSON, condition]))
            ])
        }
    }

    private static func condition(_ condition: PackageManifest.Condition, configuration: Bool) -> JSON {
        var fields: [(String, JSON)] = [("platformNames", .array(condition.platforms.map(JSON.string)))]
        if configuration, let config = condition.configuration { fields.append(("config", .string(config))) }
        if !condition.traits.isEmpty { fields.append(("traits", .array(condition.traits.map(JSON.string)))) }
        return .object(fields)
    }

    /// The JSON values the dump uses, written as Foundation's pretty printer writes them.
    private indirect enum JSON {
        case string(String)
        case null
        case array([JSON])
        case object([(String, JSON)])

        func write(into text: inout String, indent: Int) {
            let pad = String(repeating: " ", count: indent + 2)
            switch self {
            case .string(let value):
                text += JSONText.quoted(value)
            case .null:
                text += "null"
            case .array(let elements):
                // Foundation writes an empty array as two line breaks between the brackets.
                guard !elements.isEmpty else {
                    text += "[\n\n" + String(repeating: " ", count: indent) + "]"
                    return
                }
                text += "[\n"
                for (index, element) in elements.enumerated() {
                    text += pad
                    element.write(into: &text, indent: indent + 2)
                    text += index + 1 < elements.count ? ",\n" : "\n"
                }
                text += String(repeating: " ", count: indent) + "]"
            case .object(let fields):
                guard !fields.isEmpty else {
                    text += "{\n\n" + String(repeating: " ", count: indent) + "}"
                    return
                }
                text += "{\n"
                let sorted = fields.sorted { $0.0 < $1.0 }
                for (index, (key, value)) in sorted.enumerated() {
                    text += pad + JSONText.quoted(key) + " : "
                    value.write(into: &text, indent: indent + 2)
                    text += index + 1 < sorted.count ? ",\n" : "\n"
                }
                text += String(repeating: " ", count: indent) + "}"
            }
        }
    }
}
