// Benchmark for the import scanner.
//
//   swift run -c release archlint-bench [--size N] [--out DIR] [--repeat R]
//   swift run -c release archlint-bench cache [--modules 1000] [--files-per-module 60] [--packages 300]
//     (cold and warm `check` with the cache next to `find`; see CacheBenchmark.swift)
//   swift run -c release archlint-bench xcode [--project PATH.xcodeproj]...
//   swift run -c release archlint-bench hostile [--out DIR] [--archlint PATH] [CASE...]
//     (inputs that once cost superlinear time or memory; see HostileBenchmark.swift)
//     (reading a 1 MB, 4,000-object project file and real ones; see XcodeBenchmark.swift)
//   swift run -c release archlint-bench tuist [--projects 25] | --app DIR...
//     (Tuist manifests read cold and warm, or real apps surveyed; see TuistBenchmark.swift)
//   swift run -c release archlint-bench speed [--repeat 3] [--readme README.md]
//     (issue 30's table: each row next to its reference command; see SpeedBenchmark.swift)
//   swift run -c release archlint-bench manifests [--packages 300] [--modules 1000]
//     (static manifest reading; see StaticManifestBenchmark.swift)
//   swift run archlint-bench tree [--modules 1000] [--files-per-module 60] [--out DIR]
//     (writes the big package of `cache` and prints its folder: the input of the browser test
//     of `archlint graph --html`, .ci/browser_graph_test.py)
//
// Generates a synthetic tree of N modules (default 60, 40 files each) into DIR (default
// .build/bench-tree), or reuses it when DIR already holds the same tree, then reports the
// scanner alone on one core (files preloaded in memory), on all cores, and `archlint imports`
// end to end (output discarded). Plain text, one figure per line.
import ArchLintKit
import Dispatch
import Foundation
import ArchLintSyntax
import ArchLintCLI
import ArchLintSyntheticTree

