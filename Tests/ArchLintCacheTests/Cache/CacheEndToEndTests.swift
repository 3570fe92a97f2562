import Foundation
import Testing
@testable import ArchLintCache
@testable import ArchLintTestSupport

/// `archlint check` with a cache prints byte-for-byte what it prints without one, through edits,
/// renames and deletions of sources and manifests; a warm run starts no `swift` process.
@Suite(.requiresSwift)
struct CacheEndToEndTests {
    /// A copy of the Layered fixture, and a `swift` wrapper that logs each invocation.
    static func setUp() throws -> (directory: TemporaryDirectory, root: String, swift: String, log: String) {
        let directory = try TemporaryDirectory()
        // The copy leaves out the cache that other tests' runs of the binary leave in the fixture.
        let root = try directory.copy(Fixtures.layered)
        let log = directory.path("swift-invocations.log")
        let swift = try directory.writeExecutable(
            "swift-recorder.sh", "#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(try #require(Toolchain.swift))' \"$@\"\n")
        return (directory, root, swift, log)
    }

    static func check(_ root: String, swift: String, _ extra: [String] = []) throws -> ChildProcess.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHLINT_SWIFT_EXEC"] = swift
        // SwiftPM reads the manifests: these tests are about remembering its dumps.
        var output = try ChildProcess.archlint(
            ["check", "--reporter", "xcode", "--manifests", "swiftpm"] + extra, in: root, environment: environment)
        // The summary's timing differs run to run.
        output.standardError = output.standardError.replacingOccurrences(
            of: #", \d+ ms\)"#, with: ")", options: .regularExpression)
        return output
    }

