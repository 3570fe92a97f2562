import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Issue 25: the whole app as its build system builds it. One fixture per cause, written in the
/// shape the issue names, each with the findings expected (written by hand from the fixture's
/// files) and the false ones that must not come back.
@Suite struct BuildSystemReadingTests {
    static let fixtures = Fixtures.repositoryPath("Tests/Fixtures/Xcode")

    static func check(_ fixture: String, configPath: String? = nil) throws -> CheckResult {
        let root = "\(fixtures)/\(fixture)"
        return try Linter(workingDirectory: root).check(CheckOptions(packagePath: root, configPath: configPath))
    }

    /// Each finding as `file:line: [rule] message`, the file relative to the fixture.
    static func findings(_ result: CheckResult, _ fixture: String) -> [String] {
        result.violations.map { violation in
            let place =
                violation.location.map { "\(PathUtilities.relative($0.file, to: "\(fixtures)/\(fixture)")):\($0.line)" }
                ?? "-"
            return "\(place): [\(violation.ruleID)] \(violation.message)"
        }
    }

    /// The import lines of an edge, as `file:line` relative to the fixture.
    static func imports(_ graph: ModuleGraph, _ from: String, _ to: String, _ fixture: String) -> [String] {
        (graph.importedEdge(from: from, to: to)?.evidence ?? []).map {
            "\(PathUtilities.relative($0.file, to: "\(fixtures)/\(fixture)")):\($0.line)"
        }
    }

    // MARK: 1. Frameworks linked across the projects of a workspace; 5. generated sources;
    // 6. a path whose case differs

