import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Every manifest fix archlint proposes on the fixture packages, an Xcode workspace and
/// SampleProject is valid: applied alone to a copy, the manifest loads (`swift package
/// dump-package`), the Xcode project reads back with the change; applied together (`archlint
/// fix`), every manifest still loads, the findings fixed are gone and no finding appears that
/// was not there before.
@Suite(.requiresSwift)
struct ManifestFixRoundTripTests {
    /// The declaration rules on top of the package's own rules file.
    static let declarationRules = """
        {"extends": ["recommended"], "rules": [
          {"id": "declared-imports", "kind": "implicit-dependency"},
          {"id": "unused-dependencies", "kind": "unused-dependency"}
        ]}
        """

    /// Fixture, whether to use the declaration rules above (else the package's own), and how
    /// many distinct manifest changes archlint proposes there (counted by hand).
    static let fixtures: [(path: String, declarationRules: Bool, changes: Int)] = [
        ("Tests/Fixtures/Packages/Layered", true, 0),  // only Network -> Data, which would close a cycle
        ("Tests/Fixtures/Packages/Fixable", false, 3),
        ("SampleProject", false, 3),  // two in Package.swift, one link in App/BankingApp.xcodeproj
        // CoreUI -> CoreLogging (its floor) and SearchFeature -> CoreLogging; SearchFeature ->
        // ProfileFeature breaks feature-isolation: "do not declare it".
        ("SampleProject/Workspace", true, 2),
        ("Tests/Fixtures/Xcode/AppWorkspace", false, 3),  // all in App/Shop.xcodeproj
    ]

    @Test(arguments: fixtures.map(\.path))
    func everyProposedManifestEditLoadsAndFixesItsFinding(_ fixture: String) throws {
        let entry = try #require(Self.fixtures.first { $0.path == fixture })
        let directory = try TemporaryDirectory("fix").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = (directory as NSString).appendingPathComponent((fixture as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: Fixtures.repositoryPath(fixture), toPath: root)
        var options = CheckOptions(packagePath: root)
        if entry.declarationRules {
            let rules = (directory as NSString).appendingPathComponent("rules.json")
            try Self.declarationRules.write(toFile: rules, atomically: true, encoding: .utf8)
            options.configPath = rules
        }
        let linter = Linter(workingDirectory: directory)
        let before = try linter.check(options)
        // The manifests that load before any edit (SampleProject/Workspace has a broken one on purpose).
        let manifests = Set(before.graph.modules.values.compactMap(\.manifestPath)).filter {
            $0.hasSuffix("Package.swift")
        }.sorted()
        let loading = manifests.filter { PackageManifestFile(path: $0).validate() == nil }

        // Each change alone.
        var changes: [(file: String, change: DependencyChange)] = []
        for violation in before.violations {
            guard let plan = violation.plan, plan.fixBlocker == nil, let change = plan.dependencyChange,
                let file = plan.manifestLocation?.file,
                !changes.contains(where: { $0.file == file && $0.change == change })
            else { continue }
            changes.append((file, change))
        }
        #expect(changes.count == entry.changes, "\(changes.map { "\($0.change)" })")
        let fixer = DependencyFixer(linter: linter)
        for (file, change) in changes {
            let original = try String(contentsOfFile: file, encoding: .utf8)
            let editor = try #require(
                before.graph.modules[change.module]?.manifestKind?.editor, "no module \(change.module)")
            let declarations = try #require(
                fixer.declarationFile(file, editor), "\(file) is not a file archlint fix edits")
            let edit = try declarations.edit(change, in: original).get()
            try AtomicFile.write(edit.edited, to: file)
            #expect(declarations.validate(after: [change]) == nil, "\(change) does not load:\n\(edit.edited)")
            try AtomicFile.write(original, to: file)
        }

        // All of them.
        let report = try fixer.run(FixOptions(check: options))
        #expect(report.reverted.isEmpty)
        for manifest in loading {
            #expect(PackageManifestFile(path: manifest).validate() == nil, "\(manifest) no longer loads")
        }
        let after = try linter.check(options)
        func key(_ violation: Violation) -> String {
            "\(violation.ruleID) \(violation.edge?.description ?? violation.message)"
        }
        let beforeKeys = Set(before.violations.map(key))
        let afterKeys = Set(after.violations.map(key))
        #expect(
            afterKeys.subtracting(beforeKeys).isEmpty, "new findings: \(afterKeys.subtracting(beforeKeys).sorted())")
        for change in report.changes {
            for finding in change.findings {
                #expect(!afterKeys.contains(key(finding)), "still there after the fix: \(key(finding))")
            }
        }
    }
}
