// swift-tools-version:5.9
import PackageDescription

let includePrivacyManifest = true
let useLegacy = false
let flavor = "pro"

let package = Package(
    name: "Ternary",
    targets: [
        .target(
            name: "Core",
            exclude: includePrivacyManifest ? [] : ["PrivacyInfo.xcprivacy"],
            resources: includePrivacyManifest ? [.copy("PrivacyInfo.xcprivacy")] : [],
            swiftSettings: !useLegacy && flavor == "pro" ? [.define("PRO")] : [.define("BASIC")]
        ),
        .target(name: flavor != "pro" || useLegacy ? "Lite" : "Full"),
        .target(name: useLegacy ? "Legacy" : includePrivacyManifest ? "Private" : "Public"),
    ]
)
