// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Traits",
    products: [
        .library(name: "Traits", targets: ["Traits"]),
    ],
    traits: [
        .default(enabledTraits: ["Networking"]),
        "Networking",
        .trait(name: "Tracing", description: "Emit spans", enabledTraits: ["Networking"]),
        Trait(name: "Experimental"),
    ],
    dependencies: [
        .package(path: "../Telemetry", traits: ["Spans", .defaults, .trait(name: "Metrics", condition: .when(traits: ["Tracing"]))]),
        .package(url: "https://example.com/http-kit.git", from: "1.0.0", traits: []),
    ],
    targets: [
        .target(
            name: "Traits",
            dependencies: [
                .product(name: "Telemetry", package: "Telemetry", condition: .when(traits: ["Tracing"])),
                .product(name: "HTTPKit", package: "http-kit", condition: .when(platforms: [.linux], traits: ["Networking"])),
            ],
            swiftSettings: [
                .define("TRACING", .when(traits: ["Tracing"])),
                .define("LINUX_NETWORKING", .when(platforms: [.linux], configuration: .debug, traits: ["Networking", "Experimental"])),
            ]
        ),
    ]
)
