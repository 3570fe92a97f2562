import Foundation
import ArchLintSupport

/// An XcodeGen spec file as a file `archlint fix` edits: the file that declares a target (the
/// spec, or the file it includes that holds the target), changed by `XcodeGenDependencyEditor`,
/// and read back with `XcodeGenSpecReader` from the spec that includes it (the spec must still
/// read, and each changed target must now, or no longer, link the dependency). A generated
/// `.xcodeproj` is never edited: the next `xcodegen generate` would drop the change.
package struct XcodeGenSpecFile: DependencyDeclarationFile {
    /// The file edited: the one that declares the target.
    package var path: String
    /// The spec XcodeGen is run on (`project.yml`), which includes `path` or is `path`.
    package var specPath: String
    /// The root the spec is read under.
    package var root: String

    package init(path: String, specPath: String, root: String) {
        self.path = path
        self.specPath = specPath
        self.root = root
    }

    package func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure> {
        XcodeGenDependencyEditor.edit(change, in: text, path: path, specPath: specPath, root: root)
    }

    package func validate() -> String? { validate(after: []) }

    package func validate(after changes: [DependencyChange]) -> String? {
        let reading = XcodeGenSpecReader.read(specPath: specPath, root: root)
        let project = reading.projects[0]
        let errors = reading.problems.filter { $0.severity == .error }
        if !errors.isEmpty { return errors.map(\.description).joined(separator: "\n") }
        var failures: [String] = []
        for change in changes {
            if let failure = XcodeProjectFile.check(change, in: project) { failures.append("\(path): \(failure)") }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n")
    }
}

/// Adds or removes one dependency of a target in the text of the XcodeGen spec file that
/// declares the target, as a person would: one element appended to the target's literal
/// `dependencies:` list (`- target: Name`, `- package: Key` with `product:` when the product's
/// name differs), the list created at the end of the target when it has none, or one element
/// deleted with its lines. Every other byte stays as it is.
///
/// Layout follows the file: a new element of a block list is indented like the last one (its
/// keys aligned the same way), of a flow list (`[{target: A}]`) written inline before `]`; lines
/// end like the file's. The package of a product is named by the key under which the spec's
/// `packages:` declares it (found by SwiftPM's identity: the folder or URL's last component).
///
/// Refused, with what to change by hand instead: a target that is one platform of a
/// multi-platform target, a target or list that is a YAML alias or comes through a merge key
/// (`<<:`), a dependency that a target template contributes (the template, its file and line are
/// named: changing it changes every target using it), a target declared in another file (that
/// file is named), a package the spec does not declare, a JSON spec, a file that does not parse.
package enum XcodeGenDependencyEditor {
    package static func edit(
        _ change: DependencyChange, in text: String, path: String, specPath: String,
        root: String
    ) -> Result<DeclarationEdit, DeclarationEditFailure> {
        if XcodePath.fileExtension(of: path)?.lowercased() == "json" {
            return .failure(
                DeclarationEditFailure(
                    XcodeGenEditMessages.jsonSpec(XcodePath.basename(of: path))
                ))
        }
        let bytes = Array(text.utf8)
        let document: YAMLNode
        do {
            guard let parsed = try YAMLParser.parseDocument(bytes) else {
                return .failure(DeclarationEditFailure("the spec file is empty; it declares no target"))
            }
            document = parsed
        } catch {
            return .failure(
                DeclarationEditFailure(
                    "the spec file does not parse (\(error.reason)); archlint edits only a file it reads",
                    at: error.position))
        }
        var context = Context(text: text, bytes: bytes, document: document, path: path, specPath: specPath, root: root)
        switch change {
        case .add(let module, let dependency, _):
            return context.add(dependency, to: module)
        case .remove(let module, let name, let package):
            return context.remove(name, package: package, from: module)
        }
    }

    /// What one edit works with.
    private struct Context {
        let text: String
        let bytes: [UInt8]
        let document: YAMLNode
        let path: String
        let specPath: String
        let root: String
        /// The merged spec, read on demand (to name where something else is declared).
        private var mergedSpec: XcodeGenSpecNode??

        init(text: String, bytes: [UInt8], document: YAMLNode, path: String, specPath: String, root: String) {
            self.text = text
            self.bytes = bytes
            self.document = document
            self.path = path
            self.specPath = specPath
            self.root = root
        }

        var newline: String { text.contains("\r\n") ? "\r\n" : "\n" }

        mutating func merged() -> XcodeGenSpecNode? {
            if let mergedSpec { return mergedSpec }
            var loader = XcodeGenSpecLoader(root: root, environment: ProcessInfo.processInfo.environment, recorder: nil)
            let spec = loader.load(specPath: specPath)
            mergedSpec = .some(spec)
            return spec
        }

        func place(_ origin: XcodeGenOrigin) -> String {
            "\(XcodePath.relative(origin.file, to: XcodePath.parent(of: specPath))):\(origin.position.line)"
        }

        // MARK: Finding the target

        /// The target's entry in this file's `targets:`, or why it cannot be edited here.
        mutating func targetEntry(_ module: String) -> Result<YAMLEntry, DeclarationEditFailure> {
            let entries = document["targets"]?.entries ?? []
            let candidates =
                [module]
                + (module.contains("/") ? [String(module[module.index(after: module.lastIndex(of: "/")!)...])] : [])
            for name in candidates {
                if let entry = entries.first(where: { ($0.value["name"]?.scalar?.text ?? $0.key.scalar?.text) == name })
                {
                    if entry.isMerged || entry.value.alias != nil {
                        return .failure(
                            DeclarationEditFailure(
                                XcodeGenEditMessages.targetThroughAlias(name),
                                at: entry.key.position))
                    }
                    if entry.value.isFlow {
                        return .failure(
                            DeclarationEditFailure(
                                "target '\(name)' is written as a flow mapping ({...}); edit its dependencies by hand",
                                at: entry.key.position))
                    }
                    return .success(entry)
                }
                // One platform of a multi-platform target (`platform: [iOS, tvOS]` makes `Name_iOS`).
                for entry in entries {
                    guard let key = entry.key.scalar?.text, let platforms = entry.value["platform"]?.elements else {
                        continue
                    }
                    let suffixes = platforms.compactMap { platform -> String? in
                        guard let platform = platform.scalar?.text else { return nil }
                        let prefix = entry.value["platformPrefix"]?.scalar?.text ?? ""
                        let suffix =
                            entry.value["platformSuffix"]?.scalar?.text.replacingOccurrences(
                                of: "${platform}", with: platform) ?? "_\(platform)"
                        return prefix + key + suffix
                    }
                    if suffixes.contains(name) {
                        return .failure(
                            DeclarationEditFailure(
                                XcodeGenEditMessages.onePlatformOf(key, line: entry.key.position.line, target: name),
                                at: entry.key.position))
                    }
                }
            }
            // Declared elsewhere: name the file.
            if let spec = merged() {
                var problems: [XcodeProblem] = []
                for target in XcodeGenTargetExpansion.expand(spec, problems: &problems)
                where candidates.contains(target.node["name"]?.string ?? target.name) {
                    return .failure(
                        DeclarationEditFailure(
                            XcodeGenEditMessages.declaredElsewhere(
                                module, at: place(target.declaration), not: XcodePath.basename(of: path))
                        ))
                }
            }
            return .failure(
                DeclarationEditFailure(
                    XcodeGenEditMessages.noTarget(module, in: XcodePath.basename(of: path))
                ))
        }

        // MARK: Adding

        mutating func add(_ dependency: DependencyReference, to module: String) -> Result<
            DeclarationEdit, DeclarationEditFailure
        > {
            let entry: YAMLEntry
            switch targetEntry(module) {
            case .success(let found): entry = found
            case .failure(let failure): return .failure(failure)
            }
            let fields: [(String, String)]
            switch dependency {
            case .target(let name):
                fields = [("target", name)]
            case .project(let name, _):
                return .failure(
                    DeclarationEditFailure(
                        "\(name) is a target of a Tuist project; an XcodeGen spec cannot name it"))
            case .product(let name, let package):
                guard let key = packageKey(for: package) else {
                    return .failure(
                        DeclarationEditFailure(
                            XcodeGenEditMessages.packageNotDeclared(package)
                        ))
                }
                fields = key == name ? [("package", key)] : [("package", key), ("product", name)]
            }
            let fragment = fields.map { "\($0.0): \(XcodeGenDependencyEditor.quoted($0.1))" }.joined(separator: ", ")
            if let existing = matching(
                dependency.name, package: nil, in: entry.value["dependencies"]?.elements ?? [], product: dependency)
            {
                return .failure(
                    DeclarationEditFailure(
                        "target '\(module)' already declares this dependency (line \(existing.position.line))",
                        at: existing.position))
            }
            guard let list = entry.value["dependencies"] else {
                return createList(fields, after: entry, fragment: fragment)
            }
            if list.alias != nil
                || entry.value.entries?.last(where: { $0.key.scalar?.text == "dependencies" })?.isMerged == true
            {
                return .failure(
                    DeclarationEditFailure(
                        XcodeGenEditMessages.dependenciesThroughAlias(of: module, line: list.position.line),
                        at: list.position))
            }
            guard let elements = list.elements else {
                if list.isEmpty { return replaceEmpty(list, fields, fragment: fragment) }
                return .failure(
                    DeclarationEditFailure(
                        "the dependencies of '\(module)' are \(list.kindName), not a list", at: list.position))
            }
            if list.isFlow {
                // `[{target: A}]`: insert before the closing bracket.
                let close = list.range.upperBound - 1
                var insertAt = close
                while insertAt > list.range.lowerBound,
                    bytes[insertAt - 1] == 0x20 || bytes[insertAt - 1] == 0x0A || bytes[insertAt - 1] == 0x0D
                { insertAt -= 1 }
                let separator = elements.isEmpty ? "" : (bytes[insertAt - 1] == UInt8(ascii: ",") ? " " : ", ")
                let inserted = separator + "{" + fragment + "}"
                return finish(
                    replacing: insertAt..<insertAt, with: inserted, fragment: fragment, anchor: list.position,
                    description:
                        "this line becomes: "
                        + "`\(lineText(of: list.range.lowerBound, replacing: insertAt..<insertAt, with: inserted))`"
                )
            }
            // Block list: a new element after the last one, laid out like it.
            guard let last = elements.last else {
                return .failure(DeclarationEditFailure("the dependencies list is empty and not a literal list"))
            }
            let dashColumn = column(ofDashBefore: last)
            let keyIndent = last.entries?.first.map { columnOf($0.key.range.lowerBound) } ?? dashColumn + 2
            let end = lineEnd(after: last.range.upperBound)
            let dash: String = String(repeating: " ", count: dashColumn) + "-"
            let gap: String = String(repeating: " ", count: max(keyIndent - dashColumn - 1, 1))
            let first: String = "\(fields[0].0): \(XcodeGenDependencyEditor.quoted(fields[0].1))"
            var lines: [String] = [dash + gap + first]
            for field in fields.dropFirst() {
                lines.append(
                    String(repeating: " ", count: keyIndent) + "\(field.0): \(XcodeGenDependencyEditor.quoted(field.1))"
                )
            }
            let inserted = newline + lines.joined(separator: newline)
            return finish(
                replacing: end..<end, with: inserted, fragment: fragment,
                anchor: positionOfLine(containing: last.range.upperBound),
                description:
                    "insert after this line: `\(lines.joined(separator: " / ").trimmingCharacters(in: .whitespaces))`")
        }

        /// `dependencies:` with nothing after it: the list is written on the next line.
        mutating func replaceEmpty(_ list: YAMLNode, _ fields: [(String, String)], fragment: String) -> Result<
            DeclarationEdit, DeclarationEditFailure
        > {
            let keyColumn = columnOfLineStart(list.range.lowerBound)
            let lines = blockElement(fields, dashColumn: keyColumn + 2)
            let end = lineEnd(after: list.range.lowerBound)
            let inserted = newline + lines.joined(separator: newline)
            return finish(
                replacing: end..<end, with: inserted, fragment: fragment,
                anchor: positionOfLine(containing: list.range.lowerBound),
                description:
                    "insert after this line: `\(lines.joined(separator: " / ").trimmingCharacters(in: .whitespaces))`")
        }

        /// A target with no `dependencies:`: the key and list appended to its mapping.
        mutating func createList(_ fields: [(String, String)], after entry: YAMLEntry, fragment: String) -> Result<
            DeclarationEdit, DeclarationEditFailure
        > {
            guard let keys = entry.value.entries, let firstKey = keys.first(where: { !$0.isMerged }) else {
                return .failure(
                    DeclarationEditFailure(
                        "target '\(entry.key.scalar?.text ?? "")' has no keys of its own to add `dependencies:` beside",
                        at: entry.key.position))
            }
            let keyColumn = columnOf(firstKey.key.range.lowerBound)
            let unit = max(keyColumn - columnOf(entry.key.range.lowerBound), 2)
            let end = lineEnd(after: entry.value.range.upperBound)
            let lines =
                [String(repeating: " ", count: keyColumn) + "dependencies:"]
                + blockElement(fields, dashColumn: keyColumn + unit)
            let inserted = newline + lines.joined(separator: newline)
            return finish(
                replacing: end..<end, with: inserted, fragment: fragment,
                anchor: positionOfLine(containing: entry.value.range.upperBound),
                description:
                    "insert after this line: "
                    + "`\(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / "))`"
            )
        }

        func blockElement(_ fields: [(String, String)], dashColumn: Int) -> [String] {
            var lines = [
                String(repeating: " ", count: dashColumn)
                    + "- \(fields[0].0): \(XcodeGenDependencyEditor.quoted(fields[0].1))"
            ]
            for field in fields.dropFirst() {
                lines.append(
                    String(repeating: " ", count: dashColumn + 2)
                        + "\(field.0): \(XcodeGenDependencyEditor.quoted(field.1))")
            }
            return lines
        }

        /// The `packages:` key of the package SwiftPM identifies as `package` (key or identity).
        mutating func packageKey(for package: String) -> String? {
            guard
                let packages = merged()?["packages"]?.entries
                    ?? document["packages"].map({ XcodeGenSpecNode($0, file: path).entries ?? [] })
            else {
                return nil
            }
            let wanted = package.lowercased()
            if let exact = packages.first(where: { $0.key.lowercased() == wanted }) { return exact.key }
            for entry in packages {
                let location =
                    entry.value["path"]?.string ?? entry.value["url"]?.string ?? entry.value["github"]?.string ?? ""
                var name = XcodePath.basename(of: location.hasSuffix("/") ? String(location.dropLast()) : location)
                if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
                if name.lowercased() == wanted { return entry.key }
            }
            return nil
        }

        // MARK: Removing

        mutating func remove(_ name: String, package: String?, from module: String) -> Result<
            DeclarationEdit, DeclarationEditFailure
        > {
            let entry: YAMLEntry
            switch targetEntry(module) {
            case .success(let found): entry = found
            case .failure(let failure): return .failure(failure)
            }
            let list = entry.value["dependencies"]
            if let list, list.alias == nil, let elements = list.elements,
                let element = matching(name, package: package, in: elements, product: nil)
            {
                if element.alias != nil {
                    return .failure(
                        DeclarationEditFailure(
                            "the dependency is a YAML alias; remove it by hand", at: element.position))
                }
                // A `products: [A, B]` entry losing one of several products keeps the others.
                if let products = element["products"]?.elements, products.count > 1,
                    let product = products.first(where: { $0.scalar?.text == name })
                {
                    return removeElement(product, from: element["products"]!, elements: products, name: name)
                }
                return removeElement(element, from: list, elements: elements, name: name)
            }
            // Not in the target's own list: say where it comes from.
            if let spec = merged() {
                var problems: [XcodeProblem] = []
                for target in XcodeGenTargetExpansion.expand(spec, problems: &problems)
                where (target.node["name"]?.string ?? target.name) == module
                    || module.hasSuffix("/" + (target.node["name"]?.string ?? target.name))
                {
                    for element in target.node["dependencies"]?.elements ?? [] {
                        let declared =
                            element["target"]?.string ?? element["products"]?.strings?.first(where: { $0 == name })
                            ?? element["product"]?.string ?? element["package"]?.string
                        guard declared == name else { continue }
                        if let template = element.origin.template {
                            return .failure(
                                DeclarationEditFailure(
                                    XcodeGenEditMessages.dependencyFromTemplate(
                                        of: module, on: name, template: template, at: place(element.origin))
                                ))
                        }
                        if element.origin.isShared {
                            return .failure(
                                DeclarationEditFailure(
                                    XcodeGenEditMessages.dependencyThroughAlias(
                                        of: module, on: name, at: place(element.origin))
                                ))
                        }
                        return .failure(
                            DeclarationEditFailure(
                                XcodeGenEditMessages.dependencyDeclaredElsewhere(
                                    of: module, on: name, at: place(element.origin))
                            ))
                    }
                }
            }
            return .failure(
                DeclarationEditFailure(
                    "target '\(module)' declares no dependency on \(name) in \(XcodePath.basename(of: path))"))
        }

        /// Deletes one element of a list: its lines in a block list, the element and a comma in a
        /// flow list.
        func removeElement(_ element: YAMLNode, from list: YAMLNode, elements: [YAMLNode], name: String) -> Result<
            DeclarationEdit, DeclarationEditFailure
        > {
            let fragment = String(decoding: bytes[element.range], as: UTF8.self)
            if list.isFlow {
                guard let index = elements.firstIndex(where: { $0.range == element.range }) else {
                    return .failure(DeclarationEditFailure("the dependency could not be found again in its list"))
                }
                var range = element.range
                if index + 1 < elements.count {
                    range = element.range.lowerBound..<elements[index + 1].range.lowerBound
                } else if index > 0 {
                    range = elements[index - 1].range.upperBound..<element.range.upperBound
                }
                return finish(
                    replacing: range, with: "", fragment: fragment, anchor: element.position,
                    description:
                        "this line becomes: `\(lineText(of: list.range.lowerBound, replacing: range, with: ""))`")
            }
            if elements.count == 1 {
                return .failure(
                    DeclarationEditFailure(
                        XcodeGenEditMessages.onlyDependency(name),
                        at: element.position))
            }
            // From the start of the `-` line to the end of the element's last line.
            let start = lineStart(of: element.range.lowerBound)
            let end = lineEnd(after: element.range.upperBound)
            let stop = end < bytes.count ? end + (bytes[end] == 0x0D && end + 1 < bytes.count ? 2 : 1) : end
            let removed = String(decoding: bytes[start..<end], as: UTF8.self)
            return finish(
                replacing: start..<stop, with: "", fragment: fragment, anchor: element.position,
                description: "delete this line: `\(removed.trimmingCharacters(in: .whitespaces))`")
        }

        /// The element of `elements` that declares `name` (a target, or a product of a package).
        func matching(_ name: String, package: String?, in elements: [YAMLNode], product: DependencyReference?)
            -> YAMLNode?
        {
            elements.first { element in
                if case .product? = product {
                    if element["product"]?.scalar?.text == name { return true }
                    if element["products"]?.elements?.contains(where: { $0.scalar?.text == name }) == true {
                        return true
                    }
                    return element["package"]?.scalar?.text == name && element["product"] == nil
                        && element["products"] == nil
                }
                if element["target"]?.scalar?.text == name { return true }
                if product == nil {
                    if element["product"]?.scalar?.text == name { return true }
                    if element["products"]?.elements?.contains(where: { $0.scalar?.text == name }) == true {
                        return true
                    }
                    if element["package"]?.scalar?.text == name, element["product"] == nil, element["products"] == nil {
                        return true
                    }
                }
                return false
            }
        }

        // MARK: Text

        func finish(
            replacing range: Range<Int>, with inserted: String, fragment: String, anchor: TextPosition,
            description: String
        ) -> Result<DeclarationEdit, DeclarationEditFailure> {
            var edited = Array(bytes[..<range.lowerBound])
            edited.append(contentsOf: inserted.utf8)
            edited.append(contentsOf: bytes[range.upperBound...])
            return .success(
                DeclarationEdit(
                    path: path, original: text, edited: String(decoding: edited, as: UTF8.self),
                    fragment: fragment, anchor: anchor, description: description))
        }

        func lineStart(of offset: Int) -> Int {
            var index = min(offset, bytes.count)
            while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
            return index
        }

        /// The offset of the line break ending the line that holds `offset - 1` (content ends
        /// before `offset`), or the end of the text.
        func lineEnd(after offset: Int) -> Int {
            var index = max(offset, 0)
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            return index
        }

        func columnOf(_ offset: Int) -> Int { offset - lineStart(of: offset) }

        func columnOfLineStart(_ offset: Int) -> Int {
            let start = lineStart(of: offset)
            var index = start
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            return index - start
        }

        /// The column of the `-` that introduces a block list element.
        func column(ofDashBefore element: YAMLNode) -> Int {
            var index = element.range.lowerBound - 1
            while index >= 0, bytes[index] != UInt8(ascii: "-"), bytes[index] != 0x0A { index -= 1 }
            return index >= 0 && bytes[index] == UInt8(ascii: "-")
                ? columnOf(index) : max(columnOf(element.range.lowerBound) - 2, 0)
        }

        func positionOfLine(containing offset: Int) -> TextPosition {
            var line = 1
            for byte in bytes[..<min(max(offset - 1, 0), bytes.count)] where byte == 0x0A { line += 1 }
            return TextPosition(line: line, column: 1)
        }

        /// The text of the line holding `offset` once `range` is replaced by `inserted`.
        func lineText(of offset: Int, replacing range: Range<Int>, with inserted: String) -> String {
            let start = lineStart(of: offset)
            let end = lineEnd(after: max(range.upperBound, offset))
            var line = Array(bytes[start..<range.lowerBound])
            line.append(contentsOf: inserted.utf8)
            line.append(contentsOf: bytes[range.upperBound..<max(end, range.upperBound)])
            return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
    }

    /// A name as YAML needs it: plain when it reads back as the same string, else double-quoted.
    static func quoted(_ name: String) -> String {
        let plain = YAMLScalar(text: name, style: .plain)
        let special =
            name.isEmpty || name.first == " " || name.last == " "
            || name.contains(where: { ":#{}[],&*!|>'\"%@`\n\t".contains($0) })
            || ["-", "?"].contains(name.first.map(String.init) ?? "")
        if !special, case .string = plain.value { return name }
        return JSONText.quoted(name)
    }
}

/// Why `archlint fix` leaves an XcodeGen spec's edit to the user, each text named after what it says.
enum XcodeGenEditMessages {
    static func jsonSpec(_ file: String) -> String {
        "\(file) is a JSON spec; archlint edits YAML specs only, so make this change by hand"
    }

    static func targetThroughAlias(_ name: String) -> String {
        "target '\(name)' is written through a YAML alias or merge key here; its text is shared, so edit the anchored "
            + "mapping by hand"
    }

    static func onePlatformOf(_ key: String, line: Int, target name: String) -> String {
        "target '\(name)' is one platform of the multi-platform target '\(key)' (line \(line)); add the dependency "
            + "there by hand (it applies to every platform unless it has `platforms: [...]`)"
    }

    static func declaredElsewhere(_ module: String, at place: String, not file: String) -> String {
        "target '\(module)' is declared in \(place), not in \(file); edit that file"
    }

    static func noTarget(_ module: String, in file: String) -> String {
        "no target '\(module)' is declared in \(file) or the files its spec includes"
    }

    static func packageNotDeclared(_ package: String) -> String {
        "the spec's `packages:` declares no package '\(package)'; add it (`url:` or `path:`) to project.yml, then run "
            + "archlint fix again"
    }

    static func dependenciesThroughAlias(of module: String, line: Int) -> String {
        "the dependencies of '\(module)' are a YAML alias or come through a merge key (line \(line)); their text is "
            + "shared, so edit them by hand"
    }

    static func dependencyFromTemplate(of module: String, on name: String, template: String, at place: String)
        -> String
    {
        "the dependency of '\(module)' on \(name) comes from target template '\(template)' (\(place)); remove it "
            + "there (it changes every target using the template) or stop using the template for '\(module)'"
    }

    static func dependencyThroughAlias(of module: String, on name: String, at place: String) -> String {
        "the dependency of '\(module)' on \(name) is written through a YAML alias or merge key (\(place)); remove it "
            + "by hand"
    }

    static func dependencyDeclaredElsewhere(of module: String, on name: String, at place: String) -> String {
        "the dependency of '\(module)' on \(name) is declared in \(place); remove it there"
    }

    static func onlyDependency(_ name: String) -> String {
        "\(name) is the only dependency of this list; delete the whole `dependencies:` by hand (an empty list would "
            + "read as a value XcodeGen refuses)"
    }
}
