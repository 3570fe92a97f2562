// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Resources",
    defaultLocalization: "en",
    targets: [
        .target(
            name: "Feature",
            path: "Modules/Feature",
            exclude: ["README.md", "Legacy/"],
            sources: ["Sources", "Generated/Strings.swift"],
            resources: [
                .process("./Resources/Images/"),
                .process("Localizable", localization: .default),
                .copy("Data/../Data/seed.json"),
                .embedInCode("Templates/email.html"),
                .process("Base.lproj", localization: .base),
            ],
            publicHeadersPath: "include"
        ),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"], path: "Tests", resources: [.copy("Fixtures")]),
    ]
)
