// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "TwiceIOS", platforms: [.iOS(.v15), .iOS(.v16)], targets: [.target(name: "Core")])
