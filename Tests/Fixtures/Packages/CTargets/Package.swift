// swift-tools-version: 6.0
// C targets are imported by the module their module map declares: see CTargetDependencyTests.
import PackageDescription

let package = Package(
    name: "CTargets",
    targets: [
        .target(name: "CShim"),  // include/module.modulemap: `module Shim`
        .target(name: "CUnused"),  // no module map: SwiftPM generates one named CUnused
        .systemLibrary(name: "CZ"),  // module.modulemap: `module CZ [system]`
        .executableTarget(name: "App", dependencies: ["CShim", "CUnused", "CZ"]),
        .executableTarget(name: "Tool", dependencies: ["CShim"]),
    ]
)
