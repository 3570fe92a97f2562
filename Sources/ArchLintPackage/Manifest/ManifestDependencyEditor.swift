import Foundation
import ArchLintSupport

/// Adds or removes one dependency of a target in the text of a `Package.swift`, as a person
/// would: one element inserted into (or deleted from) the target's `dependencies:` array, the
/// array created right after `name:` when the target has none, and the `.package(...)` entry
/// added when a product's package is not declared yet. Every other byte (formatting, comments,
/// other arguments) is left as it is.
///
/// Spelling follows the manifest: a target of the package is written as a bare string, or as
/// `.target(name:)` when the manifest mostly writes it that way; a product is always
/// `.product(name:package:)` (a bare string only resolves when the product and package share a
/// name), with the `package:` spelling the manifest already uses. Layout follows the array: an
/// element is appended on the same line in a one-line array, on a new line indented like the
/// last element in a vertical one (with a trailing comma when the array has them); a deleted
/// element alone on its line takes its line with it.
///
/// Anything it cannot do exactly (a target declared by a helper function or a loop, an array
/// that is not a literal, a target written twice under `#if`) is a `DeclarationEditFailure`
/// that says what to edit by hand.
package enum ManifestDependencyEditor {
    package static func edit(_ change: DependencyChange, in text: String, path: String) -> Result<
        DeclarationEdit, DeclarationEditFailure
    > {
        edit(change, in: PreparedManifest(text), path: path)
    }

    /// As `edit(_:in:path:)`, on a manifest read once for many edits (a plan per finding).
    package static func edit(_ change: DependencyChange, in prepared: PreparedManifest, path: String) -> Result<
        DeclarationEdit, DeclarationEditFailure
    > {
        let text = prepared.text
        let manifest = prepared.manifest
        let scan = prepared.calls
        let result:
            Result<
                (operations: [Operation], fragment: String, main: [Operation], packageEntry: String?),
                DeclarationEditFailure
            >
        switch change {
        case .add(let module, let dependency, let entry):
            result = add(dependency, to: module, packageEntry: entry, in: manifest, scan)
        case .remove(let module, let name, let package):
            result = remove(name, package: package, from: module, in: manifest, scan)
        }
        switch result {
        case .failure(let failure):
            return .failure(failure)
        case .success(let planned):
            let main = window(planned.main, manifest)
            var (anchor, description) = describe(
                from: main.original, to: main.edited, manifest: manifest, firstLine: main.firstLine)
            if let entry = planned.packageEntry {
                description += "; and declare its package in the package's dependencies: `\(entry)`"
            }
            // The edited text is built when asked for (`archlint fix`); a plan needs the window.
            let replacements = planned.operations.enumerated()
                .sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
                .map { DeclarationEdit.Replacement(range: $0.element.range, text: $0.element.text) }
            var edit = DeclarationEdit(
                path: path, original: text, replacements: replacements, fragment: planned.fragment,
                anchor: anchor, description: description, windows: [])
            edit.window = window(planned.operations, manifest)
            return .success(edit)
        }
    }

    /// Makes `changes` in `text` as `edit(_:in:path:)` makes each in order, reading the text once
    /// per round instead of once per change: a round makes every change that touches a target
    /// no other change of the round touches and whose bytes no other change of it touches (two
    /// targets adding the same `.package(...)` entry, say); the others wait for the next round,
    /// on the text the round left. `archlint fix` adding a dependency to each of 6,000 targets
    /// reads the manifest once, not 6,000 times.
    package static func edit(_ changes: [DependencyChange], in text: String, path: String) -> DeclarationBatch {
        var outcomes = [Result<DeclarationBatch.Made, DeclarationEditFailure>?](repeating: nil, count: changes.count)
        var current = text
        var pending = Array(changes.indices)
        while !pending.isEmpty {
            let prepared = PreparedManifest(current)
            let manifest = prepared.manifest
            var touchedModules: Set<String> = []
            var accepted: [Operation] = []  // sorted by offset
            var deferred: [Int] = []
            for index in pending {
                let change = changes[index]
                let planned:
                    Result<
                        (operations: [Operation], fragment: String, main: [Operation], packageEntry: String?),
                        DeclarationEditFailure
                    >
                switch change {
                case .add(let module, let dependency, let entry):
                    planned = add(dependency, to: module, packageEntry: entry, in: manifest, prepared.calls)
                case .remove(let module, let name, let package):
                    planned = remove(name, package: package, from: module, in: manifest, prepared.calls)
                }
                switch planned {
                case .failure(let failure):
                    outcomes[index] = .failure(failure)
                case .success(let made):
                    guard !touchedModules.contains(change.module),
                        !made.operations.contains(where: { overlaps($0, accepted) })
                    else {
                        deferred.append(index)
                        continue
                    }
                    touchedModules.insert(change.module)
                    for operation in made.operations { insertSorted(operation, into: &accepted) }
                    let main = window(made.main, manifest)
                    var (_, description) = describe(
                        from: main.original, to: main.edited, manifest: manifest, firstLine: main.firstLine)
                    if let entry = made.packageEntry {
                        description += "; and declare its package in the package's dependencies: `\(entry)`"
                    }
                    outcomes[index] = .success(DeclarationBatch.Made(fragment: made.fragment, description: description))
                }
            }
            current = DeclarationEdit.apply(accepted.map { .init(range: $0.range, text: $0.text) }, to: current)
            // Every deferred change waits for a change made in this round: each round makes one.
            pending = deferred
        }
        return DeclarationBatch(edited: current, outcomes: outcomes.map { $0! })
    }

    /// Whether `operation` touches the bytes of one of `accepted` (sorted), or inserts where one
    /// of them does.
    static func overlaps(_ operation: Operation, _ accepted: [Operation]) -> Bool {
        let index = insertionIndex(of: operation, in: accepted)
        for neighbour in accepted[max(index - 1, 0)..<min(index + 1, accepted.count)] {
            let a = operation.range, b = neighbour.range
            if a.lowerBound < b.upperBound && b.lowerBound < a.upperBound { return true }
            if a.lowerBound == b.lowerBound || a.upperBound == b.upperBound { return true }
            if (a.isEmpty && (a.lowerBound == b.lowerBound || a.lowerBound == b.upperBound))
                || (b.isEmpty && (b.lowerBound == a.lowerBound || b.lowerBound == a.upperBound))
            {
                return true
            }
        }
        return false
    }

    static func insertionIndex(of operation: Operation, in sorted: [Operation]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].range.lowerBound < operation.range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func insertSorted(_ operation: Operation, into sorted: inout [Operation]) {
        sorted.insert(operation, at: insertionIndex(of: operation, in: sorted))
    }

    // MARK: Operations

    /// Replace `range` (byte offsets of the original) with `text`.
    struct Operation: Equatable {
        var range: Range<Int>
        var text: String
    }

    static func apply(_ operations: [Operation], to manifest: ManifestText) -> String {
        // In one pass; of two insertions at one offset, the one listed first ends up first.
        let ordered = operations.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        var output: [UInt8] = []
        output.reserveCapacity(manifest.bytes.count + operations.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for (_, operation) in ordered {
            output.append(contentsOf: manifest.bytes[cursor..<max(cursor, operation.range.lowerBound)])
            output.append(contentsOf: operation.text.utf8)
            cursor = max(cursor, operation.range.upperBound)
        }
        output.append(contentsOf: manifest.bytes[cursor...])
        return String(decoding: output, as: UTF8.self)
    }

    /// The lines the operations touch, with `context` lines around them, before and after:
    /// the texts agree outside, so diffing these is diffing the whole texts.
    static func window(_ operations: [Operation], _ manifest: ManifestText, context: Int = 4) -> (
        original: String, edited: String, firstLine: Int
    ) {
        guard let low = operations.map(\.range.lowerBound).min(), let high = operations.map(\.range.upperBound).max()
        else {
            return ("", "", 1)
        }
        let firstLine = max(manifest.line(of: low) - context, 0)
        let lastLine = min(manifest.line(of: max(high - 1, low)) + context, manifest.lineStarts.count - 1)
        let start = manifest.lineStarts[firstLine]
        let end = lastLine + 1 < manifest.lineStarts.count ? manifest.lineStarts[lastLine + 1] : manifest.bytes.count
        let shifted = operations.map {
            Operation(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), text: $0.text)
        }
        let excerpt = ManifestText(manifest.text(start..<end))
        return (excerpt.text(0..<excerpt.bytes.count), apply(shifted, to: excerpt), firstLine + 1)
    }

    /// The main change in one phrase about the line it is anchored at (`old` and `new` start at
    /// line `firstLine` of the manifest).
    static func describe(from old: String, to new: String, manifest: ManifestText, firstLine: Int = 1) -> (
        TextPosition, String
    ) {
        let a = LineDiff.lines(old), b = LineDiff.lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let removed = a[prefix..<(a.count - suffix)].map { $0.trimmingCharacters(in: .whitespaces) }
        let added = b[prefix..<(b.count - suffix)].map { $0.trimmingCharacters(in: .whitespaces) }
        func quoted(_ lines: [String]) -> String { lines.map { "`\($0)`" }.joined(separator: " then ") }
        func start(_ line: Int) -> TextPosition {
            let index = min(max(line + firstLine - 1, 0), manifest.lineStarts.count - 1)
            var offset = manifest.lineStarts[index]
            while offset < manifest.bytes.count, manifest.bytes[offset] == 0x20 || manifest.bytes[offset] == 0x09 {
                offset += 1
            }
            return manifest.position(of: offset)
        }
        if removed.isEmpty {
            return prefix == 0 && firstLine == 1
                ? (start(0), "insert before this line: \(quoted(added))")
                : (start(prefix - 1), "insert after this line: \(quoted(added))")
        }
        if added.isEmpty {
            return (
                start(prefix),
                removed.count == 1
                    ? "delete this line: \(quoted(removed))" : "delete this line and the \(removed.count - 1) after it"
            )
        }
        if removed.count == 1 {
            return (start(prefix), "this line becomes: \(quoted(added))")
        }
        return (start(prefix), "this line and the \(removed.count - 1) after it become: \(quoted(added))")
    }

    // MARK: Adding

    static func add(
        _ dependency: DependencyReference, to module: String, packageEntry: PackageEntry?,
        in manifest: ManifestText, _ scan: TargetCalls
    )
        -> Result<
            (operations: [Operation], fragment: String, main: [Operation], packageEntry: String?),
            DeclarationEditFailure
        >
    {
        let call: TargetCalls.Call
        switch scan.call(named: module) {
        case .success(let found): call = found
        case .failure(let failure): return .failure(failure)
        }
        if call.kind == "binaryTarget" || call.kind == "systemLibrary" {
            return .failure(
                DeclarationEditFailure(
                    "target '\(module)' is a .\(call.kind), which takes no dependencies",
                    at: manifest.position(of: manifest.tokens[call.nameToken].start)))
        }
        let existing = scan.dependencies(of: call)
        if case .failure(let failure) = existing { return .failure(failure) }
        let elements = (try? existing.get())?.elements ?? []
        if elements.contains(where: {
            $0.name == dependency.name
                && ($0.package == nil || dependency.packageName == nil
                    || $0.package!.lowercased() == dependency.packageName!.lowercased())
        }) {
            return .failure(DeclarationEditFailure("target '\(module)' already declares \"\(dependency.name)\""))
        }

        var operations: [Operation] = []
        var entryText: String?
        let fragment: String
        switch dependency {
        case .target(let name):
            fragment = scan.prefersTargetCalls ? ".target(name: \(literal(name)))" : literal(name)
        case .project(let name, _):
            return .failure(
                DeclarationEditFailure(
                    "\(name) is a target of a Tuist project, which a package cannot depend on"))
        case .product(let name, let package):
            // Without an entry the caller knows the package is declared (the dump lists packages
            // a manifest appends in code too); with one, it is added unless the text has it.
            var known: String?
            if let packageEntry {
                switch scan.declaredPackages() {
                case .failure(let failure):
                    return .failure(failure)
                case .success(let packages):
                    known = packages.first { $0.lowercased() == package.lowercased() }
                    if known == nil {
                        switch scan.addingPackage(packageEntry) {
                        case .failure(let failure): return .failure(failure)
                        case .success(let added): operations += added
                        }
                        entryText = packageEntry.expression
                    }
                }
            }
            do {
                let spelling = scan.packageSpelling(package) ?? known ?? package
                // A product this manifest already writes by its bare name resolves that way.
                fragment =
                    scan.writesByName(name)
                    ? literal(name) : ".product(name: \(literal(name)), package: \(literal(spelling)))"
            }
        }

        let main: [Operation]
        switch existing {
        case .success(let array?):
            main = insert(fragment, into: array.open, manifest)
        case .success(nil):
            switch scan.creatingDependencies(of: call, with: fragment) {
            case .failure(let failure): return .failure(failure)
            case .success(let created): main = created
            }
        case .failure(let failure):
            return .failure(failure)
        }
        return .success((operations + main, fragment, main, entryText))
    }

    /// A Swift string literal for `value`.
    package static func literal(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Appends `element` to the array literal opened at token `open`.
    static func insert(_ element: String, into open: Int, _ manifest: ManifestText) -> [Operation] {
        guard let close = manifest.closing[open] else { return [] }
        let items = manifest.items(ofGroup: open)
        let openToken = manifest.tokens[open], closeToken = manifest.tokens[close]
        guard let last = items.last else {
            let inside = openToken.end..<closeToken.start
            if manifest.isBlank(inside) { return [Operation(range: inside, text: element)] }
            return [Operation(range: openToken.end..<openToken.end, text: element)]
        }
        let lastEnd = manifest.tokens[last.last].end
        let lastLine = manifest.line(of: lastEnd - 1)
        if manifest.line(of: closeToken.start) == lastLine
            || manifest.line(of: openToken.start) == manifest.line(of: closeToken.start)
        {
            return [Operation(range: lastEnd..<lastEnd, text: ", " + element)]
        }
        // Vertical: a new line after the last element's line, indented like it.
        let firstLine = manifest.line(of: manifest.tokens[last.first].start)
        let indentation = manifest.indentation(ofLine: firstLine)
        let hasComma = last.comma != nil
        let endLine = manifest.line(of: manifest.tokens[last.comma ?? last.last].start)
        let insertion = manifest.lineEnd(endLine)
        var operations: [Operation] = []
        if !hasComma { operations.append(Operation(range: lastEnd..<lastEnd, text: ",")) }
        operations.append(
            Operation(
                range: insertion..<insertion, text: manifest.lineBreak + indentation + element + (hasComma ? "," : "")))
        return operations
    }

    // MARK: Removing

    static func remove(
        _ name: String, package: String?, from module: String, in manifest: ManifestText, _ scan: TargetCalls
    )
        -> Result<
            (operations: [Operation], fragment: String, main: [Operation], packageEntry: String?),
            DeclarationEditFailure
        >
    {
        let call: TargetCalls.Call
        switch scan.call(named: module) {
        case .success(let found): call = found
        case .failure(let failure): return .failure(failure)
        }
        let array: TargetCalls.DependencyArray
        switch scan.dependencies(of: call) {
        case .failure(let failure): return .failure(failure)
        case .success(nil):
            return .failure(DeclarationEditFailure("target '\(module)' declares no dependencies in Package.swift"))
        case .success(let found?): array = found
        }
        let matching = array.elements.indices.filter { index in
            let element = array.elements[index]
            guard element.name == name else { return false }
            guard let package, let written = element.package else { return true }
            return written.lowercased() == package.lowercased()
        }
        guard let firstMatch = matching.first else {
            return .failure(
                DeclarationEditFailure(
                    ManifestEditMessages.dependencyNotReadable(name, of: module)
                ))
        }
        var operations: [Operation] = []
        for index in matching {
            let range = removalRange(of: index, in: array, manifest)
            // Two neighbours deleted together: merge their ranges rather than overlap them.
            if let last = operations.last, last.range.upperBound >= range.lowerBound {
                operations[operations.count - 1].range =
                    last.range.lowerBound..<max(last.range.upperBound, range.upperBound)
            } else {
                operations.append(Operation(range: range, text: ""))
            }
        }
        let element = array.elements[firstMatch]
        let fragment = manifest.text(manifest.tokens[element.item.first].start..<manifest.tokens[element.item.last].end)
        return .success((operations, fragment, operations, nil))
    }

    /// The bytes to delete for element `index`: its whole line(s) when it stands alone on them,
    /// else the element and one separating comma.
    static func removalRange(of index: Int, in array: TargetCalls.DependencyArray, _ manifest: ManifestText) -> Range<
        Int
    > {
        let items = array.elements.map(\.item)
        let item = items[index]
        let start = manifest.tokens[item.first].start
        let end = manifest.tokens[item.comma ?? item.last].end
        let startLine = manifest.line(of: start), endLine = manifest.line(of: end - 1)
        let before = manifest.lineStarts[startLine]..<start
        let afterEnd = manifest.lineEnd(endLine)
        let after = manifest.text(end..<afterEnd).trimmingCharacters(in: .whitespaces)
        if manifest.isBlank(before), after.isEmpty || after.hasPrefix("//") {
            let lineAfter =
                endLine + 1 < manifest.lineStarts.count ? manifest.lineStarts[endLine + 1] : manifest.bytes.count
            return manifest.lineStarts[startLine]..<lineAfter
        }
        if index + 1 < items.count {
            let next = manifest.tokens[items[index + 1].first].start
            if manifest.line(of: next) == endLine { return start..<next }
            // The next element starts a new line: keep that line as it is.
            if index > 0, let comma = items[index - 1].comma,
                manifest.line(of: manifest.tokens[comma].start) == startLine
            {
                return manifest.tokens[comma].end..<end
            }
            return start..<end
        }
        if index > 0 {
            let previousEnd = manifest.tokens[items[index - 1].last].end
            if manifest.line(of: previousEnd) == startLine {
                return previousEnd..<manifest.tokens[item.last].end
            }
        }
        return start..<end
    }
}

extension DependencyReference {
    var packageName: String? {
        if case .product(_, let package) = self { return package }
        return nil
    }
}

/// A manifest's text read once (tokens, target calls, spelling habits), for many edits.
package final class PreparedManifest: Sendable {
    package let text: String
    let manifest: ManifestText
    let calls: TargetCalls

    package init(_ text: String) {
        self.text = text
        manifest = ManifestText(text)
        calls = TargetCalls(manifest)
    }
}

/// The target calls of a manifest and what the editor asks about them.
struct TargetCalls {
    /// `.target(name: "X", ...)` and its siblings.
    struct Call {
        var name: String
        /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, ...
        var kind: String
        /// The call name's token and its `(`.
        var nameToken: Int
        var open: Int
        /// Inside the `targets:` array of `Package(...)` (or an array appended to it).
        var inTargetsArray: Bool
    }

    /// A dependency written in a target's `dependencies:` array.
    struct Element {
        var item: ManifestText.Item
        /// The name written (target or product), when archlint can read it.
        var name: String?
        /// `package:` of a `.product(...)`.
        var package: String?
        /// True for `.target(name:)`, false for a bare string.
        var isTargetCall: Bool
    }

    struct DependencyArray {
        /// The array's `[`.
        var open: Int
        var elements: [Element]
    }

    static let callNames: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    let manifest: ManifestText
    private(set) var calls: [Call] = []
    /// `calls` by name (a manifest of thousands of targets has thousands of edits).
    private var callsByName: [String: [Call]] = [:]
    /// The manifest writes dependencies on its own targets as `.target(name:)` more often than
    /// as bare strings.
    private(set) var prefersTargetCalls = false
    /// Names written as bare strings that name no target of the package: products by name.
    private(set) var bareProductNames: Set<String> = []
    /// `package:` arguments of `.product(...)` as written, by lowercased name.
    private(set) var packageSpellings: [String: String] = [:]

    init(_ manifest: ManifestText) {
        self.manifest = manifest
        for index in manifest.tokens.indices {
            guard let word = manifest.word(index), Self.callNames.contains(word),
                manifest.isPunctuation(index - 1, "."),
                manifest.isPunctuation(index + 1, "("), manifest.closing[index + 1] != nil,
                let name = manifest.nameArgument(ofCall: index + 1)
            else { continue }
            let ancestors = manifest.ancestors(of: index)
            // `.target(name:)` inside a dependencies array is a dependency, not a declaration.
            if ancestors.contains(where: { manifest.label(ofGroup: $0) == "dependencies" }) { continue }
            calls.append(
                Call(
                    name: name, kind: word, nameToken: index, open: index + 1,
                    inTargetsArray: ancestors.contains { manifest.label(ofGroup: $0) == "targets" }))
        }
        for call in calls { callsByName[call.name, default: []].append(call) }
        let names = Set(calls.map(\.name))
        var targetCalls = 0, strings = 0
        for call in calls {
            guard case .success(let array?) = dependencies(of: call) else { continue }
            for element in array.elements {
                if let package = element.package, packageSpellings[package.lowercased()] == nil {
                    packageSpellings[package.lowercased()] = package
                }
                guard element.package == nil, let name = element.name else {
                    if element.isTargetCall { targetCalls += 1 }
                    continue
                }
                if element.isTargetCall {
                    targetCalls += 1
                } else if manifest.stringValue(element.item.first) != nil {
                    if names.contains(name) { strings += 1 } else { bareProductNames.insert(name) }
                }
            }
        }
        prefersTargetCalls = targetCalls > strings
    }

    func call(named name: String) -> Result<Call, DeclarationEditFailure> {
        var found = callsByName[name] ?? []
        if found.count > 1 {
            let inTargets = found.filter(\.inTargetsArray)
            if !inTargets.isEmpty { found = inTargets }
        }
        switch found.count {
        case 0:
            return .failure(
                DeclarationEditFailure(
                    ManifestEditMessages.targetNotLiteral(name)
                ))
        case 1:
            return .success(found[0])
        default:
            let lines = found.map { "\(manifest.position(of: manifest.tokens[$0.nameToken].start).line)" }.joined(
                separator: ", ")
            return .failure(
                DeclarationEditFailure(
                    ManifestEditMessages.targetWrittenSeveralTimes(name, count: found.count, lines: lines)
                ))
        }
    }

    /// The `dependencies:` array of a call; nil when the call has none.
    func dependencies(of call: Call) -> Result<DependencyArray?, DeclarationEditFailure> {
        guard let item = manifest.items(ofGroup: call.open).first(where: { $0.label == "dependencies" }) else {
            return .success(nil)
        }
        guard manifest.isPunctuation(item.valueStart, "["), manifest.closing[item.valueStart] == item.last else {
            return .failure(
                DeclarationEditFailure(
                    ManifestEditMessages.dependenciesNotLiteral(
                        of: call.name, line: manifest.position(of: manifest.tokens[item.valueStart].start).line),
                    at: manifest.position(of: manifest.tokens[item.valueStart].start)))
        }
        let elements = manifest.items(ofGroup: item.valueStart).map(element)
        return .success(DependencyArray(open: item.valueStart, elements: elements))
    }

    func element(_ item: ManifestText.Item) -> Element {
        if item.first == item.last, let value = manifest.stringValue(item.first) {
            return Element(item: item, name: value, package: nil, isTargetCall: false)
        }
        // `.target(name:)`, `.product(name:package:)`, `.byName(name:)`, maybe qualified
        // (`Target.Dependency.product(...)`).
        var index = item.first
        while index <= item.last {
            if let word = manifest.word(index), ["target", "product", "byName"].contains(word),
                manifest.isPunctuation(index + 1, "(")
            {
                let arguments = manifest.items(ofGroup: index + 1)
                let package = arguments.first { $0.label == "package" }.flatMap {
                    manifest.stringValue($0.valueStart) ?? nil
                }
                return Element(
                    item: item, name: manifest.nameArgument(ofCall: index + 1), package: package,
                    isTargetCall: word == "target")
            }
            index += 1
        }
        return Element(item: item, name: nil, package: nil, isTargetCall: false)
    }

    /// True when some target of this manifest writes `name` as a bare string and no target of
    /// the package has that name: the manifest names the product that way.
    func writesByName(_ name: String) -> Bool { bareProductNames.contains(name) }

    /// The `package:` spelling a `.product(...)` of this manifest already uses for `package`.
    func packageSpelling(_ package: String) -> String? { packageSpellings[package.lowercased()] }

    // MARK: The package call

    /// `Package(` and its `(`.
    func packageCall() -> Result<Int, DeclarationEditFailure> {
        let opens = manifest.tokens.indices.filter { index in
            manifest.word(index) == "Package" && manifest.isPunctuation(index + 1, "(")
                && !manifest.isPunctuation(index - 1, ".")
                && manifest.closing[index + 1] != nil
        }.map { $0 + 1 }
        guard opens.count == 1 else {
            return .failure(
                DeclarationEditFailure(
                    opens.isEmpty
                        ? "no `Package(...)` call archlint can read in this manifest: declare the package by hand"
                        : "`Package(...)` is written \(opens.count) times in this manifest: declare the package by hand"
                ))
        }
        return .success(opens[0])
    }

    /// The names `package:` arguments may use for each `.package(...)` of `Package(dependencies:)`.
    func declaredPackages() -> Result<[String], DeclarationEditFailure> {
        let open: Int
        switch packageCall() {
        case .failure(let failure): return .failure(failure)
        case .success(let found): open = found
        }
        guard let item = manifest.items(ofGroup: open).first(where: { $0.label == "dependencies" }) else {
            return .success([])
        }
        guard manifest.isPunctuation(item.valueStart, "["), manifest.closing[item.valueStart] == item.last else {
            return .failure(
                DeclarationEditFailure(
                    "the package's dependencies are not one array literal: declare the package by hand"))
        }
        var names: [String] = []
        for element in manifest.items(ofGroup: item.valueStart) {
            guard
                let call = (element.first...element.last).first(where: {
                    manifest.word($0) == "package" && manifest.isPunctuation($0 + 1, "(")
                })
            else { continue }
            let arguments = manifest.items(ofGroup: call + 1)
            func argument(_ label: String) -> String? {
                arguments.first { $0.label == label }.flatMap { manifest.stringValue($0.valueStart) ?? nil }
            }
            if let name = argument("name") { names.append(name) }
            if let location = argument("path") ?? argument("url") { names.append(Self.identity(ofLocation: location)) }
            if let id = argument("id") { names.append(String(id.split(separator: ".").last ?? Substring(id))) }
        }
        return .success(names)
    }

    /// SwiftPM's identity of a path or URL, as written: the last path component without `.git`.
    static func identity(ofLocation location: String) -> String {
        var trimmed = location
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        var last = String(trimmed.split(separator: "/").last ?? Substring(trimmed))
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// Operations adding `entry` to `Package(dependencies:)`, creating the argument before
    /// `targets:` when there is none.
    func addingPackage(_ entry: PackageEntry) -> Result<[ManifestDependencyEditor.Operation], DeclarationEditFailure> {
        let open: Int
        switch packageCall() {
        case .failure(let failure): return .failure(failure)
        case .success(let found): open = found
        }
        let items = manifest.items(ofGroup: open)
        if let item = items.first(where: { $0.label == "dependencies" }) {
            guard manifest.isPunctuation(item.valueStart, "["), manifest.closing[item.valueStart] == item.last else {
                return .failure(
                    DeclarationEditFailure(
                        "the package's dependencies are not one array literal: add `\(entry.expression)` by hand"))
            }
            return .success(ManifestDependencyEditor.insert(entry.expression, into: item.valueStart, manifest))
        }
        guard let targets = items.first(where: { $0.label == "targets" }) else {
            return .failure(
                DeclarationEditFailure(
                    ManifestEditMessages.noTargetsArgument(adding: entry.expression)
                ))
        }
        let start = manifest.tokens[targets.first].start
        let line = manifest.line(of: start)
        if manifest.isBlank(manifest.lineStarts[line]..<start) {
            let indentation = manifest.indentation(ofLine: line)
            return .success([
                .init(
                    range: manifest.lineStarts[line]..<manifest.lineStarts[line],
                    text: indentation + "dependencies: [\(entry.expression)]," + manifest.lineBreak)
            ])
        }
        return .success([.init(range: start..<start, text: "dependencies: [\(entry.expression)], ")])
    }

    // MARK: Creating a dependencies array

    /// Operations giving `call` a `dependencies: [fragment]` argument right after `name:` (after
    /// `capability:` for a plugin), where SwiftPM's argument order wants it.
    func creatingDependencies(of call: Call, with fragment: String) -> Result<
        [ManifestDependencyEditor.Operation], DeclarationEditFailure
    > {
        let items = manifest.items(ofGroup: call.open)
        guard let nameIndex = items.firstIndex(where: { $0.label == "name" }) else {
            return .failure(DeclarationEditFailure("target '\(call.name)' has no `name:` argument archlint can read"))
        }
        var anchorIndex = nameIndex
        if call.kind == "plugin", let capability = items.firstIndex(where: { $0.label == "capability" }) {
            anchorIndex = capability
        }
        let anchor = items[anchorIndex]
        let anchorEnd = manifest.tokens[anchor.last].end
        let argument = "dependencies: [\(fragment)]"
        let line = manifest.line(of: anchorEnd - 1)
        let nextStart =
            anchorIndex + 1 < items.count
            ? manifest.tokens[items[anchorIndex + 1].first].start
            : manifest.closing[call.open].map { manifest.tokens[$0].start } ?? anchorEnd
        if manifest.line(of: nextStart) == line {
            // One line: `.target(name: "X")` -> `.target(name: "X", dependencies: ["Y"])`.
            return .success([.init(range: anchorEnd..<anchorEnd, text: ", " + argument)])
        }
        // Arguments one per line: a new line indented like `name:`.
        let indentation = manifest.indentation(ofLine: manifest.line(of: manifest.tokens[anchor.first].start))
        if let comma = anchor.comma, manifest.line(of: manifest.tokens[comma].start) == line {
            let end = manifest.lineEnd(line)
            return .success([.init(range: end..<end, text: manifest.lineBreak + indentation + argument + ",")])
        }
        let end = manifest.lineEnd(line)
        return .success([
            .init(range: anchorEnd..<anchorEnd, text: ","),
            .init(range: end..<end, text: manifest.lineBreak + indentation + argument),
        ])
    }
}

/// The `.package(...)` entries of a manifest's text, for copying one into another manifest.
package enum PackageEntries {
    /// The text of the `.package(...)` entry that `name` refers to (its explicit `name:`, or the
    /// identity of its path, URL or registry id, compared without case), if the manifest has one.
    package static func expression(named name: String, in text: String) -> String? {
        let manifest = ManifestText(text)
        let calls = TargetCalls(manifest)
        guard case .success(let open) = calls.packageCall(),
            let item = manifest.items(ofGroup: open).first(where: { $0.label == "dependencies" }),
            manifest.isPunctuation(item.valueStart, "[")
        else { return nil }
        for element in manifest.items(ofGroup: item.valueStart) {
            guard
                let call = (element.first...element.last).first(where: {
                    manifest.word($0) == "package" && manifest.isPunctuation($0 + 1, "(")
                })
            else { continue }
            let arguments = manifest.items(ofGroup: call + 1)
            func argument(_ label: String) -> String? {
                arguments.first { $0.label == label }.flatMap { manifest.stringValue($0.valueStart) ?? nil }
            }
            var names: [String] = []
            if let explicit = argument("name") { names.append(explicit) }
            if let location = argument("path") ?? argument("url") {
                names.append(TargetCalls.identity(ofLocation: location))
            }
            if let id = argument("id") { names.append(String(id.split(separator: ".").last ?? Substring(id))) }
            if names.contains(where: { $0.lowercased() == name.lowercased() }) {
                return manifest.text(manifest.tokens[element.first].start..<manifest.tokens[element.last].end)
            }
        }
        return nil
    }

    /// `expression` written in the package at `root` as the package at `newRoot` must write it:
    /// a relative `path:` is re-based; URLs and registry ids stay as they are.
    package static func rebasing(_ expression: String, from root: String, to newRoot: String) -> String {
        let manifest = ManifestText(expression)
        guard
            let call = manifest.tokens.indices.first(where: {
                manifest.word($0) == "package" && manifest.isPunctuation($0 + 1, "(")
            }),
            let item = manifest.items(ofGroup: call + 1).first(where: { $0.label == "path" }),
            let path = manifest.stringValue(item.valueStart) ?? nil
        else { return expression }
        let absolute = PathUtilities.standardize(path, relativeTo: root)
        let rebased = PathUtilities.relative(absolute, to: newRoot)
        let token = manifest.tokens[item.valueStart]
        return manifest.text(0..<token.start) + ManifestDependencyEditor.literal(rebased)
            + manifest.text(token.end..<manifest.bytes.count)
    }
}

/// Why `archlint fix` leaves a Package.swift edit to the user, each text named after what it says.
enum ManifestEditMessages {
    static func dependencyNotReadable(_ name: String, of module: String) -> String {
        "target '\(module)' has no dependency written \"\(name)\" that archlint can read (written through code?): "
            + "delete it by hand"
    }

    static func targetNotLiteral(_ name: String) -> String {
        "target '\(name)' is not written as `.target(name: \"\(name)\", ...)` in Package.swift (declared through "
            + "code, a helper function or a loop): edit its dependencies by hand"
    }

    /// `lines` lists the lines of the declarations, comma-separated.
    static func targetWrittenSeveralTimes(_ name: String, count: Int, lines: String) -> String {
        "target '\(name)' is written \(count) times in Package.swift (lines \(lines), under #if?): edit the one you "
            + "mean by hand"
    }

    static func dependenciesNotLiteral(of target: String, line: Int) -> String {
        "the dependencies of target '\(target)' are not one array literal (line \(line)): edit them by hand"
    }

    static func noTargetsArgument(adding expression: String) -> String {
        "`Package(...)` has no `targets:` argument archlint can read: add `dependencies: [\(expression)]` by hand"
    }
}
