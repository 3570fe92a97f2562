import ArchLintSupport

/// Every compilation condition the Xcode projects under a root set, in any target and
/// configuration (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`, through
/// `.xcconfig` files): what decides whether a flag is "defined nowhere".
package enum XcodeCompilationConditions {
    /// The conditions of every project below `root` (not in skipped or `excluded` folders), and
    /// the project files read.
    package static func collect(root: String, excluded: [String]) -> (conditions: Set<String>, projectFiles: [String]) {
        let found = XcodeProjectFinder.find(root: root, skippedFolderNames: WorkspaceTree.skippedFolders) { relative in
            excluded.contains { Glob.matchesPath($0, relative) }
        }
        var conditions: Set<String> = []
        var files: [String] = []
        for path in found.projects {
            let project = XcodeProjectReader.read(projectPath: path, root: root)
            files.append(project.projectFile)
            for target in project.targets {
                for configuration in target.configurations { conditions.formUnion(configuration.compilationConditions) }
            }
        }
        return (conditions, files)
    }
}
