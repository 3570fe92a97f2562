import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The discovery fixture packages, under Tests/Fixtures/Discovery.
enum DiscoveryFixtures {
    static let root = Fixtures.path("Discovery")

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
