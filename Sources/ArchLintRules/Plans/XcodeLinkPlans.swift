import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Manifest fixes for Xcode targets: a dependency is declared by linking in the project (a
/// package product, a framework target), never by editing a Package.swift. The plan says what to
/// link or unlink in Xcode's General > Frameworks and Libraries, at the target's definition in
/// `project.pbxproj`, and carries the change `archlint fix` makes to that file
/// (`XcodeProjectEditor`) with its diff; when the editor cannot make it exactly (a package the
/// project does not reference yet, a framework target to link, a target of another project), the
/// plan says why (`fixBlocker`) and the Xcode steps remain. It carries no manifest fragment:
/// nothing is written into a Package.swift.
extension FixPlanner {
    /// What `edge.to` is linked as: a package product, a framework target, or an outside
    /// product.
    func linkable(_ edge: EdgeKey) -> String {
        if case .success(let found) = productToLink(edge) { return found.what }
        let to = graph.modules[edge.to]
        switch to?.kind {
        case .xcode?:
            return "framework target '\(edge.to)'"
        case .target?:
            // The product other modules link to get it, when one does.
            let product =
                graph.declared.lazy.compactMap { declared -> String? in
                    guard declared.key.to == edge.to, case .product(let name, _, _) = declared.reference else {
                        return nil
                    }
                    return name
                }.first ?? edge.to
            let package = to?.package.map { " of package \($0)" } ?? ""
            return product == edge.to
                ? "product \"\(product)\"\(package)" : "product \"\(product)\"\(package) (it vends \(edge.to))"
        default:
            return "package product \"\(edge.to)\""
        }
    }

    /// The product `edge.from` links to get `edge.to`, as a change of its project: a library
    /// product of a package of the workspace that contains the module (the one named like it,
    /// else the smallest), or an outside package's product; with how to say it.
    func productToLink(_ edge: EdgeKey) -> Result<(change: DependencyChange, what: String), BlockReason> {
        guard let target = graph.modules[edge.to] else {
            return .failure(BlockReason("\(edge.to) is not in the graph"))
        }
        let projectFolder = graph.modules[edge.from]?.manifestPath.map {
            XcodePath.parent(of: XcodePath.parent(of: $0))
        }
        switch target.kind {
        case .xcode:
            return .success(
                (
                    .add(module: edge.from, dependency: .target(edge.to), packageEntry: nil),
                    "framework target '\(edge.to)'"
                ))
        case .target:
            if let reason = undeclarableReason(target, from: edge.from) { return .failure(BlockReason(reason)) }
            guard let manifest = target.manifestPath,
                let package = packages.first(where: { $0.packageRoot == XcodePath.parent(of: manifest) })
            else {
                return .failure(BlockReason("archlint did not read the manifest of \(edge.to)'s package"))
            }
            let products = package.manifest.products.filter { $0.kind == .library && $0.targets.contains(edge.to) }
                .sorted {
                    ($0.name == edge.to ? 0 : 1, $0.targets.count, $0.name) < (
                        $1.name == edge.to ? 0 : 1, $1.targets.count, $1.name
                    )
                }
            guard let product = products.first else {
                return .failure(
                    BlockReason(
                        "package '\(package.manifest.name)' vends no library product containing \(edge.to): add one to "
                            + "its Package.swift first"
                    ))
            }
            if product.isDynamic { return .failure(Self.dynamicProduct(product.name)) }
            let identity = XcodePath.basename(of: package.packageRoot)
            let entry = PackageEntry(
                name: package.manifest.name,
                expression: projectFolder.map { PathUtilities.relative(package.packageRoot, to: $0) }
                    ?? package.packageRoot)
            let vends = product.name == edge.to ? "" : " (it vends \(edge.to))"
            return .success(
                (
                    .add(
                        module: edge.from, dependency: .product(name: product.name, package: identity),
                        packageEntry: entry),
                    "product \"\(product.name)\" of package \(package.manifest.name)\(vends)"
                ))
        case .thirdParty:
            // The product and package another module declares it by, else the module's own name.
            let declared = graph.declared.lazy.compactMap { declared -> (String, String)? in
                guard declared.key.to == edge.to, case .product(let name, let package?, _) = declared.reference,
                    !package.isEmpty
                else { return nil }
                return (name, package)
            }.first
            guard let (product, package) = declared ?? target.package.flatMap({ $0.isEmpty ? nil : (edge.to, $0) })
            else {
                return .failure(
                    BlockReason("which package vends \(edge.to) is not known (no manifest or project names it)"))
            }
            // A product of a package resolved on disk says whether it is dynamic.
            let vended = packages.first { XcodePath.basename(of: $0.packageRoot).lowercased() == package.lowercased() }?
                .manifest.products.first { $0.name == product }
            if vended?.isDynamic == true { return .failure(Self.dynamicProduct(product)) }
            let url = packages.lazy.flatMap(\.manifest.dependencies).compactMap { dependency -> String? in
                guard dependency.identity == package.lowercased(),
                    case .sourceControl(let location) = dependency.location
                else { return nil }
                return location
            }.first
            return .success(
                (
                    .add(
                        module: edge.from, dependency: .product(name: product, package: package),
                        packageEntry: url.map { PackageEntry(name: package, expression: $0) }),
                    "package product \"\(product)\""
                ))
        default:
            return .failure(BlockReason("\(edge.to) is not a module a project can link"))
        }
    }

    /// Why a dynamic library product is linked in Xcode: an app must also embed it, and
    /// whether a target embeds it (an app) or relies on its host (an extension) is a choice.
    static func dynamicProduct(_ name: String) -> BlockReason {
        BlockReason(
            "product \(name) is a dynamic library, which an app must also embed: link it in Xcode and choose whether "
                + "to embed it (Embed & Sign)"
        )
    }

    func linkPlan(_ edge: EdgeKey) -> FixPlan {
        let inXcode = "in Xcode, under General > Frameworks and Libraries"
        let deleteImport = "or, if \(edge.from) should not depend on \(edge.to), delete the import"
        let location = graph.modules[edge.from]?.declaration
        func plan(_ what: String, change: DependencyChange? = nil, edit: DeclarationEdit? = nil, blocker: String? = nil)
            -> FixPlan
        {
            var summary = "link \(what) to target '\(edge.from)' \(inXcode)"
            var steps = [
                "in Xcode, select target '\(edge.from)' and add \(what) under General > Frameworks and Libraries "
                    + "(Build Phases > Link Binary With Libraries)"
            ]
            if let edit {
                summary += ", or run `archlint fix`"
                steps.append("or run `archlint fix`, which makes this change to project.pbxproj: \(edit.description)")
            } else if let blocker {
                summary += "; `archlint fix` cannot: \(blocker)"
            }
            return FixPlan(
                situation: .declareDependency, summary: summary, steps: steps + [deleteImport], ownerModule: edge.from,
                manifestLocation: location, dependencyChange: change, manifestDiff: edit.map(Self.hunks),
                fixBlocker: blocker)
        }
        // A graph built in memory (rule examples): the plan without the edit.
        guard let project = preparedProject(of: edge.from) else { return plan(linkable(edge)) }
        let found: (change: DependencyChange, what: String)
        switch productToLink(edge) {
        case .failure(let reason): return plan(linkable(edge), blocker: reason.description)
        case .success(let product): found = product
        }
        switch XcodeProjectEditor.edit(found.change, in: project.prepared, path: project.path) {
        case .failure(let failure): return plan(found.what, blocker: failure.message)
        case .success(let edit): return plan(found.what, change: found.change, edit: edit)
        }
    }

    func unlinkPlan(_ edge: EdgeKey) -> FixPlan {
        let declared = graph.declaredDependencies(of: edge.from).first { $0.key.to == edge.to }
        // Dynamic code the target embeds for a module it links: unlinking it would leave that
        // module nothing to load at run time (issue 25).
        if declared?.embedsDynamicCode == true,
            UnusedDependencyRule.isLoadedThroughLinks(graph, from: edge.from, module: edge.to)
        {
            let summary =
                "keep it: \(edge.from) embeds \(edge.to), dynamic code that a module it links imports and loads from "
                + "its bundle"
            return FixPlan(
                situation: .keepDependency, summary: summary, steps: [summary], ownerModule: edge.from,
                manifestLocation: declared?.location ?? graph.modules[edge.from]?.declaration, fixBlocker: summary)
        }
        // Xcode lets a target import what the frameworks it links declare, a test bundle what its
        // host declares, and every module what its dependencies re-export.
        let seenThrough = importsSeenOnlyThrough(edge)
        if !seenThrough.isEmpty {
            let phrases = seenThrough.map { "\($0.importer) imports \($0.module)" }
            let listed =
                phrases.count == 1 ? phrases[0] : phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
            let one = seenThrough.count == 1
            let summary =
                one
                ? "keep it for now: \(listed), which it sees only through this link; link \(seenThrough[0].module) to "
                    + "\(seenThrough[0].importer) first, then \(edge.to) can go"
                : "keep it for now: \(listed), which they see only through this link; link them directly first, then "
                    + "\(edge.to) can go"
            return FixPlan(
                situation: .keepDependency, summary: summary,
                steps: seenThrough.map { "link \($0.module) to target '\($0.importer)'" } + [
                    "then unlink \(edge.to) from target '\(edge.from)'"
                ],
                ownerModule: edge.from, manifestLocation: declared?.location ?? graph.modules[edge.from]?.declaration,
                fixBlocker: summary)
        }
        // A generator's target is unlinked in its spec or manifest, not in a generated project.
        if isGeneratorManaged(edge.from) { return generatorUnlinkPlan(edge, declared: declared) }
        var what = linkable(edge)
        var change = DependencyChange.remove(module: edge.from, name: edge.to, package: nil)
        if case .product(let name, let package, _)? = declared?.reference {
            what = "package product \"\(name)\""
            change = .remove(module: edge.from, name: name, package: package)
        }
        if case .target(let name)? = declared?.reference {
            what = "target '\(name)'"
            change = .remove(module: edge.from, name: name, package: nil)
        }
        let inXcode = "in Xcode, under General > Frameworks and Libraries and Build Phases > Target Dependencies"
        let location = declared?.location ?? graph.modules[edge.from]?.declaration
        func plan(edit: DeclarationEdit? = nil, blocker: String? = nil) -> FixPlan {
            var summary = "unlink \(what) from target '\(edge.from)' \(inXcode)"
            var steps = [
                "in Xcode, select target '\(edge.from)' and remove \(what) under General > Frameworks and Libraries "
                    + "and Build Phases > Target Dependencies"
            ]
            if let edit {
                summary += ", or run `archlint fix`"
                steps.append("or run `archlint fix`, which makes this change to project.pbxproj: \(edit.description)")
            } else if let blocker {
                summary += "; `archlint fix` cannot: \(blocker)"
            }
            return FixPlan(
                situation: .removeDependency, summary: summary, steps: steps, ownerModule: edge.from,
                manifestLocation: location,
                dependencyChange: edit == nil ? nil : change, manifestDiff: edit.map(Self.hunks), fixBlocker: blocker)
        }
        guard let project = preparedProject(of: edge.from) else { return plan() }
        switch XcodeProjectEditor.edit(change, in: project.prepared, path: project.path) {
        case .failure(let failure): return plan(blocker: failure.message)
        case .success(let edit): return plan(edit: edit)
        }
    }

    /// The imports of Xcode targets that are declared today only through `edge`: Xcode lets a
    /// target import what the framework and library targets it links declare, and a unit test
    /// bundle what its host declares (`ImplicitDependencyRule.isDeclaredThroughXcodeTargets`),
    /// and every module sees what its declared dependencies re-export (`@_exported import`), so
    /// unlinking `edge` would leave them undeclared. Sorted by importer, then module.
    func importsSeenOnlyThrough(_ edge: EdgeKey) -> [(importer: String, module: String)] {
        var reexports: [String: [String]] = [:]
        for imported in graph.imported
        where imported.traits.contains(.exported) && imported.evidence.contains(where: { $0.declaration.isExported }) {
            reexports[imported.key.from, default: []].append(imported.key.to)
        }
        /// What `module` may import: its declared dependencies and those of the libraries (and,
        /// for a unit test bundle, the host) it reaches, and what those re-export, without `removed`.
        func visible(_ module: String, without removed: EdgeKey?) -> Set<String> {
            var visible: Set<String> = []
            var seen: Set<String> = [module]
            var pending = [module]
            while let current = pending.popLast() {
                let isHostedTest = graph.modules[current]?.kind.isHostedTest == true
                for dependency in graph.declaredDependencies(of: current) where dependency.key != removed {
                    visible.insert(dependency.key.to)
                    guard case .xcode(let kind)? = graph.modules[dependency.key.to]?.kind,
                        kind.isLibrary || (isHostedTest && (kind.isApplication || kind.isExtension)),
                        seen.insert(dependency.key.to).inserted
                    else { continue }
                    pending.append(dependency.key.to)
                }
            }
            var exported = Array(visible)
            while let next = exported.popLast() {
                for module in reexports[next] ?? [] where visible.insert(module).inserted { exported.append(module) }
            }
            return visible
        }
        var found: [(importer: String, module: String)] = []
        for name in graph.moduleNames where graph.modules[name]?.kind.isXcode == true {
            let before = visible(name, without: nil)
            guard name == edge.from || before.contains(edge.from) else { continue }
            let after = visible(name, without: edge)
            for imported in graph.importedModules(of: name).sorted()
            where before.contains(imported) && !after.contains(imported) && !(name == edge.from && imported == edge.to)
            {
                found.append((name, imported))
            }
        }
        return found
    }

    /// The project file that declares an Xcode module, read once for every plan that edits it;
    /// nil when there is none to read (a graph built in memory).
    func preparedProject(of module: String) -> (path: String, prepared: PreparedXcodeProject)? {
        guard isEditedInXcodeProject(module), let path = graph.modules[module]?.manifestPath else { return nil }
        let prepared = preparedProjects.project(path) { sourceText(path) }
        return prepared.text.isEmpty ? nil : (path, prepared)
    }
}

/// Xcode project files prepared for editing, by path; shared by the plans computed in parallel.
final class PreparedProjects: Sendable {
    /// One slot per project: the first worker to ask prepares it while the others wait, instead
    /// of every worker preparing the same large file at once.
    private let byPath = Locked<[String: Locked<PreparedXcodeProject?>]>([:])

    func project(_ path: String, text: () -> String) -> PreparedXcodeProject {
        let slot = byPath.withLock { slots in
            if let slot = slots[path] { return slot }
            let slot = Locked<PreparedXcodeProject?>(nil)
            slots[path] = slot
            return slot
        }
        return slot.withLock { prepared in
            if let prepared { return prepared }
            let made = PreparedXcodeProject(text(), path: path)
            prepared = made
            return made
        }
    }
}
