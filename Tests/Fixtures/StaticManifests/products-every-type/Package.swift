// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Products",
    products: [
        .library(name: "Automatic", targets: ["Core"]),
        .library(name: "Static", type: .static, targets: ["Core", "UI"]),
        .library(name: "Dynamic", type: .dynamic, targets: ["UI"]),
        .executable(name: "tool", targets: ["Tool"]),
        .plugin(name: "Generate", targets: ["Generator"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "UI", dependencies: ["Core"]),
        .executableTarget(name: "Tool", dependencies: ["Core"]),
        .plugin(name: "Generator", capability: .buildTool()),
    ]
)
