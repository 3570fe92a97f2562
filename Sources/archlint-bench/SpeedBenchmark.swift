// `archlint-bench speed`: every row of issue 30's table, each next to its reference command
// measured in the same run, as plain lines and as a Markdown table (`--readme FILE` writes the
// table between `<!-- speed-bench:begin -->` and `<!-- speed-bench:end -->` in FILE).
//
// Every figure of `archlint` is the executable built beside this benchmark, run as a process
// (output to /dev/null): the best wall time of `--repeat` runs, with the CPU time (user + sys)
// and peak resident memory of that run, read from `wait4`. The machine may be shared: CPU time
// is the steadier figure, and each ratio divides figures taken minutes apart at most.
import Dispatch
import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintCache

/// What one process run cost.
struct ProcessCost {
    var wall: Double
    var cpu: Double
    /// Peak resident set, bytes.
    var peakMemory: Int
    var status: Int32?

    var text: String {
        String(format: "%.3f s (cpu %.3f s, %d MB)", wall, cpu, peakMemory / 1_000_000)
    }
}

/// Runs `executable` once with output to /dev/null, started as a shell would (`posix_spawn`),
/// and reads its CPU time from `wait4` and its peak memory as said below.
///
/// On Linux a child's `ru_maxrss` starts from the high-water mark of the process that made it
/// (the kernel keeps the old memory's peak across `exec`), so a child of this benchmark, which
/// may hold a generated tree of gigabytes, would report the benchmark's size. There the command
/// runs under `/usr/bin/time` (GNU time, small), whose own child starts from time's size and
/// whose `%M` is that child's peak; without it (`apt-get install time`) the figure is the
/// higher of the two, an upper bound.
func spawnCost(_ executable: String, _ arguments: [String], workingDirectory: String? = nil) -> ProcessCost {
    #if os(Linux)
        let timer = "/usr/bin/time"
        let peakFile = NSTemporaryDirectory() + "archlint-bench-peak-\(getpid()).txt"
        let measured = FileManager.default.isExecutableFile(atPath: timer)
        let command = measured ? timer : executable
        let commandArguments = measured ? ["-f", "%M", "-o", peakFile, executable] + arguments : arguments
        defer { if measured { try? FileManager.default.removeItem(atPath: peakFile) } }
    #else
        let command = executable
        let commandArguments = arguments
    #endif
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([command] + commandArguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let previous = FileManager.default.currentDirectoryPath
    if let workingDirectory { FileManager.default.changeCurrentDirectoryPath(workingDirectory) }
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid: pid_t = 0
    var status: Int32 = 0
    var usage = rusage()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, command, &actions, nil, argv, environ) == 0 else {
        return ProcessCost(wall: 0, cpu: 0, peakMemory: 0, status: nil)
    }
    // The rusage of a reaped child includes the descendants it reaped (time's command).
    _ = wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    #if os(Linux)
        var peak = Int(usage.ru_maxrss) * 1024
        if measured, let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
            let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        {
            peak = kilobytes * 1024
        }
    #else
        let peak = Int(usage.ru_maxrss)
    #endif
    return ProcessCost(
        wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMemory: peak,
        status: (status >> 8) & 0xff)
}

/// The best (by wall time) of `repeats` runs; `before` runs ahead of each (an edit).
func bestCost(_ executable: String, _ arguments: [String], repeats: Int, workingDirectory: String? = nil) -> ProcessCost
{
    bestCost(executable, arguments, repeats: repeats, workingDirectory: workingDirectory, before: { _ in })
}

func bestCost(
    _ executable: String, _ arguments: [String], repeats: Int, workingDirectory: String? = nil,
    before: (Int) throws -> Void
) rethrows -> ProcessCost {
    var best: ProcessCost?
    for round in 0..<repeats {
        try before(round)
        let cost = spawnCost(executable, arguments, workingDirectory: workingDirectory)
        guard let status = cost.status, status <= 2 || executable != archlintExecutable else {
            FileHandle.standardError.write(
                Data(
                    ("error: \(executable) \(arguments.joined(separator: " ")) failed (status "
                        + "\(cost.status.map(String.init) ?? "not started"))\n")
                        .utf8))
            exit(1)
        }
        if best == nil || cost.wall < best!.wall { best = cost }
    }
    return best!
}

/// The `archlint` executable measured: the one built beside this benchmark, or `--archlint PATH`.
nonisolated(unsafe) var archlintExecutable = URL(
    fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]
)
.deletingLastPathComponent().appendingPathComponent("archlint").path

/// A program on `PATH`, or nil.
func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

struct SpeedBenchmarkOptions {
    var cache = CacheBenchmarkOptions()
    var readme: String?
    /// Size of the file of real Swift the scanner and the compiler's parser read.
    var parseMegabytes = 24
}

