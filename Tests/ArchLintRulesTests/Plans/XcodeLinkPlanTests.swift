import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// The plans of declaration findings of Xcode targets, on the hand-written project of
/// `XcodeProjectEditorTests` (held in memory): the Xcode UI path, and the project edit
/// `archlint fix` makes when the editor can make it, else why not.
struct XcodeLinkPlanTests {
    static let projectFile = DemoXcodeProject.path
    static let corePackage = "/work/Packages/Core"

    static func xcode(_ name: String, _ kind: XcodeTargetKind, line: Int) -> Module {
        Module(
            name: name, kind: .xcode(kind), package: "Demo", directory: "/work/Demo/\(name)", manifestPath: projectFile,
            files: ["/work/Demo/\(name)/\(name).swift"],
            declaration: SourceLocation(file: projectFile, line: line, column: 1))
    }

    static func package(_ name: String, root: String = corePackage) -> Module {
        Module(
            name: name, kind: .target(.regular), package: XcodePath.basename(of: root),
            directory: "\(root)/Sources/\(name)",
            manifestPath: "\(root)/Package.swift", files: ["\(root)/Sources/\(name)/\(name).swift"])
    }

    static func imports(_ from: String, _ to: String, exported: Bool = false) -> ImportedDependency {
        ImportedDependency(
            key: EdgeKey(from: from, to: to),
            evidence: [
                ImportEvidence(
                    file: "/work/Demo/\(from)/\(from).swift",
                    declaration: ImportDeclaration(
                        path: [to], attributes: exported ? ["_exported"] : [], line: 1, column: 1))
            ])
    }

    static func declares(
        _ from: String, _ to: String, _ reference: PackageManifest.TargetDependency.Reference, line: Int = 90
    ) -> DeclaredDependency {
        DeclaredDependency(
            key: EdgeKey(from: from, to: to), reference: reference,
            location: SourceLocation(file: projectFile, line: line, column: 1))
    }

    /// App links Core and the Kit framework; Widget links nothing; the Core package vends Core,
    /// CoreUI, the dynamic DynamicKit and Previewer (which re-exports Engine); Charts is a
    /// package the project does not reference; Alamofire comes from the project's remote
    /// reference.
    static func planner(declared extra: [DeclaredDependency] = [], imported: [ImportedDependency]) -> FixPlanner {
        let modules = [
            xcode("App", .application, line: 78), xcode("Widget", .appExtension, line: 98),
            xcode("Kit", .framework, line: 113),
            package("Core"), package("CoreUI"), package("DynamicKit"), package("Previewer"), package("Engine"),
            package("Charts", root: "/work/Packages/Charts"),
            Module(name: "Alamofire", kind: .thirdParty, package: "Alamofire"),
        ]
        let declared =
            [
                declares("App", "Core", .product(name: "Core", package: "Core", moduleAliases: [:])),
                declares("App", "Kit", .target("Kit"), line: 78),
                DeclaredDependency(key: EdgeKey(from: "Previewer", to: "Engine"), reference: .target("Engine")),
            ] + extra
        let graph = ModuleGraph(modules: modules, declared: declared, imported: imported)
        let core = PackageManifest(
            name: "Core",
            products: [
                .init(name: "Core", kind: .library, targets: ["Core"]),
                .init(name: "CoreUI", kind: .library, targets: ["CoreUI"]),
                .init(name: "CoreKit", kind: .library, targets: ["Core", "CoreUI"]),
                .init(name: "DynamicKit", kind: .library, targets: ["DynamicKit"], isDynamic: true),
                .init(name: "Previewer", kind: .library, targets: ["Previewer"]),
            ])
        let charts = PackageManifest(
            name: "Charts", products: [.init(name: "Charts", kind: .library, targets: ["Charts"])])
        return FixPlanner(
            graph: graph, symbols: SymbolIndex(graph: graph, files: .memory([projectFile: DemoXcodeProject.text])),
            compositionRoot: "App", catalog: .standard,
            packages: [
                LoadedManifest(manifest: core, packageRoot: corePackage),
                LoadedManifest(manifest: charts, packageRoot: "/work/Packages/Charts"),
            ])
    }

