// Reads Tuist projects (Tuist 3 and 4 manifests) into the Xcode model, without
// Tuist and without network.
//
// Tuist manifests are Swift programs: archlint compiles them, with the project's helpers and
// local plugins, against its own ProjectDescription module (`ProjectDescription/`, embedded by
// `TuistProjectDescriptionSource`) and runs them within a time limit, the way Tuist does. The
// pipeline, one file each: TuistManifestFiles (which manifests) -> TuistManifestEvaluator
// (compile, link, run, cache; TuistBuildStore, TuistToolchain) -> TuistRecords (what each
// manifest made) -> TuistProjectModel (targets, sources by TuistFileTree, settings, edges;
// TuistExternalPackages for `.external` and `.package` products).

import Foundation
import ArchLintSupport

/// How Tuist manifests are read.
package struct TuistReadingOptions: Sendable {
    /// The `swift` executable archlint runs SwiftPM with; `swiftc` is looked for beside it, then
    /// beside `ARCHLINT_SWIFT_EXEC`, then on `PATH`.
    package var swift: String?
    /// The environment `swiftc` is found in; the manifests run with only `PATH`, `HOME` and
    /// `TMPDIR` of it (and no `TUIST_` variable, so `Environment.x` reads as unset).
    package var environment: [String: String]
    /// Seconds the manifests may run (all of them, in one process; one that runs past it is
    /// stopped and the others run again without it).
    package var timeout: Double
    /// Seconds one `swiftc` may take (compiling archlint's ProjectDescription takes the longest).
    package var compileTimeout: Double
    /// archlint's cache folder (`AnalysisCache.defaultDirectory`); compiled manifests and their
    /// results are kept in `tuist/` there. Nil keeps them in a temporary folder for the run.
    package var cacheDirectory: String?
    /// `--manifests static`: a Tuist manifest is a program, so none is run; every Tuist project
    /// is declined with a note.
    package var declined: Bool
    /// Globs (relative to the root) of folders and files not to look in (the rules file's
    /// `"exclude"`).
    package var excluded: [String]

    package init(
        swift: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        timeout: Double = Double(InputLimits.manifestTimeoutSeconds), compileTimeout: Double = 600,
        cacheDirectory: String? = nil, declined: Bool = false, excluded: [String] = []
    ) {
        self.swift = swift
        self.environment = environment
        self.timeout = timeout
        self.compileTimeout = compileTimeout
        self.cacheDirectory = cacheDirectory
        self.declined = declined
        self.excluded = excluded
    }
}

/// Where one declared dependency of a Tuist target is written, and what archlint made of it:
/// the seam for located findings and for fixes (`fix` can edit a literal `dependencies:` list in
/// `Project.swift`; a dependency made by a helper is changed in the helper).
package struct TuistDependencyDeclaration: Sendable, Hashable, Comparable {
    /// What the dependency names.
    package enum Kind: String, Sendable, Hashable {
        case target, macro, project, external, package, packagePlugin, sdk, xcframework, framework, library, xctest
    }

    /// The target that declares it.
    package var target: XcodeTargetReference
    package var kind: Kind
    /// The name written (`.external(name:)`, `.project(target:)`, the file of an `.xcframework`).
    package var name: String
    /// The file and line of the call that made it: `Project.swift`, or a helper.
    package var location: SourceLocation
    /// `condition: .when([.ios])`: the platform filters, nil for every platform.
    package var platforms: [String]?
    /// How it entered the model (`target dependency`, `package product X of <url>`, or why it
    /// was left out).
    package var resolution: String

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.target, lhs.location, lhs.name) < (rhs.target, rhs.location, rhs.name)
    }
}

/// What reading the Tuist projects below a root gave.
package struct TuistReading: Sendable {
    /// One per `Project.swift` read (path and project file: the manifest), sorted by path.
    package var projects: [XcodeProject] = []
    /// What could not be read, located at the manifest (or the helper) concerned, sorted.
    package var problems: [XcodeProblem] = []
    /// What a person should know (what was read, what was declined, what was assumed), sorted.
    package var notes: [String] = []
    /// Every file and folder the result depends on (manifests, helpers, plugins, globbed
    /// folders, checkouts looked for), sorted.
    package var inputs: [String] = []
    /// Every declared dependency of every target, with its place, sorted.
    package var declarations: [TuistDependencyDeclaration] = []
    /// Where each target is made (its `Target(...)` or `.target(...)` call: in `Project.swift`, or
    /// in a helper), by target.
    package var targetSites: [XcodeTargetReference: SourceLocation] = [:]
    /// Local Swift packages the projects name (`.package(path:)` of a project, local packages of
    /// `Tuist/Package.swift` or `Dependencies.swift`): folders to load as packages of the workspace.
    package var localPackages: [String] = []
    /// Manifests not read because `declined` is set (`--manifests static`), sorted.
    package var declinedManifests: [String] = []

    package init() {}
}

