// swift-tools-version:99.0
import PackageDescription

let package = Package(name: "Future", targets: [.target(name: "FromSwift99")])
