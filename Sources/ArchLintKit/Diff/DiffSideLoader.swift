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
    static let inertExtensions: Set<String> = [
        "md", "markdown", "txt", "png", "jpg", "jpeg", "gif", "svg", "pdf",
        "strings", "stringsdict", "xcstrings", "html", "css", "yml", "yaml",
    ]

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
        func finished(_ diff: ArchitectureDiff) -> ArchitectureDiff {
            var diff = diff
            diff.headNotices = headResult.notices
            diff.headIsPartial = headResult.isPartial
            return diff
        }

        let key =
            headLinter.resultCacheKey(headOptions, root: headResult.root, configuration: headResult.configuration)
            + "\ndiff-base=\(commit)\nmanifest-json=\(options.manifestJSON ?? "-")"
        if let cache = headLinter.cache, let text = cache.revisions.lookup(key: key), let side = DiffSide.decode(text) {
            return finished(ArchitectureDiff(base: side, head: head, baseLabel: label, baseSource: "revision cache"))
        }

        let changes = try repository.changedPaths(since: commit)
        let base: DiffSide
        let source: String
        if let overlay = try overlay(for: changes, repository: repository, commit: commit) {
            var baseLinter = headLinter
            baseLinter.sourceOverlay = overlay
            let result = try baseLinter.check(headOptions)
            // The same files as the working tree's but the changed ones (held in memory): what
            // could not be read is the working tree's, and said as such.
            if result.isPartial && !headResult.isPartial {
                throw Self.unreadableBase(label, result.notices)
            }
            base = DiffSide(result)
            let count = overlay.files.count
            source = "working tree, \(count) changed file\(count == 1 ? "" : "s") read at the base"
        } else {
            base = try checkInWorktree(commit: commit, label: label, repository: repository, head: headResult)
            source = "temporary worktree"
        }
        // Only a base read in full is remembered.
        if !headResult.isPartial { headLinter.cache?.revisions.store(key: key, payload: base.encoded()) }
        return finished(ArchitectureDiff(base: base, head: head, baseLabel: label, baseSource: source))
    }

    /// The error for a base side that could not be read in full: a diff against it would show
    /// what is missing there as added.
    static func unreadableBase(_ label: String, _ notices: [Notice]) -> ToolError {
        let errors = notices.filter { $0.text.contains(": error: ") || $0.text.hasPrefix("error: ") }
        var lines = [
            DiffMessages.baseUnreadable(label: label)
        ]
        lines += (errors.isEmpty ? notices : errors).prefix(20).flatMap {
            $0.text.split(separator: "\n").map { "  " + $0 }
        }
        lines.append(
            DiffMessages.makeBaseReadable
        )
        return ToolError(.partial, lines: lines)
    }

    /// The changed Swift files as they were at `commit`, when the change touches nothing else
    /// that shapes the graph; nil when a checkout of the base is needed.
    func overlay(for changes: [ChangedPath], repository: GitRepository, commit: String) throws(ToolError)
        -> SourceOverlay?
    {
        var files: [String: [UInt8]] = [:]
        for change in changes {
            let components = change.path.split(separator: "/").map(String.init)
            let name = components.last ?? change.path
            let ext = (name as NSString).pathExtension.lowercased()
            // Nothing below a hidden or skipped folder is read (build output, the cache itself).
            if components.dropLast().contains(where: { $0.hasPrefix(".") || SourceTree.isSkippedFolder($0) }) {
                continue
            }
            if Self.inertExtensions.contains(ext) || Self.inertNames.contains(name) { continue }
            guard ext == "swift", change.status == "M" || change.status == "A",
                name != "Package.swift", !name.hasPrefix("Package@swift-")
            else { return nil }
            let path = (repository.topLevel as NSString).appendingPathComponent(change.path)
            if change.status == "A" {
                files[path] = []
            } else {
                // Past the size limit, the checkout reads it as every source is read (and says so).
                guard let data = try repository.contents(of: change.path, at: commit),
                    data.count <= InputLimits.sourceFileBytes
                else { return nil }
                files[path] = [UInt8](data)
            }
        }
        return SourceOverlay(files: files)
    }

    /// The base side from a clean checkout of `commit`, judged by the working tree's rules.
    func checkInWorktree(commit: String, label: String, repository: GitRepository, head: CheckResult) throws(ToolError)
        -> DiffSide
    {
        let root = head.root
        let worktree = try repository.addWorktree(at: commit)
        defer { repository.removeWorktree(worktree) }
        let relativeRoot = PathUtilities.relative(PathUtilities.resolvingSymlinks(root), to: repository.topLevel)
        let baseRoot = relativeRoot == "." ? worktree : (worktree as NSString).appendingPathComponent(relativeRoot)
        guard FileManager.default.fileExists(atPath: baseRoot) else {
            throw ToolError(
                .missingInput,
                DiffMessages.rootMissingAtBase(relativeRoot, commit: String(commit.prefix(10)))
            )
        }
        // `git worktree add` checks out no submodule: a module the working tree reads from one
        // would be missing at the base, and show as added.
        let missing = try repository.submodules(at: commit).filter { submodule in
            let path = (repository.topLevel as NSString).appendingPathComponent(submodule)
            return head.graph.modules.values.contains { module in
                [module.directory, module.manifestPath].compactMap { $0 }.contains {
                    PathUtilities.isInside(PathUtilities.resolvingSymlinks($0), path)
                }
            }
        }
        if !missing.isEmpty {
            throw ToolError(
                .partial,
                DiffMessages.submodulesAtBase(label: label, submodules: missing)
            )
        }
        var baseOptions = options
        baseOptions.packagePath = baseRoot
        // A checkout lives a moment: nothing of it is worth caching.
        baseOptions.useCache = false
        baseOptions.reuseResults = false
        baseOptions.configPath = head.configuration.file
        // The working tree's rules judge the base; its baseline (outside the worktree) is not read.
        baseOptions.readsBaseline = false
        baseOptions.holdsRulesToWorkspace = false
        if let dump = options.manifestJSON, dump != "-" {
            // A dump inside the repository is read as it was at the base.
            let absolute = PathUtilities.resolvingSymlinks(
                PathUtilities.standardize(dump, relativeTo: linter.workingDirectory))
            let inside = PathUtilities.relative(absolute, to: repository.topLevel)
            if !inside.hasPrefix("../") {
                baseOptions.manifestJSON = (worktree as NSString).appendingPathComponent(inside)
            }
        }
        var baseLinter = linter
        baseLinter.cache = nil
        let result = try baseLinter.check(baseOptions)
        if result.isPartial {
            // Paths of the temporary checkout (about to be removed), shown relative to it.
            let displayed = baseLinter.displayPath(worktree) + "/"
            let notices = result.notices.map {
                Notice(
                    $0.text.replacingOccurrences(of: displayed, with: "").replacingOccurrences(
                        of: worktree + "/", with: ""))
            }
            throw Self.unreadableBase(label, notices)
        }
        return DiffSide(result)
    }
}