/// Reads Tuist projects: see the stage comment above.
package enum TuistProjectReader {
    package static func read(root: String, options: TuistReadingOptions, recorder: InputRecorder? = nil) -> TuistReading
    {
        let root = PathUtilities.standardize(root)
        let inputs = InputRecorder()
        var reading = TuistReading()
        let files = TuistManifestFiles.find(root: root, excluded: options.excluded, recorder: inputs)
        for (path, reason) in files.unreadable {
            reading.problems.append(
                XcodeProblem(
                    path: path, severity: .error,
                    message: "cannot list this folder (\(reason)); Tuist manifests in it are not read"))
        }
        if !files.groups.isEmpty {
            if options.declined {
                decline(files.groups, into: &reading)
            } else {
                let store = TuistBuildStore(cacheDirectory: options.cacheDirectory)
                defer { store.discard() }
                for group in files.groups {
                    TuistGroupReader(group: group, workspaceRoot: root, options: options, store: store, inputs: inputs)
                        .read(into: &reading)
                }
            }
        }
        reading.projects.sort { $0.path < $1.path }
        reading.problems.sort()
        reading.notes.sort()
        reading.declarations.sort()
        reading.localPackages = Array(Set(reading.localPackages)).sorted()
        reading.declinedManifests.sort()
        reading.inputs = inputs.recorded
        recorder?.record(contentsOf: reading.inputs)
        return reading
    }

    private static func decline(_ groups: [TuistManifestFiles.Group], into reading: inout TuistReading) {
        for group in groups {
            let manifests = group.projects + group.workspaces
            reading.declinedManifests += manifests
            for manifest in manifests {
                var message =
                    "this Tuist manifest is not read: it is a Swift program that archlint would have to compile and "
                    + "run, and --manifests static never runs a manifest; check it with --manifests auto once "
                    + "its code is trusted"
                if let generated = generatedProject(beside: manifest) {
                    message += " (a generated project is beside it: \((generated as NSString).lastPathComponent))"
                }
                reading.notes.append("\(manifest): note: \(message)")
            }
        }
    }

    /// An `.xcodeproj` in the manifest's folder (what `tuist generate` wrote), if any.
    static func generatedProject(beside manifest: String) -> String? {
        let folder = (manifest as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().first.map {
            (folder as NSString).appendingPathComponent($0)
        }
    }
}

/// Reads one Tuist project (a group of manifests sharing a root, helpers and plugins).
struct TuistGroupReader {
    var group: TuistManifestFiles.Group
    var workspaceRoot: String
    var options: TuistReadingOptions
    var store: TuistBuildStore
    var inputs: InputRecorder

    /// The environment manifests run in: no `TUIST_` variable, nothing that varies per shell.
    var manifestEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["PATH", "HOME", "TMPDIR"] { environment[name] = options.environment[name] }
        return environment
    }

    func read(into reading: inout TuistReading) {
        for path in [group.config, group.dependencies, group.packageManifest].compactMap({ $0 })
            + group.helpers + group.plugins + group.projects + group.workspaces
        {
            inputs.record(path)
        }
        let toolchain: TuistToolchain
        switch TuistToolchain.find(swift: options.swift, environment: options.environment) {
        case .success(let found): toolchain = found
        case .failure(let missing):
            failAll(
                "cannot find the Swift compiler 'swiftc' (searched \(missing.searched)) to evaluate it; install "
                    + "a Swift "
                    + "toolchain or put 'swiftc' on PATH", into: &reading)
            return
        }
        var compilerEnvironment = options.environment
        for name in compilerEnvironment.keys where name.hasPrefix("TUIST_") { compilerEnvironment[name] = nil }
        let evaluator = TuistManifestEvaluator(
            toolchain: toolchain, store: store, compileTimeout: options.compileTimeout,
            runTimeout: options.timeout, workingDirectory: group.root,
            environment: compilerEnvironment)
        var runner = evaluator
        runner.environment = manifestEnvironment
        let projectDescription: TuistCompiledModule
        switch evaluator.projectDescription() {
        case .success(let module): projectDescription = module
        case .failure(let failure):
            failAll(
                "archlint's ProjectDescription module does not build with this toolchain (\(failure.message)); "
                    + "report this with `swiftc --version`", into: &reading)
            return
        }

        // Configuration and plugin manifests first: they say which helper modules exist.
        let first = ([group.config].compactMap { $0 }) + group.plugins
        let firstOutcomes = first.isEmpty ? [:] : evaluate(runner, first, projectDescription, [])
        var pluginNames: [String: String] = [:]
        for plugin in group.plugins {
            if case .recorded(let text) = firstOutcomes[plugin], let records = TuistRecord.decode(text) {
                for case .plugin(let name) in records {
                    pluginNames[(plugin as NSString).deletingLastPathComponent] = name
                }
            }
        }
        var modules: [TuistCompiledModule] = []
        var moduleFailures: [String: TuistManifestFailure] = [:]
        if let config = group.config {
            var plugins: (local: [TuistRecordedPath], git: [String])?
            switch firstOutcomes[config] {
            case .failed(let failure)?:
                // The configuration matters here only for the plugins it names: when it does not
                // evaluate (often a newer Tuist option archlint's ProjectDescription lacks), they
                // are read from its text, and the failure is a warning, not a reason to stop.
                let text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? ""
                let found = TuistProjectReader.pluginLocations(inConfiguration: text)
                var problem = TuistProjectModel.problem(
                    config, failure, "the Tuist configuration cannot be evaluated")
                problem.severity = .warning
                problem.message +=
                    found.local.isEmpty && found.git.isEmpty
                    ? "; its text names no plugin, so none is needed"
                    : "; the plugins its text names are used (\(found.local.count) local, \(found.git.count) from git)"
                reading.problems.append(problem)
                plugins = found
            case .recorded(let text)?:
                for case .config(let local, let git) in TuistRecord.decode(text) ?? [] { plugins = (local, git) }
            case nil: break
            }
            if let plugins {
                for url in plugins.git {
                    reading.problems.append(
                        XcodeProblem(
                            path: config, severity: .warning,
                            message:
                                "plugin \(url) is fetched from git by Tuist; archlint reads no network, so "
                                + "manifests importing it fail"
                        ))
                }
                for location in plugins.local {
                    let folder = resolve(location, configuration: config)
                    guard let name = pluginNames[folder] else {
                        reading.problems.append(
                            XcodeProblem(
                                path: config, severity: .warning,
                                message:
                                    "local plugin '\(PathUtilities.relative(folder, to: workspaceRoot))' "
                                    + "has no Plugin.swift that evaluates; its helpers are not compiled"
                            ))
                        continue
                    }
                    let helpers = TuistFileTree(root: workspaceRoot, recorder: inputs)
                        .files(below: (folder as NSString).appendingPathComponent("ProjectDescriptionHelpers"))
                        .filter { $0.hasSuffix(".swift") }
                    guard !helpers.isEmpty else { continue }
                    switch evaluator.module(name: name, files: helpers, dependencies: [projectDescription]) {
                    case .success(let module): modules.append(module)
                    case .failure(let failure): moduleFailures[name] = failure
                    }
                }
            }
        }
        for plugin in group.plugins {
            if case .failed(let failure)? = firstOutcomes[plugin] {
                reading.problems.append(
                    TuistProjectModel.problem(plugin, failure, "this plugin manifest cannot be evaluated"))
            }
        }
        if !group.helpers.isEmpty {
            switch evaluator.module(
                name: "ProjectDescriptionHelpers", files: group.helpers,
                dependencies: [projectDescription] + modules)
            {
            case .success(let module): modules.append(module)
            case .failure(let failure): moduleFailures["ProjectDescriptionHelpers"] = failure
            }
        }

        let manifests = group.workspaces + group.projects + [group.dependencies].compactMap { $0 }
        var outcomes = evaluate(runner, manifests, projectDescription, modules)
        // A manifest that fails because a module it imports did not build fails for that reason.
        for (path, outcome) in outcomes {
            guard case .failed(let failure) = outcome, failure.kind == .compile,
                let module = moduleFailures.keys.sorted().first(where: { failure.message == "no such module '\($0)'" }),
                let cause = moduleFailures[module]
            else { continue }
            let place = cause.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            let explained = TuistManifestFailure(
                kind: .importedModule,
                message: "it imports \(module), which does not compile against archlint's ProjectDescription: "
                    + place + cause.message)
            outcomes[path] = .failed(explained)
        }
        var model = TuistProjectModel(group: group, workspaceRoot: workspaceRoot, inputs: inputs)
        model.build(outcomes: outcomes, into: &reading)
        reading.notes.append(
            "\(group.root): note: Tuist manifests evaluated by compiling and running them with archlint's "
                + "ProjectDescription (\(group.projects.count) Project.swift, \(group.helpers.count) helper files, "
                + "\(modules.count) helper modules)")
    }

    private func evaluate(
        _ evaluator: TuistManifestEvaluator, _ manifests: [String], _ projectDescription: TuistCompiledModule,
        _ modules: [TuistCompiledModule]
    ) -> [String: TuistManifestOutcome] {
        evaluator.evaluate(manifests: manifests, projectDescription: projectDescription, modules: modules)
    }

    private func failAll(_ message: String, into reading: inout TuistReading) {
        for manifest in group.projects + group.workspaces {
            reading.problems.append(
                XcodeProblem(path: manifest, severity: .error, message: "this Tuist manifest is not read: \(message)"))
        }
    }

    /// A recorded path made absolute: relative to the manifest's folder, the Tuist root or the
    /// file that wrote it.
    func resolve(_ path: TuistRecordedPath, manifest: String) -> String {
        TuistProjectModel.resolve(path, manifest: manifest, tuistRoot: group.root)
    }

    /// A path a configuration manifest (`Tuist/Config.swift`, `Tuist.swift`) records, made
    /// absolute as Tuist makes it: against the manifest file's own path, as if it were a folder
    /// (Tuist builds a configuration's generator paths from the file, a project's from its
    /// folder), so `.relativeToManifest("../../Plugins/X")` in `Tuist/Config.swift` is
    /// `<root>/Plugins/X`, as in Tuist's own `app_with_plugins` fixture.
    func resolve(_ path: TuistRecordedPath, configuration: String) -> String {
        guard path.base == .relativeToManifest else { return resolve(path, manifest: configuration) }
        return TuistProjectModel.resolve(
            path, manifest: (configuration as NSString).appendingPathComponent("-"), tuistRoot: group.root)
    }
}

