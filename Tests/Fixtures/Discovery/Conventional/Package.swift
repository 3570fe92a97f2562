// swift-tools-version:6.0
// Default layout: Sources/<Target>, Tests/<Target>, Plugins/<Target>, with every kind of file
// SwiftPM skips mixed in. See ConventionalLayoutTests for the expected file list.
import PackageDescription

let package = Package(
    name: "Conventional",
    targets: [
        .target(name: "Core", resources: [.process("Resources"), .copy("Bundled")]),
        .executableTarget(name: "Tool", dependencies: ["Core"]),
        .systemLibrary(name: "CZlib"),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .plugin(name: "Generate", capability: .buildTool()),
    ]
)
