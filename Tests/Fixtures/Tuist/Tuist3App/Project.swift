import ProjectDescription
import ProjectDescriptionHelpers
import ModulePlugin

let project = Project(
    name: "LegacyApp",
    packages: [
        .remote(url: "https://github.com/airbnb/lottie-ios", requirement: .upToNextMajor(from: "4.0.0")),
    ],
    settings: .settings(base: ["OTHER_SWIFT_FLAGS": "-D BETA"]),
    targets: [
        Target(
            name: "LegacyApp",
            platform: .iOS,
            product: .app,
            bundleId: "dev.example.legacy",
            deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone),
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Sources/**/*.swift"],
            dependencies: [
                .module(.featureA),
                SPM.snapKit,
                .package(product: "Lottie"),
            ]
        ),
    ]
)
