// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SixTwo",
    platforms: [.iOS(.v26), .macOS(.v26), .visionOS(.v26)],
    targets: [
        .target(
            name: "UI",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .strictMemorySafety(),
                .treatAllWarnings(as: .error),
                .treatWarning("DeprecatedDeclaration", as: .warning),
                .define("SIX_TWO", .when(platforms: [.iOS])),
            ]
        ),
        .target(name: "Core", swiftSettings: [.defaultIsolation(nil)], linkerSettings: [.unsafeFlags(["-Xlinker", "-dead_strip"])]),
    ]
)
