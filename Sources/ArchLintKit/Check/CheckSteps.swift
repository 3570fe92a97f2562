import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage
import ArchLintGraph
import ArchLintRules
import ArchLintCache

// The first steps of `check`, each a value with one input and one output, shared by every
// command that needs the graph (`Linter.loadWorkspace`):
//
//   SourceLoading       options, rules file -> what every module source contributed
//   SourceScanning      the sources' Swift files -> what each imports
//   GraphConstruction   contributions + scans -> the module graph as the build selects it
//
// Then `Linter.evaluate` (rules, exceptions, suppressions, plans), `FindingTriage` (baseline,
// changed files) and the reporters.

/// What the module sources of a run contributed, with the walk of the root they shared.
package struct LoadedSources: Sendable {
    package var contribution: SourceContribution
    /// The sources that ran, in order (each summarises what it read).
    package var sources: [any ModuleSource]
    /// Every Swift file under the root, when it was walked (files no module compiles are
    /// counted in the summary).
    package var swiftFilesUnderRoot: [String]?
}

/// Step 1: walks the root once and runs every module source in order.
package struct SourceLoading: Sendable {
    package var displayPath: @Sendable (String) -> String

    package func load(
        _ options: CheckOptions, root: String, configuration: Configuration?, environment: [String: String],
        workingDirectory: String, cache: AnalysisCache?, recorder: InputRecorder?,
        progress: (@Sendable (Int, Int) -> Void)?, sources: [any ModuleSource],
        readStandardInput: @escaping @Sendable () -> Data
    ) throws(ToolError) -> LoadedSources {
        var loader = ManifestLoader(environment: environment, cache: cache?.manifests)
        loader.reading = options.manifests
        loader.timeout = options.manifestTimeout
        var options = options
        options.manifestJSON = options.manifestJSON.map {
            $0 == "-" ? "-" : PathUtilities.standardize($0, relativeTo: workingDirectory)
        }
        var contribution = SourceContribution()
        var survey: RootSurvey?
        let excluded = configuration?.exclude ?? []
        if options.manifestJSON == nil {
            // One walk finds the packages, the Xcode projects, generator manifests and every Swift file.
            let found = RootSurvey.survey(root: root, excluded: excluded, recorder: recorder)
            survey = found
            for folder in found.unreadableFolders {
                contribution.isPartial = true
                contribution.notices.append(
                    Notice(
                        NoticeMessages.unlistableFolder(displayPath(folder.path), reason: folder.reason),
                        code: Notice.Code.unreadableFolder))
            }
        }
        let context = SourceContext(
            root: root, options: options, configuration: configuration, excluded: excluded, survey: survey,
            loader: loader,
            cache: cache, recorder: recorder, progress: progress, readStandardInput: readStandardInput,
            displayPath: displayPath)
        for source in sources {
            try source.load(context, into: &contribution)
        }
        if let failure = contribution.failureIfAlone, !contribution.declaresModules { throw failure }
        return LoadedSources(contribution: contribution, sources: sources, swiftFilesUnderRoot: survey?.swiftFiles)
    }
}

/// What the import scanner read.
package struct ScannedSources: Sendable {
    /// By absolute path.
    package var scans: [String: FileScanResult]
    /// Files read (each once).
    package var count: Int
    package var notices: [Notice]
    /// True when a file could not be read.
    package var isPartial: Bool
}

/// Step 2: scans every file a module compiles, once (a file several targets compile is read
/// once), through the scan cache when there is one.
package struct SourceScanning: Sendable {
    package var displayPath: @Sendable (String) -> String

    package func scan(_ files: [String], cache: AnalysisCache?, overlay: SourceOverlay?, recorder: InputRecorder?)
        -> ScannedSources
    {
        let files = Array(Set(files)).sorted()
        recorder?.record(contentsOf: files)
        let scans = cache?.scans.scan(files) ?? ImportScanner.scanFiles(files)
        var scansByPath: [String: FileScanResult] = [:]
        var notices: [Notice] = []
        var isPartial = false
        for scan in overlay.map({ $0.replacingScans(scans) }) ?? scans {
            scansByPath[scan.path] = scan
            switch scan.problem {
            case .unreadable(let reason)?:
                // Never a clean pass over a file archlint could not read.
                isPartial = true
                notices.append(
                    Notice(
                        NoticeMessages.unreadableSourceFile(displayPath(scan.path), reason: reason),
                        code: Notice.Code.unreadableFile))
            case .notUTF8?:
                notices.append(
                    Notice(
                        NoticeMessages.sourceNotUTF8(displayPath(scan.path)),
                        code: Notice.Code.notUTF8))
            case .tooDeeplyNested(let line)?:
                notices.append(
                    Notice(
                        NoticeMessages.conditionsTooDeep(displayPath(scan.path), line: line),
                        code: Notice.Code.nestingTooDeep))
            case nil:
                break
            }
        }
        return ScannedSources(scans: scansByPath, count: scans.count, notices: notices, isPartial: isPartial)
    }
}

