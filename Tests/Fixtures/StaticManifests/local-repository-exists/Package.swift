// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LocalRepository",
    dependencies: [.package(url: "../basic-targets", from: "1.0.0")],
    targets: [.target(name: "Core")]
)
