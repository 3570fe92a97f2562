import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The Tuist reader on the fixtures of Tests/Fixtures/Tuist, each in one shape of real Tuist
/// apps, against expected modules, files and edges written by hand from the manifests. The
/// manifests are compiled and run, so these tests need the toolchain; they share one cache
/// (`.build/archlint-tests/tuist`), so archlint's ProjectDescription is compiled once per
/// toolchain and a fixture's manifests once per change.
@Suite(.requiresSwift) struct TuistReaderTests {
    static let fixtures = Fixtures.repositoryPath("Tests/Fixtures/Tuist")
    static let cache = Fixtures.repositoryPath(".build/archlint-tests/tuist")

    static func options(timeout: Double = 120, cache: String? = TuistReaderTests.cache) -> TuistReadingOptions {
        TuistReadingOptions(swift: Toolchain.swift, timeout: timeout, cacheDirectory: cache)
    }

    static func read(_ fixture: String, _ options: TuistReadingOptions = TuistReaderTests.options()) -> TuistReading {
        TuistProjectReader.read(root: "\(fixtures)/\(fixture)", options: options)
    }

    static func project(_ reading: TuistReading, _ manifest: String, in root: String) throws -> XcodeProject {
        try #require(
            reading.projects.first { $0.path == "\(root)/\(manifest)" },
            "no project \(manifest) in \(reading.projects.map(\.path))")
    }

    static func target(_ project: XcodeProject, _ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name) in \(project.targets.map(\.name))")
    }

    static func files(_ target: XcodeTarget, _ root: String) -> [String] {
        target.swiftFiles.map { PathUtilities.relative($0, to: root) }
    }

    /// Target dependencies as `Project.swift folder/Target`, relative to `root`.
    static func edges(_ target: XcodeTarget, _ root: String) -> [String] {
        target.targetDependencies.map {
            PathUtilities.relative(($0.project as NSString).deletingLastPathComponent, to: root) + "/" + $0.target
        }
    }

    static func conditions(_ target: XcodeTarget) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: target.configurations.map { ($0.name, $0.compilationConditions) })
    }

    // MARK: - Tuist 4: a workspace glob, helpers with a module enum and protocol extensions

    @Test func tuist4AppReadsEveryProjectTheWorkspaceNames() throws {
        let root = "\(Self.fixtures)/Tuist4App"
        let reading = Self.read("Tuist4App")
        #expect(reading.problems.map(\.description) == [])
        // `App` and `Projects/**` name five projects; Tools/Project.swift is named by nothing.
        #expect(
            reading.projects.map { PathUtilities.relative($0.path, to: root) } == [
                "App/Project.swift", "Projects/Core/Network/Project.swift", "Projects/Domain/Account/Project.swift",
                "Projects/Feature/Home/Project.swift", "Projects/Feature/Profile/Project.swift",
            ])
        #expect(reading.notes.contains { $0.hasPrefix("\(root)/Tools/Project.swift: note: not read") })

        let app = try Self.project(reading, "App/Project.swift", in: root)
        #expect(app.name == "ExampleApp")
        #expect(app.projectFile == "\(root)/App/Project.swift")
        #expect(app.targets.map(\.name) == ["App", "AppTests", "Widget"])

        let appTarget = try Self.target(app, "App")
        #expect(appTarget.kind == .application)
        #expect(appTarget.line == 14)
        // Sources/** minus Sources/Generated/**, and the bundle accessor `tuist generate` wrote.
        #expect(
            Self.files(appTarget, root) == [
                "App/Derived/Sources/TuistBundle+App.swift", "App/Sources/AppDelegate.swift",
            ])
        #expect(
            Self.edges(appTarget, root) == [
                "App/Widget", "Projects/Feature/Home/Home", "Projects/Feature/Profile/Profile",
            ])
        // CoreKit is a product of the local package Tuist/Package.swift names; the XCFramework is
        // an outside module of its name; the SDK framework is left out.
        #expect(appTarget.packageProducts.map(\.productName) == ["Analytics", "CoreKit"])
        #expect(appTarget.packageProducts.map(\.package) == [.unspecified, .local(path: "\(root)/Packages/CoreKit")])
        #expect(Self.conditions(appTarget) == ["Debug": ["DEBUG", "APP_FLAG"], "Release": ["STORE", "APP_FLAG"]])
        #expect(appTarget.configuration(named: "Debug")?.sdkRoot == "iphoneos")
        #expect(appTarget.configuration(named: "Debug")?.supportedPlatforms == ["iphoneos", "iphonesimulator"])
        #expect(appTarget.moduleName == "App")

        let widget = try Self.target(app, "Widget")
        #expect(widget.kind == .appExtension)
        // A buildable folder minus its exception.
        #expect(Self.files(widget, root) == ["App/Widget/Widget.swift"])

        let tests = try Self.target(app, "AppTests")
        #expect(tests.kind == .unitTest)
        #expect(Self.files(tests, root) == ["App/Tests/AppTests.swift"])
        #expect(Self.edges(tests, root) == ["App/App"])

        // Projects made by the helper `Project.module` from enum cases.
        let home = try Self.project(reading, "Projects/Feature/Home/Project.swift", in: root)
        #expect(home.targets.map(\.name) == ["Home", "HomeTests"])
        let homeTarget = try Self.target(home, "Home")
        #expect(homeTarget.kind == .staticFramework)
        #expect(Self.files(homeTarget, root) == ["Projects/Feature/Home/Sources/Home.swift"])
        #expect(Self.edges(homeTarget, root) == ["Projects/Domain/Account/Account"])
        // Alamofire: the one package of Tuist/Package.swift whose products are not known (no
        // checkout), as CoreKit's are known not to include it.
        #expect(
            homeTarget.packageProducts == [
                XcodePackageProduct(
                    productName: "Alamofire", package: .remote(url: "https://github.com/Alamofire/Alamofire"), line: 4)
            ])
        #expect(Self.conditions(homeTarget) == ["Debug": ["MODULE_HOME"], "Release": ["MODULE_HOME"]])
        // The helper made the target: the manifest line that calls it.
        #expect(homeTarget.line == 4)
        #expect(Self.conditions(try Self.target(home, "HomeTests")) == ["Debug": ["DEBUG"], "Release": []])

        // `ModulePaths.Domain.allCases.map(\.dependency)`.
        let profile = try Self.target(
            try Self.project(reading, "Projects/Feature/Profile/Project.swift", in: root), "Profile")
        #expect(Self.edges(profile, root) == ["Projects/Domain/Account/Account"])
        let account = try Self.target(
            try Self.project(reading, "Projects/Domain/Account/Project.swift", in: root), "Account")
        #expect(account.kind == .framework)
        #expect(Self.edges(account, root) == ["Projects/Core/Network/Network"])
        // `switch self` in a helper chose the product; `hasTests: false` left the tests out.
        let network = try Self.project(reading, "Projects/Core/Network/Project.swift", in: root)
        #expect(network.targets.map(\.name) == ["Network"])
        #expect(try Self.target(network, "Network").kind == .staticLibrary)

        #expect(reading.localPackages == ["\(root)/Packages/CoreKit"])
        #expect(reading.notes.contains { $0.contains("not resolved on disk") && $0.contains("alamofire") })
    }

    @Test func tuist4AppDeclarationsNameTheirPlace() throws {
        let root = "\(Self.fixtures)/Tuist4App"
        let reading = Self.read("Tuist4App")
        let app = XcodeTargetReference(project: "\(root)/App/Project.swift", target: "App")
        let declared = reading.declarations.filter { $0.target == app }
        #expect(
            declared.map {
                "\($0.kind.rawValue) \($0.name) "
                    + "\(PathUtilities.relative($0.location.file, to: root)):\($0.location.line)"
            } == [
                "project Home App/Project.swift:21",
                "project Profile App/Project.swift:22",
                "sdk StoreKit App/Project.swift:24",
                "xcframework Frameworks/Analytics.xcframework App/Project.swift:25",
                "target Widget App/Project.swift:26",
                // `SPM.coreKit` is a constant of the helpers: declared there.
                "external CoreKit Tuist/ProjectDescriptionHelpers/Project+Module.swift:5",
            ])
        #expect(declared.first { $0.name == "StoreKit" }?.resolution.hasPrefix("left out") == true)
        let home = XcodeTargetReference(project: "\(root)/Projects/Feature/Home/Project.swift", target: "Home")
        #expect(
            reading.targetSites[home].map { PathUtilities.relative($0.file, to: root) }
                == "Tuist/ProjectDescriptionHelpers/Project+Module.swift")
    }

    @Test func remoteProductsMapThroughACheckout() throws {
        let directory = try TemporaryDirectory("tuist-checkout")
        defer { directory.remove() }
        let root = try directory.copy("\(Self.fixtures)/Tuist4App")
        try directory.write(
            "Tuist4App/Tuist/.build/checkouts/Alamofire/Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Alamofire", products: [.library(name: "Alamofire", targets: ["Alamofire"])],
                                  targets: [.target(name: "Alamofire")])

            """)
        let reading = TuistProjectReader.read(root: root, options: Self.options())
        #expect(reading.problems.map(\.description) == [])
        let home = try Self.target(try Self.project(reading, "Projects/Feature/Home/Project.swift", in: root), "Home")
        #expect(home.packageProducts.map(\.package) == [.remote(url: "https://github.com/Alamofire/Alamofire")])
        #expect(!reading.notes.contains { $0.contains("not resolved on disk") })
        #expect(reading.inputs.contains("\(root)/Tuist/.build/checkouts/Alamofire/Package.swift"))
    }

    /// A Tuist folder spelled `tuist` is the Tuist folder (Tuist finds it on a Mac's
    /// case-insensitive disk, where teams run it): its helpers and package are read, and a note
    /// says so. Tuist4App copied with its folder renamed.
    @Test func aTuistFolderSpelledInLowerCaseIsTheTuistFolder() throws {
        let scratch = try TemporaryDirectory("tuistlower")
        defer { scratch.remove() }
        let root = scratch.path("App")
        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/Tuist4App", toPath: root)
        try FileManager.default.moveItem(atPath: "\(root)/Tuist", toPath: "\(root)/tuist")
        let reading = TuistProjectReader.read(root: root, options: Self.options())
        #expect(reading.problems.map(\.description) == [])
        #expect(reading.projects.count == 5)
        #expect(
            reading.notes.contains(
                "\(root)/tuist: note: the Tuist folder is spelled 'tuist'; read as Tuist finds it on a Mac's "
                    + "case-insensitive disk"), "\(reading.notes)")
    }

    // MARK: - Tuist 3: initialisers, a local plugin, Dependencies.swift, no workspace

    @Test func tuist3AppReadsEveryProjectWithItsPlugin() throws {
        let root = "\(Self.fixtures)/Tuist3App"
        let reading = Self.read("Tuist3App")
        #expect(reading.problems.map(\.description) == [])
        // No Workspace.swift: every Project.swift.
        #expect(
            reading.projects.map { PathUtilities.relative($0.path, to: root) } == [
                "Modules/CoreUI/Project.swift", "Modules/FeatureA/Project.swift", "Project.swift",
            ])
        let app = try Self.target(try Self.project(reading, "Project.swift", in: root), "LegacyApp")
        #expect(app.kind == .application)
        #expect(app.line == 12)
        #expect(Self.files(app, root) == ["Sources/AppDelegate.swift"])
        // `.module(.featureA)`, a plugin's factory over `.relativeToRoot`.
        #expect(Self.edges(app, root) == ["Modules/FeatureA/FeatureA"])
        // Lottie: the project's one package; SnapKit: Dependencies.swift's one package.
        #expect(app.packageProducts.map(\.productName) == ["Lottie", "SnapKit"])
        #expect(
            app.packageProducts.map(\.package) == [
                .remote(url: "https://github.com/airbnb/lottie-ios"),
                .remote(url: "https://github.com/SnapKit/SnapKit.git"),
            ])
        #expect(Self.conditions(app) == ["Debug": ["DEBUG", "BETA"], "Release": ["BETA"]])
        #expect(app.configuration(named: "Release")?.sdkRoot == "iphoneos")

        let feature = try Self.target(try Self.project(reading, "Modules/FeatureA/Project.swift", in: root), "FeatureA")
        #expect(feature.kind == .framework)
        #expect(Self.files(feature, root) == ["Modules/FeatureA/Sources/FeatureA.swift"])
        #expect(Self.edges(feature, root) == ["Modules/CoreUI/CoreUI"])
        #expect(feature.packageProducts.map(\.productName) == ["SnapKit"])
        #expect(feature.line == 5)

        let coreUI = try Self.project(reading, "Modules/CoreUI/Project.swift", in: root)
        #expect(coreUI.targets.map(\.name) == ["CoreUI", "CoreUITests"])
        let core = try Self.target(coreUI, "CoreUI")
        #expect(core.kind == .staticFramework)
        // `$(inherited) CORE_UI` at the target level replaces Tuist's `$(inherited) DEBUG`.
        #expect(Self.conditions(core) == ["Debug": ["CORE_UI"], "Release": ["CORE_UI"]])
        #expect(Self.edges(try Self.target(coreUI, "CoreUITests"), root) == ["Modules/CoreUI/CoreUI"])
    }

    // MARK: - Failures

    @Test func brokenManifestsAreLocatedProblemsAndTheRestIsRead() throws {
        let root = "\(Self.fixtures)/Broken"
        let reading = Self.read("Broken", Self.options(timeout: 3))
        #expect(reading.projects.map { PathUtilities.relative($0.path, to: root) } == ["Good/Project.swift"])
        let problems = reading.problems.map { $0.description.replacingOccurrences(of: root + "/", with: "") }
        #expect(problems.count == 4)
        #expect(
            problems.contains {
                $0.hasPrefix(
                    "Bad/Project.swift:5:6: error: this Tuist project is not read: it does not compile against "
                        + "archlint's "
                        + "ProjectDescription: type 'Target' has no member 'fancy'")
            })
        #expect(
            problems.contains { $0.hasPrefix("Crash/Project.swift: error: this Tuist project is not read: it crashed") }
        )
        #expect(
            problems.contains {
                $0.hasPrefix("Exits/Project.swift: error: this Tuist project is not read: it ended the process")
            })
        #expect(
            problems.contains {
                $0.hasPrefix(
                    "Loop/Project.swift: error: this Tuist project is not read: it did not finish within 3 s "
                        + "and was stopped"
                )
            })
    }

    @Test func aGeneratedProjectBesideAFailingManifestIsNamed() throws {
        let directory = try TemporaryDirectory("tuist-generated")
        defer { directory.remove() }
        try directory.write("Bad/Project.swift", "import ProjectDescription\n\nlet project = Project(name: 1)\n")
        try directory.write("Bad/Bad.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        let reading = TuistProjectReader.read(root: directory.path, options: Self.options())
        #expect(reading.problems.count == 1)
        #expect(reading.problems.first?.line == 3)
        #expect(
            reading.problems.first?.message.hasSuffix(
                "a generated project is beside it (Bad.xcodeproj), not read in its place") == true)
    }

    // MARK: - Declined, cached

    @Test func staticReadingRunsNoManifest() throws {
        let root = "\(Self.fixtures)/Tuist3App"
        var options = Self.options(cache: nil)
        options.declined = true
        options.swift = "/nonexistent/swift"
        let reading = TuistProjectReader.read(root: root, options: options)
        #expect(reading.projects.isEmpty)
        #expect(reading.problems.isEmpty)
        #expect(
            reading.declinedManifests
                == ["Modules/CoreUI/Project.swift", "Modules/FeatureA/Project.swift", "Project.swift"].map {
                    "\(root)/\($0)"
                })
        #expect(reading.notes.count == 3)
        #expect(reading.notes.allSatisfy { $0.contains("--manifests static never runs a manifest") })
    }

    /// A `swiftc` that logs each call and runs the real one, at a fixed path so that its
    /// identity (and the cache keyed by it) survives between test runs.
    static func recordingCompiler() throws -> (swift: String, log: String) {
        let folder = Fixtures.repositoryPath(".build/archlint-tests/tuist-recording-toolchain")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let swiftc = (folder as NSString).appendingPathComponent("swiftc")
        let log = (folder as NSString).appendingPathComponent("calls-\(UUID().uuidString).log")
        let script =
            "#!/bin/sh\necho \"$*\" >> \"$ARCHLINT_TEST_SWIFTC_LOG\"\nexec \(try #require(Toolchain.swiftc)) \"$@\"\n"
        if (try? String(contentsOfFile: swiftc, encoding: .utf8)) != script {
            try AtomicFile.write(script, to: swiftc, permissions: 0o755)
        }
        return ((folder as NSString).appendingPathComponent("swift"), log)
    }

    @Test func aWarmReadCompilesNothing() throws {
        let (swift, log) = try Self.recordingCompiler()
        defer { try? FileManager.default.removeItem(atPath: log) }
        var options = Self.options()
        options.swift = swift
        options.environment["ARCHLINT_TEST_SWIFTC_LOG"] = log
        let first = Self.read("Tuist3App", options)
        #expect(first.problems.map(\.description) == [])
        try? FileManager.default.removeItem(atPath: log)
        let second = Self.read("Tuist3App", options)
        #expect(!FileManager.default.fileExists(atPath: log), "swiftc ran on a warm read")
        #expect(second.projects == first.projects)
        #expect(second.declarations == first.declarations)
    }
}

/// What a manifest names outside the root is not read, and says so.
@Suite(.requiresSwift) struct TuistReaderBoundaryTests {
    @Test func pathsOutsideTheRootAreNotRead() throws {
        let directory = try TemporaryDirectory("tuist-outside")
        defer { directory.remove() }
        let outside = try TemporaryDirectory("tuist-outside-target")
        defer { outside.remove() }
        try outside.write("Secret.swift", "struct Secret {}\n")
        try directory.write(
            "App/Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.example.app",
                        sources: ["Sources/**", "\(outside.path)/**"],
                        buildableFolders: [.folder("\(outside.path)")],
                        dependencies: [.project(target: "Other", path: "\(outside.path)")]),
            ])

            """)
        try directory.write("App/Sources/App.swift", "struct App {}\n")
        try directory.symlink("App/Sources/Linked", to: outside.path)
        let reading = TuistProjectReader.read(root: directory.path, options: TuistReaderTests.options())
        let project = try TuistReaderTests.project(reading, "App/Project.swift", in: directory.path)
        let app = try TuistReaderTests.target(project, "App")
        #expect(app.swiftFiles == [directory.path("App/Sources/App.swift")])
        #expect(app.targetDependencies.isEmpty)
        // What concerns one project is among its problems, located at its manifest.
        #expect(project.problems.allSatisfy { $0.path == project.projectFile && $0.severity == .warning })
        let messages = project.problems.map(\.message)
        #expect(messages.contains { $0.hasPrefix("source glob '\(outside.path)/**' of 'App' leads outside the root") })
        #expect(
            messages.contains { $0.hasPrefix("buildable folder '\(outside.path)' of 'App' leads outside the root") })
        #expect(
            messages.contains {
                $0.hasPrefix("'App' depends on 'Other' of '\(outside.path)', where no Project.swift is found")
            })
        #expect(
            reading.problems.contains {
                $0.path == directory.path("App/Sources/Linked")
                    && $0.message.hasPrefix("symbolic link leads outside the root")
            })
        #expect(!reading.inputs.contains { $0.hasPrefix(outside.path) })
    }
}

