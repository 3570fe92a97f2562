/// The kind of file that declares a module and its dependencies: what people call it in
/// messages, and which editor (if any) `archlint fix` changes it with.
///
/// Every module compiled in the workspace carries one (`Module.manifestKind`), set by the
/// source that read it (see `ModuleSource` in ArchLintKit); fix plans, `fix` and messages ask it
/// instead of guessing from a file's name. A new source of modules defines its own kind next to
/// its reader; the editors are the ones archlint has.
package struct ManifestKind: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How a dependency list of this kind is changed.
    package enum Editor: String, Sendable, Hashable, Codable {
        /// `ManifestDependencyEditor` edits the target's `dependencies:` in Package.swift.
        case swiftPackageManifest
        /// `XcodeProjectEditor` links or unlinks products and targets in project.pbxproj.
        case xcodeProject
        /// `XcodeGenDependencyEditor` edits the target's `dependencies:` in an XcodeGen spec (the
        /// file that declares the target: the spec or a file it includes).
        case xcodeGenSpec
        /// `TuistManifestEditor` edits the literal `dependencies:` of a target in Project.swift.
        case tuistManifest
        /// No editor: plans say where to change the declaration by hand.
        case byHand
    }

    /// Stable identifier, in machine output (`swiftpm`, `xcode`, `rules-file`...).
    package var identifier: String
    /// The declaring file as people name it: `Package.swift`, `archlint.json`, `project.yml`.
    package var fileName: String
    /// How a module of this kind declares what it uses, in "imports X without ...":
    /// `declaring it in Package.swift`, `linking it in Xcode`.
    package var declaringPhrase: String
    /// Where the module's dependency list is, for a by-hand instruction: `its "dependencies"`.
    package var dependencyList: String
    package var editor: Editor
    /// Whether a target of this kind declares, through the framework and library targets it
    /// links, what they declare (an Xcode project: linking a package product into both would
    /// put its code in the app twice). False where the generator links each target's closure
    /// itself and its own check of implicit imports counts direct dependencies only (Tuist).
    package var declaresThroughLinkedTargets: Bool

    package init(
        identifier: String, fileName: String, declaringPhrase: String, dependencyList: String, editor: Editor,
        declaresThroughLinkedTargets: Bool = true
    ) {
        self.identifier = identifier
        self.fileName = fileName
        self.declaringPhrase = declaringPhrase
        self.dependencyList = dependencyList
        self.editor = editor
        self.declaresThroughLinkedTargets = declaresThroughLinkedTargets
    }

    package var description: String { identifier }

    /// A target of a SwiftPM package (`Package.swift`, or the `Package@swift-X.swift` in use).
    package static let swiftPackage = ManifestKind(
        identifier: "swiftpm", fileName: "Package.swift", declaringPhrase: "declaring it in Package.swift",
        dependencyList: "its `dependencies:`", editor: .swiftPackageManifest)

    /// A native target of an Xcode project (`project.pbxproj`).
    package static let xcodeProject = ManifestKind(
        identifier: "xcode", fileName: "project.pbxproj", declaringPhrase: "linking it in Xcode",
        dependencyList: "its Frameworks and Libraries", editor: .xcodeProject)

    /// A module declared under "modules" in the rules file (code outside any build system
    /// archlint reads).
    package static let rulesFile = ManifestKind(
        identifier: "rules-file", fileName: "archlint.json", declaringPhrase: "declaring it in archlint.json",
        dependencyList: "its \"dependencies\"", editor: .byHand)
}
