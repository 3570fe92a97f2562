import Foundation
import ArchLintSupport

/// Finds, for every target of a manifest, the files SwiftPM would compile, by SwiftPM's rules.
///
/// Where SwiftPM would stop with an error (a missing target folder, a `path:` outside the
/// package), discovery records a `DiscoveryWarning` and carries on with the other targets, so a
/// single run reports every problem. Output is sorted: targets by name, files by path, warnings
/// by path then message.
package enum SourceDiscovery {
    /// - Parameters:
    ///   - manifest: the decoded `swift package dump-package` output.
    ///   - packageRoot: the folder holding `Package.swift`; a relative path is taken from the
    ///     current directory.
    /// - Returns: one entry per target whose folder was found (binary targets never have one;
    ///   system targets have one without files), and the warnings collected on the way.
    package static func discover(
        manifest: PackageManifest,
        packageRoot: String,
        recorder: InputRecorder? = nil
    ) -> (targets: [TargetSources], warnings: [DiscoveryWarning]) {
        let root = DiscoveryPath.resolve(packageRoot, against: FileManager.default.currentDirectoryPath)
        let toolsVersion = ToolsVersion(manifest.toolsVersion)
        let locator = TargetDirectoryLocator(manifest: manifest, packageRoot: root, toolsVersion: toolsVersion)
        var targets: [TargetSources] = []
        var warnings: [DiscoveryWarning] = []
        // Where target folders are looked for: a folder appearing there can change the result.
        recorder?.record(root)
        for folder in Set(FileRules.sourceFolders + FileRules.testFolders + FileRules.pluginFolders) {
            recorder?.record(DiscoveryPath.join(root, folder))
        }

        for target in manifest.targets where target.kind != .binary {
            let directory: String
            let outcome = locator.directory(of: target)
            // SwiftPM's folder for the target exists but cannot be listed (the same warning for
            // every target in it is kept once).
            for folder in TargetDirectoryLocator.predefinedFolders(for: target.kind) {
                let path = DiscoveryPath.join(root, folder)
                if let failure = locator.unreadableFolder(path) {
                    warnings.append(
                        DiscoveryWarning(
                            path: path,
                            message: "cannot list this folder (\(failure)); the targets in it are not checked",
                            isUnreadable: true))
                }
            }
            switch outcome {
            case .found(let found, let warning):
                directory = found
                if let warning { warnings.append(warning) }
            case .missing(let warning):
                recorder?.record(warning.path)
                warnings.append(warning)
                continue
            }
            if target.kind == .system {
                // A system library is a module map over headers installed elsewhere.
                targets.append(TargetSources(target: target.name, directory: directory, files: []))
                continue
            }
            var walk = TargetFileWalk(
                target: target, directory: directory, packageRoot: root, toolsVersion: toolsVersion, recorder: recorder)
            walk.run()
            warnings += walk.warnings
            if walk.files.isEmpty {
                warnings.append(
                    DiscoveryWarning(
                        path: directory,
                        message:
                            "target '\(target.name)' has no source files in "
                            + "'\(DiscoveryPath.relative(directory, to: root))', so SwiftPM leaves it out of the "
                            + "build; add source files or remove the target from Package.swift"
                    ))
            }
            targets.append(TargetSources(target: target.name, directory: directory, files: walk.files.sorted()))
        }

        targets.sort { ($0.target, $0.directory) < ($1.target, $1.directory) }
        return (targets, Array(Set(warnings)).sorted())
    }
}
