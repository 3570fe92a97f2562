// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shared",
    products: [
        .library(name: "SharedKit", targets: ["SharedModels"]),
    ],
    targets: [
        .target(name: "SharedModels"),
    ]
)
