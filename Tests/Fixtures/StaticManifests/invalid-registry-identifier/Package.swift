// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Registry",
    dependencies: [
        .package(id: "not a registry id", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Registry"),
    ]
)
