import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Fix plans on SampleProject, each checked against what the field reports say the fix is.
@Suite(.requiresSwift)
struct SampleProjectFixPlanTests {
    static let result: CheckResult? = try? Linter(workingDirectory: Fixtures.repositoryRoot)
        .check(CheckOptions(packagePath: "SampleProject"))

    static func finding(_ rule: String, _ from: String, _ to: String) throws -> Violation {
        let result = try #require(Self.result)
        return try #require(result.violations.first { $0.ruleID == rule && $0.edge == EdgeKey(from: from, to: to) })
    }

    @Test func networkImportingDataGetsAProtocolOwnedByNetwork() throws {
        let plan = try #require(try Self.finding("network-never-imports-data", "Network", "Data").plan)
        #expect(plan.situation == .invertDependency)
        #expect(plan.protocolName == "AccessTokenHandler")
        #expect(plan.ownerModule == "Network")
        #expect(plan.implementingModule == "Data")
        #expect(plan.injectingModule == "BankingApp", "the Xcode app target is the composition root")
        // Data already imports Network: the conformance can live in Data.
        #expect(plan.conformanceModule == "Data")
        #expect(
            plan.summary
                == "Network uses AuthAPI.renewAccessToken (Authenticator.swift:29): declare `protocol AccessTokenHandler` in Network, conform in Data, inject from BankingApp"
        )
        // Network -> Data is imported but never declared: there is no Package.swift entry to remove.
        #expect(plan.steps.last == "delete `import Data` from Network (Package.swift does not declare it)")
        #expect(plan.symbols.map(\.name) == ["AuthAPI", "TokenPairDTO"])
        #expect(plan.symbols.map(\.members) == [["renewAccessToken"], ["accessToken", "refreshToken"]])
        // `let renewed = try await AuthAPI.renewAccessToken(...)`: what Network reads of the result.
        #expect(
            plan.symbols[1].uses.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == [
                "Authenticator.swift:33", "Authenticator.swift:33",
            ])
        #expect(
            plan.symbols[0].uses.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == [
                "Authenticator.swift:29"
            ])
        // The signature is copied; the DTO it returns becomes a type Network owns, with the
        // fields Network reads, and the adapter in Data maps to it.
        #expect(
            plan.protocolSkeleton == """
                import Foundation

                /// Owned by Network; Data conforms, BankingApp injects the conforming value.
                public protocol AccessTokenHandler: Sendable {
                    func renewAccessToken(refreshToken: String, using service: NetworkService) async throws -> TokenPair
                }

                /// What Network reads of Data's `TokenPairDTO`; Data maps to it.
                public struct TokenPair: Sendable {
                    public var accessToken: String
                    public var refreshToken: String

                    public init(accessToken: String, refreshToken: String) {
                        self.accessToken = accessToken
                        self.refreshToken = refreshToken
                    }
                }

                """)
        #expect(
            plan.conformanceSkeleton == """
                import Foundation
                import Network

                /// Conforms to Network's AccessTokenHandler by calling AuthAPI.
                public struct AuthAPIAccessTokenHandler: AccessTokenHandler {
                    public init() {}

                    public func renewAccessToken(refreshToken: String, using service: NetworkService) async throws -> TokenPair {
                        let value = try await AuthAPI.renewAccessToken(refreshToken: refreshToken, using: service)
                        return TokenPair(accessToken: value.accessToken, refreshToken: value.refreshToken)
                    }
                }

                """)
    }

    @Test func coreModulesGetAConformanceInTheCompositionRoot() throws {
        let plan = try #require(try Self.finding("core-independent", "CoreAnalytics", "CoreLogging").plan)
        // `private let logger = Logger(...)` binds `logger`; `logger.debug`, `logger.error` are Logger's.
        #expect(plan.symbols.map(\.members) == [["debug", "error"]])
        #expect(plan.conformanceModule == "BankingApp")
        #expect(
            plan.summary
                == "CoreAnalytics uses Logger.debug, Logger.error (AnalyticsTracker.swift:10): declare `protocol LoggerProviding` in CoreAnalytics, conform in BankingApp (CoreLogging does not depend on CoreAnalytics), inject from BankingApp"
        )
        #expect(
            plan.protocolSkeleton?.contains(
                """
                public protocol LoggerProviding: Sendable {
                    func debug(_ message: @autoclosure () -> String)
                    func error(_ message: @autoclosure () -> String)
                }
                """) == true)
        #expect(
            plan.conformanceSkeleton == """
                import Foundation
                import CoreAnalytics
                import CoreLogging

                /// Logger already has every member LoggerProviding requires.
                extension Logger: @retroactive LoggerProviding {}

                """)
    }

    @Test func mainActorTypesGiveMainActorProtocols() throws {
        let plan = try #require(try Self.finding("legacy-frozen", "AppLegacy", "CoreUtilities").plan)
        #expect(plan.protocolSkeleton?.contains("@MainActor public protocol DebouncerProviding {") == true)
        #expect(
            plan.protocolSkeleton?.contains("    func submit(_ action: @escaping @MainActor () async -> Void)") == true)
        #expect(plan.conformanceSkeleton?.contains("extension Debouncer: @retroactive DebouncerProviding {}") == true)
    }

    @Test func featureImportingFeatureGetsARoutingProtocol() throws {
        let plan = try #require(try Self.finding("feature-isolation", "PaymentsFeature", "SearchFeature").plan)
        #expect(plan.situation == .routeThroughCompositionRoot)
        #expect(plan.protocolName == "PaymentsFeatureRouting")
        #expect(plan.ownerModule == "PaymentsFeature")
        #expect(plan.implementingModule == "BankingApp")
        #expect(
            plan.protocolSkeleton?.contains("public protocol PaymentsFeatureRouting {\n    func showSearch()\n}")
                == true)
        #expect(plan.symbols.map(\.name) == ["Payee", "SearchView", "SearchViewModel"])
        #expect(plan.symbols.map(\.role) == ["value type", "screen", "screen"])
        // Payee is data both features (and App) use: it moves down to the domain.
        #expect(
            plan.summary
                == "PaymentsFeature shows SearchFeature's screens SearchView, SearchViewModel (PaymentsView.swift:37): declare `protocol PaymentsFeatureRouting { func showSearch() }` in PaymentsFeature, implement it in BankingApp; move Payee down to Domain"
        )
    }

    @Test func cyclesNameTheCheaperEdgeWithItsWeight() throws {
        let result = try #require(Self.result)
        let network = try #require(
            result.violations.first { $0.ruleID == "no-cycles" && $0.cycle == ["Data", "Network"] }?.plan)
        // Network uses two symbols of Data (AuthAPI, and TokenPairDTO through the value the call
        // returns) in one file; Data uses three of Network in four files.
        #expect(network.edgesToInvert.map(\.edge) == [EdgeKey(from: "Network", to: "Data")])
        #expect(network.edgesToInvert.map(\.weight) == [3])
        #expect(
            network.componentEdges.map { "\($0.edge) \($0.symbols)/\($0.files)" } == [
                "Data -> Network 3/4", "Network -> Data 2/1",
            ])
        #expect(network.summary.hasPrefix("invert Network -> Data (weight 3: 2 symbols, 1 file)"))

        let card = try #require(
            result.violations.first {
                $0.ruleID == "no-cycles" && $0.cycle == ["CardFeature", "DemandDepositFeature"]
            }?.plan)
        // Both directions carry two symbols in one file: a tie, broken by name; an interface module fits.
        #expect(card.edgesToInvert.map(\.edge) == [EdgeKey(from: "CardFeature", to: "DemandDepositFeature")])
        #expect(card.edgesToInvert.map(\.weight) == [3])
        #expect(card.ownerModule == "CardInterface")
        #expect(
            card.summary
                == "invert CardFeature -> DemandDepositFeature (weight 3: 2 symbols, 1 file): the cheapest way to break the cycle; or extract `CardInterface`"
        )
        #expect(
            card.steps.contains(
                "inverting DemandDepositFeature -> CardFeature instead costs the same (the edge above was chosen by name)"
            ))
    }

    @Test func largeComponentsAreWeighedByFilesAndCountSymbolsOnlyForTheChosenEdges() {
        // A ring of 14 modules, each using `Value<next>` of the next one: beyond the exact limit.
        let names = (0..<14).map { "M\($0)" }
        let graph = TestSupport.graph(names.indices.map { "\(names[$0]) -> \(names[($0 + 1) % 14])" })
        var texts: [String: String] = [:]
        for (index, name) in names.enumerated() {
            let next = names[(index + 1) % 14]
            texts["/fixture/Sources/\(name)/File.swift"] =
                "import \(next)\npublic struct Value\(name) {}\nlet use = Value\(next)()\n"
        }
        let planner = FixPlanner(
            graph: graph, symbols: SymbolIndex(graph: graph, files: .memory(texts)), catalog: .standard)
        let plan = planner.cyclePlan(names)
        let chosen = plan?.edgesToInvert ?? []
        #expect(chosen.count == 1)
        #expect(chosen.allSatisfy { $0.symbols == 1 && $0.files == 1 }, "chosen edges carry their symbol count")
        #expect(plan?.componentEdges == chosen, "a large component lists only the chosen edges")
        #expect(
            plan?.steps.contains { $0.contains("the component has 14 edges, weighed by importing files only") } == true)
    }

    @Test func manifestFindingsSayWhichLineToChange() throws {
        // Network -> Data breaks a layering rule (and would close a cycle): not to be declared,
        // one story with the rule's finding.
        let cyclic = try #require(try Self.finding("declared-imports", "Network", "Data").plan)
        #expect(cyclic.dependencyChange == nil)
        #expect(
            cyclic.fixBlocker
                == "it breaks rule 'network-never-imports-data'; fix that finding instead (the import goes, or is inverted)"
        )
        let declare = try #require(try Self.finding("declared-imports", "PaymentsFeature", "CoreLogging").plan)
        #expect(declare.fixBlocker == nil)
        #expect(declare.manifestFragment == #""CoreLogging""#)
        #expect(
            declare.dependencyChange
                == .add(module: "PaymentsFeature", dependency: .target("CoreLogging"), packageEntry: nil))
        #expect(
            declare.manifestLocation.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" }
                == "Package.swift:49:9")
        #expect(
            declare.manifestDiff == """
                @@ -46,7 +46,7 @@
                         // MARK: Features — may use Core and FeatureKit, never another feature.
                         .target(name: "ProfileFeature", dependencies: ["FeatureKit", "Data", "CoreAnalytics"]),
                         .target(name: "SearchFeature", dependencies: ["FeatureKit", "CoreAnalytics"]),
                -        .target(name: "PaymentsFeature", dependencies: ["FeatureKit", "SearchFeature", "CoreAnalytics"]),
                +        .target(name: "PaymentsFeature", dependencies: ["FeatureKit", "SearchFeature", "CoreAnalytics", "CoreLogging"]),
                         .target(name: "CardFeature", dependencies: ["FeatureKit", "DemandDepositFeature"]),
                         .target(name: "DemandDepositFeature", dependencies: ["FeatureKit"]),
                         .target(

                """)
        let remove = try #require(try Self.finding("unused-dependencies", "SearchFeature", "CoreAnalytics").plan)
        #expect(remove.situation == .removeDependency)
        #expect(remove.dependencyChange == .remove(module: "SearchFeature", name: "CoreAnalytics", package: nil))
        #expect(
            remove.summary
                == #"delete "CoreAnalytics" from the dependencies of target 'SearchFeature': this line becomes: `.target(name: "SearchFeature", dependencies: ["FeatureKit"]),`"#
        )
        #expect(remove.manifestLocation.map { "\($0.line):\($0.column)" } == "48:9")
    }

    @Test func leakedDTOsGetTheExistingDomainTypeAndMapper() throws {
        let result = try #require(Self.result)
        let plan = try #require(result.violations.first { $0.ruleID == "dto-confinement" }?.plan)
        #expect(plan.situation == .introduceDomainType)
        // Domain already has `User`, and Data already maps `UserDTO` to it.
        #expect(
            plan.summary
                == "use Domain's existing `User` (User.swift:4) for `UserDTO`, mapped by the existing `User.init(_ dto: UserDTO)` (DomainMappers.swift:7) in Data"
        )
        #expect(plan.steps.contains("in Data, map with the existing `User.init(_ dto: UserDTO)`"))
    }

    @Test func skeletonsParse() throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc beside swift")
        let result = try #require(Self.result)
        let skeletons = result.violations.compactMap { $0.plan?.protocolSkeleton }
        #expect(skeletons.count >= 5)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (index, skeleton) in Set(skeletons).sorted().enumerated() {
            let file = try directory.write("Skeleton\(index).swift", skeleton)
            let parsed = try ChildProcess.run(swiftc, ["-parse", file])
            #expect(parsed.exitCode == 0, "does not parse:\n\(skeleton)\n\(parsed.standardError)")
        }
    }
}