func parseSpeedBenchmarkOptions(_ arguments: [String]) -> SpeedBenchmarkOptions? {
    var options = SpeedBenchmarkOptions()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? arguments[index + 1] : nil
        switch arguments[index] {
        case "--readme": guard let value else { return nil }; options.readme = value
        case "--archlint": guard let value else { return nil }; archlintExecutable = value
        case "--parse-mb":
            guard let number = value.flatMap(Int.init), number > 0 else { return nil }; options.parseMegabytes = number
        default: rest += [arguments[index]] + (value.map { [$0] } ?? [])
        }
        index += 2
    }
    guard let cache = parseCacheBenchmarkOptions(rest) else { return nil }
    options.cache = cache
    return options
}

/// One row of the table: the case, archlint's figure, the reference's, and the target.
struct SpeedRow {
    var label: String
    var now: String
    var reference: String
    var target: String
}

/// A file of real Swift of about `megabytes` MB: this repository's own sources (found from the
/// working directory), repeated. nil when they are not there.
func realSwiftFile(megabytes: Int, out: String) -> String? {
    let sources = FileManager.default.currentDirectoryPath + "/Sources"
    guard let enumerator = FileManager.default.enumerator(atPath: sources) else { return nil }
    var texts: [Data] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
        if let data = FileManager.default.contents(atPath: sources + "/" + relative) { texts.append(data) }
    }
    texts.sort { $0.count < $1.count }
    guard !texts.isEmpty else { return nil }
    var file = Data()
    while file.count < megabytes * 1_000_000 {
        for text in texts where file.count < megabytes * 1_000_000 { file.append(text); file.append(0x0A) }
    }
    let path = PathUtilities.standardize(
        out + "/real-swift-\(megabytes)mb.swift", relativeTo: FileManager.default.currentDirectoryPath)
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    guard (try? file.write(to: URL(fileURLWithPath: path))) != nil else { return nil }
    return path
}

