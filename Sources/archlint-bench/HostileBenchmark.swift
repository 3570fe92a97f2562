// `archlint-bench hostile`: the inputs that once cost archlint superlinear time or memory
// (issue 19), generated once into DIR, then `archlint check` timed on each with its peak
// memory.
//
//   swift run -c release archlint-bench hostile [--out DIR] [--archlint PATH] [CASE...]
//
// Each case reads a hand-made dump (`--manifest-json`) or manifests archlint reads without
// running them, so SwiftPM's time is not measured. The `fix` cases are written anew before each
// run (fix edits them).
import Foundation
import ArchLintSyntheticTree

struct HostileCase: Sendable {
    var name: String
    var input: String
    /// The command and its options besides `--package-path`; nil: `check --no-cache` of the
    /// case's `dump.json`.
    var command: [String]? = nil
    /// Written anew before each run (`fix` edits the files it is timed on).
    var fresh = false
    /// Files to write, relative to the case folder.
    var files: @Sendable () -> [(path: String, text: String)]
}

func hostileDump(_ targets: [(name: String, dependencies: [String])]) -> String {
    let entries = targets.map { target in
        let dependencies = target.dependencies.map { "{\"byName\": [\"\($0)\", null]}" }.joined(separator: ", ")
        return
            "{\"name\": \"\(target.name)\", \"type\": \"regular\", \"dependencies\": [\(dependencies)], \"exclude\": "
            + "[], \"resources\": [], \"settings\": [], \"packageAccess\": true}"
    }
    return
        "{\"name\": \"Hostile\", \"toolsVersion\": {\"_version\": \"5.9.0\"}, \"dependencies\": [], \"platforms\": [], "
        + "\"products\": [],\n\"targets\": [\n"
        + entries.joined(separator: ",\n") + "\n]}\n"
}

let hostileCases: [HostileCase] =
    [1_000, 2_000].map { count in
        HostileCase(
            name: "xcode-unlinked-\(count)",
            input: "an Xcode project of \(count) framework targets, each importing the one before without linking it",
            command: ["check", "--no-cache"]
        ) {
            HostileTrees.xcodeWorkspace(targets: count, importsPrevious: true, importsKit: false)
        }
    }
    + [500, 1_000].map { count in
        HostileCase(
            name: "fix-xcode-\(count)",
            input: "`fix` linking a package product to each of \(count) Xcode targets (\(count) edits of one project)",
            command: ["fix", "--no-cache"], fresh: true
        ) {
            HostileTrees.xcodeWorkspace(targets: count, importsPrevious: false, importsKit: true)
        }
    }
    + [1_000, 6_000].map { count in
        HostileCase(
            name: "fix-package-\(count)",
            input: "`fix` declaring a dependency of each of \(count) targets (\(count) edits of one Package.swift)",
            command: ["fix", "--no-cache"], fresh: true
        ) {
            HostileTrees.package(targets: count)
        }
    } + [
        HostileCase(name: "groups-chain", input: "a chain of 1,000 groups, each naming the one before") {
            var groups = ["\"g0\": [\"CoreA\"]"]
            for index in 1..<1000 { groups.append("\"g\(index)\": [\"@g\(index - 1)\", \"Mod\(index)\"]") }
            return [
                ("dump.json", hostileDump([("CoreA", []), ("CoreB", ["CoreA"])])),
                ("Sources/CoreA/A.swift", "import Foundation\n"), ("Sources/CoreB/B.swift", "import CoreA\n"),
                (
                    "archlint.json",
                    "{\"groups\": {\(groups.joined(separator: ", "))}, \"rules\": [{\"id\": \"chain\", \"kind\": "
                        + "\"independent\", \"modules\": \"@g999\"}, {\"id\": \"chain2\", \"kind\": \"forbidden\", "
                        + "\"from\": \"@g999\", \"to\": \"CoreA\"}]}"
                ),
            ]
        },
        HostileCase(name: "groups-twice", input: "1,000 groups, each naming the two before (2^1000 paths)") {
            var groups = ["\"g0\": [\"CoreA\"]", "\"g1\": [\"@g0\"]"]
            for index in 2..<1000 { groups.append("\"g\(index)\": [\"@g\(index - 1)\", \"@g\(index - 2)\"]") }
            return [
                ("dump.json", hostileDump([("CoreA", []), ("CoreB", ["CoreA"])])),
                ("Sources/CoreA/A.swift", "import Foundation\n"), ("Sources/CoreB/B.swift", "import CoreA\n"),
                (
                    "archlint.json",
                    "{\"groups\": {\(groups.joined(separator: ", "))}, \"rules\": [{\"kind\": \"independent\", "
                        + "\"modules\": \"@g999\"}]}"
                ),
            ]
        },
        HostileCase(name: "all-import-40", input: "40 modules that all import each other") {
            let names = (0..<40).map { String(format: "Core%02d", $0) }
            return [("dump.json", hostileDump(names.map { ($0, []) }))]
                + names.map { name in
                    ("Sources/\(name)/\(name).swift", names.filter { $0 != name }.map { "import \($0)\n" }.joined())
                }
        },
        HostileCase(name: "dump-20000", input: "a 29 MB dump of 20,000 targets, 20 dependencies each, all imported") {
            let names = (0..<20_000).map { String(format: "T%05d", $0) }
            let dependencies = { (index: Int) in Array(names[max(0, index - 20)..<index]) }
            return [("dump.json", hostileDump(names.indices.map { (names[$0], dependencies($0)) }))]
                + names.indices.map {
                    ("Sources/\(names[$0])/F.swift", dependencies($0).map { "import \($0)\n" }.joined())
                }
        },
        HostileCase(name: "rules-150000", input: "150,000 rules") {
            let rules = (0..<150_000).map {
                "{\"id\": \"r\($0)\", \"kind\": \"forbidden\", \"from\": \"CoreA\", \"to\": \"X\($0)\"}"
            }
            return [
                ("dump.json", hostileDump([("CoreA", []), ("CoreB", [])])),
                ("Sources/CoreA/A.swift", "import CoreB\n"), ("Sources/CoreB/B.swift", "import Foundation\n"),
                ("archlint.json", "{\"rules\": [" + rules.joined(separator: ",\n") + "]}"),
            ]
        },
        HostileCase(name: "million-imports", input: "one file of a million import lines (a million findings)") {
            [
                ("dump.json", hostileDump([("CoreA", []), ("CoreB", [])])),
                ("Sources/CoreA/A.swift", String(repeating: "import CoreB\n", count: 1_000_000)),
                ("Sources/CoreB/B.swift", "import Foundation\n"),
            ]
        },
        HostileCase(
            name: "elseif-50000", input: "a 50,000-clause #elseif chain, an import in each, checked for a platform"
        ) {
            [
                ("dump.json", hostileDump([("CoreA", []), ("CoreB", [])])),
                (
                    "Sources/CoreA/A.swift",
                    "#if C0\nimport X0\n" + (1..<50_000).map { "#elseif C\($0)\nimport X\($0)\n" }.joined() + "#endif\n"
                ),
                ("Sources/CoreB/B.swift", "import Foundation\n"),
            ]
        },
    ]