/// The cycle breaker on tiny literal graphs.
struct CycleBreakerTests {
    func key(_ text: String) -> EdgeKey {
        let parts = text.components(separatedBy: " -> ")
        return EdgeKey(from: parts[0], to: parts[1])
    }

    @Test func twoCyclePicksTheLighterEdge() {
        #expect(CycleBreaker.cheapestInversion([(key("A -> B"), 5), (key("B -> A"), 2)]) == [key("B -> A")])
    }

    @Test func oneSharedEdgeBreaksTwoCycles() {
        // A -> B -> C -> A and A -> B -> D -> A share A -> B: inverting it (weight 3) beats
        // inverting C -> A and D -> A (weight 2 + 2).
        let edges = [("A -> B", 3), ("B -> C", 5), ("C -> A", 2), ("B -> D", 5), ("D -> A", 2)].map {
            (key($0.0), $0.1)
        }
        #expect(CycleBreaker.cheapestInversion(edges) == [key("A -> B")])
    }

    @Test func acyclicNeedsNothing() {
        #expect(CycleBreaker.cheapestInversion([(key("A -> B"), 1), (key("B -> C"), 1)]).isEmpty)
    }

    @Test func largeComponentsUseTheGreedyPassAndEndAcyclic() {
        // A ring of 14 modules plus chords: beyond the exact limit.
        var edges: [(EdgeKey, Int)] = (0..<14).map { (EdgeKey(from: "M\($0)", to: "M\(($0 + 1) % 14)"), 1 + $0 % 3) }
        edges.append((EdgeKey(from: "M3", to: "M0"), 4))
        #expect(edges.count > CycleBreaker.exactLimit)
        let chosen = CycleBreaker.cheapestInversion(edges)
        let inverted = edges.map { chosen.contains($0.0) ? EdgeKey(from: $0.0.to, to: $0.0.from) : $0.0 }
        #expect(CycleBreaker.isAcyclic(inverted))
        #expect(!chosen.isEmpty)
    }
}

