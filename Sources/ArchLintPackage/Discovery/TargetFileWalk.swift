import Foundation
import ArchLintSupport

extension SourceDiscovery {
    /// Walks one target folder and keeps the files SwiftPM would compile.
    ///
    /// Two steps, as in SwiftPM: collect the folder's contents (skipping hidden entries,
    /// excluded paths, Xcode project and playground folders, broken symlinks, and treating
    /// bundle-like folders as single entries), then classify each entry by `resources:`,
    /// `sources:` and its extension. Symlinked files and folders are followed and reported under
    /// the link's path.
    struct TargetFileWalk {
        let target: PackageManifest.Target
        let directory: String
        let packageRoot: String
        let toolsVersion: ToolsVersion
        /// Told every folder listed and every declared path looked up.
        let recorder: InputRecorder?

        private(set) var files: [String] = []
        private(set) var warnings: [DiscoveryWarning] = []

        private let excluded: Set<String>
        private let declaredSources: [String]?
        private let declaredResources: [String]
        private let copiedFolders: Set<String>

        init(
            target: PackageManifest.Target, directory: String, packageRoot: String, toolsVersion: ToolsVersion,
            recorder: InputRecorder? = nil
        ) {
            self.recorder = recorder
            self.target = target
            self.directory = directory
            self.packageRoot = packageRoot
            self.toolsVersion = toolsVersion
            excluded = Set(target.exclude.map { DiscoveryPath.resolve($0, against: directory) })
            declaredSources = target.sources.map { entries in
                var seen = Set<String>()
                return entries.map { DiscoveryPath.resolve($0, against: directory) }.filter { seen.insert($0).inserted }
            }
            declaredResources = target.resources.map { DiscoveryPath.resolve($0.path, against: directory) }
            copiedFolders = Set(
                target.resources.filter { $0.rule == "copy" }
                    .map { DiscoveryPath.resolve($0.path, against: directory) })
        }

        mutating func run() {
            checkDeclaredPaths()
            let realDirectory = PathUtilities.resolvingSymlinks(directory)
            visit(directory, realPath: realDirectory, enclosingRealPaths: [])
        }

        /// The package root with links resolved: what a link leads to must lie inside it.
        private lazy var realPackageRoot = PathUtilities.resolvingSymlinks(packageRoot)

        /// SwiftPM warns about `exclude:`, `sources:` and `resources:` entries that name nothing
        /// or point outside the package; so does discovery.
        private mutating func checkDeclaredPaths() {
            let lists: [(label: String, entries: [String])] = [
                ("exclude", target.exclude), ("sources", target.sources ?? []),
                ("resources", target.resources.map(\.path)),
            ]
            for (label, entries) in lists {
                for entry in entries {
                    let path = DiscoveryPath.resolve(entry, against: directory)
                    recorder?.record(path)
                    if !DiscoveryPath.isDescendantOrEqual(path, of: packageRoot) {
                        warnings.append(
                            DiscoveryWarning(
                                path: path,
                                message:
                                    TargetFileWalkMessages.entryOutsidePackage(label, entry, target: target.name)
                            ))
                    } else if !FileManager.default.fileExists(atPath: path) {
                        warnings.append(
                            DiscoveryWarning(
                                path: path,
                                message:
                                    TargetFileWalkMessages.entryNamesNothing(label, entry, target: target.name)
                            ))
                    }
                }
            }
        }

        /// - Parameters:
        ///   - realPath: `path` with symlinks resolved, to notice a symlink looping back.
        ///   - enclosingRealPaths: real paths of the folders being walked above `path`.
        ///   - listedType: the type the folder listing gave (nil for the target folder itself);
        ///     plain files and folders need no further look, links and unknown types a `stat`.
        private mutating func visit(
            _ path: String, realPath: String, enclosingRealPaths: Set<String>,
            listedType: DirectoryListing.EntryType? = nil
        ) {
            let name = DiscoveryPath.basename(of: path)
            if name.hasPrefix(".") { return }
            let ext = DiscoveryPath.fileExtension(of: path)
            if FileRules.isIgnoredFolderExtension(ext, toolsVersion: toolsVersion) { return }
            if DiscoveryPath.parent(of: path) == packageRoot && isManifestFile(name, extension: ext) { return }
            if excluded.contains(path) { return }

            var isDirectory: ObjCBool = false
            switch listedType {
            case .regularFile?: isDirectory = false
            case .directory?: isDirectory = true
            default:
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    // Listed by its folder yet unreachable: a symlink to nothing.
                    warnings.append(
                        DiscoveryWarning(
                            path: path,
                            message:
                                TargetFileWalkMessages.brokenLink(target: target.name)
                        ))
                    return
                }
            }
            guard isDirectory.boolValue else {
                consider(path, extension: ext)
                return
            }
            if FileRules.isOpaqueFolder(extension: ext, toolsVersion: toolsVersion), !isDeclaredSource(path) {
                consider(path, extension: ext)
                return
            }
            if copiedFolders.contains(path) {
                consider(path, extension: ext)
                return
            }
            if DiscoveryPath.fileExtension(of: DiscoveryPath.parent(of: path)) == "lproj" {
                warnings.append(
                    DiscoveryWarning(
                        path: path,
                        message:
                            TargetFileWalkMessages.subfolderInLocalization(
                                DiscoveryPath.basename(of: DiscoveryPath.parent(of: path)), target: target.name)
                    ))
                return
            }
            if enclosingRealPaths.contains(realPath) {
                warnings.append(
                    DiscoveryWarning(
                        path: path,
                        message:
                            TargetFileWalkMessages.linkCycle(target: target.name)
                    ))
                return
            }

