// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "P", dependencies: [.package(url: "https://a.com/x/Kit.git", from: "1.0.0"), .package(url: "https://b.com/y/kit", from: "2.0.0")], targets: [.target(name: "A")])
