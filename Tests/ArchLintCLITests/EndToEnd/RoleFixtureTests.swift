import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// One small package per cause of wrong or silent findings on real apps (Tests/Fixtures/Roles),
/// each with the findings judged by hand: `expected.txt` (must report, exactly), `must-not.txt`
/// (the false positives a names-only or graph-blind check gave), `notes.txt` (lines standard
/// error must carry), `plans.txt` (the fix plan of a finding) and `roles.txt` (the role of a
/// module, `-` for none).
@Suite struct RoleFixtureTests {
    static let fixtures = [
        "PlainPackages", "RootFeature", "TestSupport", "Umbrella", "NeverCompiled",
        "LayeredGroups", "MisleadingNames", "UnnamedLayers", "HTTPWrapper", "HTTPNoWrapper",
        "CoreFloors", "FolderTop",
    ]

    static func directory(_ name: String) -> String { Fixtures.repositoryPath("Tests/Fixtures/Roles/\(name)") }

    /// The `[rule] A -> B at file:line` entries of a file, comments (`#`) dropped.
    static func entries(_ name: String, _ file: String) -> [String] {
        let text =
            (try? String(contentsOfFile: (directory(name) as NSString).appendingPathComponent(file), encoding: .utf8))
            ?? ""
        // A comment starts a line with `#`, or follows the entry after spaces (`... at f:2  # why`).
        return text.split(separator: "\n").map { line in
            line.hasPrefix("#")
                ? "" : line.replacingOccurrences(of: #"\s+#\s.*$"#, with: "", options: .regularExpression)
        }.filter { !$0.isEmpty }
    }

    static func check(_ name: String) throws -> CheckResult {
        try Linter(environment: ProcessInfo.processInfo.environment, workingDirectory: directory(name))
            .check(CheckOptions(packagePath: "."))
    }

    static func entry(_ violation: Violation, root: String) -> String {
        let place = violation.location.map { "\(PathUtilities.relative($0.file, to: root)):\($0.line)" } ?? "-"
        return "[\(violation.ruleID)] \(violation.edge?.description ?? "-") at \(place)"
    }

    @Test(arguments: fixtures)
    func reportsExactlyTheJudgedFindings(_ name: String) throws {
        let result = try Self.check(name)
        let reported = result.violations.filter { $0.ruleID != "unused-dependencies" }.map {
            Self.entry($0, root: result.root)
        }.sorted()
        #expect(reported == Self.entries(name, "expected.txt").sorted(), "\(name)")
        for falsePositive in Self.entries(name, "must-not.txt") {
            #expect(!reported.contains { $0.hasPrefix(falsePositive + " at ") }, "\(name) reports \(falsePositive)")
        }
        let notices = result.notices.map(\.text)
        for note in Self.entries(name, "notes.txt") {
            #expect(notices.contains(note), "\(name) does not say: \(note)\n\(notices.joined(separator: "\n"))")
        }
        let roles = result.moduleRoles().roles
        for line in Self.entries(name, "roles.txt") {
            let parts = line.split(separator: " ").map(String.init)
            #expect(
                roles.role(of: parts[0])?.rawValue ?? "-" == parts[1],
                "\(name): the role of \(parts[0]): \(roles.assignments[parts[0]]?.because ?? "none")")
        }
        for line in Self.entries(name, "plans.txt") {
            let parts = line.components(separatedBy: ": ")
            let edge = parts[0], plan = parts.dropFirst().joined(separator: ": ")
            let finding = result.violations.first { $0.edge?.description == edge }
            #expect(finding?.plan?.summary == plan, "\(name): plan of \(edge)")
        }
    }

