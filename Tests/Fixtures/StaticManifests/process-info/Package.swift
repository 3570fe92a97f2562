// swift-tools-version:5.9
import PackageDescription
import Foundation

let useLocal = ProcessInfo.processInfo.environment["USE_LOCAL_DEPENDENCIES"] != nil

let package = Package(name: "Environment", targets: [.target(name: "Core")])
