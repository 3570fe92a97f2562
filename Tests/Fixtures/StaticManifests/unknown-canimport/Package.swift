// swift-tools-version:5.9
import PackageDescription

#if canImport(SomeVendorModule)
let vendor = true
#else
let vendor = false
#endif

let package = Package(name: "Unknown", targets: [.target(name: "Core")])
