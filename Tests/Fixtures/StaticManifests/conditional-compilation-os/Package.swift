// swift-tools-version:5.9
import PackageDescription

#if os(Linux)
let platformTarget: Target = .target(name: "LinuxSupport")
let extraDependencies: [Target.Dependency] = ["LinuxSupport"]
#elseif os(macOS) || os(iOS)
let platformTarget: Target = .target(name: "AppleSupport")
let extraDependencies: [Target.Dependency] = ["AppleSupport"]
#else
let platformTarget: Target = .target(name: "OtherSupport")
let extraDependencies: [Target.Dependency] = []
#endif

let package = Package(
    name: "Conditional",
    targets: [
        platformTarget,
        .target(name: "Core", dependencies: extraDependencies),
    ]
)

#if !os(Windows) && arch(x86_64) || arch(arm64)
package.targets.append(.target(name: "NotWindows"))
#endif

#if targetEnvironment(simulator)
package.targets.append(.target(name: "Simulator"))
#endif
