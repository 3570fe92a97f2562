// swift-tools-version: 5.9
// Code no build compiles: GalleryFeature imports Alamofire under `#if LEGACY_HTTP`, a flag set
// nowhere (no .define, no Xcode build setting), so the compiler never sees the import and
// neither does archlint (it says so once). Apollo under `#if USE_APOLLO` is compiled (FeedFeature
// defines USE_APOLLO), and so is Moya under `#if USE_MOYA` (the Xcode app's build settings set
// it): both are findings of http-library-only-in-network.
import PackageDescription

let package = Package(
    name: "NeverCompiled",
    dependencies: [
        .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.0.0"),
        .package(url: "https://github.com/Moya/Moya.git", from: "15.0.0"),
        .package(url: "https://github.com/apollographql/apollo-ios.git", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Networking", dependencies: ["Alamofire"]),
        .target(name: "FeedFeature", dependencies: ["Networking"], swiftSettings: [.define("USE_APOLLO")]),
        .target(name: "GalleryFeature", dependencies: ["Alamofire", "Moya", .product(name: "Apollo", package: "apollo-ios")]),
    ]
)
