import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage
import ArchLintGraph
import ArchLintRules
import ArchLintCache

/// What `archlint check` reads.
package struct CheckOptions: Sendable {
    /// The package root.
    package var packagePath: String
    /// False where the result's findings are never compared with the rules file's baseline (a
    /// diff's base side): its place is not checked then.
    package var readsBaseline = true
    /// False where the rules file is not the one written for this tree (a diff's base side,
    /// judged by the working tree's rules): a module name it cannot find, or a selector that
    /// matches nothing there, is a warning, not an error.
    package var holdsRulesToWorkspace = true
    /// True when `packagePath` was given (`--package-path`); otherwise a folder without a rules
    /// file hands over to the nearest folder above it that has one.
    package var packagePathIsExplicit = false
    /// A dump produced elsewhere (`-` for standard input), instead of running SwiftPM.
    package var manifestJSON: String?
    /// The rules file; nil looks for `archlint.json` / `.archlint.json` in the package root.
    package var configPath: String?
    /// Platform, configuration and flags to evaluate conditions for; empty keeps every branch.
    package var selection = BuildSelection()
    /// Reuse manifest dumps and import scans of earlier runs (`--no-cache` turns it off).
    package var useCache = false
    /// With `useCache`, also reuse a whole stored result while none of its inputs changed
    /// (`ResultCache`). Only for callers that need findings, not the graph: a reused result's
    /// graph is empty. `archlint check` sets it.
    package var reuseResults = false
    /// Where the cache lives; nil is `<package root>/.build/archlint`.
    package var cachePath: String?
    /// How manifests are read: statically where possible (the default), only statically (never
    /// running a manifest), or always by SwiftPM.
    package var manifests: ManifestReading = .auto
    /// Seconds `swift package dump-package` may take per manifest (`--manifest-timeout`).
    package var manifestTimeout = Double(InputLimits.manifestTimeoutSeconds)

    package init(packagePath: String = ".", manifestJSON: String? = nil, configPath: String? = nil) {
        self.packagePath = packagePath
        self.manifestJSON = manifestJSON
        self.configPath = configPath
    }
}

/// Everything one `check` run produced.
package struct CheckResult: Sendable {
    package var graph: ModuleGraph
    package var configuration: Configuration
    /// Findings of severity warning or error, sorted.
    package var violations: [Violation]
    /// Warnings about the input, sorted; printed on stderr.
    package var notices: [Notice]
    /// Files read by the import scanner.
    package var filesScanned: Int
    /// What each enabled rule had to check, sorted by rule id.
    package var coverage: [RuleCoverage] = []
    /// The package root the run was about.
    package var root: String
    /// True when part of the input could not be read.
    package var isPartial: Bool = false
    /// Modules checked: the targets of the graph that some rule judged (see `RuleCoverage`).
    package var modulesChecked: Int = 0
    /// True when the result was read from the result cache (nothing changed since a run that
    /// stored it). Then `graph` is empty; every other field is as a full run computes it.
    package var isFromResultCache = false
    /// How the result cache was consulted, one line (`ARCHLINT_CACHE_TRACE=1` prints it); nil
    /// when no cache was used.
    package var resultCacheTrace: String?
    /// What was read and inferred (packages, Xcode projects, files no module compiles, the
    /// composition root); nil when the workspace was not loaded.
    package var summary: InputSummary?
    /// Findings an `except` entry of the rules accepted, with its reason (for `explain`); empty
    /// when the result came from the result cache.
    package var accepted: [AcceptedFinding] = []
    /// What the run loaded (scans, caches), held so that it is freed with the result, not before
    /// (see `CommandLineTool.releasesResultsOnReturn`).
    var loadedWorkspace: LoadedGraph?
    /// Every module's role as the rules judged them, with the warnings about "roles" entries;
    /// nil for a result read from the result cache. `moduleRoles()` reads it.
    var judgedRoles: (roles: ModuleRoles, warnings: [ConfigurationWarning])?

    /// The number of target modules of `graph` that a rule with something to check selected:
    /// what `modulesChecked` counts (0 when every rule had nothing to check).
    package static func modulesChecked(in graph: ModuleGraph, coverage: [RuleCoverage]) -> Int {
        let judged = Set(coverage.filter(\.checkedSomething).flatMap(\.modules))
        return graph.modules.values.filter { $0.kind.isTarget && judged.contains($0.name) }.count
    }

    package var hasErrors: Bool { violations.contains { $0.severity == .error } }
    package var exitCode: ExitCode { isPartial ? .partial : hasErrors ? .findings : .clean }
}

