import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Plans for findings about declarations: an import Package.swift does not declare, and a
/// declared dependency no file imports.
///
/// Each plan carries the exact `DependencyChange` and the edit it makes to the manifest's text
/// (see `ManifestDependencyEditor`), shown as the line that changes and, with `--explain`, as a
/// diff; `archlint fix` replays the change. A change that would break the build is never
/// proposed: a dependency that closes a cycle SwiftPM refuses, a product of a package archlint
/// cannot name, a target written through code. Those plans say what to do by hand
/// (`fixBlocker`).
///
/// "Unused" is judged by use, not only by imports: before proposing to delete a dependency, the
/// plan checks that the target does not use the module without importing it (extension members
/// leak through in Swift 5 mode: then add the import), that the module is not linked for its
/// side effects (it only extends other modules' types: conformances, registrations), that it
/// does not link modules the target imports without declaring them (an umbrella: declare those
/// first), and that the product does not also vend a module the target imports.
extension FixPlanner {
    /// A manifest's text, read and tokenized once for all the plans that edit it.
    func prepared(_ path: String) -> PreparedManifest {
        preparedManifests.manifest(path) { sourceText(path) }
    }

    /// Where a module's dependencies are declared, by the editor that changes them (the
    /// module's `manifestKind`, set by the source that read it).
    enum DeclarationSite {
        case packageManifest(String)
        case xcodeProject
        /// A generator's file (an XcodeGen spec or the file it includes, a Tuist Project.swift).
        case generator(String, ManifestKind)
        /// A file archlint does not edit (the rules file's "modules", ...).
        case byHand(String, ManifestKind)
        /// Not known (tests' in-memory graphs).
        case unknown
    }

    func declarationSite(of name: String) -> DeclarationSite {
        guard let module = graph.modules[name], let path = module.manifestPath, let kind = module.manifestKind else {
            return .unknown
        }
        switch kind.editor {
        case .swiftPackageManifest: return .packageManifest(path)
        case .xcodeProject: return .xcodeProject
        case .xcodeGenSpec, .tuistManifest: return .generator(module.declaration?.file ?? path, kind)
        // The file that declares the module: a spec's include rather than the spec itself.
        case .byHand: return .byHand(module.declaration?.file ?? path, kind)
        }
    }

    /// True when `archlint fix` links and unlinks `module`'s dependencies in an Xcode project.
    func isEditedInXcodeProject(_ module: String) -> Bool {
        graph.modules[module]?.manifestKind?.editor == .xcodeProject
    }

    /// What an edit of a declaration archlint has no editor for needs to say (Xcode targets are
    /// linked and unlinked by `linkPlan` and `unlinkPlan`).
    func notFixableHere(_ site: DeclarationSite, adding: Bool, _ edge: EdgeKey) -> String? {
        switch site {
        case .byHand(let path, let kind):
            let file = (path as NSString).lastPathComponent
            let section = kind == .rulesFile ? " (\"modules\")" : ""
            return adding
                ? "\(edge.from) is declared in \(file)\(section): add \"\(edge.to)\" to \(kind.dependencyList) there"
                : "\(edge.from) is declared in \(file)\(section): remove \"\(edge.to)\" from \(kind.dependencyList) "
                    + "there"
        case .packageManifest, .xcodeProject, .generator, .unknown:
            return nil
        }
    }

    // MARK: Declaring

