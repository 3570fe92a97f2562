// swift-tools-version:5.10
import PackageDescription

let package = Package(name: "MissingLine", targets: [.target(name: "FromSwift510")])
