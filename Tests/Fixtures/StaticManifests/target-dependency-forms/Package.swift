// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Forms",
    dependencies: [
        .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
        .package(url: "https://github.com/Moya/Moya.git", from: "15.0.0"),
    ],
    targets: [
        .target(
            name: "Network",
            dependencies: [
                "Core",
                .target(name: "Logging", condition: .when(platforms: [.iOS, .macOS])),
                .byName(name: "Analytics", condition: .when(platforms: [.linux])),
                .product(name: "Alamofire", package: "Alamofire", moduleAliases: ["Alamofire": "AF"]),
                .product(name: "Moya", package: "Moya", condition: .when(platforms: [.watchOS, .tvOS, .macCatalyst])),
                .target(name: "Empty", condition: .when(platforms: [])),
            ]
        ),
        .target(name: "Core"),
        .target(name: "Logging"),
        .target(name: "Analytics"),
        .target(name: "Empty"),
    ]
)
