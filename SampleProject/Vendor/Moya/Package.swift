// swift-tools-version: 6.0
// A local stand-in for Moya, built on the local Alamofire stand-in like the real one.
import PackageDescription

let package = Package(
    name: "Moya",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Moya", targets: ["Moya"]),
    ],
    dependencies: [
        .package(path: "../Alamofire"),
    ],
    targets: [
        .target(name: "Moya", dependencies: [.product(name: "Alamofire", package: "Alamofire")]),
    ]
)
