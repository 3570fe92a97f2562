// swift-tools-version: 5.9
import PackageDescription

#if TUIST
    import ProjectDescription

    let packageSettings = PackageSettings(productTypes: ["Alamofire": .framework])
#endif

let package = Package(
    name: "AppDependencies",
    dependencies: [
        .package(url: "https://github.com/Alamofire/Alamofire", from: "5.8.0"),
        .package(path: "../Packages/CoreKit"),
    ],
    // A target Tuist never builds (it reads this manifest's dependencies only), with no folder.
    targets: [.target(name: "AppDependencies")]
)
