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
    /// The package root the run was about.
    package var root: String
    /// True when part of the input could not be read.
    package var isPartial: Bool = false
    /// The files importing along each edge of each cycle finding (what `--changed` needs).
    package var cycleEvidenceFiles: [EdgeKey: [String]] = [:]
    /// True when the result was read from the result cache (nothing changed since a run that
    /// stored it). Then `graph` is empty; every other field is as a full run computes it.
    package var isFromResultCache = false
    /// How the result cache was consulted, one line (`ARCHLINT_CACHE_TRACE=1` prints it); nil
    /// when no cache was used.
    package var resultCacheTrace: String?
    /// What the run loaded (scans, caches), held so that it is freed with the result, not before
    /// (see `CommandLineTool.releasesResultsOnReturn`).
    var loadedWorkspace: LoadedWorkspace?

    /// The distinct files behind each edge of the cycles among `violations`, sorted.
    package static func cycleEvidenceFiles(of violations: [Violation], in graph: ModuleGraph) -> [EdgeKey: [String]] {
        var files: [EdgeKey: [String]] = [:]
        for violation in violations {
            guard let cycle = violation.cycle else { continue }
            for (index, from) in cycle.enumerated() {
                let key = EdgeKey(from: from, to: cycle[(index + 1) % cycle.count])
                if files[key] == nil, let edge = graph.importedEdge(from: key.from, to: key.to) {
                    files[key] = Array(Set(edge.evidence.map(\.file))).sorted()
                }
            }
        }
        return files
    }

    package var hasErrors: Bool { violations.contains { $0.severity == .error } }
    package var exitCode: ExitCode { isPartial ? .partial : hasErrors ? .findings : .clean }
}

