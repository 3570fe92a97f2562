import Foundation
import ArchLintSupport

/// One change to the dependencies a module declares: what `archlint fix` applies and a fix
/// plan shows.
package enum DependencyChange: Sendable, Hashable, Codable {
    /// Declare `dependency` for `module`; `packageEntry` is the `.package(...)` to add first when
    /// the file does not declare the package that vends a product yet.
    case add(module: String, dependency: DependencyReference, packageEntry: PackageEntry?)
    /// Delete every dependency of `module` written with this name (and, for a product, this
    /// package).
    case remove(module: String, name: String, package: String?)

    package var module: String {
        switch self {
        case .add(let module, _, _), .remove(let module, _, _): module
        }
    }
}

/// What a declared dependency refers to.
package enum DependencyReference: Sendable, Hashable, Codable {
    /// A target of the same package.
    case target(String)
    /// A product of another package; `package` is the name a `package:` argument uses for it.
    case product(name: String, package: String)
    /// A target of another Tuist project (`.project(target:path:)`), in `folder`.
    case project(target: String, folder: ProjectFolder)

    package var name: String {
        switch self {
        case .target(let name), .product(let name, _), .project(let name, _): name
        }
    }
}

/// The folder of another generator project, as a manifest may spell it: relative to the folder
/// of the manifest that names it, and relative to the generator's root (Tuist's `.relativeToRoot`).
package struct ProjectFolder: Sendable, Hashable, Codable {
    package var fromManifest: String
    package var fromRoot: String

    package init(fromManifest: String, fromRoot: String) {
        self.fromManifest = fromManifest
        self.fromRoot = fromRoot
    }
}

/// A `.package(...)` entry of a package's `dependencies:`.
package struct PackageEntry: Sendable, Hashable, Codable {
    /// The name `.product(name:package:)` uses for it: its identity as written (`Alamofire`,
    /// `swift-composable-architecture`), or its explicit `name:`.
    package var name: String
    /// The entry as written: `.package(path: "../Core")`.
    package var expression: String

    package init(name: String, expression: String) {
        self.name = name
        self.expression = expression
    }
}

/// A change made to the text of a declaration file, with how to show it.
package struct DeclarationEdit: Sendable, Hashable {
    package var path: String
    package var original: String
    /// The whole edited text. An editor that made the edit as replacements of parts of
    /// `original` (`replacements`) builds it only when asked: a plan per finding of a large
    /// project needs the change's diff, not a copy of the file.
    package var edited: String {
        get { editedText ?? Self.apply(replacements, to: original) }
        set { editedText = newValue }
    }
    private var editedText: String?
    /// The edit as byte ranges of `original` and their new text, sorted, when the editor made
    /// it so (then `edited` is built from them).
    package var replacements: [Replacement] = []
    /// The dependency as written (`"CoreLogging"`, `.product(name: "Moya", package: "Moya")`).
    package var fragment: String
    /// Where the change is anchored in the original: the line that changes, or the line after
    /// which lines are inserted.
    package var anchor: TextPosition
    /// The change in one phrase for a `fix:` note, about the anchor line: "this line becomes:
    /// `...`", "insert after this line: `...`", "delete this line: `...`".
    package var description: String
    /// The lines around the change in both texts, from line `window.firstLine` (the texts agree
    /// before and after it): diffing them is diffing the whole texts, without reading them.
    package var window: (original: String, edited: String, firstLine: Int)?
    /// As `window`, for an edit whose changes lie far apart (a project file's sections): one
    /// window per group of changes, in order.
    package var windows: [(original: String, edited: String, firstLine: Int)] = []

    /// Replace the bytes `range` of the original with `text`.
    package struct Replacement: Sendable, Hashable {
        package var range: Range<Int>
        package var text: String
        package init(range: Range<Int>, text: String) {
            self.range = range
            self.text = text
        }
    }

    package init(
        path: String, original: String, edited: String, fragment: String, anchor: TextPosition, description: String,
        window: (original: String, edited: String, firstLine: Int)? = nil
    ) {
        self.path = path
        self.original = original
        self.editedText = edited
        self.fragment = fragment
        self.anchor = anchor
        self.description = description
        self.window = window
    }

    /// An edit made as `replacements` of `original` (sorted, not overlapping), shown through
    /// `windows`; `edited` is built from them when asked.
    package init(
        path: String, original: String, replacements: [Replacement], fragment: String, anchor: TextPosition,
        description: String, windows: [(original: String, edited: String, firstLine: Int)]
    ) {
        self.path = path
        self.original = original
        self.replacements = replacements
        self.fragment = fragment
        self.anchor = anchor
        self.description = description
        self.windows = windows
    }

    /// `text` with `replacements` (sorted by offset, not overlapping; two insertions at one
    /// offset in their order) made, in one pass.
    package static func apply(_ replacements: [Replacement], to text: String) -> String {
        guard !replacements.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for replacement in replacements {
            output.append(contentsOf: bytes[cursor..<replacement.range.lowerBound])
            output.append(contentsOf: replacement.text.utf8)
            cursor = replacement.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return String(decoding: output, as: UTF8.self)
    }

    package static func == (lhs: DeclarationEdit, rhs: DeclarationEdit) -> Bool {
        (lhs.path, lhs.original, lhs.edited, lhs.fragment, lhs.anchor, lhs.description)
            == (rhs.path, rhs.original, rhs.edited, rhs.fragment, rhs.anchor, rhs.description)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(edited)
    }

    /// The change as a unified diff (`--- a/Package.swift` / `+++ b/Package.swift`).
    package func unifiedDiff(displayPath: String) -> String {
        if !windows.isEmpty {
            // One header, then the hunks of each window.
            var output = ""
            for window in windows {
                let diff = LineDiff.unified(
                    from: window.original, to: window.edited, oldName: "a/\(displayPath)",
                    newName: "b/\(displayPath)", firstLine: window.firstLine)
                guard !diff.isEmpty else { continue }
                output +=
                    output.isEmpty
                    ? diff : String(diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)[2])
            }
            return output
        }
        if let window {
            return LineDiff.unified(
                from: window.original, to: window.edited, oldName: "a/\(displayPath)", newName: "b/\(displayPath)",
                firstLine: window.firstLine)
        }
        return LineDiff.unified(from: original, to: edited, oldName: "a/\(displayPath)", newName: "b/\(displayPath)")
    }
}

