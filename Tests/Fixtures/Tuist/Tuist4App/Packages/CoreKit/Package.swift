// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "CoreKit",
    products: [.library(name: "CoreKit", targets: ["CoreKit", "CoreKitUI"])],
    targets: [.target(name: "CoreKit", dependencies: ["CoreKitUI"]), .target(name: "CoreKitUI")]
)
