import Foundation
import ArchLintSupport

/// Sources of modules declared in the rules file (code outside SwiftPM, such as an Xcode app
/// target), found by path globs relative to the root.
package enum ExtraModuleSources {
    /// One synthetic package holding every declared module, plus warnings for modules whose
    /// globs match no Swift file.
    package static func collect(_ modules: [ExtraModule], root: String, excluded: [String],
                               recorder: InputRecorder? = nil)
        -> (input: PackageInput, warnings: [String], unreadableFolders: [(path: String, reason: ReadFailure)]) {
        var unreadableFolders: [(path: String, reason: ReadFailure)] = []
        let swiftFiles = allSwiftFiles(below: root, excluded: excluded, recorder: recorder) { unreadableFolders.append(($0, $1)) }
        var targets: [PackageManifest.Target] = []
        var sources: [TargetSources] = []
        var warnings: [String] = []
        for module in modules {
            let files = swiftFiles.filter { relative in
                module.sources.contains { Glob.matchesPath($0, relative) } && !module.exclude.contains { Glob.matchesPath($0, relative) }
            }.map { (root as NSString).appendingPathComponent($0) }
            if files.isEmpty {
                warnings.append("\(module.origin): warning: module '\(module.name)': sources \(module.sources) match no Swift file below the root; check the globs")
            }
            targets.append(PackageManifest.Target(name: module.name, kind: module.kind,
                                                  dependencies: module.dependencies.map { .init(.target($0)) }))
            // The module's folder: the fixed part of its first glob (`App/**/*.swift` -> `App`).
            let fixed = module.sources.first.map { glob in
                glob.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") && !$0.hasSuffix(".swift") }.joined(separator: "/")
            } ?? ""
            sources.append(TargetSources(target: module.name, directory: PathUtilities.standardize(fixed, relativeTo: root), files: files.sorted()))
        }
        let manifest = PackageManifest(name: "archlint.json", targets: targets)
        let origin = modules.first?.origin ?? (root as NSString).appendingPathComponent("archlint.json")
        return (PackageInput(manifest: LoadedManifest(manifest: manifest, packageRoot: root), sources: sources, scans: [:],
                             manifestPath: origin), warnings, unreadableFolders.sorted { $0.path < $1.path })
    }

    /// Relative paths of the `.swift` files below `root`, skipping hidden and build folders.
    static func allSwiftFiles(below root: String, excluded: [String], recorder: InputRecorder? = nil,
                              unreadable: ((String, ReadFailure) -> Void)? = nil) -> [String] {
        var result: [String] = []
        WorkspaceTree.walk(root: root, excluded: excluded, followDirectoryLinks: true, recorder: recorder,
                           unreadable: unreadable) { relative, isDirectory in
            if !isDirectory, relative.hasSuffix(".swift") { result.append(relative) }
        }
        return result.sorted()
    }
}
