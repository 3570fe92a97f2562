import Foundation
import ArchLintSupport

/// What reading one XcodeGen spec gave: the project it describes (as archlint's Xcode model,
/// the same a generated `.xcodeproj` would give), what could not be read, and every file read
/// (the spec, its includes, `.xcconfig` files, Info.plists) for the caches.
package struct XcodeGenReading: Sendable {
    /// One project per spec read (empty only when the spec path itself was refused).
    package var projects: [XcodeProject]
    /// Every problem of every project, sorted.
    package var problems: [XcodeProblem]
    /// Absolute paths of the files read, sorted.
    package var readFiles: [String]
}

/// Reads an XcodeGen spec (`project.yml`, `project.json`) without generating the project, into
/// the model the Xcode project reader produces: one `XcodeProject` whose `path` and
/// `projectFile` are the spec's absolute path, with a target for each native target XcodeGen
/// would generate.
///
/// XcodeGen's semantics, from its documentation (ProjectSpec.md) and behaviour: `include:`
/// (merging, `:REPLACE`, `relativePaths`, `enable`), `${VARIABLE}`s from the environment,
/// multi-platform targets, `targetTemplates` with `${target_name}` and `templateAttributes`,
/// `settings`/`settingGroups`/`configs` with XcodeGen's presets for `SDKROOT`,
/// `SUPPORTED_PLATFORMS` and `DEBUG`, `configFiles`, `sources` expanded on disk (see
/// `XcodeGenSourceWalker`), `dependencies` (`target`, `package` products, `framework`, `sdk`,
/// `carthage`, `bundle`; `link`, `platforms`; `transitivelyLinkDependencies`), `packages`,
/// `projectReferences`. Legacy and aggregate targets compile nothing and are left out, as the
/// Xcode reader leaves them out.
///
/// Never throws: what cannot be read is an `XcodeProblem` located in the spec (or the included
/// file) and the rest is read. Paths stay inside `root`.
package enum XcodeGenSpecReader {
    /// Reads the spec at `specPath` (absolute or relative to the working directory), which must
    /// lie inside `root`. `environment` supplies `${VARIABLE}`s as XcodeGen's command line does
    /// (the process environment by default).
    package static func read(
        specPath: String, root: String, recorder: InputRecorder? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> XcodeGenReading {
        read(specPath: specPath, specBytes: nil, root: root, recorder: recorder, environment: environment)
    }

    /// Reads a spec whose text is already in memory (`specPath` names where it would be; what it
    /// includes is read from disk): the fuzz target reads specs this way.
    package static func read(
        specPath: String, specBytes: [UInt8]?, root: String, recorder: InputRecorder? = nil,
        environment: [String: String] = [:]
    ) -> XcodeGenReading {
        let base = FileManager.default.currentDirectoryPath
        let root = XcodePath.resolve(root, against: base)
        let path = XcodePath.resolve(specPath, against: base)
        var name = XcodePath.basename(of: path)
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        var project = XcodeProject(path: path, name: name, projectFile: path, targets: [], problems: [])
        guard XcodePath.isInside(path, root: root) else {
            project.problems = [
                XcodeProblem(path: path, severity: .error, message: "the spec is outside the root (\(root)); not read")
            ]
            return XcodeGenReading(projects: [project], problems: project.problems, readFiles: [])
        }
        var loader = XcodeGenSpecLoader(root: root, environment: environment, recorder: recorder)
        let spec = loader.load(specPath: path, bytes: specBytes)
        var problems = loader.problems
        var readFiles = loader.readFiles
        if let spec {
            var builder = XcodeGenProjectBuilder(spec: spec, specPath: path, root: root, recorder: recorder)
            builder.build()
            project = builder.project
            problems += builder.problems
            readFiles.formUnion(builder.readFiles)
        }
        project.problems = Array(Set(problems)).sorted()
        project.targets.sort { ($0.name, $0.line) < ($1.name, $1.line) }
        return XcodeGenReading(projects: [project], problems: project.problems, readFiles: readFiles.sorted())
    }
}

/// Turns a merged spec into an `XcodeProject`.
struct XcodeGenProjectBuilder {
    let spec: XcodeGenSpecNode
    let specPath: String
    let specFolder: String
    let root: String
    let recorder: InputRecorder?
    private(set) var project: XcodeProject
    private(set) var problems: [XcodeProblem] = []
    private(set) var readFiles: Set<String> = []

    private var configs: [XcodeGenConfig] = []
    private var settingGroups: [String: XcodeGenSettings] = [:]
    private var projectSettings = XcodeGenSettings()
    private var projectConfigFiles: [String: String] = [:]
    private var packages: [String: XcodePackageProduct.Package] = [:]
    private var projectReferences: [String: String] = [:]
    private var settingPresets = "all"
    private var transitivelyLink = false
    private var targets: [SpecTarget] = []
    private var targetsByName: [String: Int] = [:]
    private var xcconfigCache: [String: XcconfigFile] = [:]
    private var externalKinds: [String: [String: String]] = [:]
    private var walker: XcodeGenSourceWalker

    /// A target as the spec declares it, once expanded.
    struct SpecTarget {
        var name: String
        var node: XcodeGenSpecNode
        var declaration: XcodeGenOrigin
        var type: String
        var platform: String
        var destinations: [String]
        var settings: XcodeGenSettings
        var configFiles: [String: String]
        var dependencies: [SpecDependency]
        var isLegacy: Bool
    }

    /// One entry of a target's `dependencies:`.
    struct SpecDependency {
        enum Kind: Equatable { case target, framework, carthage, sdk, package([String]), bundle }
        var kind: Kind
        var reference: String
        var embed: Bool?
        var link: Bool?
        /// `implicit: true` on a `framework:`: a product found in `BUILT_PRODUCTS_DIR`.
        var implicit = false
        var origin: XcodeGenOrigin

        /// `Dependency.uniqueID`.
        var uniqueID: String {
            if case .package(let products) = kind, !products.isEmpty {
                return reference + "/" + products.joined(separator: ",")
            }
            return reference
        }
    }

    init(spec: XcodeGenSpecNode, specPath: String, root: String, recorder: InputRecorder?) {
        self.spec = spec
        self.specPath = specPath
        self.specFolder = XcodePath.parent(of: specPath)
        self.root = root
        self.recorder = recorder
        var name = XcodePath.basename(of: specPath)
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        project = XcodeProject(path: specPath, name: name, projectFile: specPath, targets: [], problems: [])
        walker = XcodeGenSourceWalker(
            root: root, specFolder: XcodePath.parent(of: specPath), fileTypes: [:],
            defaultSourceDirectoryType: nil, recorder: recorder)
    }

    private mutating func warn(_ origin: XcodeGenOrigin, _ message: String) {
        problems.append(XcodeGenTargetExpansion.problem(origin, message))
    }

    // MARK: - Project

    mutating func build() {
        if let name = spec["name"]?.text, !name.isEmpty {
            project.name = name
        } else {
            warn(
                spec["name"]?.origin ?? spec.origin,
                "the spec has no 'name' (XcodeGen requires one); the project is named '\(project.name)' after the file")
        }
        readOptions()
        readConfigs()
        var settingProblems: [XcodeProblem] = []
        projectSettings = XcodeGenSettings(spec["settings"], problems: &settingProblems)
        for entry in (spec["settingGroups"] ?? spec["settingPresets"])?.entries ?? [] {
            settingGroups[entry.key] = XcodeGenSettings(entry.value, problems: &settingProblems)
        }
        problems += settingProblems
        projectConfigFiles = stringMap(spec["configFiles"], what: "configFiles")
        readPackages()
        readProjectReferences()
        var expansionProblems: [XcodeProblem] = []
        let expanded = XcodeGenTargetExpansion.expand(spec, problems: &expansionProblems)
        problems += expansionProblems
        for target in expanded {
            if let parsed = parseTarget(target) {
                if let existing = targetsByName[parsed.name] {
                    warn(
                        parsed.declaration,
                        XcodeGenMessages.targetDeclaredTwice(parsed.name, first: targets[existing].declaration)
                    )
                    continue
                }
                targetsByName[parsed.name] = targets.count
                targets.append(parsed)
            }
        }
        for index in targets.indices where !targets[index].isLegacy {
            project.targets.append(makeTarget(targets[index]))
        }
        problems += walker.problems
    }

    private mutating func readOptions() {
        let options = spec["options"]
        settingPresets = options?["settingPresets"]?.string ?? "all"
        transitivelyLink = options?["transitivelyLinkDependencies"]?.bool ?? false
        var fileTypes = XcodeGenFileType.defaults
        for entry in options?["fileTypes"]?.entries ?? [] {
            var type = XcodeGenFileType(file: entry.value["file"]?.bool ?? true, buildPhase: nil)
            if let phase = entry.value["buildPhase"] {
                type.buildPhase = phase.string ?? (phase["copyFiles"] != nil ? "copyFiles" : nil)
            }
            fileTypes[entry.key] = type
        }
        walker = XcodeGenSourceWalker(
            root: root, specFolder: specFolder, fileTypes: fileTypes,
            defaultSourceDirectoryType: options?["defaultSourceDirectoryType"]?.string, recorder: recorder)
    }

    private mutating func readConfigs() {
        for entry in spec["configs"]?.entries ?? [] {
            let type = entry.value.string
            configs.append(XcodeGenConfig(name: entry.key, type: type == "debug" || type == "release" ? type : nil))
        }
        if configs.isEmpty {
            configs = [XcodeGenConfig(name: "Debug", type: "debug"), XcodeGenConfig(name: "Release", type: "release")]
        }
        configs.sort { $0.name < $1.name }
    }

    private mutating func stringMap(_ node: XcodeGenSpecNode?, what: String) -> [String: String] {
        var result: [String: String] = [:]
        for entry in node?.entries ?? [] {
            guard let value = entry.value.string else {
                warn(
                    entry.value.origin,
                    "\(what) '\(entry.key)' is \(entry.value.kindName), not a path; it is not applied")
                continue
            }
            result[entry.key] = value
        }
        return result
    }

    private mutating func readPackages() {
        for entry in spec["packages"]?.entries ?? [] {
            if let path = entry.value["path"]?.string {
                // Outside the root too, as SwiftPM follows `.package(path:)`; nothing is read there.
                packages[entry.key] = .local(path: XcodePath.resolve(path, against: specFolder))
            } else if let github = entry.value["github"]?.string {
                packages[entry.key] = .remote(url: "https://github.com/" + github)
            } else if let url = entry.value["url"]?.string {
                packages[entry.key] = .remote(url: url)
            } else {
                warn(
                    entry.keyOrigin,
                    "package '\(entry.key)' has neither 'path', 'url' nor 'github'; products of it are not linked")
            }
        }
        // The older `localPackages: [path]`, named after the folder.
        for path in spec["localPackages"]?.strings ?? [] {
            let absolute = XcodePath.resolve(path, against: specFolder)
            packages[XcodePath.basename(of: absolute)] = .local(path: absolute)
        }
    }

    private mutating func readProjectReferences() {
        for entry in spec["projectReferences"]?.entries ?? [] {
            guard let path = entry.value["path"]?.string else {
                warn(entry.keyOrigin, "project reference '\(entry.key)' has no 'path'; targets of it are not found")
                continue
            }
            projectReferences[entry.key] = XcodePath.resolve(path, against: specFolder)
        }
    }

    // MARK: - Targets

    /// The product types XcodeGen accepts (`PBXProductType`), without `com.apple.product-type.`.
    static let productTypes: Set<String> = [
        "application", "application.on-demand-install-capable", "application.messages", "application.watchapp",
        "application.watchapp2", "application.watchapp2-container", "app-extension", "app-extension.intents-service",
        "app-extension.messages", "app-extension.messages-sticker-pack", "bundle", "bundle.ocunit-test",
        "bundle.ui-testing",
        "bundle.unit-test", "extensionkit-extension", "framework", "instruments-package", "library.dynamic",
        "library.static",
        "framework.static", "tool", "tv-app-extension", "watchkit-extension", "watchkit2-extension", "xcode-extension",
        "driver-extension", "system-extension", "xpc-service", "xcframework", "metal-library", "",
    ]

    static let platforms: Set<String> = ["auto", "iOS", "tvOS", "macOS", "watchOS", "visionOS"]

    private mutating func parseTarget(_ expanded: XcodeGenTargetExpansion.Target) -> SpecTarget? {
        let node = expanded.node
        let name = node["name"]?.string ?? expanded.name
        var type = node["type"]?.string ?? ""
        if type.hasPrefix("com.apple.product-type.") { type = String(type.dropFirst("com.apple.product-type.".count)) }
        guard Self.productTypes.contains(type) else {
            warn(
                node["type"]?.origin ?? expanded.declaration,
                "target '\(name)' has type '\(type)', which XcodeGen does not know; the target is not read")
            return nil
        }
        var destinations = node["supportedDestinations"]?.strings ?? []
        let hasDestinations = node["supportedDestinations"]?.strings != nil
        var platform = node["platform"]?.string ?? ""
        if hasDestinations && platform.isEmpty { platform = "auto" }
        if destinations.contains("macCatalyst") && !destinations.contains("iOS") { destinations.append("iOS") }
        let isLegacy = node["legacy"] != nil
        guard Self.platforms.contains(platform) else {
            warn(
                node["platform"]?.origin ?? expanded.declaration,
                platform.isEmpty
                    ? XcodeGenMessages.noPlatform(target: name)
                    : XcodeGenMessages.unknownPlatform(platform, target: name)
            )
            return nil
        }
        var settingProblems: [XcodeProblem] = []
        let settings = XcodeGenSettings(node["settings"], problems: &settingProblems)
        problems += settingProblems
        let configFiles = stringMap(node["configFiles"], what: "configFiles")
        var dependencies: [SpecDependency] = []
        if let list = node["dependencies"] {
            for element in list.elements ?? [] {
                if let dependency = parseDependency(element, target: name) {
                    if let platforms = element["platforms"]?.strings, !platforms.contains(platform) { continue }
                    dependencies.append(dependency)
                }
            }
            if list.elements == nil && !list.isEmpty {
                warn(
                    list.origin,
                    "'dependencies' of target '\(name)' is \(list.kindName), not a list; no dependency is read")
            }
        }
        return SpecTarget(
            name: name, node: node, declaration: expanded.declaration, type: type, platform: platform,
            destinations: destinations, settings: settings, configFiles: configFiles,
            dependencies: dependencies, isLegacy: isLegacy)
    }

    private mutating func parseDependency(_ element: XcodeGenSpecNode, target: String) -> SpecDependency? {
        guard element.entries != nil else {
            warn(
                element.origin,
                XcodeGenMessages.dependencyNotAMapping(target: target, kind: element.kindName)
            )
            return nil
        }
        var kind: SpecDependency.Kind?
        var reference = ""
        for (key, value) in [
            ("target", SpecDependency.Kind.target), ("framework", .framework), ("carthage", .carthage),
            ("sdk", .sdk), ("package", .package([])), ("bundle", .bundle),
        ] {
            if let text = element[key]?.string {
                kind = value
                reference = text
                break
            }
        }
        guard var kind else {
            warn(
                element.origin,
                XcodeGenMessages.dependencyOfNoKind(target: target)
            )
            return nil
        }
        if kind == .package([]) {
            if let products = element["products"]?.strings {
                kind = .package(products)
            } else if let product = element["product"]?.string {
                kind = .package([product])
            }
        }
        return SpecDependency(
            kind: kind, reference: reference, embed: element["embed"]?.bool, link: element["link"]?.bool,
            implicit: element["implicit"]?.bool ?? false, origin: element.origin)
    }

    // MARK: - One target

    private mutating func makeTarget(_ target: SpecTarget) -> XcodeTarget {
        let productType = "com.apple.product-type." + target.type
        var swiftFiles = Set<String>()
        var synchronized = Set<String>()
        for source in sources(of: target) {
            let found = walker.swiftFiles(of: source, target: target.name)
            swiftFiles.formUnion(found.files)
            synchronized.formUnion(found.synchronized)
        }
        // A target with no Sources phase compiles nothing from its synchronized folders; XcodeGen
        // leaves the phase out of bundles, watch apps and sticker packs that compile nothing else.
        let skipsSourcesPhase = [
            "bundle", "application.watchapp2", "app-extension.messages-sticker-pack", "application.messages",
        ]
        .contains(target.type)
        if !(skipsSourcesPhase && swiftFiles.isEmpty) { swiftFiles.formUnion(synchronized) }

        var packageProducts: [XcodePackageProduct] = []
        var targetDependencies: [XcodeTargetReference] = []
        var linkedTargets: [XcodeTargetReference] = []
        var linkedProducts: [XcodeLinkedProduct] = []
        // Product files the target embeds (a Copy Files phase into its bundle's Frameworks).
        var embeddedProducts: [String] = []
        // Where each target dependency is written: its `- target:` entry (of the target, a
        // template, or, linked transitively, of the target that declares it).
        var dependencySites: [XcodeTargetReference: SourceLocation] = [:]
        let dependencies =
            (target.node["transitivelyLinkDependencies"]?.bool ?? transitivelyLink)
            ? transitiveDependencies(of: target) : target.dependencies
        for dependency in dependencies {
            switch dependency.kind {
            case .target:
                defer {
                    let site = SourceLocation(
                        file: dependency.origin.file, line: dependency.origin.position.line,
                        column: 1)
                    for reference in Set(targetDependencies + linkedTargets) where dependencySites[reference] == nil {
                        dependencySites[reference] = site
                    }
                }
                let parts = dependency.reference.split(separator: "/", omittingEmptySubsequences: false)
                if parts.count == 2 {
                    addExternal(
                        project: String(parts[0]), target: String(parts[1]), dependency: dependency, from: target,
                        dependencies: &targetDependencies, linked: &linkedTargets)
                } else if parts.count == 1 {
                    targetDependencies.append(XcodeTargetReference(project: specPath, target: dependency.reference))
                    if let index = targetsByName[dependency.reference], !targets[index].isLegacy,
                        dependency.link ?? Self.linksByDefault(dependency: targets[index], from: target)
                    {
                        linkedTargets.append(XcodeTargetReference(project: specPath, target: dependency.reference))
                        if dependency.embed ?? Self.embedsByDefault(targets[index], into: target) {
                            embeddedProducts.append(Self.productFileName(of: targets[index]))
                        }
                    } else if targetsByName[dependency.reference] == nil
                        && spec["aggregateTargets"]?[dependency.reference] == nil
                    {
                        warn(
                            dependency.origin,
                            XcodeGenMessages.noSuchTarget(dependency.reference, target: target.name)
                        )
                    }
                } else {
                    warn(
                        dependency.origin,
                        XcodeGenMessages.neitherTargetNorReference(dependency.reference)
                    )
                }
            case .package(let products):
                guard let package = packages[dependency.reference] else {
                    warn(
                        dependency.origin,
                        XcodeGenMessages.undefinedPackage(dependency.reference, target: target.name)
                    )
                    continue
                }
                guard dependency.link ?? true else { continue }
                let file = dependency.origin.file == specPath ? nil : dependency.origin.file
                for product in products.isEmpty ? [dependency.reference] : products {
                    packageProducts.append(
                        XcodePackageProduct(
                            productName: product, package: package,
                            line: dependency.origin.position.line, file: file))
                }
            case .framework:
                // XcodeGen links it unless the target is a static library (`link:` overrides).
                guard dependency.link ?? (target.type != "library.static"),
                    let product = builtProduct(dependency)
                else { continue }
                linkedProducts.append(
                    XcodeLinkedProduct(
                        fileName: product, line: dependency.origin.position.line, file: dependency.origin.file))
                // `dependency.embed ?? target.shouldEmbedDependencies`: apps and test bundles.
                if dependency.embed ?? (Self.isApplication(target.type) || Self.isTestBundle(target.type)) {
                    embeddedProducts.append(product)
                }
            case .carthage, .sdk, .bundle:
                // Prebuilt binaries and SDK libraries: no module of the workspace (the Xcode
                // reader sees them as frameworks that are no target's product).
                continue
            }
        }

        var configurations: [XcodeBuildConfiguration] = []
        var infoPlists: [String: String] = [:]
        for config in configs {
            let (configuration, infoPlist) = buildConfiguration(config, target: target)
            configurations.append(configuration)
            if let infoPlist { infoPlists[config.name] = infoPlist }
        }
        let defaultName = spec["options"]?["defaultConfig"]?.string ?? configs.first?.name ?? "Debug"
        let chosen = configurations.first { $0.name == defaultName } ?? configurations.first
        var extensionPoint: String?
        if XcodeTargetKind.needsExtensionPoint(productType: productType) {
            extensionPoint = self.extensionPoint(of: target, infoPlist: infoPlists[chosen?.name ?? ""])
        }
        var result = XcodeTarget(
            name: target.name, productName: chosen?.productName ?? target.name,
            moduleName: chosen?.moduleName ?? C99ExtendedIdentifier.mangle(target.name), productType: productType,
            kind: XcodeTargetKind(productType: productType, extensionPoint: extensionPoint),
            swiftFiles: swiftFiles.sorted(), packageProducts: packageProducts.sorted(),
            targetDependencies: Array(Set(targetDependencies)).sorted(),
            linkedTargets: Array(Set(linkedTargets)).sorted(),
            configurations: configurations.sorted { $0.name < $1.name },
            defaultConfigurationName: chosen?.name ?? defaultName,
            line: target.declaration.position.line,
            packageProductDependenciesLine: target.node.entry("dependencies")?.keyOrigin.position.line)
        if target.declaration.file != specPath { result.declarationFile = target.declaration.file }
        result.dependencySites = dependencySites
        result.linkedProducts = Array(Set(linkedProducts)).sorted()
        result.embeddedProducts = Array(Set(embeddedProducts.filter { !$0.isEmpty })).sorted()
        result.productFileName = Self.productFileName(of: target)
        return result
    }

    /// The file name of a `framework:` dependency when it is a product some target of the
    /// workspace builds, as Xcode reads what XcodeGen generates for it: an `implicit` one is a
    /// file reference in `BUILT_PRODUCTS_DIR`; another is a reference to the path relative to
    /// the spec's folder, which names a product when no such framework or library exists there
    /// (`tutasdk.framework` beside the spec, built by another project of the workspace). A
    /// framework on disk (a vendored binary) is no target's product: nil.
    private func builtProduct(_ dependency: SpecDependency) -> String? {
        let name = XcodePath.basename(of: dependency.reference)
        let ext = XcodePath.fileExtension(of: name) ?? ""
        guard !name.isEmpty, ["framework", "a", "dylib"].contains(ext) else { return nil }
        if dependency.implicit { return name }
        // A build setting in the path is expanded by Xcode only: where it points is unknown.
        guard !dependency.reference.contains("$") else { return nil }
        let path = XcodePath.resolve(dependency.reference, against: specFolder)
        // Outside the root nothing is looked at; a path there is no product of the workspace.
        guard XcodePath.isInside(path, root: root), access(path, F_OK) != 0 else { return nil }
        return name
    }

    /// `Target.filename`: the product XcodeGen names for a framework or library target
    /// (`productName`, else the target's name, with its type's extension; `lib` before a static
    /// library's), empty for other types (no other product is linked by name).
    static func productFileName(of target: SpecTarget) -> String {
        let base = target.node["productName"]?.string ?? target.name
        switch target.type {
        case "framework", "framework.static": return base + ".framework"
        case "library.static": return "lib" + base + ".a"
        case "library.dynamic": return base + ".dylib"
        default: return ""
        }
    }

    private mutating func sources(of target: SpecTarget) -> [XcodeGenSource] {
        guard let node = target.node["sources"] else { return [] }
        if let path = node.string {
            return [
                XcodeGenSource(
                    path: path, type: nil, excludes: [], includes: [], explicitFolders: [], optional: false,
                    buildPhase: nil, origin: node.origin)
            ]
        }
        guard let elements = node.elements else {
            if !node.isEmpty {
                warn(
                    node.origin,
                    "'sources' of target '\(target.name)' is \(node.kindName), not a path or a list; no source is read")
            }
            return []
        }
        var result: [XcodeGenSource] = []
        for element in elements {
            if let path = element.string {
                result.append(
                    XcodeGenSource(
                        path: path, type: nil, excludes: [], includes: [], explicitFolders: [], optional: false,
                        buildPhase: nil, origin: element.origin))
            } else if element.entries != nil {
                guard let path = element["path"]?.string else {
                    warn(
                        element.origin,
                        "a source of target '\(target.name)' has no 'path' (XcodeGen refuses the spec); it is skipped")
                    continue
                }
                var phase = element["buildPhase"]?.string
                if phase == nil, element["buildPhase"]?["copyFiles"] != nil { phase = "copyFiles" }
                result.append(
                    XcodeGenSource(
                        path: path, type: element["type"]?.string, excludes: element["excludes"]?.strings ?? [],
                        includes: element["includes"]?.strings ?? [],
                        explicitFolders: element["explicitFolders"]?.strings ?? [],
                        optional: element["optional"]?.bool ?? false, buildPhase: phase, origin: element.origin))
            }
        }
        return result
    }

    // MARK: - Linking

    /// `Target.defaultLinkage`.
    static func linkage(of target: SpecTarget) -> String {
        switch target.type {
        case "framework", "xcframework": target.settings.value("MACH_O_TYPE") == "staticlib" ? "static" : "dynamic"
        case "library.dynamic": "dynamic"
        case "library.static", "framework.static": "static"
        default: "none"
        }
    }

    /// `PBXProductType.isExecutable`: apps, extensions, system extensions, test bundles, tools.
    static func isExecutable(_ type: String) -> Bool {
        type.hasPrefix("application") || type.contains("extension") || type.hasPrefix("bundle.") || type == "tool"
            || type == "app-extension.messages-sticker-pack"
    }

    /// `PBXProductType.isApp` (its product is an `.app`) and `isTest` (an `.xctest`).
    static func isApplication(_ type: String) -> Bool { type.hasPrefix("application") }
    static func isTestBundle(_ type: String) -> Bool { type == "bundle.unit-test" || type == "bundle.ui-testing" }

    /// `PBXProductType.shouldEmbed(_:)`, what XcodeGen embeds when `embed:` is not written: no
    /// static product; into an app, every other one; into a test bundle, a framework or bundle.
    static func embedsByDefault(_ dependency: SpecTarget, into target: SpecTarget) -> Bool {
        guard linkage(of: dependency) != "static" else { return false }
        if isApplication(target.type) { return true }
        return isTestBundle(target.type) && ["framework", "bundle"].contains(dependency.type)
    }

    /// Whether XcodeGen links a target dependency when `link:` is not written.
    static func linksByDefault(dependency: SpecTarget, from target: SpecTarget) -> Bool {
        let linkage = linkage(of: dependency)
        return (linkage == "dynamic" && target.type != "library.static")
            || (linkage == "static" && isExecutable(target.type))
    }

    /// A dependency on `Reference/Target` of a project the spec references.
    private mutating func addExternal(
        project name: String, target externalTarget: String, dependency: SpecDependency,
        from target: SpecTarget, dependencies: inout [XcodeTargetReference],
        linked: inout [XcodeTargetReference]
    ) {
        guard let path = projectReferences[name] else {
            warn(
                dependency.origin,
                XcodeGenMessages.undefinedProjectReference(name, in: dependency.reference)
            )
            return
        }
        guard XcodePath.isInside(path, root: root) else {
            warn(
                dependency.origin,
                "'\(target.name)' depends on '\(externalTarget)' of a project outside the root (\(path)); dropped")
            return
        }
        let reference = XcodeTargetReference(project: path, target: externalTarget)
        dependencies.append(reference)
        // Linking by default depends on what the other project builds: read its product type.
        if externalKinds[path] == nil {
            let other = XcodeProjectReader.read(projectPath: path, root: root, recorder: recorder)
            readFiles.insert(other.projectFile)
            externalKinds[path] = Dictionary(
                other.targets.map { ($0.name, $0.productType) }, uniquingKeysWith: { first, _ in first })
        }
        let type = externalKinds[path]?[externalTarget].map {
            $0.replacingOccurrences(of: "com.apple.product-type.", with: "")
        }
        var other = target
        other.type = type ?? ""
        other.settings = XcodeGenSettings()
        if dependency.link ?? Self.linksByDefault(dependency: other, from: target) { linked.append(reference) }
    }

    /// `getAllDependenciesPlusTransitiveNeedingEmbedding`: the target's dependencies plus those of
    /// the targets it depends on that do not embed their own (not apps or test bundles), each
    /// once (the nearest declaration wins), sorted by XcodeGen's unique identifier.
    private func transitiveDependencies(of top: SpecTarget) -> [SpecDependency] {
        var visited = Set<String>()
        var found: [String: SpecDependency] = [:]
        var queue = [top]
        var next = 0
        while next < queue.count {
            let target = queue[next]
            next += 1
            if visited.contains(target.name) { continue }
            let isTop = target.name == top.name
            for dependency in target.dependencies where found[dependency.uniqueID] == nil {
                switch dependency.kind {
                case .sdk:
                    found[dependency.uniqueID] = dependency
                case .framework, .carthage, .package:
                    if isTop || dependency.embed != true { found[dependency.uniqueID] = dependency }
                case .target:
                    guard isTop || dependency.embed != true else { continue }
                    if dependency.reference.contains("/") {
                        found[dependency.uniqueID] = dependency
                    } else if let index = targetsByName[dependency.reference] {
                        found[dependency.uniqueID] = dependency
                        // A target that embeds its own dependencies (an app, a test bundle) is not walked.
                        if !Self.isAppOrTest(targets[index].type) { queue.append(targets[index]) }
                    }
                case .bundle:
                    if isTop { found[dependency.uniqueID] = dependency }
                }
            }
            visited.insert(target.name)
        }
        return found.sorted { $0.key < $1.key }.map(\.value)
    }

    /// `type.isApp || type.isTest`: products with the `.app` or `.xctest` extension.
    static func isAppOrTest(_ type: String) -> Bool {
        [
            "application", "application.watchapp", "application.watchapp2", "application.watchapp2-container",
            "application.messages", "application.on-demand-install-capable", "bundle.unit-test", "bundle.ui-testing",
            "bundle.ocunit-test",
        ].contains(type)
    }

    // MARK: - Build settings

    /// One configuration of `target`, resolved as Xcode resolves what XcodeGen writes: the
    /// project's `.xcconfig`, the project's settings (presets, then `settings`), the target's
    /// `.xcconfig`, the target's settings (presets, then `settings`). Also the Info.plist it names.
    private mutating func buildConfiguration(_ config: XcodeGenConfig, target: SpecTarget) -> (
        XcodeBuildConfiguration, String?
    ) {
        var stack = BuildSettingStack(builtins: [
            "TARGET_NAME": target.name, "TARGETNAME": target.name, "PROJECT_NAME": project.name,
            "CONFIGURATION": config.name, "SRCROOT": specFolder, "PROJECT_DIR": specFolder, "SOURCE_ROOT": specFolder,
        ])
        var conditional: [String] = []
        let projectXcconfig = projectConfigFiles[config.name].flatMap {
            xcconfig($0, origin: spec["configFiles"]?.origin)
        }
        let targetXcconfig = target.configFiles[config.name].flatMap {
            xcconfig($0, origin: target.node["configFiles"]?.origin)
        }

        // Project level.
        var projectLevel: [String: String] = [:]
        let platforms = Set(targets.map(\.platform))
        if platforms.count == 1, let sdk = XcodeGenSettingPresets.sdkRoot(platforms.first!) {
            projectLevel["SDKROOT"] = sdk
        }
        if settingPresets == "all" || settingPresets == "project" {
            projectLevel.merge(XcodeGenSettingPresets.project(configType: config.type)) { $1 }
        }
        for key in projectXcconfig?.keys ?? [] { projectLevel[key] = nil }
        projectLevel.merge(projectSettings.resolved(for: config, configs: configs, groups: settingGroups)) { $1 }

        // Target level.
        var targetLevel: [String: String] = [:]
        if settingPresets == "all" || settingPresets == "targets" {
            let ordered = XcodeGenSettingPresets.destinationOrder.filter { target.destinations.contains($0) }
            let platform = target.platform == "auto" ? ordered.first ?? target.platform : target.platform
            if let sdk = XcodeGenSettingPresets.sdkRoot(platform) { targetLevel["SDKROOT"] = sdk }
            if target.platform == "auto" { targetLevel["SDKROOT"] = "auto" }
            if !ordered.isEmpty {
                targetLevel["SUPPORTED_PLATFORMS"] = ordered.flatMap(XcodeGenSettingPresets.supportedPlatforms).joined(
                    separator: " ")
            }
        }
        for key in (targetXcconfig?.keys ?? []) + (projectXcconfig?.keys ?? []) { targetLevel[key] = nil }
        targetLevel.merge(target.settings.resolved(for: config, configs: configs, groups: settingGroups)) { $1 }
        if targetLevel["INFOPLIST_FILE"] == nil {
            if let path = target.node["info"]?["path"]?.string { targetLevel["INFOPLIST_FILE"] = path }
        }

        for (level, xcconfig) in [(projectLevel, projectXcconfig), (targetLevel, targetXcconfig)] {
            if let xcconfig {
                for assignment in xcconfig.file.assignments { stack.push(key: assignment.key, value: assignment.value) }
                conditional += xcconfig.file.conditionalKeys.filter(Self.isOfInterest)
            }
            for key in level.keys.sorted() {
                if key.contains("[") {
                    if Self.isOfInterest(key) { conditional.append(key) }
                    continue
                }
                stack.push(key: key, value: level[key]!)
            }
        }
        let productName = stack.value(of: "PRODUCT_NAME") ?? target.name
        let moduleName = stack.value(of: "PRODUCT_MODULE_NAME") ?? C99ExtendedIdentifier.mangle(productName)
        var conditions: [String] = []
        for word in stack.words(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") where !conditions.contains(word) {
            conditions.append(word)
        }
        for word in XcodeProjectReader.definedNames(inSwiftFlags: stack.words(of: "OTHER_SWIFT_FLAGS"))
        where !conditions.contains(word) {
            conditions.append(word)
        }
        let sdkRoot = stack.value(of: "SDKROOT")
        let supported = stack.words(of: "SUPPORTED_PLATFORMS")
        var infoPlist: String?
        if let file = stack.value(of: "INFOPLIST_FILE"), !file.isEmpty {
            let path = XcodePath.resolve(file, against: specFolder)
            if XcodePath.isInside(path, root: root) { infoPlist = path }
        }
        let notes = stack.unresolved.union(conditional.map { "\($0): conditional settings are not evaluated" })
        let configuration = XcodeBuildConfiguration(
            name: config.name, productName: productName, moduleName: moduleName, compilationConditions: conditions,
            sdkRoot: sdkRoot?.isEmpty == true ? nil : sdkRoot, supportedPlatforms: supported, unresolved: notes.sorted()
        )
        return (configuration, infoPlist)
    }

    private static func isOfInterest(_ conditionalKey: String) -> Bool {
        XcodeProjectReader.settingsOfInterest.contains(String(conditionalKey.prefix { $0 != "[" }))
    }

    /// The `.xcconfig` at `path` (relative to the spec's folder), read once, with its keys.
    private mutating func xcconfig(_ path: String, origin: XcodeGenOrigin?) -> (file: XcconfigFile, keys: [String])? {
        var absolute = XcodePath.resolve(path, against: specFolder)
        guard XcodePath.isInside(absolute, root: root) else {
            if let origin {
                warn(
                    origin,
                    XcodeGenMessages.settingsFileOutside(path, resolved: absolute)
                )
            }
            return nil
        }
        if xcconfigCache[absolute] == nil, let found = XcodeGenPathCase.existing(absolute, root: root), found.corrected
        {
            if let origin {
                warn(
                    origin,
                    XcodeGenMessages.otherCaseOnDisk(
                        "build settings file '\(path)'", onDisk: XcodePath.relative(found.path, to: root)))
            }
            absolute = found.path
        }
        if xcconfigCache[absolute] == nil {
            // XcodeGen writes the project beside the spec: that is its source root.
            let file = XcconfigFile(path: absolute, root: root, sourceRoot: specFolder, recorder: recorder)
            problems += file.problems
            readFiles.insert(absolute)
            xcconfigCache[absolute] = file
        }
        guard let file = xcconfigCache[absolute] else { return nil }
        return (file, Array(Set(file.assignments.map(\.key))))
    }

    // MARK: - Info.plist

    /// The extension point of an app extension: from the Info.plist its settings name (or that
    /// `info:` generates, whose `properties` the spec holds), else the first `Info.plist` in its
    /// sources, as XcodeGen picks one.
    private mutating func extensionPoint(of target: SpecTarget, infoPlist: String?) -> String? {
        if let info = target.node["info"], let properties = info["properties"],
            infoPlist == nil || info["path"]?.string.map({ XcodePath.resolve($0, against: specFolder) }) == infoPlist
        {
            if let point = properties["NSExtension"]?["NSExtensionPointIdentifier"]?.string { return point }
            if let point = properties["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string {
                return point
            }
        }
        if let infoPlist { return readExtensionPoint(infoPlist) }
        for source in sources(of: target) {
            let path = XcodePath.resolve(source.path, against: specFolder)
            guard XcodePath.isInside(path, root: root) else { continue }
            if XcodePath.basename(of: path) == "Info.plist" { return readExtensionPoint(path) }
            if let found = Self.firstInfoPlist(in: path, root: root) { return readExtensionPoint(found) }
        }
        return nil
    }

    /// The first `Info.plist` below `folder`, breadth first in name order (XcodeGen takes the
    /// first its directory enumerator meets).
    static func firstInfoPlist(in folder: String, root: String) -> String? {
        var pending = [folder]
        var visited = 0
        while !pending.isEmpty, visited < 10_000 {
            let current = pending.removeFirst()
            visited += 1
            guard let entries = DirectoryListing.entries(of: current)?.sorted(by: { $0.name < $1.name }) else {
                continue
            }
            if entries.contains(where: { $0.name == "Info.plist" && $0.type != .directory }) {
                return XcodePath.join(current, "Info.plist")
            }
            for entry in entries where entry.type == .directory && !entry.name.hasPrefix(".") {
                pending.append(XcodePath.join(current, entry.name))
            }
        }
        return nil
    }

    private mutating func readExtensionPoint(_ path: String) -> String? {
        recorder?.record(path)
        guard let data = try? FileBuffer.contents(of: path, limit: InputLimits.projectFileBytes).get() else {
            return nil
        }
        readFiles.insert(path)
        guard
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any]
        else {
            return nil
        }
        if let point = (plist["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String {
            return point
        }
        return (plist["EXAppExtensionAttributes"] as? [String: Any])?["EXExtensionPointIdentifier"] as? String
    }
}
