// `archlint-bench cache`: cold and warm `check` on a big generated package and on a workspace of
// many small local packages, next to `find` and to dumping the manifests one by one.
import ArchLintKit
import Dispatch
import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintCache
import ArchLintSyntheticTree

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
        case "--modules":
            guard let number = value.flatMap(Int.init), number >= 3 else { return nil }; options.modules = number
        case "--files-per-module":
            guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.filesPerModule = number
        case "--packages":
            guard let number = value.flatMap(Int.init), number >= 0 else { return nil }; options.packages = number
        case "--sample-dumps":
            guard let number = value.flatMap(Int.init), number >= 0 else { return nil }; options.sampleDumps = number
        case "--repeat":
            guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.repeats = number
        case "--out": guard let value else { return nil }; options.out = value
        default: return nil
        }
        index += 2
    }
    return options
}

/// The manifest of a generated tree: one target per module, dependencies as the model says.
func syntheticManifest(_ tree: SyntheticTree, name: String) -> String {
    var text =
        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"\(name)\",\n    "
        + "targets: [\n"
    for module in tree.modules {
        let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        text += "        .target(name: \"\(module.name)\", dependencies: [\(dependencies)]),\n"
    }
    return text + "    ]\n)\n"
}

func writeIfChanged(_ text: String, to path: String) throws {
    if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// The big tree's rules: its own layering (app over features over core), features isolated, no
/// cycles, every import declared. The generated sources keep all of these; `bigPackageViolations`
/// adds the few findings a real code base has.
let bigPackageRules = """
    // Written by archlint-bench: the generated tree's layering.
    {
      "groups": {"app": ["App"], "features": ["*Feature"], "core": ["Core*"]},
      "rules": [
        {"id": "layered", "kind": "layers", "layers": ["@app", "@features", "@core"]},
        {"id": "feature-isolation", "kind": "independent", "modules": "@features"},
        {"id": "no-cycles", "kind": "acyclic"},
        {"id": "declared-imports", "kind": "implicit-dependency"}
      ]
    }

    """

/// A few violating files: every 50th feature imports the next feature (feature isolation,
/// undeclared import), and the first core module imports the first feature (upward, undeclared,
/// and a cycle when that feature uses it).
func bigPackageViolations(_ tree: SyntheticTree) -> [(path: String, text: String)] {
    let features = tree.modules.filter { $0.layer == 1 }.map(\.name)
    var files: [(String, String)] = []
    for index in stride(from: 0, to: max(features.count - 1, 0), by: 50) {
        files.append(
            (
                "Sources/\(features[index])/Shortcut.swift",
                "import \(features[index + 1])\n\nstruct Shortcut {}\n"
            ))
    }
    if let core = tree.modules.first(where: { $0.layer == 0 }),
        let feature = tree.modules.first(where: { $0.layer == 1 && $0.dependencies.contains(core.name) })
    {
        files.append(
            ("Sources/\(core.name)/UpwardShortcut.swift", "import \(feature.name)\n\nstruct UpwardShortcut {}\n"))
    }
    return files
}

/// Generates (or reuses) a tree of `modules` x `filesPerModule` files with its Package.swift.
func makeBigPackage(_ options: CacheBenchmarkOptions) throws -> (root: String, files: Int) {
    let root = PathUtilities.standardize(options.out + "/big", relativeTo: FileManager.default.currentDirectoryPath)
    let stamp = "modules=\(options.modules) files=\(options.filesPerModule) seed=\(options.seed)\n"
    let stampPath = root + "/.archlint-bench-stamp"
    let tree = SyntheticTree(moduleCount: options.modules, filesPerModule: options.filesPerModule, seed: options.seed)
    if (try? String(contentsOfFile: stampPath, encoding: .utf8)) != stamp {
        try? FileManager.default.removeItem(atPath: root)
        try tree.write(to: root)
        try writeIfChanged(syntheticManifest(tree, name: "Big"), to: root + "/Package.swift")
        try stamp.write(toFile: stampPath, atomically: true, encoding: .utf8)
    }
    // Unchanged files are left alone, so a reused tree stays warm.
    try writeIfChanged(bigPackageRules, to: root + "/archlint.json")
    let extra = bigPackageViolations(tree)
    for file in extra { try writeIfChanged(file.text, to: root + "/" + file.path) }
    return (root, tree.files.count + extra.count)
}

/// `packages` local packages in a chain: P(i) depends on P(i-1) through `.package(path:)`.
func makeManyPackages(_ options: CacheBenchmarkOptions) throws -> String {
    let root = PathUtilities.standardize(
        options.out + "/packages-\(options.packages)", relativeTo: FileManager.default.currentDirectoryPath)
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
        try writeIfChanged(
            imports + "public struct \(name)Value { public init() {} }\n",
            to: "\(root)/Packages/\(name)/Sources/\(name)Kit/\(name)Value.swift")
    }
    return root
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func formatted(_ value: Double) -> String { String(format: "%.3f", value) }

/// Wall time of one run of `executable` with output to /dev/null, started with `posix_spawn` as a
/// shell would (Foundation's `Process` adds its own set-up to every launch); nil status when it
/// could not start.
func spawnSeconds(_ executable: String, _ arguments: [String]) -> (seconds: Double, status: Int32?) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    var status: Int32 = 0
    var started = false
    let time = seconds {
        started = posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0
        if started { waitpid(pid, &status, 0) }
    }
    return (time, started ? (status >> 8) & 0xff : nil)
}

