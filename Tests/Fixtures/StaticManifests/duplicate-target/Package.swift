// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Duplicate", targets: [.target(name: "Core"), .testTarget(name: "Core")])
