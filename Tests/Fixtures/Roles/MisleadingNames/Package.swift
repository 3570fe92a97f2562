// swift-tools-version: 5.9
// Names that mislead (modelled on TCA apps with a Features/ folder): BetaFeature holds feature
// flags and every feature imports it: a shared library, not a feature. CSVParser lives in the
// Import feature's folder and has no screen: not a feature either. A feature declares screens
// (views, reducers) and is used by the app or a parent; HomeFeature presenting SettingsFeature
// is the true finding.
import PackageDescription

let package = Package(
    name: "MisleadingNames",
    targets: [
        .target(name: "BetaFeature", path: "Features/Beta/Sources/BetaFeature"),
        .target(name: "HomeFeature", dependencies: ["BetaFeature", "SettingsFeature"], path: "Features/Home/Sources/HomeFeature"),
        .target(name: "SettingsFeature", dependencies: ["BetaFeature"], path: "Features/Settings/Sources/SettingsFeature"),
        .target(name: "CSVParser", path: "Features/Import/Sources/CSVParser"),
        .target(name: "ImportFeature", dependencies: ["CSVParser", "BetaFeature"], path: "Features/Import/Sources/ImportFeature"),
        .target(name: "AppFeature", dependencies: ["HomeFeature", "ImportFeature", "SettingsFeature"], path: "Features/App/Sources/AppFeature"),
        .executableTarget(name: "Ledger", dependencies: ["AppFeature"], path: "App"),
    ]
)
