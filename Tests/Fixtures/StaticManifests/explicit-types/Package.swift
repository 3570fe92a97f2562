// swift-tools-version:5.9
import PackageDescription

let coreDependencies: [Target.Dependency] = [
    Target.Dependency.target(name: "Base"),
    Target.Dependency.product(name: "Logging", package: "swift-log"),
]
let platforms: [SupportedPlatform] = [SupportedPlatform.iOS(.v16), .macOS(.v13)]
let ios: Platform = Platform.iOS

let package = Package(
    name: "Explicit",
    platforms: platforms,
    products: [Product.library(name: "Core", targets: ["Core"])],
    dependencies: [Package.Dependency.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")],
    targets: [
        Target.target(name: "Base"),
        Target.target(name: "Core", dependencies: coreDependencies, swiftSettings: [SwiftSetting.define("IOS", .when(platforms: [ios]))]),
    ]
)
