import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph
import ArchLintCache

/// SwiftPM packages: the one `--manifest-json` names, or every package below the root plus the
/// local packages they (and earlier sources) reach, dumped in parallel. Each target is a module
/// declared in its package's manifest, with the sources SwiftPM's layout rules give it.
///
/// A manifest that fails is reported and the rest is checked (the result is partial), unless it
/// was the only input: then its error stops the run.
package struct SwiftPackageSource: ModuleSource {
    package var name: String { "swiftpm" }

    package init() {}

    package func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
        let root = context.root
        let recorder = context.recorder
        let displayPath = context.displayPath
        var packages: [LoadedManifest] = []
        if let dump = context.options.manifestJSON {
            let source = ManifestSource.dumpFile(path: dump == "-" ? "-" : dump)
            do {
                packages = [
                    try context.loader.load(source, packageRoot: root, readStandardInput: context.readStandardInput)
                ]
            } catch {
                throw ToolError(error)
            }
        } else if let survey = context.survey {
            // A Package.swift in the Tuist folder of a Tuist project is Tuist's dependency
            // manifest (Tuist 4): the Tuist source reads its dependencies; Tuist builds none of its
            // own targets, so they are no modules of the app.
            let tuistFolders = survey.packageDirectories.filter { directory in
                (directory as NSString).lastPathComponent.lowercased() == "tuist"
                    && survey.generatorManifests.contains {
                        $0.generator == .tuist
                            && PathUtilities.isInside($0.path, (directory as NSString).deletingLastPathComponent)
                    }
            }
            let workspace = PackageSetLoader(loader: context.loader, progress: context.progress)
                .load(
                    root: root, excluded: context.excluded, recorder: recorder,
                    packageDirectories: survey.packageDirectories.filter { !tuistFolders.contains($0) },
                    references: contribution.packageReferences.map { ($0.referrer, $0.path) })
            // Manifests declined by --manifests static are reported as not checked (exit 2), even
            // when none is left: nothing was run, nothing failed.
            let allDeclined =
                !workspace.failures.isEmpty
                && workspace.failures.allSatisfy {
                    if case .declined = $0.error { true } else { false }
                }
            if workspace.packages.isEmpty, !allDeclined {
                // The run stops only when no source declared anything; then the only manifest's
                // error is the run's (an Xcode workspace beside a broken package is still read).
                contribution.failureIfAlone =
                    workspace.failures.first.map { ToolError($0.error) }
                    ?? ToolError(ManifestLoadingError.noManifest(directory: root))
            }
            packages = workspace.packages
            if let recorder {
                // Each package's folder and manifests (also those outside the root).
                let folders =
                    workspace.packages.map(\.packageRoot)
                    + workspace.failures.map { ($0.manifestPath as NSString).deletingLastPathComponent }
                for directory in folders {
                    recorder.record(directory)
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                    recorder.record(
                        contentsOf: names.map { (directory as NSString).appendingPathComponent($0) }.filter(
                            ResultCache.isManifest))
                }
            }
            // A package no project or package of the app names, beside projects that build the
            // app (a vendored copy of a library with its own Package.swift, a pod's manifest), is
            // not part of that build: its failure is a warning and the run is not partial.
            let projectsBuildTheApp = !contribution.graphInput.projects.isEmpty
            for failure in workspace.failures {
                let folder = (failure.manifestPath as NSString).deletingLastPathComponent
                var outsideTheBuild = projectsBuildTheApp && !workspace.referenced.contains(folder)
                if case .declined = failure.error { outsideTheBuild = false }
                var lines = failure.error.lines
                if outsideTheBuild {
                    lines[0] =
                        "\(displayPath(failure.manifestPath)): warning: this package is not checked, and no "
                        + "project or package read here uses it (fix the manifest, or add its folder to \"exclude\" in "
                        + "archlint.json): " + lines[0]
                } else {
                    contribution.isPartial = true
                    lines[0] = "\(displayPath(failure.manifestPath)): error: this package is not checked: " + lines[0]
                }
                contribution.notices.append(
                    lines.count == 1
                        ? Notice(lines[0], code: Notice.Code.manifestFailed)
                        : Notice(lines: lines, code: Notice.Code.manifestFailed))
            }
            for folder in workspace.unreadableFolders {
                contribution.isPartial = true
                contribution.notices.append(
                    Notice(
                        NoticeMessages.unlistablePackageFolder(displayPath(folder.path), reason: folder.reason),
                        code: Notice.Code.unreadableFolder))
            }
            contribution.notices += Self.staticReadingNotices(workspace.packages, displayPath: displayPath)
            // One notice per missing folder, however many manifests or projects point at it.
            let referenceKinds = Dictionary(
                contribution.packageReferences.map { ($0.referrer, $0.description) },
                uniquingKeysWith: { first, _ in first })
            for (path, references) in Dictionary(grouping: workspace.danglingPaths, by: \.path).sorted(by: {
                $0.key < $1.key
            }) {
                let named = references.map { displayPath($0.manifestPath) }.sorted()
                let kind = referenceKinds[references[0].manifestPath] ?? ".package(path:)"
                let others =
                    named.count > 1 ? ", nor for the \(named.count - 1) more manifests or projects pointing there" : ""
                contribution.notices.append(
                    Notice(
                        NoticeMessages.danglingPackagePath(
                            named[0], kind: kind, path: displayPath(path), others: others),
                        code: Notice.Code.danglingPackagePath))
            }
        }

        for index in packages.indices {
            let loaded = packages[index]
            var discovery = SourceDiscovery.discover(
                manifest: loaded.manifest, packageRoot: loaded.packageRoot, recorder: recorder)
            for warning in discovery.warnings {
                if warning.isUnreadable { contribution.isPartial = true }
                contribution.notices.append(
                    Notice(
                        "\(displayPath(warning.path)): \(warning.isUnreadable ? "error" : "warning"): "
                            + warning.message,
                        code: warning.isUnreadable ? Notice.Code.unreadableFolder : Notice.Code.input))
            }
            // Snippets are targets SwiftPM adds; the dump does not list them.
            let snippets = SnippetTargets.find(
                manifest: loaded.manifest, packageRoot: loaded.packageRoot, recorder: recorder)
            packages[index].manifest.targets += snippets.targets
            discovery.targets += snippets.sources
            contribution.files += discovery.targets.flatMap(\.swiftFiles)
            contribution.graphInput.packages.append(
                PackageInput(
                    manifest: packages[index], sources: discovery.targets, scans: [:],
                    sourceMap: ManifestSourceMap.load(manifestPath: loaded.manifestPath)))
        }
        contribution.packages += packages

        // Remote packages resolved on disk say which modules each product vends.
        let remote = RemotePackageProducts.load(for: packages, root: root, loader: context.loader, recorder: recorder)
        contribution.graphInput.remoteProducts = remote
        if !remote.unresolved.isEmpty {
            let count = remote.unresolved.count
            let shown = remote.unresolved.prefix(5).joined(separator: ", ") + (count > 5 ? ", ... (\(count))" : "")
            contribution.notices.append(
                Notice(
                    NoticeMessages.unresolvedRemotePackages(count: count, shown: shown),
                    code: Notice.Code.unresolvedRemotePackages))
        }
    }

    /// Packages and their targets (snippets included).
    package func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary) {
        summary.packages = contribution.packages.count
        summary.packageTargets = contribution.packages.reduce(0) { $0 + $1.manifest.targets.count }
    }

    /// What the static manifest reader wants people to know, each root cause once: manifests
    /// without a tools-version line (SwiftPM refuses them; archlint read them as the running
    /// tools version) are one notice for all of them.
    static func staticReadingNotices(_ packages: [LoadedManifest], displayPath: (String) -> String) -> [Notice] {
        var notices: [Notice] = []
        let warnings = packages.flatMap(\.warnings)
        let missing = warnings.filter { $0.kind == .missingToolsVersion }.map { displayPath($0.manifestPath) }.sorted()
        if let first = missing.first {
            let others =
                missing.count > 1
                ? " (and \(missing.count - 1) more: \(missing.dropFirst().prefix(5).joined(separator: ", "))"
                    + "\(missing.count > 6 ? ", ..." : ""))"
                : ""
            notices.append(
                Notice(
                    NoticeMessages.missingToolsVersion(first, others: others),
                    code: Notice.Code.manifestReading))
        }
        for warning in warnings where warning.kind != .missingToolsVersion {
            notices.append(
                Notice(
                    "\(displayPath(warning.manifestPath))\(warning.position.map { ":\($0)" } ?? ""): warning: "
                        + warning.message,
                    code: Notice.Code.manifestReading))
        }
        return notices
    }
}

