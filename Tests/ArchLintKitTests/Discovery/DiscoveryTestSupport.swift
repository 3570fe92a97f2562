import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintPackage

/// Where the discovery fixture packages live, found from this file's path so tests run from any
/// working directory.
enum DiscoveryFixtures {
    /// The repository root: this file is `<root>/Tests/ArchLintKitTests/Discovery/<file>`.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.standardizedFileURL.path
    }()

    static let root = repositoryRoot + "/Tests/Fixtures/Discovery"

    static func path(_ name: String) -> String { root + "/" + name }

    /// The fixture packages SwiftPM accepts: every folder directly under the fixture root with a
    /// `Package.swift` (the refused ones live under `Invalid/`).
    static var validPackages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().filter { FileManager.default.fileExists(atPath: root + "/" + $0 + "/Package.swift") }
    }
}

extension TargetSources {
    /// `files` relative to `directory`, to compare with hand-written lists.
    var relativeFiles: [String] {
        files.map { file in
            file.hasPrefix(directory + "/") ? String(file.dropFirst(directory.count + 1)) : file
        }
    }
}

extension Array where Element == TargetSources {
    subscript(target name: String) -> TargetSources? { first { $0.target == name } }
}

/// A scratch folder for small trees; call `remove()` (in a `defer`) when done.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlint-discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` to `relativePath`, creating folders on the way.
    func write(_ relativePath: String, _ contents: String = "") throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func symlink(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }
}
