import Foundation
import ArchLintSupport

extension SourceDiscovery {
    /// Decides which folder holds a target, as SwiftPM's package builder does.
    struct TargetDirectoryLocator {
        enum Outcome {
            /// The folder, and possibly a warning that it was found in a way to fix.
            case found(String, warning: DiscoveryWarning?)
            case missing(DiscoveryWarning)
        }

        let manifest: PackageManifest
        let packageRoot: String
        let toolsVersion: ToolsVersion
        /// Each predefined folder's entries, listed once for all targets (a package of a thousand
        /// targets would otherwise list its `Sources` a thousand times).
        private let listings = FolderListings()

        /// The package root with its links resolved: a target folder whose real path leaves it is
        /// not read.
        let realPackageRoot: String
        /// How many targets share each predefined folder kind (see `targetsSharingFolder`),
        /// counted once: per target it made a package of 20,000 targets quadratic.
        private let sharingCounts: (tests: Int, plugins: Int, others: Int)

        init(manifest: PackageManifest, packageRoot: String, toolsVersion: ToolsVersion) {
            self.manifest = manifest
            self.packageRoot = packageRoot
            self.toolsVersion = toolsVersion
            realPackageRoot = PathUtilities.realPath(packageRoot) ?? packageRoot
            var counts = (tests: 0, plugins: 0, others: 0)
            for target in manifest.targets {
                switch target.kind {
                case .test: counts.tests += 1
                case .plugin: counts.plugins += 1
                default: counts.others += 1
                }
            }
            sharingCounts = counts
        }

        final class FolderListings {
            private var entries: [String: (names: [String], set: Set<String>)] = [:]
            /// Folders that could not be listed, with why.
            private(set) var failures: [String: ReadFailure] = [:]
            func entries(of folder: String) -> (names: [String], set: Set<String>) {
                if let known = entries[folder] { return known }
                var names: [String] = []
                switch DirectoryListing.list(folder) {
                case .success(let listed): names = listed.map(\.name)
                case .failure(let failure):
                    if failure.code != ENOENT && failure.code != ENOTDIR { failures[folder] = failure }
                }
                let listed = (names, Set(names))
                entries[folder] = listed
                return listed
            }
        }

        /// A predefined folder that exists but could not be listed, with why.
        func unreadableFolder(_ folder: String) -> ReadFailure? { listings.failures[folder] }

        func directory(of target: PackageManifest.Target) -> Outcome {
            let outcome: Outcome
            if let customPath = target.path {
                outcome = customDirectory(customPath, of: target)
            } else {
                // A name is one folder name: `../../../outside` or `a/b` would lead elsewhere.
                guard Self.isFolderName(target.name) else {
                    return .missing(
                        DiscoveryWarning(
                            path: DiscoveryPath.join(packageRoot, "Package.swift"),
                            message:
                                TargetFolderMessages.notAFolderName(
                                    target.name, outside: Self.predefinedFolders(for: target.kind)[0])
                        ))
                }
                outcome = conventionalDirectory(of: target)
            }
            // The folder, links resolved, must lie in the package: a link to `/` or to a sibling
            // package is not followed.
            if case .found(let directory, _) = outcome, let real = PathUtilities.realPath(directory),
                !PathUtilities.isInside(real, realPackageRoot)
            {
                return .missing(
                    DiscoveryWarning(
                        path: directory,
                        message:
                            TargetFolderMessages.folderLinksOutside(target.name, to: real)
                    ))
            }
            return outcome
        }

        /// True when `name` names one entry of a folder.
        static func isFolderName(_ name: String) -> Bool {
            !name.isEmpty && name != "." && name != ".." && !name.contains("/")
                && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }

        /// `path:` is relative to the package root, must stay inside it and must be a folder.
        private func customDirectory(_ customPath: String, of target: PackageManifest.Target) -> Outcome {
            if customPath.isEmpty || customPath == "." {
                return .found(packageRoot, warning: nil)
            }
            if customPath.hasPrefix("/") {
                return .missing(
                    DiscoveryWarning(
                        path: DiscoveryPath.normalize(customPath),
                        message:
                            TargetFolderMessages.absolutePath(customPath, target: target.name)
                    ))
            }
            let directory = DiscoveryPath.resolve(customPath, against: packageRoot)
            guard DiscoveryPath.isDescendantOrEqual(directory, of: packageRoot) else {
                return .missing(
                    DiscoveryWarning(
                        path: directory,
                        message:
                            TargetFolderMessages.pathOutside(customPath, target: target.name)
                    ))
            }
            guard isDirectory(directory) else {
                return .missing(
                    DiscoveryWarning(
                        path: directory,
                        message:
                            TargetFolderMessages.pathMissing(customPath, target: target.name)
                    ))
            }
            return .found(directory, warning: nil)
        }

