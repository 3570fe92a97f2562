import Foundation
import ArchLintSupport

/// Reads one `.xcodeproj` into an `XcodeProject`: every native target with the Swift files it
/// compiles, what it links and depends on, and its settings per configuration.
///
/// Never throws and never crashes on bad input: a missing or damaged project file gives a
/// project with no targets and an `.error` problem located at the fault
/// (`project.pbxproj:12:5: expected ';' ...`); anything smaller (a file outside the root, an
/// unreadable `.xcconfig`) is a `.warning` and the rest is read. No path outside `root` is ever
/// read or returned.
package enum XcodeProjectReader {
    /// Settings whose conditional assignments (`KEY[sdk=...]`) are reported as not evaluated.
    static let settingsOfInterest: Set<String> = [
        "PRODUCT_NAME", "PRODUCT_MODULE_NAME", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS",
        "SDKROOT", "SUPPORTED_PLATFORMS", "SUPPORTS_MACCATALYST", "INFOPLIST_FILE",
    ]

    /// The names `-D NAME` and `-DNAME` define in Swift compiler flags (`-Xcc -D...` goes to
    /// clang and is skipped).
    static func definedNames(inSwiftFlags words: [String]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-Xcc" || word == "-Xfrontend" || word == "-Xllvm" || word == "-Xlinker" {
                index += 2
                continue
            }
            if word == "-D" {
                if index + 1 < words.count { names.append(words[index + 1]) }
                index += 2
                continue
            }
            if word.hasPrefix("-D"), word.count > 2 { names.append(String(word.dropFirst(2))) }
            index += 1
        }
        return names
    }

    /// Reads the project at `projectPath` (absolute or relative to the working directory), which
    /// must lie inside `root`. `recorder` is told every file read or looked for (the project
    /// file, `.xcconfig` files, Info.plists) and every synchronized folder listed; the Swift files
    /// a target compiles are in `XcodeTarget.swiftFiles`.
    package static func read(projectPath: String, root: String, recorder: InputRecorder? = nil) -> XcodeProject {
        let base = FileManager.default.currentDirectoryPath
        let root = XcodePath.resolve(root, against: base)
        let path = XcodePath.resolve(projectPath, against: base)
        let project = unread(path)
        let projectFile = project.projectFile
        guard XcodePath.isInside(path, root: root) else {
            return failed(project, "the project is outside the root (\(root)); not read")
        }
        recorder?.record(projectFile)
        // A regular file of bounded size only: a FIFO or a device must not block or exhaust the run.
        let data: Data
        switch FileBuffer.contents(of: projectFile, limit: InputLimits.projectFileBytes) {
        case .success(let contents): data = contents
        case .failure(let failure):
            // A project folder without its project file, as a generator's checkout has it (only
            // the shared schemes are committed): nothing unreadable, the project is not there yet.
            var isFolder: ObjCBool = false
            if failure.code == ENOENT, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                var skipped = project
                skipped.problems = [
                    XcodeProblem(
                        path: projectFile, severity: .warning,
                        message:
                            XcodeReadMessages.noProjectFile
                    )
                ]
                return skipped
            }
            return failed(project, "cannot read the project file (\(failure)); check that it exists and is readable")
        }
        return read(projectFileBytes: Array(data), projectPath: path, root: root, recorder: recorder)
    }

    /// Reads a project whose `project.pbxproj` is already in memory (`projectPath` and `root`
    /// absolute and standardized); the fuzz target reads project files this way.
    package static func read(
        projectFileBytes: [UInt8], projectPath path: String, root: String,
        recorder: InputRecorder? = nil
    ) -> XcodeProject {
        var project = unread(path)
        func fail(_ message: String, line: Int? = nil, column: Int? = nil) -> XcodeProject {
            failed(project, message, line: line, column: column)
        }
        let top: PropertyListValue
        do {
            top = try OldStylePropertyListParser.parse(projectFileBytes)
        } catch {
            return fail(
                "\(error.message) (the project file is damaged; none of its targets is read)",
                line: error.line, column: error.column)
        }
        guard let topDictionary = top.dictionary else {
            return fail("the project file holds an array, not the dictionary of an Xcode project", line: 1, column: 1)
        }
        let graph: XcodeObjectGraph
        do {
            graph = try XcodeObjectGraph(top: topDictionary, projectFolder: XcodePath.parent(of: path))
        } catch {
            return fail(error.message, line: error.line)
        }
        var reading = ProjectReading(graph: graph, root: root, project: project, recorder: recorder)
        reading.readTargets()
        project.targets = reading.targets.sorted { ($0.name, $0.line) < ($1.name, $1.line) }
        project.problems = Array(Set(reading.problems)).sorted()
        return project
    }

    /// The project at `path` (absolute) before anything is read: its name and project file.
    private static func unread(_ path: String) -> XcodeProject {
        var name = XcodePath.basename(of: path)
        if name.hasSuffix(".xcodeproj") { name = String(name.dropLast(".xcodeproj".count)) }
        return XcodeProject(
            path: path, name: name, projectFile: XcodePath.join(path, "project.pbxproj"), targets: [], problems: [])
    }

    /// `project` whose reading stopped at an error in its project file: that error is its one
    /// problem, and it has no target.
    private static func failed(_ project: XcodeProject, _ message: String, line: Int? = nil, column: Int? = nil)
        -> XcodeProject
    {
        var project = project
        project.problems = [
            XcodeProblem(path: project.projectFile, line: line, column: column, severity: .error, message: message)
        ]
        return project
    }
}