    @Test func aFrameworkAnotherProjectBuildsIsLinked() throws {
        let result = try Self.check("SharedFramework")
        // Must report: the widget imports Storage and links nothing.
        // Must not report: the app links Storage.framework from the build products folder,
        // which Storage.xcodeproj (another project of the workspace) builds.
        #expect(
            Self.findings(result, "SharedFramework") == [
                "App/Widget/WidgetMain.swift:2: [declared-imports] Widget imports Storage without linking it in Xcode"
            ])
        #expect(result.graph.isDeclared(from: "App", to: "Storage"))
        #expect(
            result.graph.declaredDependencies(of: "App").first { $0.key.to == "Storage" }?.embedsDynamicCode == true,
            "the app's Embed Frameworks phase copies it")
        // A generated file is a note, not a partial result; nothing is an error.
        #expect(result.exitCode == .findings)
        #expect(!result.notices.contains { $0.text.contains("error:") }, "\(result.notices)")
        let missing = result.notices.filter { $0.text.contains("does not exist") }.map(\.text)
        #expect(
            missing == [
                "App/Sources/Generated/Strings.swift: note: an Xcode target compiles this file, which does not exist: a build step generates it (a run script, a plugin) or it was not committed; its imports are not checked"
            ])
        // The xcconfig written `Version.public.xcconfig` is `Version.Public.xcconfig` on disk:
        // read, with a note, and its condition applies.
        #expect(
            result.notices.contains {
                $0.text.hasPrefix("App/Config/Version.public.xcconfig: note: the build settings file")
                    && $0.text.contains("spelled 'Version.Public.xcconfig' on disk")
            })
        let project = XcodeProjectReader.read(
            projectPath: "\(Self.fixtures)/SharedFramework/App/App.xcodeproj", root: "\(Self.fixtures)/SharedFramework")
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.configurations.map(\.compilationConditions) == [["DEBUG", "PUBLIC_BUILD"], ["PUBLIC_BUILD"]])
        #expect(
            app.linkedProducts == [XcodeLinkedProduct(fileName: "Storage.framework", line: 33)],
            "resolved across projects only")
        #expect(app.platforms == ["ios"])
    }

    /// The rules file's `exclude` globs apply to files a build step generates.
    @Test func excludedGeneratedFilesAreNotMentioned() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rules = folder.path("archlint.json")
        try TemporaryDirectory.writeFile(
            #"{"exclude": ["App/Sources/Generated/**"], "rules": [{"id": "declared-imports", "kind": "implicit-dependency"}]}"#,
            to: rules)
        let result = try Self.check("SharedFramework", configPath: rules)
        #expect(!result.notices.contains { $0.text.contains("does not exist") }, "\(result.notices)")
        #expect(result.exitCode == .findings)
    }

    /// Resolution by product file name keeps the builders of the linking target's platforms,
    /// then those of its project; a name two still share is a warning, never a guess.
    @Test func productNamesResolveByPlatformAndAmbiguityIsSaid() {
        func target(_ name: String, product: String, platforms: [String], links: [String] = []) -> XcodeTarget {
            var target = XcodeTestModel.xcodeTarget(
                name, kind: product.hasSuffix(".app") ? .application : .framework, files: [], line: 7)
            target.productFileName = product
            target.platforms = platforms
            target.linkedProducts = links.map { XcodeLinkedProduct(fileName: $0, line: 9) }
            return target
        }
        let app = XcodeTestModel.project(
            "App",
            [
                target(
                    "Phone", product: "Phone.app", platforms: ["ios"],
                    links: ["Shared.framework", "Kit.framework", "Pods_Phone.framework"]),
                target("Watch", product: "Watch.app", platforms: ["watchos"], links: ["Shared.framework"]),
            ])
        let iOS = XcodeTestModel.project(
            "SharediOS",
            [
                target("Shared", product: "Shared.framework", platforms: ["ios"]),
                target("Kit", product: "Kit.framework", platforms: ["ios"]),
            ])
        let watch = XcodeTestModel.project(
            "SharedWatch", [target("Shared", product: "Shared.framework", platforms: ["watchos"])])
        let legacy = XcodeTestModel.project(
            "Legacy", [target("KitLegacy", product: "Kit.framework", platforms: ["ios", "macos"])])
        let resolved = XcodeProductLinks.resolve([app, iOS, watch, legacy])
        let phone = resolved[0].targets[0], watchApp = resolved[0].targets[1]
        #expect(phone.linkedTargets == [XcodeTargetReference(project: "/ws/SharediOS.xcodeproj", target: "Shared")])
        #expect(
            watchApp.linkedTargets == [XcodeTargetReference(project: "/ws/SharedWatch.xcodeproj", target: "Shared")])
        // Kit.framework: two iOS builders in two other projects; CocoaPods' product: none.
        #expect(phone.linkedProducts.map(\.fileName) == ["Kit.framework", "Pods_Phone.framework"])
        #expect(
            resolved[0].problems.map(\.message) == [
                "'Phone' links 'Kit.framework', which 2 targets of the workspace build ('Kit' (SharediOS.xcodeproj), 'KitLegacy' (Legacy.xcodeproj)) for its platforms; archlint cannot tell which one Xcode links, so this link is not read (give the products distinct names, or link the target through a project reference)"
            ])
    }

    // MARK: 2. Files Xcode does not compile: a package inside a synchronized folder

    @Test func aPackageInsideASynchronizedFolderIsItsOwnModules() throws {
        let result = try Self.check("SyncPackage")
        // Must not report: the package's @testable imports (its test support and tests are no
        // app sources), nor an app import of the test support.
        #expect(Self.findings(result, "SyncPackage") == [])
        #expect(result.exitCode == .clean)
        let app = try #require(result.graph.modules["SyncApp"])
        #expect(
            app.files.map { PathUtilities.relative($0, to: "\(Self.fixtures)/SyncPackage") } == ["App/SyncApp.swift"])
        #expect(result.graph.modules["LocalKitTests"]?.kind == .target(.test))
        #expect(result.graph.modules["LocalKitTestSupport"]?.files.count == 1)
        #expect(result.graph.isDeclared(from: "SyncApp", to: "LocalKit"), "the product of the package the folder holds")
    }

    @Test func synchronizedFoldersLeaveNestedPackagesOut() throws {
        let project = XcodeProjectReader.read(
            projectPath: "\(Self.fixtures)/SyncPackage/SyncPackage.xcodeproj", root: "\(Self.fixtures)/SyncPackage")
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(
            project.targets.map { $0.swiftFiles.map { PathUtilities.relative($0, to: "\(Self.fixtures)/SyncPackage") } }
                == [["App/SyncApp.swift"]])
        #expect(project.targets.first?.packageProducts.map(\.productName) == ["LocalKit"])
    }

    // MARK: 3. Conditions judged per target

    @Test func aFileTwoPlatformsCompileIsReadOncePerTarget() throws {
        let result = try Self.check("WatchShared")
        let graph = result.graph
        // Must report: the watch app's own file imports the iOS framework it does not link.
        // Must not report: Sync.swift's `#if os(iOS) import PhoneKit` for the watch app, nor its
        // `#else import WatchSupport` for the iOS app (canImport(PhoneKit) holds there).
        #expect(
            Self.findings(result, "WatchShared") == [
                "Watch/WatchMain.swift:3: [declared-imports] Watch imports PhoneKit without linking it in Xcode"
            ])
        #expect(graph.modules["Phone"]?.platforms == ["ios"])
        #expect(graph.modules["Watch"]?.platforms == ["watchos"])
        // `#if PHONE_APP`: the iOS app sets it, the watch app does not, so only one compiles it.
        #expect(
            Self.imports(graph, "Phone", "PhoneKit", "WatchShared") == [
                "Phone/PhoneMain.swift:2", "Shared/Sync.swift:4", "Shared/Sync.swift:14", "Shared/Sync.swift:22",
            ])
        #expect(Self.imports(graph, "Watch", "PhoneKit", "WatchShared") == ["Watch/WatchMain.swift:3"])
        #expect(Self.imports(graph, "Phone", "UIKit", "WatchShared") == ["Shared/Sync.swift:9"])
        #expect(
            Self.imports(graph, "Watch", "UIKit", "WatchShared") == ["Shared/Sync.swift:9"], "UIKit is in watchOS's SDK"
        )
        #expect(Self.imports(graph, "Watch", "WatchKit", "WatchShared") == ["Shared/Sync.swift:6"])
        #expect(Self.imports(graph, "Watch", "WatchSupport", "WatchShared") == ["Shared/Sync.swift:16"])
        for (from, to) in [
            ("Phone", "WatchKit"), ("Phone", "AppKit"), ("Watch", "AppKit"), ("Phone", "WatchSupport"),
            ("Phone", "CatalystBridge"), ("Watch", "CatalystBridge"),
        ] {
            #expect(graph.importedEdge(from: from, to: to) == nil, "\(from) -> \(to) is never compiled")
        }
        #expect(
            result.notices.contains {
                $0.text.hasPrefix(
                    "Shared/Sync.swift:4: note: `import PhoneKit` is not compiled by target Watch (built for watchos): `#if os(iOS)` decides against it there; 8 more imports"
                )
            })
    }

    /// `archlint xcode-targets` shows each target's platforms and, per configuration, the
    /// conditions it compiles with.
    @Test(.requiresSwift) func xcodeTargetsShowsPlatformsAndConditions() throws {
        let output = try ChildProcess.archlint(["xcode-targets", "WatchShared"], in: Self.fixtures)
        #expect(output.exitCode == 0)
        let documents = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        let projects = try #require(documents.first?["projects"] as? [[String: Any]])
        let targets = try #require(projects.first?["targets"] as? [[String: Any]])
        let summary = targets.map { target -> String in
            let configurations = (target["configurations"] as? [[String: Any]] ?? []).map {
                "\($0["name"]!): \(($0["platforms"] as? [String] ?? []).joined(separator: ",")) \(($0["compilationConditions"] as? [String] ?? []).joined(separator: ","))"
            }
            return
                "\(target["name"]!) \((target["platforms"] as? [String] ?? []).joined(separator: ",")) [\(configurations.joined(separator: "; "))]"
        }
        #expect(
            summary == [
                "Phone ios [Debug: ios DEBUG,PHONE_APP; Release: ios PHONE_APP]",
                "PhoneKit ios [Debug: ios DEBUG; Release: ios ]",
                "Watch watchos [Debug: watchos DEBUG; Release: watchos ]",
                "WatchSupport watchos [Debug: watchos DEBUG; Release: watchos ]",
            ])
    }

    // MARK: 4. Module identity

    @Test func twoModulesOfOneNameAreTwoModules() throws {
        let result = try Self.check("TwinModules")
        let graph = result.graph
        // Must report: the complication imports Shared without linking it; the Shared it can
        // see is the watchOS one (its platform).
        // Must not report: Format.swift's `import Shared` in either framework (its own module),
        // an edge or a cycle between the two frameworks.
        #expect(
            Self.findings(result, "TwinModules") == [
                "Watch/WatchComplication/Complication.swift:2: [declared-imports] WatchComplication imports Watch/Shared without linking it in Xcode"
            ])
        #expect(
            graph.modules["Phone/Shared"]?.moduleName == "Shared"
                && graph.modules["Watch/Shared"]?.moduleName == "Shared")
        #expect(graph.importedEdge(from: "Watch/Shared", to: "Phone/Shared") == nil)
        #expect(graph.importedEdge(from: "Phone/Shared", to: "Watch/Shared") == nil)
        #expect(Self.imports(graph, "PhoneApp", "Phone/Shared", "TwinModules") == ["Phone/PhoneApp/AppMain.swift:2"])
        #expect(Self.imports(graph, "WatchApp", "Watch/Shared", "TwinModules") == ["Watch/WatchApp/AppMain.swift:2"])
        #expect(graph.importedEdge(from: "WatchApp", to: "Phone/Shared") == nil)
    }

    // MARK: 7. Dynamic products and side-effect links

    @Test func embeddedDynamicCodeALinkedModuleLoadsIsUsed() throws {
        let result = try Self.check("Embedded")
        // Must report: Analytics, linked and imported by nobody. Must not report: Sync, which
        // the app embeds for Bridge (a framework it links) to load.
        #expect(
            Self.findings(result, "Embedded").map {
                $0.replacingOccurrences(of: #"pbxproj:\d+"#, with: "pbxproj:L", options: .regularExpression)
            } == [
                "Embedded.xcodeproj/project.pbxproj:L: [unused-dependencies] App declares a dependency on Analytics but no file imports it, unless the target links it only for what it registers at run time"
            ])
        let graph = result.graph
        #expect(
            graph.declaredDependencies(of: "App").map { "\($0.key.to) \($0.embedsDynamicCode)" } == [
                "Analytics false", "Bridge true", "Sync true",
            ])
        // `fix` keeps it whatever rule asks to unlink it.
        let planner = FixPlanner(graph: graph, symbols: SymbolIndex(graph: graph), catalog: .standard)
        let plan = planner.unlinkPlan(EdgeKey(from: "App", to: "Sync"))
        #expect(plan.situation == .keepDependency)
        #expect(
            plan.summary
                == "keep it: App embeds Sync, dynamic code that a module it links imports and loads from its bundle")
        #expect(plan.dependencyChange == nil && plan.fixBlocker != nil)
    }

    // MARK: 6. A CocoaPods project before `pod install`

    @Test func anAbsentPodsFolderIsOneNotice() throws {
        let result = try Self.check("PodsNotInstalled")
        let about = result.notices.map(\.text).filter { $0.contains("Pods folder") || $0.contains("xcconfig") }
        #expect(
            about == [
                "Podfile: warning: CocoaPods' Pods folder is absent (run `pod install`): the settings of 4 .xcconfig files it generates are not applied, and the pods' modules are outside modules"
            ])
        #expect(!result.isPartial)
    }

    /// Xcode links what the Frameworks phase holds: a package product linked there but missing
    /// from the target's `packageProductDependencies` list (a hand-merged project) is linked.
    @Test func aProductTheFrameworksPhaseLinksIsLinkedWhateverTheListSays() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = XcodePath.normalize(PathUtilities.resolvingSymlinks(folder.path))
        try TemporaryDirectory.writeFile(
            """
            {
            \tobjects = {
            \t\tD1 = {isa = XCSwiftPackageProductDependency; productName = Listed; };
            \t\tD2 = {isa = XCSwiftPackageProductDependency; productName = OnlyLinked; };
            \t\tB1 = {isa = PBXBuildFile; productRef = D1; };
            \t\tB2 = {isa = PBXBuildFile; productRef = D2; };
            \t\tF1 = {isa = PBXFrameworksBuildPhase; files = (B1, B2); };
            \t\tT1 = {isa = PBXNativeTarget; name = App; buildPhases = (F1); packageProductDependencies = (D1); productType = "com.apple.product-type.application"; };
            \t\tG1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
            \t};
            \trootObject = P1;
            }
            """, to: root + "/P.xcodeproj/project.pbxproj")
        let project = XcodeProjectReader.read(projectPath: root + "/P.xcodeproj", root: root)
        #expect(project.targets.first?.packageProducts.map(\.productName) == ["Listed", "OnlyLinked"])
    }

    // MARK: Reading helpers

    /// A target's flags judge its files only when its settings were read whole.
    @Test func aTargetsFlagsAreKnownWhenItsSettingsWereReadWhole() throws {
        func target(_ fixture: String, _ project: String, _ name: String) throws -> XcodeTarget {
            let read = XcodeProjectReader.read(
                projectPath: "\(Self.fixtures)/\(fixture)/\(project)", root: "\(Self.fixtures)/\(fixture)")
            return try #require(read.targets.first { $0.name == name })
        }
        #expect(
            try target("SharedFramework", "App/App.xcodeproj", "App").allCompilationConditions == [
                "DEBUG", "PUBLIC_BUILD",
            ],
            "the xcconfig found by a case-insensitive match counts as read")
        #expect(try target("WatchShared", "WatchShared.xcodeproj", "Watch").allCompilationConditions == ["DEBUG"])
        #expect(
            try target("PodsNotInstalled", "PodsApp.xcodeproj", "PodsApp").allCompilationConditions == nil,
            "its xcconfigs are missing")
        #expect(
            try target("AppSuite", "AppSuite.xcodeproj", "My App-iOS").allCompilationConditions == nil,
            "a conditional assignment of its conditions")
        #expect(try target("AppSuite", "AppSuite.xcodeproj", "CoreKit").allCompilationConditions != nil)
    }

    @Test func platformsComeFromSupportedPlatformsElseTheSDK() {
        func configuration(sdk: String?, supported: [String] = [], catalyst: Bool = false) -> XcodeBuildConfiguration {
            var configuration = XcodeBuildConfiguration(
                name: "Debug", productName: "A", moduleName: "A", compilationConditions: [],
                sdkRoot: sdk, supportedPlatforms: supported, unresolved: [])
            configuration.supportsMacCatalyst = catalyst
            return configuration
        }
        #expect(XcodePlatforms.platforms(of: configuration(sdk: "iphoneos")) == ["ios"])
        #expect(XcodePlatforms.platforms(of: configuration(sdk: "watchos")) == ["watchos"])
        #expect(
            XcodePlatforms.platforms(of: configuration(sdk: "iphoneos17.2", catalyst: true)) == ["ios", "maccatalyst"])
        #expect(
            XcodePlatforms.platforms(
                of: configuration(
                    sdk:
                        "/Applications/Xcode.app/Contents/Developer/Platforms/AppleTVOS.platform/Developer/SDKs/AppleTVOS17.2.sdk"
                )) == ["tvos"])
        #expect(
            XcodePlatforms.platforms(
                of: configuration(
                    sdk: "auto", supported: ["iphoneos", "iphonesimulator", "macosx", "xros", "xrsimulator"])) == [
                    "ios", "macos", "visionos",
                ])
        #expect(
            XcodePlatforms.platforms(of: configuration(sdk: "auto")) == [], "auto without SUPPORTED_PLATFORMS: unknown")
        #expect(XcodePlatforms.platforms(of: configuration(sdk: nil)) == [])
        #expect(XcodePlatforms.platforms(of: configuration(sdk: "driverkit")) == [], "no os() name for DriverKit")
        // A target's platforms: every configuration's; unknown when one does not say.
        #expect(
            XcodePlatforms.platforms(of: [configuration(sdk: "iphoneos"), configuration(sdk: "macosx")]) == [
                "ios", "macos",
            ])
        #expect(XcodePlatforms.platforms(of: [configuration(sdk: "iphoneos"), configuration(sdk: nil)]) == [])
    }

    @Test func aPathIsFoundCaseInsensitivelyOnlyWhenTheMatchIsUnique() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = XcodePath.normalize(PathUtilities.resolvingSymlinks(folder.path))
        try TemporaryDirectory.writeFile("A = 1\n", to: root + "/Config/Version.Public.xcconfig")
        try TemporaryDirectory.writeFile("", to: root + "/Twins/Name.swift")
        try TemporaryDirectory.writeFile("", to: root + "/Twins/NAME.swift")
        #expect(
            CaseInsensitivePath.resolve(root + "/config/version.public.xcconfig", root: root) == root
                + "/Config/Version.Public.xcconfig")
        #expect(
            CaseInsensitivePath.resolve(root + "/Config/Version.Public.xcconfig", root: root) == nil,
            "as written: nothing to resolve")
        #expect(
            CaseInsensitivePath.resolve(root + "/Twins/name.swift", root: root) == nil,
            "two entries differ by case alone")
        #expect(CaseInsensitivePath.resolve(root + "/Config/Missing.xcconfig", root: root) == nil)
        #expect(CaseInsensitivePath.resolve("/etc/PASSWD", root: root) == nil, "never outside the root")
    }
}
