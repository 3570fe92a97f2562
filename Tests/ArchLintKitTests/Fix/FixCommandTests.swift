import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `archlint fix` end to end, on temporary copies of the Fixable fixture: a package whose
/// findings archlint can repair (a missing declaration, a product of a local package whose
/// package is not declared yet, unused dependencies, an umbrella that can go once what it
/// linked is declared) and findings it must leave alone (a declaration that would close a
/// cycle, a target declared through a helper, a module linked for its side effect). A dependency
/// used without an import (an extension member) is a use, not a finding. Every expected text is
/// written out by hand.
@Suite(.requiresSwift)
struct FixCommandTests {
    static let fixture = Fixtures.repositoryPath("Tests/Fixtures/Packages/Fixable")

    /// A temporary copy of the fixture.
    static func copy() throws -> String {
        let directory = try TemporaryDirectory("fix").path
        let root = (directory as NSString).appendingPathComponent("Fixable")
        try FileManager.default.copyItem(atPath: fixture, toPath: root)
        return root
    }

    static func text(_ path: String, in root: String) throws -> String {
        try String(contentsOfFile: (root as NSString).appendingPathComponent(path), encoding: .utf8)
    }

    /// The manifest after both passes: only the lines of the edits differ from the fixture's.
    static let fixedManifest = """
        // swift-tools-version: 6.0
        // A package `archlint fix` can repair, and what it must leave alone: see FixCommandTests.
        import PackageDescription

        /// A tool target, declared through a helper: archlint does not edit what code computes.
        func tool(_ name: String) -> Target {
            .target(name: name, path: "Tools/\\(name)")
        }

        let package = Package(
            name: "Fixable",
            dependencies: [.package(path: "Shared")],
            targets: [
                // Feature imports Logging, which only Umbrella declares.
                .target(
                    name: "Feature",
                    dependencies: [
                        "Logging",
                        .product(name: "SharedKit", package: "Shared"),
                    ]
                ),
                .target(name: "Umbrella", dependencies: []),
                .target(name: "Logging"),
                .target(name: "Client"),
                .target(name: "ClientLive", dependencies: ["Client"]),
                .target(name: "Legacy", dependencies: ["Client"]),
                .executableTarget(name: "App", dependencies: ["Client", "ClientLive", "Feature"]),
                tool("Formatter"),
            ]
        )

        """

    /// What is left, with why; the same before and after the fix (line numbers aside).
    static func notFixed(appLine: Int) -> String {
        """
        Package.swift:\(appLine):65: not fixed: [unused-dependencies] App declares a dependency on ClientLive but no file imports it: keep it: ClientLive only adds conformances and members to other modules' types (`extension Client` at Live.swift:4), so App links it for that effect; if that is intended, add an exception for this rule

        """
    }

