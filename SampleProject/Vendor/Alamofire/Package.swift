// swift-tools-version: 6.0
// A local stand-in for Alamofire: just enough public API for the sample's Network module.
import PackageDescription

let package = Package(
    name: "Alamofire",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Alamofire", targets: ["Alamofire"]),
    ],
    targets: [
        .target(name: "Alamofire"),
    ]
)
