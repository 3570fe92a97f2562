// swift-tools-version: 5.9
// Features named without a suffix (Timeline, Explore, Lists, Account), as in plain-package apps:
// archlint finds them by their place in the graph. Explore reaches into Account for a row
// component (a finding to keep: the row belongs in DesignSystem); Lists presents Account's
// screen (reported as a presentation).
import PackageDescription

let package = Package(
    name: "PlainPackages",
    targets: [
        .target(name: "Models"),
        .target(name: "DesignSystem", dependencies: ["Models"]),
        .target(name: "Account", dependencies: ["DesignSystem", "Models"]),
        .target(name: "Timeline", dependencies: ["DesignSystem", "Models"]),
        .target(name: "Explore", dependencies: ["Account", "DesignSystem", "Models"]),
        .target(name: "Lists", dependencies: ["Account", "DesignSystem"]),
        .target(name: "Conversations", dependencies: ["DesignSystem", "Models"]),
        .target(name: "Notifications", dependencies: ["DesignSystem", "Models"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
    ]
)
