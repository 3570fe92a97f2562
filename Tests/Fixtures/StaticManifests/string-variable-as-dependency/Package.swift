// swift-tools-version:5.9
import PackageDescription

let coreName = "Core"

let package = Package(
    name: "Typed",
    targets: [
        .target(name: coreName),
        .target(name: "App", dependencies: [coreName]),
    ]
)
