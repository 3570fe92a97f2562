// swift-tools-version: 5.9
// Roles with no telling name (modelled on apps that name modules after the backend, the data
// model or a code name): Tusk talks to the server (URLSession, endpoints), Ledger persists
// (Core Data); features are plain-named SwiftUI packages. Tusk importing Ledger is the server
// module reaching into persistence: network-never-imports-data reports it, whatever the names.
// ImageKit downloads images in one file of four: a UI kit, not a network layer.
import PackageDescription

let package = Package(
    name: "UnnamedLayers",
    targets: [
        .target(name: "Entities"),
        .target(name: "Ledger", dependencies: ["Entities"]),
        .target(name: "Tusk", dependencies: ["Entities", "Ledger"]),
        .target(name: "ImageKit"),
        .target(name: "Timeline", dependencies: ["Tusk", "Entities", "ImageKit"]),
        .target(name: "Compose", dependencies: ["Tusk", "Entities", "ImageKit"]),
        .executableTarget(name: "App", dependencies: ["Timeline", "Compose", "Ledger"]),
    ]
)
