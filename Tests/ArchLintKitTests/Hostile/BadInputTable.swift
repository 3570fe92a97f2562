import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import ArchLintTestSupport

/// Every bad input archlint is tested with, as one table: the input, what archlint must say
/// (a part of standard error, or of standard output), and the exit code. The test below runs
/// the built binary on each row, in a fresh folder, within the row's time limit, so the table
/// and the tests cannot drift apart.
///
/// `ARCHLINT_TEST_BINARY=/path/to/archlint swift test --filter BadInputTests` runs the table
/// against another build (an older one, to see each row fail there).
enum BadInputTable {
    static let rows: [BadInput] =
        paths + jsonDepth + numbers + conditionals + unreadable + irregularFiles
        + manifests + selectors + costs + escapes + exitCodes + fuzzFindings + writes

    // MARK: Paths through links

    static let paths: [BadInput] = [
        BadInput(
            "write-baseline through a relative link",
            input:
                "--write-baseline ci/link.json, where ci/link.json -> baseline.json (in ci/), with an unrelated ./baseline.json",
            message: "", exitCode: 0, arguments: ["--write-baseline", "ci/link.json"]
        ) { folder in
            try layered(folder)
            try write("ci/placeholder", "", in: folder)
            try write("baseline.json", "unrelated\n", in: folder)
            try link("ci/link.json", to: "baseline.json", in: folder)
        } verify: { folder, _ in
            #expect(read("baseline.json", in: folder) == "unrelated\n", "the unrelated ./baseline.json was overwritten")
            #expect(
                read("ci/baseline.json", in: folder).contains("\"version\": 2"),
                "the link's target ci/baseline.json was not written")
            #expect(isLink("ci/link.json", in: folder), "the link was replaced by a file")
        },
        BadInput(
            "config through a relative link",
            input:
                "--config ci/rules.json, where ci/rules.json -> strict.json (in ci/), with a different ./strict.json",
            message: "ci/rules.json", exitCode: 78, arguments: ["--config", "ci/rules.json"]
        ) { folder in
            try layered(folder)
            try write(
                "ci/strict.json", #"{"rules": [{"kind": "forbidden", "from": "CoreA", "to": "CoreB", "nope": 1}]}"#,
                in: folder)
            try write("strict.json", #"{"rules": []}"#, in: folder)
            try link("ci/rules.json", to: "strict.json", in: folder)
        },
        BadInput(
            "reporter file through a relative link",
            input:
                "--reporter json:ci/report.json, where ci/report.json -> out.json (in ci/), with an unrelated ./out.json",
            message: "", exitCode: 1, arguments: ["--reporter", "json:ci/report.json"]
        ) { folder in
            try layered(folder)
            try write("ci/out.json", "", in: folder)
            try write("out.json", "unrelated\n", in: folder)
            try link("ci/report.json", to: "out.json", in: folder)
        } verify: { folder, _ in
            #expect(read("out.json", in: folder) == "unrelated\n")
            #expect(read("ci/out.json", in: folder).contains("\"findings\""))
            #expect(isLink("ci/report.json", in: folder))
        },
        BadInput(
            "reporter to /dev/stdout",
            input: "--reporter json:/dev/stdout, standard output a socket (as some CI runners have it)",
            message: "", stdout: "\"findings\"", exitCode: 1, arguments: ["--reporter", "json:/dev/stdout"],
            standardOutputIsSocket: true
        ) { try layered($0) },
    ]

    // MARK: Nesting and numbers in JSON

