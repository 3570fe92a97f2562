// swift-tools-version:5.9
import PackageDescription

var targets: [Target] = [
    .target(name: "Core"),
]
targets.append(.target(name: "Network", dependencies: ["Core"]))
targets.append(contentsOf: [.testTarget(name: "CoreTests", dependencies: ["Core"])])

let package = Package(
    name: "Mutations",
    targets: targets
)

// Later additions go to the one package every name refers to.
package.targets.append(.target(name: "Late", dependencies: ["Network"]))
package.targets += [.target(name: "Later")]
package.products = [.library(name: "Core", targets: ["Core"])]
package.products.append(contentsOf: [.library(name: "Network", targets: ["Network"])])
package.dependencies += [.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")]
package.platforms = [.macOS(.v13), .iOS(.v16)]
// A change to the array after the package was made does not reach it.
targets.append(.target(name: "NotInPackage"))
