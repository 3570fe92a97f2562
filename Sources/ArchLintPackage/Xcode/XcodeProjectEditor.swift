import Foundation
import ArchLintSupport

/// Links a package product to a native target of an Xcode project, or unlinks a product or a
/// framework target from it, with a minimal edit of the text of `project.pbxproj`, as Xcode's
/// General > Frameworks and Libraries would: every byte it does not need to change (formatting,
/// comments, the order of objects) stays as it is.
///
/// Linking product P of a package the project already references (`XCLocalSwiftPackageReference`
/// or `XCRemoteSwiftPackageReference`, found by SwiftPM's identity: the last component of its
/// path or URL; or a local package the project shows as a folder, dragged in before Xcode 15 or
/// inside a synchronized folder, whose products name no package) to target T adds an
/// `XCSwiftPackageProductDependency` (P, the package when there is a reference), a
/// `PBXBuildFile` with its `productRef`, that build file in T's Frameworks phase (the phase
/// created, and added to T's `buildPhases` after its Sources phase, when T has none) and the
/// dependency in T's `packageProductDependencies` (the key created when absent). New objects get
/// 24-digit identifiers derived from what they are for (the same edit gives the same ones), go in
/// the section of their `isa` in identifier order, and carry Xcode's comments (`/* P in
/// Frameworks */`).
///
/// Unlinking removes, from T only: the build files of its phases that link the product (or the
/// framework target's product, also from an Embed Frameworks phase), its
/// `packageProductDependencies` element, and for a framework target of the same project its
/// `dependencies` element; each object left unused goes too (the build file, the
/// `XCSwiftPackageProductDependency`, the `PBXTargetDependency` and its
/// `PBXContainerItemProxy`), and a section left empty.
///
/// What it cannot do exactly is a `DeclarationEditFailure` that says what to do in Xcode: a
/// package the project does not reference yet (which reference to add), linking a framework
/// target (its embedding depends on the target), a target of another project, two targets or
/// packages of one name, a layout Xcode would not write.
package enum XcodeProjectEditor {
    package static func edit(_ change: DependencyChange, in text: String, path: String) -> Result<
        DeclarationEdit, DeclarationEditFailure
    > {
        edit(change, in: PreparedXcodeProject(text, path: path), path: path)
    }

    /// As `edit(_:in:path:)`, on a project file read once for many edits (a plan per finding).
    package static func edit(_ change: DependencyChange, in prepared: PreparedXcodeProject, path: String) -> Result<
        DeclarationEdit, DeclarationEditFailure
    > {
        let contents: PreparedXcodeProject.Contents
        switch prepared.contents {
        case .failure(let failure): return .failure(failure)
        case .success(let found): contents = found
        }
        let targetID: String
        switch target(change.module, in: contents) {
        case .failure(let failure): return .failure(failure)
        case .success(let found): targetID = found
        }
        var textEdit = XcodeProjectTextEdit(prepared, contents: contents)
        let outcome: Result<(fragment: String, description: String), DeclarationEditFailure>
        switch change {
        case .add(let module, .product(let name, let package), let entry):
            outcome = link(product: name, package: package, entry: entry, to: module, targetID, &textEdit)
        case .add(let module, .target(let name), _), .add(let module, .project(let name, _), _):
            outcome = .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.frameworkNotLinked(name, to: module)
                ))
        case .remove(let module, let name, let package):
            outcome = unlink(name, package: package, from: module, targetID, &textEdit)
        }
        let made: (fragment: String, description: String)
        switch outcome {
        case .failure(let failure): return .failure(failure)
        case .success(let found): made = found
        }
        let operations: [XcodeProjectTextEdit.Operation]
        switch textEdit.finish() {
        case .failure(let failure): return .failure(failure)
        case .success(let found): operations = found
        }
        let keyStart = contents.entry(targetID)?.keyStart ?? 0
        let line = PreparedXcodeProject.lineIndex(of: keyStart, contents.lineStarts)
        let anchor = TextPosition(line: line + 1, column: keyStart - contents.lineStarts[line] + 1)
        // The edited text is built only when asked for (`archlint fix`); a plan needs the diff,
        // taken from the lines around each change (a copy of the file per plan made a project of
        // a thousand targets cost seconds, and its whole-file diffs more).
        return .success(
            DeclarationEdit(
                path: path, original: prepared.text,
                replacements: operations.map { .init(range: $0.range, text: $0.text) },
                fragment: made.fragment, anchor: anchor, description: made.description,
                windows: windows(of: operations, prepared.bytes, contents.lineStarts)))
    }

    /// The lines the operations touch with `context` lines around them, before and after, one
    /// window per group of operations whose lines meet.
    static func windows(
        of operations: [XcodeProjectTextEdit.Operation], _ bytes: [UInt8], _ lineStarts: [Int],
        context: Int = 4
    ) -> [(original: String, edited: String, firstLine: Int)] {
        var groups: [(first: Int, last: Int, operations: [XcodeProjectTextEdit.Operation])] = []
        for operation in operations {
            let first = max(PreparedXcodeProject.lineIndex(of: operation.range.lowerBound, lineStarts) - context, 0)
            let lastByte = max(operation.range.upperBound - 1, operation.range.lowerBound)
            let last = min(PreparedXcodeProject.lineIndex(of: lastByte, lineStarts) + context, lineStarts.count - 1)
            if let previous = groups.last, first <= previous.last + 1 {
                groups[groups.count - 1].last = max(previous.last, last)
                groups[groups.count - 1].operations.append(operation)
            } else {
                groups.append((first, last, [operation]))
            }
        }
        return groups.map { group in
            let start = lineStarts[group.first]
            let end = group.last + 1 < lineStarts.count ? lineStarts[group.last + 1] : bytes.count
            var edited: [UInt8] = []
            var cursor = start
            for operation in group.operations {
                edited.append(contentsOf: bytes[cursor..<operation.range.lowerBound])
                edited.append(contentsOf: operation.text.utf8)
                cursor = operation.range.upperBound
            }
            edited.append(contentsOf: bytes[cursor..<max(end, cursor)])
            return (
                String(decoding: bytes[start..<end], as: UTF8.self), String(decoding: edited, as: UTF8.self),
                group.first + 1
            )
        }
    }

    /// Makes `changes` as `edit(_:in:path:)` makes each in order, reading the project once per
    /// round instead of once per change: a round makes one change per target, all in one text
    /// edit (new objects of one kind placed together, a section created once); a target's next
    /// change waits for the next round, on the text the round left. `archlint fix` linking a
    /// product to each of 1,000 targets reads and validates the project once, not 1,000 times.
    package static func edit(_ changes: [DependencyChange], in text: String, path: String) -> DeclarationBatch {
        var outcomes = [Result<DeclarationBatch.Made, DeclarationEditFailure>?](repeating: nil, count: changes.count)
        var current = text
        var pending = Array(changes.indices)
        while !pending.isEmpty {
            let prepared = PreparedXcodeProject(current, path: path)
            let contents: PreparedXcodeProject.Contents
            switch prepared.contents {
            case .failure(let failure):
                for index in pending { outcomes[index] = .failure(failure) }
                pending = []
                continue
            case .success(let found):
                contents = found
            }
            var textEdit = XcodeProjectTextEdit(prepared, contents: contents)
            var touched: Set<String> = []
            var madeHere: [Int] = []
            var deferred: [Int] = []
            for index in pending {
                let change = changes[index]
                let targetID: String
                switch target(change.module, in: contents) {
                case .failure(let failure):
                    outcomes[index] = .failure(failure)
                    continue
                case .success(let found):
                    targetID = found
                }
                guard !touched.contains(targetID) else {
                    deferred.append(index)
                    continue
                }
                let checkpoint = textEdit.checkpoint()
                let outcome: Result<(fragment: String, description: String), DeclarationEditFailure>
                switch change {
                case .add(let module, .product(let name, let package), let entry):
                    outcome = link(product: name, package: package, entry: entry, to: module, targetID, &textEdit)
                case .add(let module, .target(let name), _), .add(let module, .project(let name, _), _):
                    outcome = .failure(
                        DeclarationEditFailure(
                            XcodeEditMessages.frameworkNotLinked(name, to: module)
                        ))
                case .remove(let module, let name, let package):
                    outcome = unlink(name, package: package, from: module, targetID, &textEdit)
                }
                switch outcome {
                case .failure(let failure):
                    textEdit.rollback(to: checkpoint)
                    outcomes[index] = .failure(failure)
                case .success(let made):
                    touched.insert(targetID)
                    madeHere.append(index)
                    outcomes[index] = .success(
                        DeclarationBatch.Made(fragment: made.fragment, description: made.description))
                }
            }
            switch textEdit.finish() {
            case .success(let operations):
                current = DeclarationEdit.apply(operations.map { .init(range: $0.range, text: $0.text) }, to: current)
                pending = deferred
            case .failure(let failure):
                // Changes that cannot be placed together: alone, each on the text the one before
                // left (a project laid out as Xcode writes it never gets here).
                if madeHere.count <= 1 {
                    for index in madeHere { outcomes[index] = .failure(failure) }
                    pending = deferred
                    continue
                }
                for index in madeHere {
                    outcomes[index] = edit(changes[index], in: current, path: path).map { made in
                        current = made.edited
                        return DeclarationBatch.Made(fragment: made.fragment, description: made.description)
                    }
                }
                pending = deferred
            }
        }
        return DeclarationBatch(edited: current, outcomes: outcomes.map { $0! })
    }

    // MARK: The target

    /// The native target named `module` (or `Project/Target`), defined once in the file.
    static func target(_ module: String, in contents: PreparedXcodeProject.Contents) -> Result<
        String, DeclarationEditFailure
    > {
        let found = contents.nativeTargets(named: module)
        guard !found.isEmpty else {
            return .failure(
                DeclarationEditFailure("project '\(contents.projectName)' has no native target '\(module)'"))
        }
        guard found.count == 1 else {
            return .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.severalNativeTargets(named: module, count: found.count, in: contents.projectName)
                ))
        }
        guard let entry = contents.entry(found[0]), entry.value.dictionary != nil else {
            return .failure(
                DeclarationEditFailure(
                    "target '\(module)' is defined more than once in the project file: make this change in Xcode"))
        }
        // A build phase defined twice, or a list the edit changes written twice in one object:
        // Xcode reads one of them, an edit would change the other (found by the xcode-editor
        // fuzz target: the product stayed linked as read back).
        let lists = ["buildPhases", "dependencies", "packageProductDependencies"]
        if let list = lists.first(where: { (entry.value.dictionary?.entries($0).count ?? 0) > 1 }) {
            return .failure(DeclarationEditFailure(XcodeEditMessages.keyWrittenTwice(list, in: module)))
        }
        for phase in contents.objects[found[0]]?.strings("buildPhases") ?? [] {
            let definitions = contents.entries[phase] ?? []
            if definitions.count > 1 || (definitions.first?.value.dictionary?.entries("files").count ?? 0) > 1 {
                return .failure(
                    DeclarationEditFailure(XcodeEditMessages.phaseDefinedTwice(phase, of: module)))
            }
        }
        return .success(found[0])
    }

    // MARK: Linking

    static func link(
        product name: String, package identity: String, entry: PackageEntry?, to module: String, _ targetID: String,
        _ edit: inout XcodeProjectTextEdit
    ) -> Result<(fragment: String, description: String), DeclarationEditFailure> {
        let contents = edit.contents
        let target = contents.objects[targetID]!
        let references = contents.project.strings("packageReferences").filter {
            contents.packageIdentity(of: $0) == identity.lowercased()
        }
        guard references.count <= 1 else {
            return .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.packageReferencedSeveralTimes(
                        identity, count: references.count, in: contents.projectName, product: name)
                ))
        }
        // Without a package reference, a local package the project shows as a folder (dragged
        // in, or inside a synchronized folder): its products are linked by name alone.
        let reference = references.first
        if reference == nil {
            let dragged = entry.flatMap { entry -> String? in
                guard !entry.expression.contains("://"), !entry.expression.hasPrefix("git@") else { return nil }
                let folder = XcodePath.resolve(entry.expression, against: contents.projectFolder)
                return contents.folderReferences.first {
                    $0.path == folder || ($0.contains && XcodePath.isInside(folder, root: $0.path))
                }?.id
            }
            guard dragged != nil else {
                let what = entry.map { ", then `\($0.expression)`" } ?? ""
                return .failure(
                    DeclarationEditFailure(
                        XcodeEditMessages.packageNotReferenced(
                            entry?.name ?? identity, in: contents.projectName, then: what)
                    ))
            }
        }
        let linked = target.strings("packageProductDependencies").contains { id in
            contents.objects[id]?.string("productName") == name
                && [nil, reference].contains(contents.objects[id]?.string("package"))
        }
        if linked {
            return .failure(DeclarationEditFailure("target '\(module)' already links product \(name)"))
        }
        guard let targetLayout = contents.entry(targetID)?.value.dictionary else {
            return .failure(DeclarationEditFailure("target '\(module)' is not laid out as a dictionary"))
        }
        let frameworks = target.strings("buildPhases").filter {
            contents.objects[$0]?.string("isa") == "PBXFrameworksBuildPhase"
        }
        guard frameworks.count <= 1 else {
            return .failure(
                DeclarationEditFailure(
                    "target '\(module)' has \(frameworks.count) Frameworks phases: link \(name) in Xcode"))
        }
        // The product dependency and its build file.
        let seed = "\(targetID)\u{0}\(reference ?? "")\u{0}\(name)"
        let dependencyID = edit.newIdentifier(seed: "XCSwiftPackageProductDependency\u{0}" + seed)
        let dependencyElement = "\(dependencyID) /* \(XcodeProjectTextEdit.comment(name)) */"
        var fields: [(key: String, field: XcodeProjectTextEdit.Field)] = []
        if let reference {
            let comment =
                contents.comment(
                    after: reference, inArray: "packageReferences", of: contents.rootObjectID, bytes: edit.bytes)
                ?? defaultComment(ofPackageReference: reference, contents)
            fields.append(("package", .value("\(reference) /* \(XcodeProjectTextEdit.comment(comment)) */")))
        }
        fields.append(("productName", .value(XcodeProjectTextEdit.written(name))))
        edit.insertObject(dependencyID, isa: "XCSwiftPackageProductDependency", comment: name, fields: fields)
        let phaseName = frameworks.first.flatMap { contents.objects[$0]?.string("name") } ?? "Frameworks"
        let buildFileID = edit.newIdentifier(seed: "PBXBuildFile\u{0}" + seed)
        let buildFileElement = "\(buildFileID) /* \(XcodeProjectTextEdit.comment("\(name) in \(phaseName)")) */"
        edit.insertObject(
            buildFileID, isa: "PBXBuildFile", comment: "\(name) in \(phaseName)",
            fields: [("productRef", .value(dependencyElement))], oneLine: true)
        var parts = ["a package product dependency on \(name)", "its build file"]

        // The Frameworks phase.
        if let phase = frameworks.first {
            guard let files = contents.layout(of: "files", in: phase)?.array else {
                return .failure(
                    DeclarationEditFailure(
                        "the Frameworks phase of '\(module)' has no files list: link \(name) in Xcode"))
            }
            edit.append(buildFileElement, to: files)
            parts[1] += " in its Frameworks phase"
        } else {
            guard let phases = contents.layout(of: "buildPhases", in: targetID)?.array else {
                return .failure(
                    DeclarationEditFailure("target '\(module)' has no buildPhases list: link \(name) in Xcode"))
            }
            let phaseID = edit.newIdentifier(seed: "PBXFrameworksBuildPhase\u{0}\(targetID)")
            edit.insertObject(
                phaseID, isa: "PBXFrameworksBuildPhase", comment: "Frameworks",
                fields: [
                    ("buildActionMask", .value("2147483647")),
                    ("files", .list([buildFileElement])),
                    ("runOnlyForDeploymentPostprocessing", .value("0")),
                ])
            let phaseElement = "\(phaseID) /* Frameworks */"
            if let sources = phases.elements.last(where: {
                contents.objects[$0.value.string ?? ""]?.string("isa") == "PBXSourcesBuildPhase"
            }) {
                edit.insert(phaseElement, after: sources, closing: phases.close)
            } else {
                edit.append(phaseElement, to: phases)
            }
            parts[1] += " in a new Frameworks phase"
        }

        // The target's list of package products.
        if let list = contents.layout(of: "packageProductDependencies", in: targetID)?.array {
            edit.append(dependencyElement, to: list)
            parts.append("an element of its packageProductDependencies")
        } else {
            if let failure = edit.insertList(
                "packageProductDependencies", element: dependencyElement, into: targetLayout)
            {
                return .failure(failure)
            }
            parts.append("its packageProductDependencies list")
        }
        let package: String
        if let reference, let object = contents.objects[reference] {
            package =
                object.string("isa") == "XCLocalSwiftPackageReference"
                ? "the local package \"\(object.string("relativePath") ?? object.string("path") ?? identity)\""
                : "package \"\(object.string("repositoryURL") ?? identity)\""
        } else {
            package = "the local package \"\(entry?.expression ?? identity)\" (a folder of the project)"
        }
        return .success((name, "link product \(name) of \(package) to target '\(module)': \(list(parts))"))
    }

    /// Xcode's comment for a package reference: `XCLocalSwiftPackageReference "../Kit"`.
    static func defaultComment(ofPackageReference id: String, _ contents: PreparedXcodeProject.Contents) -> String {
        let reference = contents.objects[id]
        let isa = reference?.string("isa") ?? "XCSwiftPackageReference"
        if isa == "XCLocalSwiftPackageReference" {
            return "\(isa) \"\(reference?.string("relativePath") ?? reference?.string("path") ?? "")\""
        }
        return "\(isa) \"\(packageName(ofURL: reference?.string("repositoryURL") ?? ""))\""
    }

    /// The last component of a repository URL, without `.git` (`Alamofire`).
    static func packageName(ofURL url: String) -> String {
        var trimmed = url.trimmingCharacters(in: .whitespaces)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var name = XcodePath.basename(of: trimmed)
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        return name
    }

    // MARK: Unlinking

    static func unlink(
        _ name: String, package: String?, from module: String, _ targetID: String,
        _ edit: inout XcodeProjectTextEdit
    ) -> Result<(fragment: String, description: String), DeclarationEditFailure> {
        let contents = edit.contents
        let target = contents.objects[targetID]!
        // The package products of that name the target links, as the reader reads them (listed,
        // or linked by the Frameworks phase only). Of several packages, the products of `package`.
        var products = XcodeObjectGraph.linkedPackageProducts(of: target, in: contents.objects)
            .filter { $0.object.string("productName") == name }.map(\.id)
        func identity(_ id: String) -> String? {
            contents.objects[id]?.string("package").flatMap(contents.packageIdentity(of:))
        }
        if products.count > 1, let package {
            let matching = products.filter { [nil, package.lowercased()].contains(identity($0)) }
            if !matching.isEmpty { products = matching }
        }
        // Several objects for one product (a hand-merged project) are unlinked together.
        let packages = Set(products.map { identity($0) ?? "" })
        let framework = contents.nativeTargets(named: name).filter { $0 != targetID }
        let frameworkID = framework.count == 1 ? framework[0] : nil
        let linksFramework =
            frameworkID.map {
                linkedBuildFiles(of: $0, in: targetID, contents).isEmpty == false
                    || !targetDependencies(on: $0, of: targetID, contents).isEmpty
            } ?? false
        if !products.isEmpty && linksFramework {
            return .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.linksProductAndTarget(named: name, from: module)
                ))
        }
        if packages.count > 1 {
            return .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.linksSeveralProducts(named: name, count: products.count, from: module)
                ))
        }
        if !products.isEmpty {
            return .success((name, unlinkProduct(products, name: name, from: module, targetID, &edit)))
        }
        if let frameworkID, linksFramework {
            return unlinkTarget(frameworkID, name: name, from: module, targetID, &edit).map { (name, $0) }
        }
        if framework.count > 1 {
            return .failure(
                DeclarationEditFailure(
                    XcodeEditMessages.severalTargets(named: name, count: framework.count, in: contents.projectName)
                ))
        }
        if let other = otherProjectLink(named: name, in: targetID, contents) {
            return .failure(
                DeclarationEditFailure(
                    "\(name) is a target of another project (\(other)): unlink it from '\(module)' in Xcode"))
        }
        return .failure(
            DeclarationEditFailure(
                XcodeEditMessages.notLinked(name, from: module, in: contents.projectName)
            ))
    }

    static func unlinkProduct(
        _ products: [String], name: String, from module: String, _ targetID: String,
        _ edit: inout XcodeProjectTextEdit
    ) -> String {
        let contents = edit.contents
        var parts: [String] = []
        var buildFiles = 0
        for (_, element) in buildFileElements(of: targetID, contents)
        where products.contains(contents.objects[element.value.string ?? ""]?.string("productRef") ?? "") {
            let buildFile = element.value.string!
            edit.remove(element)
            buildFiles += 1
            if edit.references(to: buildFile) == 0 { edit.removeObject(buildFile) }
        }
        if buildFiles > 0 {
            parts.append(
                buildFiles == 1
                    ? "its build file in the Frameworks phase" : "its \(buildFiles) build files in the target's phases")
        }
        var listed = 0
        for element in contents.layout(of: "packageProductDependencies", in: targetID)?.array?.elements ?? []
        where products.contains(element.value.string ?? "") {
            edit.remove(element)
            listed += 1
        }
        if listed > 0 {
            parts.append(
                listed == 1
                    ? "its packageProductDependencies element" : "its \(listed) packageProductDependencies elements")
        }
        let unreferenced = products.filter { edit.references(to: $0) == 0 }
        for product in unreferenced { edit.removeObject(product) }
        if !unreferenced.isEmpty {
            parts.append(
                unreferenced.count == 1
                    ? "the package product dependency" : "\(unreferenced.count) package product dependencies")
        }
        return "unlink product \(name) from target '\(module)': \(list(parts))"
    }

    static func unlinkTarget(
        _ frameworkID: String, name: String, from module: String, _ targetID: String,
        _ edit: inout XcodeProjectTextEdit
    ) -> Result<String, DeclarationEditFailure> {
        let contents = edit.contents
        var parts: [String] = []
        let linked = linkedBuildFiles(of: frameworkID, in: targetID, contents)
        // A phase other than linking or embedding that uses the framework's product (a Copy
        // Files phase putting it elsewhere) keeps needing the target: that is for a person to judge.
        if let other = linked.first(where: { !$0.linking && !$0.embedding }) {
            let phase =
                contents.objects[other.phase]?.string("name") ?? contents.objects[other.phase]?.string("isa")
                ?? other.phase
            return .failure(
                DeclarationEditFailure(
                    "target '\(module)' also uses \(name)'s product in its '\(phase)' phase: unlink it in Xcode"))
        }
        for file in linked {
            edit.remove(file.element)
            let buildFile = file.element.value.string!
            if edit.references(to: buildFile) == 0 { edit.removeObject(buildFile) }
        }
        if linked.contains(where: \.linking) { parts.append("its build file in the Frameworks phase") }
        if linked.contains(where: \.embedding) { parts.append("its build file in the Embed Frameworks phase") }
        for element in targetDependencies(on: frameworkID, of: targetID, contents) {
            edit.remove(element)
            let id = element.value.string!
            parts.append("the target dependency")
            guard edit.references(to: id) == 0 else { continue }
            let proxy = contents.objects[id]?.string("targetProxy")
            edit.removeObject(id)
            if let proxy, edit.references(to: proxy) == 0 { edit.removeObject(proxy) }
        }
        return .success("unlink target \(name) from target '\(module)': \(list(parts))")
    }

    /// The build files of `targetID`'s phases that name the product of target `frameworkID`, with
    /// whether the phase links it (Frameworks) or embeds it (a Copy Files phase to Frameworks).
    static func linkedBuildFiles(of frameworkID: String, in targetID: String, _ contents: PreparedXcodeProject.Contents)
        -> [(phase: String, element: PropertyListLayout.Element, linking: Bool, embedding: Bool)]
    {
        guard let product = contents.objects[frameworkID]?.string("productReference") else { return [] }
        return buildFileElements(of: targetID, contents).compactMap { phase, element in
            guard contents.objects[element.value.string ?? ""]?.string("fileRef") == product else { return nil }
            let object = contents.objects[phase]
            let linking = object?.string("isa") == "PBXFrameworksBuildPhase"
            let embedding =
                object?.string("isa") == "PBXCopyFilesBuildPhase" && object?.string("dstSubfolderSpec") == "10"
            return (phase, element, linking, embedding)
        }
    }

    /// Every element of the `files` lists of the target's build phases, with its phase.
    static func buildFileElements(of targetID: String, _ contents: PreparedXcodeProject.Contents)
        -> [(phase: String, element: PropertyListLayout.Element)]
    {
        (contents.objects[targetID]?.strings("buildPhases") ?? []).flatMap { phase in
            (contents.layout(of: "files", in: phase)?.array?.elements ?? []).map { (phase, $0) }
        }
    }

    /// The elements of the target's `dependencies` that make it depend on target `frameworkID`
    /// of the same project.
    static func targetDependencies(
        on frameworkID: String, of targetID: String, _ contents: PreparedXcodeProject.Contents
    )
        -> [PropertyListLayout.Element]
    {
        (contents.layout(of: "dependencies", in: targetID)?.array?.elements ?? []).filter { element in
            guard let dependency = contents.objects[element.value.string ?? ""],
                dependency.string("isa") == "PBXTargetDependency"
            else { return false }
            if dependency.string("target") == frameworkID { return true }
            guard let proxy = dependency.string("targetProxy").flatMap({ contents.objects[$0] }) else { return false }
            return proxy.string("containerPortal") == contents.rootObjectID
                && proxy.string("remoteGlobalIDString") == frameworkID
        }
    }

    /// The project another project's target `name` comes from, when the target links or
    /// depends on it through a proxy.
    static func otherProjectLink(named name: String, in targetID: String, _ contents: PreparedXcodeProject.Contents)
        -> String?
    {
        var proxies: [String] = []
        for dependency in contents.objects[targetID]?.strings("dependencies") ?? [] {
            if let proxy = contents.objects[dependency]?.string("targetProxy") { proxies.append(proxy) }
        }
        for (_, element) in buildFileElements(of: targetID, contents) {
            guard let file = contents.objects[element.value.string ?? ""]?.string("fileRef"),
                contents.objects[file]?.string("isa") == "PBXReferenceProxy",
                let proxy = contents.objects[file]?.string("remoteRef")
            else { continue }
            proxies.append(proxy)
        }
        for proxy in proxies {
            guard let object = contents.objects[proxy], object.string("remoteInfo") == name,
                let portal = object.string("containerPortal"), portal != contents.rootObjectID
            else { continue }
            return contents.objects[portal]?.string("path") ?? contents.objects[portal]?.string("name") ?? portal
        }
        return nil
    }

    /// `a, b and c`.
    static func list(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}

