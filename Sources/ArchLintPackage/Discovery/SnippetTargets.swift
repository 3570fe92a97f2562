import Foundation
import ArchLintSupport

/// The snippet targets SwiftPM adds to a package: every `.swift` file under `<package>/Snippets`
/// (at any depth, hidden files included) is a target of its own, named after the file without
/// `.swift`, depending on every target of the package's library products. `swift package
/// dump-package` does not list them; `swift package describe` does, and this follows what it
/// reports.
package enum SnippetTargets {
    /// The snippet targets of `manifest` (whose folder is `packageRoot`, absolute) with their
    /// one file each, sorted by name; `recorder` is told every folder listed.
    package static func find(manifest: PackageManifest, packageRoot: String,
                            recorder: InputRecorder? = nil) -> (targets: [PackageManifest.Target], sources: [TargetSources]) {
        let folder = SourceDiscovery.DiscoveryPath.join(packageRoot, "Snippets")
        recorder?.record(folder)
        var files: [String] = []
        var pending = [folder]
        var visited = Set<String>()
        while let current = pending.popLast() {
            // A link back up would loop: each real folder is listed once.
            let real = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted, let entries = DirectoryListing.entries(of: current) else { continue }
            if current != folder { recorder?.record(current) }
            for entry in entries {
                let path = SourceDiscovery.DiscoveryPath.join(current, entry.name)
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
            targets.append(PackageManifest.Target(name: name, kind: .snippet, dependencies: libraryTargets.map { .init(.target($0)) }))
            sources.append(TargetSources(target: name, directory: SourceDiscovery.DiscoveryPath.parent(of: file), files: [file]))
        }
        return (targets, sources)
    }
}
