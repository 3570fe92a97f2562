// Manifest stage: what `swift package dump-package` says about one package.
//
// Owns the plain value model of a package manifest and its tolerant decoding from SwiftPM's
// JSON. Knows nothing about source files, imports or rules.

import Foundation

/// One package manifest as SwiftPM evaluated it: the targets, products and package dependencies
/// that make up the declared half of the module graph.
public struct PackageManifest: Sendable, Hashable {
    /// The package's name (`Package(name:)`).
    public var name: String
    /// The tools version the manifest declares, e.g. `"6.0.0"`.
    public var toolsVersion: String?
    /// Declared minimum platform versions.
    public var platforms: [PlatformRequirement]
    public var products: [Product]
    public var dependencies: [PackageDependency]
    public var targets: [Target]

    public init(
        name: String,
        toolsVersion: String? = nil,
        platforms: [PlatformRequirement] = [],
        products: [Product] = [],
        dependencies: [PackageDependency] = [],
        targets: [Target] = []
    ) {
        self.name = name
        self.toolsVersion = toolsVersion
        self.platforms = platforms
        self.products = products
        self.dependencies = dependencies
        self.targets = targets
    }

    /// A minimum deployment target (`.iOS(.v16)`).
    public struct PlatformRequirement: Sendable, Hashable {
        public var platform: String
        public var version: String
        public init(platform: String, version: String) {
            self.platform = platform
            self.version = version
        }
    }

    /// A product the package vends.
    public struct Product: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case library, executable, plugin, macro, snippet, test
            case other(String)
        }
        public var name: String
        public var kind: Kind
        public var targets: [String]
        public init(name: String, kind: Kind, targets: [String]) {
            self.name = name
            self.kind = kind
            self.targets = targets
        }
    }

    /// A `.package(...)` entry.
    public struct PackageDependency: Sendable, Hashable {
        public enum Location: Sendable, Hashable {
            /// `.package(path:)`, the absolute path SwiftPM resolved.
            case fileSystem(path: String)
            /// `.package(url:)`, a remote URL or a local git repository path.
            case sourceControl(location: String)
            /// `.package(id:)`, a registry identity.
            case registry(identity: String)
        }
        /// SwiftPM's identity: the last path component, lowercased (`alamofire`).
        public var identity: String
        /// The explicit `name:` some older manifests give, used to match `package:` in products.
        public var explicitName: String?
        public var location: Location
        public init(identity: String, explicitName: String? = nil, location: Location) {
            self.identity = identity
            self.explicitName = explicitName
            self.location = location
        }
    }

    /// A target of the package; every target is a module of the graph.
    public struct Target: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case regular, executable, test, macro, plugin, binary, system
        }
        public var name: String
        public var kind: Kind
        /// Custom `path:`, relative to the package root.
        public var path: String?
        /// Custom `sources:` (files or folders), relative to the target's path.
        public var sources: [String]?
        /// `exclude:` entries, relative to the target's path.
        public var exclude: [String]
        /// Resource entries (`.process`, `.copy`, `.embedInCode`), relative to the target's path.
        public var resources: [Resource]
        public var dependencies: [TargetDependency]
        /// Compilation conditions from `swiftSettings: [.define(...)]`.
        public var defines: [Define]

        public init(
            name: String,
            kind: Kind = .regular,
            path: String? = nil,
            sources: [String]? = nil,
            exclude: [String] = [],
            resources: [Resource] = [],
            dependencies: [TargetDependency] = [],
            defines: [Define] = []
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.sources = sources
            self.exclude = exclude
            self.resources = resources
            self.dependencies = dependencies
            self.defines = defines
        }
    }

    /// A resource declaration of a target.
    public struct Resource: Sendable, Hashable {
        public var path: String
        /// `process`, `copy` or `embedInCode`.
        public var rule: String
        public init(path: String, rule: String) {
            self.path = path
            self.rule = rule
        }
    }

    /// `.define("NAME", .when(...))` in a target's swift settings.
    public struct Define: Sendable, Hashable {
        public var name: String
        public var condition: Condition?
        public init(name: String, condition: Condition? = nil) {
            self.name = name
            self.condition = condition
        }
    }

    /// A `.when(platforms:configuration:traits:)` condition.
    public struct Condition: Sendable, Hashable {
        /// Lowercased SwiftPM platform names (`ios`, `macos`, `linux`...); empty means any.
        public var platforms: [String]
        /// `debug` or `release`, when given.
        public var configuration: String?
        /// Package traits the condition requires (tools-version 6.1+).
        public var traits: [String]
        public init(platforms: [String] = [], configuration: String? = nil, traits: [String] = []) {
            self.platforms = platforms
            self.configuration = configuration
            self.traits = traits
        }
    }

    /// One entry of a target's `dependencies:`.
    public struct TargetDependency: Sendable, Hashable {
        public enum Reference: Sendable, Hashable {
            /// A bare string: a target of this package if one has the name, else a product.
            case byName(String)
            /// `.target(name:)`.
            case target(String)
            /// `.product(name:package:moduleAliases:)`.
            case product(name: String, package: String?, moduleAliases: [String: String])
        }
        public var reference: Reference
        public var condition: Condition?
        public init(_ reference: Reference, condition: Condition? = nil) {
            self.reference = reference
            self.condition = condition
        }

        /// The name written in the manifest (target or product name).
        public var name: String {
            switch reference {
            case .byName(let name), .target(let name): name
            case .product(let name, _, _): name
            }
        }
    }

    /// The target with this name, if any.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }
}
