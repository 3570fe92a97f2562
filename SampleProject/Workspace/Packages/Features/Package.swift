// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Features",
    products: [
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
        .library(name: "SearchFeature", targets: ["SearchFeature"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../Missing"),
        .package(url: "https://github.com/onevcat/Kingfisher.git", from: "8.0.0"),
    ],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [
                .product(name: "CoreUI", package: "Core"),
                .product(name: "Kingfisher", package: "Kingfisher", condition: .when(platforms: [.iOS])),
            ]
        ),
        .target(name: "SearchFeature", dependencies: ["CoreUI"]),
    ]
)
