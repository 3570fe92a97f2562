import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

@Suite struct ConditionEvaluatorTests {
    static func evaluate(
        _ text: String, platform: String? = nil, configuration: String? = nil, flags: Set<String> = [],
        defines: Set<String> = []
    ) -> Bool? {
        ConditionEvaluator(
            selection: BuildSelection(platform: platform, configuration: configuration, flags: flags),
            workspaceModules: ["CoreUI", "Kingfisher"], defines: defines
        ).evaluate(text)
    }

    @Test func platformTests() {
        #expect(Self.evaluate("os(iOS)", platform: "ios") == true)
        #expect(Self.evaluate("os(iOS)", platform: "macos") == false)
        #expect(Self.evaluate("os(OSX)", platform: "macos") == true)
        #expect(Self.evaluate("os(iOS) || os(tvOS)", platform: "tvos") == true)
        #expect(Self.evaluate("!os(Linux)", platform: "linux") == false)
        #expect(Self.evaluate("os(iOS)") == nil, "no platform selected: undecidable")
    }

    @Test func canImportKnowsTheWorkspaceAndThePlatformSDK() {
        #expect(Self.evaluate("canImport(UIKit)", platform: "ios") == true)
        #expect(Self.evaluate("canImport(UIKit)", platform: "macos") == false)
        #expect(Self.evaluate("canImport(AppKit)", platform: "macos") == true)
        #expect(Self.evaluate("canImport(Glibc)", platform: "linux") == true)
        #expect(Self.evaluate("canImport(Darwin)", platform: "linux") == false)
        #expect(Self.evaluate("canImport(CoreUI)") == true, "a workspace module builds everywhere")
        #expect(Self.evaluate("canImport(Kingfisher, _version: 8.0)") == true)
        #expect(Self.evaluate("canImport(UIKit)") == nil)
    }

    @Test func configurationFlagsAndVersions() {
        #expect(Self.evaluate("DEBUG", configuration: "debug") == true)
        #expect(Self.evaluate("DEBUG", configuration: "release") == false)
        #expect(Self.evaluate("DEBUG") == nil)
        #expect(Self.evaluate("FEATURE_X", platform: "ios") == false, "unset flags are false once anything is selected")
        #expect(Self.evaluate("FEATURE_X", flags: ["FEATURE_X"]) == true)
        #expect(Self.evaluate("FEATURE_X", platform: "ios", defines: ["FEATURE_X"]) == true)
        #expect(Self.evaluate("compiler(>=6) && !swift(<5.9)", platform: "ios") == true)
        #expect(Self.evaluate("swift(>=99)", platform: "ios") == false)
        #expect(Self.evaluate("arch(arm64)", platform: "ios") == nil)
        #expect(Self.evaluate("arch(arm64) && os(Linux)", platform: "ios") == false, "false wins over undecided in &&")
        #expect(Self.evaluate("targetEnvironment(simulator) || os(iOS)", platform: "ios") == true)
        #expect(Self.evaluate("(os(iOS)", platform: "ios") == nil, "malformed: undecidable")
    }

    @Test func elseClausesNeedEveryEarlierClauseFalse() {
        let evaluator = ConditionEvaluator(selection: BuildSelection(platform: "macos"), workspaceModules: [])
        let appKit = [ConditionClause(clause: .elseif, condition: "os(macOS)", preceding: ["canImport(UIKit)"])]
        let headless = [ConditionClause(clause: .else, condition: nil, preceding: ["canImport(UIKit)", "os(macOS)"])]
        #expect(evaluator.isActive(appKit) == true)
        #expect(evaluator.isActive(headless) == false)
        let nested = [
            ConditionClause(clause: .if, condition: "os(macOS)"),
            ConditionClause(clause: .if, condition: "arch(arm64)"),
        ]
        #expect(evaluator.isActive(nested) == nil)
    }
}

@Suite(.requiresSwift)
struct PlatformSelectionTests {
    static func edges(_ selection: BuildSelection) throws -> (declared: [String], imported: [String], notices: [String])
    {
        let root = Fixtures.sampleWorkspace
        let configuration = try ConfigurationLoader.load(
            file: (root as NSString).appendingPathComponent("archlint.json"), catalog: .standard)
        var options = CheckOptions(packagePath: root)
        options.selection = selection
        let workspace = try Linter(workingDirectory: root).loadWorkspace(
            options, root: root, configuration: configuration)
        return (
            workspace.graph.declared.map(\.key.description), workspace.graph.imported.map(\.key.description),
            workspace.notices.map(\.text).filter { $0.contains("note: cannot decide") }
        )
    }

