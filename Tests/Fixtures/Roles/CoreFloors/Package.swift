// swift-tools-version: 5.9
// A Shared/ folder of small modules (modelled on Tuist apps that keep one project per module
// under Projects/Shared/): clients build on utility modules, on a lower client, and on the
// interface module of a store (X imports XInterface). Those are the group's floors, a lower
// sub-layer that some (not all) members import and that imports none of them: imports of them
// are no core-independent findings. What stays: a service without screens importing the
// design system (a screen module: UI sits above it, so this is coupling between peers), and a
// cycle between two clients with the import of a module in that cycle.
import PackageDescription

let package = Package(
    name: "CoreFloors",
    targets: [
        .target(name: "ConstantUtil", path: "Projects/Shared/ConstantUtil"),
        .target(name: "DateUtil", path: "Projects/Shared/DateUtil"),
        .target(name: "EnumUtil", path: "Projects/Shared/EnumUtil"),
        .target(name: "DeviceUtil", path: "Projects/Shared/DeviceUtil"),
        .target(name: "FoundationUtil", dependencies: ["ConstantUtil"], path: "Projects/Shared/FoundationUtil"),
        .target(name: "SchoolHubClient", dependencies: ["ConstantUtil"], path: "Projects/Shared/SchoolHubClient"),
        .target(name: "SettingsStore", dependencies: ["EnumUtil", "FoundationUtil"], path: "Projects/Shared/SettingsStore"),
        .target(name: "MealClient", dependencies: ["DateUtil", "EnumUtil", "SchoolHubClient", "SettingsStore"],
                path: "Projects/Shared/MealClient"),
        .target(name: "SchoolClient", dependencies: ["EnumUtil", "SchoolHubClient"], path: "Projects/Shared/SchoolClient"),
        .target(name: "DeviceClient", dependencies: ["DeviceUtil"], path: "Projects/Shared/DeviceClient"),
        .target(name: "TokenStoreInterface", path: "Projects/Shared/TokenStoreInterface"),
        .target(name: "SecretVaultInterface", path: "Projects/Shared/SecretVaultInterface"),
        .target(name: "TokenStore", dependencies: ["TokenStoreInterface", "SecretVaultInterface"],
                path: "Projects/Shared/TokenStore"),
        .target(name: "SecretVault", dependencies: ["SecretVaultInterface"], path: "Projects/Shared/SecretVault"),
        .target(name: "DesignSystem", dependencies: ["DateUtil"], path: "Projects/Shared/DesignSystem"),
        .target(name: "AnalyticsClient", dependencies: ["DesignSystem"], path: "Projects/Shared/AnalyticsClient"),
        .target(name: "SessionClient", dependencies: ["ProfileClient"], path: "Projects/Shared/SessionClient"),
        .target(name: "ProfileClient", path: "Projects/Shared/ProfileClient"),
        .target(name: "NoticeClient", dependencies: ["SessionClient", "DateUtil"], path: "Projects/Shared/NoticeClient"),
        .executableTarget(name: "App", dependencies: [
            "MealClient", "SchoolClient", "DeviceClient", "TokenStore", "SecretVault", "AnalyticsClient", "NoticeClient",
            "DesignSystem", "EnumUtil", "SettingsStore",
        ], path: "App"),
    ]
)
