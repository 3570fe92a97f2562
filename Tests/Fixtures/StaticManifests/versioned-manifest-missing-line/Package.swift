import PackageDescription

let package = Package(name: "MissingLine", targets: [.target(name: "FromPackageSwift")])
