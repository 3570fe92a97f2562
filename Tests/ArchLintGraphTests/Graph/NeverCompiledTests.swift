import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintTestSupport

/// Imports under a flag set nowhere are never compiled: they leave the graph; everything a
/// build could compile stays (the union of branches for os(), canImport(), DEBUG and flags
/// some target defines).
@Suite struct NeverCompiledTests {
    static func graph(_ conditions: [String: [ConditionClause]]) -> ModuleGraph {
        var evidence: [ImportedDependency] = []
        for (index, name) in conditions.keys.sorted().enumerated() {
            let declaration = ImportDeclaration(
                path: [name], line: index + 1, column: 1, conditions: ConditionChain(conditions[name]!))
            evidence.append(
                ImportedDependency(
                    key: EdgeKey(from: "Feature", to: name),
                    evidence: [ImportEvidence(file: "/app/Sources/Feature/File.swift", declaration: declaration)]))
        }
        let modules =
            [
                Module(
                    name: "Feature", kind: .target(.regular), directory: "/app/Sources/Feature",
                    files: ["/app/Sources/Feature/File.swift"])
            ]
            + conditions.keys.map { Module(name: $0, kind: .thirdParty) }
        return ModuleGraph(modules: modules, declared: [], imported: evidence)
    }

    static func clause(_ condition: String?, _ kind: ConditionClause.Clause = .if, preceding: [String] = [])
        -> ConditionClause
    {
        ConditionClause(clause: kind, condition: condition, preceding: ConditionList(preceding))
    }

