// swift-tools-version:5.9
import PackageDescription
import Darwin

let package = Package(name: "AppleOnly", targets: [.target(name: "Core")])
