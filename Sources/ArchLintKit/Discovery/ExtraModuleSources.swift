import Foundation

/// Sources of modules declared in the rules file (code outside SwiftPM, such as an Xcode app
/// target), found by path globs relative to the root.
public enum ExtraModuleSources {
    /// One synthetic package holding every declared module, plus warnings for modules whose
    /// globs match no Swift file.
    public static func collect(_ modules: [ExtraModule], root: String, excluded: [String]) -> (input: PackageInput, warnings: [String]) {
        let swiftFiles = allSwiftFiles(below: root, excluded: excluded)
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
                             manifestPath: origin), warnings)
    }

    /// Relative paths of the `.swift` files below `root`, skipping hidden and build folders.
    static func allSwiftFiles(below root: String, excluded: [String]) -> [String] {
        var result: [String] = []
        var pending = [""]
        let fileManager = FileManager.default
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
            guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for entry in entries where !entry.hasPrefix(".") && !WorkspaceLoader.skippedFolders.contains(entry) {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                if excluded.contains(where: { Glob.matchesPath($0, child) }) { continue }
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: (root as NSString).appendingPathComponent(child), isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(child)
                } else if entry.hasSuffix(".swift") {
                    result.append(child)
                }
            }
        }
        return result.sorted()
    }
}
