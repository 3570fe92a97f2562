// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Settings",
    targets: [
        .target(
            name: "Core",
            cSettings: [
                .define("USE_FAST_PATH", to: "1"),
                .headerSearchPath("include/private"),
                .define("ONLY_LINUX", .when(platforms: [.linux])),
            ],
            cxxSettings: [.unsafeFlags(["-fno-exceptions"])],
            swiftSettings: [
                .define("FEATURE_PAYMENTS"),
                .define("DEBUG_MENU", .when(configuration: .debug)),
                .define("IOS_ONLY", .when(platforms: [.iOS, .visionOS])),
                .define("IOS_RELEASE", .when(platforms: [.macOS, .iOS], configuration: .release)),
                .enableUpcomingFeature("ExistentialAny"),
                .enableExperimentalFeature("StrictConcurrency"),
                .unsafeFlags(["-warnings-as-errors"]),
                .interoperabilityMode(.Cxx),
            ],
            linkerSettings: [
                .linkedLibrary("z"),
                .linkedFramework("UIKit", .when(platforms: [.iOS])),
            ]
        ),
    ]
)
