import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The parts of the Tuist reader that need no compiler: globs as Tuist expands them, what a
/// manifest's record decodes to, names Tuist derives, and the embedded ProjectDescription.
@Suite struct TuistModelTests {
    @Test func globsMatchWholePathsAsTuistExpandsThem() throws {
        let directory = try TemporaryDirectory("tuist-glob")
        defer { directory.remove() }
        for file in [
            "Sources/A.swift", "Sources/Sub/B.swift", "Sources/Sub/C.m", "Sources/.Hidden.swift",
            "Sources/Assets.xcassets/Inside.swift", "Sources/Generated/G.swift", "Other/D.swift",
        ] {
            try directory.write(file, "")
        }
        let tree = TuistFileTree(root: directory.path, recorder: nil)
        func matches(_ pattern: String, _ pathExtension: String? = nil) -> [String] {
            tree.matches(directory.path("") + "/" + pattern, pathExtension: pathExtension).map {
                PathUtilities.relative($0, to: directory.path)
            }
        }
        // `**` spans folders; hidden files and bundle-like folders are not sources.
        #expect(
            matches("Sources/**") == [
                "Sources/A.swift", "Sources/Generated/G.swift", "Sources/Sub/B.swift", "Sources/Sub/C.m",
            ])
        #expect(
            matches("Sources/**", "swift") == ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Sub/B.swift"])
        // `*` stays in its folder: unlike archlint's own path globs, nothing below matches.
        #expect(matches("Sources/*") == ["Sources/A.swift"])
        #expect(
            matches("Sources/**/*.swift") == ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Sub/B.swift"])
        #expect(matches("{Sources,Other}/*.swift") == ["Other/D.swift", "Sources/A.swift"])
        #expect(matches("Sources/Sub/B.swift") == ["Sources/Sub/B.swift"])
        // A folder is not a file: a glob naming one matches nothing.
        #expect(matches("Sources/Sub") == [])
        #expect(matches("Missing/**") == [])
        // Nothing outside the root is listed, even where the glob names it.
        let outside = directory.path + "-outside"
        try TemporaryDirectory.writeFile(Data(), to: outside + "/E.swift")
        defer { try? FileManager.default.removeItem(atPath: outside) }
        #expect(matches("../\((outside as NSString).lastPathComponent)/**") == [])
        #expect(FileManager.default.fileExists(atPath: outside + "/E.swift"))
    }

    @Test func bracesExpandNestedAlternatives() {
        #expect(TuistFileTree.expandBraces("a/{b,c{1,2}}/d") == ["a/b/d", "a/c1/d", "a/c2/d"])
        #expect(TuistFileTree.expandBraces("a/{b}/d") == ["a/b/d"])
        #expect(TuistFileTree.expandBraces("no/braces") == ["no/braces"])
        #expect(TuistFileTree.expandBraces("open/{b") == ["open/{b"])
    }

    @Test func staticPrefixStopsAtTheFirstWildcard() {
        #expect(TuistFileTree.staticPrefix(of: "/r/Sources/**/*.swift") == ("/r/Sources", true))
        #expect(TuistFileTree.staticPrefix(of: "/r/Sources/A.swift") == ("/r/Sources/A.swift", false))
        #expect(TuistFileTree.standardizePattern("/r/App/../Projects/./X/**") == "/r/Projects/X/**")
    }

    @Test func pathsResolveAgainstTheirBase() {
        let manifest = "/root/App/Project.swift"
        func resolve(_ base: TuistRecordedPath.Base, _ path: String, caller: String? = nil) -> String {
            TuistProjectModel.resolve(
                TuistRecordedPath(base: base, path: path, caller: caller), manifest: manifest, tuistRoot: "/root")
        }
        #expect(resolve(.relativeToManifest, "Sources/**") == "/root/App/Sources/**")
        #expect(resolve(.relativeToManifest, "../Shared") == "/root/Shared")
        #expect(resolve(.relativeToRoot, "Projects/Home") == "/root/Projects/Home")
        #expect(
            resolve(.relativeToCurrentFile, "X", caller: "/root/Tuist/ProjectDescriptionHelpers/H.swift")
                == "/root/Tuist/ProjectDescriptionHelpers/X")
        #expect(resolve(.relativeToManifest, "/abs/path") == "/abs/path")
    }

    @Test func namesTuistDerives() {
        #expect(TuistProjectModel.swiftIdentifier("three-dollar-in-my-pocket") == "ThreeDollarInMyPocket")
        #expect(TuistProjectModel.swiftIdentifier("Resource") == "Resource")
        #expect(TuistProjectModel.swiftIdentifier("3D Viewer") == "_3DViewer")
        #expect(TuistProjectModel.binaryModuleName("Frameworks/Analytics.xcframework") == "Analytics")
        #expect(TuistProjectModel.binaryModuleName("Libs/libCrypto.a") == "Crypto")
        #expect(TuistProjectModel.productType(of: "static_framework") == "com.apple.product-type.framework.static")
        #expect(XcodeTargetKind(productType: TuistProjectModel.productType(of: "watch2_app")) == .watchApp)
        #expect(XcodeTargetKind(productType: TuistProjectModel.productType(of: "macro")) == .commandLineTool)
        #expect(TuistProjectModel.platformSettings(["ios"]).map(\.1) == ["iphoneos", "iphoneos iphonesimulator"])
        #expect(
            TuistProjectModel.platformSettings(["ios", "macos"]).map(\.1) == [
                "auto", "iphoneos iphonesimulator macosx",
            ])
    }

    @Test func recordsDecodeWhatTheDriverPrints() throws {
        let text = """
            [{"kind":"workspace","name":"W",
            "projects":[{"type":"relativeToManifest","path":"Projects/**","caller":null}],
            "file":"/r/Workspace.swift","line":3},
            {"kind":"project","name":"P","packages":[{"kind":"remote","url":"https://x/Y.git"}],"settings":null,
            "targets":[{"name":"T","product":"framework","productName":null,"bundleId":"b",
            "destinations":["iPad","iPhone"],"platform":null,
            "sources":[{"glob":{"type":"relativeToManifest","path":"Sources/**","caller":null},"excluding":[],
            "type":"alwaysPresent"}],"buildableFolders":[],
            "dependencies":[{"kind":"external","name":"Y","platforms":["ios"],
            "file":"/r/P/Project.swift","line":7}],"settings":null,"file":"/r/P/Project.swift","line":5}],
            "file":"/r/P/Project.swift","line":4},
            {"kind":"plugin","name":"Helpers"}]
            """
        let records = try #require(TuistRecord.decode(text))
        #expect(records.count == 3)
        guard case .project(let project) = records[1] else {
            Issue.record("not a project: \(records[1])")
            return
        }
        #expect(project.packages == [.remote(url: "https://x/Y.git")])
        let target = try #require(project.targets.first)
        #expect(target.destinations == ["iPad", "iPhone"])
        #expect(target.dependencies.first?.platforms == ["ios"])
        #expect(target.dependencies.first?.site == SourceLocation(file: "/r/P/Project.swift", line: 7, column: 1))
        #expect(records[2] == .plugin(name: "Helpers"))
        #expect(TuistRecord.decode("{}") == nil)
        #expect(TuistRecord.decode("[{\"name\":\"no kind\"}]") == nil)
    }

    @Test func compilerErrorsAreLocated() {
        let output = """
            /r/App/Project.swift:12:7: error: cannot find 'x' in scope
             10 | let project =
                |       `- error: cannot find 'x' in scope
            /r/App/Project.swift:20:1: error: second
            """
        let failure = TuistManifestEvaluator.firstError(in: output)
        #expect(failure?.message == "cannot find 'x' in scope")
        #expect(failure?.location == SourceLocation(file: "/r/App/Project.swift", line: 12, column: 7))
        #expect(TuistManifestEvaluator.firstError(in: "error: no input files")?.message == "error: no input files")
    }

    @Test func storedResultsRoundTrip() throws {
        let results: [String: TuistManifestOutcome] = [
            "/r/A/Project.swift": .recorded("[]"),
            "/r/B/Project.swift": .failed(
                TuistManifestFailure(
                    kind: .compile, message: "m",
                    location: SourceLocation(file: "/r/B/Project.swift", line: 2, column: 3))),
            "/r/C/Project.swift": .failed(TuistManifestFailure(kind: .crash, message: "it crashed")),
        ]
        let text = TuistManifestEvaluator.encodeResults(results).rendered(.singleLine)
        #expect(TuistManifestEvaluator.decodeResults(text) == results)
        #expect(TuistManifestEvaluator.decodeResults("[{\"path\":\"/x\"}]") == nil)
    }

    @Test func theDriverRunsEachManifestByItsEntryPoint() {
        let source = TuistManifestEvaluator.driverSource(entries: ["entry_a", "entry_b"])
        #expect(source.contains("@_silgen_name(\"entry_a\") func manifest0("))
        #expect(source.contains("@_silgen_name(\"entry_b\") func manifest1("))
        #expect(source.contains("= [manifest0, manifest1]"))
        #expect(source.contains("__ArchLintManifestRecorder.begin()"))
    }

    /// `Tuist/ProjectDescription/*.swift` is embedded in the binary; this fails when the
    /// generated file is stale and rewrites it with ARCHLINT_RECORD=1.
    @Test func embeddedProjectDescriptionMatchesItsSources() throws {
        let directory = Fixtures.repositoryPath("Sources/ArchLintPackage/Tuist/ProjectDescription")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
            .sorted()
        let files = try names.map { name in
            (
                name: name,
                text: try String(contentsOfFile: (directory as NSString).appendingPathComponent(name), encoding: .utf8)
            )
        }
        GoldenFile.check(
            TuistProjectDescriptionSource.renderGeneratedSource(files),
            against: "Sources/ArchLintPackage/Tuist/TuistProjectDescriptionSource.generated.swift")
        #expect(TuistProjectDescriptionSource.files.map(\.name) == names)
    }

    @Test func manifestsAreFilesThatImportProjectDescription() throws {
        let directory = try TemporaryDirectory("tuist-find")
        defer { directory.remove() }
        try directory.write("App/Project.swift", "import ProjectDescription\nlet project = Project(name: \"A\")\n")
        // A model file of the app named like a manifest.
        try directory.write("App/Sources/Project.swift", "import Foundation\nstruct Project {}\n")
        try directory.write("Workspace.swift", "@preconcurrency import ProjectDescription\n")
        try directory.write("Tuist/ProjectDescriptionHelpers/Helpers.swift", "import ProjectDescription\n")
        try directory.write("Tuist/Templates/feature/Project.swift", "import ProjectDescription\n")
        try directory.write("Plugins/P/Plugin.swift", "import ProjectDescription\nlet plugin = Plugin(name: \"P\")\n")
        try directory.write("Plugins/P/ProjectDescriptionHelpers/P.swift", "import ProjectDescription\n")
        try directory.write("Plugins/P/Templates/Project.swift", "import ProjectDescription\n")
        try directory.write("Tuist/Config.swift", "import ProjectDescription\nlet config = Config()\n")
        try directory.write("Tuist/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\n")
        let files = TuistManifestFiles.find(root: directory.path, excluded: [], recorder: nil)
        let group = try #require(files.groups.first)
        #expect(files.groups.count == 1)
        #expect(group.root == directory.path)
        #expect(group.projects == [directory.path("App/Project.swift")])
        #expect(group.workspaces == [directory.path("Workspace.swift")])
        #expect(group.helpers == [directory.path("Tuist/ProjectDescriptionHelpers/Helpers.swift")])
        #expect(group.plugins == [directory.path("Plugins/P/Plugin.swift")])
        #expect(group.config == directory.path("Tuist/Config.swift"))
        #expect(group.packageManifest == directory.path("Tuist/Package.swift"))
        #expect(group.dependencies == nil)
    }

    /// Issue 25 on projects made from manifests: a target's platforms come from its destinations
    /// (Mac Catalyst included) and its flags are known whole only when every settings file was
    /// read and no flag is set conditionally, as for a project read from its pbxproj.
    @Test func targetsCarryPlatformsAndFlagsKnownWhole() throws {
        let directory = try TemporaryDirectory("tuist-platforms")
        defer { directory.remove() }
        let manifest = try directory.write("App/Project.swift", "")
        for file in ["App/Sources/A.swift", "App/Watch/W.swift", "App/Mac/M.swift"] { try directory.write(file, "") }
        func target(_ name: String, _ destinations: String, _ folder: String, _ settings: String) -> String {
            """
            {"name":"\(name)","product":"app","productName":null,"bundleId":"b","destinations":[\(destinations)],
            "platform":null,"sources":[{"glob":{"type":"relativeToManifest","path":"\(folder)/**","caller":null},
            "excluding":[],"type":"alwaysPresent"}],"buildableFolders":[],"dependencies":[],
            "settings":\(settings),"file":"\(manifest)","line":3}
            """
        }
        let targets = [
            target(
                "App", #""iPhone","macCatalyst""#, "Sources",
                #"{"base":{"SWIFT_ACTIVE_COMPILATION_CONDITIONS":"$(inherited) MAINAPP"},"configurations":[]}"#),
            // A settings file that is not there may set a flag: the flags are not known whole.
            target(
                "Watch", #""appleWatch""#, "Watch",
                #"{"base":{},"configurations":[{"name":"Debug","variant":"debug","settings":{},"#
                    + #""xcconfig":{"type":"relativeToManifest","path":"Missing.xcconfig","caller":null}}]}"#),
            // A flag set for one SDK only is not evaluated: not known whole either.
            target(
                "Mac", #""mac""#, "Mac",
                #"{"base":{"SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*]":"MACONLY"},"configurations":[]}"#),
        ]
        let json = """
            [{"kind":"project","name":"App","packages":[],"settings":null,
            "targets":[\(targets.joined(separator: ","))],"file":"\(manifest)","line":2}]
            """
        var model = TuistProjectModel(
            group: TuistManifestFiles.Group(root: directory.path, projects: [manifest]),
            workspaceRoot: directory.path, inputs: InputRecorder())
        var reading = TuistReading()
        model.build(outcomes: [manifest: .recorded(json)], into: &reading)
        let project = try #require(reading.projects.first)
        func named(_ name: String) throws -> XcodeTarget { try #require(project.targets.first { $0.name == name }) }
        #expect(try named("App").platforms == ["ios", "maccatalyst"])
        #expect(try named("App").allCompilationConditions?.contains("MAINAPP") == true)
        #expect(try named("Watch").platforms == ["watchos"])
        #expect(try named("Watch").allCompilationConditions == nil)
        #expect(try named("Mac").platforms == ["macos"])
        #expect(try named("Mac").allCompilationConditions == nil)
    }
}

/// The build store never reads or writes through a symbolic link a repository could commit.
@Suite struct TuistBuildStoreTests {
    /// A precompiled clang module records the cache path it was built in; a store copied or
    /// restored at another path (found on a copied checkout: every manifest failed to compile)
    /// uses a module cache of its own, inside the store.
    @Test func aStoreAtAnotherPathHasAModuleCacheOfItsOwn() throws {
        let directory = try TemporaryDirectory("tuist-store")
        defer { directory.remove() }
        let first = TuistBuildStore(cacheDirectory: directory.path("one"))
        let second = TuistBuildStore(cacheDirectory: directory.path("two"))
        #expect(first.moduleCache != second.moduleCache)
        #expect(XcodePath.basename(of: first.moduleCache) != XcodePath.basename(of: second.moduleCache))
        #expect(first.moduleCache.hasPrefix(first.directory + "/module-cache-"))
    }

    @Test func aLinkedStoreFallsBackToATemporaryFolder() throws {
        let directory = try TemporaryDirectory("tuist-store")
        defer { directory.remove() }
        let elsewhere = try TemporaryDirectory("tuist-store-elsewhere")
        defer { elsewhere.remove() }
        try FileManager.default.createDirectory(atPath: directory.path("cache"), withIntermediateDirectories: true)
        try directory.symlink("cache/tuist", to: elsewhere.path)
        let store = TuistBuildStore(cacheDirectory: directory.path("cache"))
        defer { store.discard() }
        #expect(store.isTemporary)
        #expect(!store.directory.hasPrefix(directory.path))
        store.store("x", as: "res-1.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func linkedEntriesAreIgnored() throws {
        let directory = try TemporaryDirectory("tuist-store-entries")
        defer { directory.remove() }
        let store = TuistBuildStore(cacheDirectory: directory.path)
        #expect(!store.isTemporary)
        try directory.write("planted/driver", "#!/bin/sh\n")
        try directory.symlink("tuist/drv-abc", to: directory.path("planted"))
        try directory.write("planted.json", "[]")
        try directory.symlink("tuist/res-abc.json", to: directory.path("planted.json"))
        var made = false
        let entry = store.entry("drv-abc") { folder in
            made = true
            return FileManager.default.createFile(
                atPath: (folder as NSString).appendingPathComponent("driver"), contents: Data())
        }
        // The link is not taken for the entry; the entry cannot replace it either.
        #expect(made)
        #expect(entry == nil)
        #expect(store.text("res-abc.json") == nil)
        store.store("new", as: "res-abc.json")
        #expect(try String(contentsOfFile: directory.path("planted.json"), encoding: .utf8) == "[]")
    }

    @Test func entriesAreMadeOnceAndReused() throws {
        let directory = try TemporaryDirectory("tuist-store-once")
        defer { directory.remove() }
        let store = TuistBuildStore(cacheDirectory: directory.path)
        var count = 0
        for _ in 0..<2 {
            let entry = store.entry("mod-1") { folder in
                count += 1
                return FileManager.default.createFile(
                    atPath: (folder as NSString).appendingPathComponent("a.o"), contents: Data())
            }
            #expect(entry == directory.path("tuist/mod-1"))
        }
        #expect(count == 1)
        #expect(store.entry("mod-2") { _ in false } == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path("tuist/mod-2")))
    }
}