/// The state of reading one project's targets.
private struct ProjectReading {
    let graph: XcodeObjectGraph
    let root: String
    /// `root` with its symbolic links resolved: a path inside the root may still lead out of it
    /// through a link, and is then dropped.
    let realRoot: String
    let project: XcodeProject
    var targets: [XcodeTarget] = []
    var problems: [XcodeProblem] = []
    /// Target identifiers by the identifier of their product's file reference.
    private var targetByProduct: [String: String] = [:]
    private var synchronizedFolders: SynchronizedFolders
    private var xcconfigCache: [String: XcconfigFile] = [:]
    private let recorder: InputRecorder?

    init(graph: XcodeObjectGraph, root: String, project: XcodeProject, recorder: InputRecorder?) {
        self.graph = graph
        self.root = root
        self.realRoot = PathUtilities.resolvingSymlinks(root)
        self.project = project
        self.recorder = recorder
        self.synchronizedFolders = SynchronizedFolders(
            graph: graph, root: root, projectFile: project.projectFile, recorder: recorder)
        problems.append(contentsOf: synchronizedFolders.problems)
        for (id, object) in graph.objects {
            if let product = object.string("productReference"), object.string("isa")?.hasSuffix("Target") == true {
                targetByProduct[product] = id
            }
        }
    }

    private func warning(_ message: String, line: Int?) -> XcodeProblem {
        XcodeProblem(path: project.projectFile, line: line, severity: .warning, message: message)
    }

    mutating func readTargets() {
        for (id, object) in graph.objects("targets", of: graph.project) where object.string("isa") == "PBXNativeTarget"
        {
            targets.append(readTarget(id: id, object: object))
        }
    }

    // MARK: - One target

    private mutating func readTarget(id: String, object: PropertyListDictionary) -> XcodeTarget {
        let name = object.string("name") ?? id
        let productType = object.string("productType") ?? ""
        let (configurations, defaultName, infoPlist) = readConfigurations(of: object, targetName: name)
        let defaultConfiguration = configurations.first { $0.name == defaultName } ?? configurations.first
        var extensionPoint: String?
        if XcodeTargetKind.needsExtensionPoint(productType: productType), let infoPlist {
            extensionPoint = readExtensionPoint(infoPlist, target: name, line: object.line)
        }
        var target = XcodeTarget(
            name: name,
            productName: defaultConfiguration?.productName ?? name,
            moduleName: defaultConfiguration?.moduleName ?? C99ExtendedIdentifier.mangle(name),
            productType: productType,
            kind: XcodeTargetKind(productType: productType, extensionPoint: extensionPoint),
            swiftFiles: [],
            packageProducts: readPackageProducts(of: object, target: name),
            targetDependencies: readTargetDependencies(of: object, target: name),
            linkedTargets: [],
            configurations: configurations,
            defaultConfigurationName: defaultConfiguration?.name ?? defaultName,
            line: object.line,
            packageProductDependenciesLine: object.entries["packageProductDependencies"]?.line
        )
        (target.linkedTargets, target.linkedProducts) = readLinkedTargets(of: object)
        target.embeddedProducts = readEmbeddedProducts(of: object)
        target.productFileName = productFileName(of: object, productName: target.productName, kind: target.kind)
        readSwiftFiles(targetID: id, object: object, into: &target)
        return target
    }