/// Best wall time of `find ROOT -name '*.swift'`, output discarded.
func findSeconds(_ root: String, repeats: Int) -> Double {
    (0..<repeats).map { _ in spawnSeconds("/usr/bin/find", [root, "-name", "*.swift"]).seconds }.min()!
}

/// A source file of the big tree to edit.
func bigPackageEditTarget(_ root: String) -> String {
    let modules = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []).sorted()
    let module = modules.first ?? ""
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources/" + module)) ?? []).sorted()
    return "Sources/\(module)/\(files.first ?? "")"
}

/// Best wall time of the `archlint` executable built beside this benchmark, output discarded.
func processSeconds(_ arguments: [String], repeats: Int) -> Double {
    let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("archlint").path
    var best = Double.infinity
    for _ in 0..<repeats {
        let run = spawnSeconds(executable, arguments)
        guard let status = run.status, status <= 2 else {
            FileHandle.standardError.write(
                Data("error: \(executable) failed (status \(run.status.map(String.init) ?? "not started"))\n".utf8))
            exit(1)
        }
        best = min(best, run.seconds)
    }
    return best
}

/// Best wall time of the `archlint` executable on `root`, each run after a new edit of `edited`
/// (so each misses the result cache); the file is restored afterwards. The executable's cache
/// entries are those its warm runs wrote (a cache names the executable that wrote it: the
/// benchmark's own entries are not the binary's).
func oneEditSeconds(root: String, edited: String, repeats: Int) throws -> Double {
    let original = try String(contentsOfFile: edited, encoding: .utf8)
    defer { try? original.write(toFile: edited, atomically: false, encoding: .utf8) }
    var best = Double.infinity
    for round in 0..<repeats {
        try (original + "// edited by archlint-bench, round \(round)\n").write(
            toFile: edited, atomically: false, encoding: .utf8)
        best = min(best, processSeconds(["check", "--package-path", root], repeats: 1))
    }
    return best
}

func check(_ root: String, useCache: Bool) -> (seconds: Double, files: Int, violations: Int) {
    var options = CheckOptions(packagePath: root)
    options.useCache = useCache
    options.reuseResults = useCache
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
            let firstFind = findSeconds(root, repeats: options.repeats)
            try? FileManager.default.removeItem(atPath: AnalysisCache.defaultDirectory(packageRoot: root))
            let cold = check(root, useCache: true)
            print(
                "big.check.cold.seconds \(formatted(cold.seconds)) (files \(cold.files), violations \(cold.violations))"
            )
            let warm = (0..<options.repeats).map { _ in check(root, useCache: true).seconds }.min()!
            print("big.check.warm.seconds \(formatted(warm)) (in process)")
            // `find` timed again next to the warm runs; the ratios divide by the faster figure.
            let find = min(firstFind, findSeconds(root, repeats: options.repeats))
            print(
                "big.find.seconds \(formatted(find)) (`find ROOT -name '*.swift'`, best of \(2 * options.repeats) in "
                    + "two series)"
            )
            let process = processSeconds(["check", "--package-path", root], repeats: options.repeats)
            print(
                "big.check.warm.process.seconds \(formatted(process)) (`archlint check` as a process, best of "
                    + "\(options.repeats); \(String(format: "%.2f", process / find))x find)"
            )
            // One source edited (a pre-commit hook's usual case): the result cache misses, the
            // scan cache rescans that file only.
            let oneEdit = try oneEditSeconds(
                root: root, edited: root + "/" + bigPackageEditTarget(root), repeats: options.repeats)
            print(
                "big.check.one-file-edited.process.seconds \(formatted(oneEdit)) (best of \(options.repeats), each "
                    + "after a new edit: the result cache misses, the scan cache rescans one file; "
                    + "\(String(format: "%.1f", oneEdit / find))x find)"
            )
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
            let manifestSeconds = seconds {
                loaded = try? ManifestLoader(cache: cache.manifests).load(.package(directory: root), packageRoot: root)
            }
            print("big.stage.manifest.warm.seconds \(formatted(manifestSeconds))")
            var files: [String] = []
            let discoverySeconds = seconds {
                files = SourceDiscovery.discover(manifest: loaded!.manifest, packageRoot: root).targets
                    .flatMap(\.swiftFiles)
            }
            print("big.stage.discovery.seconds \(formatted(discoverySeconds))")
            print(
                "big.stage.scans.warm.seconds \(formatted(seconds { _ = cache.scans.scan(files) })) (hits "
                    + "\(cache.scans.lastHits) of \(cache.scans.lastLookups))"
            )
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
                samples.append(
                    seconds {
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
            print(
                "packages.check.cold.seconds \(formatted(cold.seconds)) (parallel dumps, files \(cold.files), "
                    + "violations \(cold.violations))"
            )
            let warm = (0..<options.repeats).map { _ in check(root, useCache: true).seconds }.min()!
            print("packages.check.warm.seconds \(formatted(warm)) (in process)")
            let process = processSeconds(["check", "--package-path", root], repeats: options.repeats)
            print(
                "packages.check.warm.process.seconds \(formatted(process)) (`archlint check` as a process, best of "
                    + "\(options.repeats))"
            )
            // A source edited: the result cache misses, every manifest dump still comes from
            // the cache (no `swift` process), one file is rescanned.
            let oneEdit = try oneEditSeconds(
                root: root, edited: root + "/Packages/P000/Sources/P000Kit/P000Value.swift", repeats: options.repeats)
            print(
                "packages.check.one-file-edited.process.seconds \(formatted(oneEdit)) (best of \(options.repeats), "
                    + "each after a new edit)"
            )
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
