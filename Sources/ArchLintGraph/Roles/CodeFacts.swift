import ArchLintSupport
import ArchLintSyntax

/// What a module's code shows about its job, read from its files by the symbol index: the
/// screens it declares, the HTTP it performs, what it persists. Role inference weighs these
/// with the module's name, folders and place in the graph, so that a role holds whatever the
/// module is called (`Rules/README.md`, "Roles").
///
/// A fact is something written in the code, with where: a type conforming to SwiftUI's `View`,
/// a `URLSession` use, an `import CoreData`. Each kind counts the files it appears in: one file
/// of forty that downloads an image does not make a module a network layer.
package struct CodeFacts: Sendable, Hashable {
    /// What a fact says about the module.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A screen: a SwiftUI view, a view controller, a TCA reducer, a coordinator.
        case screen
        /// HTTP performed: URLSession/URLRequest use, an HTTP library import, endpoint types.
        case http
        /// Persistence: Core Data, SwiftData, GRDB, SQLite, Realm, the keychain, repositories.
        case persistence
    }

    /// One thing written in the code.
    package struct Fact: Sendable, Hashable, Comparable {
        package var kind: Kind
        /// What was seen, one phrase (`SwiftUI view ProfileView`, `URLSession`).
        package var what: String
        package var location: SourceLocation

        package init(kind: Kind, what: String, location: SourceLocation) {
            self.kind = kind
            self.what = what
            self.location = location
        }

        package static func < (lhs: Fact, rhs: Fact) -> Bool {
            (lhs.kind.rawValue, lhs.location.file, lhs.location.line, lhs.what)
                < (rhs.kind.rawValue, rhs.location.file, rhs.location.line, rhs.what)
        }
    }

    /// Every fact, sorted.
    package var facts: [Fact] = []
    /// Swift files of the module.
    package var fileCount: Int = 0

    package init(facts: [Fact] = [], fileCount: Int = 0) {
        self.facts = facts.sorted()
        self.fileCount = fileCount
    }

    /// The facts of one kind, sorted.
    package func facts(_ kind: Kind) -> [Fact] { facts.filter { $0.kind == kind } }

    /// How many files show a fact of `kind`.
    package func files(_ kind: Kind) -> Int { Set(facts(kind).map(\.location.file)).count }

    /// True when the module's code shows `kind` as one of its jobs, not an incidental use: the
    /// kind in two or more files and at least a fifth of them, or in a tenth when one of them
    /// imports the HTTP library or database or declares endpoint or repository types. (A service
    /// that downloads an avatar in one file is no network layer; a 300-file module that keeps a
    /// token in the keychain in two files is no persistence layer.) Any screen counts.
    package func shows(_ kind: Kind) -> Bool {
        let facts = facts(kind)
        if facts.isEmpty { return false }
        if kind == .screen { return true }
        let files = files(kind)
        return (files >= 2 && files * 5 >= fileCount) || (facts.contains(where: \.isStrong) && files * 10 >= fileCount)
    }

    /// One phrase for evidence: `declares screens: SwiftUI view ProfileView (ProfileView.swift:12),
    /// ... (7 in 4 files)`.
    package func summary(_ kind: Kind, root: String) -> String {
        let facts = facts(kind)
        // The strong facts first: they decide. One of each phrase: the count says how many.
        var phrases: Set<String> = []
        let distinct = (facts.filter(\.isStrong) + facts.filter { !$0.isStrong }).filter {
            phrases.insert($0.what).inserted
        }
        let shown = distinct.prefix(3).map { fact in
            let file = PathUtilities.relative(fact.location.file, to: root).split(separator: "/").last ?? ""
            return "\(fact.what) (\(file):\(fact.location.line))"
        }
        let verb: String =
            switch kind {
            case .screen: "declares screens"
            case .http: "performs HTTP"
            case .persistence: "persists data"
            }
        let files = files(kind)
        let count = facts.count > shown.count || files > 1 ? " (\(facts.count) in \(files) of \(fileCount) files)" : ""
        return "\(verb): \(shown.joined(separator: ", "))\(distinct.count > shown.count ? ", ..." : "")\(count)"
    }
}

