// swift-tools-version:999.0
import PackageDescription

let package = Package(name: "Future", targets: [.target(name: "Core")])
