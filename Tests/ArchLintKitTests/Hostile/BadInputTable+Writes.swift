import Foundation
import Testing
import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The rows of issue 31: what archlint writes (the cache, `fix`, `install-hook`) never leaves
/// the root or loses a file, every command tells partial input the same way, and the output
/// cannot be turned against its reader.
extension BadInputTable {
    static let writes: [BadInput] =
        cacheRows + fixRows + partialFixRows + hookRows + storyRows + outputRows + writeCosts

    // MARK: The cache

    static let cacheRows: [BadInput] = [
        BadInput(
            "cache: 256 entries linked to a file outside",
            input: ".build/archlint/scans/00.bin ... ff.bin committed as links to a file outside the package",
            message:
                ".build/archlint/scans/00.bin: warning: the cache is not used in this run: this is a symbolic link",
            exitCode: 1
        ) { folder in
            try layered(folder)
            try write("../outside.txt", "the CI user's file\n", in: folder)
            for index in 0..<256 {
                try link(
                    String(format: ".build/archlint/scans/%02x.bin", index), to: outside(folder, "outside.txt"),
                    in: folder)
            }
        } verify: { folder, output in
            #expect(
                read("../outside.txt", in: folder) == "the CI user's file\n",
                "the file outside was written through a link")
            #expect((0..<256).allSatisfy { isLink(String(format: ".build/archlint/scans/%02x.bin", $0), in: folder) })
            #expect(
                output.standardError.components(separatedBy: "the cache is not used").count == 2, "said more than once")
        },
        BadInput(
            "cache: .build links out of the package",
            input: ".build committed as a link to a folder outside the package",
            message: ".build: warning: the cache is not used in this run: this is a symbolic link", exitCode: 1
        ) { folder in
            try layered(folder)
            try FileManager.default.createDirectory(
                atPath: outside(folder, "elsewhere"), withIntermediateDirectories: true)
            try link(".build", to: outside(folder, "elsewhere"), in: folder)
        } verify: { folder, _ in
            #expect(
                (try? FileManager.default.contentsOfDirectory(atPath: outside(folder, "elsewhere"))) == [],
                "the cache was written outside")
        },
        BadInput(
            "cache: a new cache folder is ignored by git",
            input: "a first run with the cache: .build/archlint/.gitignore holds *",
            message: "", exitCode: 1
        ) { folder in
            try layered(folder)
        } verify: { folder, _ in
            #expect(read(".build/archlint/.gitignore", in: folder).hasSuffix("\n*\n"))
        },
    ]

    // MARK: fix: where it writes and what it keeps

    static let fixRows: [BadInput] = [
        BadInput(
            "fix: Package.swift links out of the root",
            input: "Package.swift is a link to a manifest outside the package; A imports B undeclared",
            message: "1 finding not fixed",
            stdout: "'Package.swift' is a symbolic link leading out of the package root", exitCode: 1, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"], useDump: false
        ) { folder in
            try fixable(folder)
            try FileManager.default.moveItem(
                atPath: (folder as NSString).appendingPathComponent("Package.swift"),
                toPath: outside(folder, "Package.swift"))
            try link("Package.swift", to: outside(folder, "Package.swift"), in: folder)
        } verify: { folder, _ in
            #expect(read("../Package.swift", in: folder) == fixableManifest, "the manifest outside was edited")
            #expect(isLink("Package.swift", in: folder))
        },
        BadInput(
            "fix: project.pbxproj links out of the root",
            input: "an Xcode project whose project.pbxproj is a link to a file outside",
            message: "3 findings not fixed",
            stdout: "'App/Shop.xcodeproj/project.pbxproj' is a symbolic link leading out of the package root",
            exitCode: 1,
            command: "fix", arguments: ["--manifests", "static", "--no-cache"], useDump: false
        ) { folder in
            try copyFixture("Xcode/AppWorkspace", to: folder)
            try FileManager.default.moveItem(
                atPath: (folder as NSString).appendingPathComponent("App/Shop.xcodeproj/project.pbxproj"),
                toPath: outside(folder, "project.pbxproj"))
            try link("App/Shop.xcodeproj/project.pbxproj", to: outside(folder, "project.pbxproj"), in: folder)
        } verify: { folder, _ in
            let original =
                (try? String(
                    contentsOfFile: Fixtures.path("Xcode/AppWorkspace/App/Shop.xcodeproj/project.pbxproj"),
                    encoding: .utf8)) ?? "?"
            #expect(read("../project.pbxproj", in: folder) == original, "the project outside was edited")
        },
        BadInput(
            "fix: read-only Package.swift", input: "Package.swift of mode 444; A imports B undeclared",
            message: "1 finding not fixed", stdout: "'Package.swift' is not edited: it is read-only (mode 444)",
            exitCode: 1, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"], useDump: false
        ) { folder in
            try fixable(folder)
            chmod((folder as NSString).appendingPathComponent("Package.swift"), 0o444)
        } verify: { folder, _ in
            #expect(read("Package.swift", in: folder) == fixableManifest)
        },
        BadInput(
            "fix: keeps mode and owner",
            input: "Package.swift of mode 640 owned by nobody (when run as root); A imports B undeclared",
            message: "fixed 1 finding", exitCode: 0, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"],
            useDump: false
        ) { folder in
            try fixable(folder)
            let manifest = (folder as NSString).appendingPathComponent("Package.swift")
            chmod(manifest, 0o640)
            if getuid() == 0 { chown(manifest, 65534, 65534) }
        } verify: { folder, _ in
            var status = stat()
            stat((folder as NSString).appendingPathComponent("Package.swift"), &status)
            #expect(status.st_mode & 0o7777 == 0o640, "mode \(String(status.st_mode & 0o7777, radix: 8))")
            if getuid() == 0 {
                #expect(status.st_uid == 65534 && status.st_gid == 65534, "owner \(status.st_uid):\(status.st_gid)")
            }
            #expect(read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#))
        },
        BadInput(
            "fix: the manifest in use is Package@swift-5.9.swift",
            input: "Package.swift (tools 5.5) and Package@swift-5.9.swift, which SwiftPM uses; A imports B undeclared",
            message: "Package@swift-5.9.swift: add \"B\" to the dependencies of 'A'", exitCode: 0, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"], useDump: false
        ) { folder in
            try fixable(folder)
            try write("Package.swift", fixableManifest.replacingOccurrences(of: "5.9", with: "5.5"), in: folder)
            try write("Package@swift-5.9.swift", fixableManifest, in: folder)
        } verify: { folder, _ in
            #expect(
                read("Package.swift", in: folder) == fixableManifest.replacingOccurrences(of: "5.9", with: "5.5"),
                "Package.swift was edited")
            #expect(read("Package@swift-5.9.swift", in: folder).contains(#".target(name: "A", dependencies: ["B"])"#))
            let check = rerun(["check", "--manifests", "static", "--no-cache"], in: folder)
            #expect(
                check.exitCode == 0 && check.standardError.contains("0 findings"),
                "check after fix: \(check.standardError)")
        },
        BadInput(
            "fix: the second file cannot be written",
            input: "two manifests to edit, the second in a folder archlint may not write (run as nobody when root)",
            message: "fix stopped after writing 1 file (Package.swift), each as the diff on standard output shows",
            stdout: "+++ b/Package.swift", exitCode: 73, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"],
            useDump: false, asNobody: true, denied: [("Sub", 0o555)]
        ) { folder in
            try fixable(folder)
            try write(
                "Package.swift",
                fixableManifest.replacingOccurrences(
                    of: "targets: [", with: #"dependencies: [.package(path: "Sub")], targets: ["#), in: folder)
            try fixable((folder as NSString).appendingPathComponent("Sub"), name: "S", prefix: "S")
        } verify: { folder, output in
            #expect(read("Sub/Package.swift", in: folder) == fixableManifest(name: "S", prefix: "S"))
            #expect(read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#))
            #expect(output.standardError.contains("error: cannot write 'Sub/Package.swift'"), "\(output.standardError)")
        },
    ]

    // MARK: fix on partial input: the notices of check, its exit code, no deletion

    static let partialFixRows: [BadInput] =
        [
            BadInput(
                "fix: a source is a FIFO",
                input: "A declares B, its only file importing B is a FIFO archlint cannot read",
                message: "Sources/A/Pipe.swift: error: cannot read source file (a FIFO (named pipe)", exitCode: 2,
                command: "fix",
                arguments: ["--manifests", "static", "--no-cache"], useDump: false, timeLimit: 20
            ) { folder in
                try fixable(folder, declared: true)
                try write("Sources/A/A.swift", "public let a = 1\n", in: folder)
                mkfifo((folder as NSString).appendingPathComponent("Sources/A/Pipe.swift"), 0o644)
            } verify: { folder, output in
                #expect(
                    read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#),
                    "a dependency the unread file may use was deleted")
                #expect(output.standardOutput.contains("a file archlint did not read may use this dependency"))
            },
            BadInput(
                "fix: two modules of one name", input: "a second package defining a target A as well",
                message: "error: module 'A' is also defined by package", exitCode: 2, command: "fix",
                arguments: ["--manifests", "static", "--no-cache"], useDump: false
            ) { folder in
                try fixable(folder, declared: true)
                try write("Sources/A/A.swift", "public let a = 1\n", in: folder)
                try fixable((folder as NSString).appendingPathComponent("Other"), name: "Other")
                // P depends on Other: one build holds both A (two copies never built together are no error).
                let manifest = fixableManifest(declared: true)
                    .replacingOccurrences(
                        of: #"name: "P", "#, with: #"name: "P", dependencies: [.package(path: "Other")], "#)
                try write("Package.swift", manifest, in: folder)
            } verify: { folder, _ in
                #expect(read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#))
            },
            BadInput(
                "fix: a damaged project",
                input: "a package beside an Xcode project whose project.pbxproj does not parse",
                message: "App.xcodeproj/project.pbxproj:2:52: error: unterminated string", exitCode: 2, command: "fix",
                arguments: ["--manifests", "static", "--no-cache"], useDump: false
            ) { folder in
                try fixable(folder, declared: true)
                try write("Sources/A/A.swift", "public let a = 1\n", in: folder)
                try write(
                    "App.xcodeproj/project.pbxproj",
                    "// !$*UTF8*$!\n{ objects = { AAA = {isa = PBXNativeTarget; name = \"", in: folder)
            } verify: { folder, _ in
                #expect(read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#))
            },
            BadInput(
                "fix: a manifest declined by --manifests static",
                input: "a second package whose manifest calls a function",
                message: "Other/Package.swift: error: this package is not checked", exitCode: 2, command: "fix",
                arguments: ["--manifests", "static", "--no-cache"], useDump: false
            ) { folder in
                try fixable(folder, declared: true)
                try write("Sources/A/A.swift", "public let a = 1\n", in: folder)
                try declinedPackage((folder as NSString).appendingPathComponent("Other"))
            } verify: { folder, _ in
                #expect(read("Package.swift", in: folder).contains(#"dependencies: ["B"]"#))
            },
        ]
        + ["graph", "roles", "init"].map { command in
            BadInput(
                "\(command): a manifest declined by --manifests static",
                input: "the only package's manifest calls a function, archlint \(command)",
                message: "Package.swift: error: this package is not checked", exitCode: 2, command: command,
                arguments: ["--manifests", "static", "--no-cache"] + (command == "init" ? ["--output", "-"] : []),
                useDump: false
            ) { folder in
                try declinedPackage(folder)
            }
        }

    // MARK: install-hook

    static let hookRows: [BadInput] = [
        BadInput(
            "install-hook --force twice over a team hook",
            input:
                "a team's pre-commit; install-hook --force, the team's tooling writes its hook again, install-hook --force again",
            message: "saved the previous hook as", exitCode: 0, command: "install-hook", arguments: ["--force"],
            useDump: false
        ) { folder in
            try gitRepository(folder)
            try write(".git/hooks/pre-commit", teamHook("1"), in: folder)
        } verify: { folder, _ in
            #expect(read(".git/hooks/pre-commit.before-archlint", in: folder) == teamHook("1"))
            try? write(".git/hooks/pre-commit", teamHook("2"), in: folder)
            let again = rerun(["install-hook", "--force"], in: folder, keepingPath: true)
            #expect(again.exitCode == 0, "\(again.standardError)")
            #expect(
                read(".git/hooks/pre-commit.before-archlint", in: folder) == teamHook("1"),
                "the saved team hook was overwritten")
            #expect(read(".git/hooks/pre-commit.before-archlint.2", in: folder) == teamHook("2"))
            #expect(read(".git/hooks/pre-commit", in: folder).contains("archlint-managed-hook"))
        },
        BadInput(
            "install-hook over a symlinked hook",
            input: "pre-commit is a link to a script outside the repository; install-hook, then --force",
            message: "is a symbolic link (to '", exitCode: 64, command: "install-hook", useDump: false
        ) { folder in
            try gitRepository(folder)
            try write("../team-hook.sh", teamHook("linked"), in: folder)
            try link(".git/hooks/pre-commit", to: outside(folder, "team-hook.sh"), in: folder)
        } verify: { folder, _ in
            #expect(read("../team-hook.sh", in: folder) == teamHook("linked"))
            let forced = rerun(["install-hook", "--force"], in: folder, keepingPath: true)
            #expect(forced.exitCode == 0, "\(forced.standardError)")
            #expect(
                read("../team-hook.sh", in: folder) == teamHook("linked"), "the script the link leads to was written")
            #expect(
                isLink(".git/hooks/pre-commit.before-archlint", in: folder), "the link was not moved aside as it is")
            #expect(!isLink(".git/hooks/pre-commit", in: folder))
            #expect(read(".git/hooks/pre-commit", in: folder).contains("archlint-managed-hook"))
        },
        BadInput(
            "install-hook --force over a dangling link",
            input: "pre-commit is a link to a file that does not exist, outside the repository",
            message: "saved the previous hook as", exitCode: 0, command: "install-hook", arguments: ["--force"],
            useDump: false
        ) { folder in
            try gitRepository(folder)
            try link(".git/hooks/pre-commit", to: outside(folder, "nowhere/hook.sh"), in: folder)
        } verify: { folder, _ in
            #expect(
                !FileManager.default.fileExists(atPath: outside(folder, "nowhere")),
                "a file was created where the link leads")
            #expect(read(".git/hooks/pre-commit", in: folder).contains("archlint-managed-hook"))
        },
    ]

    // MARK: Wrong story: diff

    static let storyRows: [BadInput] = [
        BadInput(
            "diff: the base side is declined by --manifests static",
            input:
                "the committed Package.swift calls a function; the working tree's does not; diff HEAD --manifests static",
            message: "the base side (HEAD", exitCode: 2, command: "diff",
            arguments: ["HEAD", "--manifests", "static", "--no-cache"],
            useDump: false
        ) { folder in
            try declinedPackage(folder)
            try gitRepository(folder, commit: true)
            try fixable(folder, declared: true)
        } verify: { _, output in
            #expect(output.standardOutput.isEmpty, "a diff was printed against a base that was not read")
        },
        BadInput(
            "diff: the base checkout lacks a submodule",
            input:
                "a local package in a git submodule; the manifest changed since HEAD, so the base is checked out (without submodules)",
            message: "from the submodule Vendor/Kit, which the temporary checkout of the base does not have",
            exitCode: 2,
            command: "diff", arguments: ["HEAD", "--manifests", "static", "--no-cache"], useDump: false
        ) { folder in
            let kit = outside(folder, "kit-repository")
            try write(
                "Package.swift",
                """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])

                """, in: kit)
            try write("Sources/Kit/Kit.swift", "public let kit = 1\n", in: kit)
            try gitRepository(kit, commit: true)
            try write(
                "Package.swift",
                """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", dependencies: [.package(path: "Vendor/Kit")],
                                      targets: [.target(name: "A", dependencies: [.product(name: "Kit", package: "Kit")])])

                """, in: folder)
            try write("Sources/A/A.swift", "import Kit\n", in: folder)
            try gitRepository(folder)
            try git(["-c", "protocol.file.allow=always", "submodule", "add", "--quiet", kit, "Vendor/Kit"], in: folder)
            try git(["add", "."], in: folder)
            try git(identity + ["commit", "--quiet", "-m", "base"], in: folder)
            try write("Package.swift", read("Package.swift", in: folder) + "// changed\n", in: folder)
        } verify: { _, output in
            #expect(output.standardOutput.isEmpty, "a diff was printed against a base that lacks the submodule")
        },
        BadInput(
            "diff: a shallow clone",
            input: "a clone with --depth 1 of a branch that left main two commits ago; diff with no revision",
            message: "this clone is shallow", exitCode: 64, command: "diff"
        ) { folder in
            let origin = outside(folder, "origin")
            try layered(origin)
            try git(["init", "--quiet", "-b", "main"], in: origin)
            try git(["add", "."], in: origin)
            try git(identity + ["commit", "--quiet", "-m", "one"], in: origin)
            try git(identity + ["commit", "--quiet", "--allow-empty", "-m", "two"], in: origin)
            try git(["checkout", "--quiet", "-b", "feature", "HEAD~1"], in: origin)
            try git(identity + ["commit", "--quiet", "--allow-empty", "-m", "three"], in: origin)
            try git(["checkout", "--quiet", "main"], in: origin)
            try git(
                [
                    "clone", "--quiet", "--depth", "1", "--no-single-branch", "--branch", "feature", "file://" + origin,
                    ".",
                ], in: folder)
        },
    ]

    // MARK: Output

    /// A module name holding what a terminal and a pull-request comment act on.
    static let actingName = "Evil\u{1B}[31mRed\u{7}Bell\u{0}Nul\u{7F}Del\u{9B}Csi @team https://evil.example"

    static let outputRows: [BadInput] =
        ReportFormatName.all.map { format in
            BadInput(
                "control characters in a name, \(format)",
                input:
                    "a target named with ESC, BEL, NUL, DEL and C1 importing a forbidden module, --reporter \(format)",
                message: "", exitCode: 1, dump: "acting.json", arguments: ["--reporter", format]
            ) { folder in
                try actingPackage(folder)
            } verify: { _, output in
                let bytes = Array(output.standardOutput.utf8)
                #expect(
                    !bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F },
                    "a control character reached standard output")
                #expect(
                    !output.standardOutput.unicodeScalars.contains { (0x80...0x9F).contains($0.value) },
                    "a C1 control reached standard output")
                if format == "markdown" {
                    // Text cells and the rules' descriptions (a Mermaid block's labels mention no one).
                    let text = output.standardOutput.split(separator: "\n").filter {
                        $0.hasPrefix("|") || $0.hasPrefix("- ")
                    }.joined(separator: "\n")
                    #expect(
                        !text.contains("@team") && !text.contains("https://evil") && !text.contains("@org"),
                        "a live mention or link: \(text)")
                    #expect(text.contains("@&#8203;team") && text.contains("https:&#8203;//x.example"))
                }
            }
        } + [
            BadInput(
                "a source file whose name is not UTF-8",
                input: "Sources/CoreA/caf\\xE9.swift (Latin-1 bytes) importing CoreB",
                message: "", stdout: "Sources/CoreA/caf\\xE9.swift:3:1: note: also imported here", exitCode: 1
            ) { folder in
                try layered(folder)
                let name = Array("/Sources/CoreA/caf".utf8) + [0xE9] + Array(".swift".utf8)
                try writeRaw(path: Array(folder.utf8) + name, "import Foundation\n\nimport CoreB\n")
            },
            BadInput(
                "dump-package: an automatic library product",
                input: "archlint dump-package --static of a package with .library(name:targets:)",
                message: "", stdout: "\"automatic\"", exitCode: 0, command: "dump-package", arguments: ["--static"],
                useDump: false
            ) { folder in
                try fixable(folder)
                try write(
                    "Package.swift",
                    fixableManifest.replacingOccurrences(
                        of: "targets: [", with: #"products: [.library(name: "A", targets: ["A"])], targets: ["#),
                    in: folder)
            },
            BadInput(
                "SwiftPM leaves no lock file behind",
                input: "check --manifests swiftpm: SwiftPM's lock files in the temporary folder",
                message: "", exitCode: 0, arguments: ["--manifests", "swiftpm", "--no-cache"], useDump: false,
                timeLimit: 120,
                needsSwift: true
            ) { folder in
                try fixable(folder, declared: true)
            } verify: { folder, _ in
                let left = (try? FileManager.default.contentsOfDirectory(atPath: outside(folder, "tmp"))) ?? ["?"]
                #expect(left.isEmpty, "left in the temporary folder: \(left)")
            },
        ]

    // MARK: Cost (the full-size figures are in archlint-bench hostile)

    static let writeCosts: [BadInput] = [
        BadInput(
            "check: 400 Xcode targets importing without linking",
            input: "an Xcode project of 400 framework targets, each importing the one before",
            message: "399 findings on 399 edges", exitCode: 1, arguments: ["--manifests", "static", "--no-cache"],
            useDump: false,
            timeLimit: 60
        ) { folder in
            for file in HostileTrees.xcodeWorkspace(targets: 400, importsPrevious: true, importsKit: false) {
                try write(file.path, file.text, in: folder)
            }
        },
        BadInput(
            "fix: 300 Xcode edits", input: "fix linking a package product to each of 300 Xcode targets",
            message: "fixed 300 findings with 300 edits in 1 file", exitCode: 0, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"], useDump: false, timeLimit: 60
        ) { folder in
            for file in HostileTrees.xcodeWorkspace(targets: 300, importsPrevious: false, importsKit: true) {
                try write(file.path, file.text, in: folder)
            }
        },
        BadInput(
            "fix: 1,000 Package.swift edits",
            input: "fix declaring a dependency of each of 1,000 targets of one Package.swift",
            message: "fixed 999 findings with 999 edits in 1 file", exitCode: 0, command: "fix",
            arguments: ["--manifests", "static", "--no-cache"], useDump: false, timeLimit: 90
        ) { folder in
            for file in HostileTrees.package(targets: 1_000) {
                try write(file.path, file.text, in: folder)
            }
        },
    ]
}

