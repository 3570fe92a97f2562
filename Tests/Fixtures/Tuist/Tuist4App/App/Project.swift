import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "ExampleApp",
    settings: .settings(
        base: ["OTHER_SWIFT_FLAGS": "$(inherited) -D APP_FLAG"],
        configurations: [
            .debug(name: "Debug"),
            .release(name: "Release", settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "STORE"]),
        ]
    ),
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.example.app",
            sources: [.glob("Sources/**", excluding: ["Sources/Generated/**"])],
            dependencies: [
                .project(target: "Home", path: .relativeToRoot("Projects/Feature/Home")),
                .project(target: "Profile", path: "../Projects/Feature/Profile"),
                SPM.coreKit,
                .sdk(name: "StoreKit", type: .framework),
                .xcframework(path: "Frameworks/Analytics.xcframework"),
                .target(name: "Widget"),
            ]
        ),
        .target(
            name: "Widget",
            destinations: [.iPhone],
            product: .appExtension,
            bundleId: "dev.example.app.widget",
            buildableFolders: [.folder("Widget", exceptions: [.exception(excluded: ["Excluded.swift"])])]
        ),
        .target(
            name: "AppTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "dev.example.app.tests",
            sources: .paths(["Tests/**"]),
            dependencies: [.target(name: "App")]
        ),
    ],
    schemes: [
        .scheme(
            name: "App", buildAction: .buildAction(targets: ["App"]),
            runAction: .runAction(options: .options(enableGPUFrameCaptureMode: .default)))
    ]
)