            let enclosing = enclosingRealPaths.union([realPath])
            recorder?.record(path)
            let entries: [DirectoryListing.Entry]
            switch DirectoryListing.list(path) {
            case .success(let listed): entries = listed
            case .failure(let failure):
                // Never silently: a forbidden import in there would vanish from the result.
                warnings.append(
                    DiscoveryWarning(
                        path: path,
                        message:
                            TargetFileWalkMessages.unlistable(target: target.name, failure: failure),
                        isUnreadable: true))
                return
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let child = DiscoveryPath.join(path, entry.name)
                let childReal: String
                let isLink: Bool
                switch entry.type {
                case .regularFile, .directory: isLink = false
                case .symbolicLink, .other:
                    isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) != nil
                }
                if isLink {
                    // Resolved by the kernel, relative to the link's own folder.
                    guard let real = PathUtilities.realPath(child) else {
                        childReal = child  // broken: `visit` reports it
                        visit(child, realPath: childReal, enclosingRealPaths: enclosing, listedType: entry.type)
                        continue
                    }
                    guard PathUtilities.isInside(real, realPackageRoot) else {
                        warnings.append(
                            DiscoveryWarning(
                                path: child,
                                message:
                                    TargetFileWalkMessages.linkOutside(target: target.name, to: real)
                            ))
                        continue
                    }
                    childReal = real
                } else {
                    childReal = DiscoveryPath.join(realPath, entry.name)
                }
                visit(child, realPath: childReal, enclosingRealPaths: enclosing, listedType: entry.type)
            }
        }

        /// `Package.swift`, `Package@swift-X.swift` and `Package.resolved` at the package root are
        /// never sources, even for a target at `path: "."`.
        private func isManifestFile(_ name: Substring, extension ext: Substring?) -> Bool {
            name == "Package.swift" || name == "Package.resolved" || (name.hasPrefix("Package@") && ext == "swift")
        }

        private func isDeclaredSource(_ path: String) -> Bool {
            path == directory || declaredSources?.contains(path) == true
        }

        /// Keeps `path` when SwiftPM's rules compile it: a `sources:` entry wins, then a
        /// `resources:` entry excludes it, then (only when `sources:` is absent) its extension decides.
        private mutating func consider(_ path: String, extension ext: Substring?) {
            let isDeclaredSource =
                declaredSources?.contains { DiscoveryPath.isDescendantOrEqual(path, of: $0) } ?? false
            let compiled: Bool
            if isDeclaredSource {
                compiled = FileRules.isCompiledAsDeclaredSource(ext, toolsVersion: toolsVersion)
            } else if declaredSources != nil
                || declaredResources.contains(where: { DiscoveryPath.isDescendantOrEqual(path, of: $0) })
            {
                compiled = false
            } else {
                compiled = FileRules.isCompiledByExtension(ext, toolsVersion: toolsVersion)
            }
            if compiled { files.append(path) }
        }
    }
}

/// What the walk of a target's files tells the user, each text named after what it says.
enum TargetFileWalkMessages {
    /// `label` is `sources`, `resources` or `exclude`.
    static func entryOutsidePackage(_ label: String, _ entry: String, target: String) -> String {
        "`\(label):` entry '\(entry)' of target '\(target)' is outside the package; SwiftPM ignores it, so remove it "
            + "or point it inside the package"
    }

    static func entryNamesNothing(_ label: String, _ entry: String, target: String) -> String {
        "`\(label):` entry '\(entry)' of target '\(target)' names nothing on disk; fix the path (it is relative to "
            + "the target folder) or remove the entry"
    }

    static func brokenLink(target: String) -> String {
        "broken symbolic link in target '\(target)', ignored as SwiftPM ignores it; fix the link or delete it"
    }

    static func subfolderInLocalization(_ folder: Substring, target: String) -> String {
        "localization folder '\(folder)' of target '\(target)' contains a sub-folder, which SwiftPM forbids; move its "
            + "files up into the localization folder"
    }

    static func linkCycle(target: String) -> String {
        "symbolic link in target '\(target)' leads back into a folder that contains it; not followed, remove the link "
            + "or exclude it"
    }

    static func unlistable(target: String, failure: ReadFailure) -> String {
        "cannot list this folder of target '\(target)' (\(failure)); the files in it are not checked"
    }

    static func linkOutside(target: String, to real: String) -> String {
        "symbolic link in target '\(target)' leads outside the package (to '\(real)'); not followed"
    }
}