    /// The file name of the product a target builds: its `productReference`'s, else the name
    /// Xcode gives a product of its type (`Name.framework`, `libName.a`, `libName.dylib`).
    private func productFileName(of object: PropertyListDictionary, productName: String, kind: XcodeTargetKind)
        -> String
    {
        if let reference = object.string("productReference").flatMap({ graph[$0] }),
            let path = reference.string("path") ?? reference.string("name"), !path.isEmpty
        {
            return XcodePath.basename(of: path)
        }
        switch kind {
        case .framework, .staticFramework: return productName + ".framework"
        case .staticLibrary: return "lib" + productName + ".a"
        case .dynamicLibrary: return "lib" + productName + ".dylib"
        default: return ""
        }
    }

    // MARK: - Swift files

    private mutating func readSwiftFiles(
        targetID: String, object: PropertyListDictionary, into target: inout XcodeTarget
    ) {
        var files: [String] = []
        var hasSourcesPhase = false
        for (_, phase) in graph.objects("buildPhases", of: object) where phase.string("isa") == "PBXSourcesBuildPhase" {
            hasSourcesPhase = true
            for (_, buildFile) in graph.objects("files", of: phase) {
                guard let fileID = buildFile.string("fileRef"), let file = graph[fileID] else { continue }
                switch file.string("isa") {
                case "PBXFileReference":
                    guard isSwift(file) else { continue }
                    files += place(fileID, file, target: target.name, outside: &target.sourcesOutsideSourceTree)
                case "PBXVariantGroup":
                    // A localized source: every variant that is Swift is compiled.
                    for (childID, child) in graph.objects("children", of: file) where isSwift(child) {
                        files += place(childID, child, target: target.name, outside: &target.sourcesOutsideSourceTree)
                    }
                default:
                    // XCVersionGroup (a Core Data model), PBXReferenceProxy: not Swift sources.
                    continue
                }
            }
        }
        if hasSourcesPhase {
            for file in synchronizedFolders.swiftFiles(
                targetID: targetID, ownedFolders: object.strings("fileSystemSynchronizedGroups"))
            {
                files.append(file)
            }
        } else if !object.strings("fileSystemSynchronizedGroups").isEmpty {
            problems.append(
                warning(
                    XcodeReadMessages.syncedFoldersWithoutSourcesPhase(target: target.name),
                    line: object.line))
        }
        var present: Set<String> = []
        var missing: [String] = []
        for file in Set(files) {
            // Present or not, the result depends on it (a build generates it later).
            recorder?.record(file)
            if access(file, F_OK) == 0 {
                present.insert(file)
            } else if let found = CaseInsensitivePath.resolve(file, root: root, recorder: recorder) {
                // Written on a case-insensitive disk, where Xcode finds the file as spelled.
                present.insert(found)
                problems.append(
                    XcodeProblem(
                        path: project.projectFile, line: object.line, severity: .note,
                        message:
                            XcodeReadMessages.otherCaseOnDisk(
                                file, spelled: XcodePath.basename(of: found), target: target.name)
                    ))
            } else {
                missing.append(file)
            }
        }
        target.swiftFiles = present.sorted()
        target.missingSwiftFiles = missing.sorted()
        // Generated by a build step on the developer's machine (a run script, a plugin, a
        // generator): absent from a fresh checkout, which is no fault of the input.
        for file in target.missingSwiftFiles {
            problems.append(
                XcodeProblem(
                    path: file, severity: .note,
                    message:
                        XcodeReadMessages.compiledFileMissing(target: target.name, project: project.name),
                    kind: .missingSource))
        }
    }

