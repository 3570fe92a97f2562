// swift-tools-version: 5.9
// No module wraps the HTTP library: two features call Alamofire from their screens and nothing
// else performs HTTP. Reporting every import would be noise; the rule says it needs the module
// that should wrap it.
import PackageDescription

let package = Package(
    name: "HTTPNoWrapper",
    dependencies: [.package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.9.0")],
    targets: [
        .target(name: "ProfileFeature", dependencies: [.product(name: "Alamofire", package: "Alamofire")]),
        .target(name: "FeedFeature", dependencies: [.product(name: "Alamofire", package: "Alamofire")]),
        .executableTarget(name: "App", dependencies: ["ProfileFeature", "FeedFeature"]),
    ]
)