// MARK: - Fixtures of these rows

extension BadInputTable {
    /// A path beside the row's folder (inside the row's own temporary folder, outside the package).
    static func outside(_ folder: String, _ name: String) -> String {
        ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }

    /// Package P: A imports B without declaring it (`declared`: A declares B, and imports it).
    static let fixableManifest = fixableManifest()

    /// The manifest of `fixable` (modules named with `prefix`).
    static func fixableManifest(name: String = "P", prefix: String = "", declared: Bool = false) -> String {
        let dependencies = declared ? #", dependencies: ["\#(prefix)B"]"# : ""
        return """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "\(name)", targets: [.target(name: "\(prefix)A"\(dependencies)), .target(name: "\(prefix)B")])

            """
    }

    static func fixable(_ folder: String, name: String = "P", prefix: String = "", declared: Bool = false) throws {
        try write("Package.swift", fixableManifest(name: name, prefix: prefix, declared: declared), in: folder)
        try write("Sources/\(prefix)A/\(prefix)A.swift", "import \(prefix)B\n", in: folder)
        try write("Sources/\(prefix)B/\(prefix)B.swift", "public let b = 1\n", in: folder)
        try write(
            "archlint.json",
            #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}, {"id": "unused-dependencies", "kind": "unused-dependency"}]}"#,
            in: folder)
    }

