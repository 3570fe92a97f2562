import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// `archlint check` on an XcodeGen app with no generated project committed: the XcodeGen source
/// reads `project.yml` and what it includes, findings point at the Swift lines and name the spec,
/// a stale generated project beside the spec is not read, and a spec that does not parse is an
/// error located at the fault (exit 2), with the generated project read instead.
@Suite struct XcodeGenCheckTests {
    static func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory("xcodegen-check")
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/XcodeGen/Notes"))
        return (directory, root)
    }

    static func check(_ arguments: [String], in root: String) throws -> ChildProcess.Output {
        try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"] + arguments, in: root)
    }

    /// A project generated long ago, beside the spec: its targets (Shop App, ShopKit...) no
    /// longer exist.
    static func addStaleProject(_ directory: TemporaryDirectory) throws {
        try directory.copy(
            Fixtures.repositoryPath("Tests/Fixtures/Xcode/AppWorkspace/App/Shop.xcodeproj"),
            to: "Notes/Notes.xcodeproj")
    }

    @Test func theSpecIsReadAndAStaleGeneratedProjectIsNot() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        try Self.addStaleProject(directory)
        let output = try Self.check([], in: root)
        #expect(output.exitCode == 1, "\(output.standardError)")
        // Library imports Editor, which its template does not give it; Library is declared in the
        // included modules.yml, line 9.
        #expect(
            output.standardOutput.split(separator: "\n").map(String.init) == [
                "Features/Library/LibraryView.swift:2:1: error: [declared-imports] Library imports Editor without declaring "
                    + "it in project.yml",
                "modules.yml:10:1: note: fix: add Editor to the dependencies of target 'Library': insert after this line: "
                    + "`dependencies: / - target: Editor`",
            ], "no module of the stale project (Shop App, ShopKit...)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(3)) == [
                "note: read 1 XcodeGen project (5 modules)",
                "note: 1 of 6 Swift files under the root belongs to no module and is not checked: Scripts (1)",
                "note: composition root: NotesApp, the application target of its project.yml; fix plans inject from it (set "
                    + "\"compositionRoot\" in archlint.json to name another)",
            ], "the generated project is not read: \(output.standardError)")
        #expect(
            CheckOutput.summary(output.standardError)
                == "1 finding on 1 edge; 5 modules checked (5 files, T ms)")
    }

    @Test func modulesAreTheSpecTargetsWithTheirDeclaredEdges() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        let json = try ChildProcess.archlint(["graph", "--format", "json", "--include-tests", "--no-cache"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any],
            "\(json.standardOutput)\n\(json.standardError)")
        let nodes = (document["nodes"] as? [[String: Any]] ?? []).map { node in
            "\(node["name"] ?? "") \(node["kind"] ?? "") \((node["files"] as? [String] ?? []).joined(separator: ","))"
        }
        #expect(
            nodes.sorted() == [
                "Editor framework Features/Editor/EditorView.swift",
                "Library framework Features/Library/LibraryView.swift",
                "NotesApp app App/NotesApp.swift",
                "NotesTests unit-test Tests/NotesTests.swift",
                "Storage framework Core/Storage/Store.swift",
            ])
        let edges = (document["edges"] as? [[String: Any]] ?? []).map { edge in
            "\(edge["from"] ?? "") -> \(edge["to"] ?? "") \(edge["status"] ?? "")"
        }
        // The template gives Editor and Library their Storage; the SDK is no module.
        #expect(
            edges.sorted() == [
                "Editor -> Storage declared-and-imported",
                "Library -> Editor undeclared",
                "Library -> Storage declared-and-imported",
                "NotesApp -> Editor declared-and-imported",
                "NotesApp -> Library declared-and-imported",
                "NotesTests -> NotesApp declared-and-imported",
            ])
    }

    @Test func aSpecThatDoesNotParseIsAnErrorAndTheGeneratedProjectIsReadInstead() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        try directory.write("Notes/project.yml", "name: Notes\ntargets:\n  NotesApp: [type: application\n")
        let output = try Self.check([], in: root)
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(output.exitCode == 2, "\(output.standardError)")
        let errors = lines.filter { $0.hasPrefix("project.yml:") }
        #expect(errors.count == 1, "\(output.standardError)")
        #expect(errors.first?.contains(": error: ") == true)
        #expect(
            errors.first?.hasSuffix(
                "none of the targets of this XcodeGen spec is checked: correct it "
                    + "(xcodegen generate stops at the same place) and run again") == true,
            "\(errors)")
        #expect(!lines.contains { $0.contains("generated beside this spec is read instead") }, "no project beside it")
        #expect(
            lines.contains("note: read 1 XcodeGen project (0 modules)"),
            "not 'no Package.swift': \(output.standardError)")
        #expect(
            lines.last?.hasPrefix("archlint failed (exit 2): part of the input could not be read: project.yml")
                == true)

        try Self.addStaleProject(directory)
        let withProject = try Self.check([], in: root)
        #expect(withProject.exitCode == 2, "\(withProject.standardError)")
        #expect(
            withProject.standardError.contains(
                "project.yml: note: the Xcode project generated beside this spec is read instead; it may be older than "
                    + "the spec"), "\(withProject.standardError)")
        #expect(withProject.standardError.contains("1 Xcode project"), "\(withProject.standardError)")
    }

    /// A spec that only includes others is found; a `project.yml` another spec includes is read
    /// as part of it, not as a project of its own (its targets would be modules twice); a
    /// committed workspace naming the projects XcodeGen would generate is no missing project; a
    /// `projectReferences` entry naming a generated project reaches the targets of its spec.
    @Test func aSpecAnotherIncludesIsReadOnceAsPartOfIt() throws {
        let directory = try TemporaryDirectory("xcodegen-include")
        defer { directory.remove() }
        try directory.write(
            "Repo/App/project.yml",
            """
            name: App
            include: [Kit/project.yml]
            projectReferences:
              Core:
                path: ../Core/Core.xcodeproj
            """)
        try directory.write(
            "Repo/App/Kit/project.yml",
            """
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [Sources]
                dependencies:
                  - target: Core/CoreKit
            """)
        try directory.write("Repo/App/Kit/Sources/Kit.swift", "import Foundation\nimport CoreKit\n")
        // The project a reference names is the one XcodeGen generates from Core's spec.
        try directory.write(
            "Repo/Core/project.yml",
            "name: Core\ntargets:\n  CoreKit: {type: framework, platform: iOS, sources: [Sources]}\n")
        try directory.write("Repo/Core/Sources/CoreKit.swift", "import Foundation\n")
        try directory.write(
            "Repo/App.xcworkspace/contents.xcworkspacedata",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
            </Workspace>
            """)
        try directory.write(
            "Repo/archlint.json",
            #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}]}"#)
        let output = try Self.check([], in: directory.path("Repo"))
        #expect(output.exitCode == 0, "\(output.standardError)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "note: read 2 XcodeGen projects (2 modules); every Swift file under the root (2) belongs to a module",
            "no duplicate, no missing project: \(output.standardError)")
        #expect(CheckOutput.summary(output.standardError) == "0 findings; 2 modules checked (2 files, T ms)")
        // Kit -> CoreKit is declared through the project reference.
        let json = try ChildProcess.archlint(["graph", "--format", "json", "--no-cache"], in: directory.path("Repo"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let edges = (document["edges"] as? [[String: Any]] ?? []).map { edge in
            "\(edge["from"] ?? "") -> \(edge["to"] ?? "") \(edge["status"] ?? "")"
        }
        #expect(edges == ["Kit -> CoreKit declared-and-imported"])
    }
}