/// What `diff` says when it cannot read or find the base side, each text named after what it says. `label`
/// names the base (a revision and how it was chosen).
enum DiffMessages {
    static func baseUnreadable(label: String) -> String {
        "the base side (\(label)) could not be read in full, so no diff is made: what is missing there would show as "
            + "added:"
    }

    static let makeBaseReadable =
        "make the base readable (with --manifests static, a manifest outside the subset is not read), or compare "
        + "with another revision"

    /// `commit` is the base commit's abbreviated hash.
    static func rootMissingAtBase(_ relativeRoot: String, commit: String) -> String {
        "'\(relativeRoot)' does not exist at the base revision \(commit); compare with a revision that has the package"
    }

    /// Modules of the working tree come from `submodules`, which the base checkout lacks.
    static func submodulesAtBase(label: String, submodules: [String]) -> String {
        "the base side (\(label)) could not be read in full, so no diff is made: modules of the working tree come "
            + "from the submodule\(submodules.count == 1 ? "" : "s") \(submodules.joined(separator: ", ")), which the "
            + "temporary checkout of the base does not have (git worktree add checks out no submodule), so they would "
            + "show as added; compare a revision where the change touches only Swift sources (the base is then read "
            + "from the working tree), or check the submodules' packages on their own"
    }
}
