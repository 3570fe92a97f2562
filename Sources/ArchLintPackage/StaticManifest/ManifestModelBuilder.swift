import Foundation

/// Turns the `Package` a manifest built into a `PackageManifest`, the way SwiftPM turns
/// PackageDescription's output into what `dump-package` prints: `ManifestJSONParser`'s
/// conversions (dependency locations and identities, platform versions, resource paths) and
/// checks, the legacy system-package rule, and `ManifestValidator`'s checks. A manifest SwiftPM
/// rejects is declined with SwiftPM's words.
struct ManifestModelBuilder {
    var toolsVersion: ManifestToolsVersion
    /// Absolute, standardised package directory (relative dependency paths are based on it).
    var packageDirectory: String

    private func rejected(_ message: String, at position: ManifestPosition? = nil) -> StaticManifestDecline {
        StaticManifestDecline(position: position, message: "SwiftPM rejects this manifest: \(message)")
    }

    func build(_ package: ManifestObject) throws(StaticManifestDecline) -> PackageManifest {
        var manifest = PackageManifest(name: package.string("name") ?? "", toolsVersion: toolsVersion.description)
        manifest.platforms = try platforms(package)
        try checkLanguageModes(package.objects("swiftLanguageModes") ?? [], at: package.position)
        manifest.products = (package.objects("products") ?? []).map(product)
        for dependency in package.objects("dependencies") ?? [] {
            manifest.dependencies.append(try self.dependency(dependency))
        }
        for target in package.objects("targets") ?? [] {
            let converted = try self.target(target)
            // What `ManifestDecoder` refuses in a dump, archlint cannot check either.
            guard !converted.name.isEmpty else {
                throw StaticManifestDecline(
                    position: target.position, message: "a target without a name, which archlint cannot check")
            }
            manifest.targets.append(converted)
        }
        // SwiftPM's legacy system packages: no products, no targets, a module.modulemap beside the manifest.
        if manifest.products.isEmpty, manifest.targets.isEmpty,
            isFile((packageDirectory as NSString).appendingPathComponent("module.modulemap"))
        {
            manifest.products = [.init(name: manifest.name, kind: .library, targets: [manifest.name])]
            manifest.targets = [.init(name: manifest.name, kind: .system, path: "")]
        }
        try validate(manifest, package: package)
        return manifest
    }

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    // MARK: - Conversions

    private static let platformNames: [String: String] = [
        "macOS": "macos", "macCatalyst": "maccatalyst", "iOS": "ios", "tvOS": "tvos", "watchOS": "watchos",
        "visionOS": "visionos", "driverKit": "driverkit",
    ]

    private func platforms(_ package: ManifestObject) throws(StaticManifestDecline) -> [PackageManifest
        .PlatformRequirement]
    {
        guard let declared = package.objects("platforms") else { return [] }
        guard !declared.isEmpty else { throw rejected("supported platforms can't be empty", at: package.position) }
        var result: [PackageManifest.PlatformRequirement] = []
        for platform in declared {
            let name =
                platform.member == "custom"
                ? platform.string("platformName") ?? "" : Self.platformNames[platform.member] ?? platform.member
            if result.contains(where: { $0.platform == name }) {
                throw rejected("found multiple declaration for the platform: \(name)", at: platform.position)
            }
            let version = platform.object("version")?.string("version") ?? platform.string("versionString") ?? ""
            result.append(.init(platform: name, version: Self.platformVersion(version)))
        }
        return result
    }

