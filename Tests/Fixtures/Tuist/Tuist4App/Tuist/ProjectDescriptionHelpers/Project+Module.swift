import ProjectDescription

public enum SPM {
    public static let alamofire = TargetDependency.external(name: "Alamofire")
    public static let coreKit = TargetDependency.external(name: "CoreKit")
}

extension Project {
    /// A module's project: the module (a static framework unless said otherwise) and its tests.
    public static func module(_ module: some LayerModule, product: Product = .staticFramework,
                              dependencies: [TargetDependency] = [], hasTests: Bool = true) -> Project {
        var targets: [Target] = [
            .target(
                name: module.name,
                destinations: .iOS,
                product: product,
                bundleId: "dev.example.\(module.name)",
                sources: ["Sources/**"],
                dependencies: dependencies,
                settings: .settings(base: SettingsDictionary().swiftActiveCompilationConditions("MODULE_\(module.name.uppercased())"))
            ),
        ]
        if hasTests {
            targets.append(.target(
                name: "\(module.name)Tests",
                destinations: .iOS,
                product: .unitTests,
                bundleId: "dev.example.\(module.name)Tests",
                sources: ["Tests/**"],
                dependencies: [.target(name: module.name)]
            ))
        }
        return Project(name: module.name, targets: targets)
    }
}
