// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Registry",
    dependencies: [
        .package(id: "mona.LinkedList", from: "1.1.0"),
        .package(id: "apple.swift-collections", exact: "1.0.4"),
        .package(id: "example.range-kit", "1.0.0"..<"1.5.0"),
    ],
    targets: [
        .target(name: "Registry", dependencies: [
            .product(name: "LinkedList", package: "mona.linkedlist"),
            .product(name: "Collections", package: "apple.swift-collections"),
            .product(name: "RangeKit", package: "example.range-kit"),
        ]),
    ]
)
