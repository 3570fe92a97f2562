// swift-tools-version:5.6
import PackageDescription

let package = Package(
    name: "LocalGit",
    dependencies: [
        .package(url: "../NotCheckedOut/LocalRepo.git", from: "1.0.0"),
        .package(url: "file:///opt/archlint-fixtures/Mirror/Kit", exact: "1.0.0"),
    ],
    targets: [
        .target(name: "LocalGit", dependencies: [
            .product(name: "LocalRepo", package: "LocalRepo"),
            .product(name: "Kit", package: "Kit"),
        ]),
    ]
)
