import Foundation
import ArchLintSupport

/// A Tuist `Project.swift` as a file `archlint fix` edits: changed by `TuistManifestEditor`, and
/// read back with `TuistProjectReader` (the manifests are compiled and run again, cached by
/// content, so only the edited one is): the project must still read, and each changed target
/// must now, or no longer, depend on what changed. A generated `.xcodeproj` is never edited:
/// the next `tuist generate` would drop the change.
package struct TuistManifestFile: DependencyDeclarationFile {
    /// The `Project.swift` edited.
    package var path: String
    /// The root the projects are read under (where `Tuist/` and the helpers are).
    package var root: String
    /// How manifests are compiled and run when the file is read back.
    package var options: TuistReadingOptions
    /// The line of each target's `.target(...)` call in this file, as the manifest recorded it
    /// when it ran: finds a call whose `name:` is not a literal (`"\(env.name)Widget"`).
    package var targetLines: [String: Int]

    package init(path: String, root: String, options: TuistReadingOptions, targetLines: [String: Int] = [:]) {
        self.path = path
        self.root = root
        self.options = options
        self.targetLines = targetLines
    }

    package func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure> {
        TuistManifestEditor.edit(change, in: text, path: path, targetLine: targetLines[change.module])
    }

    package func validate() -> String? { validate(after: []) }

    package func validate(after changes: [DependencyChange]) -> String? {
        if options.declined {
            return "\(path): --manifests static runs no Tuist manifest, so the edit cannot be read back"
        }
        let reading = TuistProjectReader.read(root: root, options: options)
        let errors = reading.problems.filter { $0.severity == .error && $0.path == path }
        if !errors.isEmpty { return errors.map(\.description).joined(separator: "\n") }
        guard let project = reading.projects.first(where: { $0.projectFile == path }) else {
            return "\(path): the project is no longer read"
        }
        var failures: [String] = []
        for change in changes {
            if let failure = Self.check(change, in: project) { failures.append("\(path): \(failure)") }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n")
    }

    /// Why `project`, read back, does not show `change`; nil when it does.
    static func check(_ change: DependencyChange, in project: XcodeProject) -> String? {
        guard
            let target = project.targets.first(where: { $0.name == change.module })
                ?? project.targets.first(where: { change.module.hasSuffix("/" + $0.name) })
        else {
            return "target '\(change.module)' is no longer read from the project"
        }
        let dependsOn: (String) -> Bool = { name in
            target.targetDependencies.contains { $0.target == name }
                || target.packageProducts.contains { $0.productName == name }
        }
        switch change {
        case .add(_, let dependency, _):
            return dependsOn(dependency.name)
                ? nil : "target '\(target.name)' does not depend on \(dependency.name) as read back"
        case .remove(_, let name, _):
            return dependsOn(name) ? "target '\(target.name)' still depends on \(name) as read back" : nil
        }
    }
}

/// Adds or removes one dependency of a target in the text of a Tuist `Project.swift`, as a
/// person would: one element appended to (or deleted from) the literal `dependencies:` array of
/// the target's literal `.target(name: "X", ...)` (Tuist 4) or `Target(name: "X", ...)` (Tuist 3)
/// call, the array created where the initialiser's argument order puts it when the call has
/// none. Every other byte stays as it is.
///
/// Spelling follows `DependencyReference`: `.target(name: "X")` for a target of the same
/// project, `.project(target: "X", path: ...)` for one of another project (the path spelled as
/// the file spells its other `.project` paths: `.relativeToRoot("...")` or a string relative to
/// the manifest's folder), `.external(name: "X")` for a product (`.package(product: "X")` when the
/// file declares products that way and never writes `.external`). Layout follows the array, as
/// for Package.swift (`ManifestDependencyEditor.insert`).
///
/// Refused, with what to change by hand instead: a target the file does not make literally (a
/// helper makes it: the plan names the helper), a target made twice, dependencies that are not
/// one array literal (`dependencies: common + [...]`), a dependency the array does not write
/// literally.
package enum TuistManifestEditor {
    /// Labels of the target initialisers' arguments that come after `dependencies:` (Tuist 3 and
    /// 4): a new `dependencies:` goes before the first of them.
    static let labelsAfterDependencies: Set<String> = [
        "settings", "coreDataModels", "environmentVariables", "environment", "launchArguments", "additionalFiles",
        "buildRules", "mergedBinaryType", "mergeable", "onDemandResourcesTags", "metadata",
    ]

    /// A target made literally in the manifest.
    struct Call {
        var name: String
        /// The call's `(`.
        var open: Int
        var line: Int
    }

    /// `targetLine`: the line of the target's call as the manifest recorded it when it ran, which
    /// finds a call whose `name:` is no literal (`name: "\(env.name)Widget"`).
    package static func edit(_ change: DependencyChange, in text: String, path: String, targetLine: Int? = nil)
        -> Result<DeclarationEdit, DeclarationEditFailure>
    {
        let manifest = ManifestText(text)
        let call: Call
        switch targetCall(named: change.module, line: targetLine, in: manifest) {
        case .failure(let failure): return .failure(failure)
        case .success(let found): call = found
        }
        let arguments = manifest.items(ofGroup: call.open)
        let dependencies = arguments.first { $0.label == "dependencies" }
        if let dependencies,
            !(manifest.isPunctuation(dependencies.valueStart, "[")
                && manifest.closing[dependencies.valueStart] == dependencies.last)
        {
            let position = manifest.position(of: manifest.tokens[dependencies.valueStart].start)
            return .failure(
                DeclarationEditFailure(
                    "the dependencies of target '\(call.name)' are not one array literal (line \(position.line)): "
                        + "edit them by hand",
                    at: position))
        }
        let elements = dependencies.map { manifest.items(ofGroup: $0.valueStart) } ?? []
        let operations: [ManifestDependencyEditor.Operation]
        let fragment: String
        switch change {
        case .add(_, let dependency, _):
            fragment = spelling(of: dependency, in: manifest, path: path)
            if let existing = elements.first(where: { writtenName(of: $0, in: manifest) == dependency.name }) {
                let position = manifest.position(of: manifest.tokens[existing.first].start)
                return .failure(
                    DeclarationEditFailure(
                        "target '\(call.name)' already declares \(dependency.name) (line \(position.line))",
                        at: position))
            }
            if let dependencies {
                operations = ManifestDependencyEditor.insert(fragment, into: dependencies.valueStart, manifest)
            } else {
                operations = creatingDependencies(arguments, call: call, fragment: fragment, manifest)
            }
        case .remove(_, let name, _):
            var matching = elements.indices.filter { writtenName(of: elements[$0], in: manifest) == name }
            if matching.isEmpty {
                // A project's own helper (`.shared(target: .Entity)`): the one element naming it
                // alone, as an enum case or a string; reading the file back checks it was that one.
                matching = elements.indices.filter { mentionsOnly(name, elements[$0], in: manifest) }
                if matching.count > 1 { matching = [] }
            }
            guard let first = matching.first, let dependencies else {
                return .failure(
                    DeclarationEditFailure(
                        "target '\(call.name)' (line \(call.line)) has no dependency on \(name) written in its "
                            + "`dependencies:` "
                            + "array (a helper or a variable adds it?): delete it by hand where it is written"))
            }
            let array = TargetCalls.DependencyArray(
                open: dependencies.valueStart,
                elements: elements.map { TargetCalls.Element(item: $0, name: nil, package: nil, isTargetCall: false) })
            let written = elements[first]
            fragment = manifest.text(manifest.tokens[written.first].start..<manifest.tokens[written.last].end)
            var removals: [ManifestDependencyEditor.Operation] = []
            for index in matching {
                let range = ManifestDependencyEditor.removalRange(of: index, in: array, manifest)
                if let last = removals.last, last.range.upperBound >= range.lowerBound {
                    removals[removals.count - 1].range =
                        last.range.lowerBound..<max(last.range.upperBound, range.upperBound)
                } else {
                    removals.append(.init(range: range, text: ""))
                }
            }
            operations = removals
        }
        let window = ManifestDependencyEditor.window(operations, manifest)
        let (anchor, description) = ManifestDependencyEditor.describe(
            from: window.original, to: window.edited, manifest: manifest, firstLine: window.firstLine)
        var edit = DeclarationEdit(
            path: path, original: text,
            edited: ManifestDependencyEditor.apply(operations, to: manifest),
            fragment: fragment, anchor: anchor, description: description)
        edit.window = window
        return .success(edit)
    }

    /// True when `item` is a call whose only argument names `name` (`.shared(target: .Entity)`,
    /// `.feature("Home")`): one dependency on it, spelled by the project's own helper.
    static func mentionsOnly(_ name: String, _ item: ManifestText.Item, in manifest: ManifestText) -> Bool {
        guard let open = (item.first...item.last).first(where: { manifest.isPunctuation($0, "(") }),
            manifest.closing[open] == item.last
        else { return false }
        let arguments = manifest.items(ofGroup: open)
        guard arguments.count == 1, let argument = arguments.first else { return false }
        let value = argument.valueStart...argument.last
        // `.Name` or `Enum.Name` or `"Name"`.
        if argument.last == argument.valueStart, manifest.stringValue(argument.valueStart) == name { return true }
        return manifest.word(argument.last) == name && manifest.isPunctuation(argument.last - 1, ".")
            && value.allSatisfy { manifest.word($0) != nil || manifest.isPunctuation($0, ".") }
    }

    /// The one literal call that makes target `name` (or, when its name is no literal, the call
    /// on `line`), or why there is none to edit.
    static func targetCall(named name: String, line: Int? = nil, in manifest: ManifestText)
        -> Result<Call, DeclarationEditFailure>
    {
        let shortName = name.split(separator: "/").last.map(String.init) ?? name
        var found: [Call] = []
        var onLine: [Call] = []
        for index in manifest.tokens.indices {
            guard let word = manifest.word(index), manifest.isPunctuation(index + 1, "("),
                manifest.closing[index + 1] != nil
            else {
                continue
            }
            // `.target(` (Tuist 4, also `Target.target(`), `Target(` or `.init(` in a `[Target]`
            // (Tuist 3's initialiser).
            let isFactory = (word == "target" || word == "init") && manifest.isPunctuation(index - 1, ".")
            let isInitialiser = word == "Target" && !manifest.isPunctuation(index - 1, ".")
            guard isFactory || isInitialiser else { continue }
            let arguments = manifest.items(ofGroup: index + 1)
            // A dependency `.target(name:)` has no product; a target always has one.
            guard arguments.contains(where: { $0.label == "product" }) else { continue }
            let callLine = manifest.position(of: manifest.tokens[index].start).line
            if manifest.nameArgument(ofCall: index + 1) == shortName {
                found.append(Call(name: shortName, open: index + 1, line: callLine))
            } else if callLine == line, manifest.nameArgument(ofCall: index + 1) == nil {
                onLine.append(Call(name: shortName, open: index + 1, line: callLine))
            }
        }
        if found.isEmpty, onLine.count == 1 { found = onLine }
        switch found.count {
        case 1:
            return .success(found[0])
        case 0:
            return .failure(
                DeclarationEditFailure(
                    "target '\(shortName)' is not written as `.target(name: \"\(shortName)\", ...)` in Project.swift "
                        + "(a helper "
                        + "or a loop makes it): change the dependencies where the helper is called, or in the helper"))
        default:
            let lines = found.map { "\($0.line)" }.joined(separator: ", ")
            return .failure(
                DeclarationEditFailure(
                    "target '\(shortName)' is written \(found.count) times in Project.swift (lines \(lines)): "
                        + "edit the one you "
                        + "mean by hand"))
        }
    }

    /// The name an element of a `dependencies:` array declares: `.target(name:)`, `.project(target:)`,
    /// `.external(name:)`, `.package(product:)`, `.macro(name:)`; nil for anything else.
    static func writtenName(of item: ManifestText.Item, in manifest: ManifestText) -> String? {
        let labels = ["target": "name", "macro": "name", "project": "target", "external": "name", "package": "product"]
        var index = item.first
        while index <= item.last {
            if let word = manifest.word(index), let label = labels[word], manifest.isPunctuation(index - 1, "."),
                manifest.isPunctuation(index + 1, "(")
            {
                let argument = manifest.items(ofGroup: index + 1).first { $0.label == label }
                return argument.flatMap { $0.valueStart == $0.last ? manifest.stringValue($0.valueStart) ?? nil : nil }
            }
            index += 1
        }
        return nil
    }

    /// `dependency` as this manifest writes such a dependency.
    static func spelling(of dependency: DependencyReference, in manifest: ManifestText, path: String) -> String {
        let text = manifest.text(0..<manifest.bytes.count)
        switch dependency {
        case .target(let name):
            return ".target(name: \(ManifestDependencyEditor.literal(name)))"
        case .project(let target, let folder):
            let written: String
            if text.contains("path: .relativeToRoot(") {
                written = ".relativeToRoot(\(ManifestDependencyEditor.literal(folder.fromRoot)))"
            } else {
                written = ManifestDependencyEditor.literal(folder.fromManifest)
            }
            return ".project(target: \(ManifestDependencyEditor.literal(target)), path: \(written))"
        case .product(let name, _):
            if text.contains(".package(product:") && !text.contains(".external(") {
                return ".package(product: \(ManifestDependencyEditor.literal(name)))"
            }
            return ".external(name: \(ManifestDependencyEditor.literal(name)))"
        }
    }

    /// Operations giving a call with no `dependencies:` one, where the initialiser's argument
    /// order wants it: before the first argument that follows it, else after the last one.
    static func creatingDependencies(
        _ arguments: [ManifestText.Item], call: Call, fragment: String,
        _ manifest: ManifestText
    ) -> [ManifestDependencyEditor.Operation] {
        let argument = "dependencies: [\(fragment)]"
        if let next = arguments.first(where: { $0.label.map(labelsAfterDependencies.contains) == true }) {
            let start = manifest.tokens[next.first].start
            let line = manifest.line(of: start)
            if manifest.isBlank(manifest.lineStarts[line]..<start) {
                return [
                    .init(
                        range: manifest.lineStarts[line]..<manifest.lineStarts[line],
                        text: manifest.indentation(ofLine: line) + argument + "," + manifest.lineBreak)
                ]
            }
            return [.init(range: start..<start, text: argument + ", ")]
        }
        let last = arguments[arguments.count - 1]
        let lastEnd = manifest.tokens[last.last].end
        let line = manifest.line(of: lastEnd - 1)
        let closeLine = manifest.closing[call.open].map { manifest.line(of: manifest.tokens[$0].start) } ?? line
        let openLine = manifest.line(of: manifest.tokens[call.open].start)
        if closeLine == line && manifest.line(of: manifest.tokens[last.first].start) == openLine {
            return [.init(range: lastEnd..<lastEnd, text: ", " + argument)]
        }
        // Arguments one per line: a new line indented like the last one.
        let indentation = manifest.indentation(ofLine: manifest.line(of: manifest.tokens[last.first].start))
        if let comma = last.comma {
            let end = manifest.lineEnd(manifest.line(of: manifest.tokens[comma].start))
            return [.init(range: end..<end, text: manifest.lineBreak + indentation + argument + ",")]
        }
        let end = manifest.lineEnd(line)
        return [
            .init(range: lastEnd..<lastEnd, text: ","),
            .init(range: end..<end, text: manifest.lineBreak + indentation + argument),
        ]
    }
}
