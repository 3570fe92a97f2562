import ProjectDescription

let project = Project(
    name: "Root",
    targets: [
        .target(
            name: "App", destinations: .iOS, product: .app, bundleId: "dev.archlint.root",
            sources: ["Sources/App/**"], dependencies: [.target(name: "Feature")]),
        .target(
            name: "Feature", destinations: .iOS, product: .framework, bundleId: "dev.archlint.feature",
            sources: ["Sources/Feature/**"], dependencies: [.target(name: "Core")]),
        .target(
            name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.archlint.core",
            sources: ["sources/core/**"]),  // spelled as on a Mac, where the disk ignores case
    ]
)
