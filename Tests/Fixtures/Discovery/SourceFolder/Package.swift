// swift-tools-version:6.0
// `Source/` instead of `Sources/`; with no `Tests/` folder SwiftPM looks for tests in `Source/` too.
import PackageDescription

let package = Package(
    name: "SourceFolder",
    targets: [
        .target(name: "Lib"),
        .testTarget(name: "LibTests", dependencies: ["Lib"]),
    ]
)
