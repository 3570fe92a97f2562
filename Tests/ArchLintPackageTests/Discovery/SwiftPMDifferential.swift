import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// What SwiftPM itself says about a package: `swift package dump-package` and
/// `swift package describe --type json`, run on a copy in a temporary folder so SwiftPM's `.build`
/// and `Package.resolved` never land next to the original.
///
/// Both outputs are recorded under `Tests/Fixtures/ToolOutputs/swift-package/` (see
/// `RecordedToolOutput`), keyed by the package's whole tree: each is a few kilobytes of SwiftPM's
/// own JSON, and the packages are fixtures that change rarely. The temporary folder holding the
/// copy differs run to run; it is recorded as `$TEMPORARY_FOLDER` (a path dependency such as
/// Moya's `../Alamofire` points beside the copy, so the copy's own path is not enough).
enum SwiftPMAnswers {
    static let placeholder = "$TEMPORARY_FOLDER"

    /// The standard output of `swift package <arguments>` in `copy`, recorded as `recording`.
    static func output(
        _ arguments: [String], copy: String, scratch: TemporaryDirectory, tree: Data,
        recording: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Data {
        let command =
            (["swift", "package"] + arguments).joined(separator: " ")
            + " on \(placeholder)/\((copy as NSString).lastPathComponent)"
        let text = try RecordedToolOutput.output(
            of: command, inputs: [tree], recording: recording, sourceLocation: sourceLocation
        ) {
            let swift = try #require(Toolchain.swift)
            let output = try ChildProcess.run(
                swift, ["package", "--package-path", copy, "--scratch-path", scratch.path("build")] + arguments,
                in: copy
            )
            .requireSuccess("swift package \(arguments.joined(separator: " ")) in \(copy)")
            return output.standardOutput.replacingOccurrences(of: scratch.path, with: placeholder)
        }
        return Data(text.replacingOccurrences(of: placeholder, with: scratch.path).utf8)
    }
}

/// Checks that `SourceDiscovery` finds, for every target of the package, exactly the target
/// folder and source files `swift package describe` reports, reading the manifest SwiftPM dumps.
///
/// Works on a copy named `copyName` (by default the package folder's name); needs a package
/// without remote dependencies, since SwiftPM runs offline. `recording` names the recorded
/// SwiftPM outputs (`swift-package/RECORDING.dump-package.txt` and `.describe.txt`).
func assertDiscoveryMatchesSwiftPM(
    packageDirectory: String,
    copyName: String? = nil,
    recording: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let scratch = try TemporaryDirectory("swiftpm")
    defer { scratch.remove() }
    let copy = try scratch.copy(packageDirectory, to: copyName)
    let tree = try RecordedToolOutput.treeInput(copy)

    let dump = try SwiftPMAnswers.output(
        ["dump-package"], copy: copy, scratch: scratch, tree: tree,
        recording: "swift-package/\(recording).dump-package.txt", sourceLocation: sourceLocation)
    let manifest = try ManifestDecoder.decode(dump)
    let described = try SwiftPMAnswers.output(
        ["describe", "--type", "json"], copy: copy, scratch: scratch, tree: tree,
        recording: "swift-package/\(recording).describe.txt", sourceLocation: sourceLocation)
    guard let json = try JSONSerialization.jsonObject(with: described) as? [String: Any],
        let describedTargets = json["targets"] as? [[String: Any]]
    else {
        throw ChildProcess.Failure(
            description: "`swift package describe` printed no target list for \(packageDirectory)")
    }

    #expect(
        !describedTargets.isEmpty, "describe listed no targets for \(packageDirectory)", sourceLocation: sourceLocation)
    let discovered = SourceDiscovery.discover(manifest: manifest, packageRoot: copy).targets
    var seen = Set<String>()
    for entry in describedTargets {
        guard let name = entry["name"] as? String, let path = entry["path"] as? String else { continue }
        seen.insert(name)
        let directory = SourceDiscovery.DiscoveryPath.resolve(path, against: copy)
        let files = ((entry["sources"] as? [String]) ?? [])
            .map { SourceDiscovery.DiscoveryPath.resolve($0, against: directory) }.sorted()
        guard let ours = discovered.first(where: { $0.target == name }) else {
            Issue.record(
                "SwiftPM describes target '\(name)' but discovery returned none", sourceLocation: sourceLocation)
            continue
        }
        #expect(ours.directory == directory, "directory of '\(name)'", sourceLocation: sourceLocation)
        #expect(ours.files == files, "files of '\(name)'", sourceLocation: sourceLocation)
    }
    // SwiftPM leaves targets without sources out of `describe`; discovery keeps them, empty.
    for ours in discovered where !seen.contains(ours.target) {
        #expect(
            ours.files == [], "SwiftPM has no target '\(ours.target)' but discovery found files",
            sourceLocation: sourceLocation)
    }
}

/// Discovery against SwiftPM on every fixture package, on the showcase package (vendored
/// packages too) and on the packages `SourceDiscoveryRuleTests` builds for tools-version rules.
@Suite(.requiresSwift, .tags(.differential, .slow))
struct SourceDiscoveryDifferentialTests {
    @Test(arguments: DiscoveryFixtures.validPackages)
    func discoveryMatchesSwiftPM(fixture: String) throws {
        try assertDiscoveryMatchesSwiftPM(packageDirectory: DiscoveryFixtures.path(fixture), recording: fixture)
    }

    /// The showcase package must be discovered exactly as SwiftPM sees it, vendored packages too.
    @Test(arguments: ["SampleProject", "SampleProject/Vendor/Alamofire", "SampleProject/Vendor/Moya"])
    func sampleProjectMatchesSwiftPM(_ relativePath: String) throws {
        try assertDiscoveryMatchesSwiftPM(
            packageDirectory: Fixtures.repositoryPath(relativePath),
            recording: relativePath.replacingOccurrences(of: "/", with: "-"))
    }

    @Test(arguments: ["5.5", "5.6"])
    func foldersWithADotMatchSwiftPM(tools: String) throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try SourceDiscoveryRuleTests.writeFoldersWithADotPackage(tools: tools, in: package)
        try assertDiscoveryMatchesSwiftPM(
            packageDirectory: package.path, copyName: "Scratch", recording: "FoldersWithADot-tools-\(tools)")
    }

    @Test func onlyTargetInsideSourcesMatchesSwiftPM() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try SourceDiscoveryRuleTests.writeOnlyTargetInsideSourcesPackage(in: package)
        try assertDiscoveryMatchesSwiftPM(
            packageDirectory: package.path, copyName: "Scratch", recording: "OnlyTargetInsideSources")
    }
}
