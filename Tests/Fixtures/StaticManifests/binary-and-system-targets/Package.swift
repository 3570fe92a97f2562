// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Binaries",
    products: [
        .library(name: "Analytics", targets: ["AnalyticsSDK", "AnalyticsWrapper"]),
    ],
    targets: [
        .binaryTarget(name: "AnalyticsSDK", path: "Frameworks/AnalyticsSDK.xcframework"),
        .binaryTarget(name: "Crypto", path: "Artifacts/Crypto.zip"),
        .binaryTarget(
            name: "RemoteSDK",
            url: "https://example.com/sdk/RemoteSDK-1.2.0.zip",
            checksum: "6d6a1fbdde0db5c3b7e4a7cbd3e22b2c8f64f5c6b4f59b1f8b9d0b4a1a9c2e3f"
        ),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .target(name: "AnalyticsWrapper", dependencies: ["AnalyticsSDK", "CZlib", "Crypto", "RemoteSDK"]),
    ]
)
