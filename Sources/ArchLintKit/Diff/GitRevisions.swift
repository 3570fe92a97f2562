// What `archlint diff` asks git (revisions, changed files, file contents at a
// revision, temporary worktrees). Kept beside the diff, on the repository type of Hooks/.

import Foundation
import ArchLintSupport

/// One path `git diff --name-status BASE` lists (untracked files count as added).
package struct ChangedPath: Sendable, Hashable {
    /// `A`, `M`, `D`, `R`, `C`, `T`...: git's status letter.
    package var status: Character
    /// Relative to the top of the working tree.
    package var path: String
}

extension GitRepository {
    /// The full commit id `revision` names; a usage error when git knows no such commit (in a
    /// shallow clone, saying that history is missing and how to fetch it).
    package func commit(_ revision: String) throws(ToolError) -> String {
        let shallow = isShallow
        return try git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) { _ in
            ToolError(
                .usage,
                DiffMessages.noSuchCommit(revision, shallow: shallow)
            )
        }.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True in a shallow clone (`git clone --depth N`, the default of actions/checkout).
    package var isShallow: Bool {
        (try? git(["rev-parse", "--is-shallow-repository"]) { ToolError(.missingInput, $0) })?
            .trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    }

    /// What a shallow clone lacks, and how to fetch it.
    static let shallowAdvice =
        ", and this clone is shallow (made with --depth, as actions/checkout does by default): the history to "
        + "compare with is missing; fetch it with `git fetch --unshallow` (or `git fetch --depth=N` with enough "
        + "commits, or `fetch-depth: 0` in actions/checkout)"

    /// The paths (relative to the top) of the submodules `commit` records.
    package func submodules(at commit: String) throws(ToolError) -> [String] {
        let output = try git(["ls-tree", "-r", "-z", "--full-tree", commit]) {
            ToolError(.missingInput, "git ls-tree \(commit) failed: \($0)")
        }
        return output.split(separator: "\0").compactMap { entry in
            // `MODE TYPE OBJECT\tPATH`; a submodule is a commit object (mode 160000).
            guard entry.hasPrefix("160000 "), let tab = entry.firstIndex(of: "\t") else { return nil }
            return String(entry[entry.index(after: tab)...])
        }.sorted()
    }

    /// The revision a pull request is compared with: the merge base of HEAD and the default
    /// branch (`origin/HEAD`, else `origin/main`, `origin/master`, `main`, `master`), with a
    /// label saying so.
    package func defaultBase() throws(ToolError) -> (commit: String, label: String) {
        var candidates: [String] = []
        if let head = try? git(
            ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"],
            failure: { ToolError(.missingInput, $0) })
        {
            candidates.append(head.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        candidates += ["origin/main", "origin/master", "main", "master"]
        for branch in candidates {
            guard (try? commit(branch)) != nil else { continue }
            let shallow = isShallow
            let base = try git(["merge-base", "HEAD", branch]) { reason in
                // With no common commit git says nothing: say why when the history is cut short.
                if shallow {
                    return ToolError(.usage, "git finds no merge base of HEAD and \(branch)\(Self.shallowAdvice)")
                }
                let said = reason.isEmpty ? "HEAD and \(branch) have no commit in common" : reason
                return ToolError(
                    .usage, "git merge-base HEAD \(branch) failed: \(said); pass the revision to compare with")
            }
            return (base.trimmingCharacters(in: .whitespacesAndNewlines), "merge base with \(branch)")
        }
        throw ToolError(
            .usage,
            DiffMessages.noDefaultBranch
        )
    }

    /// The paths that differ between `commit` and the working tree, plus untracked files (as
    /// added); renames are reported as such (`R`, with the new path).
    package func changedPaths(since commit: String) throws(ToolError) -> [ChangedPath] {
        let output = try git(["diff", "--name-status", "-z", "-M", commit, "--"]) {
            ToolError(.missingInput, "git diff \(commit) failed: \($0)")
        }
        var fields = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)[...]
        var changes: [ChangedPath] = []
        while let status = fields.popFirst() {
            let letter = status.first ?? "?"
            // Renames and copies name the old path, then the new one.
            if letter == "R" || letter == "C" { _ = fields.popFirst() }
            guard let path = fields.popFirst() else { break }
            changes.append(ChangedPath(status: letter, path: path))
        }
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"]) {
            ToolError(.missingInput, "git ls-files failed: \($0)")
        }
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            changes.append(ChangedPath(status: "A", path: String(path)))
        }
        return changes
    }

    /// The bytes of `path` (relative to the top) at `commit`; nil when it did not exist.
    package func contents(of path: String, at commit: String) throws(ToolError) -> Data? {
        let result = try Self.run(["show", "\(commit):\(path)"], in: topLevel, environment: environment)
        return result.exitCode == 0 ? result.standardOutput : nil
    }

    /// A clean checkout of `commit` in a new temporary folder (`git worktree add --detach`).
    package func addWorktree(at commit: String) throws(ToolError) -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("archlint-diff-\(UUID().uuidString)")
        _ = try git(["worktree", "add", "--detach", "--quiet", path, commit]) {
            ToolError(.cannotCreateOutput, "git worktree add failed: \($0)")
        }
        return PathUtilities.resolvingSymlinks(path)
    }

    /// Removes a worktree `addWorktree` made (and git's record of it).
    package func removeWorktree(_ path: String) {
        _ = try? git(["worktree", "remove", "--force", path]) { ToolError(.cannotCreateOutput, $0) }
        try? FileManager.default.removeItem(atPath: path)
        _ = try? git(["worktree", "prune"]) { ToolError(.cannotCreateOutput, $0) }
    }
}

extension DiffMessages {
    static func noSuchCommit(_ revision: String, shallow: Bool) -> String {
        "'\(revision)' names no commit in this repository\(shallow ? GitRepository.shallowAdvice : ""); pass a branch, "
            + "tag or commit (e.g. origin/main)"
    }

    static let noDefaultBranch =
        "no default branch found (origin/HEAD, origin/main, origin/master, main, master); pass the revision to "
        + "compare with: archlint diff REV"
}
