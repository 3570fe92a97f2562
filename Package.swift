// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchLintKit", targets: ["ArchLintKit"]),
    ],
    targets: [
        // Every behaviour lives here, one folder per pipeline stage.
        .target(name: "ArchLintKit"),
        // Thin executable: arguments in, exit code out.
        .executableTarget(name: "archlint", dependencies: ["ArchLintKit"]),
        // Import-scanner benchmark: `swift run -c release archlint-bench [--size N] [--out DIR]`.
        .executableTarget(name: "archlint-bench", dependencies: ["ArchLintKit"]),
        .testTarget(
            name: "ArchLintKitTests",
            // Depending on the executable makes `swift test` build it for the end-to-end tests.
            dependencies: ["ArchLintKit", "archlint"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