    /// A package whose manifest calls a function: outside what archlint reads without running it.
    static func declinedPackage(_ folder: String) throws {
        try write(
            "Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            func library(_ name: String) -> Target { .target(name: name) }
            let package = Package(name: "Declined", targets: [library("A"), library("B")])

            """, in: folder)
        try write("Sources/A/A.swift", "import B\n", in: folder)
        try write("Sources/B/B.swift", "public let b = 1\n", in: folder)
    }

    static func copyFixture(_ relative: String, to folder: String) throws {
        let source = Fixtures.path(relative)
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(
                atPath: (source as NSString).appendingPathComponent(item),
                toPath: (folder as NSString).appendingPathComponent(item))
        }
    }

    static func teamHook(_ version: String) -> String {
        "#!/bin/sh\n# the team's hook, version \(version)\nmake lint\n"
    }

    static let identity = [
        "-c", "user.name=archlint", "-c", "user.email=archlint@example.com", "-c", "commit.gpgsign=false",
    ]

    static func git(_ arguments: [String], in folder: String) throws {
        _ = try ChildProcess.run("/usr/bin/env", ["git"] + arguments, in: folder).requireSuccess(
            "git \(arguments.joined(separator: " "))")
    }

    /// A git repository in `folder` (`commit`: with everything in it committed).
    static func gitRepository(_ folder: String, commit: Bool = false) throws {
        try git(["init", "--quiet"], in: folder)
        guard commit else { return }
        try git(["add", "."], in: folder)
        try git(identity + ["commit", "--quiet", "-m", "base"], in: folder)
    }

    /// A package whose target `actingName` imports CoreB, which a rule forbids.
    static func actingPackage(_ folder: String) throws {
        try write("Sources/App/App.swift", "import Foundation\n", in: folder)
        try write("Sources/Acting/Acting.swift", "import CoreB\n", in: folder)
        try write("Sources/CoreB/B.swift", "public let b = 1\n", in: folder)
        let acting =
            #"{"name": \#(quoted(actingName)), "path": "Sources/Acting", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []}"#
        try write(
            "acting.json",
            dump(["App": [], "CoreB": []]).replacingOccurrences(
                of: #""targets": ["#, with: #""targets": ["# + acting + ", "), in: folder)
        try write(
            "archlint.json",
            #"{"rules": [{"id": "no-core-b", "kind": "forbidden", "from": "*", "to": "CoreB", "description": "see @org/team at https://x.example"}]}"#,
            in: folder)
    }

    /// Writes `text` to the file whose path is `path` (bytes, not necessarily UTF-8).
    static func writeRaw(path: [UInt8], _ text: String) throws {
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        _ = text.withCString { Foundation.write(descriptor, $0, strlen($0)) }
    }

    /// Runs the binary again in a row's folder (a second step of the row), as the row ran it.
    static func rerun(_ arguments: [String], in folder: String, keepingPath: Bool = false) -> BadInputRunner.Output {
        let parent = (folder as NSString).deletingLastPathComponent
        let environment = [
            "PATH": keepingPath ? ProcessInfo.processInfo.environment["PATH"] ?? "" : "/nonexistent",
            "HOME": parent, "TMPDIR": (parent as NSString).appendingPathComponent("tmp"),
        ]
        return (try? BadInputRunner.run(arguments, in: folder, environment: environment, timeLimit: 60))
            ?? BadInputRunner.Output(
                standardOutput: "", standardError: "could not run archlint", exitCode: -1, timedOut: false)
    }
}
