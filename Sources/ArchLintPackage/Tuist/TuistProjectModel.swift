import Foundation
import ArchLintSupport

/// Turns what a Tuist project's manifests recorded into the Xcode model, as `tuist generate`
/// would lay the projects out: which projects (those `Workspace.swift` names, by glob, and those
/// their targets reach through `.project(target:path:)`; every `Project.swift` without a
/// workspace manifest), each target's kind, files, settings and declared dependencies.
struct TuistProjectModel {
    var group: TuistManifestFiles.Group
    var workspaceRoot: String
    var inputs: InputRecorder
    let tree: TuistFileTree
    /// `.xcconfig` files read, by path.
    private let xcconfigFiles = XcconfigFiles()

    private final class XcconfigFiles {
        var files: [String: XcconfigFile] = [:]
    }

    init(group: TuistManifestFiles.Group, workspaceRoot: String, inputs: InputRecorder) {
        self.group = group
        self.workspaceRoot = workspaceRoot
        self.inputs = inputs
        tree = TuistFileTree(root: workspaceRoot, recorder: inputs)
    }

    // MARK: - Paths

    /// A recorded path made absolute and standardized.
    static func resolve(_ path: TuistRecordedPath, manifest: String, tuistRoot: String) -> String {
        if path.path.hasPrefix("/") { return TuistFileTree.standardizePattern(path.path) }
        let base: String
        switch path.base {
        case .relativeToManifest: base = (manifest as NSString).deletingLastPathComponent
        case .relativeToRoot: base = tuistRoot
        case .relativeToCurrentFile: base = ((path.caller ?? manifest) as NSString).deletingLastPathComponent
        }
        return TuistFileTree.standardizePattern(path.path.isEmpty ? base : base + "/" + path.path)
    }

    private func resolve(_ path: TuistRecordedPath, _ manifest: String) -> String {
        Self.resolve(path, manifest: manifest, tuistRoot: group.root)
    }

    /// A path as messages show it: relative to the root inside it, absolute outside.
    private func shown(_ path: String) -> String {
        PathUtilities.isInside(path, workspaceRoot) ? PathUtilities.relative(path, to: workspaceRoot) : path
    }

    // MARK: - Problems

    /// A located problem for a manifest that could not be evaluated.
    static func problem(_ manifest: String, _ failure: TuistManifestFailure, _ what: String) -> XcodeProblem {
        var message = "\(what): "
        switch failure.kind {
        case .compile:
            message += "it does not compile against archlint's ProjectDescription: "
            if let location = failure.location, location.file != manifest {
                message += "\(location.file):\(location.line):\(location.column): "
            }
            message += failure.message
        case .importedModule, .timeout, .crash, .toolchain:
            message += failure.message
        }
        if let generated = TuistProjectReader.generatedProject(beside: manifest) {
            message +=
                "; a generated project is beside it (\((generated as NSString).lastPathComponent)), not read in "
                + "its place"
        }
        let located = failure.location?.file == manifest ? failure.location : nil
        return XcodeProblem(
            path: manifest, line: located?.line, column: located?.column, severity: .error, message: message)
    }

    // MARK: - Building

