// swift-tools-version:4.2
import PackageDescription

let package = Package(
    name: "Old",
    products: [
        .library(name: "Old", targets: ["Old"]),
    ],
    dependencies: [
        .package(url: "https://github.com/Quick/Nimble.git", from: "7.0.0"),
        .package(path: "../LocalOld"),
    ],
    targets: [
        .target(name: "Old", dependencies: ["Nimble", .target(name: "Helpers"), .product(name: "LocalOld")], path: "Sources/Old", exclude: ["Skip"]),
        .target(name: "Helpers", dependencies: [.byName(name: "Old")]),
        .testTarget(name: "OldTests", dependencies: ["Old"]),
    ],
    swiftLanguageVersions: [.v4, .v4_2],
    cLanguageStandard: .c11,
    cxxLanguageStandard: .cxx14
)
