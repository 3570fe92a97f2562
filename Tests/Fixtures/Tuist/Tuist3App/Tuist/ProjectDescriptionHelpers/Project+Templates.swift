import ProjectDescription
import ModulePlugin

/// How a module's framework is built: a dozen knobs, all defaulted.
public struct TargetConfig {
    public var product: Product
    public var platform: Platform
    public var deploymentTarget: DeploymentTarget
    public var sources: SourceFilesList
    public var resources: ResourceFileElements?
    public var settings: SettingsDictionary
    public var hasTests: Bool
    public var infoPlist: InfoPlist
    public var scripts: [TargetScript]
    public var coreDataModels: [CoreDataModel]
    public var entitlements: Entitlements?
    public var bundlePrefix: String

    public init(product: Product = .framework, platform: Platform = .iOS,
                deploymentTarget: DeploymentTarget = .iOS(targetVersion: "15.0", devices: [.iphone, .ipad]),
                sources: SourceFilesList = ["Sources/**"], resources: ResourceFileElements? = nil,
                settings: SettingsDictionary = [:], hasTests: Bool = false, infoPlist: InfoPlist = .default,
                scripts: [TargetScript] = [], coreDataModels: [CoreDataModel] = [], entitlements: Entitlements? = nil,
                bundlePrefix: String = "dev.example") {
        self.product = product
        self.platform = platform
        self.deploymentTarget = deploymentTarget
        self.sources = sources
        self.resources = resources
        self.settings = settings
        self.hasTests = hasTests
        self.infoPlist = infoPlist
        self.scripts = scripts
        self.coreDataModels = coreDataModels
        self.entitlements = entitlements
        self.bundlePrefix = bundlePrefix
    }
}

extension Project {
    public static func framework(_ module: Module, config: TargetConfig = TargetConfig(),
                                 dependencies: [TargetDependency] = []) -> Project {
        var targets = [
            Target(
                name: module.rawValue,
                platform: config.platform,
                product: config.product,
                bundleId: "\(config.bundlePrefix).\(module.rawValue)",
                deploymentTarget: config.deploymentTarget,
                infoPlist: config.infoPlist,
                sources: config.sources,
                resources: config.resources,
                entitlements: config.entitlements,
                scripts: config.scripts,
                dependencies: dependencies,
                settings: .settings(base: config.settings, configurations: [.debug(name: .debug), .release(name: .release)]),
                coreDataModels: config.coreDataModels
            ),
        ]
        if config.hasTests {
            targets.append(Target(
                name: "\(module.rawValue)Tests",
                platform: config.platform,
                product: .unitTests,
                bundleId: "\(config.bundlePrefix).\(module.rawValue)Tests",
                sources: ["Tests/**"],
                dependencies: [.target(name: module.rawValue)]
            ))
        }
        return Project(name: module.rawValue, targets: targets)
    }
}
