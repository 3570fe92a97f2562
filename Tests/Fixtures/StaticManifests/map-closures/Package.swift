// swift-tools-version: 5.10
import PackageDescription

let features = ["Card", "DemandDeposit", "SafeBox"]

let featureTargets: [Target] = features.map { name in
    .target(name: name, dependencies: ["FeatureKit"])
}
let testTargets = features.map { Target.testTarget(name: "\($0)Tests", dependencies: [.target(name: $0)]) }

let package = Package(
    name: "Features",
    products: features.map { .library(name: $0, targets: [$0]) },
    targets: featureTargets + testTargets + [
        .target(name: "FeatureKit"),
        .executableTarget(name: "App", dependencies: features.map { Target.Dependency.target(name: $0) } + ["FeatureKit"]),
        .target(name: "Registry", dependencies: features.map({ .byName(name: "\($0)") })),
    ]
)
