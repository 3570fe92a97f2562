// swift-tools-version:6.0
// `srcs/` holding the only non-test target directly (no `srcs/Solo/`), allowed since tools 5.9.
import PackageDescription

let package = Package(
    name: "SrcsSingleTarget",
    targets: [
        .executableTarget(name: "Solo"),
    ]
)
