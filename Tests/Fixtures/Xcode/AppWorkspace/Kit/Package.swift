// swift-tools-version: 5.9
// The shop's modules, linked by the Xcode app in ../App (a local package reference).
import PackageDescription

let package = Package(
    name: "Kit",
    products: [
        .library(name: "Kit", targets: ["Core", "Networking"]),
        .library(name: "FeatureUI", targets: ["Feature-UI"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Networking", dependencies: ["Core"]),
        // A hyphen in the target name: the module is imported as Feature_UI.
        .target(name: "Feature-UI", dependencies: ["Core"]),
        .target(name: "Checkout", dependencies: ["Feature-UI"]),
        .testTarget(name: "KitTests", dependencies: ["Core"]),
    ]
)