    /// Xcode's type for a file reference: `explicitFileType`, else its extension (or the last
    /// type Xcode saw).
    private func isSwift(_ file: PropertyListDictionary) -> Bool {
        if let explicit = file.string("explicitFileType") { return explicit == "sourcecode.swift" }
        if let path = file.string("path") ?? file.string("name"), XcodePath.fileExtension(of: path) == "swift" {
            return true
        }
        return file.string("lastKnownFileType") == "sourcecode.swift"
    }

    /// The absolute path of a source reference, or nothing (with a problem or a count) when it
    /// is outside the tree or the root.
    private mutating func place(_ id: String, _ file: PropertyListDictionary, target: String, outside: inout Int)
        -> [String]
    {
        let shown = file.string("path") ?? file.string("name") ?? id
        switch graph.location(of: id) {
        case .path(let path) where XcodePath.isInside(path, root: root):
            if let real = PathUtilities.realPath(path), !PathUtilities.isInside(real, realRoot) {
                problems.append(
                    warning(
                        XcodeReadMessages.compiledFileLinksOutside(shown, target: target, to: real),
                        line: file.line))
                return []
            }
            return [path]
        case .path(let path):
            problems.append(
                warning(
                    "'\(shown)' (compiled by '\(target)') resolves outside the root: \(path); dropped", line: file.line)
            )
        case .outsideSourceTree:
            outside += 1
        case .unresolved(let reason):
            problems.append(warning("'\(shown)' (compiled by '\(target)'): \(reason); dropped", line: file.line))
        }
        return []
    }

    // MARK: - Dependencies

    private mutating func readPackageProducts(of object: PropertyListDictionary, target: String)
        -> [XcodePackageProduct]
    {
        var products: [XcodePackageProduct] = []
        for (_, dependency) in XcodeObjectGraph.linkedPackageProducts(of: object, in: graph.objects) {
            // `plugin:Name` is a build tool plugin run on the target, not a module it imports.
            guard let name = dependency.string("productName"), !name.hasPrefix("plugin:") else { continue }
            var package = XcodePackageProduct.Package.unspecified
            if let packageID = dependency.string("package"), let reference = graph[packageID] {
                switch reference.string("isa") {
                case "XCLocalSwiftPackageReference":
                    let relative = reference.string("relativePath") ?? reference.string("path") ?? ""
                    // Outside the root too, as SwiftPM follows `.package(path:)`: nothing is read
                    // there here, and the check pipeline loads the package as SwiftPM would.
                    package = .local(path: XcodePath.resolve(relative, against: graph.projectDirectory))
                case "XCRemoteSwiftPackageReference":
                    package = .remote(url: reference.string("repositoryURL") ?? "")
                default:
                    break
                }
            }
            products.append(XcodePackageProduct(productName: name, package: package, line: dependency.line))
        }
        return products.sorted()
    }

    private mutating func readTargetDependencies(of object: PropertyListDictionary, target: String)
        -> [XcodeTargetReference]
    {
        var references: [XcodeTargetReference] = []
        for (_, dependency) in graph.objects("dependencies", of: object)
        where dependency.string("isa") == "PBXTargetDependency" {
            if let targetID = dependency.string("target"), let name = graph[targetID]?.string("name") {
                references.append(XcodeTargetReference(project: project.path, target: name))
            } else if let proxyID = dependency.string("targetProxy"), let reference = proxyTarget(proxyID, from: target)
            {
                references.append(reference)
            }
        }
        return Array(Set(references)).sorted()
    }