/// Why a change cannot be made to a declaration file: said to the user as is.
package struct DeclarationEditFailure: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    /// Where in the file, when one place is to blame.
    package var position: TextPosition?

    package init(_ message: String, at position: TextPosition? = nil) {
        self.message = message
        self.position = position
    }

    package var description: String { message }
}

/// Several changes made to one declaration file at once (`DependencyDeclarationFile.edit(_:in:)`
/// with a list): the text with every change that could be made, and for each change what was
/// made or why not.
package struct DeclarationBatch: Sendable {
    /// What one change made: the dependency as written and the change in one phrase (about the
    /// text it was made on).
    package struct Made: Sendable, Hashable {
        package var fragment: String
        package var description: String
        package init(fragment: String, description: String) {
            self.fragment = fragment
            self.description = description
        }
    }

    package var edited: String
    /// One per change, in the order the changes were given.
    package var outcomes: [Result<Made, DeclarationEditFailure>]

    package init(edited: String, outcomes: [Result<Made, DeclarationEditFailure>]) {
        self.edited = edited
        self.outcomes = outcomes
    }
}

/// A file that declares modules' dependencies and that `archlint fix` can edit: Package.swift
/// (`PackageManifestFile`) and an Xcode project's `project.pbxproj` (`XcodeProjectFile`); the fix
/// stage needs nothing else to handle either.
package protocol DependencyDeclarationFile: Sendable {
    /// Absolute path of the file.
    var path: String { get }
    /// The file's text with `change` made, minimally and in the file's own spelling, or why it
    /// cannot be made safely.
    func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure>
    /// Makes `changes` in `text` as `edit(_:in:)` makes each, in order, on the text the ones
    /// before it left; a change that cannot be made is left out with why.
    func edit(_ changes: [DependencyChange], in text: String) -> DeclarationBatch
    /// Reads the file back as its build system would, after an edit was written: nil when it
    /// loads, else why not (the tool's own error lines).
    func validate() -> String?
    /// As `validate()`, also checking that the file, read back, shows `changes` (made since it
    /// last loaded), where the reader can tell.
    func validate(after changes: [DependencyChange]) -> String?
}

extension DependencyDeclarationFile {
    /// A file whose loading is the whole check (SwiftPM refuses a manifest that does not say
    /// what it means).
    package func validate(after changes: [DependencyChange]) -> String? { validate() }

    /// One change after the other: each reads the whole text again (the editors of Package.swift
    /// and project.pbxproj make many at once, reading the text once per round).
    package func edit(_ changes: [DependencyChange], in text: String) -> DeclarationBatch {
        var edited = text
        let outcomes = changes.map { change -> Result<DeclarationBatch.Made, DeclarationEditFailure> in
            edit(change, in: edited).map { made in
                edited = made.edited
                return DeclarationBatch.Made(fragment: made.fragment, description: made.description)
            }
        }
        return DeclarationBatch(edited: edited, outcomes: outcomes)
    }
}

/// `Package.swift` (or the `Package@swift-X.swift` SwiftPM uses): edited by
/// `ManifestDependencyEditor`, validated by loading the package as `loader.reading` says (the
/// static reader where it can, `swift package dump-package` otherwise, by default).
package struct PackageManifestFile: DependencyDeclarationFile {
    package var path: String
    /// Finds and runs `swift` for validation.
    package var loader: ManifestLoader

    package init(path: String, loader: ManifestLoader = ManifestLoader()) {
        self.path = path
        self.loader = loader
    }

    /// True for the name of a file SwiftPM may use as a manifest: `Package.swift` or a
    /// version-specific `Package@swift-X[.Y[.Z]].swift`.
    package static func isManifest(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "Package.swift" || ManifestFileSelection.versionOfSpecificManifest(name) != nil
    }

    package func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure> {
        ManifestDependencyEditor.edit(change, in: text, path: path)
    }

    package func edit(_ changes: [DependencyChange], in text: String) -> DeclarationBatch {
        ManifestDependencyEditor.edit(changes, in: text, path: path)
    }

    package func validate() -> String? {
        var uncached = loader
        uncached.cache = nil
        do {
            _ = try uncached.load(
                .package(directory: (path as NSString).deletingLastPathComponent),
                packageRoot: (path as NSString).deletingLastPathComponent)
            return nil
        } catch {
            return error.message
        }
    }
}
