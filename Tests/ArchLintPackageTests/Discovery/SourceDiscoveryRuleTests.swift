import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Rules that depend on the tools version or on file-system shapes a repository should not
/// hold (symlink loops), checked on packages built in a temporary folder. Where SwiftPM accepts
/// the package, `SourceDiscoveryDifferentialTests` asks it too.
@Suite struct SourceDiscoveryRuleTests {
    typealias Target = PackageManifest.Target

    private static func manifestText(tools: String, targets: String) -> String {
        "// swift-tools-version:\(tools)\nimport PackageDescription\nlet package = Package(name: \"Scratch\", targets: [\(targets)])\n"
    }

    /// A package whose target holds a folder with a dot in its name, and a `.docc` folder.
    static func writeFoldersWithADotPackage(tools: String, in package: TemporaryDirectory) throws {
        try package.write("Package.swift", Self.manifestText(tools: tools, targets: ".target(name: \"Old\")"))
        try package.write("Sources/Old/a.swift", "let a = 1")
        try package.write("Sources/Old/M.v2/m.swift", "let m = 1")
        try package.write("Sources/Old/D.docc/d.swift", "let d = 1")
    }

    /// A package whose only target's sources sit directly in `Sources/`.
    static func writeOnlyTargetInsideSourcesPackage(in package: TemporaryDirectory) throws {
        try package.write("Package.swift", Self.manifestText(tools: "5.9", targets: ".target(name: \"Solo\")"))
        try package.write("Sources/a.swift", "let a = 1")
    }

