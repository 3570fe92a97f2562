// swift-tools-version:5.3
import PackageDescription

let package = Package(
    name: "TooNew",
    targets: [
        .executableTarget(name: "Tool"),
    ]
)
