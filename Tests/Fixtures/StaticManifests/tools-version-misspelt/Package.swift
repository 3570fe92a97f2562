// swift-tools-version: 5.nine
import PackageDescription

let package = Package(name: "Misspelt", targets: [.target(name: "Core")])
