// swift-tools-version:6.0
import PackageDescription

#if canImport(Darwin)
let system = "Darwin"
#elseif canImport(Glibc)
let system = "Glibc"
#else
let system = "Unknown"
#endif

#if canImport(FoundationEssentials) && !canImport(UIKit)
let essentials: [SwiftSetting] = [.define("ESSENTIALS")]
#else
let essentials: [SwiftSetting] = []
#endif

let package = Package(
    name: "CanImport",
    targets: [
        .target(name: "Uses\(system)"),
        .target(name: "Core", swiftSettings: [.define("HAS_" + system)] + essentials),
    ]
)