    @Test func iOSKeepsTheIOSOnlyEdges() throws {
        let result = try Self.edges(BuildSelection(platform: "ios"))
        #expect(result.declared.contains("ProfileFeature -> Kingfisher"))
        #expect(result.imported.contains("ProfileFeature -> Kingfisher"))
        #expect(result.imported.contains("CoreUI -> UIKit"))
        #expect(result.notices.isEmpty)
    }

    @Test func linuxDropsThem() throws {
        let result = try Self.edges(BuildSelection(platform: "linux"))
        #expect(!result.declared.contains("ProfileFeature -> Kingfisher"))
        #expect(!result.imported.contains("ProfileFeature -> Kingfisher"))
        #expect(!result.imported.contains("CoreUI -> UIKit"))
        #expect(result.imported.contains("App -> UIKit"), "an unconditional import stays")
    }

    @Test func undecidableConditionsKeepBothBranchesAndSaySo() throws {
        let result = try Self.edges(BuildSelection(configuration: "debug"))
        #expect(result.imported.contains("CoreUI -> UIKit"))
        #expect(
            result.notices == [
                "Packages/Core/Sources/CoreUI/Button.swift:3: note: cannot decide `#if canImport(UIKit)` for --configuration debug; both branches kept",
                "Packages/Features/Sources/ProfileFeature/ProfileScreen.swift:3: note: cannot decide `#if os(iOS)` for --configuration debug; both branches kept",
            ])
    }

    @Test func unknownPlatformSuggestsTheNearest() throws {
        let output = try ChildProcess.archlint(
            ["check", "--platform", "iso", "--manifest-json", "dump.json"], in: Fixtures.layered)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(output.standardError.hasPrefix("error: unknown platform 'iso'; did you mean 'ios'?"))
    }
}

@Suite(.requiresSwift)
struct PlatformScopedRuleTests {
    @Test func aRuleScopedToAPlatformJudgesThatPlatformsGraph() throws {
        let root = Fixtures.sampleWorkspace
        let configuration = try ConfigurationLoader.load(
            text: """
                {
                  "modules": [{"name": "App", "type": "executable", "sources": ["App/**/*.swift"], "exclude": ["App/Generated/**"]}],
                  "rules": [
                    {"id": "uikit-never-on-linux", "kind": "forbidden", "from": "*", "to": "UIKit", "platforms": ["linux"]},
                    {"id": "no-kingfisher-on-ios", "kind": "forbidden", "from": "*", "to": "Kingfisher", "platforms": ["ios"]},
                    {"id": "no-kingfisher-on-macos", "kind": "forbidden", "from": "*", "to": "Kingfisher", "platforms": ["macos"]}
                  ]
                }
                """, origin: (root as NSString).appendingPathComponent("archlint.json"), catalog: .standard)
        let linter = Linter(workingDirectory: root)
        let workspace = try linter.loadWorkspace(
            CheckOptions(packagePath: root), root: root, configuration: configuration)
        let found = linter.evaluate(configuration, on: workspace).violations.map { "\($0.ruleID): \($0.edge!)" }
        // CoreUI's UIKit import sits under #if canImport(UIKit): not on Linux. App's is unconditional.
        #expect(found == ["uikit-never-on-linux: App -> UIKit", "no-kingfisher-on-ios: ProfileFeature -> Kingfisher"])

        var options = CheckOptions(packagePath: root)
        options.selection = BuildSelection(platform: "macos")
        let macOS = try linter.loadWorkspace(options, root: root, configuration: configuration)
        #expect(
            linter.evaluate(configuration, on: macOS).violations.isEmpty,
            "with --platform macos only macOS-scoped rules run")
    }

    @Test func unknownPlatformInARuleIsAnError() throws {
        do {
            _ = try ConfigurationLoader.load(
                text: #"{"rules": [{"kind": "acyclic", "platforms": ["iOS"]}]}"#, catalog: .standard)
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "rules[0].platforms[0]")
            #expect(error.message.contains("did you mean \"ios\"?"))
        }
    }
}
