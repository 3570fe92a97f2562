import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// `--manifests auto|static|swiftpm` and `archlint dump-package`, with the built binary.
@Suite struct ManifestReadingCommandTests {
    static func fixture(_ name: String) -> String { Fixtures.repositoryPath("Tests/Fixtures/StaticManifests/\(name)") }

    /// A copy of a fixture, so that nothing a manifest might do touches the repository.
    static func copy(_ name: String) throws -> String {
        let directory = try TemporaryDirectory().path
        let target = (directory as NSString).appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: fixture(name), toPath: target)
        return target
    }

    @Test func staticModeNeverRunsAManifestAndSaysWhatItDidNotCheck() throws {
        let package = try Self.copy("side-effect")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let marker = "/tmp/archlint-static-manifest-side-effect"
        try? FileManager.default.removeItem(atPath: marker)
        let output = try ChildProcess.archlint(
            ["check", "--manifests", "static", "--no-cache", "--package-path", package], in: package)
        #expect(output.exitCode == ExitCode.partial.rawValue)
        #expect(output.standardError.contains("Package.swift: error: this package is not checked:"))
        #expect(output.standardError.contains("--manifests static never runs a manifest"))
        #expect(!FileManager.default.fileExists(atPath: marker), "the manifest ran")

        let dump = try ChildProcess.archlint(["dump-package", "--static", "--package-path", package], in: package)
        #expect(dump.exitCode == ExitCode.manifestDeclined.rawValue)
        #expect(dump.standardOutput.isEmpty)
        #expect(dump.standardError.hasPrefix("error: '"))
        #expect(!FileManager.default.fileExists(atPath: marker), "the manifest ran")
    }

    @Test func dumpPackageStaticAndSwiftPMAgreeOnSampleProject() throws {
        let root = Fixtures.repositoryPath("SampleProject")
        let statically = try ChildProcess.archlint(["dump-package", "--static", "--package-path", root], in: root)
        #expect(statically.exitCode == 0)
        #expect(statically.standardOutput.contains("\"name\" : \"BankingApp\""))
        // What the static reading printed decodes to the manifest archlint uses.
        let decoded = try ManifestDecoder.decode(Data(statically.standardOutput.utf8))
        #expect(decoded.targets.contains { $0.name == "Network" })
        guard Toolchain.swift != nil else { return }
        let bySwiftPM = try ChildProcess.archlint(["dump-package", "--swiftpm", "--package-path", root], in: root)
        #expect(bySwiftPM.exitCode == 0)
        #expect(bySwiftPM.standardOutput == statically.standardOutput)
    }

    @Test func aMissingToolsVersionIsOneWarningForAllManifests() throws {
        let package = try Self.copy("missing-tools-version")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let output = try ChildProcess.archlint(["check", "--no-cache", "--package-path", package], in: package)
        let lines = output.standardError.split(separator: "\n").filter { $0.contains("swift-tools-version") }
        #expect(lines.count == 1, "\(output.standardError)")
        #expect(lines.first?.contains("Package.swift: warning: no `// swift-tools-version:` line") == true)
        #expect(output.exitCode != ExitCode.invalidInput.rawValue, "the package is still checked")
    }

    @Test func anUnknownModeIsAUsageError() throws {
        let output = try ChildProcess.archlint(["check", "--manifests", "statik"], in: Fixtures.repositoryRoot)
        #expect(output.exitCode == ExitCode.usage.rawValue)
        #expect(
            output.standardError.hasPrefix(
                "error: unknown value 'statik' for --manifests; did you mean 'static'? (expected auto, static, swiftpm)"
            ))
    }
}