    func declarePlan(_ edge: EdgeKey) -> FixPlan {
        if isEditedInXcodeProject(edge.from) { return linkPlan(edge) }
        if isGeneratorManaged(edge.from) { return generatorLinkPlan(edge) }
        let site = declarationSite(of: edge.from)
        let deleteImport =
            "or, if \(edge.from) should not depend on \(edge.to), delete `import \(edge.to)`\(importPlaces(edge))"
        func blocked(_ reason: String, location: SourceLocation? = nil) -> FixPlan {
            FixPlan(
                situation: .declareDependency,
                summary: "declare \(edge.to) for '\(edge.from)' by hand: \(reason)",
                steps: [reason, deleteImport], ownerModule: edge.from,
                manifestLocation: location ?? graph.modules[edge.from]?.declaration, fixBlocker: reason)
        }
        if let reason = notFixableHere(site, adding: true, edge) { return blocked(reason) }
        if let cycle = declaredPath(from: edge.to, to: edge.from) {
            let reason =
                "declaring it would close the cycle \((([edge.from] + cycle)).joined(separator: " -> ")) in "
                + "Package.swift, which SwiftPM refuses; break the import cycle first"
            return FixPlan(
                situation: .declareDependency,
                summary: "do not declare \(edge.to) for '\(edge.from)': \(reason)",
                steps: [reason, deleteImport], ownerModule: edge.from,
                manifestLocation: graph.modules[edge.from]?.declaration, fixBlocker: reason)
        }
        if let target = graph.modules[edge.to], let reason = undeclarableReason(target, from: edge.from) {
            return blocked(reason)
        }
        guard case .packageManifest(let manifestPath) = site else {
            // An in-memory graph (rule examples): the plan without the text.
            return FixPlan(
                situation: .declareDependency,
                summary: "add \"\(edge.to)\" to the dependencies of target '\(edge.from)' in Package.swift",
                steps: [
                    "in Package.swift, add \"\(edge.to)\" to `dependencies:` of target '\(edge.from)'", deleteImport,
                ],
                ownerModule: edge.from, manifestFragment: "\"\(edge.to)\"",
                manifestLocation: graph.modules[edge.from]?.declaration,
                dependencyChange: .add(module: edge.from, dependency: .target(edge.to), packageEntry: nil))
        }
        let change: DependencyChange
        switch dependencyToAdd(edge, manifestPath: manifestPath) {
        case .failure(let reason): return blocked(reason.description)
        case .success(let found): change = found
        }
        switch ManifestDependencyEditor.edit(change, in: prepared(manifestPath), path: manifestPath) {
        case .failure(let failure):
            return blocked(
                failure.message,
                location: failure.position.map { SourceLocation(file: manifestPath, line: $0.line, column: $0.column) })
        case .success(let edit):
            let location = SourceLocation(file: manifestPath, line: edit.anchor.line, column: edit.anchor.column)
            return FixPlan(
                situation: .declareDependency,
                summary: "add \(edge.to) to the dependencies of target '\(edge.from)': \(edit.description)",
                steps: ["in Package.swift, \(edit.description) (`archlint fix` makes this change)", deleteImport],
                ownerModule: edge.from, manifestFragment: edit.fragment, manifestLocation: location,
                dependencyChange: change, manifestDiff: Self.hunks(edit))
        }
    }

    /// Why no target may declare a dependency on `target`, if so.
    func undeclarableReason(_ target: Module, from: String) -> String? {
        let importer = graph.modules[from]
        switch target.kind {
        case .target(.test):
            return "\(target.name) is a test target, which no target can depend on; delete the import"
        case .target(.plugin):
            return "\(target.name) is a plugin, which no module can import; delete the import"
        case .target(.executable) where importer?.isTest != true:
            return
                "\(target.name) is an executable target, which only test targets may import; move what \(from) needs "
                + "into a library target"
        default:
            return nil
        }
    }

