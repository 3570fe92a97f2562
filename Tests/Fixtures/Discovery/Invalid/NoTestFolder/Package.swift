// swift-tools-version:5.9
// One test target and no `Tests/` folder (its tests were never committed): SwiftPM looks for it in
// `Sources/`, and as the only test target it would take all of `Sources/`, overlapping Core and
// Feature. SwiftPM refuses the package as a root; used as a dependency, its tests are never built.
import PackageDescription

let package = Package(
    name: "NoTestFolder",
    products: [.library(name: "Feature", targets: ["Feature"])],
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: ["Core"]),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
    ]
)