/// Naming rules, on names alone.
struct FixPlanNamingTests {
    func symbol(_ name: String, members: [String] = [], uses: Int = 1) -> FixPlan.Symbol {
        FixPlan.Symbol(
            name: name, kind: "enum", declaredAt: SourceLocation(file: "/x", line: 1, column: 1),
            uses: Array(repeating: SourceLocation(file: "/y", line: 1, column: 1), count: uses), members: members)
    }

    @Test func names() {
        #expect(
            FixPlanner.protocolName(for: [symbol("AuthAPI", members: ["renewAccessToken"])]) == "AccessTokenHandler")
        #expect(FixPlanner.protocolName(for: [symbol("AuthAPI", members: ["renew"])]) == "AuthAPIProviding")
        #expect(FixPlanner.protocolName(for: [symbol("Logger", members: ["info", "error"])]) == "LoggerProviding")
        // A type of another module, extended by the imported one, named by its own name.
        #expect(FixPlanner.protocolName(for: [symbol("SwiftUI.Font", members: ["custom", "body"])]) == "FontProviding")
        #expect(
            FixPlanner.protocolName(for: [symbol("A"), symbol("Store", members: ["loadUser"], uses: 2)])
                == "UserHandler")
        #expect(FixPlanner.protocolName(for: []) == nil)
        #expect(FixPlanner.commonBase("CardFeature", "DemandDepositFeature") == "Card")
        #expect(FixPlanner.commonBase("CardListFeature", "CardDetailFeature") == "Card")
    }

    /// The position of the first `name` after `marker` in `source` (1-based line, UTF-8 column).
    static func position(of name: String, after marker: String = "", in source: String) -> (line: Int, column: Int) {
        let start = marker.isEmpty ? source.startIndex : source.range(of: marker)!.upperBound
        let found = source.range(of: name, range: start..<source.endIndex)!.lowerBound
        let before = source[..<found]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return (line, source[lineStart..<found].utf8.count + 1)
    }

    @Test func requirementsComeFromTheDeclaration() throws {
        let source = """
            public enum AuthAPI {
                @discardableResult
                public static func renew(token: String,
                                         retry: Bool = false) async throws -> String {
                    ""
                }
                public var region: String = "eu"
                public static let shared = Store()
                public init(region: String) {}
                public func log(_ level: Level = .info, _ message: @autoclosure () -> String, into lines: inout [String]) {}
            }
            """
        func signature(_ name: String, after marker: String = "") throws -> String {
            let place = Self.position(of: name, after: marker, in: source)
            return try #require(DeclarationSignature.text(in: source, line: place.line, column: place.column))
        }
        #expect(
            try signature("renew")
                == "@discardableResult public static func renew(token: String, retry: Bool = false) async throws -> String"
        )
        let renew = try #require(RequirementText(signature: try signature("renew")))
        #expect(renew.text == "func renew(token: String, retry: Bool) async throws -> String")
        #expect(renew.wasStatic)
        #expect(renew.forwardingCall(on: "AuthAPI") == "try await AuthAPI.renew(token: token, retry: retry)")
        #expect(RequirementText(signature: try signature("region"))?.text == "var region: String { get }")
        let shared = try #require(DeclarationSignature.read(in: source, line: 8, column: 23))
        #expect(shared.text == "public static let shared")
        #expect(shared.valueType == "Store")
        #expect(RequirementText(signature: try signature("init", after: "shared")) == nil)
        let log = try #require(RequirementText(signature: try signature("log")))
        #expect(
            log.text == "func log(_ level: Level, _ message: @autoclosure () -> String, into lines: inout [String])")
        #expect(log.forwardingCall(on: "base") == "base.log(level, message(), into: &lines)")
    }
}

