// swift-tools-version:5.9
import Foundation
import PackageDescription

let package = Package(name: "Foundationish", targets: [.target(name: "Core")])