struct Options {
    var size = 60
    var filesPerModule = 40
    var out = ".build/bench-tree"
    var repeats = 5
    var seed: UInt64 = 2024
}

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        let value = index + 1 < arguments.count ? arguments[index + 1] : nil
        switch argument {
        case "--size": guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.size = number
        case "--files-per-module":
            guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.filesPerModule = number
        case "--out": guard let value else { return nil }; options.out = value
        case "--repeat":
            guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.repeats = number
        case "--seed": guard let number = value.flatMap(UInt64.init) else { return nil }; options.seed = number
        default: return nil
        }
        index += 2
    }
    return options
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func report(_ label: String, bytes: Int, seconds: Double) {
    print("\(label).seconds \(String(format: "%.4f", seconds))")
    print("\(label).MB/s \(String(format: "%.1f", Double(bytes) / 1e6 / seconds))")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "hostile" {
    runHostileBenchmark(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "xcode" {
    guard let xcodeOptions = parseXcodeBenchmarkOptions(Array(arguments.dropFirst())) else {
        FileHandle.standardError.write(
            Data(
                ("usage: archlint-bench xcode [--targets N] [--files-per-target N] [--repeat R] [--out DIR] [--project "
                    + "PATH.xcodeproj]...\n")
                    .utf8))
        exit(64)
    }
    runXcodeBenchmark(xcodeOptions)
    exit(0)
}
if arguments.first == "tuist" {
    guard let tuistOptions = parseTuistBenchmarkOptions(Array(arguments.dropFirst())) else {
        FileHandle.standardError.write(
            Data(
                ("usage: archlint-bench tuist [--projects N] [--files N] [--repeat R] [--out DIR] | --app DIR... "
                    + "[--verbose]\n")
                    .utf8))
        exit(64)
    }
    runTuistBenchmark(tuistOptions)
    exit(0)
}
if arguments.first == "cache" {
    guard let cacheOptions = parseCacheBenchmarkOptions(Array(arguments.dropFirst())) else {
        FileHandle.standardError.write(
            Data(
                ("usage: archlint-bench cache [--modules N] [--files-per-module N] [--packages N] [--sample-dumps N] "
                    + "[--repeat R] [--out DIR]\n")
                    .utf8))
        exit(64)
    }
    runCacheBenchmark(cacheOptions)
    exit(0)
}
if arguments.first == "tree" {
    guard let treeOptions = parseCacheBenchmarkOptions(Array(arguments.dropFirst())) else {
        let usage = "usage: archlint-bench tree [--modules N] [--files-per-module N] [--out DIR]\n"
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
    do {
        print(try makeBigPackage(treeOptions).root)
    } catch {
        let message =
            "error: cannot write the tree to '\(treeOptions.out)': \(error). Pass --out with a writable folder.\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(73)
    }
    exit(0)
}
if arguments.first == "speed" {
    guard let speedOptions = parseSpeedBenchmarkOptions(Array(arguments.dropFirst())) else {
        FileHandle.standardError.write(
            Data(
                ("usage: archlint-bench speed [--modules N] [--files-per-module N] [--packages N] [--repeat R] [--out "
                    + "DIR] [--parse-mb N] [--readme FILE]\n")
                    .utf8))
        exit(64)
    }
    runSpeedBenchmark(speedOptions)
    exit(0)
}
if arguments.first == "manifests" {
    guard let manifestOptions = parseCacheBenchmarkOptions(Array(arguments.dropFirst())) else {
        FileHandle.standardError.write(
            Data(
                ("usage: archlint-bench manifests [--modules N] [--packages N] [--sample-dumps N] [--repeat R] [--out "
                    + "DIR]\n")
                    .utf8))
        exit(64)
    }
    runStaticManifestBenchmark(manifestOptions)
    exit(0)
}
guard let options = parseOptions(arguments) else {
    FileHandle.standardError.write(
        Data("usage: archlint-bench [--size MODULES] [--files-per-module N] [--out DIR] [--repeat R] [--seed S]\n".utf8)
    )
    exit(64)
}

// Generate (or reuse) the tree. A stamp file names the parameters it was built with.
let tree = SyntheticTree(moduleCount: options.size, filesPerModule: options.filesPerModule, seed: options.seed)
let stampPath = options.out + "/.archlint-bench-stamp"
let stamp = "modules=\(options.size) files=\(options.filesPerModule) seed=\(options.seed) bytes=\(tree.byteCount)\n"
if (try? String(contentsOfFile: stampPath, encoding: .utf8)) != stamp {
    do {
        try? FileManager.default.removeItem(atPath: options.out)
        try tree.write(to: options.out)
        try stamp.write(toFile: stampPath, atomically: true, encoding: .utf8)
        print("tree.generated \(options.out)")
    } catch {
        FileHandle.standardError.write(
            Data(
                "error: cannot write the tree to '\(options.out)': \(error). Pass --out with a writable folder.\n".utf8)
        )
        exit(73)
    }
} else {
    print("tree.reused \(options.out)")
}

let paths = tree.files.map { options.out + "/" + $0.relativePath }
let contents: [Data] = paths.map { FileManager.default.contents(atPath: $0) ?? Data() }
let totalBytes = contents.reduce(0) { $0 + $1.count }
print("files \(paths.count)")
print("bytes \(totalBytes)")
print("imports.expected \(tree.importCount)")

// Scanner alone, one core, files in memory: best of N runs.
var imports = 0
var best = Double.infinity
for _ in 0..<options.repeats {
    let start = now()
    var found = 0
    for data in contents { found += data.withUnsafeBytes { ImportScanner.scan($0).count } }
    best = min(best, now() - start)
    imports = found
}
print("imports.found \(imports)")
report("scan.one-core", bytes: totalBytes, seconds: best)

// Scanner alone, all cores, files in memory.
let cores = ProcessInfo.processInfo.activeProcessorCount
print("cores \(cores)")
best = Double.infinity
for _ in 0..<options.repeats {
    let start = now()
    let chunk = (contents.count + cores - 1) / cores
    DispatchQueue.concurrentPerform(iterations: cores) { worker in
        let range = (worker * chunk)..<min(contents.count, (worker + 1) * chunk)
        var found = 0
        for index in range { found += contents[index].withUnsafeBytes { ImportScanner.scan($0).count } }
        _ = found
    }
    best = min(best, now() - start)
}
report("scan.all-cores", bytes: totalBytes, seconds: best)

// End to end: `archlint imports DIR` (walk, read, scan in parallel, JSON), output discarded.
best = Double.infinity
var exitCode: Int32 = 0
for _ in 0..<options.repeats {
    let start = now()
    exitCode = CommandLineTool.run(
        arguments: ["imports", options.out],
        output: OutputStreams(
            standardOutput: { _ in }, standardError: { FileHandle.standardError.write(Data($0.utf8)) }))
    best = min(best, now() - start)
}
print("imports-command.exit \(exitCode)")
report("imports-command", bytes: totalBytes, seconds: best)