extension CodeFacts.Fact {
    /// A fact that by itself says the module's job is its kind (a library import, an endpoint or
    /// repository type), rather than a use that any module may make once.
    var isStrong: Bool { what.hasPrefix("import ") || what.hasPrefix("endpoint ") || what.hasPrefix("repository ") }
    /// A file naming a request protocol the module declares (`endpoint APIRequest use`).
    var isRequestProtocolUse: Bool { what.hasPrefix("endpoint ") && what.hasSuffix(" use") }
}

/// Reads `CodeFacts` for modules from the symbol index and the graph's imports.
package enum CodeFactReader {
    /// Types whose subclasses are screens (UIKit and AppKit controllers of a whole screen).
    static let controllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UIHostingController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "NSViewController", "NSWindowController", "NSHostingController",
    ]
    /// HTTP libraries: importing one is performing HTTP (or wrapping it).
    package static let httpLibraries: Set<String> = [
        "Alamofire", "Moya", "CombineMoya", "RxMoya", "ReactiveMoya", "Get", "Apollo", "ApolloAPI", "AFNetworking",
        "APIKit", "Siesta", "Just", "AsyncHTTPClient", "OpenAPIURLSession", "OpenAPIRuntime",
    ]
    /// Foundation's HTTP types: a use of one is an HTTP request made or handled.
    static let httpTypes: Set<String> = [
        "URLSession", "URLRequest", "HTTPURLResponse", "URLSessionConfiguration", "URLSessionDataTask",
    ]
    /// Protocols whose conformers describe requests: endpoints of Moya and Alamofire.
    static let endpointProtocols: Set<String> = [
        "TargetType", "URLRequestConvertible", "Endpoint", "APIRequest", "HTTPRequest",
    ]
    /// Persistence libraries and frameworks: importing one is persisting.
    package static let persistenceModules: Set<String> = [
        "CoreData", "SwiftData", "GRDB", "SQLite", "SQLite3", "RealmSwift", "Realm", "FMDB", "KeychainAccess",
        "KeychainSwift", "Valet", "SimpleKeychain", "YapDatabase", "CouchbaseLiteSwift", "SQLiteData", "SharingGRDB",
    ]
    /// Types and functions of persistence APIs.
    static let persistenceTypes: Set<String> = [
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "NSManagedObjectModel",
        "NSFetchRequest", "ModelContainer", "ModelContext", "DatabaseQueue", "DatabasePool", "SecItemAdd",
        "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete",
    ]

    /// The facts of each module named, read from its files (scanned in parallel by the index).
    /// What a module's files show is remembered per module (`CodeFactStore`) while none of its
    /// files changed, so a run after a one-file edit reads the symbols of one module only.
    package static func read(_ names: [String], graph: ModuleGraph, symbols: SymbolIndex) -> [String: CodeFacts] {
        let modules = names.compactMap { graph.modules[$0] }
        var fromFiles: [String: [CodeFacts.Fact]] = [:]
        var unknown: [Module] = []
        for module in modules {
            if let known = symbols.factStore?.rememberedFacts(of: module.name, files: module.files) {
                fromFiles[module.name] = known
            } else {
                unknown.append(module)
            }
        }
        // Module by module, symbols dropped once its facts are read: memory stays that of the
        // largest module, not of every file's symbols (tens of thousands of files).
        for batch in stride(from: 0, to: unknown.count, by: 16).map({ unknown[$0..<min($0 + 16, unknown.count)] }) {
            let scanned = symbols.transientSymbols(ofFiles: batch.flatMap(\.files))
            for module in batch {
                let facts = codeFacts(of: module, scanned: scanned)
                fromFiles[module.name] = facts
                symbols.factStore?.remember(facts, of: module.name, files: module.files)
            }
        }
        var result: [String: CodeFacts] = [:]
        for module in modules {
            var facts = importFacts(of: module.name, graph: graph) + fromFiles[module.name]!
            // A request protocol says HTTP only where the module performs HTTP at all: an IPC
            // module's `ProviderRequest` does not.
            if !facts.contains(where: { $0.kind == .http && !$0.isRequestProtocolUse }) {
                facts.removeAll(where: \.isRequestProtocolUse)
            }
            result[module.name] = CodeFacts(facts: facts, fileCount: module.files.count)
        }
        return result
    }

    /// What the files of one module show (its imports aside): read from their symbols alone.
    static func codeFacts(of module: Module, scanned: [String: FileSymbols]) -> [CodeFacts.Fact] {
        // Request protocols the module declares (`protocol APIRequest`): a file naming one
        // describes a request, however nested its conforming type is.
        let declarations = module.files.flatMap { scanned[$0]?.declarations ?? [] }
        let requestProtocols = Set(
            declarations.filter { declaration in
                declaration.kind == .protocol
                    && (endpointProtocols.contains(declaration.name)
                        || ["Request", "Endpoint"].contains(where: declaration.name.hasSuffix))
            }.map(\.name))
        var facts: [CodeFacts.Fact] = []
        for file in module.files {
            guard let symbols = scanned[file] else { continue }
            facts += fileFacts(symbols, file: file, requestProtocols: requestProtocols)
        }
        return facts
    }

    /// Imports of an HTTP library or a persistence framework: one fact per file that imports
    /// one, at its first import line there. Every file counts: an API module whose 26 files of
    /// 30 import Apollo is an HTTP layer, however few files one fact per module would make it.
    static func importFacts(of module: String, graph: ModuleGraph) -> [CodeFacts.Fact] {
        graph.importedModules(of: module).flatMap { imported -> [CodeFacts.Fact] in
            let kind: CodeFacts.Kind? =
                httpLibraries.contains(imported)
                ? .http
                : persistenceModules.contains(imported) ? .persistence : nil
            // A workspace target named like the library (`CoreData`) is not it.
            guard let kind, graph.modules[imported]?.kind.isTarget != true,
                let evidence = graph.importedEdge(from: module, to: imported)?.evidence
            else { return [] }
            var first: [String: ImportEvidence] = [:]
            for item in evidence where first[item.file].map({ item.line < $0.line }) ?? true {
                first[item.file] = item
            }
            return first.keys.sorted().map { file in
                let item = first[file]!
                return CodeFacts.Fact(
                    kind: kind, what: "import \(imported)",
                    location: SourceLocation(file: file, line: item.line, column: item.column))
            }
        }
    }

    /// A type of Apple's UI frameworks by its name: UIKit's `UI` prefix (`UIViewController`,
    /// `UINavigationController`), AppKit's view and window classes, SwiftUI's `View` and its
    /// navigation containers.
    static func isUIFrameworkType(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        if bytes.next() == UInt8(ascii: "U"), bytes.next() == UInt8(ascii: "I"), let third = bytes.next(),
            third >= UInt8(ascii: "A"), third <= UInt8(ascii: "Z")
        {
            return true
        }
        if name.hasPrefix("NS"),
            ["View", "ViewController", "Window", "WindowController"].contains(where: name.hasSuffix)
        {
            return true
        }
        return ["View", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "WindowGroup"]
            .contains(name)
    }

    /// The facts one file's declarations and references show.
    static func fileFacts(_ symbols: FileSymbols, file: String, requestProtocols: Set<String>) -> [CodeFacts.Fact] {
        var facts: [CodeFacts.Fact] = []
        func add(_ kind: CodeFacts.Kind, _ what: String, _ line: Int, _ column: Int) {
            let location = SourceLocation(file: file, line: line, column: column)
            facts.append(CodeFacts.Fact(kind: kind, what: what, location: location))
        }
        if let use = symbols.references.first(where: { requestProtocols.contains($0.name) }) {
            add(.http, "endpoint \(use.name) use", use.line, use.column)
        }
        // `@Reducer struct Feature`: the attribute is a reference on the line before (or the same line).
        let reducerLines = Set(symbols.references.filter { $0.name == "Reducer" }.map(\.line))
        // A coordinator is a screen where it drives UI (MVVM-C): its file names a UIKit, AppKit or
        // SwiftUI type. A `RuuviPoolCoordinator` that coordinates stores names none. Asked only
        // for files that declare a coordinator: this runs for every file of a cold check.
        var drivesUICache: Bool?
        func drivesUI() -> Bool {
            if let known = drivesUICache { return known }
            let answer =
                symbols.references.contains { isUIFrameworkType($0.name) }
                || symbols.declarations.contains { !Set($0.inherits).isDisjoint(with: ["View", "App", "Scene"]) }
            drivesUICache = answer
            return answer
        }
        for declaration in symbols.declarations {
            let kind = declaration.kind
            guard [.struct, .class, .enum, .actor, .extension].contains(kind) else { continue }
            let name = declaration.name, line = declaration.line, column = declaration.column
            let inherits = Set(declaration.inherits)
            let attributedReducer = kind == .struct && (reducerLines.contains(line - 1) || reducerLines.contains(line))
            if inherits.contains("View"), kind != .actor {
                add(.screen, "SwiftUI view \(name)", line, column)
            } else if kind == .class, let base = inherits.first(where: isControllerBase) {
                add(.screen, "\(base) subclass \(name)", line, column)
            } else if inherits.contains("Reducer") || inherits.contains("ReducerProtocol") || attributedReducer {
                add(.screen, "reducer \(name)", line, column)
            } else if kind != .extension, name.hasSuffix("Coordinator") || inherits.contains("Coordinator"), drivesUI()
            {
                add(.screen, "coordinator \(name)", line, column)
            } else if [.struct, .class].contains(kind), ["Screen", "Scene"].contains(where: name.hasSuffix) {
                add(.screen, "screen type \(name)", line, column)
            }
            let endpoint =
                !inherits.isDisjoint(with: endpointProtocols)
                || ["Endpoint", "Endpoints"].contains(where: name.hasSuffix)
            if kind != .extension, endpoint {
                add(.http, "endpoint \(name)", line, column)
            }
            if [.class, .struct, .actor].contains(kind), isRepositoryImplementation(name, inherits) {
                add(.persistence, "repository \(name)", line, column)
            }
            if kind == .class, inherits.contains("NSManagedObject") {
                add(.persistence, "Core Data entity \(name)", line, column)
            }
        }
        // One fact per name and file: the first use.
        var seen: Set<String> = []
        for reference in symbols.references where seen.insert(reference.name).inserted {
            if httpTypes.contains(reference.name) {
                add(.http, reference.name, reference.line, reference.column)
            } else if persistenceTypes.contains(reference.name) {
                add(.persistence, reference.name, reference.line, reference.column)
            }
        }
        return facts
    }

    /// A UIKit or AppKit controller of a screen, or the app's own base class of them.
    static func isControllerBase(_ name: String) -> Bool {
        controllerBases.contains(name) || name.hasSuffix("ViewController")
    }

    /// `UserRepositoryImpl`, `DefaultUserRepository`, or a type conforming to a `*Repository`
    /// protocol: an implementation of a repository, which maps stored or fetched data.
    static func isRepositoryImplementation(_ name: String, _ inherits: Set<String>) -> Bool {
        let words = RoleInference.words(name)
        // A test double is no implementation.
        let doubles = ["Mock", "Fake", "Stub", "Spy", "Preview", "InMemory"]
        if let first = words.first, doubles.contains(first) { return false }
        guard let index = words.lastIndex(where: { $0 == "Repository" || $0 == "Repositories" }) else {
            return inherits.contains { protocolName in
                ["Repository", "RepositoryProtocol", "RepositoryType"].contains(where: protocolName.hasSuffix)
            }
        }
        // `UserRepositoryImpl`, `UserRepositoryLive`; a bare `UserRepository` struct is one too.
        let after = words[(index + 1)...]
        return after.isEmpty || after.allSatisfy { ["Impl", "Implementation", "Live", "Default"].contains($0) }
    }
}
