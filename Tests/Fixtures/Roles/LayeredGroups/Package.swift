// swift-tools-version: 5.9
// A layered app (modelled on apps that keep Core/ and Features/ folders of packages): the core
// modules build on Models, their vocabulary types, which builds on none of them: Models is the
// core group's floor, not a peer, and imports of it are not findings of core-independent. The
// same holds for FeatureKit, the kit every feature builds on inside Features/. Analytics
// importing DesignSystem (a peer) and Search reaching into Profile are true findings; Analytics
// importing Settings is a layering break that init records.
import PackageDescription

let package = Package(
    name: "LayeredGroups",
    targets: [
        .target(name: "Models", path: "Modules/Core/Models"),
        .target(name: "DesignSystem", dependencies: ["Models"], path: "Modules/Core/DesignSystem"),
        .target(name: "Analytics", dependencies: ["Models", "DesignSystem", "Settings"], path: "Modules/Core/Analytics"),
        .target(name: "Location", dependencies: ["Models"], path: "Modules/Core/Location"),
        .target(name: "Formatting", dependencies: ["Models"], path: "Modules/Core/Formatting"),
        .target(name: "FeatureKit", dependencies: ["DesignSystem", "Models"], path: "Modules/Features/FeatureKit"),
        .target(name: "Home", dependencies: ["FeatureKit", "Models", "Formatting"], path: "Modules/Features/Home"),
        .target(name: "Search", dependencies: ["FeatureKit", "Models", "Profile", "Location"], path: "Modules/Features/Search"),
        .target(name: "Profile", dependencies: ["FeatureKit", "Models", "Analytics"], path: "Modules/Features/Profile"),
        .target(name: "Settings", dependencies: ["FeatureKit"], path: "Modules/Features/Settings"),
        .executableTarget(name: "App", dependencies: ["Home", "Search", "Profile", "Settings"], path: "App"),
    ]
)
