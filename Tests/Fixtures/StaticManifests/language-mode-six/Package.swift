// swift-tools-version: 6.0
import PackageDescription

#if swift(>=6.1)
let mode = "LANGUAGE_6_1"
#else
let mode = "LANGUAGE_6_0"
#endif

let package = Package(
    name: "SixMode",
    targets: [
        .target(name: "Core", swiftSettings: [.define(mode), .swiftLanguageMode(.v5), .enableUpcomingFeature("InternalImportsByDefault")]),
    ],
    swiftLanguageModes: [.v6, .version("5")]
)
