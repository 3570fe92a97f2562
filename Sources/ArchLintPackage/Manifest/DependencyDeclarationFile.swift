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

    package var name: String {
        switch self {
        case .target(let name), .product(let name, _): name
        }
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
    package var edited: String
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

    package init(path: String, original: String, edited: String, fragment: String, anchor: TextPosition, description: String,
                 window: (original: String, edited: String, firstLine: Int)? = nil) {
        self.path = path
        self.original = original
        self.edited = edited
        self.fragment = fragment
        self.anchor = anchor
        self.description = description
        self.window = window
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
        if let window {
            return LineDiff.unified(from: window.original, to: window.edited, oldName: "a/\(displayPath)", newName: "b/\(displayPath)",
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

/// A file that declares modules' dependencies and that `archlint fix` can edit: Package.swift
/// (`PackageManifestFile`) and an Xcode project's `project.pbxproj` (`XcodeProjectFile`); the fix
/// stage needs nothing else to handle either.
package protocol DependencyDeclarationFile: Sendable {
    /// Absolute path of the file.
    var path: String { get }
    /// The file's text with `change` made, minimally and in the file's own spelling, or why it
    /// cannot be made safely.
    func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure>
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

    package func validate() -> String? {
        var uncached = loader
        uncached.cache = nil
        do {
            _ = try uncached.load(.package(directory: (path as NSString).deletingLastPathComponent),
                                  packageRoot: (path as NSString).deletingLastPathComponent)
            return nil
        } catch {
            return error.message
        }
    }
}
