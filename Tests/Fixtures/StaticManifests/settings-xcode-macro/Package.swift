// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Macro",
    targets: [.target(name: "Core", cSettings: [.headerSearchPath("$(SRCROOT)/include")])]
)