    /// `PlatformDescription`: the first two components, and the third when it is a number; the
    /// rest are options, which the model does not keep.
    static func platformVersion(_ version: String) -> String {
        var kept: [Substring] = []
        for (index, component) in version.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            if index < 2 || (index == 2 && UInt(component) != nil) { kept.append(component) }
        }
        return kept.joined(separator: ".")
    }

    private func checkLanguageModes(_ modes: [ManifestObject], at position: ManifestPosition)
        throws(StaticManifestDecline)
    {
        for mode in modes where mode.member == "version" {
            let raw = mode.string("rawValue") ?? ""
            if !Self.isLanguageVersion(raw) {
                throw rejected("invalid Swift language version: \(raw)", at: mode.position)
            }
        }
    }

    /// `SwiftLanguageVersion(string:)`: one to three dot-separated numbers.
    static func isLanguageVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private func product(_ object: ManifestObject) -> PackageManifest.Product {
        let kind: PackageManifest.Product.Kind
        switch object.member {
        case "executable": kind = .executable
        case "plugin": kind = .plugin
        default: kind = .library
        }
        return .init(
            name: object.string("name") ?? "", kind: kind, targets: object.strings("targets") ?? [],
            isDynamic: kind == .library && object.object("type")?.member == "dynamic",
            isStatic: kind == .library && object.object("type")?.member == "static")
    }

    private func dependency(_ object: ManifestObject) throws(StaticManifestDecline) -> PackageManifest.PackageDependency
    {
        let declared: PackageIdentityRules.DeclaredLocation
        if let id = object.string("id") {
            declared = .registry(id: id)
        } else if let url = object.string("url") {
            declared = .sourceControl(location: url)
        } else {
            declared = .fileSystem(path: object.string("path") ?? "")
        }
        switch PackageIdentityRules.resolve(declared, packageDirectory: packageDirectory) {
        case .success(let resolved):
            return .init(identity: resolved.identity, explicitName: object.string("name"), location: resolved.location)
        case .failure(.rejected(let message)):
            throw rejected(message, at: object.position)
        case .failure(.dependsOnEnvironment(let message)):
            throw StaticManifestDecline(position: object.position, message: message)
        }
    }

    private static let targetKinds: [String: PackageManifest.Target.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "systemLibrary": .system,
        "binaryTarget": .binary, "plugin": .plugin, "macro": .macro,
    ]

    private func target(_ object: ManifestObject) throws(StaticManifestDecline) -> PackageManifest.Target {
        var target = PackageManifest.Target(
            name: object.string("name") ?? "", kind: Self.targetKinds[object.member] ?? .regular)
        target.path = object.string("path")
        target.sources = object.strings("sources")
        target.exclude = object.strings("exclude") ?? []
        for path in (target.sources ?? []) + target.exclude where path.hasPrefix("/") {
            throw rejected(
                "invalid relative path '\(path)'; relative path should not begin with '/'", at: object.position)
        }
        for resource in object.objects("resources") ?? [] {
            let path = resource.string("path") ?? ""
            if path.hasPrefix("/") {
                throw rejected(
                    "invalid relative path '\(path)'; relative path should not begin with '/'", at: resource.position)
            }
            target.resources.append(.init(path: PackageIdentityRules.normalizeRelative(path), rule: resource.member))
        }
        for dependency in object.objects("dependencies") ?? [] {
            let name = dependency.string("name") ?? ""
            let reference: PackageManifest.TargetDependency.Reference
            switch dependency.member {
            case "target", "targetItem":
                reference = .target(name)
            case "product", "productItem":
                var aliases: [String: String] = [:]
                if case .dictionary(let pairs)? = dependency.fields["moduleAliases"] {
                    for pair in pairs {
                        if case .string(let key) = pair.key, case .string(let value) = pair.value {
                            aliases[key] = value
                        }
                    }
                }
                reference = .product(name: name, package: dependency.string("package"), moduleAliases: aliases)
            default:
                reference = .byName(name)
            }
            target.dependencies.append(.init(reference, condition: condition(dependency.object("condition"))))
        }
        for setting in object.objects("swiftSettings") ?? [] where setting.member == "define" {
            target.defines.append(
                .init(name: setting.string("name") ?? "", condition: condition(setting.object("condition"))))
        }
        try checkSettings(object)
        return target
    }

    /// A `.when(...)` as `dump-package` decodes it: platform names lowercased and sorted, traits
    /// sorted, nil when nothing is required.
    private func condition(_ object: ManifestObject?) -> PackageManifest.Condition? {
        guard let object else { return nil }
        let platforms = (object.objects("platforms") ?? []).compactMap { $0.string("name")?.lowercased() }.sorted()
        let configuration = object.object("configuration")?.string("config")
        var traits: [String] = []
        if case .array(let values)? = object.fields["traits"] {
            traits = values.compactMap { if case .string(let value) = $0 { value } else { nil } }.sorted()
        }
        if platforms.isEmpty, configuration == nil, traits.isEmpty { return nil }
        return .init(platforms: platforms, configuration: configuration, traits: traits)
    }

    /// `ManifestJSONParser`: build setting values must not hold `$(...)` (Xcode macros), and a
    /// `.swiftLanguageMode(.version(...))` must name a Swift version.
    private func checkSettings(_ target: ManifestObject) throws(StaticManifestDecline) {
        for key in ["cSettings", "cxxSettings", "swiftSettings", "linkerSettings"] {
            for setting in target.objects(key) ?? [] {
                var values: [String] = []
                if setting.member == "define", let name = setting.string("name") {
                    values.append(setting.string("value").map { "\(name)=\($0)" } ?? name)
                } else {
                    for field in ["name", "path"] { if let value = setting.string(field) { values.append(value) } }
                    values += setting.strings("flags") ?? []
                }
                for value in values {
                    if let start = value.range(of: "$("), let end = value[start.upperBound...].firstIndex(of: ")") {
                        throw rejected(
                            "the build setting '\(setting.member)' contains invalid component(s): "
                                + "\(value[start.lowerBound...end])",
                            at: setting.position)
                    }
                }
                if let mode = setting.object("mode"), mode.member == "version",
                    !Self.isLanguageVersion(mode.string("rawValue") ?? "")
                {
                    throw rejected(
                        "unknown swift language version: \(mode.string("rawValue") ?? "")", at: setting.position)
                }
            }
        }
    }

    // MARK: - ManifestValidator

    private func validate(_ manifest: PackageManifest, package: ManifestObject) throws(StaticManifestDecline) {
        var seen: Set<String> = []
        for target in manifest.targets where !seen.insert(target.name).inserted {
            throw rejected("duplicate target named '\(target.name)'")
        }
        let targetKinds = Dictionary(
            manifest.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for (product, object) in zip(manifest.products, package.objects("products") ?? []) {
            guard !product.targets.isEmpty else {
                throw rejected("product '\(product.name)' doesn't reference any targets", at: object.position)
            }
            for name in product.targets where targetKinds[name] == nil {
                throw rejected(
                    "target '\(name)' referenced in product '\(product.name)' could not be found; valid targets are: "
                        + "'\(targetKinds.keys.sorted().joined(separator: "', '"))'",
                    at: object.position)
            }
            if product.targets.allSatisfy({ targetKinds[$0] == .binary }), object.member == "library",
                object.object("type") != nil
            {
                throw rejected(
                    "invalid type for binary product '\(product.name)'; products referencing only binary targets must "
                        + "be executable or automatic library products",
                    at: object.position)
            }
        }
        try validateTraits(package.objects("traits") ?? [])
        for dependency in manifest.dependencies {
            if case .sourceControl(let location) = dependency.location, location.hasPrefix("/"),
                FileManager.default.fileExists(atPath: location)
            {
                throw StaticManifestDecline(
                    position: nil,
                    message:
                        "the local repository dependency '\(location)' exists; SwiftPM asks git whether it is a "
                        + "repository"
                )
            }
        }
        guard toolsVersion >= .v5_2 else { return }
        for target in manifest.targets {
            for dependency in target.dependencies {
                guard case .product(_, let package?, _) = dependency.reference else { continue }
                let known = manifest.dependencies.contains {
                    Self.nameForTargetDependencies($0).lowercased() == package.lowercased()
                }
                if !known {
                    let valid = manifest.dependencies.map(Self.descriptionForValidation).joined(separator: ", ")
                    throw rejected(
                        "unknown package '\(package)' in dependencies of target '\(target.name)'; valid packages are: "
                            + "\(valid)"
                    )
                }
            }
        }
        for (target, object) in zip(manifest.targets, package.objects("targets") ?? []) where target.kind == .binary {
            try validateBinaryTarget(target, url: object.string("url"), at: object.position)
        }
    }

    /// `PackageDependency.nameForModuleDependencyResolutionOnly`.
    static func nameForTargetDependencies(_ dependency: PackageManifest.PackageDependency) -> String {
        if let explicitName = dependency.explicitName { return explicitName }
        switch dependency.location {
        case .fileSystem(let path): return PackageIdentityRules.defaultName(ofLocation: path)
        case .sourceControl(let location): return PackageIdentityRules.defaultName(ofLocation: location)
        case .registry: return dependency.identity.lowercased()
        }
    }

    /// `PackageDependency.descriptionForValidation`: `'name' (from 'url')`.
    static func descriptionForValidation(_ dependency: PackageManifest.PackageDependency) -> String {
        let name = "'\(nameForTargetDependencies(dependency))'"
        switch dependency.location {
        case .fileSystem(let path): return "\(name) (at '\(path)')"
        case .sourceControl(let location):
            return location.hasPrefix("/") ? "\(name) (at '\(location)')" : "\(name) (from '\(location)')"
        case .registry: return name
        }
    }

    private func validateBinaryTarget(_ target: PackageManifest.Target, url: String?, at position: ManifestPosition)
        throws(StaticManifestDecline)
    {
        if let path = target.path {
            let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("/") else {
                throw rejected(
                    "invalid local path '\(trimmed)' for binary target '\(target.name)', path expected to be relative "
                        + "to package root.",
                    at: position)
            }
            let normalized = PackageIdentityRules.normalizeRelative(trimmed)
            let base = normalized.split(separator: "/").last.map(String.init) ?? normalized
            let dot = base.dropFirst().lastIndex(of: ".")
            let pathExtension = dot.map { String(base[base.index(after: $0)...]) } ?? ""
            guard ["artifactbundle", "xcframework", "zip"].contains(pathExtension) else {
                throw rejected(
                    "unsupported extension for binary target '\(target.name)'; valid extensions are: 'artifactbundle', "
                        + "'xcframework', 'zip'",
                    at: position)
            }
        } else if let url {
            let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let parsed = URL(string: trimmed), !trimmed.isEmpty else {
                throw rejected("invalid URL '\(trimmed)' for binary target '\(target.name)'", at: position)
            }
            guard parsed.scheme == "https" else {
                throw rejected(
                    "invalid URL scheme for binary target '\(target.name)'; valid schemes are: 'https'", at: position)
            }
            guard ["artifactbundleindex", "zip"].contains(parsed.pathExtension) else {
                throw rejected(
                    "unsupported extension for binary target '\(target.name)'; valid extensions are: "
                        + "'artifactbundleindex', 'zip'",
                    at: position)
            }
        } else {
            throw rejected("invalid location for binary target '\(target.name)'", at: position)
        }
    }

    private func validateTraits(_ traits: [ManifestObject]) throws(StaticManifestDecline) {
        guard !traits.isEmpty else { return }
        if traits.count > 300 { throw rejected("A package can define a maximum of 300 traits") }
        let names = Set(traits.compactMap { $0.string("name") })
        for trait in traits {
            let name = trait.string("name") ?? ""
            if name.isEmpty { throw rejected("Empty strings are not allowed as trait names", at: trait.position) }
            // Basics' `isValidIdentifier`: letters, numbers and underscores.
            let valid = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if !valid {
                throw rejected(
                    "Invalid trait name \(name). Trait names must be valid Swift identifiers", at: trait.position)
            }
        }
        for trait in traits {
            guard case .array(let enabled)? = trait.fields["enabledTraits"] else { continue }
            for case .string(let other) in enabled where !names.contains(other) {
                throw rejected(
                    "Trait \(trait.string("name") ?? "") enables \(other) which is not defined in the package",
                    at: trait.position)
            }
        }
    }
}
