// swift-tools-version:5.8
import PackageDescription

let appName = "Banking"
let coreModules = ["CoreUI", "CoreLogging"]
let featureModules: [String] = ["Payments", "Profile"] + ["Search"]
var sharedDependencies: [Target.Dependency] = ["CoreUI"]
sharedDependencies += ["CoreLogging"]
let networkName = appName + "Network"
let suffix = "Kit"

let package = Package(
    name: appName + "App",
    products: [
        .library(name: "\(appName)\(suffix)", targets: coreModules + [networkName]),
    ],
    targets: [
        .target(name: "CoreUI"),
        .target(name: "CoreLogging"),
        .target(name: networkName, dependencies: sharedDependencies),
        .target(name: "Payments", dependencies: sharedDependencies + [.target(name: networkName)]),
        .target(name: "Profile", dependencies: sharedDependencies),
        .target(name: "Search", dependencies: sharedDependencies + ["Payments"]),
        .executableTarget(name: "\(appName)", dependencies: featureModules.map { .target(name: $0) }),
    ]
)
