

//   SWIFT-TOOLS-VERSION:	5.8.1;comment after the version
import PackageDescription

let package = Package(name: "Relaxed", targets: [.target(name: "Core")])
