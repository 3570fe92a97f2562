// swift-tools-version:6.2
import PackageDescription

let package = Package(name: "ExactKey", targets: [.target(name: "FromPackageSwift")])
