import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport
@testable import ArchLintPackage

/// `archlint fix` on a Tuist app: findings point at the line of Project.swift that declares the
/// edge, fix edits a literal `dependencies:` array of a literal `.target(...)` (never a generated
/// project), says which helper to change for a target a helper makes, and the manifests, read
/// back, give the graph written here by hand; `check` then no longer reports what was fixed.
@Suite(.requiresSwift) struct TuistFixTests {
    static let rules = """
        {"rules": [
          {"id": "declared-imports", "kind": "implicit-dependency"},
          {"id": "unused", "kind": "unused-dependency"}
        ]}
        """

    /// Tuist4App with a rules file about declarations; Widget imports Home and Network (declared
    /// nowhere); App declares Profile, which nothing imports.
    static func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory("tuist-fix")
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/Tuist/Tuist4App"))
        try directory.write("Tuist4App/archlint.json", rules)
        try directory.write("Tuist4App/App/Widget/Widget.swift", "import Home\nimport Network\nstruct Widget {}\n")
        return (directory, root)
    }

    static func run(_ arguments: [String], in root: String) throws -> ChildProcess.Output {
        try ChildProcess.archlint(arguments + ["--cache-path", TuistReaderTests.cache], in: root)
    }

    @Test func findingsPointAtTheDeclaringLineAndFixEditsProjectSwift() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        let check = try Self.run(["check", "--no-baseline"], in: root)
        let lines = check.standardOutput.split(separator: "\n").map(String.init)
        // The `.project(target: "Profile", ...)` line of App's array.
        #expect(
            lines.contains(
                "App/Project.swift:22:1: warning: [unused] App declares a dependency on Profile but no file "
                    + "imports it, unless the target links it only for what it registers at run time"),
            "\(check.standardOutput)")
        // Profile is made by a helper: the plan names it, with the line that calls it.
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Tuist/ProjectDescriptionHelpers/Project+Module.swift:13:1: note: fix: delete "
                        + "Account from the dependencies of 'Profile' by hand: Profile is made by "
                        + "`module(...)` at")
            }, "\(check.standardOutput)")

        let fix = try Self.run(["fix"], in: root)
        #expect(fix.exitCode == 1, "findings a helper or a variable declares stay: \(fix.standardError)")
        let manifest = try String(contentsOfFile: "\(root)/App/Project.swift", encoding: .utf8)
        let original = try String(
            contentsOfFile: Fixtures.repositoryPath("Tests/Fixtures/Tuist/Tuist4App/App/Project.swift"),
            encoding: .utf8)
        #expect(
            manifest
                == original
                .replacingOccurrences(
                    of: "                .project(target: \"Profile\", path: \"../Projects/Feature/Profile\"),\n",
                    with: ""
                )
                .replacingOccurrences(
                    of:
                        "            buildableFolders: [.folder(\"Widget\", exceptions: [.exception(excluded: [\"Excluded.swift\"])])]\n",
                    with:
                        "            buildableFolders: [.folder(\"Widget\", exceptions: [.exception(excluded: [\"Excluded.swift\"])])],\n"
                        + "            dependencies: [.project(target: \"Home\", path: .relativeToRoot(\"Projects/Feature/Home\")), "
                        + ".project(target: \"Network\", path: .relativeToRoot(\"Projects/Core/Network\"))]\n"),
            "\(manifest)")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/App/App.xcodeproj"), "no generated project is written")

        // Read back: the graph as written by hand.
        let reading = TuistProjectReader.read(root: root, options: TuistReaderTests.options())
        let app = try TuistReaderTests.project(reading, "App/Project.swift", in: root)
        #expect(
            TuistReaderTests.edges(try TuistReaderTests.target(app, "App"), root) == [
                "App/Widget", "Projects/Feature/Home/Home",
            ])
        #expect(
            TuistReaderTests.edges(try TuistReaderTests.target(app, "Widget"), root)
                == ["Projects/Core/Network/Network", "Projects/Feature/Home/Home"])
        let after = try Self.run(["check", "--no-baseline"], in: root)
        #expect(!after.standardOutput.contains("Widget imports"), "\(after.standardOutput)")
        #expect(!after.standardOutput.contains("dependency on Profile"), "\(after.standardOutput)")
    }
}
