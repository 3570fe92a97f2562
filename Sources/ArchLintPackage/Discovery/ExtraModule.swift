import ArchLintSupport

/// A module of code outside SwiftPM: `{"name": "App", "sources": ["App/**/*.swift"],
/// "exclude": [...], "dependencies": ["AppFeature"], "type": "executable"}`.
package struct ExtraModule: Sendable, Hashable {
    package var name: String
    package var kind: PackageManifest.Target.Kind
    /// Path globs relative to the root.
    package var sources: [String]
    package var exclude: [String]
    /// Module names it depends on (declared edges).
    package var dependencies: [String]
    /// The rules file that declares it.
    package var origin: String
    /// Where its entry starts in the rules file, when known.
    package var position: TextPosition?
    /// Where each of `dependencies` is written, in order (nil where unknown).
    package var dependencyPositions: [TextPosition?] = []

    package init(
        name: String, kind: PackageManifest.Target.Kind, sources: [String], exclude: [String],
        dependencies: [String], origin: String, position: TextPosition? = nil, dependencyPositions: [TextPosition?] = []
    ) {
        self.position = position
        self.dependencyPositions = dependencyPositions
        self.name = name
        self.kind = kind
        self.sources = sources
        self.exclude = exclude
        self.dependencies = dependencies
        self.origin = origin
    }
}
