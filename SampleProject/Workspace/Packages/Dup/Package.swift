// swift-tools-version:6.0
import PackageDescription

// Depends on Core, which defines CoreLogging too: one build holds both, as SwiftPM refuses.
let package = Package(name: "Dup", dependencies: [.package(path: "../Core")], targets: [.target(name: "CoreLogging")])
