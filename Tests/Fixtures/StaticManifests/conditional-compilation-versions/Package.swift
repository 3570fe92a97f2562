// swift-tools-version:5.9
import PackageDescription

var swiftSettings: [SwiftSetting] = []
#if compiler(>=6.0)
swiftSettings.append(.define("COMPILER_6"))
#endif
#if compiler(<5.9)
swiftSettings.append(.define("OLD_COMPILER"))
#endif
#if swift(>=5.10)
swiftSettings.append(.define("LANGUAGE_5_10"))
#endif
#if swift(>=6.0)
swiftSettings.append(.define("LANGUAGE_6"))
#endif
#if DEBUG
swiftSettings.append(.define("MANIFEST_DEBUG"))
#endif
#if true && !false
swiftSettings.append(.define("LITERALS"))
#endif

let package = Package(
    name: "Versions",
    targets: [
        .target(name: "Core", swiftSettings: swiftSettings),
    ]
)