    @Test func flagsSetNowhereDropTheirImports() {
        let graph = Self.graph([
            "Alamofire": [Self.clause("LEGACY_NETWORKING")],  // set nowhere: dropped
            "Moya": [Self.clause("USE_MOYA")],  // defined by some target: kept
            "Kingfisher": [Self.clause("!LEGACY_NETWORKING")],  // true when the flag is unset: kept
            "Nuke": [Self.clause(nil, .else, preceding: ["LEGACY_NETWORKING"])],  // the #else of it: kept
            "SDWebImage": [Self.clause("DEBUG")],  // DEBUG: kept (union)
            "Sentry": [Self.clause("os(iOS) && canImport(UIKit)")],  // platform: kept (union)
            "Lottie": [Self.clause("canImport(UIKit) && LEGACY_NETWORKING")],  // false either way: dropped
            "Swinject": [Self.clause("SWIFT_PACKAGE")],  // set by SwiftPM: kept
        ])
        let (filtered, skipped) = graph.droppingNeverCompiled(
            definedAnywhere: ["USE_MOYA"], defines: ["Feature": ["SWIFT_PACKAGE"]])
        #expect(
            filtered.imported.map(\.key.to).sorted() == [
                "Kingfisher", "Moya", "Nuke", "SDWebImage", "Sentry", "Swinject",
            ])
        #expect(skipped.map(\.edge.to).sorted() == ["Alamofire", "Lottie"])
        #expect(skipped.allSatisfy { $0.flags == ["LEGACY_NETWORKING"] })
    }

    /// Each importing module is judged with its own flags (modules are judged in parallel, each
    /// remembering what its conditions name): a flag one module defines is not named for it,
    /// and is named for another module that does not define it.
    @Test func eachImportingModuleIsJudgedWithItsOwnFlags() {
        func edge(_ from: String, _ to: String, _ condition: String) -> ImportedDependency {
            let declaration = ImportDeclaration(
                path: [to], line: 3, column: 1, conditions: ConditionChain([Self.clause(condition)]))
            return ImportedDependency(
                key: EdgeKey(from: from, to: to),
                evidence: [ImportEvidence(file: "/app/Sources/\(from)/File.swift", declaration: declaration)])
        }
        let modules =
            ["Alpha", "Beta", "Gamma"].map {
                Module(
                    name: $0, kind: .target(.regular), directory: "/app/Sources/\($0)",
                    files: ["/app/Sources/\($0)/File.swift"])
            } + [Module(name: "Net", kind: .thirdParty), Module(name: "Log", kind: .thirdParty)]
        let graph = ModuleGraph(
            modules: modules, declared: [],
            imported: [
                edge("Alpha", "Net", "A_ONLY && NOWHERE"), edge("Beta", "Net", "A_ONLY && NOWHERE"),
                edge("Gamma", "Log", "DEBUG"), edge("Gamma", "Net", "NOWHERE"),
            ])
        let (filtered, skipped) = graph.droppingNeverCompiled(
            definedAnywhere: [], defines: ["Alpha": ["A_ONLY"]], judgingTargets: true)
        #expect(filtered.imported.map(\.key) == [EdgeKey(from: "Gamma", to: "Log")])
        #expect(skipped.map(\.edge.from) == ["Beta", "Alpha", "Gamma"])
        #expect(skipped.map(\.flags) == [["A_ONLY", "NOWHERE"], ["NOWHERE"], ["NOWHERE"]])
    }

    /// The flag named is the one that makes the import false: its own clause's condition, or
    /// the branch taken before it.
    @Test func theConditionThatMakesAnImportFalseNamesTheFlag() {
        let graph = Self.graph([
            "Alamofire": [Self.clause(nil, .else, preceding: ["!LEGACY"])],  // !LEGACY holds: its #else never builds
            // OLD_API set nowhere
            "Moya": [Self.clause("USE_MOYA"), Self.clause("OLD_API", .elseif, preceding: ["NEW_API"])],
        ])
        let (filtered, skipped) = graph.droppingNeverCompiled(definedAnywhere: ["USE_MOYA"], defines: [:])
        #expect(filtered.imported.isEmpty)
        #expect(skipped.map(\.edge.to) == ["Alamofire", "Moya"])
        #expect(skipped.map(\.flags) == [["LEGACY"], ["OLD_API"]])
    }

    /// Imports share the clauses of a long `#elseif` chain (`ConditionChain`): each skipped one
    /// names its own flag, not every flag before it, in time linear in the clauses.
    @Test func aLongElseifChainIsSkippedInLinearTime() {
        let clauses = 20_000
        let imports = ImportScanner.scan(
            "#if C0\nimport X0\n" + (1..<clauses).map { "#elseif C\($0)\nimport X\($0)\n" }.joined() + "#endif\n")
        let file = "/app/Sources/Feature/Chain.swift"
        let graph = ModuleGraph(
            modules: [
                Module(name: "Feature", kind: .target(.regular), directory: "/app/Sources/Feature", files: [file])
            ]
                + imports.map { Module(name: $0.module, kind: .thirdParty) },
            declared: [],
            imported: imports.map {
                ImportedDependency(
                    key: EdgeKey(from: "Feature", to: $0.module),
                    evidence: [ImportEvidence(file: file, declaration: $0)])
            })
        let start = Date()
        let (filtered, skipped) = graph.droppingNeverCompiled(definedAnywhere: ["C\(clauses - 1)"], defines: [:])
        #expect(Date().timeIntervalSince(start) < 10, "took \(Date().timeIntervalSince(start)) s")
        #expect(filtered.imported.map(\.key.to) == ["X\(clauses - 1)"])
        #expect(skipped.count == clauses - 1)
        #expect(skipped.allSatisfy { $0.flags == ["C" + $0.edge.to.dropFirst()] })
    }

    /// Judged per target (issue 25): each target that compiles a file reads it for its own
    /// platforms and with what it can import.
    @Test func eachTargetReadsItsFilesForItsPlatformsAndDependencies() {
        let file = "/app/Shared/Sync.swift"
        func module(_ name: String, _ kind: ModuleKind, _ platforms: [String]) -> Module {
            var module = Module(name: name, kind: kind, files: [file])
            module.platforms = platforms
            return module
        }
        var lines = 0
        func edge(_ from: String, _ to: String, _ clauses: [ConditionClause]) -> ImportedDependency {
            lines += 1
            return ImportedDependency(
                key: EdgeKey(from: from, to: to),
                evidence: [
                    ImportEvidence(
                        file: file,
                        declaration: ImportDeclaration(
                            path: [to], line: lines, column: 1, conditions: ConditionChain(clauses)))
                ])
        }
        let canImportKit = [Self.clause("canImport(Kit)")],
            elseKit = [Self.clause(nil, .else, preceding: ["canImport(Kit)"])]
        let imported = [
            edge("App", "Kit", [Self.clause("os(iOS)")]), edge("Watch", "Kit", [Self.clause("os(iOS)")]),
            edge("App", "Fallback", elseKit), edge("Watch", "Fallback", elseKit),
            edge("Watch", "KitAgain", canImportKit),
            edge("App", "AppKit", [Self.clause("canImport(AppKit)")]),
            edge("Watch", "UIKit", [Self.clause("canImport(UIKit)")]),
            edge("App", "Unknown", [Self.clause("canImport(SomeSDK)")]),
            edge("App", "NotUnknown", [Self.clause(nil, .else, preceding: ["canImport(SomeSDK)"])]),
            edge("App", "Catalyst", [Self.clause("targetEnvironment(macCatalyst)")]),
            edge("App", "Simulator", [Self.clause("targetEnvironment(simulator)")]),
            edge("Watch", "Release", [Self.clause(nil, .else, preceding: ["DEBUG"])]),
            edge("Lib", "Helper", [Self.clause("canImport(Helper)")]),
            edge("Lib", "Other", [Self.clause(nil, .else, preceding: ["canImport(Helper)"])]),
            edge("Lib", "Own", [Self.clause("canImport(Lib)")]),
            edge("Lib", "NotOwn", [Self.clause(nil, .else, preceding: ["canImport(Lib)"])]),
        ]
        let declared = [
            DeclaredDependency(key: EdgeKey(from: "App", to: "Kit"), reference: .target("Kit")),
            DeclaredDependency(
                key: EdgeKey(from: "Lib", to: "Helper"), reference: .target("Helper"),
                condition: PackageManifest.Condition(platforms: ["ios"])),
        ]
        let modules =
            [
                module("App", .xcode(.application), ["ios"]), module("Watch", .xcode(.watchApp), ["watchos"]),
                module("Kit", .xcode(.framework), ["ios"]), module("Lib", .target(.regular), []),
                module("Helper", .target(.regular), []),
            ]
            + Set(imported.map(\.key.to)).subtracting(["Kit", "Helper"]).sorted().map {
                Module(name: $0, kind: .thirdParty)
            }
        let graph = ModuleGraph(modules: modules, declared: declared, imported: imported)
        let (filtered, skipped) = graph.droppingNeverCompiled(
            definedAnywhere: ["DEBUG"], defines: [:], judgingTargets: true)
        #expect(
            filtered.imported.map { "\($0.key)" } == [
                "App -> Kit",  // os(iOS) on iOS
                // a module the SDK table does not know; a simulator build
                "App -> NotUnknown", "App -> Simulator", "App -> Unknown",
                // Helper only `.when(platforms: [.iOS])`, Lib of every platform: undecided
                "Lib -> Helper", "Lib -> Other",
                "Lib -> Own",  // canImport of its own module
                "Watch -> Fallback",  // Kit is built for iOS only: not found on watchOS
                "Watch -> Release",  // DEBUG is set in some configuration: undecided
                "Watch -> UIKit",  // UIKit is in watchOS's SDK
            ])
        // In line order; each with the condition that decides against it and the platforms judged.
        #expect(
            skipped.map { "\($0.edge) | \($0.condition ?? "-") | \($0.platforms.joined(separator: ","))" } == [
                "Watch -> Kit | os(iOS) | watchos",
                "App -> Fallback | canImport(Kit) | ios",  // Kit is declared: its #else is not compiled
                "Watch -> KitAgain | canImport(Kit) | watchos",
                "App -> AppKit | canImport(AppKit) | ios",  // not in iOS's SDK
                "App -> Catalyst | targetEnvironment(macCatalyst) | ios",
                "Lib -> NotOwn | canImport(Lib) | ",
            ])
        #expect(skipped.allSatisfy { $0.flags.isEmpty })
    }

    /// A target whose flags are all known reads a flag it never sets as false, whatever other
    /// targets set (a file an app and its extension share under `#if MAINAPP`).
    @Test func aTargetsOwnFlagsJudgeItsFiles() {
        let file = "/app/Shared/Config.swift"
        let graph = ModuleGraph(
            modules: [
                Module(name: "App", kind: .xcode(.application), files: [file]),
                Module(name: "Share", kind: .xcode(.appExtension), files: [file]),
                Module(name: "PDFKit", kind: .thirdParty), Module(name: "Lite", kind: .thirdParty),
                Module(name: "Logs", kind: .thirdParty),
            ], declared: [],
            imported: ["App", "Share"].flatMap { from in
                [
                    ImportedDependency(
                        key: EdgeKey(from: from, to: "PDFKit"),
                        evidence: [
                            ImportEvidence(
                                file: file,
                                declaration: ImportDeclaration(
                                    path: ["PDFKit"], line: 2, column: 1,
                                    conditions: ConditionChain([Self.clause("MAINAPP")])))
                        ]),
                    ImportedDependency(
                        key: EdgeKey(from: from, to: "Lite"),
                        evidence: [
                            ImportEvidence(
                                file: file,
                                declaration: ImportDeclaration(
                                    path: ["Lite"], line: 4, column: 1,
                                    conditions: ConditionChain([Self.clause(nil, .else, preceding: ["MAINAPP"])])))
                        ]),
                    ImportedDependency(
                        key: EdgeKey(from: from, to: "Logs"),
                        evidence: [
                            ImportEvidence(
                                file: file,
                                declaration: ImportDeclaration(
                                    path: ["Logs"], line: 6, column: 1,
                                    conditions: ConditionChain([Self.clause("DEBUG")])))
                        ]),
                ]
            })
        // App sets MAINAPP (and DEBUG in one configuration); Share's settings set DEBUG only;
        // without knowing a target's flags, MAINAPP (set somewhere) stays undecided.
        let (filtered, skipped) = graph.droppingNeverCompiled(
            definedAnywhere: ["MAINAPP", "DEBUG"], defines: ["App": ["MAINAPP"]],
            judgingTargets: true, targetFlags: ["App": ["MAINAPP", "DEBUG"], "Share": ["DEBUG"]])
        #expect(
            filtered.imported.map { "\($0.key)" } == ["App -> Logs", "App -> PDFKit", "Share -> Lite", "Share -> Logs"])
        #expect(
            skipped.map { "\($0.edge) | \($0.condition ?? "-")" } == [
                "Share -> PDFKit | MAINAPP", "App -> Lite | MAINAPP",
            ])
        #expect(skipped.allSatisfy { $0.flags.isEmpty }, "MAINAPP is set somewhere: no 'set nowhere' note")
        let unknown = graph.droppingNeverCompiled(
            definedAnywhere: ["MAINAPP", "DEBUG"], defines: ["App": ["MAINAPP"]], judgingTargets: true)
        #expect(
            unknown.skipped.map { "\($0.edge)" } == ["App -> Lite"],
            "Share's flags unknown: its MAINAPP branches both kept")
    }

    @Test func theSDKTableKnowsEachPlatformsModules() {
        #expect(SDKModules.isPresent("UIKit", on: "watchos") == true)
        #expect(SDKModules.isPresent("UIKit", on: "macos") == false)
        #expect(SDKModules.isPresent("AppKit", on: "maccatalyst") == true)
        #expect(SDKModules.isPresent("AppKit", on: "ios") == false)
        #expect(SDKModules.isPresent("WatchConnectivity", on: "ios") == true)
        #expect(SDKModules.isPresent("WatchConnectivity", on: "macos") == false)
        #expect(SDKModules.isPresent("ActivityKit", on: "watchos") == false)
        #expect(SDKModules.isPresent("ActivityKit", on: "visionos") == nil, "a platform the row is unsure of")
        #expect(SDKModules.isPresent("System", on: "tvos") == true)
        #expect(SDKModules.isPresent("MachO", on: "linux") == false)
        #expect(SDKModules.isPresent("AppleArchive", on: "visionos") == true)
        #expect(SDKModules.isPresent("FoundationNetworking", on: "linux") == true)
        #expect(SDKModules.isPresent("FoundationNetworking", on: "ios") == false)
        #expect(SDKModules.isPresent("Glibc", on: "linux") == true)
        #expect(SDKModules.isPresent("SomeFutureKit", on: "ios") == nil, "not listed: not known")
        #expect(SDKModules.isPresent("UIKit", on: "solaris") == nil)
        #expect(SDKModules.modules(on: "linux").isSuperset(of: ["Swift", "Foundation", "Dispatch", "XCTest", "Glibc"]))
    }

    @Test func nothingToDropLeavesTheGraphAsItIs() {
        let graph = Self.graph(["Moya": [Self.clause("USE_MOYA")]])
        let (filtered, skipped) = graph.droppingNeverCompiled(definedAnywhere: ["USE_MOYA"], defines: [:])
        #expect(skipped.isEmpty)
        #expect(filtered.imported.map(\.key.to) == ["Moya"])
    }

    @Test func flagsAreReadFromConditionText() {
        #expect(ModuleGraph.flags(in: "!A && (os(iOS) || B)") == ["A", "B"])
        #expect(ModuleGraph.flags(in: "canImport(UIKit)") == [])
        #expect(ModuleGraph.flags(in: "swift(>=5.9)") == [])
    }

    /// A release build never compiles `#if DEBUG`; other flags stay undecided.
    @Test func releaseEvaluationDecidesOnlyDebug() {
        let release = ConditionEvaluator(
            selection: BuildSelection(configuration: "release"), workspaceModules: [], otherFlagsUndecided: true)
        #expect(release.isActive([Self.clause("DEBUG")]) == false)
        #expect(release.isActive([Self.clause("DEBUG || PREVIEWS")]) == nil)
        #expect(release.isActive([Self.clause("!DEBUG")]) == true)
    }
}
