// swift-tools-version:6.0
// `src/` instead of `Sources/`; tests stay in `Tests/`.
import PackageDescription

let package = Package(
    name: "SrcFolder",
    targets: [
        .executableTarget(name: "App", dependencies: ["Util"]),
        .target(name: "Util"),
        .testTarget(name: "UtilTests", dependencies: ["Util"]),
    ]
)
