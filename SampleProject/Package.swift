// swift-tools-version: 6.0
// BankingApp: a small modular iOS-style app that archlint uses as its showcase.
// It breaks the architecture on purpose; README.md lists every deliberate violation.
import PackageDescription

let package = Package(
    name: "BankingApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    // What the Xcode app (App/BankingApp.xcodeproj) and its widget link.
    products: [
        .library(name: "BankingFeatures", targets: [
            "CardFeature", "DemandDepositFeature", "PaymentsFeature", "ProfileFeature", "SafeBoxFeature",
            "SearchFeature", "SupportChatFeature",
        ]),
        .library(name: "BankingServices", targets: ["Network", "Data", "Domain", "CoreAnalytics", "CoreLogging", "CoreUtilities"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "AppLegacy", targets: ["AppLegacy"]),
    ],
    dependencies: [
        // Third-party libraries, vendored as local stubs so the sample resolves offline.
        .package(path: "Vendor/Alamofire"),
        .package(path: "Vendor/Moya"),
    ],
    targets: [
        // MARK: Core — shared building blocks; they must not depend on one another.
        .target(name: "CoreUI"),
        .target(name: "CoreLogging"),
        .target(name: "CoreAnalytics", dependencies: ["CoreLogging"]),
        .target(name: "CoreUtilities"),

        // MARK: Infrastructure and layers (Network <- Data -> Domain)
        .target(
            name: "Network",
            dependencies: [.product(name: "Alamofire", package: "Alamofire")],
            exclude: ["Stubs/README.md"]
        ),
        .target(
            name: "Data",
            dependencies: ["Network", "Domain"],
            resources: [.process("Resources")]
        ),
        .target(name: "Domain"),
        // Umbrella every feature imports: re-exports Domain and CoreUI.
        .target(name: "FeatureKit", dependencies: ["Domain", "CoreUI"]),

        // MARK: Features — may use Core and FeatureKit, never another feature.
        .target(name: "ProfileFeature", dependencies: ["FeatureKit", "Data", "CoreAnalytics"]),
        .target(name: "SearchFeature", dependencies: ["FeatureKit", "CoreAnalytics"]),
        .target(name: "PaymentsFeature", dependencies: ["FeatureKit", "SearchFeature", "CoreAnalytics"]),
        .target(name: "CardFeature", dependencies: ["FeatureKit", "DemandDepositFeature"]),
        .target(name: "DemandDepositFeature", dependencies: ["FeatureKit"]),
        .target(
            name: "SupportChatFeature",
            dependencies: ["FeatureKit", "CoreAnalytics", .product(name: "Moya", package: "Moya")]
        ),
        .target(name: "SafeBoxFeature", dependencies: ["FeatureKit", "AppLegacy", "CoreUtilities"]),

        // MARK: App — code not yet moved out of the app. The app itself (the composition root)
        // and its widget are targets of App/BankingApp.xcodeproj.
        .target(name: "AppLegacy", dependencies: ["CoreUtilities"], path: "App/Legacy"),

        // MARK: Tests
        .testTarget(name: "NetworkTests", dependencies: ["Network"]),
        .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature", "Domain"]),
    ]
)