    /// The targets whose products the Frameworks phase links (of this project, or of a project
    /// referenced through a `PBXReferenceProxy`), and the products it links by file name in the
    /// build products folder, which a target of another project of the workspace builds.
    private mutating func readLinkedTargets(of object: PropertyListDictionary) -> (
        [XcodeTargetReference], [XcodeLinkedProduct]
    ) {
        var references: [XcodeTargetReference] = []
        var products: [XcodeLinkedProduct] = []
        let name = object.string("name") ?? ""
        for (_, phase) in graph.objects("buildPhases", of: object)
        where phase.string("isa") == "PBXFrameworksBuildPhase" {
            for (_, buildFile) in graph.objects("files", of: phase) {
                guard let fileID = buildFile.string("fileRef") else { continue }
                if let targetID = targetByProduct[fileID], let targetName = graph[targetID]?.string("name") {
                    references.append(XcodeTargetReference(project: project.path, target: targetName))
                } else if graph.isa(fileID) == "PBXReferenceProxy", let proxyID = graph[fileID]?.string("remoteRef"),
                    let reference = proxyTarget(proxyID, from: name)
                {
                    references.append(reference)
                } else if let file = graph[fileID], let product = builtProduct(fileID, file) {
                    products.append(XcodeLinkedProduct(fileName: product, line: file.line))
                }
            }
        }
        return (Array(Set(references)).sorted(), Array(Set(products)).sorted())
    }

    /// The file name of a linked file that is a product some target builds rather than a file
    /// of the source tree: a reference in `BUILT_PRODUCTS_DIR` (where Xcode puts every target's
    /// product, whichever project of the workspace builds it), or a framework or library path
    /// that does not exist in the source tree (a product path written relative to a build
    /// folder). Files of the SDK or of the developer folder are no products of the workspace.
    private func builtProduct(_ id: String, _ file: PropertyListDictionary) -> String? {
        guard let path = file.string("path") ?? file.string("name"), !path.isEmpty else { return nil }
        let name = XcodePath.basename(of: path)
        switch graph.location(of: id) {
        case .outsideSourceTree(let tree):
            return tree == "BUILT_PRODUCTS_DIR" ? name : nil
        case .path(let resolved):
            let ext = XcodePath.fileExtension(of: name) ?? ""
            guard ["framework", "a", "dylib"].contains(ext), access(resolved, F_OK) != 0 else { return nil }
            return name
        case .unresolved:
            return nil
        }
    }

    /// What the target's Embed Frameworks phases (`PBXCopyFilesBuildPhase` into the bundle's
    /// Frameworks folder, `dstSubfolderSpec = 10`) copy: product file names and package product
    /// names, sorted, each once.
    private func readEmbeddedProducts(of object: PropertyListDictionary) -> [String] {
        var names = Set<String>()
        for (_, phase) in graph.objects("buildPhases", of: object)
        where phase.string("isa") == "PBXCopyFilesBuildPhase" && phase.string("dstSubfolderSpec") == "10" {
            for (_, buildFile) in graph.objects("files", of: phase) {
                if let fileID = buildFile.string("fileRef"), let file = graph[fileID],
                    let path = file.string("path") ?? file.string("name"), !path.isEmpty
                {
                    names.insert(XcodePath.basename(of: path))
                } else if let productID = buildFile.string("productRef"),
                    let product = graph[productID]?.string("productName")
                {
                    names.insert(product)
                }
            }
        }
        return names.sorted()
    }

    /// The target a `PBXContainerItemProxy` names: in this project (`containerPortal` is the
    /// project object) or in another project file the group tree references.
    private mutating func proxyTarget(_ proxyID: String, from target: String) -> XcodeTargetReference? {
        guard let proxy = graph[proxyID], proxy.string("isa") == "PBXContainerItemProxy",
            let portal = proxy.string("containerPortal")
        else { return nil }
        if portal == graph.rootObjectID {
            if let remoteID = proxy.string("remoteGlobalIDString"), let name = graph[remoteID]?.string("name") {
                return XcodeTargetReference(project: project.path, target: name)
            }
            return proxy.string("remoteInfo").map { XcodeTargetReference(project: project.path, target: $0) }
        }
        guard let remoteName = proxy.string("remoteInfo") else { return nil }
        switch graph.location(of: portal) {
        case .path(let path) where XcodePath.isInside(path, root: root):
            return XcodeTargetReference(project: path, target: remoteName)
        case .path(let path):
            problems.append(
                warning(
                    "'\(target)' depends on '\(remoteName)' of a project outside the root (\(path)); dropped",
                    line: proxy.line))
        case .outsideSourceTree(let tree):
            problems.append(
                warning("'\(target)' depends on '\(remoteName)' of a project in \(tree); dropped", line: proxy.line))
        case .unresolved(let reason):
            problems.append(
                warning(
                    "'\(target)' depends on '\(remoteName)' of a project that cannot be found (\(reason)); dropped",
                    line: proxy.line))
        }
        return nil
    }

