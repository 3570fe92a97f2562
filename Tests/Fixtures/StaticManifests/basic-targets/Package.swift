// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BankingApp",
    products: [
        .library(name: "Network", targets: ["Network"]),
    ],
    targets: [
        .target(name: "Network", dependencies: ["Data"]),
        .target(name: "Data"),
        .executableTarget(name: "App", dependencies: ["Network", "Data"]),
        .testTarget(name: "NetworkTests", dependencies: ["Network"]),
    ]
)
