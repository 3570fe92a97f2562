// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "BadBinary", targets: [.binaryTarget(name: "SDK", path: "Frameworks/SDK.framework")])
