import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Each fixture package against a hand-written file list. The manifests below restate the
/// fixtures' `Package.swift` files; the differential test checks both against SwiftPM itself.
@Suite struct SourceDiscoveryFixtureTests {
    typealias Target = PackageManifest.Target

    @Test func conventionalLayoutKeepsOnlyCompiledFiles() {
        let root = DiscoveryFixtures.path("Conventional")
        let manifest = PackageManifest(
            name: "Conventional", toolsVersion: "6.0.0",
            targets: [
                Target(
                    name: "Core",
                    resources: [.init(path: "Resources", rule: "process"), .init(path: "Bundled", rule: "copy")]),
                Target(name: "Tool", kind: .executable),
                Target(name: "CZlib", kind: .system),
                Target(name: "CoreTests", kind: .test),
                Target(name: "Generate", kind: .plugin),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)

        #expect(targets.map(\.target) == ["CZlib", "Core", "CoreTests", "Generate", "Tool"])
        #expect(targets[target: "Core"]?.directory == root + "/Sources/Core")
        // Not here: hidden file and folder, .docc, .playground and .xcassets contents, resources
        // (processed and copied), README/notes, `.SWIFT` (extensions are case-sensitive) and the
        // dangling symlink. Here: symlinked file and folder under the link's name, a folder whose
        // name has a dot, and `.swift` inside a localization folder.
        #expect(
            targets[target: "Core"]?.relativeFiles == [
                "Alias.swift",
                "Core.swift",
                "Linked/Shared.swift",
                "Model.v2/Migration.swift",
                "Model/Nested/Deep/Leaf.swift",
                "Model/User.swift",
                "en.lproj/Greeting.swift",
            ])
        #expect(targets[target: "Tool"]?.relativeFiles == ["main.swift"])
        #expect(targets[target: "CoreTests"]?.directory == root + "/Tests/CoreTests")
        #expect(targets[target: "CoreTests"]?.relativeFiles == ["CoreTests.swift", "Support/Stubs.swift"])
        #expect(targets[target: "Generate"]?.directory == root + "/Plugins/Generate")
        #expect(targets[target: "Generate"]?.relativeFiles == ["plugin.swift"])
        #expect(targets[target: "CZlib"]?.directory == root + "/Sources/CZlib")
        #expect(targets[target: "CZlib"]?.files == [])

        #expect(warnings.map(\.path) == [root + "/Sources/Core/Dangling.swift"])
        #expect(warnings.first?.message.contains("broken symbolic link") == true)
    }

