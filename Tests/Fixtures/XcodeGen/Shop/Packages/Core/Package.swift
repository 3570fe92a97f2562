// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "CoreKit", targets: ["CoreKit"]), .library(name: "CoreUI", targets: ["CoreKit"])],
    targets: [.target(name: "CoreKit")]
)
