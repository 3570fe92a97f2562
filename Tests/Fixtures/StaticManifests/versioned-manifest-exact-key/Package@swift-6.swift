// swift-tools-version:5.8
import PackageDescription

let package = Package(name: "ExactKey", targets: [.target(name: "FromSwift6Key")])
