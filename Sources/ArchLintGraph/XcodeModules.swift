import ArchLintSupport
import ArchLintPackage

/// The modules of a workspace's Xcode targets, and the edges their project files declare.
///
/// A native target becomes a module when it compiles Swift, or when it is a framework or
/// library (an Objective-C framework target is imported by name too). Its node is named like
/// the target; when another module of the workspace (a package target, or a target of another
/// project) has that name, every target of that name is named `Project/Target` instead. Its folder
/// (for `path:` selectors) is the deepest one holding the files only it compiles (files shared
/// with other targets left out), else all of its files, else the project's folder.
struct XcodeModules {
    /// One declared edge of an Xcode target, with the project file it is written in and, for an
    /// outside product, the package that vends it ("" when unknown).
    struct Edge {
        var dependency: DeclaredDependency
        var projectFile: String
        var externalPackage: String?
    }

    /// Sorted by name.
    private(set) var modules: [Module] = []
    /// Each module's compilation conditions as `.define`s (`XcodeTarget.compilationConditionDefines`).
    private(set) var defines: [String: [PackageManifest.Define]] = [:]
    /// Every flag some configuration of each module's target sets, for the targets whose
    /// settings were read whole (`XcodeTarget.allCompilationConditions`; issue 25).
    private(set) var targetFlags: [String: Set<String>] = [:]
    private var nodeByReference: [XcodeTargetReference: String] = [:]
    private let projects: [XcodeProject]

    init(projects inputs: [ProjectInput], taken: Set<String>) {
        let projects = inputs.map(\.project)
        self.projects = projects
        var kinds: [String: ManifestKind] = [:]
        for input in inputs { kinds[input.project.path] = input.manifestKind }
        var count: [String: Int] = [:]
        // How many targets compile each file: a target's folder is where its own files are.
        var compilers: [String: Int] = [:]
        for project in projects {
            for target in project.targets where Self.isModule(target) {
                count[target.name, default: 0] += 1
                for file in target.swiftFiles { compilers[file, default: 0] += 1 }
            }
        }
        for project in projects.sorted(by: { $0.path < $1.path }) {
            let folder = XcodePath.parent(of: project.path)
            for target in project.targets where Self.isModule(target) {
                let unique = count[target.name] == 1 && !taken.contains(target.name)
                let name = unique ? target.name : "\(project.name)/\(target.name)"
                nodeByReference[XcodeTargetReference(project: project.path, target: target.name)] = name
                var module = Module(
                    name: name, kind: .xcode(target.kind), package: project.name,
                    directory: Self.commonFolder(of: target.swiftFiles.filter { compilers[$0] == 1 })
                        ?? Self.commonFolder(of: target.swiftFiles) ?? folder,
                    manifestPath: project.projectFile, files: target.swiftFiles,
                    // A spec's target may be declared in a file the spec includes.
                    declaration: SourceLocation(
                        file: target.declarationFile ?? project.projectFile, line: target.line,
                        column: 1),
                    moduleName: target.moduleName, manifestKind: kinds[project.path] ?? .xcodeProject)
                // What its `#if os(...)` are judged by, and which of two same-named modules an
                // import finds (issue 25).
                module.platforms = target.platforms
                module.helperSite = target.helperSite
                module.helperFunction = target.helperFunction
                modules.append(module)
                defines[name] = target.compilationConditionDefines
                if let all = target.allCompilationConditions { targetFlags[name] = all }
            }
        }
        modules.sort { $0.name < $1.name }
    }

    static func isModule(_ target: XcodeTarget) -> Bool {
        target.compilesSwift || target.kind.isLibrary
    }

    /// The deepest folder holding every file, nil for no file.
    static func commonFolder(of files: [String]) -> String? {
        guard var common = files.first.map(XcodePath.parent(of:)) else { return nil }
        for file in files.dropFirst() {
            while !XcodePath.isInside(file, root: common), common != "/" { common = XcodePath.parent(of: common) }
        }
        return common
    }