    @Test func aProductOfAReferencedPackageIsLinkedByArchlintFix() throws {
        let planner = Self.planner(imported: [Self.imports("App", "CoreUI")])
        let plan = planner.declarePlan(EdgeKey(from: "App", to: "CoreUI"))
        #expect(
            plan.summary
                == #"link product "CoreUI" of package Core to target 'App' in Xcode, under General > Frameworks and Libraries, or run `archlint fix`"#
        )
        #expect(plan.fixBlocker == nil)
        #expect(
            plan.dependencyChange
                == .add(
                    module: "App", dependency: .product(name: "CoreUI", package: "Core"),
                    packageEntry: PackageEntry(name: "Core", expression: "../Packages/Core")),
            "the product named like the module, not the larger CoreKit")
        #expect(
            plan.manifestLocation == SourceLocation(file: Self.projectFile, line: 78, column: 1),
            "the target's definition")
        #expect(plan.manifestFragment == nil, "nothing is written into a Package.swift")
        let diff = try #require(plan.manifestDiff)
        #expect(
            diff.contains("+\t\t\t\tE4FF33B3FA6C988F35EFE304 /* CoreUI */,\n"),
            "the diff of XcodeProjectEditorTests' link")
        #expect(
            plan.steps[1].hasPrefix(
                "or run `archlint fix`, which makes this change to project.pbxproj: link product CoreUI of the local package \"../Packages/Core\" to target 'App'"
            ))
    }

    @Test func aRemoteProductIsLinkedFromTheProjectsReference() {
        let plan = Self.planner(imported: [Self.imports("Widget", "Alamofire")]).declarePlan(
            EdgeKey(from: "Widget", to: "Alamofire"))
        #expect(plan.fixBlocker == nil)
        #expect(
            plan.dependencyChange
                == .add(
                    module: "Widget", dependency: .product(name: "Alamofire", package: "Alamofire"), packageEntry: nil))
        #expect(plan.summary.hasSuffix(", or run `archlint fix`"))
    }

    @Test func whatArchlintFixCannotLinkSaysWhy() {
        let planner = Self.planner(imported: [
            Self.imports("App", "Charts"), Self.imports("App", "DynamicKit"), Self.imports("Widget", "Kit"),
        ])
        let charts = planner.declarePlan(EdgeKey(from: "App", to: "Charts"))
        #expect(
            charts.fixBlocker
                == "project 'Demo' does not reference package 'Charts' yet: add it in Xcode (File > Add Package Dependencies..., then `../Packages/Charts`), then run `archlint fix` again"
        )
        #expect(
            charts.summary
                == #"link product "Charts" of package Charts to target 'App' in Xcode, under General > Frameworks and Libraries; `archlint fix` cannot: "#
                + charts.fixBlocker!)
        #expect(charts.dependencyChange == nil && charts.manifestDiff == nil)
        #expect(
            planner.declarePlan(EdgeKey(from: "App", to: "DynamicKit")).fixBlocker
                == "product DynamicKit is a dynamic library, which an app must also embed: link it in Xcode and choose whether to embed it (Embed & Sign)"
        )
        #expect(
            planner.declarePlan(EdgeKey(from: "Widget", to: "Kit")).fixBlocker
                == "archlint fix does not link framework targets (whether and how 'Kit' is embedded depends on the target): in Xcode, add Kit to target 'Widget' under General > Frameworks and Libraries"
        )
    }

    @Test func anUnusedFrameworkIsUnlinkedByArchlintFix() throws {
        let plan = Self.planner(imported: []).removePlan(EdgeKey(from: "App", to: "Kit"))
        #expect(
            plan.summary
                == "unlink target 'Kit' from target 'App' in Xcode, under General > Frameworks and Libraries and Build Phases > Target Dependencies, or run `archlint fix`"
        )
        #expect(plan.dependencyChange == .remove(module: "App", name: "Kit", package: nil))
        #expect(
            try #require(plan.manifestDiff).contains("-\t\t\t\tAA0000000000000000000050 /* PBXTargetDependency */,\n"))
    }

    /// Widget imports Engine, which Previewer re-exports: unlinking Previewer would leave that
    /// import undeclared, so it stays until Engine is linked.
    @Test func aLinkThatMakesAnImportVisibleIsKept() {
        let planner = Self.planner(
            declared: [
                Self.declares("Widget", "Previewer", .product(name: "Previewer", package: "Core", moduleAliases: [:]))
            ],
            imported: [Self.imports("Widget", "Engine"), Self.imports("Previewer", "Engine", exported: true)])
        let plan = planner.removePlan(EdgeKey(from: "Widget", to: "Previewer"))
        #expect(plan.situation == .keepDependency)
        #expect(
            plan.fixBlocker
                == "keep it for now: Widget imports Engine, which it sees only through this link; link Engine to Widget first, then Previewer can go"
        )
        #expect(plan.dependencyChange == nil)
    }
}
