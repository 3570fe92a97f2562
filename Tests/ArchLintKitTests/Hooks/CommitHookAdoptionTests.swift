import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Adopting archlint in a real git repository: `init`, commit, then the checks a commit hook
/// runs (`check --changed`). A hook never refuses a commit that adds no finding and no new
/// input problem, and when it refuses, the reason is the last line.
struct CommitHookAdoptionTests {
    /// App imports Store without declaring it; Sources/App/Pipe.swift is a named pipe (input
    /// archlint cannot read), there before `init`.
    static func adopted(withPipe: Bool = true) throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.directory.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "App", dependencies: ["Catalog"]),
                .target(name: "Catalog", dependencies: ["Store"]),
                .target(name: "Store"),
            ])
            """)
        try fixture.directory.write(
            "Sources/App/main.swift", "import Catalog\nimport Store\n\nprint(Catalog.name, Store.name)\n")
        try fixture.directory.write(
            "Sources/Catalog/Catalog.swift",
            "import Store\n\npublic enum Catalog { public static let name = Store.name }\n")
        try fixture.directory.write(
            "Sources/Store/Store.swift", "public enum Store { public static let name = \"store\" }\n")
        if withPipe { #expect(mkfifo(fixture.path("Sources/App/Pipe.swift"), 0o644) == 0) }
        try fixture.git(
            "add", "Package.swift", "Sources/App/main.swift", "Sources/Catalog/Catalog.swift",
            "Sources/Store/Store.swift")
        try fixture.git("commit", "-q", "-m", "Shop")
        let initialized = try ChildProcess.archlint(["init", "--manifests", "static"], in: fixture.root)
        #expect(initialized.exitCode == 0, "\(initialized.standardError)")
        #expect(initialized.standardError.contains("1 input problem") == withPipe, "\(initialized.standardError)")
        try fixture.git("add", "archlint.json", "archlint-baseline.json")
        try fixture.git("commit", "-q", "-m", "archlint init")
        return fixture
    }

    static func hook(_ fixture: GitFixture) throws -> ChildProcess.Output {
        try ChildProcess.archlint(["check", "--changed", "--manifests", "static"], in: fixture.root)
    }

    @Test func aCommitThatAddsNothingPassesAndAnewProblemFailsWithItsReasonLast() throws {
        let fixture = try Self.adopted()
        defer { fixture.remove() }
        let baseline = try String(contentsOfFile: fixture.path("archlint-baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#""file": "Sources/App/Pipe.swift""#), "\(baseline)")

        // A harmless commit: the input problem recorded at init is a note, not a failure.
        try fixture.append("// a comment\n", to: "Sources/Store/Store.swift")
        try fixture.git("add", "Sources/Store/Store.swift")
        let harmless = try Self.hook(fixture)
        #expect(harmless.exitCode == 0, "\(harmless.standardError)")
        #expect(!harmless.standardError.contains("error:"), "\(harmless.standardError)")
        // Quiet: no setup notes in a hook.
        #expect(!harmless.standardError.contains("note: read "), "\(harmless.standardError)")

        // A new file importing what App already imports without declaring it: the same decision.
        try fixture.directory.write("Sources/App/More.swift", "import Store\n")
        try fixture.git("add", "Sources/App/More.swift")
        let sameDecision = try Self.hook(fixture)
        #expect(sameDecision.exitCode == 0, "\(sameDecision.standardError)")
        #expect(sameDecision.standardOutput == "")
        let strict = try ChildProcess.archlint(
            ["check", "--strict-baseline", "--manifests", "static"], in: fixture.root)
        #expect(strict.exitCode == 1)
        #expect(
            strict.standardError.contains(
                "error: grown entry [declared-imports] App -> Store: 1 more place than recorded"),
            "\(strict.standardError)")

        // A newly unreadable file fails the commit, and the reason is the last line.
        #expect(mkfifo(fixture.path("Sources/Store/Other.swift"), 0o644) == 0)
        let unreadable = try Self.hook(fixture)
        #expect(unreadable.exitCode == 2, "\(unreadable.standardError)")
        #expect(
            unreadable.standardError.split(separator: "\n").last
                == "archlint failed (exit 2): part of the input could not be read that the baseline does not record: Sources/Store/Other.swift (see the errors above)"
        )

        // A new error finding with that partial input: exit 1, which a step tolerating 2 does not pass.
        try fixture.directory.write("Sources/Store/Cycle.swift", "import Catalog\n")
        try fixture.git("add", "Sources/Store/Cycle.swift")
        let both = try Self.hook(fixture)
        #expect(both.exitCode == 1, "\(both.standardError)")
        #expect(both.standardOutput.contains("Sources/Store/Cycle.swift:1:1: error: "), "\(both.standardOutput)")
        let last = both.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("archlint failed (exit 1): "), "\(last)")
        #expect(
            last.hasSuffix(
                "; part of the input could not be read that the baseline does not record: Sources/Store/Other.swift (see the errors above)"
            ), "\(last)")
    }

    /// Run from a folder that declares no package, archlint finds the rules file above it (up to
    /// the top of the repository) and checks that folder, as git finds its top.
    @Test func theRulesFileIsFoundFromASubfolder() throws {
        let fixture = try Self.adopted()
        defer { fixture.remove() }
        let fromSubfolder = try ChildProcess.archlint(
            ["check", "--manifests", "static"], in: fixture.path("Sources/App"))
        let fromTop = try ChildProcess.archlint(["check", "--manifests", "static"], in: fixture.root)
        #expect(fromSubfolder.exitCode == fromTop.exitCode)
        #expect(
            fromSubfolder.standardError.contains(
                "note: no rules file in .; using ../../archlint.json, the nearest above it, and checking its folder"),
            "\(fromSubfolder.standardError)")
        #expect(
            fromSubfolder.standardError.contains("baseline ../../archlint-baseline.json: 0 new, 1 accepted"),
            "\(fromSubfolder.standardError)")
    }

    /// `diff` against a revision whose manifest differs checks the base in a temporary worktree
    /// with the working tree's rules; the rules file's baseline (outside that worktree) is not
    /// an error there.
    @Test func diffAcrossAManifestChangeWithNoCache() throws {
        let fixture = try Self.adopted(withPipe: false)
        defer { fixture.remove() }
        let manifest = try String(contentsOfFile: fixture.path("Package.swift"), encoding: .utf8)
        try fixture.directory.write(
            "Package.swift",
            manifest.replacingOccurrences(
                of: #".executableTarget(name: "App", dependencies: ["Catalog"])"#,
                with: #".executableTarget(name: "App", dependencies: ["Catalog", "Store"])"#))
        let diff = try ChildProcess.archlint(["diff", "HEAD", "--no-cache", "--manifests", "static"], in: fixture.root)
        #expect(diff.exitCode == 0, "\(diff.standardError)")
        #expect(!diff.standardError.contains("outside the package root"), "\(diff.standardError)")
        #expect(
            diff.standardOutput.contains(
                "findings stopped:\n  - error: [declared-imports] App imports Store without declaring it in Package.swift\n"
            ),
            "\(diff.standardOutput)")
    }
}
