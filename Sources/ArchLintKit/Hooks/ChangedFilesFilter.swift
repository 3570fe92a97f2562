import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// Which changes `archlint check --changed [REV]` reports on.
package enum ChangeSelection: Sendable, Equatable {
    /// The index: what `git commit` would record (`git diff --cached`). The default, for hooks.
    case staged
    /// Everything that differs from `REV` in the working tree, plus untracked files that are
    /// not ignored (archlint scans them, so they are part of the change).
    case since(String)
}

/// Keeps the findings a change is responsible for. The whole graph is still evaluated, so a
/// cycle or a layering break is judged exactly; only what is shown is narrowed.
package struct ChangedFilesFilter: Sendable {
    /// Absolute, symlink-resolved paths of the changed files.
    package var changedFiles: Set<String>

    package init(changedFiles: Set<String>) {
        self.changedFiles = changedFiles
    }

    /// Asks git (in the repository containing `directory`) which files `selection` names.
    package static func load(
        _ selection: ChangeSelection, directory: String,
        environment: [String: String]
    ) throws(ToolError) -> ChangedFilesFilter {
        let repository = try GitRepository(containing: directory, environment: environment, purpose: "--changed")
        return ChangedFilesFilter(changedFiles: try repository.changedFiles(selection))
    }

    /// A finding is kept when it points into a changed file, or when any place behind it (an
    /// import line of its edge, of any edge of its cycle) is in one: the change added to it
    /// even when the finding points elsewhere. A kept finding is anchored at its first place in
    /// a changed file, so the line shown is the one the change wrote. Sorted.
    package func filter(_ violations: [Violation]) -> [Violation] {
        var resolved: [String: String] = [:]
        func isChanged(_ path: String) -> Bool {
            if changedFiles.contains(path) { return true }
            if resolved[path] == nil { resolved[path] = PathUtilities.resolvingSymlinks(path) }
            return changedFiles.contains(resolved[path]!)
        }
        return violations.compactMap { violation in
            if let location = violation.location, isChanged(location.file) { return violation }
            guard let place = violation.evidence.first(where: { isChanged($0.location.file) }) else { return nil }
            return violation.anchored(at: place)
        }.sorted()
    }
}
