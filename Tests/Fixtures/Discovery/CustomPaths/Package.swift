// swift-tools-version:6.0
// `path:`, `sources:` (files and folders), `exclude:` (files and folders), and a target at the
// package root. See CustomPathsTests for the expected file lists.
import PackageDescription

let package = Package(
    name: "CustomPaths",
    targets: [
        .target(
            name: "Feature",
            path: "Modules/Feature/",
            exclude: ["Impl/Legacy", "Api/Deprecated.swift"],
            sources: ["Api", "Entry.swift", "./Impl/", "Guide.docc", "notes.txt", "Headers/Feature.h"],
            resources: [.process("Assets")]
        ),
        .target(name: "Root", path: ".", exclude: ["Modules", "Checks", "Native"]),
        .target(name: "CLib", path: "Native/CLib"),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"], path: "Checks/FeatureTests"),
    ]
)
