import PackageDescription

let package = Package(
    name: "Exported",
    products: [.library(name: "Exported", targets: ["Exported"])],
    targets: [
        .target(name: "Exported", dependencies: ["Support"]),
        .target(name: "Support"),
    ]
)
