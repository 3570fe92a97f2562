import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// The protocols archlint proposes for SampleProject's findings, and the conformances it
/// proposes for them, compile: each is written into a scratch copy of SampleProject (the
/// protocol into the module that owns it, the conformance into the module the plan names) and
/// every module is type-checked with `swiftc` on this machine (Linux: SampleProject guards its
/// SwiftUI, UIKit and CryptoKit code with `#if canImport`).
///
/// swiftc's outcome is recorded (`Tests/Fixtures/ToolOutputs/swiftc-typecheck/`) under a key of
/// every byte it depends on: the files type-checked, the modules archlint lists, the proposals it
/// wrote and `ModuleTypeChecker` itself. `swift test` replays it while they are unchanged;
/// `.ci/run` runs swiftc again (`ARCHLINT_LIVE_TOOLS=1`), and so does any change to them.
@Suite(.requiresSwift, .tags(.differential, .slow))
struct SkeletonTypeCheckTests {
    /// A scratch copy of SampleProject, its check result and its workspace.
    static func scratchCopy() throws -> (root: String, result: CheckResult, workspace: LoadedGraph) {
        let directory = try TemporaryDirectory("skeleton").path
        let root = (directory as NSString).appendingPathComponent("SampleProject")
        try FileManager.default.copyItem(atPath: Fixtures.repositoryPath("SampleProject"), toPath: root)
        try? FileManager.default.removeItem(atPath: (root as NSString).appendingPathComponent(".build"))
        let linter = Linter(workingDirectory: directory)
        let result = try linter.check(CheckOptions(packagePath: root))
        let workspace = try linter.loadWorkspace(CheckOptions(packagePath: root), root: root)
        return (root, result, workspace)
    }

    /// Every library and executable target (tests left out), and the vendored stand-ins.
    static func modules(_ workspace: LoadedGraph, root: String) throws -> [ModuleTypeChecker.Module] {
        var withResources: Set<String> = []
        for package in workspace.packages {
            for target in package.manifest.targets where !target.resources.isEmpty { withResources.insert(target.name) }
        }
        var modules = workspace.graph.modules.values.filter { module in
            (module.kind == .target(.regular) || module.kind == .target(.executable)) && !module.files.isEmpty
        }.map {
            ModuleTypeChecker.Module(name: $0.name, files: $0.files, hasResources: withResources.contains($0.name))
        }
        let vendor = (root as NSString).appendingPathComponent("Vendor")
        for package in try FileManager.default.contentsOfDirectory(atPath: vendor).sorted() {
            let sources = "\(vendor)/\(package)/Sources"
            for name in try FileManager.default.contentsOfDirectory(atPath: sources).sorted() {
                let folder = "\(sources)/\(name)"
                let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter {
                    $0.hasSuffix(".swift")
                }.sorted().map { "\(folder)/\($0)" }
                modules.append(ModuleTypeChecker.Module(name: name, files: files))
            }
        }
        return modules.sorted { $0.name < $1.name }
    }

    /// What `ModuleTypeChecker` finds for `modules` (all under `root`): the compiler's error
    /// lines, and the files type-checked without their bodies, paths relative to the folder
    /// holding `root`. From the recording `NAME.txt` while its key holds, else from swiftc.
    static func typeCheck(_ modules: [ModuleTypeChecker.Module], root: String, recording: String) throws -> (
        errors: [String], partiallyChecked: [String]
    ) {
        let work = (root as NSString).deletingLastPathComponent
        func relative(_ path: String) -> String {
            path.hasPrefix(work + "/") ? String(path.dropFirst(work.count + 1)) : path
        }
        let listing = modules.map { module in
            "\(module.name)\(module.hasResources ? " (resources)" : ""): "
                + module.files.map(relative).joined(separator: " ")
        }.joined(separator: "\n")
        let checker = try Data(
            contentsOf: URL(
                fileURLWithPath: Fixtures.repositoryPath("Tests/ArchLintTestSupport/ModuleTypeChecker.swift")))
        let text = try RecordedToolOutput.output(
            of: "swiftc -typecheck of every module, cycles split (ModuleTypeChecker)",
            inputs: [try RecordedToolOutput.treeInput(root), Data(listing.utf8), checker],
            recording: "swiftc-typecheck/\(recording).txt"
        ) {
            let outcome = try ModuleTypeChecker(swiftc: try #require(Toolchain.swiftc), work: work).check(modules)
            var lines = outcome.partiallyChecked.map { "partially checked: " + relative($0) }
            for name in outcome.errors.keys.sorted() {
                lines += outcome.errors[name]!.split(separator: "\n").map {
                    "error in \(name): " + $0.replacingOccurrences(of: work + "/", with: "")
                }
            }
            return lines.map { $0 + "\n" }.joined()
        }
        let lines = text.split(separator: "\n").map(String.init)
        return (
            lines.filter { $0.hasPrefix("error in ") },
            lines.filter { $0.hasPrefix("partially checked: ") }.map {
                String($0.dropFirst("partially checked: ".count))
            }
        )
    }

    @Test func sampleProjectTypeChecks() throws {
        let (root, _, workspace) = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let outcome = try Self.typeCheck(
            try Self.modules(workspace, root: root), root: root, recording: "SampleProject")
        #expect(outcome.errors.isEmpty, "\(outcome.errors.joined(separator: "\n"))")
        // Only the files that close SampleProject's two deliberate cycles go without their bodies checked.
        #expect(
            outcome.partiallyChecked.map { ($0 as NSString).lastPathComponent }.sorted() == [
                "Authenticator.swift", "CardManagementView.swift",
            ])
    }

    @Test func proposedProtocolsAndConformancesTypeCheck() throws {
        let (root, result, workspace) = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        var written: Set<String> = []
        var protocols: [String] = []
        for plan in result.violations.compactMap(\.plan) {
            guard let skeleton = plan.protocolSkeleton, let name = plan.protocolName, let owner = plan.ownerModule,
                written.insert("\(owner).\(name)").inserted
            else { continue }
            let ownerDirectory = try #require(workspace.graph.modules[owner]?.directory)
            try skeleton.write(toFile: "\(ownerDirectory)/Proposed\(name).swift", atomically: true, encoding: .utf8)
            protocols.append("\(owner).\(name)")
            let conformance = try #require(plan.conformanceSkeleton, "\(name) has no conformance")
            let module = try #require(plan.conformanceModule)
            let directory = try #require(workspace.graph.modules[module]?.directory, "no module \(module)")
            try conformance.write(
                toFile: "\(directory)/Proposed\(name)Conformance.swift", atomically: true, encoding: .utf8)
        }
        // One per inversion and routing plan of SampleProject's findings.
        #expect(
            protocols.sorted() == [
                "AppLegacy.DebouncerProviding", "CardFeature.CardFeatureRouting", "CoreAnalytics.LoggerProviding",
                "DemandDepositFeature.DemandDepositFeatureRouting", "Network.AccessTokenHandler",
                "PaymentsFeature.PaymentsFeatureRouting", "SafeBoxFeature.PasswordSignerProviding",
            ])
        let relisted = try Linter(workingDirectory: root).loadWorkspace(CheckOptions(packagePath: root), root: root)
        let outcome = try Self.typeCheck(
            try Self.modules(relisted, root: root), root: root, recording: "SampleProject-with-proposals")
        #expect(outcome.errors.isEmpty, "\(outcome.errors.joined(separator: "\n"))")
    }
}
