import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Tests/Fixtures/Xcode/AppWorkspace end to end: a package (`Kit`: `Core`, `Networking`,
/// `Feature-UI`, `Checkout`, tests and a snippet) and an Xcode project (`App/Shop.xcodeproj`: the
/// app `Shop App`, its widget, a framework, unit and UI tests) linking the package's products,
/// plus a script no target compiles and a Tuist manifest without a generated project.
@Suite(.requiresSwift)
struct XcodeWorkspaceTests {
    static let root = Fixtures.repositoryPath("Tests/Fixtures/Xcode/AppWorkspace")

    static func check(_ arguments: [String] = [], in directory: String = root) throws -> ChildProcess.Output {
        try ChildProcess.archlint(["check", "--no-cache"] + arguments, in: directory)
    }

    static func result(_ options: CheckOptions = CheckOptions(packagePath: root)) throws -> CheckResult {
        try Linter(workingDirectory: root).check(options)
    }

    /// Every finding is one the fixture was written to show, hand-checked: app code importing
    /// the HTTP library, the widget importing the network and a module it does not link (an
    /// Xcode fix, located in project.pbxproj), a framework's import under `#if MOCKS`, a linked
    /// framework nothing imports; and the plans name the app target as the injecting root.
    @Test func findingsInAppCodeWithXcodeFixes() throws {
        let output = try Self.check()
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(
            output.standardOutput == """
                App/Shop.xcodeproj/project.pbxproj:200:1: warning: [unused-dependencies] Shop App declares a dependency on ShopKit but no file imports it, unless the target links it only for what it registers at
                App/Shop.xcodeproj/project.pbxproj:200:1: note:   run time
                App/Shop.xcodeproj/project.pbxproj:200:1: note: fix: unlink target 'ShopKit' from target 'Shop App' in Xcode, under General > Frameworks and Libraries and Build Phases > Target Dependencies, or run
                App/Shop.xcodeproj/project.pbxproj:200:1: note:   `archlint fix`
                App/Shop/ReceiptView.swift:2:1: error: [http-only-in-networking] Shop App imports Alamofire: Alamofire may be imported only by Networking
                App/ShopKit/ShopKit.swift:3:1: error: [declared-imports] ShopKit imports Networking without linking it in Xcode (import under #if MOCKS)
                App/Shop.xcodeproj/project.pbxproj:244:1: note: fix: link product "Kit" of package Kit (it vends Networking) to target 'ShopKit' in Xcode, under General > Frameworks and Libraries, or run
                App/Shop.xcodeproj/project.pbxproj:244:1: note:   `archlint fix`
                App/ShopWidget/ShopWidget.swift:4:1: error: [widgets-stay-offline] ShopWidget imports Networking
                App/ShopWidget/ShopWidget.swift:4:1: note: fix: ShopWidget uses ShopClient (ShopWidget.swift:9): declare `protocol ShopClientProviding` in ShopWidget, conform in Shop App (Networking does not depend
                App/ShopWidget/ShopWidget.swift:4:1: note:   on ShopWidget), inject from Shop App
                App/ShopWidget/ShopWidget.swift:5:1: error: [declared-imports] ShopWidget imports Feature-UI without linking it in Xcode
                App/Shop.xcodeproj/project.pbxproj:225:1: note: fix: link product "FeatureUI" of package Kit (it vends Feature-UI) to target 'ShopWidget' in Xcode, under General > Frameworks and Libraries, or run
                App/Shop.xcodeproj/project.pbxproj:225:1: note:   `archlint fix`
                note: [widgets-stay-offline] a widget reads what the app saved; it never calls the network

                """)
        // Lines 200, 225 and 244 of the project file define the targets Shop App, ShopWidget, ShopKit.
        let project = try String(contentsOfFile: Self.root + "/App/Shop.xcodeproj/project.pbxproj", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(project[199].contains("/* Shop App */ = {"))
        #expect(project[224].contains("/* ShopWidget */ = {"))
        #expect(project[243].contains("/* ShopKit */ = {"))
    }

    /// Standard error says what was read, which Swift files no module compiles, and which
    /// composition root was inferred.
    @Test func theSummarySaysWhatWasReadAndWhatWasNot() throws {
        let lines = try Self.check().standardError.split(separator: "\n").map(String.init)
        #expect(lines.last == "archlint failed (exit 1): 4 errors")
        #expect(
            Array(lines.dropLast(2)) == [
                "note: read 1 package (6 targets) and 1 Xcode project (5 targets: 1 app, 1 framework, 1 ui-test, 1 unit-test, 1 widget)",
                "note: 2 of 15 Swift files under the root belong to no module and are not checked: App/Scripts (1), Modules/Loyalty (1)",
                "note: composition root: Shop App, the application target of Shop.xcodeproj; fix plans inject from it (set \"compositionRoot\" in archlint.json to name another)",
            ])
        #expect(
            CheckOutput.summary(lines.joined(separator: "\n"))
                == "5 findings (4 errors, 1 warning) on 5 edges; 11 modules checked (13 files, T ms)")
    }

    /// Targets are modules with their kind, module name, files (a file shared by the app and the
    /// widget belongs to both) and declared edges located in the project file; the snippet is a
    /// module; imports find modules by their C99 name.
    @Test func targetsBecomeModulesWithTheirEdges() throws {
        let graph = try Self.result().graph
        let app = try #require(graph.modules["Shop App"])
        #expect(app.kind == .xcode(.application))
        #expect(app.moduleName == "Shop_App")
        #expect(app.package == "Shop")
        #expect(
            app.files.map { PathUtilities.relative($0, to: Self.root) } == [
                "App/Shared/Formatting.swift", "App/Shop/ReceiptView.swift", "App/Shop/ShopApp.swift",
            ])
        #expect(graph.modules["ShopWidget"]?.kind == .xcode(.widget))
        #expect(graph.modules["ShopWidget"]?.files.contains(Self.root + "/App/Shared/Formatting.swift") == true)
        #expect(graph.modules["ShopKit"]?.kind == .xcode(.framework))
        #expect(graph.modules["ShopTests"]?.isTest == true)
        #expect(graph.modules["ShopUITests"]?.isTest == true)
        #expect(graph.modules["PriceDemo"]?.kind == .target(.snippet))
        #expect(graph.modules["Alamofire"]?.kind == .thirdParty)
        #expect(graph.modules["Alamofire"]?.package == "Alamofire", "named after the remote repository")

        // The Kit product resolves to its two targets; the remote product is an outside module.
        #expect(
            graph.declaredDependencies(of: "Shop App").map(\.key.to) == [
                "Alamofire", "Core", "Feature-UI", "Networking", "ShopKit", "ShopWidget",
            ])
        let kit = try #require(graph.declaredDependencies(of: "Shop App").first { $0.key.to == "Core" })
        #expect(kit.reference == .product(name: "Kit", package: "Kit", moduleAliases: [:]))
        #expect(kit.location?.file == Self.root + "/App/Shop.xcodeproj/project.pbxproj")
        #expect(graph.declaredDependencies(of: "ShopTests").map(\.key.to) == ["Shop App"])
        #expect(graph.declaredDependencies(of: "PriceDemo").map(\.key.to) == ["Core", "Feature-UI", "Networking"])

        // `import Feature_UI` and `@testable import Shop_App` reach the targets.
        #expect(graph.importedEdge(from: "Checkout", to: "Feature-UI") != nil)
        #expect(graph.importedEdge(from: "ShopWidget", to: "Feature-UI") != nil)
        #expect(graph.importedEdge(from: "ShopTests", to: "Shop App")?.isTestableOnly == true)
        #expect(graph.modules["Feature_UI"] == nil && graph.modules["Shop_App"] == nil)
    }

    /// `type:` selects Xcode kinds; `type:test` covers SwiftPM tests and Xcode unit and UI test
    /// bundles; `package:` selects an Xcode project's targets.
    @Test func selectorsNameXcodeKinds() throws {
        let graph = try Self.result().graph
        let resolver = SelectorResolver(groups: [:], root: Self.root)
        func select(_ text: String) throws -> [String] { resolver.modules(try ModuleSelector.parse(text), in: graph) }
        #expect(try select("type:app") == ["Shop App"])
        #expect(try select("type:widget") == ["ShopWidget"])
        #expect(try select("type:framework") == ["ShopKit"])
        #expect(try select("type:test") == ["KitTests", "ShopTests", "ShopUITests"])
        #expect(try select("type:ui-test") == ["ShopUITests"])
        #expect(try select("type:snippet") == ["PriceDemo"])
        #expect(try select("package:Shop") == ["Shop App", "ShopKit", "ShopTests", "ShopUITests", "ShopWidget"])
        #expect(try select("path:App/ShopWidget/**") == ["ShopWidget"])
        #expect(throws: SelectorSyntaxError.self) { try ModuleSelector.parse("type:aap") }
    }

    /// `--configuration` picks each target's Debug or Release conditions: ShopKit's Debug sets
    /// MOCKS (OTHER_SWIFT_FLAGS), which guards its import of Networking.
    @Test func configurationDecidesAppCodeConditions() throws {
        let debug = try Self.check(["--configuration", "debug"]).standardOutput
        let release = try Self.check(["--configuration", "release"]).standardOutput
        #expect(debug.contains("App/ShopKit/ShopKit.swift:3:1: error: [declared-imports] ShopKit imports Networking"))
        #expect(!release.contains("ShopKit imports Networking"))
        #expect(release.contains("ShopWidget imports Feature-UI"), "the rest is judged as before")
        // -D sets a condition for every target, Xcode's too.
        #expect(
            try Self.check(["--configuration", "release", "-D", "MOCKS"]).standardOutput.contains(
                "ShopKit imports Networking"))
    }

    /// With the app folder as the root, the package it links sits outside it and is still
    /// loaded: its products resolve to its targets.
    @Test func aLocalPackageOutsideTheRootIsLoaded() throws {
        let appRoot = Self.root + "/App"
        let result = try Linter(workingDirectory: appRoot).check(CheckOptions(packagePath: appRoot))
        #expect(result.graph.modules["Core"]?.kind == .target(.regular))
        #expect(result.graph.declaredDependencies(of: "ShopWidget").map(\.key.to) == ["Core", "Networking"])
        #expect(result.summary?.packages == 1)
        #expect(result.summary?.unownedFolders == [InputSummary.Folder(path: "Scripts", files: 1)])
    }

    /// A damaged project is an error located at the fault, the result is partial (exit 2), and
    /// the rest of the workspace is still checked.
    @Test func aDamagedProjectIsALocatedErrorAndTheRestIsChecked() throws {
        let base = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let copy = base + "/AppWorkspace"
        try FileManager.default.copyItem(atPath: Self.root, toPath: copy)
        try FileManager.default.copyItem(
            atPath: Fixtures.repositoryPath("Tests/Fixtures/Xcode/Damaged/Damaged.xcodeproj"),
            toPath: copy + "/App/Damaged.xcodeproj")
        let damaged = try Self.check(in: copy)
        // New error findings exit 1 even on a partial run; the reason says both.
        #expect(damaged.exitCode == ExitCode.findings.rawValue)
        #expect(
            damaged.standardError.hasSuffix(
                "part of the input could not be read: App/Damaged.xcodeproj/project.pbxproj (see the errors above)\n"),
            "\(damaged.standardError)")
        #expect(damaged.standardError.contains("App/Damaged.xcodeproj/project.pbxproj:"))
        let error = damaged.standardError.split(separator: "\n").first { $0.contains("Damaged.xcodeproj") } ?? ""
        #expect(
            error.range(
                of: #"^App/Damaged\.xcodeproj/project\.pbxproj:\d+:\d+: error: .*the project file is damaged"#,
                options: .regularExpression) != nil, "\(error)")
        #expect(
            damaged.standardOutput == (try Self.check()).standardOutput,
            "the other project and the package are checked as before")
    }

    /// A package whose manifest SwiftPM cannot evaluate is part of the app's build only when a
    /// project or another package names it: then the run is partial (exit 2); a copy that
    /// nothing uses (a vendored library's own Package.swift) is a warning and nothing else.
    @Test func aBrokenManifestStopsTheRunOnlyWhenTheBuildUsesIt() throws {
        let base = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let copy = base + "/AppWorkspace"
        try FileManager.default.copyItem(atPath: Self.root, toPath: copy)
        let broken =
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [\n"
        try TemporaryDirectory.writeFile(Data(broken.utf8), to: copy + "/Vendor/Lib/Package.swift")
        let clean = try Self.check()
        let unused = try Self.check(in: copy)
        #expect(unused.exitCode == clean.exitCode, "\(unused.standardError)")
        #expect(unused.exitCode != ExitCode.partial.rawValue)
        let warning =
            unused.standardError.split(separator: "\n").first { $0.hasPrefix("Vendor/Lib/Package.swift:") } ?? ""
        #expect(
            warning.hasPrefix(
                "Vendor/Lib/Package.swift: warning: this package is not checked, and no project or package read here uses it"
            ), "\(unused.standardError)")
        #expect(!unused.standardError.contains("part of the input could not be read"))
        // The project's own local package (`../Kit`), broken the same way, is part of the build.
        try Data(broken.utf8).write(to: URL(fileURLWithPath: copy + "/Kit/Package.swift"))
        let used = try Self.check(in: copy)
        #expect(
            used.standardError.contains("Kit/Package.swift: error: this package is not checked: "),
            "\(used.standardError)")
        #expect(
            used.standardError.contains("part of the input could not be read: Kit/Package.swift"),
            "\(used.standardError)")
    }

    /// `graph` draws the app and its widget on top, in a layer of their own when no group names
    /// them.
    @Test func graphDrawsAppsOnTop() throws {
        var options = GraphDrawingOptions()
        options.input = CheckOptions(packagePath: Self.root)
        options.format = .mermaid
        let text = try GraphDrawing.render(options, linter: Linter(workingDirectory: Self.root)).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "  subgraph g_apps[\"apps\"]")
        #expect(lines[3] == "    m_Shop_App[/\"Shop App\"\\]")
        #expect(lines[4] == "    m_ShopWidget>\"ShopWidget\"]")
        #expect(lines[5] == "  end")
    }

    /// `init` sees the Xcode targets and proposes the app as the composition root.
    @Test func initProposesTheAppTarget() throws {
        let output = try ChildProcess.archlint(["init", "--output", "-", "--no-cache"], in: Self.root)
        #expect(output.exitCode == 0)
        #expect(
            output.standardOutput.contains(
                """
                  // The module that builds the object graph and injects implementations, named by fix plans: the application target of Shop.xcodeproj.
                  "compositionRoot": "Shop App",

                """))
        // Findings in app code are counted like the others, all in the baseline (none becomes an
        // exception). The app's Alamofire import is none under init's rules: Networking does not
        // wrap the library, so nothing does, and the preset's rule says it needs the module that
        // should (the fixture's own rules name Networking, and report it).
        #expect(!output.standardOutput.contains("except"))
        #expect(
            output.standardError.contains("note: 3 findings of today not written to archlint-baseline.json"),
            "\(output.standardError)")
    }
}