    static func invocations(_ log: String) -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test(.tags(.slow)) func cachedAndFreshRunsAgreeThroughChanges() throws {
        let (directory, root, swift, log) = try Self.setUp()
        defer { directory.remove() }
        func source(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
        let changes: [(String, () throws -> Void)] = [
            ("nothing", {}),
            (
                "edit a source",
                {
                    // Same second as the cached scan: the content hash must notice.
                    let path = source("Sources/CoreB/B.swift")
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    try ("import CoreA\n" + text).write(toFile: path, atomically: false, encoding: .utf8)
                }
            ),
            (
                "rename a declaration another module uses",
                {
                    // CoreA's fix plan names what it uses of CoreB: the symbol cache must notice.
                    for path in [source("Sources/CoreB/B.swift"), source("Sources/CoreA/A.swift")] {
                        let text = try String(contentsOfFile: path, encoding: .utf8)
                        try text.replacingOccurrences(of: "b()", with: "bee()").write(
                            toFile: path, atomically: false, encoding: .utf8)
                    }
                }
            ),
            (
                "rename a source",
                {
                    try FileManager.default.moveItem(
                        atPath: source("Sources/Data/Repository.swift"), toPath: source("Sources/Data/Store.swift"))
                }
            ),
            (
                "delete a source",
                {
                    try FileManager.default.removeItem(atPath: source("Sources/Network/Client.swift"))
                }
            ),
            (
                "edit the manifest",
                {
                    let path = source("Package.swift")
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    try text.replacingOccurrences(
                        of: #".target(name: "CoreB"),"#, with: #".target(name: "CoreB", dependencies: ["CoreA"]),"#
                    )
                    .write(toFile: path, atomically: false, encoding: .utf8)
                }
            ),
            (
                "add a version-specific manifest",
                {
                    let text = try String(contentsOfFile: source("Package.swift"), encoding: .utf8)
                    try text.replacingOccurrences(of: #".target(name: "Network"),"#, with: "")
                        .replacingOccurrences(of: #""Data", "Network", "#, with: #""Data", "#)
                        .replacingOccurrences(
                            of: #"dependencies: ["Network", "Data"]"#, with: #"dependencies: ["Data"]"#
                        )
                        .replacingOccurrences(
                            of: #".target(name: "Data", dependencies: ["Network"])"#, with: #".target(name: "Data")"#
                        )
                        .write(toFile: source("Package@swift-6.0.swift"), atomically: false, encoding: .utf8)
                }
            ),
        ]
        for (label, change) in changes {
            try change()
            let cached = try Self.check(root, swift: swift)
            let fresh = try Self.check(root, swift: swift, ["--no-cache"])
            #expect(cached == fresh, "after: \(label)")
            #expect(
                !fresh.standardOutput.isEmpty || label != "nothing",
                "after: \(label): exit \(fresh.exitCode)\n\(fresh.standardError)")
            if label == "nothing" { #expect(cached.standardOutput.contains("CoreA uses b (A.swift:3):")) }
            if label.hasPrefix("rename a declaration") {
                #expect(cached.standardOutput.contains("CoreA uses bee (A.swift:3):"))
            }
        }
        #expect(FileManager.default.fileExists(atPath: root + "/.build/archlint/symbols"))
        // Nothing changed since the last cached run: no swift process at all.
        try? FileManager.default.removeItem(atPath: log)
        let warm = try Self.check(root, swift: swift)
        #expect(Self.invocations(log) == [])
        #expect(warm == (try Self.check(root, swift: swift, ["--no-cache"])))
    }

    /// The inputs of an Xcode workspace that `xcodeProjectEditsAreNoticed` changes, in order (a
    /// later change may need an earlier one: the xcconfig sets the flag of the file added before).
    static let xcodeChanges: [(label: String, changed: String)] = [
        ("the project file drops a flag", "App/Shop.xcodeproj/project.pbxproj"),
        ("an Info.plist makes the widget a share extension", "App/ShopWidget/Info.plist"),
        ("a file appears in a synchronized folder", "Sync/App/Views"),
        ("an xcconfig sets that flag", "Sync/Config/App.xcconfig"),
        ("a script appears outside every module", "App/Scripts"),
    ]

    /// Makes change `index` of `xcodeChanges` in the workspace at `root`.
    static func makeXcodeChange(_ index: Int, in root: String) throws {
        func edit(_ relative: String, _ old: String, _ new: String) throws {
            let path = root + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.contains(old) else { throw ChildProcess.Failure(description: "\(relative) lacks \(old)") }
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: false, encoding: .utf8)
        }
        switch index {
        case 0: try edit("App/Shop.xcodeproj/project.pbxproj", " -D MOCKS", "")
        case 1: try edit("App/ShopWidget/Info.plist", "com.apple.widgetkit-extension", "com.apple.share-services")
        case 2:
            try TemporaryDirectory.writeFile(
                "#if SYNCFLAG\nimport Networking\n#endif\n", to: root + "/Sync/App/Views/Offline.swift")
        case 3: try edit("Sync/Config/App.xcconfig", "SYNCED", "SYNCED SYNCFLAG")
        default: try TemporaryDirectory.writeFile("print(1)\n", to: root + "/App/Scripts/more.swift")
        }
    }

    /// Xcode projects are inputs of the stored result: an edit of the project file, of an
    /// Info.plist, of an `.xcconfig`, a file added to a synchronized folder or a Swift file added
    /// anywhere under the root makes the next run recompute (and say which input changed), and
    /// its output is what a run without the cache prints.
    ///
    /// One case per change, each in a copy of its own that has the earlier changes: the cases
    /// run side by side, and each one's runs and the seconds it waits happen on a thread of its
    /// own (`OwnThread`), leaving the test runner's threads to other tests.
    @Test(arguments: xcodeChanges.indices)
    func xcodeProjectEditsAreNoticed(_ index: Int) async throws {
        let base = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let root = base + "/AppWorkspace"
        try FileManager.default.copyItem(
            atPath: Fixtures.repositoryPath("Tests/Fixtures/Xcode/AppWorkspace"), toPath: root)
        try FileManager.default.copyItem(
            atPath: Fixtures.repositoryPath("Tests/Fixtures/Xcode/Synchronized"), toPath: root + "/Sync")
        try? FileManager.default.removeItem(atPath: root + "/Kit/.build")
        for earlier in 0..<index { try Self.makeXcodeChange(earlier, in: root) }
        let (label, changed) = Self.xcodeChanges[index]
        let last = index == Self.xcodeChanges.count - 1
        let (cached, fresh, after) = try await OwnThread.run {
            () throws -> (ChildProcess.Output, ChildProcess.Output, ChildProcess.Output?) in
            var environment = ProcessInfo.processInfo.environment
            environment["ARCHLINT_CACHE_TRACE"] = "1"
            func run(_ extra: [String]) throws -> ChildProcess.Output {
                var output = try ChildProcess.archlint(
                    ["check", "--configuration", "debug"] + extra, in: root, environment: environment)
                output.standardError = output.standardError.replacingOccurrences(
                    of: #", \d+ ms\)"#, with: ")", options: .regularExpression)
                return output
            }
            // The first run creates the cache folder in the root (a change of the root's listing).
            _ = try run([])
            // Inputs older than the racy window: this run's result is stored.
            Thread.sleep(forTimeInterval: 3)
            _ = try run([])
            try Self.makeXcodeChange(index, in: root)
            // After the last change, once more: the summary counts what every change added.
            return (try run([]), try run(["--no-cache"]), last ? try run([]) : nil)
        }
        #expect(cached.standardOutput == fresh.standardOutput, "after: \(label)")
        #expect(cached.exitCode == fresh.exitCode, "after: \(label)")
        #expect(
            cached.standardError.contains("note: result cache: miss, changed since it was stored: \(root)/\(changed)")
                || cached.standardError.contains("note: result cache: miss, changed since it was stored: \(changed)"),
            "after: \(label): \(cached.standardError)")
        let effect =
            switch index {
            case 0: !cached.standardOutput.contains("ShopKit imports Networking")
            case 1: !cached.standardOutput.contains("widgets-stay-offline")
            case 2: !cached.standardOutput.contains("SyncApp imports Networking")
            case 3:
                cached.standardOutput.contains(
                    "Sync/App/Views/Offline.swift:2:1: error: [declared-imports] SyncApp imports Networking")
            default: true
            }
        #expect(effect, "after: \(label): \(cached.standardOutput)")
        let withoutTrace = cached.standardError.split(separator: "\n").filter { !$0.hasPrefix("note: result cache:") }
            .joined(separator: "\n")
        #expect(withoutTrace + "\n" == fresh.standardError, "after: \(label)")
        if last {
            #expect(
                after?.standardError.contains(
                    "note: 7 of 28 Swift files under the root belong to no module and are not checked: Sync/App (4), App/Scripts (2), Modules/Loyalty (1)"
                ) == true)
        }
    }

    @Test func cachePathAndCorruptEntriesAreHarmless() throws {
        let (directory, root, swift, log) = try Self.setUp()
        defer { directory.remove() }
        let cacheDirectory = directory.path("elsewhere")
        let first = try Self.check(root, swift: swift, ["--cache-path", cacheDirectory])
        #expect(
            FileManager.default.fileExists(atPath: cacheDirectory + "/scans"),
            "exit \(first.exitCode)\n\(first.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root + "/.build/archlint"))
        // Damage every cache file: the run is the same, and dumps again.
        for name in try FileManager.default.subpathsOfDirectory(atPath: cacheDirectory) {
            let path = cacheDirectory + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                try Data("{ not a cache".utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        try? FileManager.default.removeItem(atPath: log)
        #expect(try Self.check(root, swift: swift, ["--cache-path", cacheDirectory]) == first)
        #expect(Self.invocations(log).count == 2)  // --version and dump-package
        try? FileManager.default.removeItem(atPath: log)
        #expect(try Self.check(root, swift: swift, ["--cache-path", cacheDirectory]) == first)
        #expect(Self.invocations(log) == [])
    }

    @Test func manifestsNamingVariablesAreKeyedOnThem() {
        let names = ManifestCache.environmentNames(
            in: #"""
                let local = ProcessInfo.processInfo.environment["USE_LOCAL"] != nil
                if getenv("CI") != nil {}
                """#)
        #expect(names == ["USE_LOCAL", "CI"])
    }
}
