import Dispatch
import Foundation
import ArchLintSupport
import ArchLintSyntax

/// Every package of a workspace, dumped: the root's own package, every `Package.swift` below it,
/// and every local package reached through `.package(path:)`.
package struct PackageSet: Sendable {
    /// Packages that loaded, sorted by root path.
    package var packages: [LoadedManifest]
    /// Manifests that failed to load, with SwiftPM's words; the rest is still checked.
    package var failures: [(manifestPath: String, error: ManifestLoadingError)]
    /// `.package(path:)` entries pointing at nothing: (manifest, path).
    package var danglingPaths: [(manifestPath: String, path: String)]
    /// Folders the search for packages could not list, with why: packages in them, if any, are
    /// not checked (the result is partial).
    package var unreadableFolders: [(path: String, reason: ReadFailure)] = []
    /// Package folders something names: a project's local package reference or another
    /// package's `.package(path:)`. The others were found only by walking the root.
    package var referenced: Set<String> = []
}

/// Finds and dumps the packages of a workspace, in parallel.
package struct PackageSetLoader: Sendable {
    package var loader: ManifestLoader
    /// Called with (done, total) as dumps finish; for a progress line on a terminal.
    package var progress: (@Sendable (Int, Int) -> Void)?

    package init(loader: ManifestLoader, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.loader = loader
        self.progress = progress
    }

    /// Directories below `root` (and `root` itself) that hold a `Package.swift`, sorted.
    /// Hidden folders, skipped ones (`SourceTree.isSkippedFolder`) and `excluded` paths (globs
    /// relative to `root`) are not entered. A package's own sub-folders are searched too (nested
    /// local packages are common).
    package static func findPackages(
        below root: String, excluded: [String] = [], recorder: InputRecorder? = nil,
        unreadable: ((String, ReadFailure) -> Void)? = nil
    ) -> [String] {
        var found: [String] = []
        // Symbolic links to folders are not followed: they loop, or duplicate packages.
        SourceTree.walk(
            root: root, excluded: excluded, followDirectoryLinks: false, recorder: recorder,
            unreadable: unreadable
        ) { relative, isDirectory in
            guard isDirectory else { return }
            let directory = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                found.append(directory)
            }
        }
        return found.sorted()
    }

    /// Dumps every package found below `root`, then follows `.package(path:)` dependencies
    /// (also outside `root`) until no new local package appears.
    /// `recorder` is told every folder searched and every `Package.swift` looked for.
    ///
    /// - Parameters:
    ///   - packageDirectories: the packages below `root` when already found (by a
    ///     `RootSurvey`, which reports the folders it could not list); nil searches for
    ///     them, and the folders that search could not list are in `unreadableFolders`.
    ///   - references: local packages other files name (an Xcode project's local package
    ///     references), each with the file that names it: loaded and followed like a
    ///     `.package(path:)`, also outside `root`.
    package func load(
        root: String, excluded: [String] = [], recorder: InputRecorder? = nil,
        packageDirectories: [String]? = nil,
        references: [(referrer: String, path: String)] = []
    ) -> PackageSet {
        var unreadableFolders: [(path: String, reason: ReadFailure)] = []
        var pending =
            packageDirectories
            ?? Self.findPackages(below: root, excluded: excluded, recorder: recorder) {
                unreadableFolders.append(($0, $1))
            }
        var seen = Set(pending)
        var packages: [LoadedManifest] = []
        var failures: [(manifestPath: String, error: ManifestLoadingError)] = []
        var dangling: [(manifestPath: String, path: String)] = []
        var referenced = Set<String>()
        for reference in references {
            let directory = PathUtilities.standardize(reference.path, relativeTo: root)
            referenced.insert(directory)
            guard !Self.isExcluded(directory, root: root, excluded: excluded), !seen.contains(directory) else {
                continue
            }
            recorder?.record(directory)
            recorder?.record((directory as NSString).appendingPathComponent("Package.swift"))
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                seen.insert(directory)
                pending.append(directory)
            } else if !dangling.contains(where: { $0 == (reference.referrer, directory) }) {
                dangling.append((reference.referrer, directory))
            }
        }
        pending.sort()
        var done = 0
        var total = pending.count
        while !pending.isEmpty {
            let batch = pending
            pending = []
            let results = ResultSlots<Result<LoadedManifest, ManifestLoadingError>>(count: batch.count)
            let next = WorkCounter()
            let workers = min(batch.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
            let counter = WorkCounter()
            let progress = self.progress
            let base = done
            let totalSoFar = total
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let index = next.take()
                    if index >= batch.count { break }
                    do throws(ManifestLoadingError) {
                        results[index] = .success(
                            try loader.load(.package(directory: batch[index]), packageRoot: batch[index]))
                    } catch {
                        results[index] = .failure(error)
                    }
                    progress?(base + counter.take() + 1, totalSoFar)
                }
            }
            done += batch.count
            for (index, result) in results.values().enumerated() {
                switch result {
                case .success(let loaded):
                    packages.append(loaded)
                    let manifestPath = loaded.manifestPath
                    for dependency in loaded.manifest.dependencies {
                        guard case .fileSystem(let path) = dependency.location else { continue }
                        let standardized = PathUtilities.standardize(path, relativeTo: loaded.packageRoot)
                        referenced.insert(standardized)
                        if Self.isExcluded(standardized, root: root, excluded: excluded) { continue }
                        recorder?.record(standardized)
                        recorder?.record((standardized as NSString).appendingPathComponent("Package.swift"))
                        if FileManager.default.fileExists(
                            atPath: (standardized as NSString).appendingPathComponent("Package.swift"))
                        {
                            if seen.insert(standardized).inserted {
                                pending.append(standardized)
                                total += 1
                            }
                        } else {
                            dangling.append((manifestPath, standardized))
                        }
                    }
                case .failure(let error):
                    failures.append(((batch[index] as NSString).appendingPathComponent("Package.swift"), error))
                }
            }
            pending.sort()
        }
        packages.sort { $0.packageRoot < $1.packageRoot }
        failures.sort { $0.manifestPath < $1.manifestPath }
        dangling.sort { ($0.manifestPath, $0.path) < ($1.manifestPath, $1.path) }
        return PackageSet(
            packages: packages, failures: failures, danglingPaths: dangling,
            unreadableFolders: unreadableFolders.sorted { $0.path < $1.path }, referenced: referenced)
    }

    /// An excluded package (vendored code) stays an outside module.
    static func isExcluded(_ directory: String, root: String, excluded: [String]) -> Bool {
        let relative = PathUtilities.relative(directory, to: root)
        return !relative.hasPrefix("/") && !relative.hasPrefix("..")
            && excluded.contains { Glob.matchesPath($0, relative) }
    }
}
