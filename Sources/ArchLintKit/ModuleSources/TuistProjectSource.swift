import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

extension ManifestKind {
    /// A target of a Tuist project, declared in its `Project.swift` (or by a helper it calls).
    package static let tuistManifest = ManifestKind(
        identifier: "tuist", fileName: "Project.swift", declaringPhrase: "declaring it in Project.swift",
        dependencyList: "its `dependencies:` (or the helper that makes the target)", editor: .tuistManifest,
        // Tuist links what each target needs itself (static products once, in the product that
        // links them), and `tuist inspect implicit-imports` reports every import of a module
        // that is not a direct dependency: a framework's dependencies are not the app's.
        declaresThroughLinkedTargets: false)
}

/// Tuist projects: every `Project.swift` the `Workspace.swift` names (or every one under the
/// root), read with their helpers and local plugins by `TuistProjectReader` without Tuist. Each
/// target that compiles Swift, or builds a framework or library, is a module declared in its
/// `Project.swift`, linked as Xcode links what Tuist generates.
///
/// The manifests are the truth: a generated `.xcodeproj` or `.xcworkspace` beside a manifest
/// that was read is not read too (a stale one must not hide a manifest change); beside a
/// manifest that could not be read, it is read instead, with a note. Manifests are programs:
/// under `--manifests static` none is run, and the projects are not checked (exit 2).
package struct TuistProjectSource: ModuleSource {
    package var name: String { "tuist" }

    package init() {}

    package func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
        guard let survey = context.survey, survey.generatorManifests.contains(where: { $0.generator == .tuist }) else {
            return
        }
        let options = TuistReadingOptions(
            swift: try? context.loader.swiftExecutable(), environment: context.loader.environment,
            timeout: context.options.manifestTimeout, cacheDirectory: context.cache?.directory,
            declined: context.options.manifests == .static, excluded: context.excluded)
        let reading = TuistProjectReader.read(root: context.root, options: options, recorder: context.recorder)
        context.recorder?.record(contentsOf: reading.inputs)
        var failed = Set<String>()
        for problem in reading.problems {
            if problem.severity == .error {
                contribution.isPartial = true
                failed.insert(problem.path)
            }
            contribution.notices.append(
                context.notice(
                    at: problem.path, line: problem.line, column: problem.column, severity: problem.severity.rawValue,
                    problem.message, code: Notice.Code.tuistProject))
        }
        let declined = Set(reading.declinedManifests)
        for note in reading.notes {
            // A declined manifest is said once, as the error below.
            if let colon = note.range(of: ": note: "), declined.contains(String(note[..<colon.lowerBound])) { continue }
            // `/path: note: ...` as the reader words it, shown relative to the working directory.
            var text = note.hasPrefix("/") || note.contains(": note: ") ? note : "note: \(note)"
            if text.hasPrefix("/"), let colon = text.range(of: ": ") {
                text = context.displayPath(String(text[..<colon.lowerBound])) + text[colon.lowerBound...]
            }
            contribution.notices.append(Notice(text, code: Notice.Code.tuistProject))
        }
        for manifest in reading.declinedManifests {
            contribution.isPartial = true
            let what = XcodePath.basename(of: manifest) == "Workspace.swift" ? "workspace" : "project"
            contribution.notices.append(
                Notice(
                    NoticeMessages.tuistManifestNotRun(context.displayPath(manifest), what: what),
                    code: Notice.Code.manifestFailed))
        }
        // What reading each target's sources and settings found (a glob matching nothing, a
        // folder found as a case-insensitive disk finds it), at the target's line.
        for project in reading.projects {
            for problem in project.problems {
                if problem.severity == .error { contribution.isPartial = true }
                contribution.notices.append(
                    context.notice(
                        at: problem.path, line: problem.line, column: problem.column,
                        severity: problem.severity.rawValue,
                        problem.message, code: Notice.Code.tuistProject))
            }
        }
        for project in reading.projects where project.isReadable {
            contribution.graphInput.projects.append(ProjectInput(project, manifestKind: .tuistManifest))
            for target in project.targets { contribution.files += target.swiftFiles }
            // What Tuist generates from this manifest is not read beside it.
            contribution.generatedProjectFolders.insert(XcodePath.parent(of: project.projectFile))
        }
        let workspaces = survey.generatorManifests.filter {
            $0.generator == .tuist && XcodePath.basename(of: $0.path) == "Workspace.swift"
        }
        if !reading.projects.isEmpty, failed.isEmpty {
            for workspace in workspaces {
                contribution.generatedProjectFolders.insert(XcodePath.parent(of: workspace.path))
            }
        }
        contribution.projectCounts[name] = reading.projects.count
        let referrer = reading.projects.first?.projectFile ?? context.root
        for path in reading.localPackages {
            contribution.packageReferences.append(
                SourceContribution.PackageReference(
                    referrer: referrer, path: path, description: "a Tuist local package"))
        }
    }

    /// `3 Tuist projects (20 targets)`.
    package func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary) {
        guard let count = contribution.projectCounts[name], count > 0 else { return }
        let modules = graph.modules.values.filter { $0.manifestKind == .tuistManifest }.count
        summary.otherReadings.append(
            "\(count) Tuist project\(count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s"))")
    }
}

extension NoticeMessages {
    /// `what` is "workspace" or "project".
    static func tuistManifestNotRun(_ place: String, what: String) -> String {
        "\(place): error: this Tuist \(what) is not checked: a Tuist manifest is a Swift program that archlint would "
            + "have to compile and run, and --manifests static never runs one; run with --manifests auto once its code "
            + "is trusted"
    }
}
