// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Core",
    products: [
        .library(name: "CoreLogging", targets: ["CoreLogging"]),
        .library(name: "CoreUI", targets: ["CoreUI"]),
    ],
    targets: [
        .target(name: "CoreLogging"),
        .target(name: "CoreUI"),
    ]
)
