// swift-tools-version:5.5
import PackageDescription

let package = Package(name: "Versioned", targets: [.target(name: "FromPackageSwift")])
