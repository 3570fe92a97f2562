import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// SampleProject/Workspace: local packages Core and Features linked with
/// `.package(path:)`, a dangling path, a remote product, a manifest that fails, a package that
/// redefines a module, and an app folder outside SwiftPM declared in archlint.json.
@Suite(.requiresSwift)
struct WorkspaceTests {
    static let root = Fixtures.sampleWorkspace

    static func load() throws -> LoadedGraph {
        let configuration = try ConfigurationLoader.load(
            file: (root as NSString).appendingPathComponent("archlint.json"), catalog: .standard)
        return try Linter(workingDirectory: root).loadWorkspace(
            CheckOptions(packagePath: root), root: root, configuration: configuration)
    }

    @Test func findsEveryPackageBelowTheRoot() {
        let found = PackageSetLoader.findPackages(below: Self.root).map { PathUtilities.relative($0, to: Self.root) }
        #expect(found == ["Packages/Broken", "Packages/Core", "Packages/Dup", "Packages/Features"])
        let excluded = PackageSetLoader.findPackages(below: Self.root, excluded: ["Packages/Dup", "Packages/B*"])
        #expect(excluded.map { PathUtilities.relative($0, to: Self.root) } == ["Packages/Core", "Packages/Features"])
    }

    /// The expected graph, written by hand from the fixture's manifests and sources.
    @Test func buildsOneGraphOverEveryPackage() throws {
        let workspace = try Self.load()
        let graph = workspace.graph
        let nodes = graph.moduleNames.map { name -> String in
            let module = graph.modules[name]!
            return "\(name) \(module.kind.name) \(module.package ?? "-")"
        }
        #expect(
            nodes == [
                "App executable archlint.json",
                "CoreLogging regular Core",
                "CoreUI regular Core",
                "Foundation sdk -",
                "Kingfisher third-party Kingfisher",
                "ProfileFeature regular Features",
                "SearchFeature regular Features",
                "UIKit sdk -",
            ])
        #expect(
            graph.declared.map { "\($0.key)\($0.condition.map { " when \($0.platforms)" } ?? "")" } == [
                "App -> ProfileFeature",
                "App -> SearchFeature",
                "ProfileFeature -> CoreUI",
                "ProfileFeature -> Kingfisher when [\"ios\"]",
                "SearchFeature -> CoreUI",
            ])
        #expect(
            graph.imported.map { edge in
                "\(edge.key)\(edge.isConditional ? " (#if)" : "")"
            } == [
                "App -> ProfileFeature",
                "App -> SearchFeature",
                "App -> UIKit",
                "CoreLogging -> Foundation",
                "CoreUI -> CoreLogging",
                "CoreUI -> UIKit (#if)",
                "ProfileFeature -> CoreUI",
                "ProfileFeature -> Kingfisher (#if)",
                "SearchFeature -> CoreLogging",
                "SearchFeature -> CoreUI",
                "SearchFeature -> ProfileFeature",
            ])
        // The excluded generated file is not part of App.
        #expect(
            graph.modules["App"]?.files.map { PathUtilities.relative($0, to: Self.root) } == [
                "App/Delegates/AppDelegate.swift"
            ])
        #expect(workspace.isPartial)
    }

    @Test func reportsWhatCouldNotBeRead() throws {
        let notices = try Self.load().notices.map(\.text)
        #expect(notices.count == 4)
        #expect(
            notices[0].hasPrefix(
                "Packages/Broken/Package.swift: error: this package is not checked: SwiftPM could not evaluate"))
        #expect(notices[0].contains("cannot find 'missingSymbol' in scope"))
        #expect(
            notices[1]
                == "Packages/Dup/Package.swift: error: module 'CoreLogging' is also defined by package 'Core' (Packages/Core/Package.swift); module names must be unique in a workspace: rename one. Only the first is checked"
        )
        #expect(
            notices[2].hasPrefix(
                "Packages/Features/Package.swift: warning: .package(path:) points at 'Packages/Missing', which holds no Package.swift"
            ))
        // Kingfisher is remote and not resolved on disk: its product is taken as a module of its name, and it says so.
        #expect(
            notices[3]
                == "note: each product of the remote package kingfisher is taken as one module of the same name: it has no checkout on disk (`swift package resolve` fills .build/checkouts, where archlint reads which modules each product vends)"
        )
    }

    @Test func checkRunsOverTheWholeWorkspaceAndSaysItIsPartial() throws {
        let output = try ChildProcess.archlint(["check"], in: Self.root)
        #expect(
            output.standardOutput == """
                Packages/Core/Sources/CoreUI/Button.swift:1:1: error: [declared-imports] CoreUI imports CoreLogging without declaring it in Package.swift
                Packages/Core/Package.swift:12:9: note: fix: add CoreLogging to the dependencies of target 'CoreUI': this line becomes: `.target(name: "CoreUI", dependencies: ["CoreLogging"]),`
                Packages/Features/Sources/SearchFeature/SearchScreen.swift:2:1: error: [declared-imports] SearchFeature imports ProfileFeature without declaring it in Package.swift
                Packages/Features/Package.swift:23:9: note: fix: do not declare it: it breaks rule 'feature-isolation'; fix that finding instead (the import goes, or is inverted)
                Packages/Features/Sources/SearchFeature/SearchScreen.swift:2:1: error: [feature-isolation] SearchFeature imports ProfileFeature (no declaration of it in use that archlint sees)
                Packages/Features/Sources/SearchFeature/SearchScreen.swift:2:1: note: fix: SearchFeature names no declaration of ProfileFeature (no type, function or extension member): delete
                Packages/Features/Sources/SearchFeature/SearchScreen.swift:2:1: note:   `import ProfileFeature` (SearchScreen.swift:2)
                Packages/Features/Sources/SearchFeature/SearchScreen.swift:3:1: error: [declared-imports] SearchFeature imports CoreLogging without declaring it in Package.swift
                Packages/Features/Package.swift:23:9: note: fix: add CoreLogging to the dependencies of target 'SearchFeature': this line becomes:
                Packages/Features/Package.swift:23:9: note:   `.target(name: "SearchFeature", dependencies: ["CoreUI", .product(name: "CoreLogging", package: "Core")]),`
                note: [feature-isolation] features never import one another: to show another feature, ask the root through a routing protocol; a component both need moves down into a shared module

                """)
        // New errors exit 1, ahead of 2: a step that tolerates a partial run lets no error through.
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(CheckOutput.summary(output.standardError) == "4 findings on 3 edges; 5 modules checked (6 files, T ms)")
        #expect(
            CheckOutput.failureReason(output.standardError)
                == "archlint failed (exit 1): 4 errors; part of the input could not be read: Packages/Broken/Package.swift, Packages/Dup/Package.swift (see the errors above)"
        )
        #expect(!output.standardError.contains("dumping manifests"), "no progress line outside a terminal")
    }
}
