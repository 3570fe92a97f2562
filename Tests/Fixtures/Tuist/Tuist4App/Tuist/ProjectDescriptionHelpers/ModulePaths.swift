import ProjectDescription

/// One enum per layer; each case's raw value is a module name.
public enum ModulePaths {
    public enum Feature: String, CaseIterable {
        case Home
        case Profile
    }

    public enum Domain: String, CaseIterable {
        case Account
    }

    public enum Core: String, CaseIterable {
        case Network
    }
}

/// A module of a layer: where its project lives, and how others depend on it.
public protocol LayerModule {
    var layer: String { get }
    var name: String { get }
}

extension LayerModule {
    public var path: Path { .relativeToRoot("Projects/\(layer)/\(name)") }

    public var dependency: TargetDependency { .project(target: name, path: path) }
}

extension LayerModule where Self: RawRepresentable, Self.RawValue == String {
    public var name: String { rawValue }
}

extension ModulePaths.Feature: LayerModule {
    public var layer: String { "Feature" }
}

extension ModulePaths.Domain: LayerModule {
    public var layer: String { "Domain" }
}

extension ModulePaths.Core: LayerModule {
    public var layer: String { "Core" }

    public var product: Product {
        switch self {
        case .Network: return .staticLibrary
        }
    }
}
