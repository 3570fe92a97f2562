// `archlint-bench cache`: cold and warm `check` on a big generated package and on a workspace of
// many small local packages, next to `find` and to dumping the manifests one by one.
import ArchLintKit
import Dispatch
import Foundation

struct CacheBenchmarkOptions {
    var modules = 1000
    var filesPerModule = 60
    var packages = 300
    var sampleDumps = 10
    var repeats = 3
    var out = ".build/bench-cache"
    var seed: UInt64 = 2024
}

func parseCacheBenchmarkOptions(_ arguments: [String]) -> CacheBenchmarkOptions? {
    var options = CacheBenchmarkOptions()
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? arguments[index + 1] : nil
        switch arguments[index] {
        case "--modules": guard let number = value.flatMap(Int.init), number >= 3 else { return nil }; options.modules = number
        case "--files-per-module": guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.filesPerModule = number
        case "--packages": guard let number = value.flatMap(Int.init), number >= 0 else { return nil }; options.packages = number
        case "--sample-dumps": guard let number = value.flatMap(Int.init), number >= 0 else { return nil }; options.sampleDumps = number
        case "--repeat": guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.repeats = number
        case "--out": guard let value else { return nil }; options.out = value
        default: return nil
        }
        index += 2
    }
    return options
}

/// The manifest of a generated tree: one target per module, dependencies as the model says.
func syntheticManifest(_ tree: SyntheticTree, name: String) -> String {
    var text = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"\(name)\",\n    targets: [\n"
    for module in tree.modules {
        let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        text += "        .target(name: \"\(module.name)\", dependencies: [\(dependencies)]),\n"
    }
    return text + "    ]\n)\n"
}

