// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "FiveThree",
    defaultLocalization: "fr",
    platforms: [.iOS(.v14), .macOS(.v11), .watchOS(.v7), .tvOS(.v14)],
    products: [.library(name: "FiveThree", targets: ["FiveThree"])],
    dependencies: [
        .package(name: "Firebase", url: "https://github.com/firebase/firebase-ios-sdk.git", "8.0.0"..<"9.0.0"),
    ],
    targets: [
        .target(
            name: "FiveThree",
            dependencies: [.product(name: "FirebaseAnalytics", package: "Firebase", condition: .when(platforms: [.iOS]))],
            resources: [.process("Assets.xcassets")]
        ),
        .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
    ]
)