    mutating func build(outcomes: [String: TuistManifestOutcome], into reading: inout TuistReading) {
        var projects: [String: TuistRecordedProject] = [:]
        var workspaces: [(manifest: String, patterns: [TuistRecordedPath])] = []
        var failed: [String: TuistManifestFailure] = [:]
        var dependencyPackages: [(TuistRecordedPackage, String)] = []
        var dependenciesRead = false
        for manifest in outcomes.keys.sorted() {
            switch outcomes[manifest]! {
            case .failed(let failure):
                failed[manifest] = failure
            case .recorded(let text):
                guard let records = TuistRecord.decode(text) else {
                    failed[manifest] = TuistManifestFailure(
                        kind: .crash, message: "it printed a result archlint cannot read")
                    continue
                }
                let made = records.compactMap { record -> TuistRecordedProject? in
                    if case .project(let project) = record { return project }
                    return nil
                }
                if group.projects.contains(manifest) {
                    if let project = made.last {
                        projects[manifest] = project
                    } else {
                        reading.problems.append(
                            XcodeProblem(
                                path: manifest, severity: .error,
                                message:
                                    "this Project.swift makes no Project (Tuist reads the Project it "
                                    + "initialises); nothing of it is read"
                            ))
                    }
                }
                for record in records {
                    switch record {
                    case .workspace(_, let patterns) where group.workspaces.contains(manifest):
                        workspaces.append((manifest, patterns))
                    case .dependencies(let packages) where manifest == group.dependencies:
                        dependenciesRead = true
                        dependencyPackages += packages.map { ($0, manifest) }
                    default: break
                    }
                }
            }
        }

        // Which projects: those the workspaces name (and what they reach), else all.
        let manifestsByFolder = Dictionary(
            group.projects.map { (($0 as NSString).deletingLastPathComponent, $0) },
            uniquingKeysWith: { first, _ in first })
        var selected = Set<String>()
        let workspacesFailed = group.workspaces.contains { failed[$0] != nil }
        if !workspaces.isEmpty && !workspacesFailed {
            for (manifest, patterns) in workspaces {
                for pattern in patterns {
                    let absolute = resolve(pattern, manifest)
                    // `**` matches zero or more folders, as in Tuist's globs: `Projects/**`
                    // names `Projects` too, and `**` alone the workspace's own folder.
                    let zeroFolders = absolute.hasSuffix("/**") ? String(absolute.dropLast(3)) : nil
                    let matched = manifestsByFolder.keys.filter {
                        $0 == absolute || $0 == zeroFolders || Glob.matchesWholePath(absolute, $0)
                    }
                    if matched.isEmpty {
                        reading.problems.append(
                            XcodeProblem(
                                path: manifest, severity: .warning,
                                message:
                                    "the workspace names '\(shown(absolute))', where no Project.swift is found; "
                                    + "nothing is read there"
                            ))
                    }
                    for folder in matched { selected.insert(manifestsByFolder[folder]!) }
                }
            }
        } else {
            selected = Set(group.projects)
        }
        var queue = Array(selected).sorted()
        while let manifest = queue.popLast() {
            for target in projects[manifest]?.targets ?? [] {
                for dependency in target.dependencies where dependency.kind == .project {
                    guard let path = dependency.path else { continue }
                    let folder = resolve(path, manifest)
                    if let other = manifestsByFolder[folder], selected.insert(other).inserted { queue.append(other) }
                }
            }
        }
        for manifest in group.projects where !selected.contains(manifest) {
            reading.notes.append(
                "\(manifest): note: not read: no Workspace.swift names this project and no project read depends on it")
        }
        for manifest in (group.workspaces + selected.sorted() + [group.dependencies].compactMap { $0 }).sorted() {
            guard let failure = failed[manifest] else { continue }
            let what =
                manifest == group.dependencies
                ? "Tuist's external dependencies cannot be evaluated"
                : group.workspaces.contains(manifest)
                    ? "this Tuist workspace cannot be evaluated, so every Project.swift is read"
                    : "this Tuist project is not read"
            reading.problems.append(Self.problem(manifest, failure, what))
        }

        // External packages: Tuist 3's Dependencies.swift, else Tuist 4's Tuist/Package.swift.
        var externalLocations: [XcodePackageProduct.Package] = []
        for (package, manifest) in dependencyPackages {
            switch package {
            case .remote(let url): externalLocations.append(.remote(url: url))
            case .local(let path): externalLocations.append(.local(path: resolve(path, manifest)))
            case .registry: break
            }
        }
        if externalLocations.isEmpty, let manifest = group.packageManifest {
            let folder = (manifest as NSString).deletingLastPathComponent
            switch TuistPackageCatalog.dependencies(ofPackageIn: folder) {
            case .success(let locations): externalLocations = locations
            case .failure(let reason):
                reading.notes.append(
                    "\(manifest): note: not read without running it (\(reason)); each `.external(name:)` "
                        + "is taken as an outside module of that name")
            }
        } else if !dependenciesRead, group.dependencies != nil, failed[group.dependencies!] == nil {
            reading.notes.append(
                "\(group.dependencies!): note: makes no Dependencies; `.external(name:)` products are "
                    + "taken as outside modules of their names")
        }
        let tuistFolder = TuistManifestFiles.tuistFolder(in: group.root, recorder: inputs)
        if (tuistFolder as NSString).lastPathComponent != "Tuist", FileManager.default.fileExists(atPath: tuistFolder) {
            reading.notes.append(
                "\(tuistFolder): note: the Tuist folder is spelled '\((tuistFolder as NSString).lastPathComponent)'; "
                    + "read as Tuist finds it on a Mac's case-insensitive disk")
        }
        let checkouts = [
            (tuistFolder as NSString).appendingPathComponent(".build/checkouts"),
            (tuistFolder as NSString).appendingPathComponent("Dependencies/SwiftPackageManager/.build/checkouts"),
            (group.root as NSString).appendingPathComponent(".build/checkouts"),
            (group.root as NSString).appendingPathComponent("SourcePackages/checkouts"),
        ]
        let externals = TuistPackageCatalog(locations: externalLocations, checkoutFolders: checkouts, recorder: inputs)
        for case .local(let path) in externalLocations { reading.localPackages.append(path) }
        if !externals.unresolved.isEmpty {
            reading.notes.append(
                "\(group.root): note: external packages not resolved on disk (run `tuist install`, or "
                    + "`tuist fetch` for Tuist 3, to read their products): "
                    + "\(externals.unresolved.joined(separator: ", ")); "
                    + "each of their products is taken as an outside module of its name")
        }

        for manifest in selected.sorted() {
            guard let record = projects[manifest] else { continue }
            reading.projects.append(
                project(
                    record, manifest: manifest, externals: externals, checkouts: checkouts,
                    known: projects, into: &reading))
        }
        for (folder, reason) in tree.unreadable.sorted(by: { $0.key < $1.key }) {
            reading.problems.append(
                XcodeProblem(
                    path: folder, severity: .error,
                    message: "cannot list this folder (\(reason)); source files in it are not read"))
        }
        for link in tree.linksOutside.sorted() {
            reading.problems.append(
                XcodeProblem(
                    path: link, severity: .warning,
                    message: "symbolic link leads outside the root; not followed"))
        }
    }

