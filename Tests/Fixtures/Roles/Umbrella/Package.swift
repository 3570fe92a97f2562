// swift-tools-version: 5.9
// A Prelude umbrella re-exports Core modules to every feature. It is a layer above them, not a
// Core peer: its re-exports are no core-independent findings. SearchFeature declares only the
// Prelude and imports Models, which the Prelude re-exports (through DesignSystem's own
// re-export): declared through it. ProfileFeature imports Analytics without declaring it: a
// finding. DesignSystem importing Models is no finding: Models, the vocabulary types, imports
// no core module and one imports it: the core group's floor (issue 27).
import PackageDescription

let package = Package(
    name: "Umbrella",
    targets: [
        .target(name: "Models", path: "Sources/Core/Models"),
        .target(name: "DesignSystem", dependencies: ["Models"], path: "Sources/Core/DesignSystem"),
        .target(name: "Analytics", path: "Sources/Core/Analytics"),
        .target(name: "FeaturePrelude", dependencies: ["DesignSystem", "Analytics"], path: "Sources/Core/FeaturePrelude"),
        .target(name: "SearchFeature", dependencies: ["FeaturePrelude"], path: "Sources/Features/SearchFeature"),
        .target(name: "ProfileFeature", dependencies: ["FeaturePrelude"], path: "Sources/Features/ProfileFeature"),
    ]
)
