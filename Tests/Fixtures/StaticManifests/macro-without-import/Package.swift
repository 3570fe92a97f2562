// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Macros",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "509.0.0"),
    ],
    targets: [
        .macro(name: "StringifyMacros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
    ]
)
