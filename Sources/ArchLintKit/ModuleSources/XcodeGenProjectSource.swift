import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

extension ManifestKind {
    /// A target of an XcodeGen project, declared in its `project.yml` (or a file it includes, or
    /// a target template).
    package static let xcodeGenSpec = ManifestKind(
        identifier: "xcodegen", fileName: "project.yml", declaringPhrase: "declaring it in project.yml",
        dependencyList: "its `dependencies:` (or the target template that gives them)", editor: .xcodeGenSpec)
}

/// XcodeGen projects: every `project.yml` (or `project.yaml`) under the root, read by
/// `XcodeGenSpecReader` as XcodeGen would generate it, without XcodeGen. Each target that
/// compiles Swift, or builds a framework or library, is a module declared in the spec.
///
/// The spec is the truth: the `.xcodeproj` XcodeGen writes beside it is not read too (a stale
/// one must not hide a spec change). A spec that cannot be read at all is an error located at
/// the fault (the run is partial, exit 2), and a generated project beside it is read instead,
/// with a note. A spec that another spec includes is read as part of that one, not alone.
/// Specs are data: they are read under `--manifests static` too.
package struct XcodeGenProjectSource: ModuleSource {
    package var name: String { "xcodegen" }

    package init() {}

    package func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
        guard let survey = context.survey else { return }
        var otherNames: [String] = []
        // A spec of another name (`xcodegen --spec project-bwa.yml`) is read when it has the shape
        // of one and no `project.yml` is at or above its folder: there, it is a fragment of that
        // project (an include, or one switched off: element-ios keeps `RiotShareExtension/target.yml`,
        // a whole spec in shape, with its include commented out).
        let manifests = survey.generatorManifests.filter { $0.generator == .xcodeGen }
        let isDefault = { (path: String) in XcodeGenSpecFinder.defaultNames.contains(XcodePath.basename(of: path)) }
        let defaultFolders = manifests.map(\.path).filter(isDefault).map(XcodePath.parent(of:))
        var specs: [String] = []
        for manifest in manifests {
            if isDefault(manifest.path) {
                specs.append(manifest.path)
            } else if !defaultFolders.contains(where: {
                XcodePath.isInside(
                    XcodePath.parent(of: manifest.path),
                    root: $0)
            }),
                XcodeGenSpecFinder.isSpec(manifest.path)
            {
                specs.append(manifest.path)
                otherNames.append(manifest.path)
            }
        }
        guard !specs.isEmpty else { return }
        let root = context.root
        let recorder = context.recorder
        let environment = context.loader.environment
        let readings = ParallelMap.map(specs) { spec in
            (spec, XcodeGenSpecReader.read(specPath: spec, root: root, recorder: recorder, environment: environment))
        }
        // A spec that another one includes (and that does not include it back) is read there.
        var includedBy: [String: Set<String>] = [:]
        for (spec, reading) in readings {
            for file in reading.readFiles where file != spec { includedBy[file, default: []].insert(spec) }
        }
        let isIncluded = { (spec: String) in
            (includedBy[spec] ?? []).contains { other in !(includedBy[other] ?? []).contains(spec) }
        }
        let projectFolders = Set(survey.xcodeProjects.map(XcodePath.parent(of:)))
        let outermost = readings.filter { !isIncluded($0.0) }
        // `projectReferences` name the project XcodeGen generates from another spec
        // (`../Core/Core.xcodeproj`): its targets are that spec's.
        var specOfGeneratedProject: [String: String] = [:]
        for (spec, reading) in outermost {
            guard let project = reading.projects.first, !project.targets.isEmpty else { continue }
            specOfGeneratedProject[XcodePath.parent(of: spec) + "/" + project.name + ".xcodeproj"] = spec
        }
        let resolve = { (reference: XcodeTargetReference) in
            XcodeTargetReference(
                project: specOfGeneratedProject[reference.project] ?? reference.project,
                target: reference.target)
        }
        var read = 0
        var problems: [XcodeProblem] = []
        for (spec, _) in outermost where otherNames.contains(spec) {
            contribution.notices.append(
                Notice(
                    "\(context.displayPath(spec)): note: read as an XcodeGen spec (what `xcodegen generate --spec "
                        + "\(XcodePath.basename(of: spec))` reads): it has a top-level `name:` and `targets:` whose "
                        + "targets have "
                        + "a `type` and a `platform`; add it to \"exclude\" in the rules file if it is not one",
                    code: Notice.Code.xcodeGenSpec))
        }
        var prepared: [XcodeProject] = []
        for (_, reading) in outermost {
            guard var project = reading.projects.first else { continue }
            for index in project.targets.indices {
                project.targets[index].targetDependencies = project.targets[index].targetDependencies.map(resolve)
                project.targets[index].linkedTargets = project.targets[index].linkedTargets.map(resolve)
                project.targets[index].dependencySites = Dictionary(
                    project.targets[index].dependencySites.map { (resolve($0.key), $0.value) }, uniquingKeysWith: min)
            }
            prepared.append(project)
        }
        // A `framework: Storage.framework` no file provides links the target that builds it, in
        // the same spec first, else in another spec (another project of the workspace), as Xcode
        // links the project XcodeGen generates.
        let resolvedProjects = Dictionary(
            XcodeProductLinks.resolve(prepared).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (spec, reading) in outermost {
            read += 1
            guard let first = reading.projects.first, let project = resolvedProjects[first.path] else { continue }
            let folder = XcodePath.parent(of: spec)
            let failed = project.targets.isEmpty && !project.isReadable
            if project.problems.contains(where: { $0.severity == .error }) { contribution.isPartial = true }
            for problem in project.problems {
                var problem = problem
                if failed, problem.severity == .error, problem.path == spec {
                    problem.message +=
                        "; none of the targets of this XcodeGen spec is checked: correct it (xcodegen "
                        + "generate stops at the same place) and run again"
                }
                problems.append(problem)
            }
            // Even a spec that declares nothing readable is an input: with no other module the run is
            // partial (exit 2, its error shown), not "no Package.swift".
            contribution.graphInput.projects.append(ProjectInput(project, manifestKind: .xcodeGenSpec))
            if failed {
                if projectFolders.contains(folder) {
                    contribution.notices.append(
                        Notice(
                            "\(context.displayPath(spec)): note: the Xcode project generated beside this spec is read "
                                + "instead; it may be older than the spec", code: Notice.Code.xcodeGenSpec))
                }
                continue
            }
            for target in project.targets { contribution.files += target.swiftFiles }
            // What XcodeGen generates from this spec (beside it, by default) is not read.
            contribution.generatedProjectFolders.insert(folder)
            contribution.packageReferences += XcodeProjectSource.localPackageReferences([project]).map {
                SourceContribution.PackageReference(
                    referrer: $0.referrer, path: $0.path,
                    description: "a local package of an XcodeGen spec")
            }
        }
        // `.xcconfig` files CocoaPods has not generated yet: one warning per Pods folder, as for a project.
        var podsFolders: [String: Int] = [:]
        for problem in Set(problems).sorted() {
            if problem.kind == .podsNotInstalled {
                podsFolders[problem.path, default: 0] += 1
                continue
            }
            contribution.notices.append(
                context.notice(
                    at: problem.path, line: problem.line, column: problem.column, severity: problem.severity.rawValue,
                    problem.message, code: Notice.Code.xcodeGenSpec))
        }
        for (folder, count) in podsFolders.sorted(by: { $0.key < $1.key }) {
            let podfile = context.displayPath(XcodePath.parent(of: folder) + "/Podfile")
            contribution.notices.append(
                Notice(
                    NoticeMessages.podsNotInstalled(podfile, files: "\(count) .xcconfig file\(count == 1 ? "" : "s")"),
                    code: Notice.Code.podsNotInstalled))
        }
        contribution.projectCounts[name] = read
    }

    /// `2 XcodeGen projects (9 modules)`.
    package func summarize(
        _ contribution: SourceContribution, graph: ModuleGraph,
        into summary: inout InputSummary
    ) {
        guard let count = contribution.projectCounts[name], count > 0 else { return }
        let modules = graph.modules.values.filter { $0.manifestKind == .xcodeGenSpec }.count
        summary.otherReadings.append(
            "\(count) XcodeGen project\(count == 1 ? "" : "s") (\(modules) module\(modules == 1 ? "" : "s"))")
    }
}