extension NoticeMessages {
    static func unlistablePackageFolder(_ place: String, reason: ReadFailure) -> String {
        "\(place): error: cannot list this folder (\(reason)); packages in it are not checked"
    }

    /// `kind` names what points at `path` (a local package reference); `others` counts the other pointers.
    static func danglingPackagePath(_ place: String, kind: String, path: String, others: String) -> String {
        "\(place): warning: \(kind) points at '\(path)', which holds no Package.swift (a missing submodule or "
            + "generated package?); its products count as outside modules\(others)"
    }

    /// `shown` lists (the first of) the `count` remote packages without a checkout.
    static func unresolvedRemotePackages(count: Int, shown: String) -> String {
        "note: each product of \(count == 1 ? "the remote package" : "\(count) remote packages") \(shown) is taken as "
            + "one module of the same name: \(count == 1 ? "it has" : "they have") no checkout on disk (`swift package "
            + "resolve` fills .build/checkouts, where archlint reads which modules each product vends)"
    }

    /// `others` names the other manifests without the line ("" or " (and N more: ...)").
    static func missingToolsVersion(_ place: String, others: String) -> String {
        "\(place): warning: no `// swift-tools-version:` line\(others); SwiftPM refuses such manifests, archlint read "
            + "them without running them as tools version \(ManifestHost.current.toolsVersion); add the line as the "
            + "first line of each"
    }
}