/// Helpers that do not compile fail the manifests that import them, for that reason.
@Suite(.requiresSwift) struct TuistReaderHelperFailureTests {
    @Test func manifestsImportingBrokenHelpersNameTheHelpersError() throws {
        let directory = try TemporaryDirectory("tuist-helpers")
        defer { directory.remove() }
        try directory.write(
            "Tuist/ProjectDescriptionHelpers/Broken.swift",
            """
            import ProjectDescription

            public let broken: Int = "not a number"

            """)
        try directory.write(
            "A/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "A")

            """)
        // A manifest without the helpers is still read.
        try directory.write("B/Project.swift", "import ProjectDescription\n\nlet project = Project(name: \"B\")\n")
        let reading = TuistProjectReader.read(root: directory.path, options: TuistReaderTests.options())
        #expect(reading.projects.map(\.name) == ["B"])
        #expect(reading.problems.count == 1)
        let problem = try #require(reading.problems.first)
        #expect(problem.path == directory.path("A/Project.swift"))
        #expect(problem.line == nil)
        #expect(
            problem.message.hasPrefix(
                "this Tuist project is not read: it imports ProjectDescriptionHelpers, which does not compile against archlint's "
                    + "ProjectDescription: \(directory.path("Tuist/ProjectDescriptionHelpers/Broken.swift")):3:26: cannot convert"
            ))
    }
}
