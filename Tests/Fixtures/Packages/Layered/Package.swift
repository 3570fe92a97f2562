// swift-tools-version:6.0
// A small layered package for end-to-end tests: Network imports Data (forbidden), CoreA imports
// CoreB, a design system (Core modules independent: a service importing the UI kit beside it
// couples peers), Data and Network import each other (a cycle).
import PackageDescription

let package = Package(
    name: "Layered",
    targets: [
        .target(name: "CoreA", dependencies: ["CoreB"]),
        .target(name: "CoreB"),
        .target(name: "Network"),
        .target(name: "Data", dependencies: ["Network"]),
        .executableTarget(name: "App", dependencies: ["Data", "Network", "CoreA"]),
        .testTarget(name: "NetworkTests", dependencies: ["Network", "Data"]),
    ]
)
