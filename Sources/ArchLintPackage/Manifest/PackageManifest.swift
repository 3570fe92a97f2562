// What `swift package dump-package` says about one package.
//
// Owns the plain value model of a package manifest and its tolerant decoding from SwiftPM's
// JSON. Knows nothing about source files, imports or rules.

import Foundation

/// One package manifest as SwiftPM evaluated it: the targets, products and package dependencies
/// that make up the declared half of the module graph.
package struct PackageManifest: Sendable, Hashable {
    /// The package's name (`Package(name:)`).
    package var name: String
    /// The tools version the manifest declares, e.g. `"6.0.0"`.
    package var toolsVersion: String?
    /// Declared minimum platform versions.
    package var platforms: [PlatformRequirement]
    package var products: [Product]
    package var dependencies: [PackageDependency]
    package var targets: [Target]

    package init(
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
    package struct PlatformRequirement: Sendable, Hashable {
        package var platform: String
        package var version: String
        package init(platform: String, version: String) {
            self.platform = platform
            self.version = version
        }
    }

    /// A product the package vends.
    package struct Product: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            case library, executable, plugin, macro, snippet, test
            case other(String)
        }
        package var name: String
        package var kind: Kind
        package var targets: [String]
        /// A library declared `type: .dynamic`: a client app must embed it, not only link it.
        package var isDynamic: Bool
        /// A library declared `type: .static` (neither: `.automatic`, SwiftPM's choice).
        package var isStatic: Bool
        package init(name: String, kind: Kind, targets: [String], isDynamic: Bool = false, isStatic: Bool = false) {
            self.name = name
            self.kind = kind
            self.targets = targets
            self.isDynamic = isDynamic
            self.isStatic = isStatic
        }
    }

    /// A `.package(...)` entry.
    package struct PackageDependency: Sendable, Hashable {
        package enum Location: Sendable, Hashable {
            /// `.package(path:)`, the absolute path SwiftPM resolved.
            case fileSystem(path: String)
            /// `.package(url:)`, a remote URL or a local git repository path.
            case sourceControl(location: String)
            /// `.package(id:)`, a registry identity.
            case registry(identity: String)
        }
        /// SwiftPM's identity: the last path component, lowercased (`alamofire`).
        package var identity: String
        /// The explicit `name:` some older manifests give, used to match `package:` in products.
        package var explicitName: String?
        package var location: Location
        package init(identity: String, explicitName: String? = nil, location: Location) {
            self.identity = identity
            self.explicitName = explicitName
            self.location = location
        }
    }

    /// A target of the package; every target is a module of the graph.
    package struct Target: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable, CaseIterable {
            case regular, executable, test, macro, plugin, binary, system
            /// A file of the package's `Snippets/` folder: SwiftPM makes each one an executable
            /// target of its own (never in `dump-package`; see `SnippetTargets`).
            case snippet

            /// The kinds a Package.swift (and the rules file's `modules`) can declare.
            package static let declarable: [Kind] = allCases.filter { $0 != .snippet }
        }
        package var name: String
        package var kind: Kind
        /// Custom `path:`, relative to the package root.
        package var path: String?
        /// Custom `sources:` (files or folders), relative to the target's path.
        package var sources: [String]?
        /// `exclude:` entries, relative to the target's path.
        package var exclude: [String]
        /// Resource entries (`.process`, `.copy`, `.embedInCode`), relative to the target's path.
        package var resources: [Resource]
        package var dependencies: [TargetDependency]
        /// Compilation conditions from `swiftSettings: [.define(...)]`.
        package var defines: [Define]

        package init(
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
    package struct Resource: Sendable, Hashable {
        package var path: String
        /// `process`, `copy` or `embedInCode`.
        package var rule: String
        package init(path: String, rule: String) {
            self.path = path
            self.rule = rule
        }
    }

    /// `.define("NAME", .when(...))` in a target's swift settings.
    package struct Define: Sendable, Hashable {
        package var name: String
        package var condition: Condition?
        package init(name: String, condition: Condition? = nil) {
            self.name = name
            self.condition = condition
        }
    }

    /// A `.when(platforms:configuration:traits:)` condition.
    package struct Condition: Sendable, Hashable {
        /// Lowercased SwiftPM platform names (`ios`, `macos`, `linux`...); empty means any.
        package var platforms: [String]
        /// `debug` or `release`, when given.
        package var configuration: String?
        /// Package traits the condition requires (tools-version 6.1+).
        package var traits: [String]
        package init(platforms: [String] = [], configuration: String? = nil, traits: [String] = []) {
            self.platforms = platforms
            self.configuration = configuration
            self.traits = traits
        }
    }

    /// One entry of a target's `dependencies:`.
    package struct TargetDependency: Sendable, Hashable {
        package enum Reference: Sendable, Hashable {
            /// A bare string: a target of this package if one has the name, else a product.
            case byName(String)
            /// `.target(name:)`.
            case target(String)
            /// `.product(name:package:moduleAliases:)`.
            case product(name: String, package: String?, moduleAliases: [String: String])
        }
        package var reference: Reference
        package var condition: Condition?
        package init(_ reference: Reference, condition: Condition? = nil) {
            self.reference = reference
            self.condition = condition
        }

        /// The name written in the manifest (target or product name).
        package var name: String {
            switch reference {
            case .byName(let name), .target(let name): name
            case .product(let name, _, _): name
            }
        }
    }

    /// The target with this name, if any.
    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }
}
