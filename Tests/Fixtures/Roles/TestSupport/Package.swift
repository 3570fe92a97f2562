// swift-tools-version: 5.9
// Test support is test code. CoreStorageTestHelpers (only tests depend on it) writes
// `@testable import CoreStorage` and imports CoreLogging: neither is a finding, and it is no
// Core module. ProfileFeature's `@testable import CoreLogging` in production code is a finding;
// its `@testable import CoreStorage` for a SwiftUI preview under `#if DEBUG` never reaches a
// release build and is not.
import PackageDescription

let package = Package(
    name: "TestSupport",
    targets: [
        .target(name: "CoreLogging"),
        .target(name: "CoreStorage"),
        .target(name: "CoreStorageTestHelpers", dependencies: ["CoreStorage", "CoreLogging"]),
        .target(name: "ProfileFeature", dependencies: ["CoreStorage", "CoreLogging"]),
        .testTarget(name: "CoreStorageTests", dependencies: ["CoreStorage", "CoreStorageTestHelpers"]),
    ]
)
