import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport
@testable import ArchLintPackage

/// `archlint fix` on an XcodeGen app: a finding about a declared edge points at its `- target:`
/// line, fix edits the spec file that declares the target (an included file included), never a
/// generated project, refuses what a target template gives (naming the template), and the spec,
/// read back, gives the graph written here by hand; `check` then reports nothing.
@Suite struct XcodeGenFixTests {
    /// The Notes fixture with unused dependencies checked, and NotesApp declaring Storage, which
    /// none of its files imports, without embedding it (embedded, it would be the copy the
    /// frameworks that import Storage load at run time: used).
    static func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory("xcodegen-fix")
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/XcodeGen/Notes"))
        let spec = try String(contentsOfFile: "\(root)/project.yml", encoding: .utf8)
        try directory.write(
            "Notes/project.yml",
            spec.replacingOccurrences(
                of: "      - target: Library\n",
                with: "      - target: Library\n      - target: Storage\n        embed: false\n"))
        try directory.write(
            "Notes/archlint.json",
            """
            {"rules": [
              {"id": "declared-imports", "kind": "implicit-dependency"},
              {"id": "unused", "kind": "unused-dependency"}
            ]}
            """)
        return (directory, root)
    }

    @Test func findingsPointAtTheEntryAndFixEditsTheFileThatDeclaresTheTarget() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        let specBefore = try String(contentsOfFile: "\(root)/project.yml", encoding: .utf8)
        let modulesBefore = try String(contentsOfFile: "\(root)/modules.yml", encoding: .utf8)
        let check = try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"], in: root)
        #expect(
            check.standardOutput.split(separator: "\n").map(String.init) == [
                "Features/Library/LibraryView.swift:2:1: error: [declared-imports] Library imports Editor without declaring "
                    + "it in project.yml",
                "modules.yml:10:1: note: fix: add Editor to the dependencies of target 'Library': insert after this line: "
                    + "`dependencies: / - target: Editor`",
                // The `- target: Storage` line, not NotesApp's.
                "project.yml:26:1: warning: [unused] NotesApp declares a dependency on Storage but no file imports it, unless "
                    + "the target links it only for what it registers at run time",
                "project.yml:26:9: note: fix: delete Storage from the dependencies of target 'NotesApp': delete this line: "
                    + "`- target: Storage\\n        embed: false`",
            ], "\(check.standardError)")

        let fix = try ChildProcess.archlint(["fix", "--no-cache"], in: root)
        #expect(fix.exitCode == 0, "\(fix.standardError)")
        #expect(
            try String(contentsOfFile: "\(root)/project.yml", encoding: .utf8)
                == specBefore.replacingOccurrences(
                    of: "      - target: Library\n      - target: Storage\n        embed: false\n",
                    with: "      - target: Library\n"))
        // Library is declared in the included file: edited there, below its template, comments kept.
        #expect(
            try String(contentsOfFile: "\(root)/modules.yml", encoding: .utf8)
                == modulesBefore.replacingOccurrences(
                    of: "  Library:\n    templates: [Feature]\n",
                    with: "  Library:\n    templates: [Feature]\n    dependencies:\n      - target: Editor\n"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Notes.xcodeproj"))

        // Read back: the template's Storage and the new Editor.
        let project = try #require(XcodeGenSpecReader.read(specPath: "\(root)/project.yml", root: root).projects.first)
        func links(_ name: String) -> [String] {
            project.targets.first { $0.name == name }?.linkedTargets.map(\.target) ?? ["no target \(name)"]
        }
        #expect(links("Library") == ["Editor", "Storage"])
        #expect(links("NotesApp") == ["Editor", "Library"])
        #expect(links("Editor") == ["Storage"])
        let after = try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"], in: root)
        #expect(after.exitCode == 0, "\(after.standardOutput)\(after.standardError)")
    }

    @Test func aDependencyATemplateGivesIsChangedInTheTemplate() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        // Editor no longer uses Storage, which its template gives it.
        try directory.write("Notes/Features/Editor/EditorView.swift", "public struct EditorView {}\n")
        let check = try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"], in: root)
        let lines = check.standardOutput.split(separator: "\n").map(String.init)
        // The template's `- target: Storage` line.
        #expect(
            lines.contains(
                "project.yml:17:1: warning: [unused] Editor declares a dependency on Storage but no file "
                    + "imports it"), "\(check.standardOutput)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "project.yml:17:1: note: fix: delete Storage from the dependencies of 'Editor' by "
                        + "hand: the dependency of 'Editor' on Storage comes from target template "
                        + "'Feature' (project.yml:17);")
            },
            "\(check.standardOutput)")
    }
}
