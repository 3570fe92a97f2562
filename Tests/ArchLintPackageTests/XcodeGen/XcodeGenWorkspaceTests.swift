import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Several XcodeGen specs of one workspace (Tests/Fixtures/XcodeGen/Suite): two app specs that
/// include one `common.yml`, so each generated project has its own `Crypto`, `Journal` and
/// `Shared`, and a third spec whose static framework `SyncKit` the others link by product name
/// (`- framework: SyncKit.framework`), as XcodeGen documents for workspaces whose projects do
/// not reference each other. Expectations written by hand from the specs and XcodeGen's rules.
@Suite struct XcodeGenWorkspaceTests {
    static let suite = Fixtures.path("XcodeGen/Suite")

    static func read(_ spec: String) -> XcodeProject {
        XcodeGenSpecReader.read(specPath: "\(suite)/\(spec)", root: suite, environment: [:]).projects[0]
    }

    static func target(_ project: XcodeProject, _ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name) in \(project.targets.map(\.name))")
    }

    /// `framework:` entries become linked products when no file provides them (or `implicit`),
    /// as the Frameworks phase XcodeGen generates links what is in `BUILT_PRODUCTS_DIR`; a
    /// framework on disk, or one a static library does not link, is not.
    @Test func frameworkDependenciesAreLinkedProductsByFileName() throws {
        let mail = Self.read("apps/mail-project.yml")
        let shared = try Self.target(mail, "Shared")
        #expect(shared.linkedProducts.map(\.fileName) == ["Crypto.framework", "SyncKit.framework"])
        #expect(
            shared.linkedProducts.map { "\(XcodePath.relative($0.file ?? "", to: Self.suite)):\($0.line)" } == [
                "apps/common.yml:20", "apps/common.yml:17",
            ], "located at the entries of the included file")
        #expect(try Self.target(mail, "MailApp").linkedProducts.map(\.fileName) == ["SyncKit.framework"], "implicit")
        let calendar = Self.read("apps/calendar-project.yml")
        #expect(try Self.target(calendar, "CalendarKit").linkedProducts.isEmpty, "a static library links nothing")
        #expect(try Self.target(calendar, "Crypto").productFileName == "Crypto.framework")
        #expect(try Self.target(calendar, "CalendarApp").productFileName == "")
        #expect(try Self.target(Self.read("sync/project.yml"), "SyncKit").productFileName == "SyncKit.framework")
    }

    static func graph() throws -> (nodes: [String], edges: [String]) {
        let directory = try TemporaryDirectory("xcodegen-workspace")
        defer { directory.remove() }
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/XcodeGen/Suite"))
        let json = try ChildProcess.archlint(["graph", "--format", "json", "--no-cache"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any],
            "\(json.standardOutput)\n\(json.standardError)")
        let nodes = (document["nodes"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") \($0["kind"] ?? "")" }
        let edges = (document["edges"] as? [[String: Any]] ?? []).map { edge in
            "\(edge["from"] ?? "") -> \(edge["to"] ?? "") \(edge["status"] ?? "")"
        }
        return (nodes.sorted(), edges.sorted())
    }

    /// Each project's `Shared` links its own project's `Crypto` and the Sync project's `SyncKit`;
    /// an import nobody declares (`MailApp` imports `Journal`) is the importer's own project's.
    @Test func modulesAndEdges() throws {
        let (nodes, edges) = try Self.graph()
        #expect(
            nodes == [
                "Calendar/Crypto static-framework", "Calendar/Journal framework", "Calendar/Shared framework",
                "CalendarApp app", "CalendarKit static-library", "Mail/Crypto static-framework",
                "Mail/Journal framework", "Mail/Shared framework", "MailApp app", "SyncKit static-framework",
            ])
        #expect(
            edges == [
                "Calendar/Shared -> Calendar/Crypto declared-and-imported",
                "Calendar/Shared -> SyncKit declared-and-imported",
                "CalendarApp -> Calendar/Shared declared-and-imported",
                "CalendarKit -> SyncKit undeclared",
                "Mail/Shared -> Mail/Crypto declared-and-imported",
                "Mail/Shared -> SyncKit declared-and-imported",
                "MailApp -> Mail/Journal undeclared",
                "MailApp -> Mail/Shared declared-and-imported",
                "MailApp -> SyncKit declared-and-imported",
            ])
    }

    @Test func onlyTheUndeclaredImportsAreFindings() throws {
        let directory = try TemporaryDirectory("xcodegen-workspace")
        defer { directory.remove() }
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/XcodeGen/Suite"))
        let output = try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"], in: root)
        #expect(output.exitCode == 1, "\(output.standardError)")
        #expect(
            output.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("error:") } == [
                "apps/CalendarKit/Reminders.swift:1:1: error: [declared-imports] CalendarKit imports SyncKit without "
                    + "declaring it in project.yml",
                "apps/Mail/MailApp.swift:1:1: error: [declared-imports] MailApp imports Mail/Journal without declaring "
                    + "it in project.yml",
            ])
        #expect(
            output.standardOutput.contains(
                "apps/mail-project.yml:13:1: note: fix: add Mail/Journal to the dependencies of target 'MailApp': "
                    + "insert after this line: `- target: Journal`"))
    }
}
