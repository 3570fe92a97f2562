import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Manifest fixes for targets of project generators (XcodeGen, Tuist): the dependency is
/// declared where the generator reads it, never in the `.xcodeproj` it generates (the next
/// generation would drop the edit). An XcodeGen target's `dependencies:` list in the spec file
/// that declares it (`XcodeGenDependencyEditor`); a Tuist target's literal `dependencies:` array
/// in `Project.swift` (`TuistManifestEditor`). The plan carries the change and its diff, or, when
/// the list is not written there literally (a target template, a helper, an alias), says what to
/// change by hand and where (file and line).
///
/// What may be unlinked is judged as for an Xcode target (`unlinkPlan`): the generators make
/// Xcode targets, which see what the targets they link see.
extension FixPlanner {
    /// True when `module` is declared by a generator's file that `archlint fix` edits.
    func isGeneratorManaged(_ module: String) -> Bool {
        switch graph.modules[module]?.manifestKind?.editor {
        case .xcodeGenSpec?, .tuistManifest?: true
        default: false
        }
    }

    /// The change that declares `edge.to` for a generator's target, or why there is none.
    func generatorChange(_ edge: EdgeKey) -> Result<DependencyChange, BlockReason> {
        guard let from = graph.modules[edge.from], let to = graph.modules[edge.to] else {
            return .failure(BlockReason("\(edge.to) is not in the graph"))
        }
        guard case .xcode = to.kind else {
            // A package product: as an Xcode project links it (the generator's spelling is the
            // editor's). The spec or manifest must declare the package already: no entry is added.
            return productToLink(edge).map { found in
                guard case .add(let module, let dependency, _) = found.change else { return found.change }
                return .add(module: module, dependency: dependency, packageEntry: nil)
            }
        }
        let targetName = Self.targetName(of: to)
        if to.manifestPath == from.manifestPath {
            return .success(.add(module: edge.from, dependency: .target(targetName), packageEntry: nil))
        }
        let other = to.manifestPath.map { displayed($0) } ?? "another project"
        switch (from.manifestKind?.editor, to.manifestKind?.editor) {
        case (.tuistManifest?, .tuistManifest?):
            guard let mine = from.manifestPath, let theirs = to.manifestPath else {
                return .failure(BlockReason("where \(edge.to)'s project is is not known"))
            }
            let folder = XcodePath.parent(of: theirs)
            let fromRoot = workspaceRoot.map { PathUtilities.relative(folder, to: $0) } ?? folder
            return .success(
                .add(
                    module: edge.from,
                    dependency: .project(
                        target: targetName,
                        folder: ProjectFolder(
                            fromManifest: PathUtilities.relative(folder, to: XcodePath.parent(of: mine)),
                            fromRoot: fromRoot)), packageEntry: nil))
        case (.xcodeGenSpec?, _):
            return .failure(
                BlockReason(
                    "\(edge.to) is a target of another project (\(other)): XcodeGen links it through "
                        + "`projectReferences` "
                        + "(`- target: Reference/\(targetName)`); add that by hand"))
        default:
            return .failure(BlockReason("\(edge.to) is a target of another project (\(other)); link it by hand"))
        }
    }

    /// A target's own name: a module named `Project/Target` (two targets of that name) is `Target`.
    static func targetName(of module: Module) -> String {
        if let project = module.package, module.name.hasPrefix(project + "/") {
            return String(module.name.dropFirst(project.count + 1))
        }
        return module.name
    }

    /// A path as plans show it: relative to the root.
    func displayed(_ path: String) -> String {
        guard let root = workspaceRoot, PathUtilities.isInside(path, root) else { return path }
        return PathUtilities.relative(path, to: root)
    }

    /// Why a Tuist target's dependencies are not edited in Project.swift: a helper makes it.
    func helperReason(_ module: Module, adding: Bool, _ edge: EdgeKey) -> String? {
        guard module.manifestKind?.editor == .tuistManifest, let site = module.helperSite else { return nil }
        let function = module.helperFunction.map { "`\($0)(...)` at " } ?? "the helper code at "
        let call = module.declaration.map { " (called from \(XcodePath.basename(of: $0.file)) line \($0.line))" } ?? ""
        let what =
            adding
            ? "add \(edge.to) to the dependencies that call gives it"
            : "remove \(edge.to) where that call gets it"
        return "\(edge.from) is made by \(function)\(displayed(site.file)):\(site.line)\(call), not by a literal "
            + "`.target(...)` in Project.swift: \(what), or change the helper"
    }

