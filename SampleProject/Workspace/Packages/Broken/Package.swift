// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Broken", targets: [.target(name: "Broken", dependencies: [missingSymbol])])
