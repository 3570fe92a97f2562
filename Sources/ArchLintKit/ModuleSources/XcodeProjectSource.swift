import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Xcode projects: every `.xcodeproj` the walk of the root found, and every one a
/// `.xcworkspace` names, read in parallel (`XcodeProjectReader`). Each native target that
/// compiles Swift, or builds a framework or library, is a module declared in `project.pbxproj`.
///
/// A project file that cannot be read at all is an error notice located at the fault, and makes
/// the result partial (exit 2); the rest of the workspace is still checked. The local packages
/// the projects link products of are handed to the SwiftPM source.
package struct XcodeProjectSource: ModuleSource {
    package var name: String { "xcode" }

    package init() {}

    package func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
        guard let survey = context.survey else { return }
        let root = context.root
        let recorder = context.recorder
        // A project or workspace a generator makes from manifests another source read is not
        // read: the manifests are the truth.
        let generated = contribution.generatedProjectFolders
        let isGenerated = { (path: String) in generated.contains(XcodePath.parent(of: path)) }
        var paths = Set(survey.xcodeProjects.filter { !isGenerated($0) })
        var problems: [XcodeProblem] = []
        let isExcluded = { (relative: String) in context.excluded.contains { Glob.matchesPath($0, relative) } }
        for workspace in survey.xcodeWorkspaces where !isGenerated(workspace) {
            recorder?.record(workspace + "/contents.xcworkspacedata")
            // A project the workspace names in a generator's folder is made from the manifests
            // (it need not exist): it is neither read nor missing.
            let isNamedButGenerated = { (relative: String) in
                relative.hasSuffix(".xcodeproj") && isGenerated(PathUtilities.standardize(relative, relativeTo: root))
            }
            let named = XcodeProjectFinder.projects(
                inWorkspace: workspace, root: root, skippedFolderNames: SourceTree.skippedFolders,
                isExcluded: { isExcluded($0) || isNamedButGenerated($0) })
            paths.formUnion(named.projects.filter { !isGenerated($0) })
            problems += named.problems
        }
        let read = ParallelMap.map(paths.sorted()) {
            XcodeProjectReader.read(projectPath: $0, root: root, recorder: recorder)
        }
        // Products one project links and another builds (a framework shared by the workspace).
        let projects = XcodeProductLinks.resolve(read)
        for project in projects {
            problems += project.problems
            if !project.isReadable { contribution.isPartial = true }
            contribution.graphInput.projects.append(ProjectInput(project, manifestKind: .xcodeProject))
            for target in project.targets { contribution.files += target.swiftFiles }
        }
        contribution.projectCounts[name] = projects.count
        var missingSources: [String] = []
        var podsFolders: [String: Int] = [:]
        for problem in Set(problems).sorted() {
            switch problem.kind {
            case .missingSource:
                // Generated files are summarised, and the rules file's exclude globs apply.
                if !isExcluded(XcodePath.relative(problem.path, to: root)) { missingSources.append(problem.path) }
                continue
            case .podsNotInstalled:
                podsFolders[problem.path, default: 0] += 1
                continue
            case .other:
                break
            }
            contribution.notices.append(
                context.notice(
                    at: problem.path, line: problem.line, column: problem.column, severity: problem.severity.rawValue,
                    problem.message, code: Notice.Code.xcodeProject))
        }
        if let notice = Self.missingSourcesNotice(missingSources, displayPath: context.displayPath) {
            contribution.notices.append(notice)
        }
        for (folder, count) in podsFolders.sorted(by: { $0.key < $1.key }) {
            let podfile = context.displayPath(XcodePath.parent(of: folder) + "/Podfile")
            let files = "\(count) .xcconfig file\(count == 1 ? "" : "s")"
            contribution.notices.append(
                Notice(
                    NoticeMessages.podsNotInstalled(podfile, files: files),
                    code: Notice.Code.podsNotInstalled))
        }
        contribution.packageReferences += Self.localPackageReferences(projects)
    }

    /// One note for every Swift file Xcode targets list that does not exist (a build step
    /// generates it on the developer's machine), naming the first few; nil for none. Never an
    /// error: a fresh checkout lacks such files, and nothing archlint should read is missing.
    static func missingSourcesNotice(_ files: [String], displayPath: (String) -> String) -> Notice? {
        let files = Array(Set(files)).sorted()
        guard let first = files.first else { return nil }
        if files.count == 1 {
            return Notice(
                NoticeMessages.missingSourceFile(displayPath(first)),
                code: Notice.Code.generatedSource)
        }
        let shown = files.prefix(5).map(displayPath).joined(separator: ", ")
        let more = files.count > 5 ? " and \(files.count - 5) more" : ""
        return Notice(
            NoticeMessages.missingSourceFiles(count: files.count, shown: "\(shown)\(more)"),
            code: Notice.Code.generatedSource)
    }

    /// The local packages the projects link products of, each with the project file naming it.
    static func localPackageReferences(_ projects: [XcodeProject]) -> [SourceContribution.PackageReference] {
        var seen = Set<String>()
        var references: [SourceContribution.PackageReference] = []
        for project in projects {
            for target in project.targets {
                for product in target.packageProducts {
                    guard case .local(let path) = product.package,
                        seen.insert(project.projectFile + "\n" + path).inserted
                    else { continue }
                    references.append(
                        SourceContribution.PackageReference(
                            referrer: project.projectFile, path: path,
                            description: "a local package reference"))
                }
            }
        }
        return references
    }

    /// Projects read, Xcode modules by kind, targets that are no module.
    package func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary) {
        let projects = contribution.graphInput.projects.filter { $0.manifestKind == .xcodeProject }.map(\.project)
        summary.xcodeProjects = contribution.projectCounts[name] ?? 0
        var modules = 0
        for module in graph.modules.values where module.manifestKind == .xcodeProject {
            guard case .xcode(let kind) = module.kind else { continue }
            summary.xcodeTargetKinds[kind.spelling, default: 0] += 1
            modules += 1
        }
        summary.xcodeTargetsWithoutSwift = max(0, projects.reduce(0) { $0 + $1.targets.count } - modules)
    }
}

extension NoticeMessages {
    /// `files` counts the .xcconfig files the absent Pods folder would hold ("2 .xcconfig files").
    static func podsNotInstalled(_ podfile: String, files: String) -> String {
        "\(podfile): warning: CocoaPods' Pods folder is absent (run `pod install`): the settings of \(files) it "
            + "generates are not applied, and the pods' modules are outside modules"
    }

    static func missingSourceFile(_ place: String) -> String {
        "\(place): note: an Xcode target compiles this file, which does not exist: a build step generates it (a run "
            + "script, a plugin) or it was not committed; its imports are not checked"
    }

    /// `shown` lists the first of the `count` files.
    static func missingSourceFiles(count: Int, shown: String) -> String {
        "note: \(count) Swift files that Xcode targets compile do not exist: a build step generates them (a run "
            + "script, a plugin) or they were not committed; their imports are not checked: \(shown)"
    }
}