    // MARK: - Build settings

    /// Every configuration of the target, the default configuration's name, and the Info.plist
    /// of the default configuration (absolute, inside the root) if it names one.
    private mutating func readConfigurations(of object: PropertyListDictionary, targetName: String)
        -> ([XcodeBuildConfiguration], String, String?)
    {
        let projectConfigurations = configurationObjects(of: graph.project)
        let targetList = object.string("buildConfigurationList").flatMap { graph[$0] }
        let defaultName =
            targetList?.string("defaultConfigurationName")
            ?? graph.project.string("buildConfigurationList").flatMap { graph[$0]?.string("defaultConfigurationName") }
            ?? "Release"
        var configurations: [XcodeBuildConfiguration] = []
        var infoPlists: [String: String] = [:]
        for (configurationName, configuration) in configurationObjects(of: object) {
            var stack = BuildSettingStack(builtins: [
                "TARGET_NAME": targetName, "TARGETNAME": targetName, "PROJECT_NAME": project.name,
                "CONFIGURATION": configurationName, "SRCROOT": graph.projectDirectory,
                "PROJECT_DIR": graph.projectDirectory, "SOURCE_ROOT": graph.projectDirectory,
            ])
            var conditional: [String] = []
            var complete = true
            if let projectLevel = projectConfigurations.first(where: { $0.name == configurationName })?.object {
                complete = push(projectLevel, onto: &stack, conditional: &conditional) && complete
            }
            complete = push(configuration, onto: &stack, conditional: &conditional) && complete
            let productName = stack.value(of: "PRODUCT_NAME") ?? targetName
            let moduleName = stack.value(of: "PRODUCT_MODULE_NAME") ?? C99ExtendedIdentifier.mangle(productName)
            // What the flags' evaluation could not resolve makes them incomplete.
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
            let platforms = stack.words(of: "SUPPORTED_PLATFORMS")
            let catalyst = stack.value(of: "SUPPORTS_MACCATALYST")?.uppercased() == "YES"
            if let file = stack.value(of: "INFOPLIST_FILE"), !file.isEmpty {
                let path = XcodePath.resolve(file, against: graph.projectDirectory)
                if XcodePath.isInside(path, root: root) { infoPlists[configurationName] = path }
            }
            let notes = stack.unresolved.union(conditional.map { "\($0): conditional settings are not evaluated" })
            var built = XcodeBuildConfiguration(
                name: configurationName, productName: productName, moduleName: moduleName,
                compilationConditions: conditions, sdkRoot: sdkRoot?.isEmpty == true ? nil : sdkRoot,
                supportedPlatforms: platforms, unresolved: notes.sorted())
            built.supportsMacCatalyst = catalyst
            built.conditionsComplete = complete && !flagsUnresolved
            configurations.append(built)
        }
        // No configuration of the default name: Xcode falls back to the first one.
        let chosen =
            configurations.contains { $0.name == defaultName } ? defaultName : configurations.first?.name ?? defaultName
        configurations.sort { $0.name < $1.name }
        return (configurations, chosen, infoPlists[chosen])
    }

    /// The `XCBuildConfiguration`s of an object's `buildConfigurationList`, in order.
    private func configurationObjects(of object: PropertyListDictionary) -> [(
        name: String, object: PropertyListDictionary
    )] {
        guard let listID = object.string("buildConfigurationList"), let list = graph[listID] else { return [] }
        return graph.objects("buildConfigurations", of: list).compactMap { _, configuration in
            configuration.string("name").map { ($0, configuration) }
        }
    }

