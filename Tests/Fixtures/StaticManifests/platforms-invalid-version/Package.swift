// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "BadPlatform", platforms: [.iOS("1.0")], targets: [.target(name: "Core")])