func runHostileBenchmark(_ arguments: [String]) {
    var out = ".build/bench-hostile"
    var archlint = (CommandLine.arguments[0] as NSString).deletingLastPathComponent + "/archlint"
    var only: [String] = []
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--out" where index + 1 < arguments.count: out = arguments[index + 1]; index += 2
        case "--archlint" where index + 1 < arguments.count: archlint = arguments[index + 1]; index += 2
        default: only.append(arguments[index]); index += 1
        }
    }
    print("| case | input | seconds | peak memory | exit |")
    print("|---|---|---|---|---|")
    for hostile in hostileCases where only.isEmpty || only.contains(hostile.name) {
        let folder = (out as NSString).appendingPathComponent(hostile.name)
        let marker = (folder as NSString).appendingPathComponent(hostile.command == nil ? "dump.json" : "archlint.json")
        if hostile.fresh || !FileManager.default.fileExists(atPath: marker) {
            try? FileManager.default.removeItem(atPath: folder)
            for file in hostile.files() {
                let path = (folder as NSString).appendingPathComponent(file.path)
                try? FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8))
            }
        }
        var extra: [String] = []
        if hostile.name == "elseif-50000" { extra = ["--platform", "ios", "-D", "C49999"] }
        let arguments =
            hostile.command.map { $0 + ["--package-path", folder] }
            ?? [
                "check", "--no-cache", "--package-path", folder, "--manifest-json",
                (folder as NSString).appendingPathComponent("dump.json"),
            ]
        let run = measuredRun(archlint, arguments + extra)
        print(
            "| \(hostile.name) | \(hostile.input) | \(String(format: "%.2f", run.seconds)) | \(run.peakMegabytes) MB | "
                + "\(run.status) |"
        )
    }
}

/// Runs a command with its output discarded; wall time, peak resident memory and exit status.
func measuredRun(_ executable: String, _ arguments: [String]) -> (seconds: Double, peakMegabytes: Int, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { (text: String) in strdup(text) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let start = Date()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (0, 0, -1) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = Date().timeIntervalSince(start)
    // ru_maxrss is in kilobytes on Linux, bytes on macOS.
    #if os(Linux)
        let megabytes = usage.ru_maxrss / 1024
    #else
        let megabytes = usage.ru_maxrss / (1024 * 1024)
    #endif
    return (seconds, megabytes, status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
}