/// A finding that an `except` entry of its rule accepted, with the entry's reason.
package struct AcceptedFinding: Sendable {
    package var violation: Violation
    package var reason: String
    /// The rules file and key path of the entry (`rules[2].except[0]`).
    package var file: String
    package var keyPath: String
    package var position: TextPosition
}

/// The module graph of a package with what was read to build it.
package struct LoadedGraph: Sendable {
    package var graph: ModuleGraph
    /// Scan results by absolute path.
    package var scans: [String: FileScanResult]
    /// Warnings met while loading.
    package var notices: [Notice]
    package var root: String
    package var filesScanned: Int
    /// True when part of the input could not be read.
    package var isPartial: Bool = false
    /// The graph before `selection` was applied (the union of every branch).
    package var unselectedGraph: ModuleGraph? = nil
    package var selection = BuildSelection()
    /// Each target's `.define`s with their conditions.
    package var defines: [String: [PackageManifest.Define]] = [:]
    /// The cache the workspace was loaded with (`CheckOptions.useCache`); rules reuse its
    /// symbol scans.
    package var cache: AnalysisCache?
    /// What was read (the composition root is filled in by `check`).
    package var summary = InputSummary()
    /// The manifests read (fix plans look up which product vends a module).
    package var packages: [LoadedManifest] = []

    /// Names of outside modules the manifests know without any target using them: their
    /// products and the packages they depend on (a remote package's main product is usually
    /// named like the package). Rules may name these before anyone imports them.
    package var knownExternals: Set<String> {
        var names: Set<String> = []
        for loaded in packages {
            names.formUnion(loaded.manifest.products.map(\.name))
            for dependency in loaded.manifest.dependencies {
                names.insert(dependency.identity)
                if let name = dependency.explicitName { names.insert(name) }
            }
        }
        return names
    }

    /// The graph as built for `platform` (rules scoped to platforms judge this one).
    package func graph(for platform: String) -> ModuleGraph {
        var selection = self.selection
        selection.platform = platform
        return (unselectedGraph ?? graph).selecting(selection, defines: defines).graph
    }
}

