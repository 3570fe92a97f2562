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
    package static func load(_ selection: ChangeSelection, directory: String,
                     environment: [String: String]) throws(ToolError) -> ChangedFilesFilter {
        let repository = try GitRepository(containing: directory, environment: environment, purpose: "--changed")
        return ChangedFilesFilter(changedFiles: try repository.changedFiles(selection))
    }

    /// A finding is kept when it points into a changed file, or, for a cycle, when any import
    /// line behind any of its edges is in a changed file: the change closed (or keeps) the loop
    /// even when the finding itself points elsewhere. Order is preserved.
    package func filter(_ violations: [Violation], graph: ModuleGraph) -> [Violation] {
        filter(violations, cycleEvidenceFiles: CheckResult.cycleEvidenceFiles(of: violations, in: graph))
    }

    /// As `filter(_:graph:)`, with the files behind each edge of each cycle finding given
    /// (`CheckResult.cycleEvidenceFiles`).
    package func filter(_ violations: [Violation], cycleEvidenceFiles: [EdgeKey: [String]]) -> [Violation] {
        var resolved: [String: String] = [:]
        func isChanged(_ path: String) -> Bool {
            if changedFiles.contains(path) { return true }
            if resolved[path] == nil { resolved[path] = PathUtilities.resolvingSymlinks(path) }
            return changedFiles.contains(resolved[path]!)
        }
        return violations.filter { violation in
            if let location = violation.location, isChanged(location.file) { return true }
            guard let cycle = violation.cycle, !cycle.isEmpty else { return false }
            if violation.notes.contains(where: { $0.location.map { isChanged($0.file) } ?? false }) { return true }
            // Notes show one import per edge; the others ("and 3 more") count too.
            for (index, from) in cycle.enumerated() {
                let to = cycle[(index + 1) % cycle.count]
                if cycleEvidenceFiles[EdgeKey(from: from, to: to)]?.contains(where: isChanged) ?? false { return true }
            }
            return false
        }
    }
}
