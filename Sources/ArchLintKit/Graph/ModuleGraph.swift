// Graph stage: the module graph as plain value data.
//
// Owns modules, declared edges (Package.swift) and imported edges (source, with evidence).
// Knows manifests and import declarations; knows nothing about rules or output formats.

/// What a node of the graph is.
public enum ModuleKind: Sendable, Hashable, Comparable {
    /// A target of a package in the workspace.
    case target(PackageManifest.Target.Kind)
    /// A module of the platform SDK or toolchain (Foundation, UIKit, XCTest...).
    case sdk
    /// A product of a package that is not part of the workspace (Alamofire, Moya...).
    case thirdParty
    /// Imported but neither a workspace target, a known SDK module nor a declared product.
    case unknown

    /// Stable lowercase name used in selectors (`type:test`) and machine output.
    public var name: String {
        switch self {
        case .target(let kind): kind.rawValue
        case .sdk: "sdk"
        case .thirdParty: "third-party"
        case .unknown: "unknown"
        }
    }

    public var isTarget: Bool {
        if case .target = self { return true }
        return false
    }

    public static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool { lhs.name < rhs.name }
}

/// A node: a module that is compiled in the workspace or imported from outside.
public struct Module: Sendable, Hashable, Identifiable {
    /// The module name, unique in the graph.
    public var name: String
    public var kind: ModuleKind
    /// The package that declares the target, or vends the product.
    public var package: String?
    /// Absolute directory of the target's sources; nil for external modules.
    public var directory: String?
    /// Absolute path of the manifest that declares the target.
    public var manifestPath: String?
    /// Absolute paths of the Swift files scanned for this module, sorted.
    public var files: [String]
    /// Where the target is declared in its manifest, when known.
    public var declaration: SourceLocation?

    public var id: String { name }

    public init(name: String, kind: ModuleKind, package: String? = nil, directory: String? = nil,
                manifestPath: String? = nil, files: [String] = [], declaration: SourceLocation? = nil) {
        self.declaration = declaration
        self.name = name
        self.kind = kind
        self.package = package
        self.directory = directory
        self.manifestPath = manifestPath
        self.files = files
    }

    /// Test targets are held to test-specific rules only.
    public var isTest: Bool { kind == .target(.test) }
}

/// An ordered pair of module names.
public struct EdgeKey: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var from: String
    public var to: String
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
    public static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
    public var description: String { "\(from) -> \(to)" }
}

/// An edge written in Package.swift.
public struct DeclaredDependency: Sendable, Hashable {
    public var key: EdgeKey
    /// The dependency as written.
    public var reference: PackageManifest.TargetDependency.Reference
    public var condition: PackageManifest.Condition?
    /// Where the dependency is written in Package.swift, when known.
    public var location: SourceLocation?
    public init(key: EdgeKey, reference: PackageManifest.TargetDependency.Reference,
                condition: PackageManifest.Condition? = nil, location: SourceLocation? = nil) {
        self.key = key
        self.reference = reference
        self.condition = condition
        self.location = location
    }
}

/// Where one import of an edge is written.
public struct ImportEvidence: Sendable, Hashable, Comparable {
    /// Absolute path of the importing file.
    public var file: String
    public var declaration: ImportDeclaration
    public init(file: String, declaration: ImportDeclaration) {
        self.file = file
        self.declaration = declaration
    }
    public var line: Int { declaration.line }
    public var column: Int { declaration.column }

    public static func < (lhs: ImportEvidence, rhs: ImportEvidence) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// An edge found in source: every file-scope import of `to` by a file of `from`.
public struct ImportedDependency: Sendable, Hashable {
    public var key: EdgeKey
    /// Every import line behind the edge, sorted by file, line, column.
    public var evidence: [ImportEvidence] {
        didSet { traits = ImportTraits(evidence) }
    }
    /// Which special kinds of import occur among `evidence` (kept in step with it), so a rule
    /// can tell without walking the evidence that it looks at every import of the edge.
    public private(set) var traits: ImportTraits
    public init(key: EdgeKey, evidence: [ImportEvidence]) {
        self.key = key
        self.evidence = evidence
        self.traits = ImportTraits(evidence)
    }

    /// True when every import behind the edge sits inside `#if`.
    public var isConditional: Bool { evidence.allSatisfy { $0.declaration.isConditional } }
    /// True when every import behind the edge is `@testable`.
    public var isTestableOnly: Bool { evidence.allSatisfy { $0.declaration.isTestable } }
}

/// The special kinds of import among an edge's evidence.
public struct ImportTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Some import is `@testable`.
    public static let testable = ImportTraits(rawValue: 1)
    /// Some import is `@_exported`.
    public static let exported = ImportTraits(rawValue: 2)
    /// Some import sits inside `#if`.
    public static let conditional = ImportTraits(rawValue: 4)

    /// The traits of one import.
    init(_ declaration: ImportDeclaration) {
        var traits: ImportTraits = []
        if !declaration.attributes.isEmpty {
            if declaration.isTestable { traits.insert(.testable) }
            if declaration.isExported { traits.insert(.exported) }
        }
        if declaration.isConditional { traits.insert(.conditional) }
        self = traits
    }

    /// The traits of any of these imports.
    init(_ evidence: [ImportEvidence]) {
        var traits: ImportTraits = []
        for index in evidence.indices { traits.formUnion(ImportTraits(evidence[index].declaration)) }
        self = traits
    }
}

/// The module graph of a package or workspace.
public struct ModuleGraph: Sendable {
    /// Modules by name.
    public private(set) var modules: [String: Module]
    /// Declared edges, sorted by key.
    public private(set) var declared: [DeclaredDependency]
    /// Imported edges, sorted by key.
    public private(set) var imported: [ImportedDependency]

    private var importedIndex: [EdgeKey: Int]
    private var successorsByModule: [String: [String]]
    /// Positions in `declared` of each module's declared dependencies, in order.
    private var declaredByModule: [String: [Int]]
    private var declaredKeys: Set<EdgeKey>

    public init(modules: [Module], declared: [DeclaredDependency], imported: [ImportedDependency]) {
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
        for (position, edge) in self.declared.enumerated() { declaredByModule[edge.key.from, default: []].append(position) }
        self.declaredByModule = declaredByModule
        self.declaredKeys = Set(self.declared.map(\.key))
    }

    /// Module names, sorted.
    public var moduleNames: [String] { modules.keys.sorted() }

    /// The modules a module imports (file-scope imports), sorted.
    public func importedModules(of name: String) -> [String] { successorsByModule[name] ?? [] }

    /// The imported edge between two modules, if any.
    public func importedEdge(from: String, to: String) -> ImportedDependency? {
        importedIndex[EdgeKey(from: from, to: to)].map { imported[$0] }
    }

    /// Declared dependencies of a module.
    public func declaredDependencies(of name: String) -> [DeclaredDependency] {
        (declaredByModule[name] ?? []).map { declared[$0] }
    }

    /// True when Package.swift declares `from` -> `to`.
    public func isDeclared(from: String, to: String) -> Bool {
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