/// The `check` pipeline: manifest -> sources -> imports -> graph -> rules.
package struct Linter: Sendable {
    package var environment: [String: String]
    package var workingDirectory: String
    /// Told (done, total) as manifests are dumped; for a progress line on a terminal.
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// The cache used when `CheckOptions.useCache` is set; nil makes one in `cachePath`.
    package var cache: AnalysisCache?
    /// The rule kinds rules files may name, each with how its findings are fixed.
    package var catalog: RuleCatalog = .standard
    /// Files read from here instead of the disk (absolute path to content): the content of
    /// changed files at another revision, for `archlint diff`. Never with the result cache.
    package var sourceOverlay: SourceOverlay?
    /// Where modules come from, in order (`ModuleSources.standard`).
    package var sources: [any ModuleSource] = ModuleSources.standard
    /// Seconds since 1970 when a run starts, for the result cache's racy check (see
    /// `ResultCache.store`). Tests move it ahead to stand for a run made seconds after the edits:
    /// a file's status-change time cannot be set back, only waited out.
    package var clock: @Sendable () -> Int64 = wallClockSeconds

    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    package func check(
        _ options: CheckOptions,
        readStandardInput: @escaping @Sendable () -> Data = {
            FileHandle.standardInput.readDataToEndOfFile()
        }
    ) throws(ToolError) -> CheckResult {
        var root = PathUtilities.standardize(options.packagePath, relativeTo: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError(
                .missingInput,
                "no such directory '\(options.packagePath)'; pass the package root with --package-path DIR")
        }
        // Run from a subfolder (one that declares no package or project of its own): the rules
        // file above it says where the root is, as git finds its top from any folder.
        var foundAbove: String?
        if !options.packagePathIsExplicit, options.configPath == nil, options.manifestJSON == nil,
            ConfigurationLoader.locate(explicit: nil, root: root) == nil, !Self.declaresModules(root),
            let file = ConfigurationLoader.locateUpward(from: root)
        {
            foundAbove = file
            root = (file as NSString).deletingLastPathComponent
        }
        let rootNotices =
            foundAbove.map { file in
                [
                    Notice(
                        NoticeMessages.rulesFileAbove(
                            root: displayPath(
                                PathUtilities.standardize(options.packagePath, relativeTo: workingDirectory)),
                            file: displayPath(file)),
                        code: Notice.Code.rulesFileAbove)
                ]
            } ?? []

        // Configuration first: a broken rules file should not cost a SwiftPM run.
        let configFile = ConfigurationLoader.locate(
            explicit: options.configPath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) }, root: root
        )
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(file: configFile, catalog: catalog)
        } catch {
            var error = error
            error.file = displayPath(error.file)
            // One code per kind of failure, whether the file was named or found.
            let exitCode: ExitCode = error.kind == .unreadable ? .missingInput : .badConfiguration
            throw ToolError(exitCode, error.description, isLocated: true)
        }

        // The baseline is read and, by `archlint baseline update`, written: it stays in the package.
        // (A diff's base side, checked in a temporary worktree with the working tree's rules,
        // reads no baseline.)
        if options.readsBaseline, let baseline = configuration.baseline,
            !baseline.hasPrefix(root == "/" ? "/" : root + "/")
        {
            throw ToolError(
                .badConfiguration,
                NoticeMessages.baselineOutsideRoot(
                    rulesFile: displayPath(configuration.file ?? "archlint.json"), baseline: displayPath(baseline)),
                isLocated: true)
        }

        // A whole result is reused while every input of the run that stored it is unchanged.
        var linter = self
        var resultKey: String?
        var cacheTrace: String?
        let recorder = InputRecorder()
        let runStart = clock()
        if options.useCache, options.reuseResults, options.manifestJSON == nil {
            let cache = self.cache ?? makeCache(options, root: root)
            linter.cache = cache
            let key = resultCacheKey(options, root: root, configuration: configuration)
            if let payload = cache.results.lookup(key: key, environment: environment) {
                var result = CheckResult(
                    graph: ModuleGraph(modules: [], declared: [], imported: []),
                    configuration: configuration, violations: payload.violations, notices: payload.notices,
                    filesScanned: payload.filesScanned, root: root, isPartial: payload.isPartial)
                result.modulesChecked = payload.modulesChecked
                result.summary = payload.summary
                result.coverage = payload.coverage
                result.isFromResultCache = true
                result.notices = (result.notices + rootNotices).sorted()
                result.resultCacheTrace = "result cache: hit (\(displayPath(cache.results.directory))/results)"
                return result
            }
            resultKey = key
            switch cache.results.lastOutcome {
            case .changed:
                let changed = cache.results.lastChange.map(displayPath) ?? "?"
                cacheTrace = "result cache: miss, changed since it was stored: \(changed)"
            default: cacheTrace = "result cache: miss, no entry for these options yet"
            }
        }

        let workspace = try linter.loadWorkspace(
            options, root: root, configuration: configuration,
            recorder: resultKey == nil ? nil : recorder, readStandardInput: readStandardInput)
        let evaluation = linter.evaluate(configuration, on: workspace)
        // Names in the rules file that name nothing are typos (exit 78), once the whole
        // workspace was read: a package that could not be read may hold the module.
        var nameProblems = configuration.unknownModuleNames(
            in: workspace.unselectedGraph ?? workspace.graph,
            externals: workspace.knownExternals)
        nameProblems += evaluation.configurationErrors
        var nameNotices: [Notice] = []
        if !nameProblems.isEmpty {
            if options.holdsRulesToWorkspace, !workspace.isPartial {
                let lines = nameProblems.map { problem -> String in
                    var problem = problem
                    problem.file = displayPath(problem.file)
                    return problem.description
                }
                throw ToolError(.badConfiguration, lines: lines, isLocated: true)
            }
            nameNotices = nameProblems.map { problem in
                var problem = problem
                problem.file = displayPath(problem.file)
                return Notice(
                    problem.description.replacingOccurrences(of: ": error: ", with: ": warning: "),
                    code: Notice.Code.rules)
            }
        }
        var result = CheckResult(
            graph: workspace.graph,
            configuration: configuration,
            violations: evaluation.violations,
            notices: (workspace.notices + evaluation.notices + rootNotices + nameNotices).sorted(),
            filesScanned: workspace.filesScanned,
            root: root,
            isPartial: workspace.isPartial
        )
        result.coverage = evaluation.coverage
        result.accepted = evaluation.accepted
        result.modulesChecked = CheckResult.modulesChecked(in: workspace.graph, coverage: evaluation.coverage)
        result.resultCacheTrace = cacheTrace
        result.loadedWorkspace = workspace
        result.judgedRoles = (evaluation.roles, evaluation.roleWarnings)
        var summary = workspace.summary
        summary.configuredCompositionRoot = configuration.compositionRoot
        summary.inferredCompositionRoot =
            configuration.compositionRoot == nil ? workspace.graph.inferredCompositionRoot() : nil
        result.summary = summary
        if let resultKey, let cache = linter.cache {
            let payload = ResultCache.Payload(
                violations: result.violations, notices: result.notices, filesScanned: result.filesScanned,
                isPartial: result.isPartial, modulesChecked: result.modulesChecked, summary: summary,
                coverage: result.coverage)
            if !cache.results.store(
                key: resultKey, inputs: recorder.recorded, environment: environment, payload: payload,
                runStart: runStart, knownStamps: cache.scans.vouchedStamps)
            {
                result.resultCacheTrace =
                    (cacheTrace ?? "result cache: miss")
                    + "; not stored: an input changed during the run or less than \(cache.results.racyWindow) s "
                    + "before it"
            }
        }
        return result
    }

    /// True when `folder` holds a file that declares modules: a Package.swift, an Xcode project
    /// or workspace, a generator's manifest. Such a folder is a root of its own.
    static func declaresModules(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { name in
            name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                || ["Project.swift", "Workspace.swift", "project.yml", "project.yaml"].contains(name)
        }
    }

    func makeCache(_ options: CheckOptions, root: String) -> AnalysisCache {
        AnalysisCache(
            directory: options.cachePath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) }
                ?? AnalysisCache.defaultDirectory(packageRoot: root),
            root: root, environment: environment)
    }

    /// Everything a run's result depends on besides the files it reads (see `ResultCache`).
    func resultCacheKey(_ options: CheckOptions, root: String, configuration: Configuration) -> String {
        var lines: [String] = [
            "tool=\(AnalysisCache.toolIdentity)",
            "root=\(root)",
            "cwd=\(workingDirectory)",
            "config-option="
                + (options.configPath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) } ?? "-"),
            "config=\(configuration.file ?? "-") \(configuration.contentDigest)",
            "manifests=\(options.manifests.rawValue)",
            "manifest-timeout=\(options.manifestTimeout)",
            "selection=\(options.selection.platform ?? "-")|\(options.selection.configuration ?? "-")|"
                + options.selection.flags.sorted().joined(separator: ","),
        ]
        if let swift = try? ManifestLoader(environment: environment).swiftExecutable(),
            let stamp = FileStamp(path: swift)
        {
            lines.append(
                "swift=\(swift) \(stamp.size) \(stamp.mtimeSeconds).\(stamp.mtimeNanoseconds) \(stamp.inode) "
                    + "\(stamp.device)"
            )
        } else {
            lines.append("swift=-")
        }
        for name in environment.keys.sorted()
        where name.hasPrefix("SWIFTPM_")
            || ["ARCHLINT_SWIFT_EXEC", "PATH", "DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"].contains(name)
        {
            lines.append("env \(name)=\(environment[name]!)")
        }
        return lines.joined(separator: "\n")
    }

    /// Sources of modules -> imports -> graph, without rules: the first three steps of `check`
    /// (`SourceLoading`, `SourceScanning`, `GraphConstruction`).
    ///
    /// `recorder`, when given, is told every input read (folders listed, files read, paths
    /// looked for), for the result cache.
    package func loadWorkspace(
        _ options: CheckOptions, root: String, configuration: Configuration? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        recorder: InputRecorder? = nil,
        sources: [any ModuleSource]? = nil,
        readStandardInput: @escaping @Sendable () -> Data = {
            FileHandle.standardInput.readDataToEndOfFile()
        }
    ) throws(ToolError) -> LoadedGraph {
        var cache = options.useCache ? self.cache ?? makeCache(options, root: root) : nil
        // A cache folder with a symbolic link in it is not used (said once); the run goes on without.
        let refusal = cache?.refusalNotice(displayPath: displayPath)
        if refusal != nil { cache = nil }
        cache?.prefetch()
        let workingDirectory = self.workingDirectory
        var loaded = try SourceLoading(displayPath: { Self.displayPath($0, workingDirectory: workingDirectory) })
            .load(
                options, root: root, configuration: configuration, environment: environment,
                workingDirectory: workingDirectory,
                cache: cache, recorder: recorder, progress: progress ?? self.progress, sources: sources ?? self.sources,
                readStandardInput: readStandardInput)
        if let refusal { loaded.contribution.notices.append(Notice(refusal)) }
        let scanned = SourceScanning(displayPath: displayPath).scan(
            loaded.contribution.files, cache: cache, overlay: sourceOverlay,
            recorder: recorder)
        return GraphConstruction(displayPath: displayPath)
            .build(loaded, scanned: scanned, root: root, selection: options.selection, cache: cache)
    }

    /// Rules -> exceptions -> inline suppressions, on a loaded workspace. Also returns what each
    /// rule had to check, and every module's role.
    package func evaluate(_ configuration: Configuration, on workspace: LoadedGraph)
        -> (
            violations: [Violation], notices: [Notice], coverage: [RuleCoverage], roles: ModuleRoles,
            roleWarnings: [ConfigurationWarning], configurationErrors: [ConfigurationError], accepted: [AcceptedFinding]
        )
    {
        let graph = workspace.graph
        let root = workspace.root
        var notices: [Notice] = []
        // One index for every rule, and for the roles (what the code shows): files are read
        // only when a question is about their module.
        let symbolCache = workspace.cache?.symbols
        let symbolStore: (any SymbolStore)? = sourceOverlay.map { $0.symbolStore(fallback: symbolCache) } ?? symbolCache
        // What each module's code shows is remembered per module; not for a diff's base side,
        // whose files are not the disk's.
        let factStore = sourceOverlay == nil ? workspace.cache?.moduleFacts : nil
        let symbols = SymbolIndex(graph: graph, cache: symbolStore, facts: factStore)
        let (roles, roleWarnings) = configuration.moduleRoles(in: graph, root: root, symbols: symbols)
        let resolver = SelectorResolver(groups: configuration.groups, root: root, roles: roles)
        var warnedRules: Set<String> = []
        // The rule each warning is about, by file and key path: looked up, not searched for
        // (50,000 rules each with a warning made the search quadratic).
        var rulesByPlace: [String: [String: String]] = [:]
        for rule in configuration.rules where rulesByPlace[rule.origin]?[rule.keyPath] == nil {
            rulesByPlace[rule.origin, default: [:]][rule.keyPath] = rule.id
        }
        let unmatched = configuration.unmatchedSelectors(in: graph, resolver: resolver)
        // A rule with a selector in error says so there, not also that it checks nothing.
        for error in unmatched.errors {
            if let id = rulesByPlace[error.file].flatMap({ rules in
                rules.first { error.keyPath.hasPrefix($0.key + ".") }?.value
            }) {
                warnedRules.insert(id)
            }
        }
        for warning in roleWarnings + unmatched.warnings {
            var warning = warning
            if let rules = rulesByPlace[warning.file] {
                // The first rule whose key path is a prefix of the warning's, up to a dot.
                var end = warning.keyPath.startIndex
                while let dot = warning.keyPath[end...].firstIndex(of: ".") {
                    if let id = rules[String(warning.keyPath[..<dot])] {
                        warnedRules.insert(id)
                        break
                    }
                    end = warning.keyPath.index(after: dot)
                }
            }
            warning.file = displayPath(warning.file)
            notices.append(Notice(warning.description, code: Notice.Code.rules))
        }

        var violations: [Violation] = []
        var accepted: [AcceptedFinding] = []
        // Graphs of the platforms that scoped rules ask for, built once per platform.
        var platformGraphs: [String: (graph: ModuleGraph, symbols: SymbolIndex)] = [:]
        var coverage: [RuleCoverage] = []
        for rule in configuration.rules where rule.severity != .off {
            // A rule scoped to platforms judges the graph of each (when one platform is
            // selected, only that one, if listed).
            var found: [Violation] = []
            // What the rule had to check; a rule that checks nothing says so.
            let context = RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols)
            let ruleCoverage = rule.implementation.coverage(context)
            coverage.append(ruleCoverage)
            if !warnedRules.contains(rule.id),
                let note = ruleCoverage.note(for: rule, roles: roles, groups: configuration.groups)
            {
                notices.append(Notice(located(note, rule.origin, rule.position), code: Notice.Code.ruleChecksNothing))
            }
            if let position = rule.appliesToPosition {
                let leftOut = context.importsLeftOut()
                if !leftOut.isEmpty {
                    let total = leftOut.reduce(0) { $0 + $1.count }
                    let parts = leftOut.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
                    notices.append(
                        Notice(
                            located(
                                NoticeMessages.importsLeftOut(
                                    keyPath: rule.keyPath, rule: rule.id, total: total, parts: parts),
                                rule.origin, position), code: Notice.Code.rules))
                }
            }
            if rule.platforms.isEmpty {
                found = rule.implementation.evaluate(context)
            } else {
                let platforms =
                    workspace.selection.platform.map { rule.platforms.contains($0) ? [$0] : [] } ?? rule.platforms
                for platform in platforms {
                    if platformGraphs[platform] == nil {
                        let platformGraph = workspace.graph(for: platform)
                        platformGraphs[platform] = (
                            platformGraph, SymbolIndex(graph: platformGraph, cache: symbolStore)
                        )
                    }
                    let selected = platformGraphs[platform]!
                    found += rule.implementation.evaluate(
                        RuleContext(
                            graph: selected.graph, resolver: resolver, rule: rule,
                            symbols: selected.symbols))
                }
                found = Array(Set(found))
            }
            var used = Set<Int>()
            for violation in found.sorted() {
                if let index = rule.exceptions.indices.first(where: {
                    matches(rule.exceptions[$0], violation, graph: graph, resolver: resolver, root: root)
                }) {
                    used.insert(index)
                    let exception = rule.exceptions[index]
                    accepted.append(
                        AcceptedFinding(
                            violation: violation, reason: exception.reason, file: rule.origin,
                            keyPath: exception.keyPath, position: exception.position))
                } else {
                    violations.append(violation)
                }
            }
            for (index, exception) in rule.exceptions.enumerated() where !used.contains(index) {
                notices.append(
                    Notice(
                        NoticeMessages.unusedException(
                            "\(displayPath(rule.origin)):\(exception.position.line):\(exception.position.column)",
                            keyPath: exception.keyPath, rule: rule.id),
                        code: Notice.Code.rules))
            }
        }
        violations = Suppressions.apply(violations, scans: workspace.scans, ruleIDs: Set(configuration.rules.map(\.id)))
        // One finding per decision: the import lines of one edge become one finding.
        violations = FindingGrouping.group(violations)
        // Plans only for what is reported, after deduplication.
        var planner = FixPlanner(
            graph: graph, symbols: symbols, compositionRoot: configuration.compositionRoot,
            catalog: catalog, roles: roles, packages: workspace.packages)
        planner.workspaceRoot = workspace.root
        let planned = planner.attachingPlans(to: violations)
        // Symbols of files no longer in the graph leave the cache with this write.
        if sourceOverlay == nil {
            symbolCache?.save(keeping: Set(workspace.scans.keys))
            factStore?.save(keeping: Set(graph.modules.keys))
        }
        return (
            FindingGrouping.anchoringCycles(planned).sorted(), notices.sorted(),
            coverage.sorted { $0.ruleID < $1.ruleID }, roles,
            roleWarnings, unmatched.errors, accepted
        )
    }

    /// `text` (starting `note:`) located at the rules file entry when it is one, else as is.
    func located(_ text: String, _ origin: String, _ position: TextPosition?) -> String {
        guard !origin.hasPrefix("preset "), !origin.hasPrefix("<"), let position else { return text }
        return "\(displayPath(origin)):\(position.line):\(position.column): \(text)"
    }

    /// True when an exception accepts the finding. A cycle is accepted when one of its edges
    /// (and one of its import lines, for `file`) matches.
    func matches(
        _ exception: RuleException, _ violation: Violation, graph: ModuleGraph, resolver: SelectorResolver, root: String
    ) -> Bool {
        func selects(_ selector: ModuleSelector?, _ name: String?) -> Bool {
            guard let selector else { return true }
            guard let name, let module = graph.modules[name] else { return false }
            return resolver.matches(selector, module)
        }
        if exception.from != nil || exception.to != nil {
            let edges: [(from: String?, to: String?)] =
                violation.cycle != nil
                ? violation.edges.map { ($0.from, $0.to) }
                : [(violation.edge?.from ?? violation.module, violation.edge?.to)]
            guard edges.contains(where: { selects(exception.from, $0.from) && selects(exception.to, $0.to) }) else {
                return false
            }
        }
        if let file = exception.file {
            let places =
                violation.cycle != nil ? violation.evidence.map(\.location) : violation.location.map { [$0] } ?? []
            guard places.contains(where: { Glob.matchesPath(file, PathUtilities.relative($0.file, to: root)) }) else {
                return false
            }
        }
        return true
    }

    /// A path as shown to people: relative to the working directory when below or beside it.
    package func displayPath(_ path: String) -> String {
        Self.displayPath(path, workingDirectory: workingDirectory)
    }

    static func displayPath(_ path: String, workingDirectory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return PathUtilities.relative(path, to: workingDirectory)
    }
}

extension NoticeMessages {
    /// No rules file in `root`: `file`, found in a folder above, is used instead.
    static func rulesFileAbove(root: String, file: String) -> String {
        "note: no rules file in \(root); using \(file), the nearest above it, and checking its folder"
    }

    static func baselineOutsideRoot(rulesFile: String, baseline: String) -> String {
        "\(rulesFile): error: baseline: '\(baseline)' is outside the package root; keep the baseline file inside the "
            + "package"
    }

    /// A rule's `appliesTo` leaves out `total` imports of the graph; `parts` counts them by reason.
    static func importsLeftOut(keyPath: String, rule: String, total: Int, parts: String) -> String {
        "note: \(keyPath).appliesTo: rule '\(rule)' leaves out \(total) import\(total == 1 ? "" : "s") present in the "
            + "graph (\(parts))"
    }

    /// `place` is the exception's file, line and column.
    static func unusedException(_ place: String, keyPath: String, rule: String) -> String {
        "\(place): warning: \(keyPath): this exception matches no finding of rule '\(rule)'; remove it"
    }
}
