import Foundation
import ArchLintSupport

/// The snippet targets SwiftPM adds to a package: every `.swift` file under `<package>/Snippets`
/// (at any depth, hidden files included) is a target of its own, named after the file without
/// `.swift`, depending on every target of the package's library products. `swift package
/// dump-package` does not list them; `swift package describe` does, and this follows what it
/// reports.
package enum SnippetTargets {
    /// The snippet targets of `manifest` (whose folder is `packageRoot`, absolute) with their
    /// one file each, sorted by name; `recorder` is told every folder listed. What a symbolic
    /// link leads to is read only when it lies inside the package (a link to `/` would walk the
    /// whole disk), as for target folders.
    package static func find(
        manifest: PackageManifest, packageRoot: String,
        recorder: InputRecorder? = nil
    ) -> (targets: [PackageManifest.Target], sources: [TargetSources]) {
        let folder = SourceDiscovery.DiscoveryPath.join(packageRoot, "Snippets")
        recorder?.record(folder)
        var files: [String] = []
        var pending = [folder]
        var visited = Set<String>()
        let realRoot = PathUtilities.resolvingSymlinks(packageRoot)
        while let current = pending.popLast() {
            // A link back up would loop: each real folder is listed once.
            guard let real = PathUtilities.realPath(current), PathUtilities.isInside(real, realRoot),
                visited.insert(real).inserted, let entries = DirectoryListing.entries(of: current)
            else { continue }
            if current != folder { recorder?.record(current) }
            for entry in entries {
                let path = SourceDiscovery.DiscoveryPath.join(current, entry.name)
                if entry.type == .symbolicLink || entry.type == .other {
                    guard let real = PathUtilities.realPath(path), PathUtilities.isInside(real, realRoot) else {
                        continue
                    }
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if SourceDiscovery.DiscoveryPath.isSwiftFile(path) {
                    files.append(path)
                }
            }
        }
        guard !files.isEmpty else { return ([], []) }
        var libraryTargets: [String] = []
        for product in manifest.products where product.kind == .library {
            for target in product.targets where !libraryTargets.contains(target) { libraryTargets.append(target) }
        }
        var targets: [PackageManifest.Target] = []
        var sources: [TargetSources] = []
        for file in files.sorted() {
            let name = String(SourceDiscovery.DiscoveryPath.basename(of: file).dropLast(".swift".count))
            targets.append(
                PackageManifest.Target(
                    name: name, kind: .snippet, dependencies: libraryTargets.map { .init(.target($0)) }))
            sources.append(
                TargetSources(target: name, directory: SourceDiscovery.DiscoveryPath.parent(of: file), files: [file]))
        }
        return (targets, sources)
    }
}