    @Test func fixesWhatIsSafeInTwoPassesAndListsTheRest() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let output = try ChildProcess.archlint(["fix", "--no-cache"], in: root)
        #expect(output.exitCode == ExitCode.findings.rawValue, "findings it could not fix are left")
        #expect(try Self.text("Package.swift", in: root) == Self.fixedManifest)
        #expect(
            output.standardOutput.hasSuffix(
                Self.notFixed(appLine: 27) + """
                    Sources/Logging/Debug.swift:2:1: not fixed: [declared-imports] Logging imports Feature without declaring it in Package.swift: declaring it would close the cycle Logging -> Feature -> Logging in Package.swift, which SwiftPM refuses; break the import cycle first
                    Tools/Formatter/Formatter.swift:1:1: not fixed: [declared-imports] Formatter imports Logging without declaring it in Package.swift: target 'Formatter' is not written as `.target(name: "Formatter", ...)` in Package.swift (declared through code, a helper function or a loop): edit its dependencies by hand

                    """))
        #expect(
            output.standardError == """
                Package.swift: delete "Logging" from the dependencies of 'Legacy' (unused-dependencies)
                Package.swift: add "Logging" to the dependencies of 'Feature' (declared-imports)
                Package.swift: add "SharedKit" to the dependencies of 'Feature' (and declare `.package(path: "Shared")`) (declared-imports)
                Package.swift: delete "Umbrella" from the dependencies of 'Feature' (unused-dependencies)
                Package.swift: delete "Logging" from the dependencies of 'Umbrella' (unused-dependencies)
                fixed 5 findings with 5 edits in 1 file; 3 findings not fixed (2 passes)

                """)
        // Both manifests load, and a check finds exactly what was listed: nothing new.
        let swift = try #require(Toolchain.swift)
        for package in [root, (root as NSString).appendingPathComponent("Shared")] {
            let dump = try ProcessRunner.run(
                executable: swift, arguments: ["package", "--package-path", package, "dump-package"])
            #expect(dump.exitCode == 0, "\(package) does not load")
        }
        let check = try ChildProcess.archlint(["check", "--no-cache"], in: root)
        let findings = check.standardOutput.split(separator: "\n").filter {
            $0.contains(": warning: [") || $0.contains(": error: [")
        }
        let ruleAndFile = findings.map { line -> String in
            let rule: Substring = line.split(separator: "]")[0].split(separator: "[")[1]
            let file: Substring = line.split(separator: ":")[0]
            return "\(rule) \(file)"
        }
        #expect(
            ruleAndFile == [
                "unused-dependencies Package.swift", "declared-imports Sources/Logging/Debug.swift",
                "declared-imports Tools/Formatter/Formatter.swift",
            ])
        // Fixing again changes nothing.
        let again = try ChildProcess.archlint(["fix", "--no-cache"], in: root)
        #expect(try Self.text("Package.swift", in: root) == Self.fixedManifest)
        #expect(again.standardError.hasSuffix("fixed 0 findings with 0 edits in 0 files; 3 findings not fixed\n"))
    }

    @Test func dryRunPrintsTheDiffOfOnePassAndWritesNothing() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let before = try Self.text("Package.swift", in: root)
        let output = try ChildProcess.archlint(["fix", "--dry-run", "--no-cache"], in: root)
        #expect(try Self.text("Package.swift", in: root) == before)
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(
            output.standardOutput.hasPrefix(
                """
                --- a/Package.swift
                +++ b/Package.swift
                @@ -9,19 +9,22 @@
                 
                 let package = Package(
                     name: "Fixable",
                +    dependencies: [.package(path: "Shared")],
                     targets: [
                         // Feature imports Logging, which only Umbrella declares.
                         .target(
                             name: "Feature",
                             dependencies: [
                                 "Umbrella", // the old way in
                +                "Logging",
                +                .product(name: "SharedKit", package: "Shared"),
                             ]
                         ),
                         .target(name: "Umbrella", dependencies: ["Logging"]),
                         .target(name: "Logging"),
                         .target(name: "Client"),
                         .target(name: "ClientLive", dependencies: ["Client"]),
                -        .target(name: "Legacy", dependencies: ["Logging", "Client"]),
                +        .target(name: "Legacy", dependencies: ["Client"]),
                         .executableTarget(name: "App", dependencies: ["Client", "ClientLive", "Feature"]),
                         tool("Formatter"),
                     ]

                """))
        // The umbrella carries Feature's import of Logging until Logging is declared, which a dry
        // run does not do: it is not reported yet.
        #expect(
            !output.standardOutput.contains(
                "Package.swift:17:17: not fixed: [unused-dependencies] Feature declares a dependency on Umbrella but no file imports it"
            ))
        #expect(
            output.standardError.hasSuffix(
                "would fix 3 findings with 3 edits in 1 file; 3 findings not fixed; nothing written (a dry run shows one pass: a dependency kept because it links an undeclared import can go once the declaration is made)\n"
            ))
    }

    @Test func ruleLimitsWhatIsFixed() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let before = try Self.text("Package.swift", in: root)
        let output = try ChildProcess.archlint(["fix", "--rule", "unused-dependencies", "--no-cache"], in: root)
        // Only Legacy's unused Logging: the umbrella stays, since nothing declares what it links.
        #expect(
            try Self.text("Package.swift", in: root)
                == before.replacingOccurrences(
                    of: #".target(name: "Legacy", dependencies: ["Logging", "Client"]),"#,
                    with: #".target(name: "Legacy", dependencies: ["Client"]),"#))
        #expect(output.standardError.hasSuffix("fixed 1 finding with 1 edit in 1 file; 1 finding not fixed\n"))
        #expect(!output.standardOutput.contains("[declared-imports]"), "other rules' findings are not listed")
    }

    @Test func unknownRuleIsAUsageErrorWithASuggestion() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let output = try ChildProcess.archlint(["fix", "--rule", "unused-dependency", "--no-cache"], in: root)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(
            output.standardError.hasPrefix(
                "error: no rule with id 'unused-dependency' in the rules file; did you mean 'unused-dependencies'? (rules: declared-imports, unused-dependencies)"
            ))
        let dump = try ChildProcess.archlint(["fix", "--manifest-json", "dump.json"], in: root)
        #expect(dump.exitCode == ExitCode.usage.rawValue)
        #expect(dump.standardError.hasPrefix("error: --manifest-json reads a dump, but fix edits Package.swift"))
    }

    /// An edit after which the manifest does not load is taken back alone, with the reason.
    @Test func anEditThatDoesNotLoadIsReverted() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let manifest = (root as NSString).appendingPathComponent("Package.swift")
        let before = try String(contentsOfFile: manifest, encoding: .utf8)
        var fixer = DependencyFixer(linter: Linter(workingDirectory: root))
        // A validator that refuses the package entry, as SwiftPM would a path it cannot resolve.
        fixer.declarationFile = { path, _ in
            RefusingManifest(base: PackageManifestFile(path: path), refused: #".package(path: "Shared")"#)
        }
        var options = FixOptions(check: CheckOptions(packagePath: root))
        options.maxPasses = 1
        let report = try fixer.run(options)
        #expect(
            report.reverted.map(\.summary) == [
                #"add "SharedKit" to the dependencies of 'Feature' (and declare `.package(path: "Shared")`)"#
            ])
        #expect(report.reverted.first?.reason == "the test refuses `.package(path: \"Shared\")`")
        #expect(
            report.changes.map(\.summary) == [
                #"delete "Logging" from the dependencies of 'Legacy'"#,
                #"add "Logging" to the dependencies of 'Feature'"#,
            ])
        #expect(
            try String(contentsOfFile: manifest, encoding: .utf8)
                == before
                .replacingOccurrences(
                    of: "                \"Umbrella\", // the old way in\n",
                    with: "                \"Umbrella\", // the old way in\n                \"Logging\",\n"
                )
                .replacingOccurrences(of: #""Logging", "Client"]"#, with: #""Client"]"#))
        #expect(report.exitCode == .findings)
    }

    /// Package.swift as archlint edits it, except that it refuses to load with `refused` in it.
    struct RefusingManifest: DependencyDeclarationFile {
        var base: PackageManifestFile
        var refused: String
        var path: String { base.path }
        func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure> {
            base.edit(change, in: text)
        }
        func validate() -> String? {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.contains(refused) ? "the test refuses `\(refused)`" : base.validate()
        }
    }
}
