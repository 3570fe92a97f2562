import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// Issue 25, module identity across builds: a server package beside an app carries its own copy
/// of a package the app links (both define `SharedPush`). No build holds both, so each builds;
/// archlint checks the copy the app links. A package that depends on both is a real collision.
@Suite struct BuildGraphsTests {
    typealias Dependency = PackageManifest.PackageDependency

    static func package(_ root: String, _ name: String, targets: [String], dependsOn: [String] = []) -> PackageInput {
        let manifest = PackageManifest(
            name: name, products: [.init(name: targets[0], kind: .library, targets: [targets[0]])],
            dependencies: dependsOn.map {
                Dependency(identity: XcodePath.basename(of: $0).lowercased(), location: .fileSystem(path: $0))
            },
            targets: targets.map { .init(name: $0) })
        return PackageInput(
            manifest: LoadedManifest(manifest: manifest, packageRoot: root),
            sources: targets.map {
                TargetSources(
                    target: $0, directory: "\(root)/Sources/\($0)", files: ["\(root)/Sources/\($0)/\($0).swift"])
            },
            scans: [:])
    }

    /// The app's project links the package at /ws/SharedPush; its framework links a product of
    /// that name without naming the package (Xcode finds it among the packages referenced).
    static let app = XcodeTestModel.project(
        "App",
        [
            XcodeTestModel.xcodeTarget(
                "App", kind: .application, files: ["/ws/App/App.swift"], line: 10,
                products: [
                    XcodePackageProduct(productName: "SharedPush", package: .local(path: "/ws/SharedPush"), line: 90)
                ]),
            XcodeTestModel.xcodeTarget(
                "Shared", kind: .framework, files: ["/ws/App/Shared.swift"], line: 20,
                products: [XcodePackageProduct(productName: "SharedPush", package: .unspecified, line: 91)]),
        ])

    static func build(_ packages: [PackageInput]) -> (GraphBuild, [(kept: String, dropped: String)]) {
        var duplicates: [(kept: String, dropped: String)] = []
        let built = GraphBuilder.build(GraphInput(packages: packages, projects: [ProjectInput(app)])) { kept, dropped in
            duplicates.append((kept.manifestPath ?? "", dropped.manifestPath ?? ""))
        }
        return (built, duplicates)
    }

    @Test func copiesNoBuildHoldsTogetherAreApartAndTheAppsCopyIsChecked() {
        let server = Self.package(
            "/ws/Server", "PushServer", targets: ["PushServer"], dependsOn: ["/ws/Server/SharedPush"])
        let serverCopy = Self.package("/ws/Server/SharedPush", "SharedPush", targets: ["SharedPush"])
        let appCopy = Self.package("/ws/SharedPush", "SharedPush", targets: ["SharedPush"])
        let (built, duplicates) = Self.build([server, serverCopy, appCopy])
        // The server's copy comes first by path, but the app links the other: that one is kept.
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.kept == "/ws/SharedPush/Package.swift")
        #expect(duplicates.first?.dropped == "/ws/Server/SharedPush/Package.swift")
        #expect(built.graph.modules["SharedPush"]?.files == ["/ws/SharedPush/Sources/SharedPush/SharedPush.swift"])
        #expect(!built.buildGraphs.builtTogether("/ws/SharedPush/Package.swift", "/ws/Server/SharedPush/Package.swift"))
        #expect(built.buildGraphs.builtTogether("/ws/Server/Package.swift", "/ws/Server/SharedPush/Package.swift"))
        #expect(built.buildGraphs.isLinkedByProjects("/ws/SharedPush/Package.swift"))
        #expect(!built.buildGraphs.isLinkedByProjects("/ws/Server/SharedPush/Package.swift"))
    }

    @Test func aPackageDependingOnBothCopiesIsACollision() {
        let both = Self.package(
            "/ws/Both", "Both", targets: ["Both"], dependsOn: ["/ws/Server/SharedPush", "/ws/SharedPush"])
        let serverCopy = Self.package("/ws/Server/SharedPush", "SharedPush", targets: ["SharedPush"])
        let appCopy = Self.package("/ws/SharedPush", "SharedPush", targets: ["SharedPush"])
        let (built, duplicates) = Self.build([both, serverCopy, appCopy])
        #expect(built.buildGraphs.builtTogether("/ws/SharedPush/Package.swift", "/ws/Server/SharedPush/Package.swift"))
        // Built together, the first by path keeps the name, as for any collision.
        #expect(duplicates.first?.kept == "/ws/Server/SharedPush/Package.swift")
        #expect(duplicates.first?.dropped == "/ws/SharedPush/Package.swift")
    }

    /// End to end: copies never built together are a warning and the run is whole (exit 0);
    /// the same copies with a package depending on both are an error and the run is partial.
    @Test func checkWarnsForCopiesApartAndFailsForACollision() throws {
        let directory = try TemporaryDirectory("build-graphs")
        defer { directory.remove() }
        func manifest(_ name: String, target: String, dependencies: [String] = []) -> String {
            let packages = dependencies.map { #".package(path: "\#($0)")"# }.joined(separator: ", ")
            return """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "\(name)", products: [.library(name: "\(target)", targets: ["\(target)"])], \
                dependencies: [\(packages)], targets: [.target(name: "\(target)")])

                """
        }
        try directory.write(
            "Server/Package.swift", manifest("PushServer", target: "PushServer", dependencies: ["SharedPush"]))
        try directory.write("Server/Sources/PushServer/Server.swift", "public let server = 1\n")
        try directory.write("Server/SharedPush/Package.swift", manifest("SharedPush", target: "SharedPush"))
        try directory.write("Server/SharedPush/Sources/SharedPush/Push.swift", "public let push = 1\n")
        try directory.write("SharedPush/Package.swift", manifest("SharedPush", target: "SharedPush"))
        try directory.write("SharedPush/Sources/SharedPush/Push.swift", "public let push = 2\n")
        let apart = try ChildProcess.archlint(["check", "--manifests", "static", "--no-cache"], in: directory.path)
        #expect(apart.exitCode == 0, "\(apart.standardError)")
        #expect(
            apart.standardError.contains(
                "SharedPush/Package.swift: warning: module 'SharedPush' is also defined by package 'SharedPush' (Server/SharedPush/Package.swift); no package or Xcode project builds both"
            ))
        #expect(!apart.standardError.contains("error:"))

        try directory.write(
            "Both/Package.swift",
            manifest("Both", target: "Both", dependencies: ["../SharedPush", "../Server/SharedPush"]))
        try directory.write("Both/Sources/Both/Both.swift", "public let both = 1\n")
        let together = try ChildProcess.archlint(["check", "--manifests", "static", "--no-cache"], in: directory.path)
        #expect(together.exitCode == 2, "\(together.standardError)")
        #expect(
            together.standardError.contains(
                "SharedPush/Package.swift: error: module 'SharedPush' is also defined by package 'SharedPush' (Server/SharedPush/Package.swift); module names must be unique"
            ))
    }
}