/// Step 3: the module graph from every contribution and scan, without the imports no build
/// compiles, with the build selection (`--platform`, `--configuration`, `-D`) applied.
package struct GraphConstruction: Sendable {
    package var displayPath: @Sendable (String) -> String

    package func build(
        _ loaded: LoadedSources, scanned: ScannedSources, root: String, selection: BuildSelection,
        cache: AnalysisCache?
    ) -> LoadedGraph {
        var contribution = loaded.contribution
        var notices = contribution.notices + scanned.notices
        var input = contribution.graphInput
        input.scans = scanned.scans
        for index in input.packages.indices { input.packages[index].scans = scanned.scans }
        var duplicates: [(kept: Module, dropped: Module)] = []
        let built = GraphBuilder.build(input) { kept, dropped in duplicates.append((kept, dropped)) }
        var duplicateNotices: [Notice] = []
        for (kept, dropped) in duplicates {
            let place = "\(displayPath(dropped.manifestPath ?? ""))"
            let other = "package '\(kept.package ?? "")' (\(displayPath(kept.manifestPath ?? "")))"
            if !dropped.files.isEmpty, Set(dropped.files).isSubset(of: Set(kept.files)) {
                // A package nested in another package's target folder: the outer target compiles
                // the inner one's files, so one module holds them all and every file is checked.
                duplicateNotices.append(
                    Notice(
                        NoticeMessages.nestedPackageModule(place, module: dropped.name, outer: kept.name, of: other),
                        code: Notice.Code.duplicateModule))
                continue
            }
            if let first = kept.manifestPath, let second = dropped.manifestPath, kept.manifestKind == .swiftPackage,
                dropped.manifestKind == .swiftPackage, !built.buildGraphs.builtTogether(first, second)
            {
                // Two copies no build holds both of (issue 25): each builds; the input is whole.
                duplicateNotices.append(
                    Notice(
                        NoticeMessages.moduleInSeparateBuilds(place, module: dropped.name, alsoIn: other),
                        code: Notice.Code.duplicateModule))
                continue
            }
            duplicateNotices.append(
                Notice(
                    NoticeMessages.moduleDefinedTwice(place, module: dropped.name, alsoIn: other),
                    code: Notice.Code.duplicateModule))
            contribution.isPartial = true
        }
        // Imports under a flag set nowhere are never compiled: they leave the graph here.
        let compiled = NeverCompiledFilter(displayPath: displayPath)
            .dropping(
                from: built.graph, defines: built.defines, otherFlags: built.projectFlags,
                targetFlags: built.targetFlags,
                selection: selection)
        let graph = compiled.graph
        notices += compiled.notices
        var summary = InputSummary()
        for source in loaded.sources { source.summarize(contribution, graph: graph, into: &summary) }
        if let files = loaded.swiftFilesUnderRoot { summary.countUnowned(files, in: graph, root: root) }
        let selected = graph.selecting(selection, defines: built.defines)
        for item in selected.undecided {
            notices.append(
                Notice(
                    NoticeMessages.undecidedCondition(
                        displayPath(item.file), line: item.line, condition: item.condition,
                        selection: selection.summary),
                    code: Notice.Code.undecidedCondition))
        }
        return LoadedGraph(
            graph: selected.graph, scans: scanned.scans, notices: (notices + duplicateNotices).sorted(), root: root,
            filesScanned: scanned.count, isPartial: contribution.isPartial || scanned.isPartial,
            unselectedGraph: graph, selection: selection, defines: built.defines, cache: cache, summary: summary,
            packages: contribution.packages)
    }
}

/// The texts of the notices `check` emits, each named after what it says. `place` is the displayed path the
/// notice starts with (a file, or a file and line).
enum NoticeMessages {
    static func unlistableFolder(_ place: String, reason: ReadFailure) -> String {
        "\(place): error: cannot list this folder (\(reason)); packages, Xcode projects and Swift files in it are not "
            + "checked"
    }

    static func unreadableSourceFile(_ place: String, reason: String) -> String {
        "\(place): error: cannot read source file (\(reason)); its imports are not checked"
    }

    static func sourceNotUTF8(_ place: String) -> String {
        "\(place): warning: source file is not valid UTF-8; scanned byte by byte, fix its encoding"
    }

    static func conditionsTooDeep(_ place: String, line: Int) -> String {
        let depth = ImportLexer.maximumConditionDepth
        return "\(place):\(line):1: warning: #if blocks nest deeper than \(depth) levels, which the compiler rejects; "
            + "imports below that depth are read with their outer \(depth) conditions only"
    }

    /// A package inside another's target folder: `module` compiles only files `outer` (of `of`) compiles too.
    static func nestedPackageModule(_ place: String, module: String, outer: String, of other: String) -> String {
        "\(place): note: module '\(module)' compiles only files that module '\(outer)' of \(other) compiles too (this "
            + "package sits in that target's folder); its files are checked once, as that module's"
    }

    /// Two modules of one name that no build holds together.
    static func moduleInSeparateBuilds(_ place: String, module: String, alsoIn other: String) -> String {
        "\(place): warning: module '\(module)' is also defined by \(other); no package or Xcode project builds both, "
            + "so each builds, but archlint checks one module per name: this package's '\(module)' is not checked"
    }

    static func moduleDefinedTwice(_ place: String, module: String, alsoIn other: String) -> String {
        "\(place): error: module '\(module)' is also defined by \(other); module names must be unique in a workspace: "
            + "rename one. Only the first is checked"
    }

    static func undecidedCondition(_ file: String, line: Int, condition: String, selection: String) -> String {
        "\(file):\(line): note: cannot decide `\(condition)` for \(selection); both branches kept"
    }
}