    static let jsonDepth: [BadInput] = [
        BadInput(
            "rules file: arrays 100,000 deep", input: "archlint.json of 100,000 nested arrays",
            message: "archlint.json:1:522: error: arrays and objects nested more than 512 levels deep", exitCode: 78
        ) { folder in
            try layered(folder)
            try write("archlint.json", "{\"rules\": " + String(repeating: "[", count: 100_000), in: folder)
        },
        BadInput(
            "rules file: objects 100,000 deep", input: "archlint.json of 100,000 nested objects",
            message: "nested more than 512 levels deep", exitCode: 78
        ) { folder in
            try layered(folder)
            try write("archlint.json", String(repeating: "{\"a\": ", count: 100_000), in: folder)
        },
        BadInput(
            "baseline: 100,000 deep", input: "--baseline of 100,000 nested arrays",
            message: "b.json:1:", exitCode: 65, arguments: ["--baseline", "b.json"]
        ) { folder in
            try layered(folder)
            try write("b.json", String(repeating: "[", count: 100_000), in: folder)
        },
        BadInput(
            "manifest dump: 100,000 deep", input: "--manifest-json of 100,000 nested arrays",
            message: "is not a `swift package dump-package` JSON document", exitCode: 65, dump: "deep.json"
        ) { folder in
            try layered(folder)
            try write(
                "deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), in: folder
            )
        },
        BadInput(
            "minified baseline of 3,000 entries on one line", input: "a 260 KB baseline on a single line",
            message: "baseline b.json: 3 new, 0 accepted, 3000 stale", exitCode: 1,
            arguments: ["--baseline", "b.json"], timeLimit: 20
        ) { folder in
            try layered(folder)
            let entries = (0..<3000).map {
                #"{"rule":"r\#($0)","edge":{"from":"Aaaaaaaaaaaaaaaaaaaa\#($0)","to":"Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"},"count":1,"files":["Sources/Module\#($0)/SomeFileWithALongName.swift"]}"#
            }
            try write("b.json", #"{"version":2,"entries":["# + entries.joined(separator: ",") + "]}", in: folder)
        },
    ]

    static let numbers: [BadInput] = [
        BadInput(
            "max of 1e300", input: #"{"kind": "max-height", "max": 1e300}"#,
            message: "archlint.json:1:42: error: rules[0].max: expected a whole number", exitCode: 78
        ) { folder in
            try layered(folder)
            try write("archlint.json", #"{"rules": [{"kind": "max-height", "max": 1e300}]}"#, in: folder)
        },
        BadInput(
            "max of 1e999", input: #"{"kind": "max-height", "max": 1e999} (infinity)"#,
            message: "rules[0].max: expected a whole number", exitCode: 78
        ) { folder in
            try layered(folder)
            try write("archlint.json", #"{"rules": [{"kind": "max-height", "max": 1e999}]}"#, in: folder)
        },
        BadInput(
            "baseline count of 1e300", input: #"--baseline with "count": 1e300"#,
            message: "b.json:1:108: error: entries[0].count: expected a positive integer", exitCode: 65,
            arguments: ["--baseline", "b.json"]
        ) { folder in
            try layered(folder)
            try write(
                "b.json",
                #"{"version": 2, "entries": [{"rule": "core-independent", "edge": {"from": "CoreA", "to": "CoreB"}, "count": 1e300}]}"#,
                in: folder)
        },
        BadInput(
            "baseline count of Int.max", input: #"--baseline with "count": 9223372036854775807"#,
            message: "entries[0].count: expected a positive integer", exitCode: 65, arguments: ["--baseline", "b.json"]
        ) { folder in
            try layered(folder)
            try write(
                "b.json",
                #"{"version": 2, "entries": [{"rule": "core-independent", "edge": {"from": "CoreA", "to": "CoreB"}, "count": 9223372036854775807}]}"#,
                in: folder)
        },
        BadInput(
            "baseline version of 1e300", input: #"--baseline with "version": 1e300"#,
            message: "is not supported", exitCode: 65, arguments: ["--baseline", "b.json"]
        ) { folder in
            try layered(folder)
            try write("b.json", #"{"version": 1e300, "entries": []}"#, in: folder)
        },
    ]

    // MARK: `#if`

    static let conditionals: [BadInput] = [
        // 1,000 levels, not the 10,000 of `check` below: `imports` prints every import with its
        // conditions (up to 256 each), 99 MB of JSON for 10,000 levels and seconds of a debug build.
        BadInput(
            "imports: 1,000 nested #if, an import in each",
            input: "one file, 1,000 nested #if levels each holding an import",
            message: "warning: #if blocks nest deeper than 256 levels", exitCode: 0, command: "imports",
            arguments: ["Deep.swift"],
            timeLimit: 30
        ) { folder in
            try write(
                "Deep.swift",
                (0..<1_000).map { "#if F\($0)\nimport M\($0)\n" }.joined()
                    + String(repeating: "#endif\n", count: 1_000), in: folder)
        } verify: { _, output in
            // Past the limit, an import keeps its outer 256 conditions only.
            #expect(
                output.standardOutput.components(separatedBy: #"{"clause": "if", "condition": "F"#).count - 1 == 256
                    * (256 + 1) / 2 + (1_000 - 256) * 256)
        },
        BadInput(
            "check: 10,000 nested #if, an import in each", input: "the same file in a target",
            message: "Sources/CoreA/Deep.swift:513:1: warning: #if blocks nest deeper than 256 levels", exitCode: 1,
            timeLimit: 30
        ) { folder in
            try layered(folder)
            try write(
                "Sources/CoreA/Deep.swift",
                (0..<10_000).map { "#if F\($0)\nimport M\($0)\n" }.joined()
                    + String(repeating: "#endif\n", count: 10_000), in: folder)
        },
        BadInput(
            "50,000-clause #elseif chain, an import in each",
            input: "one file: #if C0 / #elseif C1 ... C49999, one import per clause, checked for a platform",
            message: "modules checked", exitCode: 1, arguments: ["--platform", "ios", "-D", "C49999"],
            timeLimit: BadInput.heavyTimeLimit
        ) { folder in
            try layered(folder)
            try write(
                "Sources/CoreA/Chain.swift",
                "#if C0\nimport X0\n" + (1..<50_000).map { "#elseif C\($0)\nimport X\($0)\n" }.joined() + "#endif\n",
                in: folder)
        } verify: { _, output in
            // Only the clause whose condition is set is compiled.
            #expect(!output.standardError.contains("cannot decide"))
        },
    ]

    // MARK: What cannot be read

    static let unreadable: [BadInput] = [
        BadInput(
            "unreadable sub-folder",
            input:
                "a folder of a target without read permission (as root, archlint runs as nobody: root reads anything)",
            // The layered fixture's error findings exit 1, ahead of the partial input (2),
            // which the last line names.
            message: "Sources/CoreA/Locked: error: cannot list this folder of target 'CoreA'", exitCode: 1,
            asNobody: true, denied: [("Sources/CoreA/Locked", 0)]
        ) { folder in
            try layered(folder)
            try write("Sources/CoreA/Locked/Hidden.swift", "import Data\n", in: folder)
        } verify: { _, output in
            #expect(
                output.standardError.hasSuffix(
                    "part of the input could not be read: Sources/CoreA/Locked (see the errors above)\n"),
                "\(output.standardError.suffix(300))")
        },
        // The layered fixture has error findings: they exit 1, ahead of the partial input (2).
        BadInput(
            "path longer than PATH_MAX",
            input: "a Swift file 5,000 characters deep in a target, importing a module it must not",
            message: "error: cannot", exitCode: 1
        ) { folder in
            try layered(folder)
            try deepFolder(
                below: (folder as NSString).appendingPathComponent("Sources/CoreA"), depth: 25, file: "Deep.swift",
                text: "import CoreB\n")
        },
    ]

    static let irregularFiles: [BadInput] = [
        BadInput(
            "X.swift -> /dev/zero in a target", input: "a symbolic link named X.swift to /dev/zero in a target",
            message:
                "Sources/CoreA/X.swift: warning: symbolic link in target 'CoreA' leads outside the package (to '/dev/zero'); not followed",
            exitCode: 1, timeLimit: 20
        ) { folder in
            try layered(folder)
            try FileManager.default.createSymbolicLink(
                atPath: (folder as NSString).appendingPathComponent("Sources/CoreA/X.swift"),
                withDestinationPath: "/dev/zero")
        },
        BadInput(
            "imports X.swift -> /dev/zero", input: "archlint imports X.swift, a symbolic link to /dev/zero",
            message: "error: cannot read 'X.swift' (a device, not a regular file", exitCode: 2, command: "imports",
            arguments: ["X.swift"], timeLimit: 20
        ) { folder in
            try FileManager.default.createSymbolicLink(
                atPath: (folder as NSString).appendingPathComponent("X.swift"), withDestinationPath: "/dev/zero")
        },
        BadInput(
            "imports of a source file over the size limit",
            input: "archlint imports Big.swift, a 65 MB file (the limit is 64 MB)",
            message: "error: cannot read 'Big.swift' (65 MB is larger than archlint reads (64 MB))", exitCode: 2,
            command: "imports", arguments: ["Big.swift"], timeLimit: 20
        ) { folder in
            let path = (folder as NSString).appendingPathComponent("Big.swift")
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            truncate(path, 65 << 20)
        },
        BadInput(
            "FIFO named Pipe.swift", input: "a named pipe Pipe.swift in a target, no writer",
            message:
                "Sources/CoreA/Pipe.swift: error: cannot read source file (a FIFO (named pipe), not a regular file",
            exitCode: 1, timeLimit: 20
        ) { folder in
            try layered(folder)
            mkfifo((folder as NSString).appendingPathComponent("Sources/CoreA/Pipe.swift"), 0o644)
        },
        BadInput(
            "rules file is UTF-16 (--config)", input: "--config rules.json saved as UTF-16 with a byte-order mark",
            message: "rules.json: error: the rules file is not UTF-8: it is encoded as UTF-16", exitCode: 78,
            arguments: ["--config", "rules.json"]
        ) { folder in
            try layered(folder)
            try Data([0xFF, 0xFE] + Array(#"{"rules": []}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                .write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("rules.json")))
        },
        BadInput(
            "rules file is UTF-16 (found)", input: "archlint.json saved as UTF-16, found in the package root",
            message: "archlint.json: error: the rules file is not UTF-8: it is encoded as UTF-16", exitCode: 78
        ) { folder in
            try layered(folder)
            try Data([0xFF, 0xFE] + Array(#"{"rules": []}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                .write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("archlint.json")))
        },
        BadInput(
            "rules file is Latin-1", input: "--config rules.json with an é saved in Latin-1",
            message: "rules.json: error: the rules file is not UTF-8: byte 0xE9 at line 1, column 21", exitCode: 78,
            arguments: ["--config", "rules.json"]
        ) { folder in
            try layered(folder)
            try Data(#"{"description": "caf\#u{00}"}"#.utf8.map { $0 == 0 ? 0xE9 : $0 })
                .write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("rules.json")))
        },
        BadInput(
            "project.pbxproj is a FIFO",
            input:
                "an Xcode project whose project.pbxproj is a named pipe with no writer (manifests read statically, no SwiftPM)",
            message:
                "App.xcodeproj/project.pbxproj: error: cannot read the project file (a FIFO (named pipe), not a regular file",
            exitCode: 1,
            arguments: ["--manifests", "static", "--no-cache"], useDump: false, timeLimit: 20
        ) { folder in
            try layered(folder)
            try FileManager.default.createDirectory(
                atPath: (folder as NSString).appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            mkfifo((folder as NSString).appendingPathComponent("App.xcodeproj/project.pbxproj"), 0o644)
        },
        BadInput(
            "Project.swift is a FIFO",
            input:
                "a named pipe Project.swift at the root, where a Tuist manifest would be (the workspace survey reads its first bytes)",
            message: "modules checked", exitCode: 1, arguments: ["--manifests", "static", "--no-cache"], useDump: false,
            timeLimit: 20
        ) { folder in
            try layered(folder)
            mkfifo((folder as NSString).appendingPathComponent("Project.swift"), 0o644)
        },
        BadInput(
            "Package.swift is a FIFO", input: "a named pipe Package.swift, --manifests static",
            message: "cannot read 'Package.swift' (a FIFO (named pipe), not a regular file", exitCode: 2,
            arguments: ["--manifests", "static", "--no-cache"], useDump: false, timeLimit: 20
        ) { folder in
            try write("Sources/A/A.swift", "import Foundation\n", in: folder)
            mkfifo((folder as NSString).appendingPathComponent("Package.swift"), 0o644)
        },
        BadInput(
            "dump-package --static of a FIFO", input: "archlint dump-package --static, Package.swift a named pipe",
            message: "cannot read 'Package.swift' (a FIFO (named pipe), not a regular file", exitCode: 3,
            command: "dump-package",
            arguments: ["--static"], useDump: false, timeLimit: 20
        ) { folder in
            mkfifo((folder as NSString).appendingPathComponent("Package.swift"), 0o644)
        },
        BadInput(
            "--config names a folder", input: "--config Sources",
            message: "Sources: error: is a folder, not a rules file", exitCode: 66, arguments: ["--config", "Sources"]
        ) { try layered($0) },
        BadInput(
            "--config names a FIFO", input: "--config a named pipe with no writer",
            message: "rules.json: error: cannot read the rules file: a FIFO (named pipe), not a regular file",
            exitCode: 66,
            arguments: ["--config", "rules.json"], timeLimit: 20
        ) { folder in
            try layered(folder)
            mkfifo((folder as NSString).appendingPathComponent("rules.json"), 0o644)
        },
    ]

    // MARK: Manifests

    static let manifests: [BadInput] =
        [
            BadInput(
                "target named ../../../outside",
                input: #"a dump whose target "name" is "../../../outside" (SwiftPM dumps such a name)"#,
                // One library importing nothing of the workspace: no rule has anything to check (exit 2).
                message: "warning: target name '../../../outside' is not a folder name", exitCode: 2,
                dump: "escape.json",
                arguments: ["--package-path", "pkg/inner"]
            ) { folder in
                try write("pkg/inner/Sources/Lib/Lib.swift", "public let x = 1\n", in: folder)
                try write("outside/Leak.swift", "import Forbidden\n", in: folder)
                try write(
                    "pkg/inner/archlint.json",
                    #"{"rules": [{"kind": "forbidden", "from": "*", "to": "Forbidden*", "mayBeEmpty": true}]}"#,
                    in: folder)
                try write("escape.json", dump(["Lib": [], "../../../outside": []]), in: folder)
            } verify: { _, output in
                #expect(!output.standardOutput.contains("Leak.swift"), "a file outside the package was read")
            },
            BadInput(
                "target named ../../../../../../../../proc", input: "a target name leading to /proc",
                message: "warning: target name '../../../../../../../../proc' is not a folder name", exitCode: 0,
                dump: "proc.json", timeLimit: 20
            ) { folder in
                try layered(folder)
                try write("proc.json", dump(["CoreA": [], "../../../../../../../../proc": []]), in: folder)
            },
            BadInput(
                "target folder is a link out of the package", input: "Sources/CoreB -> / (a link to the root folder)",
                message: "the folder of target 'CoreB' is a symbolic link leading outside the package", exitCode: 1,
                timeLimit: 20
            ) { folder in
                try layered(folder)
                try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent("Sources/CoreB"))
                try FileManager.default.createSymbolicLink(
                    atPath: (folder as NSString).appendingPathComponent("Sources/CoreB"), withDestinationPath: "/")
            },
            BadInput(
                "Snippets link out of the package",
                input: "Snippets/all -> / (SwiftPM makes every Swift file under Snippets a target)",
                message: "7 modules checked (8 files", exitCode: 1, timeLimit: 20
            ) { folder in
                // The snippet is read (7 modules, 8 files); nothing under the link is.
                try layered(folder)
                try write("Snippets/Hello.swift", "import CoreA\n", in: folder)
                try link("Snippets/all", to: "/", in: folder)
            },
            BadInput(
                "source link out of the package",
                input: "Sources/CoreA/Shared.swift -> a file outside the package importing a forbidden module",
                message: "symbolic link in target 'CoreA' leads outside the package", exitCode: 1
            ) { folder in
                try layered(folder)
                try write("../elsewhere-\(UUID().uuidString)/Shared.swift", "import Data\n", in: folder)
                let outside = try FileManager.default.contentsOfDirectory(
                    atPath: (folder as NSString).deletingLastPathComponent
                ).first { $0.hasPrefix("elsewhere-") }!
                try link("Sources/CoreA/Shared.swift", to: "../../../\(outside)/Shared.swift", in: folder)
            } verify: { _, output in
                #expect(!output.standardOutput.contains("Shared.swift:1:1: error"))
            },
            BadInput(
                "manifest that loops forever", input: "Package.swift with `while true {}`, --manifest-timeout 5",
                message: "did not finish '", exitCode: 65, arguments: ["--no-cache", "--manifest-timeout", "5"],
                useDump: false,
                timeLimit: 60, needsSwift: true
            ) { folder in
                try loopingPackage(folder)
            } verify: { folder, _ in
                #expect(
                    processesMentioning(folder).isEmpty, "processes outlived archlint: \(processesMentioning(folder))")
            },
            BadInput(
                "looping manifest beside a good package",
                input: "a workspace: one looping manifest, one good package, --manifest-timeout 5",
                message:
                    "Loop/Package.swift: error: this package is not checked: swift package dump-package did not finish",
                exitCode: 2,
                arguments: ["--no-cache", "--manifest-timeout", "5"], useDump: false, timeLimit: 90, needsSwift: true
            ) { folder in
                try write(
                    "Package.swift",
                    "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Good\", targets: [.target(name: \"Good\")])\n",
                    in: folder)
                try write("Sources/Good/Good.swift", "public let good = 1\n", in: folder)
                try loopingPackage((folder as NSString).appendingPathComponent("Loop"))
            } verify: { folder, _ in
                #expect(
                    processesMentioning(folder).isEmpty, "processes outlived archlint: \(processesMentioning(folder))")
            },
        ]
        + [
            ("SIGTERM", SIGTERM, "SIGTERM to archlint once the manifest runs"),
            ("SIGINT", SIGINT, "SIGINT (Ctrl-C) to archlint once the manifest runs"),
            ("SIGKILL", SIGKILL, "SIGKILL to archlint once the manifest runs (the watchdog ends the rest)"),
        ].map { name, signal, what in
            BadInput(
                "archlint gets \(name) while a manifest loops", input: "the looping manifest; \(what)",
                message: "", exitCode: 128 + signal, arguments: ["--no-cache"], useDump: false, timeLimit: 60,
                needsSwift: true,
                signal: signal
            ) { folder in
                try loopingPackage(folder)
            } verify: { folder, _ in
                #expect(processesEnd(mentioning: folder), "processes outlived archlint: \(processesMentioning(folder))")
            }
        }

    // MARK: Selectors and globs

    static let selectors: [BadInput] = [
        BadInput(
            "regex selector (a+)+$ on an 81-character name",
            input: #"a rule selecting "/(a+)+$/" with a module named 80 a's and a !"#,
            // The selector matches nothing, so the rule checks nothing (exit 2).
            message: "'/(a+)+$/' matches no module", exitCode: 2, dump: "a.json", timeLimit: 20
        ) { folder in
            let name = String(repeating: "a", count: 80) + "x"
            try write("Sources/\(name)/A.swift", "import Foundation\n", in: folder)
            try write("a.json", dump([name: []]), in: folder)
            try write(
                "archlint.json", #"{"rules": [{"kind": "independent", "modules": "/(a+)+$/", "mayBeEmpty": true}]}"#,
                in: folder)
        },
        BadInput(
            "regex with a backreference", input: #"a selector "/(a)\1/""#,
            message:
                "archlint.json:1:47: error: rules[0].modules: invalid regular expression /(a)\\1/: backreferences are not supported",
            exitCode: 78
        ) { folder in
            try layered(folder)
            try write("archlint.json", #"{"rules": [{"kind": "independent", "modules": "/(a)\\1/"}]}"#, in: folder)
        },
        BadInput(
            "regex nested 100,000 deep", input: "a selector of 100,000 opening parentheses",
            message: "groups nested more than 100 deep", exitCode: 78
        ) { folder in
            try layered(folder)
            try write(
                "archlint.json",
                #"{"rules": [{"kind": "independent", "modules": "/"# + String(repeating: "(", count: 100_000)
                    + #"/"}]}"#, in: folder)
        },
        BadInput(
            "100,000 leading !", input: "a selector of 100,000 '!' before a name",
            message: "'!!': write one '!'", exitCode: 78
        ) { folder in
            try layered(folder)
            try write(
                "archlint.json",
                #"{"rules": [{"kind": "independent", "modules": ""# + String(repeating: "!", count: 100_000)
                    + #"CoreA"}]}"#, in: folder)
        },
        BadInput(
            "twelve **/ in a path glob",
            input:
                #"an exception {"file": "**/**/**/**/**/**/**/**/**/**/**/**/nomatch"} (globs of "exclude" and "path:" match the same way)"#,
            message: "this exception matches no finding of rule 'chain'", exitCode: 1, timeLimit: 20
        ) { folder in
            try layered(folder)
            try write("Sources/CoreA/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/Deep.swift", "import CoreB\n", in: folder)
            try write(
                "archlint.json",
                #"{"rules": [{"id": "chain", "kind": "independent", "modules": "Core*", "except": [{"file": "**/**/**/**/**/**/**/**/**/**/**/**/nomatch", "reason": "r"}]}]}"#,
                in: folder)
        },
    ]

    // MARK: Sizes (the full-size figures are in archlint-bench hostile)

    static let costs: [BadInput] = [
        BadInput(
            "groups naming each other twice, 1,000 deep",
            input: "g(i) = [@g(i-1), @g(i-2)] for 1,000 groups (2^1000 paths)",
            message: "1 finding on 1 edge", exitCode: 1, timeLimit: 20
        ) { folder in
            try layered(folder)
            var groups = [#""g0": ["CoreA"], "g1": ["@g0", "CoreB"]"#]
            for index in 2..<1000 { groups.append("\"g\(index)\": [\"@g\(index - 1)\", \"@g\(index - 2)\"]") }
            try write(
                "archlint.json",
                #"{"groups": {"# + groups.joined(separator: ", ")
                    + #"}, "rules": [{"kind": "independent", "modules": "@g999"}]}"#, in: folder)
        },
        BadInput(
            "40 modules that all import each other", input: "40 targets, each importing the 39 others",
            message: "modules checked", stdout: "error: [no-cycles]", exitCode: 1, dump: "all.json", timeLimit: 30
        ) { folder in
            let names = (0..<40).map { "Core\($0)" }
            for name in names {
                try write(
                    "Sources/\(name)/\(name).swift", names.filter { $0 != name }.map { "import \($0)\n" }.joined(),
                    in: folder)
            }
            try write("all.json", dump(Dictionary(uniqueKeysWithValues: names.map { ($0, [String]()) })), in: folder)
        },
        BadInput(
            "50,000 rules", input: "a rules file of 50,000 forbidden rules",
            message: "modules checked", exitCode: 1, timeLimit: BadInput.heavyTimeLimit
        ) { folder in
            try layered(folder)
            // Patterns that may match nothing (a plain unknown name is a typo: exit 78).
            let rules = (0..<50_000).map {
                #"{"id": "r\#($0)", "kind": "forbidden", "from": "CoreA", "to": "X\#($0)*", "mayBeEmpty": true}"#
            }
            try write(
                "archlint.json", #"{"extends": "recommended", "rules": ["# + rules.joined(separator: ",\n") + "]}",
                in: folder)
        },
        // Each unknown name is an error; only the first ones are compared with every known name.
        BadInput(
            "50,000 unknown module names",
            input: "a rules file of 50,000 rules each naming a module that does not exist",
            message: "archlint.json:1:", exitCode: 78, timeLimit: BadInput.heavyTimeLimit
        ) { folder in
            try layered(folder)
            let rules = (0..<50_000).map {
                #"{"id": "r\#($0)", "kind": "forbidden", "from": "CoreA", "to": "X\#($0)"}"#
            }
            try write("archlint.json", #"{"rules": ["# + rules.joined(separator: ",\n") + "]}", in: folder)
        } verify: { _, output in
            #expect(
                output.standardError.contains("unknown module 'X49999' (no module"),
                "\(output.standardError.suffix(300))")
        },
    ]

    // MARK: Forged output

    /// A target whose name would print a finding line of its own if not escaped.
    static let forgedName =
        "Evil\nSources/Forged.swift:1:1: error: [forged] forged finding\n::error file=Forged.swift::forged"
    /// One named like a core module (`Core*`), so that roles, init's groups and the comments of
    /// the rules file init writes list it too.
    static let forgedCoreName =
        "CoreEvil\nSources/Forged.swift:2:1: error: [forged] forged\n::error file=Forged.swift::forged\nCore"

    static let escapes: [BadInput] =
        ReportFormatName.all.map { format in
            BadInput(
                "target name with line breaks, \(format)",
                input:
                    "a target named \"Evil\\nSources/Forged.swift:1:1: error: ...\\n::error ...\", --reporter \(format)",
                message: "", exitCode: 1, dump: "evil.json", arguments: ["--reporter", format]
            ) { folder in
                try evilPackage(folder)
            } verify: { _, output in
                expectNoForgedLine(output)
                if format == "json" || format == "sarif" {
                    #expect(
                        (try? JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))) != nil,
                        "not valid JSON")
                }
                if format == "junit" {
                    #expect(XMLParser(data: Data(output.standardOutput.utf8)).parse(), "not valid XML")
                }
            }
        }
        + ["--dot", "--mermaid", "--json"].map { format in
            BadInput(
                "target name with line breaks, graph \(format)", input: "the same target, archlint graph \(format)",
                message: "", exitCode: 0, command: "graph", dump: "evil.json", arguments: [format]
            ) { folder in
                try evilPackage(folder)
            } verify: { _, output in
                expectNoForgedLine(output)
            }
        } + [
            BadInput(
                "target name with line breaks, roles", input: "the same target, archlint roles",
                message: "", stdout: "role", exitCode: 0, command: "roles", dump: "evil.json"
            ) { folder in
                try evilPackage(folder)
            } verify: { _, output in
                expectNoForgedLine(output)
            },
            BadInput(
                "target name with line breaks, init", input: "the same target, archlint init --output -",
                message: "", stdout: "\"rules\"", exitCode: 0, command: "init", dump: "evil.json",
                arguments: ["--output", "-"]
            ) { folder in
                try evilPackage(folder)
            } verify: { _, output in
                expectNoForgedLine(output)
            },
        ]
        + ["text", "markdown"].map { format in
            BadInput(
                "target name with line breaks, diff \(format)",
                input: "the target added since the last commit, archlint diff HEAD --format \(format)",
                message: "", stdout: "+2/-0 modules", exitCode: 0, command: "diff", dump: "evil.json",
                arguments: ["HEAD", "--format", format, "--no-cache"]
            ) { folder in
                try evilPackage(folder, committedWithout: true)
            } verify: { _, output in
                expectNoForgedLine(output)
            }
        }

    // MARK: Exit codes of outputs

    static let exitCodes: [BadInput] = [
        BadInput(
            "--write-baseline into a missing folder", input: "--write-baseline missing/b.json",
            message: "error: cannot write 'missing/b.json'", exitCode: 73,
            arguments: ["--write-baseline", "missing/b.json"]
        ) { try layered($0) },
        BadInput(
            "graph --output into a missing folder", input: "archlint graph --output missing/g.dot",
            message: "error: cannot write 'missing/g.dot'", exitCode: 73, command: "graph",
            arguments: ["--output", "missing/g.dot"]
        ) { try layered($0) },
        BadInput(
            "init --output into a missing folder", input: "archlint init --output missing/archlint.json",
            message: "error: cannot write 'missing/archlint.json'", exitCode: 73, command: "init",
            arguments: ["--output", "missing/archlint.json"]
        ) { try layered($0) },
        BadInput(
            "temporary files of a dead writer",
            input:
                "a .baseline.json.archlint-tmp.PID.UUID left by a process that no longer runs, and one of a live process",
            message: "", exitCode: 0, arguments: ["--write-baseline", "out/baseline.json"]
        ) { folder in
            try layered(folder)
            try write(
                "out/.baseline.json.archlint-tmp.\(deadProcess()).\(UUID().uuidString)", "half a baseline", in: folder)
            try write("out/.baseline.json.archlint-tmp.1.\(UUID().uuidString)", "a live writer's file", in: folder)
        } verify: { folder, _ in
            let left =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: (folder as NSString).appendingPathComponent("out"))) ?? []
            #expect(left.filter { $0.contains("archlint-tmp") }.count == 1, "\(left)")
            #expect(
                left.contains { $0.hasPrefix(".baseline.json.archlint-tmp.1.") },
                "a live process's file was removed: \(left)")
        },
    ]

    // MARK: Crashes the fuzz targets found (Tests/Fixtures/Fuzz)

    static let fuzzFindings: [BadInput] = []
}

/// One row of `BadInputTable`.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// The input, in words (the table's first column).
    var input: String
    /// A part of standard error that must appear ("" for none).
    var message: String
    /// A part of standard output that must appear, if any.
    var stdout: String?
    var exitCode: Int32
    var command = "check"
    /// The manifest dump to read (`--manifest-json`); nil runs SwiftPM.
    var dump: String?
    var arguments: [String] = []
    /// Seconds before the run is killed and the row fails.
    var timeLimit: Double = 60
    /// The limit of the rows of 50,000 clauses, rules or names: 15-20 s of a debug build alone,
    /// four times that when four rows share two cores with the other suites (CI saw 60 s pass).
    /// A limit catches a hang; speed is `archlint-bench`'s to measure, never a test's.
    static let heavyTimeLimit: Double = 240
    var enabled = true
    var needsSwift = false
    /// A signal sent to archlint once the package's manifest runs (the rows that run SwiftPM on
    /// a manifest that loops).
    var signal: Int32?
    /// Standard output a socket instead of a file.
    var standardOutputIsSocket = false
    /// The row relies on a permission denial: as root, archlint runs as `nobody` (through
    /// `setpriv`; the row is cancelled, not passed, where that cannot be done), the row's folder
    /// given to `nobody` after `setup`, and `denied` applied then.
    var asNobody = false
    /// What the row denies once its folder is `nobody`'s (relative paths made root's and not
    /// writable, or not readable), for rows that run as `nobody`.
    var denied: [(path: String, mode: mode_t)] = []
    var setup: @Sendable (String) throws -> Void
    var verify: (@Sendable (String, BadInputRunner.Output) -> Void)?

    var testDescription: String { name }

    init(
        _ name: String, input: String, message: String, stdout: String? = nil, exitCode: Int32,
        command: String = "check",
        dump: String? = "dump.json", arguments: [String] = [], useDump: Bool = true, timeLimit: Double = 60,
        enabled: Bool = true, needsSwift: Bool = false, signal: Int32? = nil, standardOutputIsSocket: Bool = false,
        asNobody: Bool = false, denied: [(path: String, mode: mode_t)] = [],
        setup: @escaping @Sendable (String) throws -> Void,
        verify: (@Sendable (String, BadInputRunner.Output) -> Void)? = nil
    ) {
        self.name = name
        self.input = input
        self.message = message
        self.stdout = stdout
        self.exitCode = exitCode
        self.command = command
        self.dump = useDump ? dump : nil
        self.arguments = arguments
        self.timeLimit = timeLimit
        self.enabled = enabled
        self.needsSwift = needsSwift
        self.signal = signal
        self.standardOutputIsSocket = standardOutputIsSocket
        self.asNobody = asNobody
        self.denied = denied
        self.setup = setup
        self.verify = verify
    }
}

/// The reporter names, spelled out so the table does not depend on the code under test.
enum ReportFormatName {
    static let all = ["xcode", "json", "sarif", "github-actions", "junit", "markdown"]
}

// MARK: - Fixture helpers

extension BadInputTable {
    static func write(_ relative: String, _ text: String, in folder: String) throws {
        let path = (folder as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ relative: String, in folder: String) -> String {
        (try? String(contentsOfFile: (folder as NSString).appendingPathComponent(relative), encoding: .utf8))
            ?? "<unreadable>"
    }

    static func link(_ relative: String, to destination: String, in folder: String) throws {
        let path = (folder as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    static func isLink(_ relative: String, in folder: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(
            atPath: (folder as NSString).appendingPathComponent(relative))) != nil
    }

    /// The Layered fixture's sources and dump (CoreA imports CoreB: a finding).
    static func layered(_ folder: String) throws {
        let source = Fixtures.layered
        for item in try FileManager.default.contentsOfDirectory(atPath: source) where item != ".build" {
            try FileManager.default.copyItem(
                atPath: (source as NSString).appendingPathComponent(item),
                toPath: (folder as NSString).appendingPathComponent(item))
        }
    }

    /// A dump of regular targets with their dependencies.
    static func dump(_ targets: [String: [String]]) -> String {
        let entries = targets.keys.sorted().map { name in
            let dependencies = targets[name]!.map { #"{"byName": [\#(quoted($0)), null]}"# }.joined(separator: ", ")
            return
                #"{"name": \#(quoted(name)), "type": "regular", "dependencies": [\#(dependencies)], "exclude": [], "resources": [], "settings": []}"#
        }
        return
            #"{"name": "Hostile", "toolsVersion": {"_version": "5.9.0"}, "dependencies": [], "products": [], "platforms": [], "targets": [\#(entries.joined(separator: ", "))]}"#
    }

    static func quoted(_ text: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [text]), encoding: .utf8)!.dropFirst().dropLast()
            .description
    }

    /// A package whose target name holds line breaks, imported by another target. With
    /// `committedWithout`, a git repository whose one commit has the package without that target
    /// (what `archlint diff HEAD` compares with).
    static func evilPackage(_ folder: String, committedWithout: Bool = false) throws {
        try write("Sources/App/App.swift", "import Foundation\n", in: folder)
        // CoreA and CoreB import each other: findings to report whatever the forged module is (one
        // core module importing another that imports none of the three would be their floor).
        try write("Sources/CoreA/A.swift", "import CoreB\n", in: folder)
        try write("Sources/CoreB/B.swift", "import CoreA\n", in: folder)
        if committedWithout {
            try write("evil.json", dump(["App": [], "CoreA": [], "CoreB": []]), in: folder)
            let identity = [
                "-c", "user.name=archlint", "-c", "user.email=archlint@example.com", "-c", "commit.gpgsign=false",
            ]
            for arguments in [["init", "--quiet"], ["add", "."], identity + ["commit", "--quiet", "-m", "base"]] {
                _ = try ChildProcess.run("/usr/bin/env", ["git"] + arguments, in: folder).requireSuccess(
                    "git \(arguments.joined(separator: " "))")
            }
        }
        try write(
            "evil.json",
            dump(["App": [forgedName, forgedCoreName], "CoreA": [], "CoreB": [], forgedName: [], forgedCoreName: []]),
            in: folder)
    }

    static func expectNoForgedLine(_ output: BadInputRunner.Output) {
        for (stream, text) in [("stdout", output.standardOutput), ("stderr", output.standardError)] {
            for line in text.split(separator: "\n") {
                #expect(!line.hasPrefix("Sources/Forged.swift"), "\(stream) has a forged line: \(line)")
                #expect(!line.hasPrefix("::error file=Forged"), "\(stream) has a forged workflow command: \(line)")
            }
        }
    }

    /// A package whose manifest never finishes evaluating.
    static func loopingPackage(_ folder: String) throws {
        try write(
            "Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            var spins = 0
            while true { spins &+= 1 }
            let package = Package(name: "Loop", targets: [.target(name: "Loop")])

            """, in: folder)
        try write("Sources/Loop/Loop.swift", "public let loop = 1\n", in: folder)
    }

    /// Folders nested so deep that the file's absolute path is longer than PATH_MAX (made one
    /// level at a time: no single call takes a path that long).
    static func deepFolder(below base: String, depth: Int, file: String, text: String) throws {
        let segment = String(repeating: "d", count: 200)
        var script = "cd \"$1\""
        for _ in 0..<depth { script += " && mkdir \(segment) && cd \(segment)" }
        script += " && printf '%s' \"$2\" > \(file)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", base, text]
        try process.run()
        process.waitUntilExit()
    }

    /// A process id no process has.
    static func deadProcess() -> Int32 {
        var pid: Int32 = 999_999
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    /// Whether the processes mentioning `folder` are gone within two seconds (a watchdog that
    /// ends them on its next tick has the time to).
    static func processesEnd(mentioning folder: String) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while !processesMentioning(folder).isEmpty {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// Whether SwiftPM runs the manifest of the package in `folder`: the compiled manifest,
    /// `<name>-manifest -fileno N -context {"packageDirectory":"..."}`, is a process.
    static func manifestRuns(in folder: String) -> Bool {
        processesMentioning(folder).contains { $0.contains("-manifest -fileno ") }
    }

    /// Processes whose command line mentions `folder` (what a run left behind).
    static func processesMentioning(_ folder: String) -> [String] {
        var found: [String] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int32(entry) != nil {
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            let command = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            let state = (try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8))?.split(separator: " ")
                .dropFirst(2).first
            // SwiftPM passes the package folder to the manifest as JSON, slashes escaped.
            let mentioned =
                command.contains(folder) || command.contains(folder.replacingOccurrences(of: "/", with: "\\/"))
            if mentioned, state != "Z" { found.append("\(entry): \(command)") }
        }
        return found
    }
}
