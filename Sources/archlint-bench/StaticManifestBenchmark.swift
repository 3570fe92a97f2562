// `archlint-bench manifests`: reading manifests statically, on the cache benchmark's workspace of
// many small local packages and on one manifest with a thousand targets, next to SwiftPM's dump.
import ArchLintKit
import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintSyntheticTree

/// Times `StaticManifestReader` over `options.packages` generated packages (each read once: the
/// reader keeps nothing between reads, so every read is cold) and over a manifest of
/// `options.modules` targets; prints one `key value` line per figure.
func runStaticManifestBenchmark(_ options: CacheBenchmarkOptions) {
    do {
        let workspace = try makeManyPackages(options)
        let directories = PackageSetLoader.findPackages(below: workspace)
        var best = Double.infinity
        var first: Double?
        var declined = 0
        for _ in 0..<options.repeats {
            declined = 0
            let elapsed = seconds {
                for directory in directories {
                    if case .declined = StaticManifestReader.read(packageDirectory: directory) { declined += 1 }
                }
            }
            first = first ?? elapsed
            best = min(best, elapsed)
        }
        print("manifests.packages.count \(directories.count)")
        print("manifests.packages.declined \(declined)")
        print(
            "manifests.packages.static.first.seconds \(formatted(first ?? 0)) (all \(directories.count) read one after "
                + "another, the process's first pass)"
        )
        print(
            "manifests.packages.static.seconds \(formatted(best)) (all \(directories.count) read one after another, "
                + "best of \(options.repeats))"
        )
        print(
            "manifests.packages.static.per-manifest.milliseconds "
                + "\(formatted(best * 1000 / Double(max(directories.count, 1))))"
        )

        let big = PathUtilities.standardize(
            options.out + "/manifest-\(options.modules)", relativeTo: FileManager.default.currentDirectoryPath)
        let tree = SyntheticTree(moduleCount: options.modules, filesPerModule: 1, seed: options.seed)
        try writeIfChanged(syntheticManifest(tree, name: "Big"), to: big + "/Package.swift")
        var bigBest = Double.infinity
        var targets = 0
        for _ in 0..<options.repeats {
            bigBest = min(
                bigBest,
                seconds {
                    if case .read(let manifest, _, _) = StaticManifestReader.read(packageDirectory: big) {
                        targets = manifest.targets.count
                    }
                })
        }
        print("manifests.big.targets \(targets)")
        print("manifests.big.static.seconds \(formatted(bigBest)) (best of \(options.repeats))")
        if options.sampleDumps > 0, let swift = try? ManifestLoader().swiftExecutable() {
            let dump = spawnSeconds(swift, ["package", "--package-path", big, "dump-package"])
            print(
                "manifests.big.swiftpm-dump.seconds \(formatted(dump.seconds)) (one `swift package dump-package`, exit "
                    + "\(dump.status.map(String.init) ?? "?"))"
            )
        }
    } catch {
        FileHandle.standardError.write(
            Data("error: cannot write the benchmark packages under '\(options.out)': \(error)\n".utf8))
        exit(1)
    }
}
