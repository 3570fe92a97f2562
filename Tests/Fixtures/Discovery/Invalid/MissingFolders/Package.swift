// swift-tools-version:6.0
// Not a valid package: every target but Present is misplaced. Discovery must warn about each
// and still return Present. Kept out of the differential test (SwiftPM stops at the first error).
import PackageDescription

let package = Package(
    name: "MissingFolders",
    targets: [
        .target(name: "Present"),
        .target(name: "Absent"),
        .target(name: "Shadowed"),
        .target(name: "Empty"),
        .target(name: "Elsewhere", path: "Nowhere"),
        .target(name: "Escaping", path: "../Outside"),
        .testTarget(name: "PresentTests", dependencies: ["Present"]),
        .testTarget(name: "OtherTests"),
    ]
)
