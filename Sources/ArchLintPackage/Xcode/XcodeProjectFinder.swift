import Foundation
import ArchLintSupport

/// Finds the Xcode projects of a folder tree: every `*.xcodeproj` under the root, and every
/// project a `*.xcworkspace` under the root names.
package enum XcodeProjectFinder {
    /// The projects found and what could not be followed.
    package struct Result: Sendable, Equatable {
        /// Absolute, normalized `.xcodeproj` paths inside the root, sorted, each once.
        package var projects: [String]
        /// Workspace references that were refused (outside the root, missing), sorted.
        package var problems: [XcodeProblem]

        package init(projects: [String], problems: [XcodeProblem]) {
            self.projects = projects
            self.problems = problems
        }
    }

    /// Walks `root` (absolute, or relative to the working directory).
    ///
    /// - Parameters:
    ///   - skippedFolderNames: folder names never entered (`.build`, `Pods`...), at any depth;
    ///     hidden folders are never entered either, nor folders reached through a symbolic link.
    ///   - isExcluded: called with a path relative to the root (`App/Legacy.xcodeproj`,
    ///     `Vendor`) for each folder and project met; true leaves it out (the `exclude` globs).
    ///     A project a workspace names passes the same two checks.
    package static func find(
        root: String, skippedFolderNames: Set<String>,
        isExcluded: (String) -> Bool = { _ in false }
    ) -> Result {
        let root = XcodePath.resolve(root, against: FileManager.default.currentDirectoryPath)
        var found = Set<String>()
        var workspaces: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : XcodePath.join(root, relative)
            guard let entries = DirectoryListing.entries(of: folder) else { continue }
            for entry in entries where entry.type == .directory || entry.type == .other {
                guard !entry.name.hasPrefix("."), !skippedFolderNames.contains(entry.name) else { continue }
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.type == .other {
                    var status = stat()
                    guard stat(XcodePath.join(folder, entry.name), &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR
                    else { continue }
                }
                guard !isExcluded(path) else { continue }
                if entry.name.hasSuffix(".xcodeproj") {
                    found.insert(XcodePath.join(root, path))
                } else if entry.name.hasSuffix(".xcworkspace") {
                    workspaces.append(XcodePath.join(root, path))
                } else {
                    pending.append(path)
                }
            }
        }
        var problems: [XcodeProblem] = []
        for workspace in workspaces {
            let named = projects(
                inWorkspace: workspace, root: root, skippedFolderNames: skippedFolderNames, isExcluded: isExcluded)
            found.formUnion(named.projects)
            problems += named.problems
        }
        return Result(projects: found.sorted(), problems: problems.sorted())
    }

    /// The projects the workspace at `workspace` (absolute) names that lie inside `root` and
    /// pass the same checks as a project found by walking.
    package static func projects(
        inWorkspace workspace: String, root: String, skippedFolderNames: Set<String>,
        isExcluded: (String) -> Bool = { _ in false }
    ) -> Result {
        let root = XcodePath.resolve(root, against: FileManager.default.currentDirectoryPath)
        let dataPath = XcodePath.join(
            XcodePath.resolve(workspace, against: FileManager.default.currentDirectoryPath),
            "contents.xcworkspacedata")
        guard let data = try? FileBuffer.contents(of: dataPath, limit: InputLimits.projectFileBytes).get() else {
            return Result(
                projects: [],
                problems: [
                    XcodeProblem(
                        path: dataPath, severity: .warning,
                        message: "cannot read the workspace's contents; the projects it names are not read")
                ])
        }
        var projects = Set<String>()
        var problems: [XcodeProblem] = []
        let contents = WorkspaceContents(
            text: String(decoding: data, as: UTF8.self), workspacePath: XcodePath.parent(of: dataPath))
        for reference in contents.references {
            guard let path = reference.path else {
                if !reference.location.hasPrefix("developer:") && reference.location.hasSuffix(".xcodeproj") {
                    problems.append(
                        XcodeProblem(
                            path: dataPath, line: reference.line, severity: .warning,
                            message: "cannot resolve the location '\(reference.location)'; that project is not read"))
                }
                continue
            }
            guard path.hasSuffix(".xcodeproj") else { continue }
            guard XcodePath.isInside(path, root: root) else {
                problems.append(
                    XcodeProblem(
                        path: dataPath, line: reference.line, severity: .warning,
                        message:
                            "the workspace names '\(reference.location)', which resolves outside the root (\(path)); "
                            + "that project is not read"
                    ))
                continue
            }
            let relative = XcodePath.relative(path, to: root)
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || skippedFolderNames.contains(String($0)) }) { continue }
            if isExcludedOnTheWay(relative, isExcluded) { continue }
            guard FileManager.default.fileExists(atPath: XcodePath.join(path, "project.pbxproj")) else {
                problems.append(
                    XcodeProblem(
                        path: dataPath, line: reference.line, severity: .warning,
                        message:
                            "the workspace names '\(reference.location)', but \(path)/project.pbxproj does not exist"))
                continue
            }
            projects.insert(path)
        }
        return Result(projects: projects.sorted(), problems: problems.sorted())
    }

    /// Whether `relative` or one of its parent folders is excluded.
    private static func isExcludedOnTheWay(_ relative: String, _ isExcluded: (String) -> Bool) -> Bool {
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if isExcluded(prefix) { return true }
        }
        return false
    }
}