func runSpeedBenchmark(_ options: SpeedBenchmarkOptions) {
    let repeats = options.cache.repeats
    print("archlint \(archlintExecutable)")
    var rows: [SpeedRow] = []
    func ratio(_ value: Double, _ reference: Double) -> String { String(format: "%.2fx", value / reference) }
    do {
        let (root, count) = try makeBigPackage(options.cache)
        print("big.root \(root)")
        print("big.files \(count)")
        let check = ["check", "--package-path", root]
        // Cold: no cache at all, next to `rg -c import .` in the root.
        let noCache = bestCost(archlintExecutable, check + ["--no-cache"], repeats: repeats)
        print("big.no-cache \(noCache.text)")
        var rgCost: ProcessCost?
        if let rg = onPath("rg") {
            rgCost = bestCost(rg, ["-c", "import", "."], repeats: repeats, workingDirectory: root)
            print("big.rg \(rgCost!.text) (`rg -c import .` in the root)")
        } else {
            print("big.rg not installed (apt-get install ripgrep)")
        }
        // Warm, nothing changed: one result read, every input stat'ed; next to `find`.
        try? FileManager.default.removeItem(atPath: AnalysisCache.defaultDirectory(packageRoot: root))
        let fresh = spawnCost(archlintExecutable, check)
        print("big.fresh-cache \(fresh.text) (the run that fills the cache)")
        _ = spawnCost(archlintExecutable, check)
        let warm = bestCost(archlintExecutable, check, repeats: repeats)
        let find = bestCost("/usr/bin/find", [".", "-name", "*.swift"], repeats: repeats, workingDirectory: root)
        print("big.warm \(warm.text)")
        print("big.find \(find.text) (`find . -name '*.swift'` in the root)")
        // One file edited, each round a new edit (the result cache misses every time).
        let edited = root + "/" + bigPackageEditTarget(root)
        let original = try String(contentsOfFile: edited, encoding: .utf8)
        let oneEdit = try bestCost(archlintExecutable, check, repeats: repeats) { round in
            try (original + "// edited by archlint-bench, round \(round)\n").write(
                toFile: edited, atomically: false, encoding: .utf8)
        }
        try original.write(toFile: edited, atomically: false, encoding: .utf8)
        print("big.one-file-edited \(oneEdit.text)")
        let noCacheAgain = bestCost(archlintExecutable, check + ["--no-cache"], repeats: 1)
        print("big.no-cache.again \(noCacheAgain.text) (next to the edits)")
        let reference = noCache.wall < noCacheAgain.wall ? noCache : noCacheAgain

        rows.append(
            SpeedRow(
                label: "`check` after one file is edited (warm cache)", now: oneEdit.text,
                reference: "`check --no-cache` \(reference.text): \(ratio(oneEdit.wall, reference.wall))",
                target: "<= 0.5 s"))
        rows.append(
            SpeedRow(
                label: "`check --no-cache` (cold)", now: noCache.text,
                reference: rgCost.map { "`rg -c import .` \($0.text): \(ratio(noCache.wall, $0.wall))" }
                    ?? "rg not installed",
                target: "<= 1.0x `rg -c import .`"))
        let memory = [noCache.peakMemory, oneEdit.peakMemory, warm.peakMemory].map { "\($0 / 1_000_000) MB" }
        rows.append(
            SpeedRow(
                label: "peak memory: no cache / after one edit / warm", now: memory.joined(separator: " / "),
                reference: "", target: "<= 100 MB in every case"))
        rows.append(
            SpeedRow(
                label: "warm, nothing changed", now: warm.text,
                reference: "`find . -name '*.swift'` \(find.text): \(ratio(warm.wall, find.wall))",
                target: "<= 0.3x `find`"))

        if options.cache.packages > 0 {
            let packagesRoot = try makeManyPackages(options.cache)
            let packagesCheck = ["check", "--package-path", packagesRoot]
            let packagesFresh = try bestCost(archlintExecutable, packagesCheck, repeats: repeats) { _ in
                try? FileManager.default.removeItem(atPath: AnalysisCache.defaultDirectory(packageRoot: packagesRoot))
            }
            _ = spawnCost(archlintExecutable, packagesCheck)
            let packagesWarm = bestCost(archlintExecutable, packagesCheck, repeats: repeats)
            let packagesFind = bestCost(
                "/usr/bin/find", [".", "-name", "*.swift"], repeats: repeats, workingDirectory: packagesRoot)
            print("packages.fresh-cache \(packagesFresh.text)")
            print("packages.warm \(packagesWarm.text)")
            print("packages.find \(packagesFind.text)")
            rows.append(
                SpeedRow(
                    label: "\(options.cache.packages) local packages, fresh cache / warm",
                    now: "\(packagesFresh.text) / \(packagesWarm.text)",
                    reference: "`find . -name '*.swift'` \(packagesFind.text)",
                    target: "<= 0.5 s / <= 0.03 s"))
        }

        // The import scanner on one file of real Swift, one job, next to the compiler's parser
        // (`swiftc -frontend -parse`; swift-syntax is a package archlint does not depend on).
        if let file = realSwiftFile(megabytes: options.parseMegabytes, out: options.cache.out) {
            let data = FileManager.default.contents(atPath: file) ?? Data()
            var scanBest = Double.infinity
            var found = 0
            for _ in 0..<repeats {
                let time = seconds { found = data.withUnsafeBytes { ImportScanner.scan($0).count } }
                scanBest = min(scanBest, time)
            }
            print(
                "parse.scanner.seconds \(formatted(scanBest)) (\(data.count / 1_000_000) MB, \(found) imports, in "
                    + "process, one core)"
            )
            if let swiftc = onPath("swiftc") {
                let parser = bestCost(swiftc, ["-frontend", "-parse", file], repeats: 1)
                print("parse.swiftc \(parser.text) (`swiftc -frontend -parse FILE`)")
                rows.append(
                    SpeedRow(
                        label:
                            "import scanner vs a parser (one \(data.count / 1_000_000) MB file of real Swift, one job)",
                        now: "\(formatted(scanBest)) s",
                        reference:
                            "`swiftc -frontend -parse FILE` \(parser.text): "
                            + "\(String(format: "%.0fx", parser.cpu / scanBest)) faster",
                        target: ">= 100x swift-syntax"))
            }
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    let table = speedTable(rows, options: options.cache)
    print(table, terminator: "")
    if let readme = options.readme {
        do {
            try replaceMarkedSection(in: readme, marker: "speed-bench", with: table)
            print("readme.updated \(readme)")
        } catch {
            FileHandle.standardError.write(Data("error: cannot update '\(readme)': \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The Markdown table, with the date and the command that measured it.
func speedTable(_ rows: [SpeedRow], options: CacheBenchmarkOptions) -> String {
    let date = ISO8601DateFormatter.string(
        from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var text = """
        Measured on \(date) by `swift run -c release archlint-bench speed --repeat \(options.repeats)` \
        (\(cores) cores; \(options.modules) modules x \(options.filesPerModule) files). \
        Each figure: the best wall time of the runs, with that run's CPU time (user + sys) and peak memory.

        | case | now | reference, same run | target |
        |---|---|---|---|

        """
    for row in rows {
        text += "| \(row.label) | \(row.now) | \(row.reference) | \(row.target) |\n"
    }
    return text
}

/// Replaces what lies between `<!-- MARKER:begin -->` and `<!-- MARKER:end -->` in `path`.
func replaceMarkedSection(in path: String, marker: String, with text: String) throws {
    let readme = try String(contentsOfFile: path, encoding: .utf8)
    let begin = "<!-- \(marker):begin -->\n", end = "<!-- \(marker):end -->"
    guard let start = readme.range(of: begin),
        let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
    else {
        throw ToolError(.missingInput, "\(path) has no \(begin.dropLast()) ... \(end) section")
    }
    let updated = readme[..<start.upperBound] + text + readme[stop.lowerBound...]
    try AtomicFile.write(String(updated), to: path)
}
