// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
        // `swift package archlint` in any package that depends on this one.
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
    ],
    targets: [
        // Every behaviour lives here, one folder per pipeline stage.
        .target(name: "ArchLintKit"),
        // Thin executable: arguments in, exit code out.
        .executableTarget(name: "archlint", dependencies: ["ArchLintKit"]),
        // Import-scanner benchmark: `swift run -c release archlint-bench [--size N] [--out DIR]`.
        .executableTarget(name: "archlint-bench", dependencies: ["ArchLintKit"]),
        // Command plugin: runs the archlint tool on the package it is invoked in.
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(intent: .custom(verb: "archlint",
                                                 description: "Check the package's module imports against its architecture rules")),
            dependencies: ["archlint"],
            path: "Sources/ArchlintPlugin"
        ),
        .testTarget(
            name: "ArchLintKitTests",
            // Depending on the executable makes `swift test` build it for the end-to-end tests.
            dependencies: ["ArchLintKit", "archlint"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