/// The module graph of a package with what was read to build it.
package struct LoadedWorkspace: Sendable {
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

    package init(environment: [String: String] = ProcessInfo.processInfo.environment,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    package func check(_ options: CheckOptions, readStandardInput: @Sendable () -> Data = {
        FileHandle.standardInput.readDataToEndOfFile()
    }) throws(ToolError) -> CheckResult {
        let root = PathUtilities.standardize(options.packagePath, relativeTo: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError(.missingInput, "no such directory '\(options.packagePath)'; pass the package root with --package-path DIR")
        }

        // Configuration first: a broken rules file should not cost a SwiftPM run.
        let configFile = ConfigurationLoader.locate(
            explicit: options.configPath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) }, root: root)
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

        // A whole result is reused while every input of the run that stored it is unchanged.
        var linter = self
        var resultKey: String?
        var cacheTrace: String?
        let recorder = InputRecorder()
        let runStart = wallClockSeconds()
        if options.useCache, options.reuseResults, options.manifestJSON == nil {
            let cache = self.cache ?? makeCache(options, root: root)
            linter.cache = cache
            let key = resultCacheKey(options, root: root, configuration: configuration)
            if let payload = cache.results.lookup(key: key, environment: environment) {
                var result = CheckResult(
                    graph: ModuleGraph(modules: [], declared: [], imported: []),
                    configuration: configuration, violations: payload.violations, notices: payload.notices,
                    filesScanned: payload.filesScanned, root: root, isPartial: payload.isPartial)
                result.cycleEvidenceFiles = payload.cycleEvidenceFiles
                result.isFromResultCache = true
                result.resultCacheTrace = "result cache: hit (\(displayPath(cache.results.directory))/results)"
                return result
            }
            resultKey = key
            switch cache.results.lastOutcome {
            case .changed: cacheTrace = "result cache: miss, changed since it was stored: \(cache.results.lastChange.map(displayPath) ?? "?")"
            default: cacheTrace = "result cache: miss, no entry for these options yet"
            }
        }

        let workspace = try linter.loadWorkspace(options, root: root, configuration: configuration,
                                                 recorder: resultKey == nil ? nil : recorder, readStandardInput: readStandardInput)
        let evaluation = linter.evaluate(configuration, on: workspace)
        var result = CheckResult(
            graph: workspace.graph,
            configuration: configuration,
            violations: evaluation.violations,
            notices: (workspace.notices + evaluation.notices).sorted(),
            filesScanned: workspace.filesScanned,
            root: root,
            isPartial: workspace.isPartial
        )
        result.cycleEvidenceFiles = CheckResult.cycleEvidenceFiles(of: result.violations, in: result.graph)
        result.resultCacheTrace = cacheTrace
        result.loadedWorkspace = workspace
        if let resultKey, let cache = linter.cache {
            let payload = ResultCache.Payload(
                violations: result.violations, notices: result.notices, filesScanned: result.filesScanned,
                isPartial: result.isPartial, cycleEvidenceFiles: result.cycleEvidenceFiles)
            if !cache.results.store(key: resultKey, inputs: recorder.recorded, environment: environment, payload: payload, runStart: runStart) {
                result.resultCacheTrace = (cacheTrace ?? "result cache: miss") + "; not stored: an input changed during the run or less than \(cache.results.racyWindow) s before it"
            }
        }
        return result
    }

    func makeCache(_ options: CheckOptions, root: String) -> AnalysisCache {
        AnalysisCache(
            directory: options.cachePath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) }
                ?? AnalysisCache.defaultDirectory(packageRoot: root),
            environment: environment)
    }

    /// Everything a run's result depends on besides the files it reads (see `ResultCache`).
    func resultCacheKey(_ options: CheckOptions, root: String, configuration: Configuration) -> String {
        var lines = [
            "tool=\(AnalysisCache.toolIdentity)",
            "root=\(root)",
            "cwd=\(workingDirectory)",
            "config-option=\(options.configPath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) } ?? "-")",
            "config=\(configuration.file ?? "-") \(configuration.contentDigest)",
            "manifest-timeout=\(options.manifestTimeout)",
            "selection=\(options.selection.platform ?? "-")|\(options.selection.configuration ?? "-")|\(options.selection.flags.sorted().joined(separator: ","))",
        ]
        if let swift = try? ManifestLoader(environment: environment).swiftExecutable(), let stamp = FileStamp(path: swift) {
            lines.append("swift=\(swift) \(stamp.size) \(stamp.mtimeSeconds).\(stamp.mtimeNanoseconds) \(stamp.inode) \(stamp.device)")
        } else {
            lines.append("swift=-")
        }
        for name in environment.keys.sorted()
        where name.hasPrefix("SWIFTPM_") || ["ARCHLINT_SWIFT_EXEC", "PATH", "DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"].contains(name) {
            lines.append("env \(name)=\(environment[name]!)")
        }
        return lines.joined(separator: "\n")
    }

    /// Manifest(s) -> sources -> imports -> graph, without rules.
    ///
    /// With `--manifest-json`, one package. Otherwise every package below the root and every
    /// local package they reach, dumped in parallel; a manifest that fails is reported and the
    /// rest is checked (the result is partial), unless it was the only one.
    ///
    /// `recorder`, when given, is told every input read (folders listed, files read, paths
    /// looked for), for the result cache.
    package func loadWorkspace(_ options: CheckOptions, root: String, configuration: Configuration? = nil,
                              progress: (@Sendable (Int, Int) -> Void)? = nil,
                              recorder: InputRecorder? = nil,
                              readStandardInput: @Sendable () -> Data = {
        FileHandle.standardInput.readDataToEndOfFile()
    }) throws(ToolError) -> LoadedWorkspace {
        var notices: [Notice] = []
        var isPartial = false
        var packages: [LoadedManifest] = []
        let cache = options.useCache ? self.cache ?? makeCache(options, root: root) : nil
        cache?.prefetch()
        var loader = ManifestLoader(environment: environment, cache: cache?.manifests)
        loader.timeout = options.manifestTimeout
        if let dump = options.manifestJSON {
            let source = ManifestSource.dumpFile(path: dump == "-" ? "-" : PathUtilities.standardize(dump, relativeTo: workingDirectory))
            do {
                packages = [try loader.load(source, packageRoot: root, readStandardInput: readStandardInput)]
            } catch {
                throw ToolError(error)
            }
        } else {
            let extraModules = configuration?.modules ?? []
            let workspace = WorkspaceLoader(loader: loader, progress: progress ?? self.progress)
                .load(root: root, excluded: configuration?.exclude ?? [], recorder: recorder)
            if workspace.packages.isEmpty {
                if let failure = workspace.failures.first, workspace.failures.count == 1 || extraModules.isEmpty {
                    throw ToolError(failure.error)
                }
                if workspace.failures.isEmpty && extraModules.isEmpty {
                    throw ToolError(ManifestLoadingError.noManifest(directory: root))
                }
            }
            packages = workspace.packages
            if let recorder {
                // Each package's folder and manifests (also those outside the root).
                for directory in workspace.packages.map(\.packageRoot) + workspace.failures.map({ ($0.manifestPath as NSString).deletingLastPathComponent }) {
                    recorder.record(directory)
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                    recorder.record(contentsOf: names.map { (directory as NSString).appendingPathComponent($0) }.filter(ResultCache.isManifest))
                }
            }
            for failure in workspace.failures {
                isPartial = true
                var lines = failure.error.lines
                lines[0] = "\(displayPath(failure.manifestPath)): error: this package is not checked: " + lines[0]
                notices.append(lines.count == 1 ? Notice(lines[0]) : Notice(lines: lines))
            }
            for folder in workspace.unreadableFolders {
                isPartial = true
                notices.append(Notice("\(displayPath(folder.path)): error: cannot list this folder (\(folder.reason)); packages in it are not checked"))
            }
            for dangling in workspace.danglingPaths {
                notices.append(Notice("\(displayPath(dangling.manifestPath)): warning: .package(path:) points at '\(displayPath(dangling.path))', which holds no Package.swift (missing submodule, generated package, or wrong relative path); its products are treated as outside modules"))
            }
        }

        var inputs: [PackageInput] = []
        var files: [String] = []
        for loaded in packages {
            let discovery = SourceDiscovery.discover(manifest: loaded.manifest, packageRoot: loaded.packageRoot, recorder: recorder)
            for warning in discovery.warnings {
                if warning.isUnreadable { isPartial = true }
                notices.append(Notice("\(displayPath(warning.path)): \(warning.isUnreadable ? "error" : "warning"): \(warning.message)"))
            }
            files.append(contentsOf: discovery.targets.flatMap(\.swiftFiles))
            inputs.append(PackageInput(manifest: loaded, sources: discovery.targets, scans: [:],
                                       sourceMap: ManifestSourceMap.load(packageRoot: loaded.packageRoot)))
        }
        if let configuration, !configuration.modules.isEmpty {
            let extra = ExtraModuleSources.collect(configuration.modules, root: root, excluded: configuration.exclude, recorder: recorder)
            for warning in extra.warnings { notices.append(Notice(warning)) }
            for folder in extra.unreadableFolders {
                isPartial = true
                notices.append(Notice("\(displayPath(folder.path)): error: cannot list this folder (\(folder.reason)); the Swift files in it are not checked"))
            }
            files.append(contentsOf: extra.input.sources.flatMap(\.swiftFiles))
            inputs.append(extra.input)
        }

        recorder?.record(contentsOf: files)
        let scans = cache?.scans.scan(files) ?? ImportScanner.scanFiles(files)
        var scansByPath: [String: FileScanResult] = [:]
        for scan in scans {
            scansByPath[scan.path] = scan
            switch scan.problem {
            case .unreadable(let reason)?:
                // Never a clean pass over a file archlint could not read.
                isPartial = true
                notices.append(Notice("\(displayPath(scan.path)): error: cannot read source file (\(reason)); its imports are not checked"))
            case .notUTF8?:
                notices.append(Notice("\(displayPath(scan.path)): warning: source file is not valid UTF-8; scanned byte by byte, fix its encoding"))
            case .tooDeeplyNested(let line)?:
                notices.append(Notice("\(displayPath(scan.path)):\(line):1: warning: #if blocks nest deeper than \(ImportLexer.maximumConditionDepth) levels, which the compiler rejects; imports below that depth are read with their outer \(ImportLexer.maximumConditionDepth) conditions only"))
            case nil:
                break
            }
        }
        for index in inputs.indices { inputs[index].scans = scansByPath }
        var duplicateNotices: [Notice] = []
        let graph = GraphBuilder.build(inputs) { kept, dropped in
            duplicateNotices.append(Notice("\(self.displayPath(dropped.manifestPath ?? "")): error: module '\(dropped.name)' is also defined by package '\(kept.package ?? "")' (\(self.displayPath(kept.manifestPath ?? ""))); module names must be unique in a workspace: rename one. Only the first is checked"))
        }
        if !duplicateNotices.isEmpty { isPartial = true }
        var defines: [String: [PackageManifest.Define]] = [:]
        for loaded in packages {
            for target in loaded.manifest.targets { defines[target.name] = target.defines }
        }
        let selection = graph.selecting(options.selection, defines: defines)
        for item in selection.undecided {
            notices.append(Notice("\(displayPath(item.file)):\(item.line): note: cannot decide `\(item.condition)` for \(options.selection.summary); both branches kept"))
        }
        return LoadedWorkspace(graph: selection.graph, scans: scansByPath, notices: (notices + duplicateNotices).sorted(), root: root,
                               filesScanned: scans.count, isPartial: isPartial, unselectedGraph: graph,
                               selection: options.selection, defines: defines, cache: cache)
    }

    /// Rules -> exceptions -> inline suppressions, on a loaded workspace.
    package func evaluate(_ configuration: Configuration, on workspace: LoadedWorkspace) -> (violations: [Violation], notices: [Notice]) {
        let graph = workspace.graph
        let root = workspace.root
        var notices: [Notice] = []
        let resolver = SelectorResolver(groups: configuration.groups, root: root)
        for warning in configuration.unmatchedSelectorWarnings(in: graph, resolver: resolver) {
            var warning = warning
            warning.file = displayPath(warning.file)
            notices.append(Notice(warning.description))
        }

        var violations: [Violation] = []
        // One index for every rule: files are read only when a rule asks about their module.
        let symbolCache = workspace.cache?.symbols
        let symbols = SymbolIndex(graph: graph, cache: symbolCache)
        // Graphs of the platforms that scoped rules ask for, built once per platform.
        var platformGraphs: [String: (graph: ModuleGraph, symbols: SymbolIndex)] = [:]
        for rule in configuration.rules where rule.severity != .off {
            // A rule scoped to platforms judges the graph of each (when one platform is
            // selected, only that one, if listed).
            var found: [Violation] = []
            if rule.platforms.isEmpty {
                found = rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols))
            } else {
                let platforms = workspace.selection.platform.map { rule.platforms.contains($0) ? [$0] : [] } ?? rule.platforms
                for platform in platforms {
                    if platformGraphs[platform] == nil {
                        let platformGraph = workspace.graph(for: platform)
                        platformGraphs[platform] = (platformGraph, SymbolIndex(graph: platformGraph, cache: symbolCache))
                    }
                    let selected = platformGraphs[platform]!
                    found += rule.implementation.evaluate(RuleContext(graph: selected.graph, resolver: resolver, rule: rule,
                                                                      symbols: selected.symbols))
                }
                found = Array(Set(found))
            }
            var used = Set<Int>()
            for violation in found.sorted() {
                if let index = rule.exceptions.indices.first(where: { matches(rule.exceptions[$0], violation, graph: graph, resolver: resolver, root: root) }) {
                    used.insert(index)
                } else {
                    violations.append(violation)
                }
            }
            for (index, exception) in rule.exceptions.enumerated() where !used.contains(index) {
                notices.append(Notice("\(displayPath(rule.origin)):\(exception.position.line):\(exception.position.column): warning: \(exception.keyPath): this exception matches no finding of rule '\(rule.id)'; remove it"))
            }
        }
        violations = Suppressions.apply(violations, scans: workspace.scans, ruleIDs: Set(configuration.rules.map(\.id)))
        // Plans only for what is reported, after deduplication.
        let planned = FixPlanner(graph: graph, symbols: symbols, compositionRoot: configuration.compositionRoot, catalog: catalog).attachingPlans(to: Array(Set(violations)).sorted())
        // Symbols of files no longer in the graph leave the cache with this write.
        symbolCache?.save(keeping: Set(workspace.scans.keys))
        return (planned, notices.sorted())
    }

    /// True when an exception accepts the finding.
    func matches(_ exception: RuleException, _ violation: Violation, graph: ModuleGraph, resolver: SelectorResolver, root: String) -> Bool {
        if let from = exception.from {
            guard let name = violation.edge?.from ?? violation.module, let module = graph.modules[name], resolver.matches(from, module) else { return false }
        }
        if let to = exception.to {
            guard let name = violation.edge?.to, let module = graph.modules[name], resolver.matches(to, module) else { return false }
        }
        if let file = exception.file {
            guard let location = violation.location, Glob.matchesPath(file, PathUtilities.relative(location.file, to: root)) else { return false }
        }
        return true
    }

    /// A path as shown to people: relative to the working directory when below or beside it.
    package func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return PathUtilities.relative(path, to: workingDirectory)
    }
}
