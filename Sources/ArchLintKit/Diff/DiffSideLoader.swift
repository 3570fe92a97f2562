import Foundation
import ArchLintSupport
import ArchLintCache

/// Builds both sides of `archlint diff BASE`, as cheaply as it can be done exactly:
/// 1. the base side stored in the revision cache for that commit, rules and build selection;
/// 2. else, when the change touches only Swift sources (modified or added, no manifest, rules
///    file, project or deleted file), the working tree's graph rebuilt with the changed files
///    read as they were at BASE (`git show`; an added file reads as empty): the same manifests
///    and the same files give the base's graph exactly;
/// 3. else a clean checkout of BASE in a temporary git worktree, checked and removed.
/// Both sides are judged by the working tree's rules file. The working tree side uses the
/// usual caches (manifests, import and symbol scans).
package struct DiffSideLoader: Sendable {
    package var linter: Linter
    /// The working tree's input; `useCache` and `cachePath` apply to the diff too.
    package var options: CheckOptions

    package init(linter: Linter, options: CheckOptions) {
        self.linter = linter
        self.options = options
    }

    /// File extensions whose changes cannot change the module graph (docs, images, strings):
    /// they do not force a checkout of the base.
    static let inertExtensions: Set<String> = ["md", "markdown", "txt", "png", "jpg", "jpeg", "gif", "svg", "pdf",
                                               "strings", "stringsdict", "xcstrings", "html", "css", "yml", "yaml"]

    /// File names whose changes cannot change the module graph either.
    static let inertNames: Set<String> = [".gitignore", ".gitattributes", "LICENSE", "CODEOWNERS"]

    /// The diff between `revision` (nil: the merge base with the default branch) and the
    /// working tree.
    package func diff(base revision: String?) throws(ToolError) -> ArchitectureDiff {
        let root = PathUtilities.standardize(options.packagePath, relativeTo: linter.workingDirectory)
        let repository = try GitRepository(containing: root, environment: linter.environment, purpose: "archlint diff")
        let commit: String
        let label: String
        if let revision {
            commit = try repository.commit(revision)
            label = commit.hasPrefix(revision) ? String(commit.prefix(10)) : "\(revision) (\(commit.prefix(10)))"
        } else {
            let found = try repository.defaultBase()
            commit = found.commit
            label = "\(commit.prefix(10)) (\(found.label))"
        }

        var headOptions = options
        headOptions.reuseResults = false
        var headLinter = linter
        if options.useCache, headLinter.cache == nil { headLinter.cache = headLinter.makeCache(options, root: root) }
        let headResult = try headLinter.check(headOptions)
        let head = DiffSide(headResult)

        let key = headLinter.resultCacheKey(headOptions, root: headResult.root, configuration: headResult.configuration)
            + "\ndiff-base=\(commit)\nmanifest-json=\(options.manifestJSON ?? "-")"
        if let cache = headLinter.cache, let text = cache.revisions.lookup(key: key), let side = DiffSide.decode(text) {
            return ArchitectureDiff(base: side, head: head, baseLabel: label, baseSource: "revision cache")
        }

        let changes = try repository.changedPaths(since: commit)
        let base: DiffSide
        let source: String
        if let overlay = try overlay(for: changes, repository: repository, commit: commit) {
            var baseLinter = headLinter
            baseLinter.sourceOverlay = overlay
            base = DiffSide(try baseLinter.check(headOptions))
            source = "working tree, \(overlay.files.count) changed file\(overlay.files.count == 1 ? "" : "s") read at the base"
        } else {
            base = try checkInWorktree(commit: commit, repository: repository, root: headResult.root,
                                       configuration: headResult.configuration.file)
            source = "temporary worktree"
        }
        headLinter.cache?.revisions.store(key: key, payload: base.encoded())
        return ArchitectureDiff(base: base, head: head, baseLabel: label, baseSource: source)
    }

    /// The changed Swift files as they were at `commit`, when the change touches nothing else
    /// that shapes the graph; nil when a checkout of the base is needed.
    func overlay(for changes: [ChangedPath], repository: GitRepository, commit: String) throws(ToolError) -> SourceOverlay? {
        var files: [String: [UInt8]] = [:]
        for change in changes {
            let components = change.path.split(separator: "/").map(String.init)
            let name = components.last ?? change.path
            let ext = (name as NSString).pathExtension.lowercased()
            // Nothing below a hidden or skipped folder is read (build output, the cache itself).
            if components.dropLast().contains(where: { $0.hasPrefix(".") || WorkspaceTree.isSkippedFolder($0) }) { continue }
            if Self.inertExtensions.contains(ext) || Self.inertNames.contains(name) { continue }
            guard ext == "swift", change.status == "M" || change.status == "A",
                  name != "Package.swift", !name.hasPrefix("Package@swift-") else { return nil }
            let path = (repository.topLevel as NSString).appendingPathComponent(change.path)
            if change.status == "A" {
                files[path] = []
            } else {
                // Past the size limit, the checkout reads it as every source is read (and says so).
                guard let data = try repository.contents(of: change.path, at: commit),
                      data.count <= InputLimits.sourceFileBytes else { return nil }
                files[path] = [UInt8](data)
            }
        }
        return SourceOverlay(files: files)
    }

    /// The base side from a clean checkout of `commit`, judged by the working tree's rules.
    func checkInWorktree(commit: String, repository: GitRepository, root: String, configuration: String?) throws(ToolError) -> DiffSide {
        let worktree = try repository.addWorktree(at: commit)
        defer { repository.removeWorktree(worktree) }
        let relativeRoot = PathUtilities.relative(PathUtilities.resolvingSymlinks(root), to: repository.topLevel)
        let baseRoot = relativeRoot == "." ? worktree : (worktree as NSString).appendingPathComponent(relativeRoot)
        guard FileManager.default.fileExists(atPath: baseRoot) else {
            throw ToolError(.missingInput, "'\(relativeRoot)' does not exist at the base revision \(commit.prefix(10)); compare with a revision that has the package")
        }
        var baseOptions = options
        baseOptions.packagePath = baseRoot
        // A checkout lives a moment: nothing of it is worth caching.
        baseOptions.useCache = false
        baseOptions.reuseResults = false
        baseOptions.configPath = configuration
        // The working tree's rules judge the base; its baseline (outside the worktree) is not read.
        baseOptions.readsBaseline = false
        if let dump = options.manifestJSON, dump != "-" {
            // A dump inside the repository is read as it was at the base.
            let absolute = PathUtilities.resolvingSymlinks(PathUtilities.standardize(dump, relativeTo: linter.workingDirectory))
            let inside = PathUtilities.relative(absolute, to: repository.topLevel)
            if !inside.hasPrefix("../") { baseOptions.manifestJSON = (worktree as NSString).appendingPathComponent(inside) }
        }
        var baseLinter = linter
        baseLinter.cache = nil
        return DiffSide(try baseLinter.check(baseOptions))
    }
}
