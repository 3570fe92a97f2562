import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage

/// The `swift` driver on `PATH`, used to ask SwiftPM itself what it compiles.
enum SwiftPMTool {
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let skipMessage: Comment = "`swift` is not on PATH, so SwiftPM cannot be asked; differential check skipped"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `swift package <arguments>` on `packageDirectory` with a throw-away scratch folder
    /// and returns standard output.
    static func package(_ arguments: [String], packageDirectory: String, scratch: String) throws -> Data {
        guard let executable else { throw Failure(description: "\(skipMessage)") }
        let output = scratch + "/stdout", errors = scratch + "/stderr"
        try Data().write(to: URL(fileURLWithPath: output))
        try Data().write(to: URL(fileURLWithPath: errors))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["package", "--package-path", packageDirectory, "--scratch-path", scratch + "/build"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "`swift package \(arguments.joined(separator: " "))` failed with status \(process.terminationStatus) in \(packageDirectory):\n\(message)")
        }
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }
}

/// Copies a folder tree, keeping symlinks (dangling ones too) as symlinks.
func copyTree(from source: String, to destination: String) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
    for entry in try fileManager.contentsOfDirectory(atPath: source) {
        let from = source + "/" + entry, to = destination + "/" + entry
        if let link = try? fileManager.destinationOfSymbolicLink(atPath: from) {
            try fileManager.createSymbolicLink(atPath: to, withDestinationPath: link)
            continue
        }
        var isDirectory: ObjCBool = false
        _ = fileManager.fileExists(atPath: from, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            try copyTree(from: from, to: to)
        } else {
            try fileManager.copyItem(atPath: from, toPath: to)
        }
    }
}

/// Checks that `SourceDiscovery` finds, for every target of the package, exactly the target
/// folder and source files `swift package describe` reports.
///
/// Works on a copy in a temporary folder so SwiftPM's `.build` and `Package.resolved` never land
/// next to the original. Needs `swift` on `PATH` (gate callers with
/// `.enabled(if: SwiftPMTool.executable != nil, SwiftPMTool.skipMessage)`) and a package without
/// remote dependencies, since it runs offline.
func assertDiscoveryMatchesSwiftPM(
    packageDirectory: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let copy = scratch.path + "/" + URL(fileURLWithPath: packageDirectory).lastPathComponent
    try copyTree(from: packageDirectory, to: copy)

    let dump = try SwiftPMTool.package(["dump-package"], packageDirectory: copy, scratch: scratch.path)
    let manifest = try ManifestDecoder.decode(dump)
    let described = try SwiftPMTool.package(["describe", "--type", "json"], packageDirectory: copy, scratch: scratch.path)
    guard let json = try JSONSerialization.jsonObject(with: described) as? [String: Any],
          let describedTargets = json["targets"] as? [[String: Any]]
    else {
        throw SwiftPMTool.Failure(description: "`swift package describe` printed no target list for \(packageDirectory)")
    }

    #expect(!describedTargets.isEmpty, "describe listed no targets for \(packageDirectory)", sourceLocation: sourceLocation)
    let discovered = SourceDiscovery.discover(manifest: manifest, packageRoot: copy).targets
    var seen = Set<String>()
    for entry in describedTargets {
        guard let name = entry["name"] as? String, let path = entry["path"] as? String else { continue }
        seen.insert(name)
        let directory = SourceDiscovery.DiscoveryPath.resolve(path, against: copy)
        let files = ((entry["sources"] as? [String]) ?? [])
            .map { SourceDiscovery.DiscoveryPath.resolve($0, against: directory) }.sorted()
        guard let ours = discovered.first(where: { $0.target == name }) else {
            Issue.record("SwiftPM describes target '\(name)' but discovery returned none", sourceLocation: sourceLocation)
            continue
        }
        #expect(ours.directory == directory, "directory of '\(name)'", sourceLocation: sourceLocation)
        #expect(ours.files == files, "files of '\(name)'", sourceLocation: sourceLocation)
    }
    // SwiftPM leaves targets without sources out of `describe`; discovery keeps them, empty.
    for ours in discovered where !seen.contains(ours.target) {
        #expect(ours.files == [], "SwiftPM has no target '\(ours.target)' but discovery found files", sourceLocation: sourceLocation)
    }
}

@Suite(.enabled(if: SwiftPMTool.executable != nil, SwiftPMTool.skipMessage))
struct SourceDiscoveryDifferentialTests {
    @Test(arguments: DiscoveryFixtures.validPackages)
    func discoveryMatchesSwiftPM(fixture: String) throws {
        try assertDiscoveryMatchesSwiftPM(packageDirectory: DiscoveryFixtures.path(fixture))
    }
}

/// The showcase package must be discovered exactly as SwiftPM sees it, vendored packages too.
@Suite struct SampleProjectDiscoveryTests {
    @Test(.enabled(if: SwiftPMTool.executable != nil, SwiftPMTool.skipMessage),
          arguments: ["SampleProject", "SampleProject/Vendor/Alamofire", "SampleProject/Vendor/Moya"])
    func sampleProjectMatchesSwiftPM(_ relativePath: String) throws {
        try assertDiscoveryMatchesSwiftPM(packageDirectory: TestSupport.path(relativePath))
    }
}