        /// `<first existing predefined folder>/<TargetName>`, or the predefined folder itself for a
        /// package's only target of its kind (tools-version 5.9+).
        private func conventionalDirectory(of target: PackageManifest.Target) -> Outcome {
            let candidates = Self.predefinedFolders(for: target.kind)
            // SwiftPM searches only the first predefined folder that exists, not every one.
            let folderName = candidates.first { isDirectory(DiscoveryPath.join(packageRoot, $0)) } ?? candidates[0]
            let folder = DiscoveryPath.join(packageRoot, folderName)
            let directory = DiscoveryPath.join(folder, target.name)
            let (entries, entrySet) = listings.entries(of: folder)
            if entrySet.contains(target.name) {
                return .found(directory, warning: nil)
            }
            if toolsVersion >= ToolsVersion(major: 5, minor: 9), targetsSharingFolder(with: target.kind) == 1,
                isDirectory(folder)
            {
                // A test target falls back to `Sources` when the package has no `Tests`: taking
                // all of it would take the files of the targets living there. SwiftPM refuses
                // such a package as a root (overlapping sources), and never builds the test
                // target when the package is a dependency (tests are not built for one), so the
                // test target compiles nothing, never its neighbours' files.
                guard target.kind == .test, FileRules.sourceFolders.contains(folderName), otherTargetsLive(in: folder)
                else {
                    return .found(folder, warning: nil)
                }
                return .missing(
                    DiscoveryWarning(
                        path: directory,
                        message:
                            TargetFolderMessages.onlyTestTargetWithoutFolder(target.name, folder: folderName)
                    ))
            }
            if isDirectory(directory) {
                // Only a case-insensitive file system gets here: the folder's case differs.
                let actual = entries.first { $0.lowercased() == target.name.lowercased() } ?? target.name
                return .found(
                    directory,
                    warning: DiscoveryWarning(
                        path: DiscoveryPath.join(folder, actual),
                        message:
                            TargetFolderMessages.folderCase(target.name, spelled: actual)
                    ))
            }
            var message =
                TargetFolderMessages.noFolder(target.name, folder: folderName)
            if let shadowed = candidates.first(where: {
                $0 != folderName && isDirectory(DiscoveryPath.join(DiscoveryPath.join(packageRoot, $0), target.name))
            }) {
                message +=
                    TargetFolderMessages.shadowed(shadowed, target: target.name, folder: folderName)
            }
            return .missing(DiscoveryWarning(path: directory, message: message))
        }

        /// Whether a target that is not a test or plugin target has its folder in `folder`: by
        /// convention (no `path:`) or by a `path:` inside it.
        private func otherTargetsLive(in folder: String) -> Bool {
            manifest.targets.contains { other in
                guard other.kind != .test, other.kind != .plugin, other.kind != .binary else { return false }
                guard let path = other.path else { return true }
                let resolved = DiscoveryPath.resolve(path, against: packageRoot)
                return resolved != packageRoot && DiscoveryPath.isDescendantOrEqual(resolved, of: folder)
            }
        }

        static func predefinedFolders(for kind: PackageManifest.Target.Kind) -> [String] {
            switch kind {
            case .test: FileRules.testFolders
            case .plugin: FileRules.pluginFolders
            default: FileRules.sourceFolders
            }
        }

        /// How many targets of the manifest share the predefined folder of `kind` (counting
        /// targets with a custom `path:` too, as SwiftPM does).
        private func targetsSharingFolder(with kind: PackageManifest.Target.Kind) -> Int {
            switch kind {
            case .test: sharingCounts.tests
            case .plugin: sharingCounts.plugins
            default: sharingCounts.others
            }
        }

        private func isDirectory(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}

/// What finding a target's folder tells the user, each text named after what it says.
enum TargetFolderMessages {
    /// `folder` is the predefined folder the sources would be outside of (`Sources`, `Tests`...).
    static func notAFolderName(_ target: String, outside folder: String) -> String {
        "target name '\(target)' is not a folder name (it holds '/', is '.' or '..', or a control character); its "
            + "sources are not read, as they would lie outside '\(folder)'; rename the target"
    }

    static func folderLinksOutside(_ target: String, to real: String) -> String {
        "the folder of target '\(target)' is a symbolic link leading outside the package (to '\(real)'); not "
            + "followed, so its sources are not read; move them into the package"
    }

    static func absolutePath(_ path: String, target: String) -> String {
        "target '\(target)' sets an absolute `path: \"\(path)\"`, which SwiftPM rejects; make the path relative to "
            + "the package root"
    }

    static func pathOutside(_ path: String, target: String) -> String {
        "target '\(target)' sets `path: \"\(path)\"`, which is outside the package root and rejected by SwiftPM; "
            + "move the sources into the package"
    }

    static func pathMissing(_ path: String, target: String) -> String {
        "target '\(target)' sets `path: \"\(path)\"`, but there is no folder there; create the folder or fix "
            + "`path:` in Package.swift"
    }

    static func onlyTestTargetWithoutFolder(_ target: String, folder: String) -> String {
        "no source folder for test target '\(target)': expected 'Tests/\(target)'; as the package's only test "
            + "target it would take all of '\(folder)', whose files belong to the package's other targets (SwiftPM "
            + "refuses that as overlapping sources, and never builds it for a package used as a dependency), so it "
            + "has no sources here; create 'Tests/\(target)' or remove the target from Package.swift"
    }

    static func folderCase(_ target: String, spelled actual: String) -> String {
        "the folder of target '\(target)' is spelled '\(actual)'; rename it to '\(target)' so the package builds on "
            + "case-sensitive file systems"
    }

    static func noFolder(_ target: String, folder: String) -> String {
        "no source folder for target '\(target)': expected '\(folder)/\(target)'; create the folder or set `path:` "
            + "on the target in Package.swift"
    }

    /// Appended to `noFolder` when the target's folder exists under a predefined folder SwiftPM does not search.
    static func shadowed(_ shadowed: String, target: String, folder: String) -> String {
        " ('\(shadowed)/\(target)' exists, but SwiftPM only searches '\(folder)' because that folder exists)"
    }
}
