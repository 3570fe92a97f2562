import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The XcodeGen spec reader on Tests/Fixtures/XcodeGen/Shop (an app laid out as real XcodeGen
/// apps are: targets in included files, a feature template, a multi-platform framework, a
/// synchronized folder, local and remote packages, a referenced project) and on small specs
/// written by each test; every expectation written by hand from the spec and XcodeGen's rules.
@Suite struct XcodeGenSpecReaderTests {
    static let shop = Fixtures.path("XcodeGen/Shop")

    static func read(_ spec: String, root: String, environment: [String: String] = [:]) -> XcodeProject {
        XcodeGenSpecReader.read(specPath: spec, root: root, environment: environment).projects[0]
    }

    static func target(_ project: XcodeProject, _ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name) in \(project.targets.map(\.name))")
    }

    static func files(_ target: XcodeTarget, _ root: String) -> [String] {
        target.swiftFiles.map { XcodePath.relative($0, to: root) }
    }

    static func conditions(_ target: XcodeTarget) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: target.configurations.map { ($0.name, $0.compilationConditions) })
    }

    static func problems(_ project: XcodeProject, _ root: String) -> [String] {
        project.problems.map { problem in
            "\(XcodePath.relative(problem.path, to: root)):\(problem.line.map(String.init) ?? "-"): \(problem.severity.rawValue): "
                + problem.message.replacingOccurrences(of: root, with: "<root>")
        }
    }

    // MARK: - The Shop fixture

    @Test func shopTargetsKindsAndDeclarations() throws {
        let project = Self.read("\(Self.shop)/project.yml", root: Self.shop)
        #expect(project.name == "Shop")
        #expect(project.path == "\(Self.shop)/project.yml")
        #expect(project.projectFile == project.path)
        #expect(project.problems.isEmpty, "\(Self.problems(project, Self.shop))")
        // The legacy target `Tooling` compiles nothing and is left out, as the Xcode reader does.
        #expect(
            project.targets.map(\.name) == [
                "DesignSystem_iOS", "DesignSystem_macOS", "Onboarding", "ProfileFeature",
                "SearchFeature", "ShopApp", "ShopAppTests", "ShopWidget",
            ])
        let kinds = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.kind) })
        #expect(
            kinds == [
                "DesignSystem_iOS": .framework, "DesignSystem_macOS": .framework, "Onboarding": .framework,
                "ProfileFeature": .framework, "SearchFeature": .framework, "ShopApp": .application,
                "ShopAppTests": .unitTest, "ShopWidget": .widget,
            ])
        // Where each is declared: the key's line, in the file that holds it.
        let declarations = Dictionary(
            uniqueKeysWithValues: project.targets.map {
                ($0.name, "\(XcodePath.relative($0.declarationFile ?? project.path, to: Self.shop)):\($0.line)")
            })
        #expect(
            declarations == [
                "DesignSystem_iOS": "project.yml:41", "DesignSystem_macOS": "project.yml:41",
                "Onboarding": "project.yml:47", "ProfileFeature": "project.yml:57",
                "SearchFeature": "templates/feature.yml:15", "ShopApp": "targets/app.yml:3",
                "ShopAppTests": "targets/tests.yml:3", "ShopWidget": "targets/app.yml:33",
            ])
        #expect(try Self.target(project, "ShopApp").declarationFile == "\(Self.shop)/targets/app.yml")
        #expect(try Self.target(project, "Onboarding").declarationFile == nil)
    }

    @Test func shopSwiftFilesFollowXcodeGensSourceRules() throws {
        let project = Self.read("\(Self.shop)/project.yml", root: Self.shop)
        // Group source with excludes ("**/*.generated.swift", "Resources/**"); hidden files are
        // listed by XcodeGen too; the optional missing source is skipped silently.
        #expect(
            Self.files(try Self.target(project, "ShopApp"), Self.shop) == [
                "App/.Hidden.swift", "App/Root/RootView.swift", "App/ShopApp.swift",
            ])
        // `sources: ../Widget`, a string, relative to targets/app.yml.
        #expect(Self.files(try Self.target(project, "ShopWidget"), Self.shop) == ["Widget/ShopWidget.swift"])
        // From the template, through templateAttributes, with the template's "**/*Tests.swift" exclude.
        #expect(
            Self.files(try Self.target(project, "ProfileFeature"), Self.shop) == [
                "Features/Profile/Sources/ProfileView.swift"
            ])
        #expect(
            Self.files(try Self.target(project, "SearchFeature"), Self.shop)
                == ["Features/Search/Sources/Internal/SearchIndex.swift", "Features/Search/Sources/SearchView.swift"])
        // `${platform}` in a source path of a multi-platform target.
        #expect(
            Self.files(try Self.target(project, "DesignSystem_iOS"), Self.shop) == [
                "DesignSystem/Platform/iOS/Haptics.swift", "DesignSystem/Shared/Colors.swift",
            ])
        #expect(
            Self.files(try Self.target(project, "DesignSystem_macOS"), Self.shop) == [
                "DesignSystem/Platform/macOS/MenuBar.swift", "DesignSystem/Shared/Colors.swift",
            ])
        // Synchronized folder: the excluded file is a membership exception, the .docc bundle one item.
        #expect(
            Self.files(try Self.target(project, "Onboarding"), Self.shop) == [
                "Onboarding/Onboarding.swift", "Onboarding/Steps/Welcome.swift",
            ])
        // relativePaths: false; Tests/Fixtures excluded from the group and copied as resources.
        #expect(Self.files(try Self.target(project, "ShopAppTests"), Self.shop) == ["Tests/ShopAppTests.swift"])
    }

    @Test func shopDependenciesProductsAndLinks() throws {
        let project = Self.read("\(Self.shop)/project.yml", root: Self.shop)
        let core = XcodePackageProduct.Package.local(path: "\(Self.shop)/Packages/Core")
        let app = try Self.target(project, "ShopApp")
        let appFile = "\(Self.shop)/targets/app.yml"
        // `products: [CoreKit, CoreUI]` gives both; `link: false` (KeychainAccess) gives none;
        // sdk and carthage dependencies are no modules.
        #expect(
            app.packageProducts == [
                XcodePackageProduct(
                    productName: "Alamofire", package: .remote(url: "https://github.com/Alamofire/Alamofire"), line: 28,
                    file: appFile),
                XcodePackageProduct(productName: "CoreKit", package: core, line: 26, file: appFile),
                XcodePackageProduct(productName: "CoreUI", package: core, line: 26, file: appFile),
            ])
        #expect(app.packageProductDependenciesLine == 19)
        let spec = project.path
        let legacy = XcodeTargetReference(project: "\(Self.shop)/Legacy/Legacy.xcodeproj", target: "LegacyKit")
        #expect(
            app.targetDependencies == [
                legacy,
                XcodeTargetReference(project: spec, target: "DesignSystem_iOS"),
                XcodeTargetReference(project: spec, target: "Onboarding"),
                XcodeTargetReference(project: spec, target: "ProfileFeature"),
                XcodeTargetReference(project: spec, target: "SearchFeature"),
                XcodeTargetReference(project: spec, target: "ShopWidget"),
            ])
        // Frameworks are linked (dynamic); the widget is embedded, not linked; the referenced
        // project's framework too, its type read from Legacy.xcodeproj.
        #expect(
            app.linkedTargets == [
                legacy,
                XcodeTargetReference(project: spec, target: "DesignSystem_iOS"),
                XcodeTargetReference(project: spec, target: "Onboarding"),
                XcodeTargetReference(project: spec, target: "ProfileFeature"),
                XcodeTargetReference(project: spec, target: "SearchFeature"),
            ])
        // A template's dependency keeps the template's file and line; the target's own list adds to it.
        let search = try Self.target(project, "SearchFeature")
        #expect(
            search.packageProducts == [
                XcodePackageProduct(
                    productName: "CoreKit", package: core, line: 10,
                    file: "\(Self.shop)/templates/feature.yml")
            ])
        #expect(search.targetDependencies == [XcodeTargetReference(project: spec, target: "DesignSystem_iOS")])
        #expect(search.linkedTargets == search.targetDependencies)
        let widget = try Self.target(project, "ShopWidget")
        #expect(widget.packageProducts.map(\.productName) == ["CoreUI"])
        let tests = try Self.target(project, "ShopAppTests")
        #expect(tests.targetDependencies == [XcodeTargetReference(project: spec, target: "ShopApp")])
        #expect(tests.linkedTargets.isEmpty)
    }

    @Test func shopBuildSettingsPerConfiguration() throws {
        let project = Self.read("\(Self.shop)/project.yml", root: Self.shop)
        // Configs sorted by name; XcodeGen's debug preset sets DEBUG; the Release config's
        // project xcconfig adds -DSHOP_LOGGING; target settings by config (exact "Release").
        #expect(
            Self.conditions(try Self.target(project, "ShopApp")) == [
                "Debug": ["DEBUG", "SHOP_APP"], "Release": ["SHOP_APP", "SHOP_LOGGING", "STORE_BUILD"],
                "Staging Debug": ["DEBUG", "SHOP_APP"],
            ])
        // The setting group's `debug` configs apply to every config whose name contains "debug".
        #expect(
            Self.conditions(try Self.target(project, "ProfileFeature")) == [
                "Debug": ["DEBUG", "FEATURE_FLAGS"], "Release": ["SHOP_LOGGING"],
                "Staging Debug": ["DEBUG", "FEATURE_FLAGS"],
            ])
        let iOS = try Self.target(project, "DesignSystem_iOS")
        let macOS = try Self.target(project, "DesignSystem_macOS")
        // PRODUCT_NAME is the unsplit name, so both import as DesignSystem.
        #expect(iOS.moduleName == "DesignSystem" && macOS.moduleName == "DesignSystem")
        #expect(iOS.configurations.map(\.sdkRoot) == ["iphoneos", "iphoneos", "iphoneos"])
        #expect(macOS.configurations.map(\.sdkRoot) == ["macosx", "macosx", "macosx"])
        #expect(iOS.defaultConfigurationName == "Debug")
        #expect(iOS.configuration(selectedBy: "release")?.name == "Release")
    }

    @Test func shopFilesRead() {
        let recorder = InputRecorder()
        let reading = XcodeGenSpecReader.read(
            specPath: "\(Self.shop)/project.yml", root: Self.shop, recorder: recorder, environment: [:])
        #expect(
            reading.readFiles.map { XcodePath.relative($0, to: Self.shop) } == [
                "Configs/Shared.xcconfig", "Legacy/Legacy.xcodeproj/project.pbxproj", "project.yml", "targets/app.yml",
                "targets/tests.yml", "templates/feature.yml",
            ])
        let recorded = Set(recorder.recorded.map { XcodePath.relative($0, to: Self.shop) })
        // Folders listed (their stamps change when a file is added) and paths looked for.
        #expect(
            recorded.isSuperset(of: [
                "App", "App/Root", "Features/Search/Sources/Internal", "Onboarding/Steps", "Missing/Optional",
            ]))
    }

    // MARK: - Small specs

    @Test func jsonSpecReadsLikeYAML() throws {
        let directory = try TemporaryDirectory("xcodegen-json")
        defer { directory.remove() }
        try directory.write("Sources/App/App.swift", "import Kit\n")
        try directory.write("Sources/Kit/Kit.swift", "public enum Kit {}\n")
        try directory.write(
            "project.json",
            """
            {
              "name": "Json",
              "packages": {"Yams": {"url": "https://github.com/jpsim/Yams", "from": "5.0.0"}},
              "targets": {
                "App": {"type": "application", "platform": "macOS", "sources": ["Sources/App"],
                        "dependencies": [{"target": "Kit"}, {"package": "Yams"}]},
                "Kit": {"type": "framework", "platform": "macOS", "sources": [{"path": "Sources/Kit"}],
                        "settings": {"OTHER_SWIFT_FLAGS": "-DJSON_KIT"}}
              }
            }
            """)
        let project = Self.read(directory.path("project.json"), root: directory.path)
        #expect(project.name == "Json")
        #expect(project.problems.isEmpty, "\(project.problems)")
        let app = try Self.target(project, "App")
        #expect(Self.files(app, directory.path) == ["Sources/App/App.swift"])
        #expect(app.line == 5)
        #expect(app.packageProducts.map(\.productName) == ["Yams"])
        #expect(app.linkedTargets == [XcodeTargetReference(project: project.path, target: "Kit")])
        #expect(
            Self.conditions(try Self.target(project, "Kit")) == [
                "Debug": ["DEBUG", "JSON_KIT"], "Release": ["JSON_KIT"],
            ])
        // One platform for every target: XcodeGen sets SDKROOT at the project level too.
        #expect(app.configurations.map(\.sdkRoot) == ["macosx", "macosx"])
    }

    @Test func includesMergeListsReplaceValuesAndReadVariables() throws {
        let directory = try TemporaryDirectory("xcodegen-include")
        defer { directory.remove() }
        try directory.write("A/One.swift", "")
        try directory.write("B/Two.swift", "")
        try directory.write("C/Three.swift", "")
        try directory.write("Extra/Four.swift", "")
        try directory.write(
            "base/base.yml",
            """
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [../A]
                settings:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: FROM_BASE
            """)
        try directory.write("off.yml", "targets:\n  Never:\n    type: tool\n    platform: macOS\n")
        try directory.write(
            "project.yml",
            """
            name: Merge
            include:
              - base/base.yml
              - path: off.yml
                enable: ${INCLUDE_OFF}
            targets:
              Kit:
                sources: [B, "${EXTRA_SOURCES}"]
                settings:REPLACE:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: FROM_ROOT
              Other:
                type: framework
                platform: iOS
                sources: [C]
            """)
        let project = Self.read(
            directory.path("project.yml"), root: directory.path,
            environment: ["EXTRA_SOURCES": "Extra", "INCLUDE_OFF": "no"])
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(project.targets.map(\.name) == ["Kit", "Other"])
        let kit = try Self.target(project, "Kit")
        // Lists concatenate (the include's first), `:REPLACE` replaces, `${VAR}` comes from the environment.
        #expect(Self.files(kit, directory.path) == ["A/One.swift", "B/Two.swift", "Extra/Four.swift"])
        #expect(Self.conditions(kit)["Release"] == ["FROM_ROOT"])
        // The target's first declaration, in the include.
        #expect(kit.declarationFile == directory.path("base/base.yml"))
        #expect(kit.line == 2)
        let enabled = Self.read(
            directory.path("project.yml"), root: directory.path, environment: ["INCLUDE_OFF": "YES"])
        #expect(enabled.targets.map(\.name).contains("Never"))
    }

    @Test func multiPlatformTargetsAndSupportedDestinations() throws {
        let directory = try TemporaryDirectory("xcodegen-platforms")
        defer { directory.remove() }
        try directory.write("Kit/Kit.swift", "")
        try directory.write("Shared/Shared.swift", "")
        try directory.write(
            "project.yml",
            """
            name: Platforms
            targets:
              Kit:
                type: framework
                platform: [tvOS, watchOS]
                platformPrefix: Lib
                platformSuffix: -${platform}
                sources: [Kit]
                settings:
                  PRODUCT_NAME: KitProduct
              Shared:
                type: framework
                supportedDestinations: [macOS, iOS, macCatalyst]
                sources: [Shared]
              Tool:
                type: tool
                platform: macOS
                settings:
                  configs:
                    release:
                      OTHER_SWIFT_FLAGS: "-Xcc -DNOT_SWIFT -DSWIFT_ONLY"
            """)
        let project = Self.read(directory.path("project.yml"), root: directory.path)
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(project.targets.map(\.name) == ["LibKit-tvOS", "LibKit-watchOS", "Shared", "Tool"])
        let tv = try Self.target(project, "LibKit-tvOS")
        #expect(tv.moduleName == "KitProduct")
        #expect(tv.configurations.map(\.sdkRoot) == ["appletvos", "appletvos"])
        #expect(try Self.target(project, "LibKit-watchOS").configurations.first?.sdkRoot == "watchos")
        // Supported destinations: SDKROOT `auto`, SUPPORTED_PLATFORMS in XcodeGen's order (iOS
        // before macOS; Mac Catalyst adds none).
        let shared = try Self.target(project, "Shared")
        #expect(shared.configurations.first?.sdkRoot == "auto")
        #expect(shared.configurations.first?.supportedPlatforms == ["iphoneos", "iphonesimulator", "macosx"])
        #expect(shared.kind == .framework)
        #expect(Self.conditions(try Self.target(project, "Tool")) == ["Debug": ["DEBUG"], "Release": ["SWIFT_ONLY"]])
        #expect(try Self.target(project, "Tool").kind == .commandLineTool)
    }

    @Test func transitiveLinkingAndLinkOverrides() throws {
        let directory = try TemporaryDirectory("xcodegen-transitive")
        defer { directory.remove() }
        try directory.write(
            "project.yml",
            """
            name: Transitive
            options:
              transitivelyLinkDependencies: true
            packages:
              Net:
                url: https://example.com/net.git
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Feature
              Feature:
                type: framework
                platform: iOS
                dependencies:
                  - target: Core
                  - package: Net
              Core:
                type: library.static
                platform: iOS
              Unlinked:
                type: application
                platform: iOS
                transitivelyLinkDependencies: false
                dependencies:
                  - target: Feature
                    link: false
                  - target: Core
            """)
        let project = Self.read(directory.path("project.yml"), root: directory.path)
        #expect(project.problems.isEmpty, "\(project.problems)")
        let spec = project.path
        let app = try Self.target(project, "App")
        // The framework does not embed its dependencies, so the app gets them too.
        #expect(app.targetDependencies.map(\.target) == ["Core", "Feature"])
        #expect(app.linkedTargets.map(\.target) == ["Core", "Feature"])
        #expect(app.packageProducts.map(\.productName) == ["Net"])
        // A static library is linked into executables only, not into a framework.
        let feature = try Self.target(project, "Feature")
        #expect(feature.targetDependencies == [XcodeTargetReference(project: spec, target: "Core")])
        #expect(feature.linkedTargets.isEmpty)
        let unlinked = try Self.target(project, "Unlinked")
        #expect(unlinked.targetDependencies.map(\.target) == ["Core", "Feature"])
        #expect(unlinked.linkedTargets.map(\.target) == ["Core"])
        #expect(unlinked.packageProducts.isEmpty)
    }

    /// What XcodeGen embeds when `embed:` is not written (`shouldEmbed`, `shouldEmbedDependencies`):
    /// into an app every dynamic target and `framework:` product, never a static one; into a test
    /// bundle frameworks; into a framework nothing; `embed:` overrides. An app must embed the
    /// dynamic frameworks its frameworks load, so a dependency it only embeds is no unused one.
    @Test func embeddedProductsFollowXcodeGensDefaults() throws {
        let directory = try TemporaryDirectory("xcodegen-embed")
        defer { directory.remove() }
        try directory.write(
            "project.yml",
            """
            name: Embed
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Kit
                  - target: Store
                  - target: Quiet
                    embed: false
                  - framework: Network.framework
              Kit:
                type: framework
                platform: iOS
                dependencies:
                  - framework: Network.framework
              Store:
                type: framework.static
                platform: iOS
              Quiet:
                type: framework
                platform: iOS
              KitTests:
                type: bundle.unit-test
                platform: iOS
                dependencies:
                  - target: Kit
                  - framework: Extra.framework
                    embed: false
            """)
        let project = Self.read(directory.path("project.yml"), root: directory.path)
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(try Self.target(project, "App").embeddedProducts == ["Kit.framework", "Network.framework"])
        #expect(try Self.target(project, "Kit").embeddedProducts.isEmpty)
        #expect(try Self.target(project, "KitTests").embeddedProducts == ["Kit.framework"])
    }

    @Test func whatCannotBeReadIsLocatedAndTheRestIsRead() throws {
        let directory = try TemporaryDirectory("xcodegen-problems")
        defer { directory.remove() }
        let root = directory.path("root")
        try directory.write("Outside/Leak.swift", "")
        try directory.write("root/Good/Good.swift", "")
        try directory.write("root/broken.yml", "targets:\n  X: [unclosed\n")
        try directory.write("root/cycle.yml", "include: [project.yml]\n")
        try directory.write(
            "root/project.yml",
            """
            name: Problems
            include:
              - broken.yml
              - missing.yml
              - cycle.yml
              - ../outside.yml
            targets:
              Good:
                type: framework
                platform: iOS
                sources: [Good]
              Escapes:
                type: framework
                platform: iOS
                sources:
                  - ../Outside
                  - NotThere
                  - path: Nope
              Strange:
                type: widget-thing
                platform: iOS
              NoPlatform:
                type: framework
              Templated:
                templates: [Missing]
                type: framework
                platform: iOS
                dependencies:
                  - package: Undefined
                  - target: Ghost
                  - target: Far/Away
                  - 42
            """)
        let project = Self.read(directory.path("root/project.yml"), root: root)
        #expect(project.targets.map(\.name) == ["Escapes", "Good", "Templated"])
        #expect(Self.files(try Self.target(project, "Good"), root) == ["Good/Good.swift"])
        let shown = Self.problems(project, root).map { $0.replacingOccurrences(of: directory.path, with: "<tmp>") }
        let missing =
            "does not exist (XcodeGen stops with \"source path doesn't exist\" unless the source is `optional: true`); nothing is read from it"
        #expect(
            shown == [
                "broken.yml:3: error: expected ',' or ']' in this flow list, found the end of the file (nothing in this spec is read)",
                "cycle.yml:1: warning: '<root>/project.yml' includes itself (through 2 files); the repeated include is skipped",
                "project.yml:4: error: cannot read the included spec '<root>/missing.yml' (No such file or directory)",
                "project.yml:6: warning: '<tmp>/outside.yml' is outside the root (<root>); not read",
                "project.yml:16: warning: source '../Outside' of target 'Escapes' resolves outside the root: <tmp>/Outside; not read",
                "project.yml:17: warning: source 'NotThere' of target 'Escapes' \(missing)",
                "project.yml:18: warning: source 'Nope' of target 'Escapes' \(missing)",
                "project.yml:20: warning: target 'Strange' has type 'widget-thing', which XcodeGen does not know; the target is not read",
                "project.yml:22: warning: target 'NoPlatform' has no platform (XcodeGen requires 'platform' or 'supportedDestinations'); "
                    + "the target is not read",
                "project.yml:25: warning: template 'Missing' is not defined in targetTemplates; it is not applied",
                "project.yml:29: warning: target 'Templated' depends on package 'Undefined', which 'packages' does not define (XcodeGen "
                    + "skips it); not linked",
                "project.yml:30: warning: target 'Templated' depends on 'Ghost', which is no target of this spec",
                "project.yml:31: warning: 'Far/Away' names project reference 'Far', which 'projectReferences' does not define; the "
                    + "dependency is skipped",
                "project.yml:32: warning: a dependency of target 'Templated' is a scalar, not a mapping such as {target: Name}; it is skipped",
            ])
        // An include that is missing or does not parse leaves its targets unchecked: an error, and
        // the targets of the rest are still read (above).
        #expect(!project.isReadable)
        // A dependency on an undefined target still names it, as the generated project would.
        #expect(try Self.target(project, "Templated").targetDependencies.map(\.target) == ["Ghost"])
    }

    @Test func pathsWhoseCaseDiffersAreFoundAsOnMacOSWithAWarning() throws {
        let directory = try TemporaryDirectory("xcodegen-case")
        defer { directory.remove() }
        try directory.write(
            "Teacher/teacher.yml",
            "targets:\n  Teacher:\n    type: application\n    platform: iOS\n    sources: [app]\n")
        try directory.write("Teacher/App/Main.swift", "")
        try directory.write("project.yml", "name: Case\ninclude:\n  - Teacher/Teacher.yml\n")
        let project = Self.read(directory.path("project.yml"), root: directory.path)
        #expect(Self.files(try Self.target(project, "Teacher"), directory.path) == ["Teacher/App/Main.swift"])
        #expect(
            Self.problems(project, directory.path) == [
                "Teacher/teacher.yml:5: warning: source 'Teacher/app' of target 'Teacher' is 'Teacher/App' on disk; read as macOS "
                    + "(whose disks ignore case) finds it, but XcodeGen on a case-sensitive disk would not find it",
                "project.yml:3: warning: 'Teacher/Teacher.yml' is 'Teacher/teacher.yml' on disk; read as macOS (whose disks ignore "
                    + "case) finds it, but XcodeGen on a case-sensitive disk would not find it",
            ])
    }

    @Test func aSpecThatDoesNotParseIsAnErrorAtTheFault() throws {
        let directory = try TemporaryDirectory("xcodegen-broken")
        defer { directory.remove() }
        try directory.write("project.yml", "name: Broken\ntargets:\n  App:\n    type: !!str application\n")
        let project = Self.read(directory.path("project.yml"), root: directory.path)
        #expect(project.targets.isEmpty)
        #expect(!project.isReadable)
        #expect(
            Self.problems(project, directory.path) == [
                "project.yml:4: error: tags ('!...') are not supported; remove the tag (archlint reads YAML without tags) (nothing in this spec is read)"
            ])
        #expect(project.problems.first?.column == 11)
        let outside = XcodeGenSpecReader.read(
            specPath: directory.path("project.yml"), root: directory.path("Sub"), environment: [:])
        #expect(
            outside.projects[0].problems.map(\.message) == [
                "the spec is outside the root (\(directory.path("Sub"))); not read"
            ])
        #expect(outside.readFiles.isEmpty)
    }
}

/// Finding specs below a root.
@Suite struct XcodeGenSpecFinderTests {
    @Test func findsSpecsByNameSkippingWhatTheWorkspaceWalkSkips() throws {
        let directory = try TemporaryDirectory("xcodegen-finder")
        defer { directory.remove() }
        for file in [
            "project.yml", "App/project.yaml", "Tools/project.json", "Pods/X/project.yml", ".hidden/project.yml",
            "App/App.xcodeproj/project.yml", "Vendor/project.yml", "Other/spec.yml", "Other/project.yml.bak",
        ] {
            try directory.write(file, "name: X\n")
        }
        let found = XcodeGenSpecFinder.find(
            root: directory.path, skippedFolderNames: ["Pods"], isExcluded: { $0 == "Vendor" })
        #expect(
            found == [
                directory.path("App/project.yaml"), directory.path("Tools/project.json"), directory.path("project.yml"),
            ])
        let named = XcodeGenSpecFinder.find(root: directory.path, names: ["spec.yml"], skippedFolderNames: [])
        #expect(named == [directory.path("Other/spec.yml")])
    }
}
