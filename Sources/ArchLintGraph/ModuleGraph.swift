// The module graph as plain value data.
//
// Owns modules, declared edges (Package.swift) and imported edges (source, with evidence).
// Knows manifests and import declarations; knows nothing about rules or output formats.

import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage

/// What a node of the graph is.
package enum ModuleKind: Sendable, Hashable, Comparable {
    /// A target of a package in the workspace.
    case target(PackageManifest.Target.Kind)
    /// A native target of an Xcode project in the workspace (app, extension, framework, test
    /// bundle...).
    case xcode(XcodeTargetKind)
    /// A module of the platform SDK or toolchain (Foundation, UIKit, XCTest...).
    case sdk
    /// A product of a package that is not part of the workspace (Alamofire, Moya...).
    case thirdParty
    /// Imported but neither a workspace target, a known SDK module nor a declared product.
    case unknown

    /// Stable lowercase name used in selectors (`type:app`) and machine output: the SwiftPM
    /// target type, or the Xcode kind's spelling (`app`, `app-extension`, `unit-test`...).
    package var name: String {
        switch self {
        case .target(let kind): kind.rawValue
        case .xcode(let kind): kind.spelling
        case .sdk: "sdk"
        case .thirdParty: "third-party"
        case .unknown: "unknown"
        }
    }

    /// A module compiled in the workspace: a package target or an Xcode target.
    package var isTarget: Bool {
        switch self {
        case .target, .xcode: true
        default: false
        }
    }

    /// A test target or bundle (SwiftPM test targets, Xcode unit and UI test bundles).
    package var isTest: Bool {
        switch self {
        case .target(.test): true
        case .xcode(let kind): kind.isTest
        default: false
        }
    }

    /// An Xcode unit test bundle: it runs inside its host app or extension (`TEST_HOST`) and
    /// sees what the host links. A UI test bundle runs in a runner process of its own and gets
    /// nothing of the app it drives.
    package var isHostedTest: Bool { self == .xcode(.unitTest) }

    /// An Xcode target, declared in a project file rather than a Package.swift.
    package var isXcode: Bool {
        if case .xcode = self { return true }
        return false
    }

    /// An importable library: a SwiftPM regular target, an Xcode framework or library.
    package var isLibrary: Bool {
        switch self {
        case .target(.regular): true
        case .xcode(let kind): kind.isLibrary
        default: false
        }
    }

    package static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool { lhs.name < rhs.name }
}

