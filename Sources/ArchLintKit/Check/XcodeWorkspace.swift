import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// The Xcode side of a workspace: every project under the root (found by the survey, or named by
/// one of its `.xcworkspace`s), read in parallel, with what could not be read as notices.
///
/// A project file that cannot be read at all is an error notice located at the fault, and makes
/// the result partial (exit 2); the rest of the workspace is still checked.
struct XcodeWorkspace {
    var projects: [XcodeProject] = []
    var notices: [Notice] = []
    var isPartial = false

    init() {}

    init(survey: WorkspaceSurvey, root: String, excluded: [String], recorder: InputRecorder?, displayPath: (String) -> String) {
        var paths = Set(survey.xcodeProjects)
        var problems: [XcodeProblem] = []
        let isExcluded = { (relative: String) in excluded.contains { Glob.matchesPath($0, relative) } }
        for workspace in survey.xcodeWorkspaces {
            recorder?.record(workspace + "/contents.xcworkspacedata")
            let named = XcodeProjectFinder.projects(inWorkspace: workspace, root: root, skippedFolderNames: WorkspaceTree.skippedFolders,
                                                    isExcluded: isExcluded)
            paths.formUnion(named.projects)
            problems += named.problems
        }
        projects = ParallelMap.map(paths.sorted()) { XcodeProjectReader.read(projectPath: $0, root: root, recorder: recorder) }
        for project in projects {
            problems += project.problems
            if !project.isReadable { isPartial = true }
        }
        for problem in Set(problems).sorted() {
            var place = displayPath(problem.path)
            if let line = problem.line {
                place += ":\(line)"
                if let column = problem.column { place += ":\(column)" }
            }
            notices.append(Notice("\(place): \(problem.severity.rawValue): \(problem.message)"))
        }
        for generator in [WorkspaceSurvey.GeneratorManifest.Generator.tuist, .xcodeGen] {
            let manifests = survey.manifestsWithoutProject.filter { $0.generator == generator }
            guard let first = manifests.first else { continue }
            let command = generator == .tuist ? "tuist generate" : "xcodegen generate"
            let others = manifests.count > 1 ? " (and \(manifests.count - 1) more \(generator.rawValue) manifest\(manifests.count == 2 ? "" : "s"))" : ""
            notices.append(Notice("\(displayPath(first.path)): warning: \(generator.rawValue) manifest without a generated Xcode project beside it\(others): archlint reads the .xcodeproj a generator writes, not its manifests, so the targets it declares are not checked; run `\(command)` before archlint (the project need not be committed), or declare the targets under \"modules\" in archlint.json"))
        }
    }

    /// The local packages the projects link products of, each with the project file naming it.
    var localPackageReferences: [(referrer: String, path: String)] {
        var seen = Set<String>()
        var references: [(referrer: String, path: String)] = []
        for project in projects {
            for target in project.targets {
                for product in target.packageProducts {
                    guard case .local(let path) = product.package, seen.insert(project.projectFile + "\n" + path).inserted else { continue }
                    references.append((project.projectFile, path))
                }
            }
        }
        return references
    }

    /// The compilation conditions of every Xcode module of `graph`, as `.define`s by module
    /// name (see `XcodeTarget.compilationConditionDefines`).
    func defines(in graph: ModuleGraph) -> [String: [PackageManifest.Define]] {
        var targets: [String: XcodeTarget] = [:]
        for project in projects {
            for target in project.targets { targets["\(project.projectFile):\(target.line)"] = target }
        }
        var defines: [String: [PackageManifest.Define]] = [:]
        for module in graph.modules.values where module.kind.isXcode {
            guard let declaration = module.declaration, let target = targets["\(declaration.file):\(declaration.line)"] else { continue }
            defines[module.name] = target.compilationConditionDefines
        }
        return defines
    }

    /// The counts of the summary: projects, Xcode modules by kind, targets that are no module.
    func summarize(into summary: inout WorkspaceSummary, graph: ModuleGraph) {
        summary.xcodeProjects = projects.count
        var modules = 0
        for module in graph.modules.values {
            guard case .xcode(let kind) = module.kind else { continue }
            summary.xcodeTargetKinds[kind.spelling, default: 0] += 1
            modules += 1
        }
        summary.xcodeTargetsWithoutSwift = max(0, projects.reduce(0) { $0 + $1.targets.count } - modules)
    }
}