    @Test(arguments: [("5.5", ["a.swift"]), ("5.6", ["M.v2/m.swift", "a.swift"])])
    func foldersWithADotAreOpaqueBeforeTools5_6(tools: String, expected: [String]) throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try Self.writeFoldersWithADotPackage(tools: tools, in: package)
        let manifest = PackageManifest(name: "Scratch", toolsVersion: "\(tools).0", targets: [Target(name: "Old")])

        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: package.path)
        #expect(warnings == [])
        #expect(targets.first?.relativeFiles == expected)
    }

    @Test func onlyTargetInsideSourcesNeedsTools5_9() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try Self.writeOnlyTargetInsideSourcesPackage(in: package)

        let modern = PackageManifest(name: "Scratch", toolsVersion: "5.9.0", targets: [Target(name: "Solo")])
        let found = SourceDiscovery.discover(manifest: modern, packageRoot: package.path)
        #expect(found.targets.map(\.directory) == [package.path + "/Sources"])
        #expect(found.targets.first?.relativeFiles == ["a.swift"])

        var older = modern
        older.toolsVersion = "5.8.0"
        let missing = SourceDiscovery.discover(manifest: older, packageRoot: package.path)
        #expect(missing.targets == [])
        #expect(missing.warnings.map(\.path) == [package.path + "/Sources/Solo"])

        // A second non-test target means neither may claim the whole folder.
        var crowded = modern
        crowded.targets.append(Target(name: "Other", kind: .executable))
        let ambiguous = SourceDiscovery.discover(manifest: crowded, packageRoot: package.path)
        #expect(ambiguous.targets == [])
        #expect(ambiguous.warnings.map(\.path) == [package.path + "/Sources/Other", package.path + "/Sources/Solo"])
    }

    @Test func listedSourcesCompileAnyExtensionOnlyFromTools5_3() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try package.write("Sources/Lib/Lib.swift", "let lib = 1")
        try package.write("Sources/Lib/notes.txt", "notes")
        let target = Target(name: "Lib", sources: ["."])
        let modern = PackageManifest(name: "Scratch", toolsVersion: "5.3.0", targets: [target])
        let legacy = PackageManifest(name: "Scratch", toolsVersion: "5.2.0", targets: [target])
        #expect(
            SourceDiscovery.discover(manifest: modern, packageRoot: package.path).targets.first?.relativeFiles
                == ["Lib.swift", "notes.txt"])
        #expect(
            SourceDiscovery.discover(manifest: legacy, packageRoot: package.path).targets.first?.relativeFiles
                == ["Lib.swift"])
    }

    @Test func symlinkLoopIsCutWithAWarning() throws {
        // SwiftPM follows such a loop until the OS refuses (about 40 levels) and lists the same
        // file at every level; discovery stops at the first repetition instead.
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try package.write("Sources/Loop/a.swift", "let a = 1")
        try package.symlink("Sources/Loop/back", to: "..")
        try package.symlink("Sources/Loop/self", to: ".")
        let manifest = PackageManifest(name: "Scratch", toolsVersion: "6.0.0", targets: [Target(name: "Loop")])

        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: package.path)
        #expect(targets.first?.relativeFiles == ["a.swift"])
        #expect(
            warnings.map(\.path) == [package.path + "/Sources/Loop/back/Loop", package.path + "/Sources/Loop/self"])
        #expect(warnings.allSatisfy { $0.message.contains("leads back into a folder that contains it") })
    }

    @Test func subFolderOfLocalizationFolderIsSkippedWithAWarning() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try package.write("Sources/Lib/Lib.swift", "let lib = 1")
        try package.write("Sources/Lib/en.lproj/Nested/Deep.swift", "let deep = 1")
        let manifest = PackageManifest(name: "Scratch", toolsVersion: "6.0.0", targets: [Target(name: "Lib")])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: package.path)
        #expect(targets.first?.relativeFiles == ["Lib.swift"])
        #expect(warnings.map(\.path) == [package.path + "/Sources/Lib/en.lproj/Nested"])
    }

    @Test func declaredPathsThatNameNothingAreReported() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try package.write("Sources/Lib/Lib.swift", "let lib = 1")
        let manifest = PackageManifest(
            name: "Scratch", toolsVersion: "6.0.0",
            targets: [
                Target(
                    name: "Lib", sources: ["Lib.swift", "Ghost.swift"], exclude: ["Gone"],
                    resources: [.init(path: "Missing", rule: "copy")])
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: package.path)
        #expect(targets.first?.relativeFiles == ["Lib.swift"])
        #expect(warnings.map(\.path) == ["Ghost.swift", "Gone", "Missing"].map { package.path + "/Sources/Lib/" + $0 })
        #expect(
            warnings.first?.message
                == "`sources:` entry 'Ghost.swift' of target 'Lib' names nothing on disk; fix the path (it is relative to the target folder) or remove the entry"
        )
    }

    @Test func packageRootIsStandardized() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try package.write("Sources/Lib/Lib.swift", "let lib = 1")
        let manifest = PackageManifest(name: "Scratch", targets: [Target(name: "Lib")])
        let (targets, _) = SourceDiscovery.discover(manifest: manifest, packageRoot: package.path + "/Sources/../")
        #expect(targets.map(\.directory) == [package.path + "/Sources/Lib"])
        #expect(targets.first?.files == [package.path + "/Sources/Lib/Lib.swift"])
    }
}

@Suite struct DiscoveryPathTests {
    typealias P = SourceDiscovery.DiscoveryPath

    @Test func normalizesLexically() {
        #expect(P.normalize("/a/./b//c/../d/") == "/a/b/d")
        #expect(P.normalize("/..") == "/")
        #expect(P.resolve("x/../y", against: "/root") == "/root/y")
        #expect(P.resolve("/abs", against: "/root") == "/abs")
    }

    @Test func extensionsFollowSwiftPM() {
        #expect(P.fileExtension(of: "/a/b.swift") == "swift")
        #expect(P.fileExtension(of: "/a/.swift") == nil)
        #expect(P.fileExtension(of: "/a/name.") == nil)
        #expect(P.fileExtension(of: "/a.b/name") == nil)
        #expect(P.fileExtension(of: "/a/x.tar.gz") == "gz")
    }

    @Test func descendantNeedsAComponentBoundary() {
        #expect(P.isDescendantOrEqual("/a/b", of: "/a"))
        #expect(P.isDescendantOrEqual("/a", of: "/a"))
        #expect(!P.isDescendantOrEqual("/ab", of: "/a"))
        #expect(P.isDescendantOrEqual("/a", of: "/"))
    }
}