    /// ` (File.swift:4, Other.swift:2)`: where `edge.from` imports `edge.to`.
    func importPlaces(_ edge: EdgeKey) -> String {
        guard let evidence = graph.importedEdge(from: edge.from, to: edge.to)?.evidence, !evidence.isEmpty else {
            return ""
        }
        let places = evidence.prefix(3).map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }
        return " (\(places.joined(separator: ", "))\(evidence.count > 3 ? ", and \(evidence.count - 3) more" : ""))"
    }

    /// A declared path `from` -> ... -> `to`, if any (its modules after `from`).
    func declaredPath(from: String, to: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [from]
        var seen: Set<String> = [from]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current == to {
                var path = [to]
                var cursor = to
                while let before = previous[cursor] { path.insert(before, at: 0); cursor = before }
                return path
            }
            for next in graph.declaredDependencies(of: current).map(\.key.to).sorted() where seen.insert(next).inserted
            {
                previous[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    /// The dependency `edge.from` should declare on `edge.to`, spelled for its manifest.
    func dependencyToAdd(_ edge: EdgeKey, manifestPath: String) -> Result<DependencyChange, BlockReason> {
        guard let target = graph.modules[edge.to] else {
            return .failure(BlockReason("\(edge.to) is not in the graph"))
        }
        if target.kind.isTarget, target.manifestPath == manifestPath {
            return .success(.add(module: edge.from, dependency: .target(edge.to), packageEntry: nil))
        }
        let importerRoot = (manifestPath as NSString).deletingLastPathComponent
        if target.kind.isTarget, let otherManifest = target.manifestPath {
            let otherRoot = (otherManifest as NSString).deletingLastPathComponent
            guard let package = packages.first(where: { $0.packageRoot == otherRoot }) else {
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
            let identity = (otherRoot as NSString).lastPathComponent
            let entry = PackageEntry(
                name: identity,
                expression:
                    ".package(path: "
                    + "\(ManifestDependencyEditor.literal(PathUtilities.relative(otherRoot, to: importerRoot))))"
            )
            return .success(
                .add(
                    module: edge.from, dependency: .product(name: product.name, package: identity), packageEntry: entry)
            )
        }
        if target.kind == .thirdParty {
            // A product written by its bare name elsewhere carries no package name: its package
            // is the one whose identity is the product's name, if any.
            let packageName = target.package.flatMap { $0.isEmpty ? nil : $0 } ?? edge.to
            // The importer's own manifest, then any other manifest declaring the package.
            let packageManifests = graph.modules.values.filter { $0.manifestKind?.editor == .swiftPackageManifest }
                .compactMap(\.manifestPath)
            let manifests = [manifestPath] + Set(packageManifests).subtracting([manifestPath]).sorted()
            // The dump knows every package the manifest declares, also those appended in code
            // (`package.dependencies.append(...)`).
            if let own = packages.first(where: { $0.packageRoot == importerRoot }),
                own.manifest.dependencies.contains(where: {
                    $0.identity.lowercased() == packageName.lowercased()
                        || $0.explicitName?.lowercased() == packageName.lowercased()
                })
            {
                return .success(
                    .add(
                        module: edge.from, dependency: .product(name: edge.to, package: packageName), packageEntry: nil)
                )
            }
            for path in manifests {
                guard let expression = PackageEntries.expression(named: packageName, in: sourceText(path)) else {
                    continue
                }
                if path == manifestPath {
                    return .success(
                        .add(
                            module: edge.from, dependency: .product(name: edge.to, package: packageName),
                            packageEntry: nil))
                }
                let rebased = PackageEntries.rebasing(
                    expression, from: (path as NSString).deletingLastPathComponent, to: importerRoot)
                return .success(
                    .add(
                        module: edge.from, dependency: .product(name: edge.to, package: packageName),
                        packageEntry: PackageEntry(name: packageName, expression: rebased)))
            }
            if target.package?.isEmpty != false {
                return .failure(
                    BlockReason(
                        "\(edge.to) is a product of an outside package whose name no manifest writes (a bare product "
                            + "name): declare `.product(name: \"\(edge.to)\", package: ...)` by hand"
                    ))
            }
            return .failure(
                BlockReason(
                    "no manifest archlint read declares the package '\(packageName)' that vends \(edge.to): declare it "
                        + "by hand"
                ))
        }
        return .failure(BlockReason("\(edge.to) is not a module a manifest can declare"))
    }

    /// A reason a change cannot be made, as an error for `Result`.
    struct BlockReason: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The edit's diff without its `---`/`+++` header lines.
    static func hunks(_ edit: DeclarationEdit) -> String {
        edit.unifiedDiff(displayPath: "Package.swift").split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).joined(separator: "\n")
    }

    // MARK: Removing

    func removePlan(_ edge: EdgeKey) -> FixPlan {
        let declared = graph.declaredDependencies(of: edge.from).first { $0.key.to == edge.to }
        let location = declared?.location ?? graph.modules[edge.from]?.declaration
        func keep(
            _ summary: String, _ steps: [String], situation: FixPlan.Situation = .keepDependency,
            symbols: [FixPlan.Symbol] = []
        ) -> FixPlan {
            FixPlan(
                situation: situation, summary: summary, steps: steps, ownerModule: edge.from, symbols: symbols,
                manifestLocation: location, fixBlocker: summary)
        }
        // The same product may vend several modules: deleting it for one would drop the others.
        if let declared {
            let siblings = graph.declaredDependencies(of: edge.from).filter {
                $0.reference == declared.reference && $0.key.to != edge.to
            }.map(\.key.to)
            let used = siblings.filter { graph.importedEdge(from: edge.from, to: $0) != nil }
            if !used.isEmpty {
                return keep(
                    "keep \"\(declared.reference.writtenName)\": it also provides \(used.joined(separator: ", ")), "
                        + "which \(edge.from) imports",
                    [
                        "\(edge.from) declares \"\(declared.reference.writtenName)\" for "
                            + "\(used.joined(separator: ", ")); nothing to remove"
                    ])
            }
        }
        // Used without an import: Swift 5 mode lets extension members of linked modules through.
        let leaking = symbols.usesWithoutImport(from: edge.from, of: edge.to)
        if !leaking.isEmpty {
            let names = leaking.flatMap { symbol in symbol.members.map { "`\($0)` (extension of \(symbol.name))" } }
            let files = Array(Set(leaking.flatMap(\.uses).map(\.file))).sorted()
            let first = leaking.flatMap(\.uses).min()!
            let fileNames = files.map { ($0 as NSString).lastPathComponent }
            let summary =
                "\(edge.from) uses \(edge.to) without importing it (\(names.joined(separator: ", ")) at "
                + "\(Self.place(first))): add `import \(edge.to)` to \(fileNames.joined(separator: ", ")) and keep "
                + "the dependency"
            return FixPlan(
                situation: .addImport,
                summary: summary,
                steps: [
                    "add `import \(edge.to)` to \(fileNames.joined(separator: ", ")): Swift 5 mode finds extension "
                        + "members of any linked module, Swift 6 with MemberImportVisibility does not",
                    "keep \"\(edge.to)\" in the dependencies of '\(edge.from)'",
                ],
                ownerModule: edge.from, symbols: leaking.map(Self.planSymbol), manifestLocation: location,
                fixBlocker: summary)
        }
        // Linked for its side effects: a module that only extends other modules' types.
        if let target = graph.modules[edge.to], let importer = graph.modules[edge.from],
            let registrations = symbols.sideEffectExtensions(of: target, seenFrom: importer)
        {
            let first = registrations[0]
            let what =
                first.inherits.isEmpty
                ? "extension \(first.name)" : "extension \(first.name): \(first.inherits.joined(separator: ", "))"
            return keep(
                PlanMessages.keepForSideEffects(
                    edge: edge, declaration: what, at: Self.place(first.location), more: registrations.count - 1),
                [
                    "\(edge.to) declares nothing public of its own: importing it is not how it is used",
                    "if \(edge.from) does not need its registrations, delete it by hand",
                ])
        }
        // An umbrella: it links modules that the target, or a module depending on it, imports
        // without declaring them. (What an Xcode target links is judged by `unlinkPlan`.)
        let linked = graph.modules[edge.from]?.kind.isXcode == true ? [] : linkedThrough(edge)
        if !linked.isEmpty {
            let byImporter = Dictionary(grouping: linked, by: \.importer)
            let phrases = byImporter.keys.sorted().map { importer in
                "\(byImporter[importer]!.map(\.module).joined(separator: ", ")), which \(importer) imports without "
                    + "declaring"
            }
            let count = linked.count
            // `archlint fix` declares them only where it has an editor for the importer's file.
            let fixDoes =
                Set(linked.map(\.importer)).allSatisfy { graph.modules[$0]?.manifestKind?.editor != .byHand }
                ? " (`archlint fix` does)" : ""
            return keep(
                "keep it for now: it links \(phrases.joined(separator: "; ")); declare \(count == 1 ? "it" : "them") "
                    + "first\(fixDoes), then \(edge.to) can go",
                linked.map { "declare \($0.module) for '\($0.importer)'" } + [
                    "then delete \"\(edge.to)\" from the dependencies of '\(edge.from)'"
                ])
        }
        // Safe to delete: an Xcode target unlinks it in its project.
        if isEditedInXcodeProject(edge.from) || isGeneratorManaged(edge.from) { return unlinkPlan(edge) }
        if let reason = notFixableHere(declarationSite(of: edge.from), adding: false, edge) {
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \(edge.to) from the dependencies of '\(edge.from)' by hand: \(reason)",
                steps: [reason], ownerModule: edge.from, manifestLocation: location, fixBlocker: reason)
        }
        let written = declared?.reference.writtenName ?? edge.to
        let change = DependencyChange.remove(
            module: edge.from, name: written, package: declared?.reference.productPackage)
        guard case .packageManifest(let manifestPath) = declarationSite(of: edge.from) else {
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \"\(edge.to)\" from the dependencies of target '\(edge.from)' in Package.swift",
                steps: ["in Package.swift, delete \"\(edge.to)\" from `dependencies:` of target '\(edge.from)'"],
                ownerModule: edge.from, manifestFragment: "\"\(edge.to)\"", manifestLocation: location,
                dependencyChange: change)
        }
        switch ManifestDependencyEditor.edit(change, in: prepared(manifestPath), path: manifestPath) {
        case .failure(let failure):
            let reason = failure.message
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \"\(written)\" from the dependencies of '\(edge.from)' by hand: \(reason)",
                steps: [reason], ownerModule: edge.from, manifestLocation: location, fixBlocker: reason)
        case .success(let edit):
            return FixPlan(
                situation: .removeDependency,
                summary: "delete \"\(written)\" from the dependencies of target '\(edge.from)': \(edit.description)",
                steps: ["in Package.swift, \(edit.description) (`archlint fix` makes this change)"],
                ownerModule: edge.from, manifestFragment: edit.fragment,
                manifestLocation: SourceLocation(
                    file: manifestPath, line: edit.anchor.line, column: edit.anchor.column),
                dependencyChange: change, manifestDiff: Self.hunks(edit))
        }
    }

    /// What deleting `edge` would unlink: modules that `edge.from`, or a module whose declared
    /// dependencies reach it, imports without declaring, and reaches only through `edge`.
    func linkedThrough(_ edge: EdgeKey) -> [(importer: String, module: String)] {
        func closure(_ start: String, without removed: EdgeKey?) -> Set<String> {
            var seen: Set<String> = []
            var pending = [start]
            while let next = pending.popLast() {
                for dependency in graph.declaredDependencies(of: next).map(\.key)
                where dependency != removed && seen.insert(dependency.to).inserted {
                    pending.append(dependency.to)
                }
            }
            return seen
        }
        var found: [(importer: String, module: String)] = []
        // Only modules the edge links can be unlinked by deleting it.
        let linkedByEdge = preparedManifests.closure(edge.to) { closure(edge.to, without: nil) }.union([edge.to])
        for name in graph.moduleNames {
            guard graph.modules[name]?.kind.isTarget == true else { continue }
            let before = preparedManifests.closure(name) { closure(name, without: nil) }
            guard name == edge.from || before.contains(edge.from) else { continue }
            let undeclared = graph.importedModules(of: name).filter { imported in
                linkedByEdge.contains(imported) && !graph.isDeclared(from: name, to: imported)
                    && before.contains(imported)
                    && (graph.modules[imported]?.kind.isTarget == true || graph.modules[imported]?.kind == .thirdParty)
            }
            guard !undeclared.isEmpty else { continue }
            let after = closure(name, without: edge)
            for imported in undeclared where !after.contains(imported) { found.append((name, imported)) }
        }
        return found
    }

    static func place(_ location: SourceLocation) -> String {
        "\((location.file as NSString).lastPathComponent):\(location.line)"
    }

    static func planSymbol(_ symbol: CrossingSymbol) -> FixPlan.Symbol {
        FixPlan.Symbol(
            name: symbol.name, kind: symbol.kind.rawValue, declaredAt: symbol.declaredAt, uses: symbol.uses,
            members: symbol.members)
    }
}