/// A node: a module that is compiled in the workspace or imported from outside.
package struct Module: Sendable, Hashable, Identifiable {
    /// The module name, unique in the graph.
    package var name: String
    package var kind: ModuleKind
    /// The package that declares the target, or vends the product.
    package var package: String?
    /// Absolute directory of the target's sources; nil for external modules.
    package var directory: String?
    /// Absolute path of the file that declares the target: its Package.swift, project.pbxproj,
    /// rules file or generator manifest (see `manifestKind`).
    package var manifestPath: String?
    /// What kind of file `manifestPath` is, and so how its dependencies are changed; nil for
    /// modules from outside the workspace.
    package var manifestKind: ManifestKind?
    /// Absolute paths of the Swift files scanned for this module, sorted.
    package var files: [String]
    /// Where the target is declared in its manifest (for an Xcode target, its definition in
    /// `project.pbxproj`), when known.
    package var declaration: SourceLocation?
    /// The name `import` uses: the C99 identifier the compiler makes of the target name
    /// (`SyncUI-macOS` is imported as `SyncUI_macOS`), or an Xcode target's `PRODUCT_MODULE_NAME`.
    package var moduleName: String
    /// For a C-family or system library target: the module its module map declares, which is
    /// the name files import it by (see `ClangModuleMap`); nil for Swift targets.
    package var clangModule: String?
    /// The platforms the module is built for, in SwiftPM's spelling (`ios`, `watchos`...),
    /// sorted; empty when any or unknown. An Xcode target's come from its build settings
    /// (`XcodeTarget.platforms`); a package target builds for every platform (a package's
    /// `platforms:` sets minimum versions, it restricts nothing).
    package var platforms: [String] = []
    /// Where code made the declaration when `declaration` is only the line that calls it: the
    /// `.target(...)` call in a Tuist helper, with the helper function's name when known
    /// (`makeModule`). Fix plans name it as the place to change the module's dependencies.
    package var helperSite: SourceLocation?
    package var helperFunction: String?

    package var id: String { name }

    package init(
        name: String, kind: ModuleKind, package: String? = nil, directory: String? = nil,
        manifestPath: String? = nil, files: [String] = [], declaration: SourceLocation? = nil,
        moduleName: String? = nil, manifestKind: ManifestKind? = nil
    ) {
        self.declaration = declaration
        // A module made without a kind (graphs built in memory) is declared the way its kind is.
        switch kind {
        case .target: self.manifestKind = manifestKind ?? .swiftPackage
        case .xcode: self.manifestKind = manifestKind ?? .xcodeProject
        default: self.manifestKind = manifestKind
        }
        self.name = name
        self.kind = kind
        self.package = package
        self.directory = directory
        self.manifestPath = manifestPath
        self.files = files
        self.moduleName = moduleName ?? (kind.isTarget ? C99ExtendedIdentifier.mangle(name) : name)
    }

    /// Test targets are held to test-specific rules only.
    package var isTest: Bool { kind.isTest }
}

/// An ordered pair of module names.
package struct EdgeKey: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    package var from: String
    package var to: String
    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }
    package static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
    package var description: String { "\(from) -> \(to)" }
}

/// An edge written in Package.swift.
package struct DeclaredDependency: Sendable, Hashable {
    package var key: EdgeKey
    /// The dependency as written.
    package var reference: PackageManifest.TargetDependency.Reference
    package var condition: PackageManifest.Condition?
    /// Where the dependency is written in Package.swift, when known.
    package var location: SourceLocation?
    /// The declaring target carries the dependency's dynamic code in its bundle (an Xcode
    /// target's Embed Frameworks phase copies it, or it is a dynamic package product, which Xcode
    /// embeds): a module the target links may load it even when no file of the target imports
    /// it.
    package var embedsDynamicCode = false
    package init(
        key: EdgeKey, reference: PackageManifest.TargetDependency.Reference,
        condition: PackageManifest.Condition? = nil, location: SourceLocation? = nil,
        embedsDynamicCode: Bool = false
    ) {
        self.key = key
        self.reference = reference
        self.condition = condition
        self.location = location
        self.embedsDynamicCode = embedsDynamicCode
    }
}

