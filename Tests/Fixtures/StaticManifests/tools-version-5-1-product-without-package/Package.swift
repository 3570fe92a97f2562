// swift-tools-version:5.1
import PackageDescription
let package = Package(name: "P", targets: [.target(name: "A", dependencies: [.product(name: "X")])])
