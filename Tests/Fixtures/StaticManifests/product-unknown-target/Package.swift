// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Products",
    products: [.library(name: "Kit", targets: ["Core", "Missing"])],
    targets: [.target(name: "Core")]
)
