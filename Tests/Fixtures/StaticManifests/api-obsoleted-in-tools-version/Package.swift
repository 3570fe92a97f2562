// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Obsoleted",
    targets: [
        .target(name: "A", dependencies: [.product(name: "Thing")]),
    ]
)
