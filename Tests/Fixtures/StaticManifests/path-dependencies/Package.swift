// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "./Vendor/Alamofire/"),
        .package(path: "Vendor/../Modules/Network.git"),
        .package(name: "DesignSystem", path: "../UI/DesignSystem"),
        .package(path: "/opt/archlint-fixtures/AbsoluteKit"),
        .package(path: "file:///opt/archlint-fixtures/FileURLKit"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "Shared", package: "Shared"),
                .product(name: "Alamofire", package: "alamofire"),
                .product(name: "Network", package: "Network"),
                .product(name: "DesignSystem", package: "DesignSystem"),
                .product(name: "AbsoluteKit", package: "AbsoluteKit"),
                .product(name: "FileURLKit", package: "fileurlkit"),
            ]
        ),
    ]
)