    // MARK: - Projects and targets

    private func project(
        _ record: TuistRecordedProject, manifest: String, externals: TuistPackageCatalog, checkouts: [String],
        known: [String: TuistRecordedProject], into reading: inout TuistReading
    ) -> XcodeProject {
        var problems: [XcodeProblem] = []
        var locations: [XcodePackageProduct.Package] = []
        for package in record.packages {
            switch package {
            case .remote(let url): locations.append(.remote(url: url))
            case .local(let path):
                let folder = resolve(path, manifest)
                locations.append(.local(path: folder))
                reading.localPackages.append(folder)
            case .registry(let identifier):
                problems.append(
                    XcodeProblem(
                        path: manifest, severity: .warning,
                        message:
                            "package '\(identifier)' comes from a registry; its products are taken as outside "
                            + "modules of their names"
                    ))
            }
        }
        let packages = TuistPackageCatalog(locations: locations, checkoutFolders: checkouts, recorder: inputs)
        let text =
            (try? FileBuffer.contents(of: manifest, limit: InputLimits.sourceFileBytes).get())
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var targets: [XcodeTarget] = []
        for target in record.targets {
            let reference = XcodeTargetReference(project: manifest, target: target.name)
            reading.targetSites[reference] = target.site
            targets.append(
                self.target(
                    target, project: record, manifest: manifest, lines: lines, externals: externals,
                    packages: packages, known: known, problems: &problems,
                    declarations: &reading.declarations))
        }
        targets.sort { $0.name < $1.name }
        return XcodeProject(
            path: manifest, name: record.name, projectFile: manifest, targets: targets, problems: problems.sorted())
    }

