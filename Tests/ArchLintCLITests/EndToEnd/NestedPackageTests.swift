import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// A package inside another package's target folder (seen in a public app: a target
/// `path: "Packages/Api", sources: ["Sources"]` over a folder that is also a package of its own).
/// SwiftPM builds both (neither package depends on the other, so no graph holds two modules of
/// one name); archlint checks the files once when the inner module's files are all compiled by
/// the outer one, and says which copy it does not check when they are not.
@Suite struct NestedPackageTests {
    static let outer = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Outer", targets: [
            .executableTarget(name: "App", dependencies: ["Api"]),
            .target(name: "Api", path: "Packages/Api", sources: ["Sources"]),
        ])

        """

    static func inner(path: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Api", products: [.library(name: "Api", targets: ["Api"])], targets: [
            .target(name: "Api", path: "\(path)"),
        ])

        """
    }

    static func make(innerPath: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("nested-package")
        _ = try directory.write("Package.swift", Self.outer)
        _ = try directory.write("Packages/Api/Package.swift", Self.inner(path: innerPath))
        _ = try directory.write("Packages/Api/Sources/Client.swift", "public struct Client { public init() {} }\n")
        _ = try directory.write("Packages/Api/Extra/Extra.swift", "public struct Extra {}\n")
        _ = try directory.write("Sources/App/main.swift", "import Api\nlet client = Client()\n")
        return directory
    }

    @Test func theSameFilesAreOneModuleCheckedOnce() throws {
        let directory = try Self.make(innerPath: "Sources")
        defer { directory.remove() }
        let output = try ChildProcess.archlint(["check", "--manifests", "static", "--no-cache"], in: directory.path)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(
            output.standardError.contains(
                "Packages/Api/Package.swift: note: module 'Api' compiles only files that module 'Api' of package 'Outer' (Package.swift) compiles too"
            ))
        #expect(!output.standardError.contains("error:"))
    }

    /// With files of its own, the inner module is another module of the same name; no package
    /// builds both, so SwiftPM builds each, and archlint says the inner one is not checked.
    @Test func filesOnlyTheInnerModuleCompilesMakeADuplicateNoBuildHolds() throws {
        let directory = try Self.make(innerPath: "Extra")
        defer { directory.remove() }
        let output = try ChildProcess.archlint(["check", "--manifests", "static", "--no-cache"], in: directory.path)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(
            output.standardError.contains(
                "Packages/Api/Package.swift: warning: module 'Api' is also defined by package 'Outer' (Package.swift); no package or Xcode project builds both"
            ),
            "\(output.standardError)")
    }
}
