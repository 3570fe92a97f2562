// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "FiveFive",
    platforms: [.macOS(.v12), .macCatalyst(.v15), .driverKit(.v21)],
    targets: [
        .executableTarget(name: "Generator"),
        .plugin(name: "GeneratorPlugin", capability: .buildTool(), dependencies: ["Generator"]),
        .target(name: "Core", plugins: ["GeneratorPlugin"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"], plugins: [.plugin(name: "GeneratorPlugin")]),
    ]
)