    /// The line of `Project.swift` that best shows where a target is declared: its own
    /// `Target(...)` call when the manifest makes it, else the first line that names it as a
    /// string, else the line that makes the project, else the first line that names `Project`
    /// (the call of the helper that makes it), else the first line.
    private func declarationLine(
        of target: TuistRecordedTarget, project: TuistRecordedProject, manifest: String,
        lines: [Substring]
    ) -> Int {
        if target.site.file == manifest { return target.site.line }
        let quoted = "\"\(target.name)\""
        if let index = lines.firstIndex(where: { $0.contains(quoted) }) { return index + 1 }
        if project.site.file == manifest { return project.site.line }
        // A helper made the project: the manifest's statement that calls it.
        let statement = lines.firstIndex { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return !trimmed.hasPrefix("import ") && !trimmed.hasPrefix("//") && trimmed.contains("Project")
        }
        return statement.map { $0 + 1 } ?? 1
    }

    // swiftlint:disable:next function_parameter_count
    private func target(
        _ target: TuistRecordedTarget, project: TuistRecordedProject, manifest: String, lines: [Substring],
        externals: TuistPackageCatalog, packages: TuistPackageCatalog,
        known: [String: TuistRecordedProject], problems: inout [XcodeProblem],
        declarations: inout [TuistDependencyDeclaration]
    ) -> XcodeTarget {
        let productType = Self.productType(of: target.product)
        let kind = XcodeTargetKind(productType: productType)
        let line = declarationLine(of: target, project: project, manifest: manifest, lines: lines)
        let swiftFiles = sources(of: target, manifest: manifest, line: line, problems: &problems)
        let configurations = configurationsOf(target, project: project, manifest: manifest, problems: &problems)
        let defaultName =
            project.settings?.configurations.first { !$0.isDebug }?.name ?? configurations.last?.name ?? "Release"
        let reference = XcodeTargetReference(project: manifest, target: target.name)
        let projectTargets = Set(project.targets.map(\.name))

        var products: [XcodePackageProduct] = []
        var dependencies: [XcodeTargetReference] = []
        // Target dependencies written in Project.swift, at their lines (others at the target's).
        var dependencySites: [XcodeTargetReference: SourceLocation] = [:]
        var productLine: Int?
        for dependency in target.dependencies {
            let site = dependency.site
            let lineInManifest = site.file == manifest ? site.line : line
            func located(_ reference: XcodeTargetReference) {
                if dependencySites[reference] == nil {
                    dependencySites[reference] = SourceLocation(file: manifest, line: lineInManifest, column: 1)
                }
            }
            var resolution: String
            switch dependency.kind {
            case .target, .macro:
                dependencies.append(XcodeTargetReference(project: manifest, target: dependency.name))
                located(XcodeTargetReference(project: manifest, target: dependency.name))
                resolution = "target dependency"
                if !projectTargets.contains(dependency.name) {
                    problems.append(
                        XcodeProblem(
                            path: manifest, line: lineInManifest, severity: .warning,
                            message:
                                "'\(target.name)' depends on target '\(dependency.name)', which project "
                                + "'\(project.name)' does not define"
                        ))
                    resolution = "target dependency on a target the project does not define"
                }
            case .project:
                let folder =
                    dependency.path.map { resolve($0, manifest) } ?? (manifest as NSString).deletingLastPathComponent
                let other = (folder as NSString).appendingPathComponent("Project.swift")
                if group.projects.contains(other) {
                    dependencies.append(XcodeTargetReference(project: other, target: dependency.name))
                    located(XcodeTargetReference(project: other, target: dependency.name))
                    resolution = "target dependency on another project"
                    if let otherProject = known[other],
                        !otherProject.targets.contains(where: { $0.name == dependency.name })
                    {
                        problems.append(
                            XcodeProblem(
                                path: manifest, line: lineInManifest, severity: .warning,
                                message:
                                    "'\(target.name)' depends on '\(dependency.name)' of \(shown(other)), which "
                                    + "defines no such target"
                            ))
                    }
                } else {
                    problems.append(
                        XcodeProblem(
                            path: manifest, line: lineInManifest, severity: .warning,
                            message:
                                "'\(target.name)' depends on '\(dependency.name)' of '\(shown(folder))', where "
                                + "no Project.swift is found; dropped"
                        ))
                    resolution = "dropped: no Project.swift at \(shown(folder))"
                }
            case .external, .package:
                let catalog = dependency.kind == .external ? externals : packages
                let owner = catalog.owner(of: dependency.name, among: catalog.packages)
                let location = owner?.location ?? .unspecified
                products.append(
                    XcodePackageProduct(productName: dependency.name, package: location, line: lineInManifest))
                if site.file == manifest, productLine == nil { productLine = site.line }
                switch location {
                case .local(let path): resolution = "product of the local package \(shown(path))"
                case .remote(let url): resolution = "product of \(url)"
                case .unspecified:
                    resolution = "product of a package archlint could not determine: an outside module of its name"
                }
            case .xcframework, .framework, .library:
                let module = Self.binaryModuleName(dependency.name)
                products.append(XcodePackageProduct(productName: module, package: .unspecified, line: lineInManifest))
                resolution = "prebuilt binary: the outside module \(module)"
            case .sdk:
                resolution = "left out: a framework or library of the SDK (a system module)"
            case .xctest:
                resolution = "left out: XCTest (a system module)"
            case .packagePlugin:
                resolution = "left out: a package plugin runs at build time and vends no module"
            }
            declarations.append(
                TuistDependencyDeclaration(
                    target: reference,
                    kind: TuistDependencyDeclaration.Kind(rawValue: dependency.kind.rawValue) ?? .target,
                    name: dependency.name, location: site, platforms: dependency.platforms, resolution: resolution))
        }
        let defaultConfiguration = configurations.first { $0.name == defaultName } ?? configurations.last
        let productName = defaultConfiguration?.productName ?? Self.defaultProductName(target)
        var made = XcodeTarget(
            name: target.name, productName: productName,
            moduleName: defaultConfiguration?.moduleName ?? C99ExtendedIdentifier.mangle(productName),
            productType: productType, kind: kind, swiftFiles: swiftFiles, packageProducts: products.sorted(),
            targetDependencies: Array(Set(dependencies)).sorted(), linkedTargets: [], configurations: configurations,
            defaultConfigurationName: defaultName, line: line, packageProductDependenciesLine: productLine)
        made.dependencySites = dependencySites
        if target.site.file != manifest {
            made.helperSite = target.site
            made.helperFunction = Self.enclosingFunction(of: target.site)
        }
        return made
    }