    /// The declared edges of every target, in project, target and list order: package products
    /// (a product of a local package in `packages`, or of a remote one whose identity a package
    /// in `packages` has, resolves to its targets; others are outside modules named like the
    /// product), then target dependencies and linked framework targets that are modules. Each
    /// key appears once per target.
    func declaredEdges(packages: [LoadedManifest]) -> [Edge] {
        let packagesByRoot = Dictionary(
            packages.map { (PathUtilities.standardize($0.packageRoot, relativeTo: "/"), $0.manifest) },
            uniquingKeysWith: { first, _ in first })
        let sortedPackages = packages.sorted { $0.packageRoot < $1.packageRoot }.map(\.manifest)
        // A package of the workspace overrides a remote one of the same identity, as a local
        // package does in Xcode (SwiftPM's identity: the last path component, lowercased,
        // without `.git`).
        var packagesByIdentity: [String: PackageManifest] = [:]
        for loaded in packages.sorted(by: { $0.packageRoot < $1.packageRoot }) {
            for identity in [
                XcodePath.basename(of: loaded.packageRoot).lowercased(), loaded.manifest.name.lowercased(),
            ]
            where packagesByIdentity[identity] == nil {
                packagesByIdentity[identity] = loaded.manifest
            }
        }
        // Each target's product file and whether it is dynamic code (a framework, unless static,
        // or a dynamic library), for what a target embeds.
        var productFiles: [XcodeTargetReference: (file: String, isDynamic: Bool)] = [:]
        for project in projects {
            for target in project.targets where !target.productFileName.isEmpty {
                productFiles[XcodeTargetReference(project: project.path, target: target.name)] =
                    (target.productFileName, target.kind == .framework || target.kind == .dynamicLibrary)
            }
        }
        var edges: [Edge] = []
        for project in projects.sorted(by: { $0.path < $1.path }) {
            for target in project.targets {
                guard let from = nodeByReference[XcodeTargetReference(project: project.path, target: target.name)]
                else { continue }
                var seen = Set<String>()
                let embedded = Set(target.embeddedProducts)
                func add(
                    to: String, reference: PackageManifest.TargetDependency.Reference, line: Int, file: String?,
                    externalPackage: String? = nil, embeds: Bool = false
                ) {
                    guard to != from, seen.insert(to).inserted else { return }
                    edges.append(
                        Edge(
                            dependency: DeclaredDependency(
                                key: EdgeKey(from: from, to: to), reference: reference,
                                location: SourceLocation(
                                    file: file ?? project.projectFile,
                                    line: line, column: 1),
                                embedsDynamicCode: embeds),
                            projectFile: project.projectFile, externalPackage: externalPackage))
                }
                for product in target.packageProducts {
                    let owner: PackageManifest?
                    var outsidePackage = ""
                    switch product.package {
                    case .local(let path):
                        owner = packagesByRoot[path]
                        outsidePackage = XcodePath.basename(of: path)
                    case .unspecified:
                        owner = sortedPackages.first { $0.products.contains { $0.name == product.productName } }
                    case .remote(let url):
                        var name = XcodePath.basename(of: url)
                        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
                        owner = packagesByIdentity[name.lowercased()]
                        outsidePackage = name
                    }
                    let reference = PackageManifest.TargetDependency.Reference.product(
                        name: product.productName,
                        package: owner?.name ?? (outsidePackage.isEmpty ? nil : outsidePackage), moduleAliases: [:])
                    // Dynamic code the target embeds (issue 25): a dynamic product (Xcode embeds
                    // it) or one its Embed Frameworks phase copies.
                    if let owner, let vended = owner.products.first(where: { $0.name == product.productName }) {
                        let embeds = vended.isDynamic || embedded.contains(product.productName)
                        for module in vended.targets {
                            add(
                                to: module, reference: reference, line: product.line, file: product.file, embeds: embeds
                            )
                        }
                    } else {
                        add(
                            to: product.productName, reference: reference, line: product.line, file: product.file,
                            externalPackage: outsidePackage, embeds: embedded.contains(product.productName))
                    }
                }
                for reference in target.targetDependencies + target.linkedTargets {
                    guard let to = nodeByReference[reference] else { continue }
                    let built = productFiles[reference]
                    // A generator's spec or manifest says where the dependency is written.
                    let site = target.dependencySites[reference]
                    add(
                        to: to, reference: .target(reference.target), line: site?.line ?? target.line,
                        file: site?.file ?? target.declarationFile,
                        embeds: built.map { embedded.contains($0.file) && $0.isDynamic } ?? false)
                }
            }
        }
        return edges
    }
}
