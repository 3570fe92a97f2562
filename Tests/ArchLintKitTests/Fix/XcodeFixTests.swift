import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// `archlint fix` on temporary copies of Tests/Fixtures/Xcode/AppWorkspace, whose Xcode project
/// has three declaration findings: the widget imports `Feature-UI` without linking product
/// FeatureUI, the ShopKit framework imports `Networking` without linking product Kit (no
/// Frameworks phase, no product list), and the app links and embeds the ShopKit framework
/// nothing imports.
@Suite(.requiresSwift)
struct XcodeFixTests {
    static let fixture = Fixtures.path("Xcode/AppWorkspace")
    static let projectFile = "App/Shop.xcodeproj/project.pbxproj"
    static func findings(_ output: ChildProcess.Output) -> [String] {
        output.standardOutput.split(separator: "\n").map(String.init).filter {
            $0.contains(": warning: [") || $0.contains(": error: [")
        }
    }

    @Test func linksAndUnlinksInTheProjectAndTheFindingsGo() throws {
        let directory = try TemporaryDirectory("xcode-fix")
        defer { directory.remove() }
        let root = try directory.copy(Self.fixture)
        let before = try ChildProcess.archlint(["check", "--no-cache"], in: root)
        #expect(Self.findings(before).count == 5)

        let output = try ChildProcess.archlint(["fix", "--no-cache"], in: root)
        #expect(output.exitCode == 0, "nothing is left to fix: \(output.standardOutput)")
        // The notices `check` prints about the input come first, as `check` prints them.
        #expect(
            output.standardError == """
                App/Shop.xcodeproj/project.pbxproj: unlink "ShopKit" from target 'Shop App' (unused-dependencies)
                App/Shop.xcodeproj/project.pbxproj: link product "Kit" to target 'ShopKit' (declared-imports)
                App/Shop.xcodeproj/project.pbxproj: link product "FeatureUI" to target 'ShopWidget' (declared-imports)
                fixed 3 findings with 3 edits in 1 file; 0 findings not fixed

                """)
        // The diff, hand-checked: only lines Xcode would write for these links are added or removed.
        GoldenFile.check(output.standardOutput, against: "Tests/Fixtures/Fix/AppWorkspace.diff")

        // archlint reads the project back with the links changed...
        let project = XcodeProjectReader.read(
            projectPath: (root as NSString).appendingPathComponent("App/Shop.xcodeproj"), root: root)
        #expect(project.isReadable)
        func target(_ name: String) throws -> XcodeTarget { try #require(project.targets.first { $0.name == name }) }
        #expect(try target("ShopWidget").packageProducts.map(\.productName) == ["FeatureUI", "Kit"])
        #expect(try target("ShopKit").packageProducts.map(\.productName) == ["Kit"])
        #expect(try target("Shop App").packageProducts.map(\.productName) == ["Alamofire", "FeatureUI", "Kit"])
        #expect(try target("Shop App").linkedTargets.isEmpty)
        #expect(
            try target("Shop App").targetDependencies.map(\.target) == ["ShopWidget"],
            "the embedded widget stays a dependency")
        // ...a check finds no declaration finding and nothing new...
        let after = try ChildProcess.archlint(["check", "--no-cache"], in: root)
        #expect(
            Self.findings(after)
                == Self.findings(before).filter {
                    !$0.contains("[declared-imports]") && !$0.contains("[unused-dependencies]")
                })
        #expect(Self.findings(after).count == 2)
        // ...and fixing again changes nothing.
        let edited = try String(
            contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)
        let again = try ChildProcess.archlint(["fix", "--no-cache"], in: root)
        #expect(again.standardError == "fixed 0 findings with 0 edits in 0 files; 0 findings not fixed\n")
        #expect(
            try String(contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)
                == edited)
    }

    @Test func aDryRunWritesNothing() throws {
        let directory = try TemporaryDirectory("xcode-fix")
        defer { directory.remove() }
        let root = try directory.copy(Self.fixture)
        let original = try String(
            contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)
        let output = try ChildProcess.archlint(["fix", "--dry-run", "--no-cache"], in: root)
        #expect(
            try String(contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)
                == original)
        #expect(
            output.standardError.hasSuffix(
                "would fix 3 findings with 3 edits in 1 file; 0 findings not fixed; nothing written (a dry run shows one pass: a dependency kept because it links an undeclared import can go once the declaration is made)\n"
            ))
        // The same diff a real run prints.
        GoldenFile.check(output.standardOutput, against: "Tests/Fixtures/Fix/AppWorkspace.diff", recordable: false)
    }

    /// A package the project does not reference: archlint cannot add the reference (Xcode
    /// resolves it), so the finding is listed with what to do, and the project is left alone.
    @Test func aPackageTheProjectDoesNotReferenceIsListedWithWhatToAdd() throws {
        let directory = try TemporaryDirectory("xcode-fix")
        defer { directory.remove() }
        let root = try directory.copy(Self.fixture)
        try directory.write(
            "AppWorkspace/Extras/Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Extras",
                products: [.library(name: "Confetti", targets: ["Confetti"])],
                targets: [.target(name: "Confetti")]
            )

            """)
        try directory.write("AppWorkspace/Extras/Sources/Confetti/Confetti.swift", "public enum Confetti {}\n")
        let widget = (root as NSString).appendingPathComponent("App/ShopWidget/ShopWidget.swift")
        let source = try String(contentsOfFile: widget, encoding: .utf8)
        try TemporaryDirectory.writeFile("import Confetti\n" + source, to: widget)
        let original = try String(
            contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)

        let output = try ChildProcess.archlint(["fix", "--no-cache", "--rule", "declared-imports"], in: root)
        #expect(output.exitCode == ExitCode.findings.rawValue)
        #expect(
            output.standardOutput.hasSuffix(
                """
                App/ShopWidget/ShopWidget.swift:1:1: not fixed: [declared-imports] ShopWidget imports Confetti without linking it in Xcode: project 'Shop' does not reference package 'Extras' yet: add it in Xcode (File > Add Package Dependencies..., then `../Extras`), then run `archlint fix` again

                """), "\(output.standardOutput)")
        #expect(output.standardError.hasSuffix("fixed 2 findings with 2 edits in 1 file; 1 finding not fixed\n"))
        let edited = try String(
            contentsOfFile: (root as NSString).appendingPathComponent(Self.projectFile), encoding: .utf8)
        #expect(!edited.contains("Confetti"))
        #expect(edited != original, "the two other links are made")
    }
}