    /// The file that declares a generator's module, and the edit of it (or why it cannot be made).
    func generatorEdit(_ change: DependencyChange)
        -> (file: String, edit: Result<DeclarationEdit, DeclarationEditFailure>)?
    {
        guard let module = graph.modules[change.module], let manifest = module.manifestPath else { return nil }
        let file = module.declaration?.file ?? manifest
        let text = sourceText(file)
        guard !text.isEmpty else { return nil }
        switch module.manifestKind?.editor {
        case .xcodeGenSpec?:
            return (
                file,
                XcodeGenDependencyEditor.edit(
                    change, in: text, path: file, specPath: manifest,
                    root: workspaceRoot ?? XcodePath.parent(of: manifest))
            )
        case .tuistManifest?:
            let line = module.helperSite == nil ? module.declaration?.line : nil
            return (file, TuistManifestEditor.edit(change, in: text, path: file, targetLine: line))
        default:
            return nil
        }
    }

    func generatorLinkPlan(_ edge: EdgeKey) -> FixPlan {
        let module = graph.modules[edge.from]
        let fileName = module?.manifestKind?.fileName ?? "the spec"
        let deleteImport =
            "or, if \(edge.from) should not depend on \(edge.to), delete `import \(edge.to)`"
            + importPlaces(edge)
        func blocked(_ reason: String, at location: SourceLocation? = nil) -> FixPlan {
            FixPlan(
                situation: .declareDependency, summary: "declare \(edge.to) for '\(edge.from)' by hand: \(reason)",
                steps: [reason, deleteImport], ownerModule: edge.from,
                manifestLocation: location ?? module?.declaration, fixBlocker: reason)
        }
        if let module, let reason = helperReason(module, adding: true, edge) {
            return blocked(reason, at: module.helperSite)
        }
        let change: DependencyChange
        switch generatorChange(edge) {
        case .failure(let reason): return blocked(reason.description)
        case .success(let found): change = found
        }
        guard let (file, outcome) = generatorEdit(change) else {
            // A graph built in memory: the plan without the text.
            return FixPlan(
                situation: .declareDependency,
                summary: "add \(edge.to) to the dependencies of target '\(edge.from)' in \(fileName)",
                steps: [
                    "in \(fileName), add \(edge.to) to `dependencies:` of target '\(edge.from)'",
                    deleteImport,
                ],
                ownerModule: edge.from, manifestLocation: module?.declaration, dependencyChange: change)
        }
        switch outcome {
        case .failure(let failure):
            return blocked(
                failure.message,
                at: failure.position.map {
                    SourceLocation(file: file, line: $0.line, column: $0.column)
                })
        case .success(let edit):
            let name = XcodePath.basename(of: file)
            return FixPlan(
                situation: .declareDependency,
                summary: "add \(edge.to) to the dependencies of target '\(edge.from)': \(edit.description)",
                steps: ["in \(name), \(edit.description) (`archlint fix` makes this change)", deleteImport],
                ownerModule: edge.from, manifestFragment: edit.fragment,
                manifestLocation: SourceLocation(file: file, line: edit.anchor.line, column: edit.anchor.column),
                dependencyChange: change, manifestDiff: Self.hunks(edit))
        }
    }

    func generatorUnlinkPlan(_ edge: EdgeKey, declared: DeclaredDependency?) -> FixPlan {
        let module = graph.modules[edge.from]
        let location = declared?.location ?? module?.declaration
        var name = edge.to
        if let declared {
            switch declared.reference {
            case .product(let product, _, _): name = product
            case .target(let target), .byName(let target): name = target
            }
        }
        if let target = graph.modules[edge.to], case .xcode = target.kind { name = Self.targetName(of: target) }
        func blocked(_ reason: String, at place: SourceLocation? = nil) -> FixPlan {
            FixPlan(
                situation: .removeDependency,
                summary: "delete \(edge.to) from the dependencies of '\(edge.from)' by hand: \(reason)",
                steps: [reason], ownerModule: edge.from, manifestLocation: place ?? location, fixBlocker: reason)
        }
        let change = DependencyChange.remove(module: edge.from, name: name, package: nil)
        guard let (file, outcome) = generatorEdit(change) else {
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \(edge.to) from the dependencies of target '\(edge.from)'",
                steps: ["delete \(edge.to) from `dependencies:` of target '\(edge.from)'"],
                ownerModule: edge.from, manifestLocation: location, dependencyChange: change)
        }
        switch outcome {
        case .failure(let failure):
            if let module, let reason = helperReason(module, adding: false, edge) {
                return blocked(reason, at: module.helperSite)
            }
            return blocked(
                failure.message,
                at: failure.position.map {
                    SourceLocation(file: file, line: $0.line, column: $0.column)
                })
        case .success(let edit):
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \(name) from the dependencies of target '\(edge.from)': \(edit.description)",
                steps: ["in \(XcodePath.basename(of: file)), \(edit.description) (`archlint fix` makes this change)"],
                ownerModule: edge.from, manifestFragment: edit.fragment,
                manifestLocation: SourceLocation(file: file, line: edit.anchor.line, column: edit.anchor.column),
                dependencyChange: change, manifestDiff: Self.hunks(edit))
        }
    }
}
