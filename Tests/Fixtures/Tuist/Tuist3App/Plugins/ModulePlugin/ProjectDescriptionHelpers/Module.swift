import ProjectDescription

/// The app's modules, by name.
public enum Module: String, CaseIterable {
    case featureA = "FeatureA"
    case coreUI = "CoreUI"
}

extension TargetDependency {
    public static func module(_ module: Module) -> TargetDependency {
        .project(target: module.rawValue, path: .relativeToRoot("Modules/\(module.rawValue)"))
    }
}

/// Third-party products, from Tuist/Dependencies.swift.
public enum SPM {
    public static let snapKit = TargetDependency.external(name: "SnapKit")
}
