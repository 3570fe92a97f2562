// swift-tools-version: 6.0
// A package `archlint fix` can repair, and what it must leave alone: see FixCommandTests.
import PackageDescription

/// A tool target, declared through a helper: archlint does not edit what code computes.
func tool(_ name: String) -> Target {
    .target(name: name, path: "Tools/\(name)")
}

let package = Package(
    name: "Fixable",
    targets: [
        // Feature imports Logging, which only Umbrella declares.
        .target(
            name: "Feature",
            dependencies: [
                "Umbrella", // the old way in
            ]
        ),
        .target(name: "Umbrella", dependencies: ["Logging"]),
        .target(name: "Logging"),
        .target(name: "Client"),
        .target(name: "ClientLive", dependencies: ["Client"]),
        .target(name: "Legacy", dependencies: ["Logging", "Client"]),
        .executableTarget(name: "App", dependencies: ["Client", "ClientLive", "Feature"]),
        tool("Formatter"),
    ]
)
