// swift-tools-version:5.9
// Fixture for grouped findings: one edge imported from twelve files, and a tangle of two
// import cycles among three modules (Data -> Network -> Data, Data -> Network -> Cache -> Data).
import PackageDescription

let package = Package(
    name: "Grouped",
    targets: [
        .executableTarget(name: "App", dependencies: ["PaymentsFeature", "Data"]),
        .target(name: "PaymentsFeature", dependencies: ["SearchFeature"]),
        .target(name: "SearchFeature"),
        .target(name: "Data", dependencies: ["Network"]),
        .target(name: "Network", dependencies: ["Cache"]),
        .target(name: "Cache", dependencies: ["Data"]),
    ]
)