    @Test func customPathsSourcesAndExcludes() {
        let root = DiscoveryFixtures.path("CustomPaths")
        let manifest = PackageManifest(
            name: "CustomPaths", toolsVersion: "6.0.0",
            targets: [
                Target(
                    name: "Feature", path: "Modules/Feature/",
                    sources: ["Api", "Entry.swift", "./Impl/", "Guide.docc", "notes.txt", "Headers/Feature.h"],
                    exclude: ["Impl/Legacy", "Api/Deprecated.swift"],
                    resources: [.init(path: "Assets", rule: "process")]
                ),
                Target(name: "Root", path: ".", exclude: ["Modules", "Checks", "Native"]),
                Target(name: "CLib", path: "Native/CLib"),
                Target(name: "FeatureTests", kind: .test, path: "Checks/FeatureTests"),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)

        #expect(warnings == [])
        #expect(targets.map(\.target) == ["CLib", "Feature", "FeatureTests", "Root"])
        // The trailing slash of `path:` is normalized away.
        #expect(targets[target: "Feature"]?.directory == root + "/Modules/Feature")
        // `sources:` compiles whatever it lists, `.docc` folder and `.txt` included, but never a
        // header; unlisted `.swift` files are left out.
        #expect(
            targets[target: "Feature"]?.relativeFiles == [
                "Api/Client.swift",
                "Api/Nested/Request.swift",
                "Entry.swift",
                "Guide.docc/Example.swift",
                "Impl/Engine.swift",
                "notes.txt",
            ])
        #expect(
            targets[target: "Feature"]?.swiftFiles.map { $0.replacingOccurrences(of: root + "/", with: "") } == [
                "Modules/Feature/Api/Client.swift",
                "Modules/Feature/Api/Nested/Request.swift",
                "Modules/Feature/Entry.swift",
                "Modules/Feature/Guide.docc/Example.swift",
                "Modules/Feature/Impl/Engine.swift",
            ])
        // A target at the package root never compiles Package.swift.
        #expect(targets[target: "Root"]?.directory == root)
        #expect(targets[target: "Root"]?.relativeFiles == ["Root.swift"])
        // `.c++` is not a SwiftPM source extension; headers are not sources.
        #expect(
            targets[target: "CLib"]?.relativeFiles == [
                "boot.S", "bridge.m", "bridge2.mm", "fast.s", "impl.cc", "lib.c", "more.cpp", "other.cxx",
            ])
        #expect(targets[target: "FeatureTests"]?.relativeFiles == ["FeatureTests.swift"])
    }

    @Test func sourceFolderHoldsTestsWhenThereIsNoTestsFolder() {
        let root = DiscoveryFixtures.path("SourceFolder")
        let manifest = PackageManifest(
            name: "SourceFolder", toolsVersion: "6.0.0",
            targets: [
                Target(name: "Lib"), Target(name: "LibTests", kind: .test),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)
        #expect(warnings == [])
        #expect(targets.map(\.directory) == [root + "/Source/Lib", root + "/Source/LibTests"])
        #expect(targets.map(\.relativeFiles) == [["Lib.swift", "Parts/Part.swift"], ["LibTests.swift"]])
    }

    @Test func srcFolderWithTestsFolder() {
        let root = DiscoveryFixtures.path("SrcFolder")
        let manifest = PackageManifest(
            name: "SrcFolder", toolsVersion: "6.0.0",
            targets: [
                Target(name: "App", kind: .executable), Target(name: "Util"), Target(name: "UtilTests", kind: .test),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)
        #expect(warnings == [])
        #expect(targets.map(\.directory) == [root + "/src/App", root + "/src/Util", root + "/Tests/UtilTests"])
        #expect(targets.map(\.relativeFiles) == [["main.swift"], ["Util.swift"], ["UtilTests.swift"]])
    }

    @Test func onlyTargetMayOccupyTheWholeSrcsFolder() {
        let root = DiscoveryFixtures.path("SrcsSingleTarget")
        let manifest = PackageManifest(
            name: "SrcsSingleTarget", toolsVersion: "6.0.0",
            targets: [
                Target(name: "Solo", kind: .executable)
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)
        #expect(warnings == [])
        #expect(targets.map(\.directory) == [root + "/srcs"])
        #expect(targets.first?.relativeFiles == ["Helpers/Help.swift", "main.swift"])
    }

    @Test func missingFoldersWarnAndTheOtherTargetsCarryOn() {
        let root = DiscoveryFixtures.path("Invalid/MissingFolders")
        let manifest = PackageManifest(
            name: "MissingFolders", toolsVersion: "6.0.0",
            targets: [
                Target(name: "Present"),
                Target(name: "Absent"),
                Target(name: "Shadowed"),
                Target(name: "Empty"),
                Target(name: "Elsewhere", path: "Nowhere"),
                Target(name: "Escaping", path: "../Outside"),
                Target(name: "PresentTests", kind: .test),
                Target(name: "OtherTests", kind: .test),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)

        #expect(targets.map(\.target) == ["Empty", "Present"])
        #expect(targets[target: "Present"]?.relativeFiles == ["Present.swift"])
        #expect(targets[target: "Empty"]?.files == [])

        let parent = DiscoveryFixtures.path("Invalid")
        // With no `Tests/` folder, test targets are looked for in `Sources/`.
        #expect(
            warnings.map(\.path) == [
                root + "/Nowhere",
                root + "/Sources/Absent",
                root + "/Sources/Empty",
                root + "/Sources/OtherTests",
                root + "/Sources/PresentTests",
                root + "/Sources/Shadowed",
                parent + "/Outside",
            ])
        let byPath = Dictionary(uniqueKeysWithValues: warnings.map { ($0.path, $0.message) })
        #expect(
            byPath[root + "/Sources/Absent"]
                == "no source folder for target 'Absent': expected 'Sources/Absent'; create the folder or set `path:` on the target in Package.swift"
        )
        #expect(
            byPath[root + "/Sources/Shadowed"]?.contains(
                "'src/Shadowed' exists, but SwiftPM only searches 'Sources' because that folder exists") == true)
        #expect(byPath[root + "/Sources/PresentTests"]?.contains("expected 'Sources/PresentTests'") == true)
        #expect(byPath[root + "/Nowhere"]?.contains("create the folder or fix `path:`") == true)
        #expect(byPath[parent + "/Outside"]?.contains("outside the package root") == true)
        #expect(byPath[root + "/Sources/Empty"]?.contains("has no source files") == true)
    }

    /// A test target whose folder does not exist, in a package without `Tests/`: as the only
    /// test target SwiftPM would give it all of `Sources/` (tools 5.9+), whose folders belong to
    /// the other targets, which SwiftPM refuses (overlapping sources). It has no sources; it
    /// never receives Core's or Feature's files (issue 25).
    @Test func aTestTargetWithoutItsFolderNeverTakesTheOtherTargetsFiles() {
        let root = DiscoveryFixtures.path("Invalid/NoTestFolder")
        let manifest = PackageManifest(
            name: "NoTestFolder", toolsVersion: "5.9.0",
            targets: [
                Target(name: "Core"), Target(name: "Feature"), Target(name: "FeatureTests", kind: .test),
            ])
        let (targets, warnings) = SourceDiscovery.discover(manifest: manifest, packageRoot: root)
        #expect(targets.map(\.target) == ["Core", "Feature"])
        #expect(targets.map(\.relativeFiles) == [["Core.swift"], ["Feature.swift"]])
        #expect(warnings.map(\.path) == [root + "/Sources/FeatureTests"])
        #expect(
            warnings.first?.message
                == "no source folder for test target 'FeatureTests': expected 'Tests/FeatureTests'; as the package's only test target it would take all of 'Sources', whose files belong to the package's other targets (SwiftPM refuses that as overlapping sources, and never builds it for a package used as a dependency), so it has no sources here; create 'Tests/FeatureTests' or remove the target from Package.swift"
        )
        #expect(warnings.allSatisfy { !$0.isUnreadable }, "a missing test folder is no unreadable input")

        // Must not change: the only test target of a package with `Tests/` takes `Tests/`, and
        // one whose `Sources/` holds no other target takes `Sources/` (both as SwiftPM does).
        let alone = PackageManifest(
            name: "NoTestFolder", toolsVersion: "5.9.0",
            targets: [
                Target(name: "Tool", kind: .executable, path: "Elsewhere"), Target(name: "FeatureTests", kind: .test),
            ])
        let onlyTests = SourceDiscovery.discover(manifest: alone, packageRoot: root).targets
        #expect(onlyTests[target: "FeatureTests"]?.directory == root + "/Sources")
    }

    /// Guards the differential test against silently checking nothing.
    @Test func everyValidFixtureIsFound() {
        #expect(
            DiscoveryFixtures.validPackages == [
                "Conventional", "CustomPaths", "SourceFolder", "SrcFolder", "SrcsSingleTarget",
            ])
    }

    @Test func outputIsDeterministic() {
        for name in DiscoveryFixtures.validPackages {
            let manifest = PackageManifest(name: name, targets: [Target(name: "Core"), Target(name: "Lib")])
            let first = SourceDiscovery.discover(manifest: manifest, packageRoot: DiscoveryFixtures.path(name))
            let second = SourceDiscovery.discover(manifest: manifest, packageRoot: DiscoveryFixtures.path(name))
            #expect(first.targets == second.targets)
            #expect(first.warnings == second.warnings)
            #expect(first.warnings == first.warnings.sorted())
            for target in first.targets { #expect(target.files == target.files.sorted()) }
        }
    }

    @Test func binaryTargetsHaveNoSources() {
        let manifest = PackageManifest(name: "Conventional", targets: [Target(name: "Core", kind: .binary)])
        let (targets, warnings) = SourceDiscovery.discover(
            manifest: manifest, packageRoot: DiscoveryFixtures.path("Conventional"))
        #expect(targets == [])
        #expect(warnings == [])
    }
}