    /// The summary tells a clean run from one where no rule had anything to check.
    @Test func nothingCheckedIsNotClean() throws {
        let directory = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try TemporaryDirectory.writeFile(
            "import Foundation\n", to: (directory as NSString).appendingPathComponent("Sources/Parser/Parser.swift"))
        try TemporaryDirectory.writeFile(
            #"{"name": "P", "targets": [{"name": "Parser", "type": "regular"}]}"#,
            to: (directory as NSString).appendingPathComponent("dump.json"))
        let output = try ChildProcess.archlint(["check", "--manifest-json", "dump.json"], in: directory)
        // A gate that checked nothing does not pass: exit 2, and the reason last.
        #expect(output.exitCode == 2)
        #expect(
            CheckOutput.summary(output.standardError)
                == "0 findings; 0 modules checked (1 file, T ms); nothing was checked: none of the 5 rules selected anything (see the notes above)"
        )
        #expect(
            CheckOutput.failureReason(output.standardError)
                == "archlint failed (exit 2): nothing was checked: none of the 5 rules selected anything (see the notes above)"
        )
        #expect(
            output.standardError.contains(
                "note: rule 'no-cycles' (preset modular-app) checks nothing: the workspace has fewer than two targets"))
        let json = try ChildProcess.archlint(
            ["check", "--manifest-json", "dump.json", "--reporter", "json"], in: directory)
        #expect(json.standardOutput.contains(#""nothingChecked": true"#))
        #expect(json.standardOutput.contains(#""nothingToCheck": "the workspace has fewer than two targets""#))
    }

    /// A rule whose `appliesTo` leaves out imports of the graph says how many, and why.
    @Test func appliesToSaysWhatItLeavesOut() throws {
        let graph = TestSupport.graph([
            "PaymentsFeature -> SearchFeature #if DEBUG", "PaymentsFeature -> CoreUI",
            "SearchFeatureTests(test) -> @testable SearchFeature",
        ])
        let configuration = try ConfigurationLoader.load(
            text: """
                {"rules": [{"id": "features", "kind": "independent", "modules": "*Feature", "appliesTo": ["production", "!conditional"]}]}
                """, origin: "/fixture/archlint.json", catalog: .standard)
        let workspace = LoadedGraph(graph: graph, scans: [:], notices: [], root: "/fixture", filesScanned: 3)
        let evaluation = Linter(workingDirectory: "/fixture").evaluate(configuration, on: workspace)
        #expect(evaluation.violations.isEmpty, "the only feature import is under #if, which the rule leaves out")
        #expect(
            evaluation.notices.map(\.text) == [
                #"archlint.json:1:90: note: rules[0].appliesTo: rule 'features' leaves out 2 imports present in the graph (1 "!conditional", 1 written in test code)"#
            ])
        #expect(evaluation.coverage.map(\.modules) == [["PaymentsFeature", "SearchFeature"]])
    }

    /// A remote package resolved on disk says which modules its product vends; without the
    /// checkout, the product is taken as one module of its name, and the run says so.
    @Test(.requiresSwift)
    func remoteProductsMapToTheirModules() throws {
        let directory = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func write(_ text: String, _ path: String) {
            try! TemporaryDirectory.writeFile(text, to: (directory as NSString).appendingPathComponent(path))
        }
        write(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop",
                dependencies: [.package(url: "https://example.com/acme/Firebase.git", from: "1.0.0")],
                targets: [.target(name: "Checkout", dependencies: [.product(name: "FirebaseAuthKit", package: "Firebase")])])
            """, "Package.swift")
        write("import FirebaseAuth\nimport FirebaseCore\n", "Sources/Checkout/Checkout.swift")
        func load() throws -> ModuleGraph {
            try Linter(workingDirectory: directory).loadWorkspace(CheckOptions(packagePath: directory), root: directory)
                .graph
        }
        // Not resolved: the product is taken as a module of its name; what the file imports is unknown.
        let unresolved = try load()
        #expect(unresolved.modules["FirebaseAuthKit"]?.kind == .thirdParty)
        #expect(unresolved.modules["FirebaseAuth"]?.kind == .unknown)
        let output = try ChildProcess.archlint(["check", "--no-cache"], in: directory)
        #expect(
            output.standardError.contains(
                "note: each product of the remote package firebase is taken as one module of the same name: it has no checkout on disk"
            ))
        // Resolved: the checkout's manifest says the product vends both modules, both declared.
        write(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Firebase",
                products: [.library(name: "FirebaseAuthKit", targets: ["FirebaseAuth", "FirebaseCore"])],
                targets: [.target(name: "FirebaseAuth"), .target(name: "FirebaseCore")])
            """, ".build/checkouts/Firebase/Package.swift")
        let resolved = try load()
        #expect(resolved.modules["FirebaseAuthKit"] == nil)
        #expect(resolved.modules["FirebaseAuth"]?.kind == .thirdParty)
        #expect(
            resolved.isDeclared(from: "Checkout", to: "FirebaseAuth")
                && resolved.isDeclared(from: "Checkout", to: "FirebaseCore"))
        let again = try ChildProcess.archlint(["check", "--no-cache"], in: directory)
        #expect(!again.standardError.contains("taken as one module"))
    }

    @Test func rolesCommandPrintsEachModuleAndWhy() throws {
        let output = try ChildProcess.archlint(
            ["roles", "--manifest-json", "dump.json", "--no-cache"], in: Fixtures.layered)
        #expect(output.exitCode == 0)
        #expect(
            output.standardOutput == """
                role              module        why
                composition-root  App           kind: executable target (an application)
                core              CoreA         name: named Core*
                core              CoreB         name: named Core*
                data              Data          name: named Data; code: persists data: repository Repository (Repository.swift:3)
                network           Network       name: named Network
                test              NetworkTests  kind: test target

                """)
    }
}
