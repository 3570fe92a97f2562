// swift-tools-version:5.9
import PackageDescription

func feature(_ name: String) -> Target {
    .target(name: name, dependencies: ["Core"])
}

let package = Package(name: "Functions", targets: [.target(name: "Core"), feature("Payments")])