    /// Pushes one level: its `.xcconfig` (if any) then its own `buildSettings`. False when its
    /// `.xcconfig` could not be read whole (its settings may be missing).
    @discardableResult
    private mutating func push(
        _ configuration: PropertyListDictionary, onto stack: inout BuildSettingStack,
        conditional: inout [String]
    ) -> Bool {
        var complete = true
        switch xcconfigPath(of: configuration) {
        case .file(let xcconfig):
            let file = readXcconfig(xcconfig)
            for assignment in file.assignments { stack.push(key: assignment.key, value: assignment.value) }
            for key in file.conditionalKeys where isOfInterest(key) { conditional.append(key) }
            complete = file.isComplete
        case .unreadable:
            complete = false
        case .absent:
            break
        }
        guard case .dictionary(let settings)? = configuration["buildSettings"] else { return complete }
        // Dictionary order is not file order; within one level each key appears once anyway.
        for (key, entry) in settings.entries {
            if key.contains("[") {
                if isOfInterest(key) { conditional.append(key) }
                continue
            }
            switch entry.value {
            case .string(let value): stack.push(key: key, value: value)
            case .array(let elements):
                stack.push(key: key, value: BuildSettingStack.joinedList(elements.compactMap(\.string)))
            case .dictionary: continue
            }
        }
        return complete
    }

    /// Where a configuration's `.xcconfig` is: none, a file inside the root, or one that cannot
    /// be read (outside the root or the source tree, unresolvable; a problem says which).
    private enum XcconfigLocation {
        case absent
        case file(String)
        case unreadable
    }

    private func isOfInterest(_ conditionalKey: String) -> Bool {
        let base = conditionalKey.prefix { $0 != "[" }
        return XcodeProjectReader.settingsOfInterest.contains(String(base))
    }

    /// The `.xcconfig` a configuration is based on: `baseConfigurationReference` through the
    /// group tree, or Xcode 16's anchor (a synchronized folder) plus a relative path.
    private mutating func xcconfigPath(of configuration: PropertyListDictionary) -> XcconfigLocation {
        var location: XcodeObjectGraph.Location?
        if let reference = configuration.string("baseConfigurationReference") {
            location = graph.location(of: reference)
        } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
            let relative = configuration.string("baseConfigurationReferenceRelativePath")
        {
            if case .path(let folder) = graph.location(of: anchor) {
                location = .path(XcodePath.resolve(relative, against: folder))
            } else {
                location = graph.location(of: anchor)
            }
        }
        switch location {
        case .path(let path)? where XcodePath.isInside(path, root: root):
            return .file(path)
        case .path(let path)?:
            problems.append(
                warning(
                    "build settings file \(path) is outside the root; its settings are not applied",
                    line: configuration.line))
        case .outsideSourceTree(let tree)?:
            problems.append(
                warning(
                    "build settings file in \(tree) is outside the source tree; its settings are not applied",
                    line: configuration.line))
        case .unresolved(let reason)?:
            problems.append(
                warning("build settings file: \(reason); its settings are not applied", line: configuration.line))
        case nil:
            return .absent
        }
        return .unreadable
    }

    private mutating func readXcconfig(_ path: String) -> XcconfigFile {
        if let known = xcconfigCache[path] { return known }
        let file = XcconfigFile(path: path, root: root, sourceRoot: graph.projectDirectory, recorder: recorder)
        problems.append(contentsOf: file.problems)
        xcconfigCache[path] = file
        return file
    }

    /// `NSExtension.NSExtensionPointIdentifier` (or ExtensionKit's `EXAppExtensionAttributes.
    /// EXExtensionPointIdentifier`) of an Info.plist, if it can be read.
    private mutating func readExtensionPoint(_ path: String, target: String, line: Int) -> String? {
        recorder?.record(path)
        guard let data = try? FileBuffer.contents(of: path, limit: InputLimits.projectFileBytes).get() else {
            problems.append(
                warning(
                    XcodeReadMessages.infoPlistUnreadable(path, target: target),
                    line: line))
            return nil
        }
        guard
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any]
        else {
            problems.append(
                warning(
                    XcodeReadMessages.infoPlistNotAPropertyList(path, target: target),
                    line: line))
            return nil
        }
        if let point = (plist["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String {
            return point
        }
        return (plist["EXAppExtensionAttributes"] as? [String: Any])?["EXExtensionPointIdentifier"] as? String
    }
}
