// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Platforms",
    platforms: [
        .macOS("10.15.4"),
        .iOS(.v15),
        .tvOS("15.0.beta.2"),
        .watchOS(.v8),
        .visionOS(.v1),
        .macCatalyst(.v16),
        .driverKit(.v22),
        .custom("freebsd", versionString: "13.2"),
    ],
    targets: [.target(name: "Core")]
)
