import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// `archlint check` on a Tuist app with no generated project: the Tuist source reads the
/// manifests, the graph has their targets, findings point into their files, a stale generated
/// project beside a manifest is not read, and `--manifests static` runs no manifest (exit 2).
@Suite(.requiresSwift) struct TuistCheckTests {
    static func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory("tuist-check")
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/Tuist/Tuist4App"))
        return (directory, root)
    }

    static func check(_ arguments: [String], in root: String) throws -> ChildProcess.Output {
        // The reader tests' cache: archlint's ProjectDescription is compiled once per toolchain.
        try ChildProcess.archlint(["check", "--cache-path", TuistReaderTests.cache] + arguments, in: root)
    }

    @Test func theManifestsAreReadAndAStaleGeneratedProjectIsNot() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        // A project generated long ago, beside the manifest: a target that no longer exists.
        try directory.copy(
            Fixtures.repositoryPath("Tests/Fixtures/Xcode/AppWorkspace/App/Shop.xcodeproj"),
            to: "Tuist4App/App/App.xcodeproj")
        let output = try Self.check([], in: root)
        #expect(
            output.standardError.contains("note: read 1 package (2 targets) and 5 Tuist projects (10 modules)"),
            "\(output.standardError)")
        // Tuist/Package.swift is Tuist's dependency manifest: its own target is no module.
        #expect(!output.standardError.contains("AppDependencies"), "\(output.standardError)")
        #expect(
            !output.standardError.contains("Xcode project"),
            "the generated project is not read: \(output.standardError)")
        #expect(!output.standardError.contains("Tuist manifest without a generated Xcode project"))
        // The composition root is said as declared: by its Project.swift, not a folder's name.
        #expect(
            output.standardError.contains("note: composition root: App, the application target of its Project.swift;"))
        let json = try Self.check(["--reporter", "json", "--no-baseline"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let files = (document["findings"] as? [[String: Any]] ?? []).compactMap {
            ($0["location"] as? [String: Any])?["file"] as? String
        }
        #expect(!files.isEmpty && files.allSatisfy { !$0.hasPrefix("/") && !$0.contains(".xcodeproj") }, "\(files)")
    }

    /// Tuist declares a target's direct dependencies only (what `tuist inspect implicit-imports`
    /// counts): the app importing Account, which only its Home framework declares, is reported
    /// (an Xcode project's app would declare it through the framework it links).
    @Test func anImportOnlyALinkedFrameworkDeclaresIsReported() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        try "import Home\nimport Account\n".write(
            toFile: root + "/App/Sources/AppDelegate.swift", atomically: true, encoding: .utf8)
        try #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}]}"#.write(
            toFile: root + "/archlint.json", atomically: true, encoding: .utf8)
        let output = try Self.check(["--no-baseline"], in: root)
        #expect(output.exitCode == 1, "\(output.standardError)")
        let findings = output.standardOutput.split(separator: "\n").filter { $0.contains(": error: [") }
        #expect(
            findings == [
                "App/Sources/AppDelegate.swift:2:1: error: [declared-imports] App imports Account without declaring it in Project.swift"
            ], "\(output.standardOutput)")
    }

    @Test func staticReadingRunsNoTuistManifestAndSaysTheProjectsAreNotChecked() throws {
        let (directory, root) = try Self.copy()
        defer { directory.remove() }
        let output = try Self.check(["--manifests", "static", "--no-cache", "--no-baseline"], in: root)
        // The two local packages are still checked (one error finding there: exit 1 precedes 2).
        #expect(output.exitCode == 1, "\(output.standardError)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("App/Project.swift:") } == [
                "App/Project.swift: error: this Tuist project is not checked: a Tuist manifest is a Swift program that archlint would have to compile and run, and --manifests static never runs one; run with --manifests auto once its code is trusted"
            ], "said once: \(output.standardError)")
        #expect(lines.contains { $0.hasPrefix("Workspace.swift: error: this Tuist workspace is not checked") })
        #expect(
            lines.last?.contains("part of the input could not be read: App/Project.swift") == true,
            "\(lines.last ?? "")")
    }

    @Test func aConfigurationThatDoesNotCompileAndARootGlobStillReadTheProject() throws {
        let directory = try TemporaryDirectory("tuist-root")
        defer { directory.remove() }
        let root = try directory.copy(Fixtures.repositoryPath("Tests/Fixtures/Tuist/RootProject"))
        let output = try Self.check(["--no-baseline"], in: root)
        // Read: the workspace's `**` names the root's own Project.swift; nothing is partial.
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardError.contains("3 modules checked (3 files"), "\(output.standardError)")
        #expect(!output.standardError.contains("where no Project.swift is found"), "\(output.standardError)")
        let warning = output.standardError.split(separator: "\n").first { $0.hasPrefix("Tuist.swift:") }
        #expect(
            warning?.contains(": warning: the Tuist configuration cannot be evaluated: ") == true,
            "\(output.standardError)")
        #expect(warning?.hasSuffix("; its text names no plugin, so none is needed") == true, "\(warning ?? "")")
        // `sources/core/**` finds `Sources/Core` as Tuist on a Mac's case-insensitive disk does.
        #expect(
            output.standardError.contains(
                "Project.swift:12: note: source glob 'sources/core/**' of 'Core' names 'sources/core', spelled 'Sources/Core' on disk; read as a Mac's case-insensitive file system does"
            ),
            "\(output.standardError)")
    }
}

/// The plugins a configuration names, read from its text when it does not evaluate.
@Suite struct TuistConfigurationTextTests {
    @Test func pluginLocationsAreReadFromLiteralArguments() {
        let text = """
            import ProjectDescription
            // .local(path: "Commented/Out")
            let config = Config(
                plugins: [
                    .local(path: "Plugins/Utility"),
                    .local(path: .relativeToRoot("Plugins/Helpers")),
                    .git(url: "https://example.com/plugin.git", tag: "1.0"),
                    .local(path: computedPath),
                ],
                unknownOption: .local
            )
            """
        let found = TuistProjectReader.pluginLocations(inConfiguration: text)
        #expect(
            found.local == [
                TuistRecordedPath(base: .relativeToManifest, path: "Plugins/Utility"),
                TuistRecordedPath(base: .relativeToRoot, path: "Plugins/Helpers"),
            ])
        #expect(found.git == ["https://example.com/plugin.git"])
        #expect(TuistProjectReader.pluginLocations(inConfiguration: "let tuist = Tuist()").local.isEmpty)
    }
}
