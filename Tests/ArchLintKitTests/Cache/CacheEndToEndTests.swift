import Foundation
import Testing
@testable import ArchLintCache

/// `archlint check` with a cache prints byte-for-byte what it prints without one, through edits,
/// renames and deletions of sources and manifests; a warm run starts no `swift` process.
@Suite(.enabled(if: TestSupport.swiftExecutable != nil, "needs `swift` on PATH to dump manifests"))
struct CacheEndToEndTests {
    /// A copy of the Layered fixture, and a `swift` wrapper that logs each invocation.
    static func setUp() throws -> (root: String, swift: String, log: String) {
        let base = TestSupport.temporaryDirectory()
        let root = (base as NSString).appendingPathComponent("Layered")
        try FileManager.default.copyItem(atPath: TestSupport.path("Tests/Fixtures/Packages/Layered"), toPath: root)
        // Other tests run the binary on the fixture itself, which leaves its cache there.
        try? FileManager.default.removeItem(atPath: (root as NSString).appendingPathComponent(".build"))
        let log = (base as NSString).appendingPathComponent("swift-invocations.log")
        let swift = (base as NSString).appendingPathComponent("swift-recorder.sh")
        TestSupport.write("#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(TestSupport.swiftExecutable!)' \"$@\"\n", to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        return (root, swift, log)
    }

    static func check(_ root: String, swift: String, _ extra: [String] = []) throws -> BinaryRunner.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHLINT_SWIFT_EXEC"] = swift
        var output = try BinaryRunner.run(["check", "--reporter", "xcode"] + extra, in: root, environment: environment)
        // The summary's timing differs run to run.
        output.standardError = output.standardError.replacingOccurrences(of: #", \d+ ms\)"#, with: ")", options: .regularExpression)
        return output
    }

    static func invocations(_ log: String) -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func cachedAndFreshRunsAgreeThroughChanges() throws {
        let (root, swift, log) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        func source(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
        let changes: [(String, () throws -> Void)] = [
            ("nothing", {}),
            ("edit a source", {
                // Same second as the cached scan: the content hash must notice.
                let path = source("Sources/CoreB/B.swift")
                let text = try String(contentsOfFile: path, encoding: .utf8)
                try ("import CoreA\n" + text).write(toFile: path, atomically: false, encoding: .utf8)
            }),
            ("rename a declaration another module uses", {
                // CoreA's fix plan names what it uses of CoreB: the symbol cache must notice.
                for path in [source("Sources/CoreB/B.swift"), source("Sources/CoreA/A.swift")] {
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    try text.replacingOccurrences(of: "b()", with: "bee()").write(toFile: path, atomically: false, encoding: .utf8)
                }
            }),
            ("rename a source", {
                try FileManager.default.moveItem(atPath: source("Sources/Data/Repository.swift"), toPath: source("Sources/Data/Store.swift"))
            }),
            ("delete a source", {
                try FileManager.default.removeItem(atPath: source("Sources/Network/Client.swift"))
            }),
            ("edit the manifest", {
                let path = source("Package.swift")
                let text = try String(contentsOfFile: path, encoding: .utf8)
                try text.replacingOccurrences(of: #".target(name: "CoreB"),"#, with: #".target(name: "CoreB", dependencies: ["CoreA"]),"#)
                    .write(toFile: path, atomically: false, encoding: .utf8)
            }),
            ("add a version-specific manifest", {
                let text = try String(contentsOfFile: source("Package.swift"), encoding: .utf8)
                try text.replacingOccurrences(of: #".target(name: "Network"),"#, with: "")
                    .replacingOccurrences(of: #""Data", "Network", "#, with: #""Data", "#)
                    .replacingOccurrences(of: #"dependencies: ["Network", "Data"]"#, with: #"dependencies: ["Data"]"#)
                    .replacingOccurrences(of: #".target(name: "Data", dependencies: ["Network"])"#, with: #".target(name: "Data")"#)
                    .write(toFile: source("Package@swift-6.0.swift"), atomically: false, encoding: .utf8)
            }),
        ]
        for (label, change) in changes {
            try change()
            let cached = try Self.check(root, swift: swift)
            let fresh = try Self.check(root, swift: swift, ["--no-cache"])
            #expect(cached == fresh, "after: \(label)")
            #expect(!fresh.standardOutput.isEmpty || label != "nothing", "after: \(label)")
            if label == "nothing" { #expect(cached.standardOutput.contains("CoreA uses b (A.swift:3):")) }
            if label.hasPrefix("rename a declaration") { #expect(cached.standardOutput.contains("CoreA uses bee (A.swift:3):")) }
        }
        #expect(FileManager.default.fileExists(atPath: root + "/.build/archlint/symbols"))
        // Nothing changed since the last cached run: no swift process at all.
        try? FileManager.default.removeItem(atPath: log)
        let warm = try Self.check(root, swift: swift)
        #expect(Self.invocations(log) == [])
        #expect(warm == (try Self.check(root, swift: swift, ["--no-cache"])))
    }

    @Test func cachePathAndCorruptEntriesAreHarmless() throws {
        let (root, swift, log) = try Self.setUp()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let cacheDirectory = (root as NSString).deletingLastPathComponent + "/elsewhere"
        let first = try Self.check(root, swift: swift, ["--cache-path", cacheDirectory])
        #expect(FileManager.default.fileExists(atPath: cacheDirectory + "/scans"))
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
        let names = ManifestCache.environmentNames(in: #"""
            let local = ProcessInfo.processInfo.environment["USE_LOCAL"] != nil
            if getenv("CI") != nil {}
            """#)
        #expect(names == ["USE_LOCAL", "CI"])
    }
}
