import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph
import ArchLintRules
import ArchLintCache

/// One kind of input that declares modules: SwiftPM packages, Xcode projects, the rules file's
/// "modules", a generator's manifests.
///
/// A source reads what it declares below the root and adds it to a `SourceContribution`:
/// packages, projects or modules by name (the three shapes `GraphBuilder` resolves, each with
/// the `ManifestKind` that says which file declares a module and how `fix` edits it), the Swift
/// files to scan, and what it could not read (notices; `isPartial` when something it should
/// have read could not be). Sources run one after another in `ModuleSources.standard` order and
/// each sees what earlier ones contributed (local packages an Xcode project references are
/// loaded by the SwiftPM source).
///
/// Adding a source is one conformer and one entry in `ModuleSources.standard`.
package protocol ModuleSource: Sendable {
    /// A short name for messages and traces (`swiftpm`, `xcode`).
    var name: String { get }

    /// Reads this source's inputs and adds them to `contribution`. Throws only when the run
    /// cannot go on (an unreadable `--manifest-json`); anything else is a notice.
    func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError)

    /// Adds what this source read to the summary's "read ..." line, given the graph built from
    /// every source (a new source appends its words to `InputSummary.otherReadings`:
    /// `3 Tuist projects (20 targets)`).
    func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary)
}

/// The sources a run reads, in order.
package enum ModuleSources {
    /// Generators' manifests first (the projects they would generate are not read beside
    /// them), then Xcode projects (their local package references are packages to load), then the
    /// rules file's modules, then SwiftPM packages. A run where no source declared a module
    /// stops with the SwiftPM source's error (`SourceContribution.failureIfAlone`).
    package static let standard: [any ModuleSource] = [
        TuistProjectSource(),
        XcodeGenProjectSource(),
        XcodeProjectSource(),
        RulesFileModuleSource(),
        SwiftPackageSource(),
    ]
}

/// What every source may read: the run's options, the walk of the root, and the shared tools.
package struct SourceContext: Sendable {
    package var root: String
    package var options: CheckOptions
    /// The rules file, when the command has read one.
    package var configuration: Configuration?
    /// Globs relative to the root that no source reads (`exclude` in the rules file).
    package var excluded: [String]
    /// The one walk of the root that finds packages, projects, generator manifests and Swift
    /// files; nil when the root is not walked (`--manifest-json`).
    package var survey: RootSurvey?
    package var loader: ManifestLoader
    package var cache: AnalysisCache?
    /// Told every input read, for the result cache.
    package var recorder: InputRecorder?
    /// Told (done, total) as manifests are dumped.
    package var progress: (@Sendable (Int, Int) -> Void)?
    package var readStandardInput: @Sendable () -> Data
    /// A path as shown to people (relative to the working directory).
    package var displayPath: @Sendable (String) -> String
}

extension SourceContext {
    /// A reader's problem as a notice, `path:line:column: severity: message`, the path as the
    /// run shows it (line and column when the reader knows them).
    func notice(at path: String, line: Int?, column: Int?, severity: String, _ message: String, code: String) -> Notice
    {
        var place = displayPath(path)
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return Notice("\(place): \(severity): \(message)", code: code)
    }
}

/// What the sources of a run contributed, accumulated in source order.
package struct SourceContribution: Sendable {
    /// A local package another source's file names, to be loaded with the workspace's packages.
    package struct PackageReference: Sendable, Hashable {
        /// The file that names it (a `project.pbxproj`).
        package var referrer: String
        /// The package folder, absolute.
        package var path: String
        /// What the referrer calls it, for a notice when no Package.swift is there
        /// (`a local package reference`).
        package var description: String

        package init(referrer: String, path: String, description: String) {
            self.referrer = referrer
            self.path = path
            self.description = description
        }
    }

    /// The packages, projects and modules to build the graph from (scans are added later).
    package var graphInput = GraphInput()
    /// The SwiftPM manifests read (fix plans look up which product vends a module).
    package var packages: [LoadedManifest] = []
    /// Local packages that sources other than SwiftPM name.
    package var packageReferences: [PackageReference] = []
    /// Folders whose `.xcodeproj` and `.xcworkspace` a generator makes from manifests that were
    /// read: the Xcode source does not read those (the manifests are the truth).
    package var generatedProjectFolders: Set<String> = []
    /// Every Swift file a module compiles, absolute (duplicates allowed).
    package var files: [String] = []
    package var notices: [Notice] = []
    /// True when input that should have been read could not be.
    package var isPartial = false
    /// The error that stops the run when, after every source, none declared a module (no
    /// Package.swift anywhere, or every manifest failed).
    package var failureIfAlone: ToolError?
    /// Projects read by each source, by source name (unreadable ones included), for the summary.
    package var projectCounts: [String: Int] = [:]

    package init() {}

    /// True when some source has declared a module (a package, a project target or a module
    /// by name).
    package var declaresModules: Bool {
        !graphInput.packages.isEmpty || !graphInput.projects.isEmpty || !graphInput.modules.isEmpty
    }
}
