// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "P", products: [.library(name: "B", type: .static, targets: ["B"])], targets: [.binaryTarget(name: "B", path: "B.xcframework")])