/// `archlint explain` end to end, on SampleProject.
@Suite(.requiresSwift)
struct ExplainCommandTests {
    @Test func explainsNetworkImportingData() throws {
        let output = try ChildProcess.archlint(
            ["explain", "Network", "Data", "--package-path", "SampleProject"], in: Fixtures.repositoryRoot)
        #expect(output.exitCode == 0)
        let text = output.standardOutput
        #expect(
            text.hasPrefix(
                "Network -> Data\n\nDirect imports:\n  SampleProject/Sources/Network/Auth/Authenticator.swift:4:1: import Data\n"
            ))
        #expect(text.contains("\nPaths:\n  Network -> Data\n"))
        #expect(text.contains("[network-never-imports-data] Network imports Data"))
        #expect(text.contains("[no-cycles] import cycle Data -> Network -> Data"))
        #expect(
            text.contains(
                "  AuthAPI (enum at SampleProject/Sources/Data/API/AuthAPI.swift:12:13, members renewAccessToken)\n    used at SampleProject/Sources/Network/Auth/Authenticator.swift:29:37\n"
            ))
        #expect(
            text.contains(
                "  fix: Network uses AuthAPI.renewAccessToken (Authenticator.swift:29): declare `protocol AccessTokenHandler` in Network, conform in Data, inject from BankingApp\n"
            ))
        #expect(text.contains("      public protocol AccessTokenHandler: Sendable {\n"))
    }

    @Test func listsTransitivePathsShortestFirst() throws {
        let output = try ChildProcess.archlint(
            ["explain", "PaymentsFeature", "CoreUI", "--package-path", "SampleProject"], in: Fixtures.repositoryRoot)
        #expect(
            output.standardOutput.contains(
                """
                Direct imports:
                  none

                Paths:
                  PaymentsFeature -> FeatureKit -> CoreUI
                  PaymentsFeature -> SearchFeature -> FeatureKit -> CoreUI

                """))
        #expect(output.standardOutput.contains("[feature-isolation] PaymentsFeature presents SearchFeature"))
    }

    @Test func explainedCheckIsDeterministic() throws {
        let run = {
            try ChildProcess.archlint(
                ["check", "--package-path", "SampleProject", "--explain"], in: Fixtures.repositoryRoot)
        }
        let first = try run()
        #expect(first.standardOutput == (try run()).standardOutput)
        #expect(
            first.standardOutput.contains(
                "SampleProject/Sources/Network/Auth/Authenticator.swift:29:37: note: AuthAPI (members: renewAccessToken) crosses the edge here\n"
            ))
        // --explain keeps the whole list, over continuation lines within 200 characters.
        #expect(
            first.standardOutput.contains(
                "note: step 3: weights of the component's edges: Data -> Network (weight 7: 3 symbols, 4 files),"))
        #expect(
            first.standardOutput.contains(
                "Network -> Data (weight 3: 2 symbols, 1\nSampleProject/Sources/Network/Auth/Authenticator.swift:4:1: note:   file)\n"
            ))
    }

    @Test func unknownModuleIsAUsageError() throws {
        let output = try ChildProcess.archlint(
            ["explain", "Netwrk", "Data", "--package-path", "SampleProject"], in: Fixtures.repositoryRoot)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: no module named 'Netwrk' in the graph; did you mean 'Network'?"))
        let missing = try ChildProcess.archlint(["explain", "Network"], in: Fixtures.repositoryRoot)
        #expect(missing.exitCode == ExitCode.usage.rawValue)
    }
}

/// `compositionRoot` in the rules file names the injecting module.
struct CompositionRootTests {
    @Test func configuredRootInjects() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try directory.write(
            "rules.json",
            #"{"compositionRoot": "Network", "rules": [{"id": "r", "kind": "independent", "modules": ["CoreA", "CoreB"]}]}"#
        )
        let result = try Linter(workingDirectory: Fixtures.layered)
            .check(CheckOptions(packagePath: ".", manifestJSON: "dump.json", configPath: config))
        let plan = try #require(result.violations.first?.plan)
        #expect(plan.injectingModule == "Network")
        #expect(plan.summary.hasSuffix("inject from Network"))

        try directory.write("rules.json", #"{"compositionRoot": 3}"#)
        #expect(throws: ToolError.self) {
            try Linter(workingDirectory: Fixtures.layered).check(
                CheckOptions(packagePath: ".", manifestJSON: "dump.json", configPath: config))
        }
    }
}
