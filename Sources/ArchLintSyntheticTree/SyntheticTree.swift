import Foundation
import ArchLintGraph

/// A deterministic tree of realistic Swift modules, layered the way real packages are:
/// `CoreX` modules at the bottom, `XFeature` modules above them, one `App` on top. Each module's
/// files import only modules of lower layers (plus system modules), so the tree also reads as a
/// sensible package when a manifest is written around it.
package struct SyntheticTree: Sendable {
    /// One module: its name, layer (0 = core, 1 = feature, 2 = app) and the modules it may import.
    package struct Module: Sendable, Hashable {
        package var name: String
        package var layer: Int
        package var dependencies: [String]
    }

    /// One generated file, relative to the tree's root.
    package struct File: Sendable {
        package var relativePath: String
        package var source: SyntheticSource
    }

    package var modules: [Module]
    package var files: [File]

    static let coreNames = [
        "Models", "Networking", "Storage", "Logging", "Analytics", "Design", "Utilities", "Security",
    ]
    static let featureNames = [
        "Profile", "Search", "Checkout", "Settings", "Feed", "Onboarding", "Messaging", "Library",
    ]
    static let systemModules = ["Foundation", "Dispatch", "os", "Darwin", "UIKit", "SwiftUI", "Combine"]

    /// Builds the model: `moduleCount` modules (at least 3: core, feature, app), `filesPerModule`
    /// files each, all decided by `seed`.
    package init(moduleCount: Int, filesPerModule: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let total = max(moduleCount, 3)
        let coreCount = max(1, (total - 1) / 2)
        let featureCount = total - 1 - coreCount
        var modules: [Module] = []
        for index in 0..<coreCount {
            let name =
                "Core" + Self.coreNames[index % Self.coreNames.count]
                + (index >= Self.coreNames.count ? "\(index / Self.coreNames.count + 1)" : "")
            let lower = modules.map(\.name)
            let dependencies = lower.isEmpty ? [] : (0..<min(2, lower.count)).map { _ in rng.pick(lower) }
            modules.append(Module(name: name, layer: 0, dependencies: Array(Set(dependencies)).sorted()))
        }
        let cores = modules.map(\.name)
        for index in 0..<featureCount {
            let name =
                Self.featureNames[index % Self.featureNames.count]
                + (index >= Self.featureNames.count ? "\(index / Self.featureNames.count + 1)" : "") + "Feature"
            let dependencies = (0..<min(3, cores.count)).map { _ in rng.pick(cores) }
            modules.append(Module(name: name, layer: 1, dependencies: Array(Set(dependencies)).sorted()))
        }
        let features = modules.filter { $0.layer == 1 }.map(\.name)
        modules.append(Module(name: "App", layer: 2, dependencies: (features.isEmpty ? cores : features).sorted()))

        var files: [File] = []
        for module in modules {
            for index in 0..<max(filesPerModule, 1) {
                let typeName =
                    module.name + ["Core", "Root", "Detail", "List", "Editor", "Summary"][index % 6] + "\(index)"
                var generator = SyntheticSourceGenerator(
                    seed: rng.next(),
                    importable: module.dependencies + Self.systemModules,
                    typeName: typeName,
                    declarationCount: 8 + rng.below(10),
                    crlf: false)
                files.append(
                    File(relativePath: "Sources/\(module.name)/\(typeName).swift", source: generator.generate()))
            }
        }
        self.modules = modules
        self.files = files
    }

    /// Total bytes of all files.
    package var byteCount: Int { files.reduce(0) { $0 + $1.source.text.utf8.count } }

    /// Total imports the files contain, per the model.
    package var importCount: Int { files.reduce(0) { $0 + $1.source.imports.count } }

    /// Writes every file under `root` (creating folders); existing files are overwritten.
    package func write(to root: String) throws {
        let manager = FileManager.default
        for file in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(file.relativePath)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.source.text.utf8).write(to: url)
        }
    }
}