    /// The name of the function whose body holds `site` (a helper's `.target(...)` call): the
    /// nearest `func NAME` at or above its line; nil when there is none or the file cannot be read.
    static func enclosingFunction(of site: SourceLocation) -> String? {
        guard let data = try? FileBuffer.contents(of: site.file, limit: InputLimits.sourceFileBytes).get() else {
            return nil
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard site.line >= 1, site.line <= lines.count else { return nil }
        for line in lines[..<site.line].reversed() {
            guard let range = line.range(of: "func ") else { continue }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// The module a prebuilt binary vends: its file name without extension (and `lib` for a library).
    static func binaryModuleName(_ path: String) -> String {
        var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if ["a", "dylib", "tbd", "so"].contains((path as NSString).pathExtension), name.hasPrefix("lib"), name.count > 3
        {
            name.removeFirst(3)
        }
        return name
    }

    /// A name as Tuist makes it a Swift identifier for the files it generates (`TuistBundle+NAME`):
    /// the parts between characters an identifier cannot hold, each capitalised, joined
    /// (`three-dollar-app` -> `ThreeDollarApp`), with `_` before a leading digit.
    static func swiftIdentifier(_ name: String) -> String {
        let parts = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var identifier = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return identifier
    }

    /// Tuist's product name when none is given: the target name with `-` made `_`.
    static func defaultProductName(_ target: TuistRecordedTarget) -> String {
        target.productName ?? target.name.replacingOccurrences(of: "-", with: "_")
    }

    /// The Xcode product type Tuist generates for a product.
    static func productType(of product: String) -> String {
        switch product {
        case "app": "com.apple.product-type.application"
        case "static_library": "com.apple.product-type.library.static"
        case "dynamic_library": "com.apple.product-type.library.dynamic"
        case "framework": "com.apple.product-type.framework"
        case "static_framework": "com.apple.product-type.framework.static"
        case "unit_tests": "com.apple.product-type.bundle.unit-test"
        case "ui_tests": "com.apple.product-type.bundle.ui-testing"
        case "bundle": "com.apple.product-type.bundle"
        case "command_line_tool", "macro": "com.apple.product-type.tool"
        case "appClip": "com.apple.product-type.application.on-demand-install-capable"
        case "app_extension": "com.apple.product-type.app-extension"
        case "watch2_app": "com.apple.product-type.application.watchapp2"
        case "watch2_extension": "com.apple.product-type.watchkit2-extension"
        case "tv_top_shelf_extension": "com.apple.product-type.tv-app-extension"
        case "messages_extension": "com.apple.product-type.app-extension.messages"
        case "sticker_pack_extension": "com.apple.product-type.app-extension.messages-sticker-pack"
        case "xpc": "com.apple.product-type.xpc-service"
        case "system_extension": "com.apple.product-type.system-extension"
        case "extension_kit_extension": "com.apple.product-type.extensionkit-extension"
        default: "com.apple.product-type.\(product)"
        }
    }

    // MARK: - Sources

    private func sources(
        of target: TuistRecordedTarget, manifest: String, line: Int, problems: inout [XcodeProblem]
    ) -> [String] {
        var files = Set<String>()
        func warn(_ message: String) {
            problems.append(XcodeProblem(path: manifest, line: line, severity: .warning, message: message))
        }
        for glob in target.sources {
            var pattern = resolve(glob.glob, manifest)
            var (prefix, _) = TuistFileTree.staticPrefix(of: pattern)
            guard PathUtilities.isInside(prefix, workspaceRoot) else {
                warn(
                    "source glob '\(glob.glob.path)' of '\(target.name)' leads outside the root (to \(prefix)); "
                        + "not read"
                )
                continue
            }
            // Manifests are written on a Mac's case-insensitive disk, where Tuist finds
            // `Interface/**` in a folder spelled `interface`: read it as Tuist there does.
            if !tree.isFolder(prefix), !tree.isFile(prefix),
                let found = CaseInsensitivePath.resolve(prefix, root: workspaceRoot, recorder: inputs)
            {
                problems.append(
                    XcodeProblem(
                        path: manifest, line: line, severity: .note,
                        message: "source glob '\(glob.glob.path)' of '\(target.name)' names '\(shown(prefix))', "
                            + "spelled '\(shown(found))' on disk; read as a Mac's case-insensitive file system does"))
                pattern = found + String(pattern.dropFirst(prefix.count))
                prefix = found
            }
            if glob.isGenerated {
                if pattern.lowercased().hasSuffix(".swift"), tree.isFile(pattern) { files.insert(pattern) }
                continue
            }
            var matched = tree.matches(pattern, pathExtension: "swift")
            if matched.isEmpty, tree.matches(pattern).isEmpty {
                if tree.isFolder(pattern) {
                    warn(
                        "source glob '\(glob.glob.path)' of '\(target.name)' names a folder, and Tuist compiles "
                            + "no file of it "
                            + "(write '\(glob.glob.path)/**')")
                } else if !tree.isFolder(prefix) {
                    warn(
                        "source glob '\(glob.glob.path)' of '\(target.name)' matches nothing: \(shown(prefix)) "
                            + "does not exist"
                    )
                }
                continue
            }
            let excluded = Set(glob.excluding.flatMap { tree.matches(resolve($0, manifest), pathExtension: "swift") })
            matched.removeAll { excluded.contains($0) }
            files.formUnion(matched)
        }
        for folder in target.buildableFolders {
            let path = resolve(folder.path, manifest)
            guard PathUtilities.isInside(path, workspaceRoot) else {
                warn("buildable folder '\(folder.path.path)' of '\(target.name)' leads outside the root; not read")
                continue
            }
            let excluded = Set(
                folder.excluded.map { $0.hasPrefix("/") ? $0 : TuistFileTree.standardizePattern(path + "/" + $0) })
            for file in tree.files(below: path)
            where (file as NSString).pathExtension.lowercased() == "swift" && !excluded.contains(file) {
                files.insert(file)
            }
        }
        // Resource accessors `tuist generate` writes into Derived/Sources for the target.
        let derived = ((manifest as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
            "Derived/Sources")
        let suffixes = Set(["+\(target.name).swift", "+\(Self.swiftIdentifier(target.name)).swift"])
        for entry in tree.entries(of: derived) ?? [] where !entry.isFolder && entry.name.hasPrefix("Tuist") {
            if suffixes.contains(where: { entry.name.hasSuffix($0) }) {
                files.insert((derived as NSString).appendingPathComponent(entry.name))
            }
        }
        return files.filter { PathUtilities.isInside($0, workspaceRoot) }.sorted()
    }

    // MARK: - Settings

    private func configurationsOf(
        _ target: TuistRecordedTarget, project: TuistRecordedProject, manifest: String,
        problems: inout [XcodeProblem]
    ) -> [XcodeBuildConfiguration] {
        let projectConfigurations = project.settings?.configurations ?? []
        let names: [(name: String, isDebug: Bool)] =
            projectConfigurations.isEmpty
            ? [("Debug", true), ("Release", false)]
            : projectConfigurations.map { ($0.name, $0.isDebug) }
        let folder = (manifest as NSString).deletingLastPathComponent
        let platforms = Self.platforms(of: target)
        var result: [XcodeBuildConfiguration] = []
        for (name, isDebug) in names {
            var stack = BuildSettingStack(builtins: [
                "TARGET_NAME": target.name, "TARGETNAME": target.name, "PROJECT_NAME": project.name,
                "CONFIGURATION": name,
                "SRCROOT": folder, "PROJECT_DIR": folder, "SOURCE_ROOT": folder,
            ])
            var conditional: [String] = []
            // Whether every settings file was read: a flag it sets may otherwise be missing, so
            // the target's flags are not known whole (`conditionsComplete`).
            var complete = true
            func push(_ settings: TuistRecordedSettings?, defaults: [(String, String)]) {
                let configuration = settings?.configurations.first { $0.name == name }
                if let xcconfig = configuration?.xcconfig {
                    let path = resolve(xcconfig, manifest)
                    if PathUtilities.isInside(path, workspaceRoot) {
                        let file = readXcconfig(path, sourceRoot: folder)
                        for assignment in file.assignments { stack.push(key: assignment.key, value: assignment.value) }
                        conditional += file.conditionalKeys.filter {
                            XcodeProjectReader.settingsOfInterest.contains(String($0.prefix { $0 != "[" }))
                        }
                        problems += file.problems
                        complete = complete && file.isComplete
                    } else {
                        complete = false
                        problems.append(
                            XcodeProblem(
                                path: manifest, severity: .warning,
                                message: "build settings file \(path) is outside the root; its settings are not applied"
                            ))
                    }
                }
                // One level, as Tuist writes it: its defaults, then the base settings, then the
                // configuration's, each key replacing the one before (so `$(inherited)` in a
                // manifest's value refers to the level below, not to Tuist's default).
                var merged: [(String, String)] = []
                for (key, value) in defaults + (settings?.base ?? []) + (configuration?.settings ?? []) {
                    if key.contains("[") {
                        if XcodeProjectReader.settingsOfInterest.contains(String(key.prefix { $0 != "[" })) {
                            conditional.append(key)
                        }
                        continue
                    }
                    if let index = merged.firstIndex(where: { $0.0 == key }) {
                        merged[index].1 = value
                    } else {
                        merged.append((key, value))
                    }
                }
                for (key, value) in merged { stack.push(key: key, value: value) }
            }
            push(project.settings, defaults: [])
            var targetDefaults: [(String, String)] = [("PRODUCT_NAME", Self.defaultProductName(target))]
            targetDefaults += Self.platformSettings(platforms)
            // Tuist sets SUPPORTS_MACCATALYST for the Mac Catalyst destination.
            if target.platform == nil, target.destinations.contains("macCatalyst") {
                targetDefaults.append(("SUPPORTS_MACCATALYST", "YES"))
            }
            if isDebug, (target.settings?.defaultSettings ?? "recommended") != "none" {
                targetDefaults.append(("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "$(inherited) DEBUG"))
            }
            push(target.settings, defaults: targetDefaults)
            let productName = stack.value(of: "PRODUCT_NAME") ?? Self.defaultProductName(target)
            let moduleName = stack.value(of: "PRODUCT_MODULE_NAME") ?? C99ExtendedIdentifier.mangle(productName)
            // What the flags' evaluation could not resolve makes them incomplete, as in a pbxproj.
            let unresolvedBefore = stack.unresolved
            var conditions: [String] = []
            for word in stack.words(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") where !conditions.contains(word) {
                conditions.append(word)
            }
            for word in XcodeProjectReader.definedNames(inSwiftFlags: stack.words(of: "OTHER_SWIFT_FLAGS"))
            where !conditions.contains(word) {
                conditions.append(word)
            }
            let flagsUnresolved =
                stack.unresolved != unresolvedBefore
                || conditional.contains {
                    $0.hasPrefix("SWIFT_ACTIVE_COMPILATION_CONDITIONS[") || $0.hasPrefix("OTHER_SWIFT_FLAGS[")
                }
            let sdkRoot = stack.value(of: "SDKROOT")
            let notes = stack.unresolved.union(conditional.map { "\($0): conditional settings are not evaluated" })
            var built = XcodeBuildConfiguration(
                name: name, productName: productName, moduleName: moduleName, compilationConditions: conditions,
                sdkRoot: sdkRoot?.isEmpty == true ? nil : sdkRoot,
                supportedPlatforms: stack.words(of: "SUPPORTED_PLATFORMS"),
                unresolved: notes.sorted())
            built.supportsMacCatalyst = stack.value(of: "SUPPORTS_MACCATALYST")?.uppercased() == "YES"
            built.conditionsComplete = complete && !flagsUnresolved
            result.append(built)
        }
        return result.sorted { $0.name < $1.name }
    }

    /// An `.xcconfig` file, read once however many targets use it.
    private func readXcconfig(_ path: String, sourceRoot: String) -> XcconfigFile {
        let key = sourceRoot + "\n" + path
        if let known = xcconfigFiles.files[key] { return known }
        // Tuist generates the project beside its manifest: that is its source root.
        let file = XcconfigFile(path: path, root: workspaceRoot, sourceRoot: sourceRoot, recorder: inputs)
        xcconfigFiles.files[key] = file
        return file
    }

    /// The platforms of a target: its Tuist 3 platform, else those of its destinations.
    static func platforms(of target: TuistRecordedTarget) -> [String] {
        if let platform = target.platform { return [platform] }
        var platforms = Set<String>()
        for destination in target.destinations {
            switch destination {
            case "iPhone", "iPad", "macWithiPadDesign", "macCatalyst", "appleVisionWithiPadDesign":
                platforms.insert("ios")
            case "mac": platforms.insert("macos")
            case "appleWatch": platforms.insert("watchos")
            case "appleTv": platforms.insert("tvos")
            case "appleVision": platforms.insert("visionos")
            default: break
            }
        }
        return platforms.sorted()
    }

    /// `SDKROOT` and `SUPPORTED_PLATFORMS` as Tuist sets them: the platform's SDK for one
    /// platform, `auto` and the list for several.
    static func platformSettings(_ platforms: [String]) -> [(String, String)] {
        let sdks: [String: (root: String, supported: String)] = [
            "ios": ("iphoneos", "iphoneos iphonesimulator"), "macos": ("macosx", "macosx"),
            "tvos": ("appletvos", "appletvos appletvsimulator"), "watchos": ("watchos", "watchos watchsimulator"),
            "visionos": ("xros", "xros xrsimulator"),
        ]
        let known = platforms.compactMap { sdks[$0] }
        guard !known.isEmpty else { return [] }
        if known.count == 1 { return [("SDKROOT", known[0].root), ("SUPPORTED_PLATFORMS", known[0].supported)] }
        return [("SDKROOT", "auto"), ("SUPPORTED_PLATFORMS", known.map(\.supported).joined(separator: " "))]
    }
}
