// swift-tools-version: 5.9
// A TCA-shaped app: the app target (in Xcode, outside the graph) links AppFeature, which composes
// every feature. AppFeature presents features: not a finding. HomeFeature presents
// SettingsFeature (its Settings state as a destination): reported as a presentation, with the
// plan "let the root present it". HomeFeature reuses LeaderboardFeature's row: reported as
// reaching into it, with the plan "move the component down".
import PackageDescription

let package = Package(
    name: "RootFeature",
    targets: [
        .target(name: "SharedUI"),
        .target(name: "SettingsFeature", dependencies: ["SharedUI"]),
        .target(name: "LeaderboardFeature", dependencies: ["SharedUI"]),
        .target(name: "HomeFeature", dependencies: ["SettingsFeature", "LeaderboardFeature", "SharedUI"]),
        .target(name: "OnboardingFeature", dependencies: ["SharedUI"]),
        .target(name: "AppFeature", dependencies: ["HomeFeature", "OnboardingFeature", "SettingsFeature"]),
        .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature"]),
    ]
)