func writeIfChanged(_ text: String, to path: String) throws {
    if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Generates (or reuses) a tree of `modules` x `filesPerModule` files with its Package.swift.
func makeBigPackage(_ options: CacheBenchmarkOptions) throws -> (root: String, files: Int) {
    let root = PathUtilities.standardize(options.out + "/big", relativeTo: FileManager.default.currentDirectoryPath)
    let stamp = "modules=\(options.modules) files=\(options.filesPerModule) seed=\(options.seed)\n"
    let stampPath = root + "/.archlint-bench-stamp"
    let count = options.modules * options.filesPerModule
    if (try? String(contentsOfFile: stampPath, encoding: .utf8)) == stamp { return (root, count) }
    try? FileManager.default.removeItem(atPath: root)
    let tree = SyntheticTree(moduleCount: options.modules, filesPerModule: options.filesPerModule, seed: options.seed)
    try tree.write(to: root)
    try writeIfChanged(syntheticManifest(tree, name: "Big"), to: root + "/Package.swift")
    try stamp.write(toFile: stampPath, atomically: true, encoding: .utf8)
    return (root, tree.files.count)
}

/// `packages` local packages in a chain: P(i) depends on P(i-1) through `.package(path:)`.
func makeManyPackages(_ options: CacheBenchmarkOptions) throws -> String {
    let root = PathUtilities.standardize(options.out + "/packages-\(options.packages)", relativeTo: FileManager.default.currentDirectoryPath)
    try writeIfChanged("// A workspace root without a manifest of its own.\n", to: root + "/README.swift.txt")
    for index in 0..<options.packages {
        let name = String(format: "P%03d", index)
        let previous = String(format: "P%03d", index - 1)
        let dependency = index == 0 ? "" : "\n    dependencies: [.package(path: \"../\(previous)\")],"
        let targetDependency = index == 0 ? "" : ".product(name: \"\(previous)Kit\", package: \"\(previous)\")"
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)Kit", targets: ["\(name)Kit"])],\(dependency)
                targets: [.target(name: "\(name)Kit", dependencies: [\(targetDependency)])]
            )

            """
        try writeIfChanged(manifest, to: "\(root)/Packages/\(name)/Package.swift")
        let imports = index == 0 ? "import Foundation\n" : "import Foundation\nimport \(previous)Kit\n"
        try writeIfChanged(imports + "public struct \(name)Value { public init() {} }\n", to: "\(root)/Packages/\(name)/Sources/\(name)Kit/\(name)Value.swift")
    }
    return root
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func formatted(_ value: Double) -> String { String(format: "%.3f", value) }

/// Best wall time of `find ROOT -name '*.swift'`, output discarded.
func findSeconds(_ root: String, repeats: Int) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/find")
        process.arguments = [root, "-name", "*.swift"]
        process.standardOutput = FileHandle.nullDevice
        best = min(best, seconds {
            try? process.run()
            process.waitUntilExit()
        })
    }
    return best
}

func check(_ root: String, useCache: Bool) -> (seconds: Double, files: Int, violations: Int) {
    var options = CheckOptions(packagePath: root)
    options.useCache = useCache
    var files = 0, violations = 0
    let time = seconds {
        do {
            let result = try Linter(workingDirectory: root).check(options)
            files = result.filesScanned
            violations = result.violations.count
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
    return (time, files, violations)
}

func runCacheBenchmark(_ options: CacheBenchmarkOptions) {
    do {
        if options.modules > 0 {
            let generation = Date()
            let (root, count) = try makeBigPackage(options)
            print("big.root \(root)")
            print("big.files \(count)")
            print("big.generate.seconds \(formatted(Date().timeIntervalSince(generation)))")
            print("big.find.seconds \(formatted(findSeconds(root, repeats: options.repeats)))")
            try? FileManager.default.removeItem(atPath: AnalysisCache.defaultDirectory(packageRoot: root))
            let cold = check(root, useCache: true)
            print("big.check.cold.seconds \(formatted(cold.seconds)) (files \(cold.files), violations \(cold.violations))")
            let warm = (0..<options.repeats).map { _ in check(root, useCache: true).seconds }.min()!
            print("big.check.warm.seconds \(formatted(warm))")
            let fresh = check(root, useCache: false)
            print("big.check.no-cache.seconds \(formatted(fresh.seconds))")
            var loadOptions = CheckOptions(packagePath: root)
            loadOptions.useCache = true
            let load = (0..<options.repeats).map { _ in
                seconds { _ = try? Linter(workingDirectory: root).loadWorkspace(loadOptions, root: root) }
            }.min()!
            // Warm stages one by one.
            let cache = AnalysisCache(directory: AnalysisCache.defaultDirectory(packageRoot: root))
            var loaded: LoadedManifest?
            print("big.stage.manifest.warm.seconds \(formatted(seconds { loaded = try? ManifestLoader(cache: cache.manifests).load(.package(directory: root), packageRoot: root) }))")
            var files: [String] = []
            print("big.stage.discovery.seconds \(formatted(seconds { files = SourceDiscovery.discover(manifest: loaded!.manifest, packageRoot: root).targets.flatMap(\.swiftFiles) }))")
            print("big.stage.scans.warm.seconds \(formatted(seconds { _ = cache.scans.scan(files) })) (hits \(cache.scans.lastHits) of \(cache.scans.lastLookups))")
            print("big.load-workspace.warm.seconds \(formatted(load)) (manifest + discovery + scans + graph, no rules)")
        }
        if options.packages > 0 {
            let root = try makeManyPackages(options)
            print("packages.root \(root)")
            print("packages.count \(options.packages)")
            let swift = try ManifestLoader().swiftExecutable()
            var samples: [Double] = []
            for index in 0..<min(options.sampleDumps, options.packages) {
                let directory = String(format: "%@/Packages/P%03d", root, index)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: swift)
                process.arguments = ["package", "--package-path", directory, "dump-package"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                samples.append(seconds {
                    try? process.run()
                    process.waitUntilExit()
                })
            }
            if !samples.isEmpty {
                let mean = samples.reduce(0, +) / Double(samples.count)
                print("packages.dump-one-by-one.sample \(samples.count) mean.seconds \(formatted(mean))")
                print("packages.dump-one-by-one.estimated.seconds \(formatted(mean * Double(options.packages)))")
            }
            try? FileManager.default.removeItem(atPath: AnalysisCache.defaultDirectory(packageRoot: root))
            let cold = check(root, useCache: true)
            print("packages.check.cold.seconds \(formatted(cold.seconds)) (parallel dumps, files \(cold.files), violations \(cold.violations))")
            let warm = (0..<options.repeats).map { _ in check(root, useCache: true).seconds }.min()!
            print("packages.check.warm.seconds \(formatted(warm))")
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
