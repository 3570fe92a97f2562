// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "Remote",
    dependencies: [
        .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
        .package(url: "https://github.com/Moya/Moya", .upToNextMajor(from: "15.0.0")),
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture/", "1.0.0"..<"2.0.0"),
        .package(url: "git@github.com:Example/Private-Kit.git", "1.2.0"..."1.4.9"),
        .package(url: "https://example.com/Tools/Lint.git", .exact("0.5.0")),
        .package(url: "https://example.com/Tools/Branchy", branch: "main"),
        .package(url: "https://example.com/Tools/Pinned.git", revision: "0123456789abcdef0123456789abcdef01234567"),
        .package(name: "Legacy", url: "https://example.com/legacy-sdk.git", from: "2.0.0"),
        .package(url: "ssh://git@example.com:7999/team/UpperCaseName.git", .upToNextMinor(from: "3.1.0")),
    ],
    targets: [
        .target(
            name: "Remote",
            dependencies: [
                .product(name: "Alamofire", package: "Alamofire"),
                .product(name: "Moya", package: "Moya"),
                .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
                .product(name: "PrivateKit", package: "private-kit"),
                .product(name: "Lint", package: "Lint"),
                .product(name: "Branchy", package: "Branchy"),
                .product(name: "Pinned", package: "Pinned"),
                .product(name: "LegacySDK", package: "Legacy"),
                .product(name: "UpperCase", package: "uppercasename"),
            ]
        ),
    ]
)
