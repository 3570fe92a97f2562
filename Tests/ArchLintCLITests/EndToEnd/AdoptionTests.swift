import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Adopting archlint on a package that already breaks its rules, in a real git repository with
/// a real Package.swift: `archlint init` switches no rule off, records today's findings in the
/// baseline the rules file names, and from then on `archlint check` without a flag fails on
/// each new kind of finding with exactly that finding, and says when a recorded one is gone.
@Suite(.requiresSwift)
struct AdoptionTests {
    /// A modular app with findings today: two features importing another, a Core module
    /// importing the design system beside it, Network and Data importing each other. Some
    /// dependencies are declared but not imported yet (each an unused-dependency warning today),
    /// so that one added import below breaks exactly one rule.
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Bank",
            targets: [
                .executableTarget(name: "App", dependencies: ["PaymentsFeature", "ProfileFeature", "Network", "Data", "Domain", "Analytics"]),
                .target(name: "CoreA", dependencies: ["CoreB"]),
                .target(name: "CoreB"),
                .target(name: "PaymentsFeature", dependencies: ["SearchFeature", "CoreA"]),
                .target(name: "SearchFeature", dependencies: ["CoreA"]),
                .target(name: "ProfileFeature", dependencies: ["SearchFeature", "PaymentsFeature"]),
                .target(name: "Network", dependencies: ["Data"]),
                .target(name: "Data", dependencies: ["Network", "Domain"]),
                .target(name: "Domain", dependencies: ["SearchFeature"]),
                .target(name: "Analytics", dependencies: ["Logging"]),
                .target(name: "Logging", dependencies: ["Analytics"]),
            ]
        )

        """

    /// Each module's one file: its imports.
    static let sources: [String: [String]] = [
        "App": ["PaymentsFeature", "ProfileFeature", "Network", "Data", "Domain", "Analytics"],
        "CoreA": ["CoreB"],
        "CoreB": [],
        "PaymentsFeature": ["SearchFeature", "CoreA"],
        "SearchFeature": ["CoreA"],
        "ProfileFeature": ["SearchFeature"],
        "Network": ["Data"],
        "Data": ["Network", "Domain"],
        "Domain": [],
        "Analytics": ["Logging"],
        "Logging": [],
    ]

    /// A feature's screen: a SwiftUI view named after it.
    static func screen(_ module: String) -> String {
        "\nimport SwiftUI\n\npublic struct \(module.dropLast("Feature".count))View: View {\n    public var body: some View { EmptyView() }\n}\n"
    }

    static func makeRepository() throws -> GitFixture {
        let repository = try GitFixture()
        try TemporaryDirectory.writeFile(manifest, to: repository.path("Package.swift"))
        try TemporaryDirectory.writeFile(".build/\n", to: repository.path(".gitignore"))
        for (module, imports) in sources {
            var text = imports.map { "import \($0)\n" }.joined() + "\npublic func \(module.lowercased())Entry() {}\n"
            // A feature declares its screen (a module named *Feature without one is not a feature).
            if module.hasSuffix("Feature") { text += Self.screen(module) }
            // CoreB is a design system: CoreA, without screens, importing it couples two peers
            // (a UI kit is no floor below the code it shows).
            if module == "CoreB" { text += Self.screen("BadgeFeature") }
            try TemporaryDirectory.writeFile(
                text,
                to: repository.path(module == "App" ? "Sources/App/main.swift" : "Sources/\(module)/\(module).swift"))
        }
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "Bank")
        return repository
    }

    static func archlint(_ arguments: [String], in repository: GitFixture) throws -> ChildProcess.Output {
        try ChildProcess.archlint(arguments, in: repository.root, environment: GitFixture.environment)
    }

    /// The finding lines of standard output (notes and the rules' descriptions left out).
    static func findings(_ output: ChildProcess.Output) -> [String] {
        output.standardOutput.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
    }

    @Test func initRecordsTodayAndEveryNewKindOfFindingFails() throws {
        let repository = try Self.makeRepository()
        defer { repository.remove() }

        let initialized = try Self.archlint(["init"], in: repository)
        #expect(initialized.exitCode == 0, "\(initialized.standardError)")
        // The groups inferred, each member with why, then what was written.
        #expect(
            initialized.standardError == """
                groups inferred (set a module's role under "roles" where this is wrong; `archlint roles` lists every module):
                  composition-root (role:composition-root, role:root-feature): 1 module
                    App  kind: executable target (an application)
                  features (role:feature): 3 modules
                    PaymentsFeature  name: named *Feature; code: declares screens: SwiftUI view PaymentsView (PaymentsFeature.swift:8)
                    ProfileFeature   name: named *Feature; code: declares screens: SwiftUI view ProfileView (ProfileFeature.swift:7)
                    SearchFeature    name: named *Feature; code: declares screens: SwiftUI view SearchView (SearchFeature.swift:7)
                  data (role:data): 1 module
                    Data  name: named Data
                  network (role:network): 1 module
                    Network  name: named Network
                  domain (role:domain): 1 module
                    Domain  name: named Domain
                  core (role:core): 2 modules
                    CoreA  name: named Core*
                    CoreB  name: named Core*
                layers seen (top first): composition-root > features > data > network > domain > core
                  composition-root above features: 2 import edges from composition-root to features, none back
                  features above data: no import between them (the usual order)
                  data above network: 1 import edge from data to network, 1 back (break, recorded in the baseline)
                  network above domain: no import between them (the usual order)
                  domain above core: no import between them (the usual order)
                wrote archlint.json: 12 rules, every one on
                wrote archlint-baseline.json: today's 9 findings accepted; a new one fails `archlint check`:
                  core-independent: 1 edge
                  feature-isolation: 2 edges
                  layered: 1 edge
                  network-never-imports-data: 1 edge
                  no-cycles: 1 import cycle
                  unused-dependencies: 3 unused declarations
                run `archlint` to check; once recorded findings are fixed, `archlint baseline update` drops them

                """)
        let rules = try String(contentsOfFile: repository.path("archlint.json"), encoding: .utf8)
        #expect(!rules.contains("\"off\""), "init switches no rule off")
        #expect(rules.contains(#""baseline": "archlint-baseline.json""#))
        #expect(rules.contains(#""extends": ["modular-app", "network-isolation", "clean-architecture"]"#))
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "Adopt archlint")

        // Today passes, without a flag: the rules file names the baseline.
        let today = try Self.archlint(["check"], in: repository)
        #expect(today.exitCode == 0, "\(today.standardOutput)\(today.standardError)")
        #expect(today.standardOutput == "")
        #expect(
            today.standardError.hasSuffix("; baseline archlint-baseline.json: 0 new, 9 accepted, 0 stale\n"),
            "\(today.standardError)")

        // One new import of each kind fails with exactly that finding. A cycle is shown at the
        // edge its fix plan inverts (here the tie between the two edges goes to Analytics ->
        // Logging, by name), and with --changed at the changed import.
        // Domain importing a feature breaks both the clean-architecture rule and the layers init
        // wrote (domain below features): two findings of one import.
        let cases: [(name: String, file: String, import: String, finding: [String], changed: String?)] = [
            (
                "feature -> feature", "Sources/ProfileFeature/ProfileFeature.swift", "PaymentsFeature",
                [
                    "Sources/ProfileFeature/ProfileFeature.swift:1:1: error: [feature-isolation] ProfileFeature imports PaymentsFeature (no declaration of it in use that archlint sees)"
                ], nil
            ),
            (
                "cycle", "Sources/Logging/Logging.swift", "Analytics",
                [
                    "Sources/Analytics/Analytics.swift:1:1: error: [no-cycles] import cycle Analytics -> Logging -> Analytics"
                ],
                "Sources/Logging/Logging.swift:1:1: error: [no-cycles] import cycle Analytics -> Logging -> Analytics"
            ),
            (
                "undeclared import", "Sources/SearchFeature/SearchFeature.swift", "CoreB",
                [
                    "Sources/SearchFeature/SearchFeature.swift:1:1: error: [declared-imports] SearchFeature imports CoreB without declaring it in Package.swift"
                ], nil
            ),
            (
                "forbidden edge", "Sources/Domain/Domain.swift", "SearchFeature",
                [
                    "Sources/Domain/Domain.swift:1:1: error: [domain-stays-pure] Domain imports SearchFeature",
                    "Sources/Domain/Domain.swift:1:1: error: [layered] Domain imports SearchFeature",
                ], nil
            ),
            // A UI framework in the domain (Dissonance's DomainLayer importing UIKit for a sign-in
            // controller): it no longer builds for macOS or watchOS.
            (
                "UI framework in the domain", "Sources/Domain/Domain.swift", "UIKit",
                ["Sources/Domain/Domain.swift:1:1: error: [domain-stays-pure] Domain imports UIKit"], nil
            ),
        ]
        for item in cases {
            let path = repository.path(item.file)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try ("import \(item.import)\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
            let output = try Self.archlint(["check"], in: repository)
            #expect(output.exitCode == ExitCode.findings.rawValue, "\(item.name): \(output.standardError)")
            #expect(Self.findings(output) == item.finding, "\(item.name)")
            // The pre-commit hook's check sees the same, with the same baseline.
            try repository.git("add", item.file)
            let staged = try Self.archlint(["check", "--changed"], in: repository)
            #expect(Self.findings(staged) == item.changed.map { [$0] } ?? item.finding, "\(item.name), --changed")
            try repository.git("reset", "-q")
            try repository.git("checkout", "--", item.file)
        }

        // A recorded finding fixed: the run passes and says the entry is stale; --strict-baseline
        // fails until `archlint baseline update` drops it.
        let payments = repository.path("Sources/PaymentsFeature/PaymentsFeature.swift")
        try ("import CoreA\n\npublic func paymentsfeatureEntry() {}\n" + Self.screen("PaymentsFeature")).write(
            toFile: payments, atomically: true, encoding: .utf8)
        let fixed = try Self.archlint(["check"], in: repository)
        #expect(fixed.exitCode == 0)
        #expect(
            Self.findings(fixed) == [
                "Package.swift:10:57: warning: [unused-dependencies] PaymentsFeature declares a dependency on SearchFeature but no file imports it"
            ])
        #expect(
            fixed.standardError.contains(
                "archlint-baseline.json: note: stale entry [feature-isolation] PaymentsFeature -> SearchFeature: no longer found; drop it with `archlint baseline update`\n"
            ),
            "\(fixed.standardError)")
        #expect(
            try Self.archlint(["check", "--strict-baseline"], in: repository).exitCode == ExitCode.findings.rawValue)
        let updated = try Self.archlint(["baseline", "update"], in: repository)
        #expect(updated.exitCode == 0)
        // PaymentsFeature still declares SearchFeature: a new unused-dependency warning, accepted too.
        #expect(
            updated.standardError
                == "wrote archlint-baseline.json: 9 findings accepted (1 new, 8 kept, 1 stale entry dropped or shrunk)\n"
        )
        #expect(try Self.archlint(["check", "--strict-baseline"], in: repository).exitCode == 0)
    }
}
