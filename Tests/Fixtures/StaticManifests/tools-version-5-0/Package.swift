// swift-tools-version:5.0
import PackageDescription

let package = Package(
    name: "FiveZero",
    platforms: [.macOS(.v10_12), .iOS(.v10), .tvOS(.v10), .watchOS(.v3)],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "5.0.0"),
    ],
    targets: [
        .target(name: "FiveZero", dependencies: [.product(name: "RxSwift"), .target(name: "Base")],
                swiftSettings: [.define("FIVE", .when(platforms: [.iOS], configuration: .debug))]),
        .target(name: "Base"),
    ],
    swiftLanguageVersions: [.v5]
)
