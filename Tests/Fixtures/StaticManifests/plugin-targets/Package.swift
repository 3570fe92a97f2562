// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Plugins",
    products: [
        .plugin(name: "Format", targets: ["FormatPlugin"]),
        .plugin(name: "Codegen", targets: ["CodegenPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(name: "CodegenTool"),
        .plugin(name: "CodegenPlugin", capability: .buildTool(), dependencies: ["CodegenTool"]),
        .plugin(
            name: "FormatPlugin",
            capability: .command(
                intent: .custom(verb: "format-source", description: "Formats the sources"),
                permissions: [
                    .writeToPackageDirectory(reason: "Formatting rewrites the sources"),
                    .allowNetworkConnections(scope: .all(ports: [443]), reason: "Downloads the style guide"),
                ]
            )
        ),
        .plugin(name: "DocsPlugin", capability: .command(intent: .documentationGeneration())),
        .target(
            name: "API",
            plugins: [
                .plugin(name: "CodegenPlugin"),
                .plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator"),
                "CodegenPlugin",
            ]
        ),
    ]
)
