import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport
@testable import ArchLintPackage

/// XcodeGen reads the spec `--spec` names (default `project.yml`): a spec of another name
/// (`project-bwa.yml`) or `project.json` is found by its shape, with a note saying why, while
/// another tool's YAML and a file a spec includes are not taken for one.
@Suite struct XcodeGenSpecDiscoveryTests {
    @Test func aSpecOfAnotherNameIsFoundByItsShape() throws {
        let directory = try TemporaryDirectory("xcodegen-names")
        defer { directory.remove() }
        try directory.write(
            "Repo/project-bwa.yml",
            """
            name: Authenticator
            include:
              - path: Kit/target.yml
            targets:
              Authenticator:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Kit
            """)
        // Included by the spec: targets and no name (its paths are relative to it).
        try directory.write(
            "Repo/Kit/target.yml",
            """
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [Sources]
            """)
        // Other tools' files: no targets with a type and a platform.
        try directory.write("Repo/swiftgen-bwa.yml", "strings:\n  inputs: App\ntargets:\n  - name: x\n")
        try directory.write("Repo/crowdin-bwa.yml", "name: x\nfiles:\n  - source: a\n")
        try directory.write("Repo/App/App.swift", "import Kit\n")
        try directory.write("Repo/Kit/Sources/Kit.swift", "public struct Kit {}\n")
        let root = directory.path("Repo")
        let output = try ChildProcess.archlint(["graph", "--format", "json", "--no-cache"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any],
            "\(output.standardOutput)\n\(output.standardError)")
        let nodes = (document["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(nodes.sorted() == ["Authenticator", "Kit"], "\(output.standardError)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "project-bwa.yml: note: read as an XcodeGen spec (what `xcodegen generate --spec project-bwa.yml` reads): it has a "
                    + "top-level `name:` and `targets:` whose targets have a `type` and a `platform`; add it to \"exclude\" in the "
                    + "rules file if it is not one"), "\(output.standardError)")
        #expect(
            !lines.contains { $0.contains("target.yml") || $0.contains("swiftgen") || $0.contains("crowdin") },
            "\(output.standardError)")
    }

    /// Below a `project.yml`, a file of another name is a fragment of that project, even one with
    /// the shape of a whole spec (an include switched off by commenting it out).
    @Test func aFragmentBelowAProjectYMLIsNoSpec() throws {
        let directory = try TemporaryDirectory("xcodegen-fragment")
        defer { directory.remove() }
        try directory.write(
            "Repo/project.yml",
            """
            name: Main
            include:
              - path: Kit/target.yml
            #  - path: Share/target.yml
            targets:
              Main: {type: application, platform: iOS, sources: [App]}
            """)
        try directory.write(
            "Repo/Kit/target.yml", "targets:\n  Kit: {type: framework, platform: iOS, sources: [Sources]}\n")
        try directory.write(
            "Repo/Share/target.yml",
            "name: Share\ntargets:\n  Share: {type: app-extension, platform: iOS, sources: [.]}\n")
        try directory.write("Repo/App/App.swift", "import Kit\n")
        try directory.write("Repo/Kit/Sources/Kit.swift", "public struct Kit {}\n")
        try directory.write("Repo/Share/Share.swift", "import Foundation\n")
        let output = try ChildProcess.archlint(["graph", "--format", "json", "--no-cache"], in: directory.path("Repo"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any],
            "\(output.standardOutput)\n\(output.standardError)")
        let nodes = (document["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(nodes.sorted() == ["Kit", "Main"], "\(output.standardError)")
        #expect(!output.standardError.contains("read as an XcodeGen spec"), "\(output.standardError)")
    }

    @Test func aJSONSpecNamedProjectJSONIsFound() throws {
        let directory = try TemporaryDirectory("xcodegen-json")
        defer { directory.remove() }
        try directory.write(
            "Repo/project.json",
            """
            {"name": "J", "targets": {"JApp": {"type": "application", "platform": "iOS", "sources": ["App"]}}}
            """)
        try directory.write("Repo/App/App.swift", "import Foundation\n")
        let output = try ChildProcess.archlint(["check", "--no-cache", "--no-baseline"], in: directory.path("Repo"))
        #expect(output.standardError.contains("note: read 1 XcodeGen project (1 module)"), "\(output.standardError)")
        #expect(XcodeGenSpecFinder.isSpec(directory.path("Repo/project.json")))
        #expect(!XcodeGenSpecFinder.isSpec(directory.path("Repo/App/App.swift")))
    }
}