extension PackageManifest.TargetDependency.Reference {
    /// The name as the manifest writes it.
    var writtenName: String {
        switch self {
        case .byName(let name), .target(let name): name
        case .product(let name, _, _): name
        }
    }

    var productPackage: String? {
        if case .product(_, let package, _) = self { return package }
        return nil
    }
}

/// Manifests prepared for editing, by path; shared by the plans computed in parallel.
final class PreparedManifests: Sendable {
    private let byPath = Locked<[String: PreparedManifest]>([:])
    private let closures = Locked<[String: Set<String>]>([:])

    /// A module's declared dependencies, transitively; computed once.
    func closure(_ module: String, compute: () -> Set<String>) -> Set<String> {
        if let known = closures.withLock({ $0[module] }) { return known }
        let computed = compute()
        closures.withLock { $0[module] = computed }
        return computed
    }

    func manifest(_ path: String, text: () -> String) -> PreparedManifest {
        if let known = byPath.withLock({ $0[path] }) { return known }
        let prepared = PreparedManifest(text())
        byPath.withLock { $0[path] = $0[path] ?? prepared }
        return byPath.withLock { $0[path]! }
    }
}

/// Fix-plan texts too long to read inline, each named after what it says.
enum PlanMessages {
    /// `edge.to` only extends other modules' types: `declaration` at `at` is the first such extension, `more`
    /// counts the others.
    static func keepForSideEffects(edge: EdgeKey, declaration: String, at place: String, more: Int) -> String {
        "keep it: \(edge.to) only adds conformances and members to other modules' types (`\(declaration)` at "
            + "\(place)\(more > 0 ? " and \(more) more" : "")), so \(edge.from) links it for that effect; if that is "
            + "intended, add an exception for this rule"
    }
}
