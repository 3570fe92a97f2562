// swift-tools-version: 5.9
// The HTTP library is wrapped by a module named for its job in the app (Services), not
// "Network": it defines the requests around Alamofire (a URLRequestConvertible router), so it
// is the wrapper, and only FeedFeature's own import of Alamofire is a finding.
import PackageDescription

let package = Package(
    name: "HTTPWrapper",
    dependencies: [.package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.9.0")],
    targets: [
        .target(name: "Services", dependencies: [.product(name: "Alamofire", package: "Alamofire")]),
        .target(name: "ProfileFeature", dependencies: ["Services"]),
        .target(name: "FeedFeature", dependencies: ["Services", .product(name: "Alamofire", package: "Alamofire")]),
        .executableTarget(name: "App", dependencies: ["ProfileFeature", "FeedFeature"]),
    ]
)