extension TuistProjectReader {
    /// The plugins a configuration manifest names, read from its text: `.local(path: "P")`
    /// (relative to the manifest), `.local(path: .relativeToRoot("P"))` or
    /// `.relativeToManifest("P")`, and `.git(url: "U", ...)`. Used only when the manifest does
    /// not evaluate; literal paths only (a computed path is not found, and the plugin's helpers
    /// then fail to import with their own message).
    static func pluginLocations(inConfiguration text: String) -> (local: [TuistRecordedPath], git: [String]) {
        let manifest = ManifestText(text)
        var local: [TuistRecordedPath] = []
        var git: [String] = []
        for index in manifest.tokens.indices {
            guard let word = manifest.word(index), word == "local" || word == "git",
                manifest.isPunctuation(index - 1, "."), manifest.isPunctuation(index + 1, "(")
            else { continue }
            let items = manifest.items(ofGroup: index + 1)
            if word == "git" {
                if let url = items.first(where: { $0.label == "url" }),
                    let value = manifest.stringValue(url.valueStart) ?? nil
                {
                    git.append(value)
                }
                continue
            }
            guard let path = items.first(where: { $0.label == "path" }) else { continue }
            if let value = manifest.stringValue(path.valueStart) ?? nil {
                local.append(TuistRecordedPath(base: .relativeToManifest, path: value))
            } else if let base = manifest.word(path.valueStart + 1).flatMap(TuistRecordedPath.Base.init(rawValue:)),
                manifest.isPunctuation(path.valueStart, "."), manifest.isPunctuation(path.valueStart + 2, "("),
                let value = manifest.stringValue(path.valueStart + 3) ?? nil
            {
                local.append(TuistRecordedPath(base: base, path: value))
            }
        }
        return (local, git)
    }
}
