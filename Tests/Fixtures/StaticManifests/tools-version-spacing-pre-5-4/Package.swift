//swift-tools-version:5.3
import PackageDescription

let package = Package(name: "Spacing", targets: [.target(name: "Core")])