/// Why `archlint fix` leaves an Xcode project's link to the user, each text named after what it says.
enum XcodeEditMessages {
    static func phaseDefinedTwice(_ phase: String, of module: String) -> String {
        "build phase \(phase) of target '\(module)' is defined more than once in the project file (or lists "
            + "its files twice): make this change in Xcode"
    }

    static func keyWrittenTwice(_ key: String, in module: String) -> String {
        "target '\(module)' writes its \(key) more than once in the project file: make this change in Xcode"
    }

    static func frameworkNotLinked(_ name: String, to module: String) -> String {
        "archlint fix does not link framework targets (whether and how '\(name)' is embedded depends on the target): "
            + "in Xcode, add \(name) to target '\(module)' under General > Frameworks and Libraries"
    }

    static func severalNativeTargets(named module: String, count: Int, in project: String) -> String {
        "project '\(project)' has \(count) native targets named '\(module)': make this change in Xcode"
    }

    static func packageReferencedSeveralTimes(
        _ identity: String, count: Int, in project: String, product: String
    ) -> String {
        "project '\(project)' references package '\(identity)' \(count) times: link \(product) in Xcode"
    }

    /// `then` is the step after adding the package (", then `…`") or empty.
    static func packageNotReferenced(_ package: String, in project: String, then: String) -> String {
        "project '\(project)' does not reference package '\(package)' yet: add it in Xcode (File > Add Package "
            + "Dependencies...\(then)), then run `archlint fix` again"
    }

    static func linksProductAndTarget(named name: String, from module: String) -> String {
        "target '\(module)' links both a package product and a target named \(name): unlink the one you mean in Xcode"
    }

    static func linksSeveralProducts(named name: String, count: Int, from module: String) -> String {
        "target '\(module)' links \(count) package products named \(name): unlink the one you mean in Xcode"
    }

    static func severalTargets(named name: String, count: Int, in project: String) -> String {
        "project '\(project)' has \(count) targets named \(name): unlink the one you mean in Xcode"
    }

    static func notLinked(_ name: String, from module: String, in project: String) -> String {
        "target '\(module)' links no package product or target named \(name) in project '\(project)'"
    }
}