/// Where one import of an edge is written.
package struct ImportEvidence: Sendable, Hashable, Comparable {
    /// Absolute path of the importing file.
    package var file: String
    package var declaration: ImportDeclaration
    package init(file: String, declaration: ImportDeclaration) {
        self.file = file
        self.declaration = declaration
    }
    package var line: Int { declaration.line }
    package var column: Int { declaration.column }

    package static func < (lhs: ImportEvidence, rhs: ImportEvidence) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// An edge found in source: every file-scope import of `to` by a file of `from`.
package struct ImportedDependency: Sendable, Hashable {
    package var key: EdgeKey
    /// Every import line behind the edge, sorted by file, line, column.
    package var evidence: [ImportEvidence] {
        didSet { traits = ImportTraits(evidence) }
    }
    /// Which special kinds of import occur among `evidence` (kept in step with it), so a rule
    /// can tell without walking the evidence that it looks at every import of the edge.
    package private(set) var traits: ImportTraits
    package init(key: EdgeKey, evidence: [ImportEvidence]) {
        self.key = key
        self.evidence = evidence
        self.traits = ImportTraits(evidence)
    }

    /// True when every import behind the edge sits inside `#if`.
    package var isConditional: Bool { evidence.allSatisfy { $0.declaration.isConditional } }
    /// True when every import behind the edge is `@testable`.
    package var isTestableOnly: Bool { evidence.allSatisfy { $0.declaration.isTestable } }
}

/// The special kinds of import among an edge's evidence.
package struct ImportTraits: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Some import is `@testable`.
    package static let testable = ImportTraits(rawValue: 1)
    /// Some import is `@_exported`.
    package static let exported = ImportTraits(rawValue: 2)
    /// Some import sits inside `#if`.
    package static let conditional = ImportTraits(rawValue: 4)

    /// The traits of one import.
    package init(_ declaration: ImportDeclaration) {
        var traits: ImportTraits = []
        if !declaration.attributes.isEmpty {
            if declaration.isTestable { traits.insert(.testable) }
            if declaration.isExported { traits.insert(.exported) }
        }
        if declaration.isConditional { traits.insert(.conditional) }
        self = traits
    }

    /// The traits of any of these imports.
    package init(_ evidence: [ImportEvidence]) {
        var traits: ImportTraits = []
        for index in evidence.indices { traits.formUnion(ImportTraits(evidence[index].declaration)) }
        self = traits
    }
}

/// The module graph of a package or workspace.
package struct ModuleGraph: Sendable {
    /// Modules by name.
    package private(set) var modules: [String: Module]
    /// Declared edges, sorted by key.
    package private(set) var declared: [DeclaredDependency]
    /// Imported edges, sorted by key.
    package private(set) var imported: [ImportedDependency]

    private var importedIndex: [EdgeKey: Int]
    private var successorsByModule: [String: [String]]
    /// Positions in `declared` of each module's declared dependencies, in order.
    private var declaredByModule: [String: [Int]]
    private var declaredKeys: Set<EdgeKey>

    package init(modules: [Module], declared: [DeclaredDependency], imported: [ImportedDependency]) {
        var byName: [String: Module] = [:]
        for module in modules { byName[module.name] = module }
        self.modules = byName
        self.declared = declared.sorted { ($0.key, $0.reference.sortKey) < ($1.key, $1.reference.sortKey) }
        self.imported = imported.sorted { $0.key < $1.key }
        var index: [EdgeKey: Int] = [:]
        var successors: [String: [String]] = [:]
        for (position, edge) in self.imported.enumerated() {
            index[edge.key] = position
            successors[edge.key.from, default: []].append(edge.key.to)
        }
        self.importedIndex = index
        self.successorsByModule = successors
        var declaredByModule: [String: [Int]] = [:]
        for (position, edge) in self.declared.enumerated() {
            declaredByModule[edge.key.from, default: []].append(position)
        }
        self.declaredByModule = declaredByModule
        self.declaredKeys = Set(self.declared.map(\.key))
    }

    /// Module names, sorted.
    package var moduleNames: [String] { modules.keys.sorted() }

    /// The modules a module imports (file-scope imports), sorted.
    package func importedModules(of name: String) -> [String] { successorsByModule[name] ?? [] }

    /// The imported edge between two modules, if any.
    package func importedEdge(from: String, to: String) -> ImportedDependency? {
        importedIndex[EdgeKey(from: from, to: to)].map { imported[$0] }
    }

    /// Declared dependencies of a module.
    package func declaredDependencies(of name: String) -> [DeclaredDependency] {
        (declaredByModule[name] ?? []).map { declared[$0] }
    }

    /// True when Package.swift declares `from` -> `to`.
    package func isDeclared(from: String, to: String) -> Bool {
        declaredKeys.contains(EdgeKey(from: from, to: to))
    }
}

extension PackageManifest.TargetDependency.Reference {
    var sortKey: String {
        switch self {
        case .byName(let name): "0:\(name)"
        case .target(let name): "1:\(name)"
        case .product(let name, let package, _): "2:\(package ?? ""):\(name)"
        }
    }
}
