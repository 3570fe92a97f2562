// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Mirrored",
    dependencies: [.package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.0.0")],
    targets: [.target(name: "Core", dependencies: [.product(name: "Alamofire", package: "Alamofire")])]
)
