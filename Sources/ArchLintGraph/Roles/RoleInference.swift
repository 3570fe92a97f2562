import ArchLintSupport

/// Infers each module's role from its kind, its name, the folders above it, what its code
/// shows (`CodeFacts`: screens, HTTP, persistence) and its place in the graph, keeping the
/// evidence (see Rules/README.md, "Roles"). Roles the rules file sets are fixed: the inference
/// never changes them and builds on them (the features it is told of decide what is shared).
///
/// In order, the first that applies wins:
/// 1. kind: test targets are `test`; applications (executables) are `composition-root`, or
///    test support when named like it (a tool for tests); beside applications that build on the
///    workspace's libraries, a SwiftPM executable that builds on none is a command-line tool (a
///    code generator) and gets no role;
/// 2. test support: named like it (a word `Test`, `Tests`, `Testing`, or ending in `Mocks`,
///    `Fakes`, `Stubs`...), or only test code depends on it and it imports a test framework or
///    writes `@testable import` (without that, an app outside the graph may link it);
/// 3. umbrella: re-exports two or more workspace modules (`@_exported import`);
/// 4. name: `*Feature(s)`, `*Network(ing)`/`*NetworkService`/`*APIClient`, `Data`/`*Data`/
///    `*Repository`/`*Persistence`, `Domain`/`*Domain`/`*UseCases`, `Core`/`Core*`/`Common*`/
///    `Shared*`;
/// 5. folder: a folder above the sources named `Features`, `Core`, `Common`, `Shared`,
///    `Foundation`, `Domain`, `Data`, `Network`, `Tests`, `Testing`, `Mocks` (the innermost wins);
/// 6. code: a feature by name or folder must declare screens (SwiftUI views, view controllers,
///    TCA reducers, coordinators), else it is not one; a core module whose code is an HTTP or
///    persistence layer (it imports the library or declares endpoints or repositories) is
///    network or data;
/// 7. graph, features (only when no module is a feature by name or folder): libraries that
///    declare screens (without sources read: import SwiftUI) and that no library depends on,
///    when there are two or more, then the screen libraries that build on two or more workspace
///    libraries and that only features import, fewer than half of them; a screen framework is
///    neither (another module subclasses one of its open classes, or every view controller it
///    declares is open: it is extended, not presented), nor a library named like UI components
///    (`*View`, `*Views`, `*Button`, `*Cell`, `*Components`);
/// 8. graph, root feature: the one feature an application links, when it composes two or more
///    other features, or a module named like a root (`App`, `AppFeature`, `Root`...) that no
///    library depends on and that imports a feature; it belongs to the composition root;
/// 9. graph, the features' floor: a feature that three or more other features (root features
///    not counted) import directly and that imports none of them is `shared` (a kit in the
///    features folder, a sheet every feature shows): used by many siblings, not a feature;
/// 10. code: a library without a role and without screens whose code performs HTTP is
///    `network`, one that persists is `data` (whichever more of its files show);
/// 11. graph, shared: a library that two or more features import and that imports no feature;
/// 12. graph, the core group's floors: a core module that one or more other core modules depend
///    on and that imports none of those above the floors is `base`, repeated (sub-layers); a
///    screen module (screens in a fifth of its files) only modules without screens import is no
///    floor. Before that (after step 6), a module only its folder calls core that imports more
///    than half (two at least) of the other core modules of its folder and that none depends on
///    is the top of that folder, not core;
/// 13. graph, the app's floor: a shared library that data, network, domain, core or base modules
///    import too and that builds on none of them but base modules is `base`: below them all
///    (repeated until nothing changes).
///
/// Without a symbol index (graphs without sources), step 6 and 10 are skipped and screens are
/// judged by the SwiftUI import. Deterministic: modules are visited in name order and every
/// list is sorted.
package enum RoleInference {
    package static func infer(
        _ graph: ModuleGraph, root: String, symbols: SymbolIndex? = nil,
        fixed: [String: RoleAssignment] = [:], fixedNone: Set<String> = []
    ) -> ModuleRoles {
        var inference = State(graph: graph, root: root, symbols: symbols, fixed: fixed, fixedNone: fixedNone)
        inference.run()
        return ModuleRoles(
            inference.roles, notes: inference.notes, layerings: inference.layerings,
            facts: inference.facts ?? [:])
    }

    /// The framework screen modules import: with it, a library no other library depends on is a
    /// top-level screen. (UIKit and AppKit alone say less: utilities extend them too.)
    static let screenFramework = "SwiftUI"
    /// Test frameworks: a library that imports one is test code.
    static let testFrameworks: Set<String> = [
        "XCTest", "Testing", "SnapshotTesting", "InlineSnapshotTesting", "Quick", "Nimble",
    ]

    // MARK: Names

    /// The camel-case words of a module name: `HTTPClient` -> HTTP, Client; `SyncUI-macOS` ->
    /// Sync, UI, mac, OS. Separators (`-`, `_`, digits stay attached) split words too.
    package static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Last words that name a container, not what it holds: `DomainLayer`, `NetworkModule` say
    /// their role with the word before.
    static let containerWords: Set<String> = ["Layer", "Module"]

    /// The role a module's name states, with the pattern it matched.
    static func nameRole(_ name: String) -> (role: ModuleRole, pattern: String)? {
        let words = words(name)
        if let last = words.last, containerWords.contains(last), words.count >= 2,
            name.hasSuffix(last), let inner = nameRole(String(name.dropLast(last.count)))
        {
            return (inner.role, inner.pattern + last)
        }
        guard let last = words.last else { return nil }
        let lastTwo = words.suffix(2).joined()
        // `Network` itself, or `*Network` when there is more before it.
        func pattern(_ suffix: String) -> String { name == suffix ? suffix : "*\(suffix)" }
        if ["Feature", "Features"].contains(last) { return (.feature, pattern(last)) }
        if ["Network", "Networking"].contains(last) { return (.network, pattern(last)) }
        let networkPairs = [
            "NetworkService", "NetworkServices", "NetworkClient", "APIClient", "ApiClient", "HTTPClient", "HttpClient",
        ]
        if networkPairs.contains(lastTwo) {
            return (.network, pattern(lastTwo))
        }
        if ["Data", "Repository", "Repositories", "Persistence"].contains(last) { return (.data, pattern(last)) }
        if lastTwo == "PersistenceService" { return (.data, pattern(lastTwo)) }
        if last == "Domain" { return (.domain, pattern(last)) }
        if lastTwo == "UseCases" { return (.domain, pattern(lastTwo)) }
        if let first = words.first, coreWords.contains(first) { return (.core, name == first ? first : "\(first)*") }
        return nil
    }

    /// Last words of the names of UI component libraries: a module named after a view
    /// (`CircleAndTitlesView`, `PhotoButton`) or a set of them (`Views`, `Components`) gives
    /// other screens parts to embed; it is not a feature the graph should guess.
    static let componentWords: Set<String> = [
        "View", "Views", "Button", "Buttons", "Cell", "Cells", "Component", "Components",
    ]

    /// Why a module's name says it is a UI component library, or nil.
    static func componentName(_ name: String) -> RoleEvidence? {
        guard let last = words(name).last, componentWords.contains(last), name != last else { return nil }
        return RoleEvidence(.name, "named *\(last): UI components other screens embed, not a feature")
    }

    /// True when the name says test support; the word or suffix that says so.
    static func testSupportName(_ name: String) -> String? {
        let words = words(name)
        if let word = words.first(where: { ["Test", "Tests", "Testing"].contains($0) }) { return "a word \(word)" }
        if let last = words.last, ["Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs", "Fixtures"].contains(last) {
            return "*\(last)"
        }
        return nil
    }

    /// First words of names that put a module in the core group (`CoreUI`, `CommonModels`).
    static let coreWords: Set<String> = ["Core", "Common", "Shared"]

    /// Folder names (lowercased) that state a role for the modules below them.
    static let folderRoles: [String: ModuleRole] = [
        "features": .feature, "feature": .feature, "core": .core, "common": .core, "commons": .core, "shared": .core,
        "foundation": .core, "domain": .domain, "data": .data,
        "network": .network, "networking": .network, "tests": .testSupport, "testing": .testSupport,
        "testsupport": .testSupport, "testhelpers": .testSupport, "mocks": .testSupport,
    ]

    /// Stems (the name without `Feature`, `Core`...) of modules named like an app's root.
    static let rootStems: Set<String> = ["App", "Root", "AppRoot"]

    /// The name without a trailing `Feature`, `Features`, `Core`, `Module` (`AppFeature` -> `App`).
    static func stem(_ name: String) -> String {
        for suffix in ["Features", "Feature", "Core", "Module"] where name.hasSuffix(suffix) && name != suffix {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    // MARK: The inference

    struct State {
        let graph: ModuleGraph
        let root: String
        /// Targets, by name order.
        let targets: [Module]
        /// Targets that depend on each module (declared or imported), sorted.
        let dependents: [String: [String]]
        /// Targets each module depends on (declared or imported).
        let dependencies: [String: Set<String>]
        /// What each library's code shows; nil without a symbol index.
        let facts: [String: CodeFacts]?
        /// The symbols of the workspace's files, when sources were read.
        let symbols: SymbolIndex?
        /// Modules whose role (or lack of one) the rules file sets: never changed here.
        let decided: Set<String>
        var roles: [String: RoleAssignment] = [:]
        var notes: [String: [RoleEvidence]] = [:]
        var layerings: [GroupLayering] = []

        init(
            graph: ModuleGraph, root: String, symbols: SymbolIndex?,
            fixed: [String: RoleAssignment], fixedNone: Set<String>
        ) {
            self.graph = graph
            self.root = root
            targets = graph.moduleNames.compactMap { graph.modules[$0] }.filter { $0.kind.isTarget }
            var dependents: [String: Set<String>] = [:]
            var dependencies: [String: Set<String>] = [:]
            let isTarget = { (name: String) in graph.modules[name]?.kind.isTarget == true }
            for key in graph.declared.map(\.key) + graph.imported.map(\.key)
            where key.from != key.to && isTarget(key.from) && isTarget(key.to) {
                dependents[key.to, default: []].insert(key.from)
                dependencies[key.from, default: []].insert(key.to)
            }
            self.dependents = dependents.mapValues { $0.sorted() }
            self.dependencies = dependencies
            roles = fixed.filter { isTarget($0.key) }
            decided = Set(fixed.keys).union(fixedNone)
            let libraries = targets.filter(\.kind.isLibrary).map(\.name)
            facts = symbols.map { CodeFactReader.read(libraries, graph: graph, symbols: $0) }
            self.symbols = symbols
        }

        func role(_ name: String) -> ModuleRole? { roles[name]?.role }

        /// Libraries not yet given a role (nor set by the rules file).
        var unassignedLibraries: [Module] {
            targets.filter { $0.kind.isLibrary && roles[$0.name] == nil && !decided.contains($0.name) }
        }

        /// Dependents that are libraries and not test code (what makes a module "used by the app's code").
        /// The libraries of the workspace `name` depends on (declared or imported).
        func libraryDependencies(_ name: String) -> Set<String> {
            (dependencies[name] ?? []).filter { graph.modules[$0]?.kind.isLibrary == true }
        }

        func libraryDependents(_ name: String) -> [String] {
            (dependents[name] ?? []).filter { dependent in
                guard let module = graph.modules[dependent], module.kind.isLibrary else { return false }
                return role(dependent).map { !$0.isTestCode && $0 != .compositionRoot } ?? true
            }
        }

        func imports(_ name: String, anyOf names: Set<String>) -> String? {
            graph.importedModules(of: name).first(where: names.contains)
        }

        /// Features (and root features) the module imports, sorted.
        func composedFeatures(_ name: String) -> [String] {
            graph.importedModules(of: name).filter { $0 != name && [.feature, .rootFeature].contains(role($0)) }
        }

        func relativeDirectory(_ module: Module) -> String? {
            module.directory.map { PathUtilities.relative($0, to: root) }
        }

        /// The module's code facts, when its sources were read.
        func code(_ name: String) -> CodeFacts? {
            guard let code = facts?[name], code.fileCount > 0 else { return nil }
            return code
        }

        /// True when the module provides screens: from its code when read, else from a SwiftUI import.
        func hasScreens(_ name: String) -> Bool {
            if let code = code(name) { return code.shows(.screen) }
            return graph.importedModules(of: name).contains(RoleInference.screenFramework)
        }

        /// The layer the code shows (HTTP or persistence), or nil: when it shows both, the one
        /// with a strong fact (a library imported, endpoints or repositories declared), else the
        /// one more files show (persistence on a tie: a repository layer that also fetches).
        static func layerKind(_ code: CodeFacts) -> CodeFacts.Kind? {
            let http = code.shows(.http), persistence = code.shows(.persistence)
            guard http || persistence else { return nil }
            if !(http && persistence) { return http ? .http : .persistence }
            let strongHTTP = code.facts(.http).contains(where: \.isStrong)
            let strongPersistence = code.facts(.persistence).contains(where: \.isStrong)
            if strongHTTP != strongPersistence { return strongHTTP ? .http : .persistence }
            return code.files(.http) > code.files(.persistence) ? .http : .persistence
        }

        static func list(_ names: [String], limit: Int = 4) -> String {
            names.count > limit
                ? names.prefix(limit).joined(separator: ", ") + ", ... (\(names.count))" : names.joined(separator: ", ")
        }

        mutating func run() {
            assignKinds()
            assignTestSupport()
            assignUmbrellas()
            assignNamesAndFolders()
            weighCodeOfNamedModules()
            removeFolderTops()
            assignGraphFeatures()
            assignRootFeatures()
            assignFeatureFloor()
            assignCodeLayers()
            assignShared()
            assignCoreFloor()
            assignSharedFloor()
        }

        mutating func assignKinds() {
            func buildsOnALibrary(_ name: String) -> Bool { !libraryDependencies(name).isEmpty }
            let composing = targets.contains { $0.kind.isApplication && buildsOnALibrary($0.name) }
            for module in targets where !decided.contains(module.name) {
                if module.isTest {
                    roles[module.name] = RoleAssignment(.test, [RoleEvidence(.kind, "test target")])
                } else if module.kind.isApplication, let said = testSupportName(module.name) {
                    roles[module.name] = RoleAssignment(
                        .testSupport,
                        [RoleEvidence(.name, "an executable named like test support (\(said)): a tool for tests")])
                } else if module.kind == .target(.executable), composing, !buildsOnALibrary(module.name) {
                    // SwiftPM builds an executable target as a command-line tool (an app's
                    // bundle is Xcode's); beside applications that compose the workspace's
                    // libraries, one that builds on none of them is a tool (a code generator),
                    // no root. Alone, it is the application, whatever it imports.
                    notes[module.name] = [
                        RoleEvidence(
                            .graph,
                            "an executable target that builds on no library of the workspace, beside applications "
                                + "that do: a command-line tool, not the root that composes the app")
                    ]
                } else if module.kind.isApplication {
                    roles[module.name] = RoleAssignment(
                        .compositionRoot, [RoleEvidence(.kind, "executable target (an application)")])
                }
            }
        }

        mutating func assignTestSupport() {
            for module in unassignedLibraries {
                guard let said = testSupportName(module.name) else { continue }
                var evidence = [RoleEvidence(.name, "named like test support (\(said))")]
                let production = libraryDependents(module.name).filter { testSupportName($0) == nil }
                if !production.isEmpty {
                    evidence.append(
                        RoleEvidence(
                            .graph,
                            "also linked by production code (\(State.list(production))); still judged as test code, "
                                + "set its role in \"roles\" if it is not"
                        ))
                }
                roles[module.name] = RoleAssignment(.testSupport, evidence)
            }
            // Only test code depends on it: a fixpoint, test support may build on test support.
            var changed = true
            while changed {
                changed = false
                for module in unassignedLibraries {
                    let users = dependents[module.name] ?? []
                    guard !users.isEmpty, users.allSatisfy({ role($0)?.isTestCode == true }) else { continue }
                    let marker: String
                    if let framework = imports(module.name, anyOf: RoleInference.testFrameworks) {
                        marker = "imports \(framework)"
                    } else if let testable = graph.importedModules(of: module.name).first(where: {
                        graph.importedEdge(from: module.name, to: $0)?.traits.contains(.testable) == true
                    }) {
                        marker = "writes @testable import \(testable)"
                    } else {
                        continue
                    }
                    roles[module.name] = RoleAssignment(
                        .testSupport,
                        [RoleEvidence(.graph, "only test code depends on it (\(State.list(users))) and it \(marker)")])
                    changed = true
                }
            }
        }

        mutating func assignUmbrellas() {
            for module in unassignedLibraries {
                let reexported = graph.importedModules(of: module.name).filter { to in
                    graph.modules[to]?.kind.isTarget == true
                        && graph.importedEdge(from: module.name, to: to)?.traits.contains(.exported) == true
                }
                guard reexported.count >= 2 else { continue }
                roles[module.name] = RoleAssignment(
                    .umbrella,
                    [
                        RoleEvidence(
                            .graph, "re-exports \(State.list(reexported)) (@_exported import): a layer above them")
                    ])
            }
        }

        mutating func assignNamesAndFolders() {
            for module in unassignedLibraries {
                var evidence: [RoleEvidence] = []
                var role: ModuleRole?
                if let named = nameRole(module.name) {
                    role = named.role
                    evidence.append(RoleEvidence(.name, "named \(named.pattern)"))
                }
                if let directory = relativeDirectory(module) {
                    let parts = directory.split(separator: "/").map(String.init)
                    // The innermost folder above the module's own that names a role.
                    if parts.count >= 2,
                        let index = parts.indices.dropLast().last(where: {
                            RoleInference.folderRoles[parts[$0].lowercased()] != nil
                        })
                    {
                        let folderRole = RoleInference.folderRoles[parts[index].lowercased()]!
                        let folder = parts[...index].joined(separator: "/") + "/"
                        if role == nil {
                            role = folderRole
                            evidence.append(RoleEvidence(.folder, "under \(folder)"))
                        } else if role == folderRole {
                            evidence.append(RoleEvidence(.folder, "under \(folder)"))
                        }
                    }
                }
                if let role { roles[module.name] = RoleAssignment(role, evidence) }
            }
        }

        /// Names and folders are one signal: a feature must declare screens, and a core module
        /// whose code is an HTTP or persistence layer is that layer. The code's evidence is
        /// added where it agrees.
        mutating func weighCodeOfNamedModules() {
            for module in targets where !decided.contains(module.name) {
                guard let assignment = roles[module.name], let code = code(module.name) else { continue }
                switch assignment.role {
                case .feature:
                    if code.shows(.screen) {
                        roles[module.name]!.evidence.append(RoleEvidence(.code, code.summary(.screen, root: root)))
                    } else {
                        roles[module.name] = nil
                        let files = "\(code.fileCount) file\(code.fileCount == 1 ? "" : "s")"
                        let why =
                            "declares no screen (no SwiftUI view, view controller, reducer or coordinator in its "
                            + "\(files)): not a feature"
                        notes[module.name] = assignment.evidence + [RoleEvidence(.code, why)]
                    }
                case .core:
                    guard !code.shows(.screen), let kind = State.layerKind(code),
                        code.facts(kind).contains(where: \.isStrong)
                    else { continue }
                    let layer = kind == .http ? "an HTTP" : "a persistence"
                    let named = assignment.evidence.map { evidence in
                        RoleEvidence(
                            evidence.source, "\(evidence.detail) (the core group, but its code is \(layer) layer)")
                    }
                    roles[module.name] = RoleAssignment(
                        kind == .http ? .network : .data,
                        [RoleEvidence(.code, code.summary(kind, root: root))] + named)
                case .network where code.shows(.http):
                    roles[module.name]!.evidence.append(RoleEvidence(.code, code.summary(.http, root: root)))
                case .data where code.shows(.persistence):
                    roles[module.name]!.evidence.append(RoleEvidence(.code, code.summary(.persistence, root: root)))
                default:
                    break
                }
            }
        }

        /// A folder or package named Core (Common, Shared, Foundation) is one signal, and the
        /// graph can contradict it: a member that only its folder calls core, that imports two
        /// or more and more than half of the other core modules of that folder, and that no core
        /// module depends on, is the top of that folder (it composes its siblings: scenarios, a
        /// facade, a demo), not their peer. It keeps no core role; later steps may give it one
        /// from its code or graph position.
        mutating func removeFolderTops() {
            let core = targets.map(\.name).filter { role($0) == .core && !decided.contains($0) }
            func folder(_ name: String) -> String? {
                guard let evidence = roles[name]?.evidence, evidence.allSatisfy({ $0.source == .folder }) else {
                    return nil
                }
                return evidence.first?.detail
            }
            let coreSet = Set(core)
            var tops: [(name: String, siblings: [String], composed: [String])] = []
            for name in core {
                guard let under = folder(name) else { continue }
                let siblings = core.filter {
                    $0 != name && roles[$0]?.evidence.contains(RoleEvidence(.folder, under)) == true
                }
                let composed = siblings.filter { (dependencies[name] ?? []).contains($0) }
                guard composed.count >= 2, composed.count * 2 > siblings.count,
                    (dependents[name] ?? []).allSatisfy({ !coreSet.contains($0) })
                else { continue }
                tops.append((name, siblings, composed))
            }
            for top in tops {
                let assignment = roles.removeValue(forKey: top.name)!
                let text =
                    "the folder says core, but it imports \(top.composed.count) of the \(top.siblings.count) other "
                    + "core modules there"
                    + " (\(State.list(top.composed))) and no core module depends on it: the top of that folder, "
                    + "composing"
                    + " its siblings, not a core peer"
                notes[top.name] = assignment.evidence + [RoleEvidence(.graph, text)]
            }
        }

        mutating func assignGraphFeatures() {
            guard !roles.values.contains(where: { $0.role == .feature }) else { return }
            var screens: [Module] = []
            for module in unassignedLibraries where hasScreens(module.name) {
                if let framework = screenFramework(module.name) ?? RoleInference.componentName(module.name) {
                    if notes[module.name] == nil { notes[module.name] = [framework] }
                } else {
                    screens.append(module)
                }
            }
            let tops = screens.filter { libraryDependents($0.name).isEmpty }
            guard tops.count >= 2 else { return }
            for module in tops {
                var evidence: [RoleEvidence] = []
                if let code = code(module.name) {
                    evidence.append(RoleEvidence(.code, code.summary(.screen, root: root)))
                    let why = "no library depends on it: a top-level screen module (one of \(tops.count))"
                    evidence.append(RoleEvidence(.graph, why))
                } else {
                    let why =
                        "imports SwiftUI and no library depends on it: a top-level screen module (one of \(tops.count))"
                    evidence.append(RoleEvidence(.graph, why))
                }
                roles[module.name] = RoleAssignment(.feature, evidence)
            }
            // Screen modules a few features import, and that build on the workspace as features
            // do (two or more of its libraries), are features other features reach into; a UI kit
            // imports little of the workspace, and many features import it.
            var changed = true
            while changed {
                changed = false
                let featureCount = roles.values.filter { $0.role == .feature }.count
                for module in screens where roles[module.name] == nil {
                    let users = libraryDependents(module.name)
                    let builtOn = libraryDependencies(module.name)
                    guard !users.isEmpty, users.allSatisfy({ role($0) == .feature }), users.count * 2 < featureCount,
                        builtOn.count >= 2
                    else { continue }
                    let screensSaid = code(module.name) == nil ? "imports SwiftUI" : "declares screens"
                    roles[module.name] = RoleAssignment(
                        .feature,
                        [
                            RoleEvidence(
                                .graph,
                                "\(screensSaid), builds on \(builtOn.count) libraries of the workspace, and only "
                                    + "features import it (\(State.list(users)), \(users.count) of \(featureCount)): a "
                                    + "feature others reach into"
                            )
                        ])
                    changed = true
                }
            }
        }

        /// Why a screen module is a framework of screens that other modules build on, not a
        /// feature (nil when it is not one): another module of the workspace subclasses one of its
        /// classes (Swift lets code outside a module subclass only its `open` classes, so the
        /// class was made for that), or every view controller it declares is `open` (screens made
        /// to be subclassed, not presented as they are). A feature is presented; it is not
        /// extended. Read from the code only: without sources, nil.
        func screenFramework(_ name: String) -> RoleEvidence? {
            guard let symbols, let module = graph.modules[name], code(name) != nil else { return nil }
            let declarations = symbols.declarations(of: module).values.map(\.declaration)
                .filter { $0.kind == .class }
            let open = Set(declarations.filter { $0.access == .open }.map(\.name))
            guard !open.isEmpty else { return nil }
            for user in dependents[name] ?? [] where !(role(user)?.isTestCode ?? false) {
                guard let edge = graph.importedEdge(from: user, to: name) else { continue }
                let files = Set(edge.evidence.map(\.file)).sorted()
                let scanned = symbols.symbols(ofFiles: files)
                for file in files {
                    for declaration in scanned[file]?.declarations ?? [] where declaration.kind == .class {
                        guard let base = declaration.inherits.first(where: open.contains) else { continue }
                        let place = "\(PathUtilities.relative(file, to: root)):\(declaration.line)"
                        return RoleEvidence(
                            .code,
                            "\(user) subclasses its open class \(base) (\(declaration.name), \(place)): a framework "
                                + "other modules extend, not a feature")
                    }
                }
            }
            let controllers = declarations.filter { $0.inherits.contains(where: CodeFactReader.isControllerBase) }
            guard !controllers.isEmpty, controllers.allSatisfy({ $0.access == .open }) else { return nil }
            let names = State.list(controllers.map(\.name).sorted(), limit: 3)
            return RoleEvidence(
                .code,
                "every view controller it declares is open (\(names)): screens made to be subclassed, a "
                    + "framework, not a feature")
        }

        /// The sub-layers of a group: repeatedly, the members that more than `share` of the other
        /// remaining members build on (`least` at least), directly or through members, and that
        /// build on none of them, form a floor below the rest. Returns the levels top first
        /// (the peers, then each floor) and, for each floor member, the members built on it.
        func floorLevels(
            _ members: [String], share: (numerator: Int, denominator: Int), least: Int,
            direct: Bool = false
        ) -> (levels: [[String]], users: [String: [String]]) {
            var remaining = Set(members)
            var floors: [[String]] = []
            var users: [String: [String]] = [:]
            while remaining.count >= 3 {
                // What each member reaches through members still remaining.
                var reach: [String: Set<String>] = [:]
                for member in remaining {
                    var seen: Set<String> = []
                    var pending = [member]
                    while let next = pending.popLast() {
                        for successor in dependencies[next] ?? []
                        where remaining.contains(successor) && successor != member && seen.insert(successor).inserted {
                            if !direct { pending.append(successor) }
                        }
                    }
                    reach[member] = seen
                }
                let others = remaining.count - 1
                let found = remaining.sorted().filter { member in
                    guard !decided.contains(member), reach[member]!.isDisjoint(with: remaining) else { return false }
                    let builtOn = remaining.filter { $0 != member && reach[$0]!.contains(member) }
                    return builtOn.count >= least && builtOn.count * share.denominator > others * share.numerator
                }
                // A floor needs peers above it: two at least.
                guard !found.isEmpty, remaining.count - found.count >= 2 else { break }
                for member in found {
                    users[member] = remaining.filter { $0 != member && reach[$0]!.contains(member) }.sorted()
                }
                floors.append(found)
                remaining.subtract(found)
            }
            return ([remaining.sorted()] + floors.reversed(), users)
        }

        /// A feature is used by the application or a parent, not by many siblings: a screen
        /// module that three or more other features import directly (a kit in the features
        /// folder, a sheet or scanner every feature shows) and that imports none of them is a
        /// component they share (`shared`), below them. Root features are not members (they
        /// compose every feature); two importers leave a feature a feature (one that two parents
        /// present, or that another reaches into: findings).
        mutating func assignFeatureFloor() {
            let members = targets.map(\.name).filter { role($0) == .feature }
            let (levels, users) = floorLevels(members, share: (0, 1), least: 3, direct: true)
            guard levels.count > 1 else { return }
            for (index, level) in levels.enumerated().dropFirst() {
                for member in level {
                    let others = levels[..<index].joined().count + level.count - 1
                    let importers =
                        "\(users[member]!.count) of the \(others) other features import it "
                        + "(\(State.list(users[member]!)))"
                    let why =
                        "used by many features, not by an app or a parent: \(importers) and it imports none of them:"
                        + " a component they share, below them (sub-layer \(index + 1) of \(levels.count))"
                    var evidence = [RoleEvidence(.graph, why)]
                    evidence += roles[member]!.evidence.filter { $0.source != .graph }
                    roles[member] = RoleAssignment(.shared, evidence)
                }
            }
            layerings.append(GroupLayering(group: .feature, levels: levels, floorRole: .shared))
        }

        mutating func assignRootFeatures() {
            // The one feature an application links that composes other features.
            for app in targets where role(app.name) == .compositionRoot {
                let linked = (dependencies[app.name] ?? []).sorted().filter { name in
                    graph.modules[name]?.kind.isLibrary == true
                        && (role(name) == .feature || (role(name) == nil && !composedFeatures(name).isEmpty))
                }
                // An application that links several features composes them itself.
                guard linked.count == 1, let top = linked.first, !decided.contains(top), libraryDependents(top).isEmpty
                else { continue }
                // Composing one feature is a parent, not yet a root: a root composes several.
                let composed = composedFeatures(top)
                guard composed.count >= 2 else { continue }
                var evidence = roles[top]?.evidence ?? []
                evidence.insert(
                    RoleEvidence(
                        .graph, "the only feature application \(app.name) links, composing \(State.list(composed))"),
                    at: 0)
                roles[top] = RoleAssignment(.rootFeature, evidence)
            }
            // Without the application in the graph (an Xcode target), a root is known by its name.
            for module in targets
            where module.kind.isLibrary && !decided.contains(module.name)
                && [nil, .feature].contains(role(module.name))
            {
                guard RoleInference.rootStems.contains(stem(module.name)), libraryDependents(module.name).isEmpty else {
                    continue
                }
                let composed = composedFeatures(module.name)
                guard !composed.isEmpty else { continue }
                var evidence = roles[module.name]?.evidence ?? []
                evidence.insert(
                    RoleEvidence(
                        .graph,
                        "named like an application's root (\(stem(module.name))), no library depends on it, and it "
                            + "composes \(State.list(composed))"
                    ), at: 0)
                roles[module.name] = RoleAssignment(.rootFeature, evidence)
                notes[module.name] = nil
            }
        }

        /// Libraries no name, folder or graph position placed, without screens, whose code is an
        /// HTTP layer (network) or a persistence layer (data), whatever they are called.
        mutating func assignCodeLayers() {
            for module in unassignedLibraries {
                guard let code = code(module.name), !code.shows(.screen), let kind = State.layerKind(code) else {
                    continue
                }
                let evidence = [RoleEvidence(.code, code.summary(kind, root: root))]
                roles[module.name] = RoleAssignment(kind == .http ? .network : .data, evidence)
            }
        }

        mutating func assignShared() {
            for module in unassignedLibraries {
                let users = libraryDependents(module.name).filter { [.feature, .rootFeature].contains(role($0)) }
                guard users.count >= 2, composedFeatures(module.name).isEmpty else { continue }
                var evidence = [
                    RoleEvidence(
                        .graph, "\(users.count) features import it (\(State.list(users))) and it imports no feature")
                ]
                evidence += notes.removeValue(forKey: module.name) ?? []
                roles[module.name] = RoleAssignment(.shared, evidence)
            }
        }

        /// A library the features share that the lower layers build on too (data, network,
        /// domain, core or base modules import it) and that builds on none of them but the floor
        /// (`base`) is below them all: the app's vocabulary (`base`), not a library beside the
        /// features. Without this, a layer order would put it above the data layer that imports
        /// it. Repeated until nothing changes: a library that a module made a floor here imports is
        /// below that floor too, whichever name comes first.
        mutating func assignSharedFloor() {
            let lower: Set<ModuleRole> = [.data, .network, .domain, .core, .base]
            var changed = true
            while changed {
                changed = false
                for module in targets where role(module.name) == .shared && !decided.contains(module.name) {
                    let users = libraryDependents(module.name).filter { role($0).map(lower.contains) ?? false }
                    guard !users.isEmpty else { continue }
                    // What it builds on, through libraries: none of the lower layers but the floor.
                    var seen: Set<String> = []
                    var pending = [module.name]
                    while let next = pending.popLast() {
                        for successor in dependencies[next] ?? []
                        where graph.modules[successor]?.kind.isLibrary == true && seen.insert(successor).inserted {
                            pending.append(successor)
                        }
                    }
                    let below = seen.filter { role($0).map(lower.contains) ?? false }
                    guard below.allSatisfy({ role($0) == .base }) else { continue }
                    let lowerUsers = State.list(users.map { "\($0) (\(role($0)!.rawValue))" })
                    let builds =
                        below.isEmpty
                        ? "it builds on none of them"
                        : "it builds only on the floor (\(State.list(below.sorted())))"
                    let why =
                        "the lower layers build on it too (\(lowerUsers)) and \(builds): the vocabulary below them all"
                    var evidence = [RoleEvidence(.graph, why)]
                    evidence += roles[module.name]!.evidence
                    roles[module.name] = RoleAssignment(.base, evidence)
                    changed = true
                }
            }
        }

        /// The core group's sub-layers (`base`), from its own imports and declared dependencies:
        /// repeatedly, a member that depends on no member still above the floors and that at
        /// least one of them depends on is a floor, below them, in a group of two or more (a
        /// utility, a wrapper, an interface module `X` builds on, the vocabulary). An import of a
        /// lower sub-layer is not a peer import; what stays are the peers: members nothing in the
        /// group depends on, a cycle and what depends on it, and a screen module that only members
        /// without screens import (UI sits above the code it shows: a service importing a design
        /// system is coupling between peers, not a floor). Members the rules file sets are never
        /// floors.
        mutating func assignCoreFloor() {
            let members = targets.map(\.name).filter { role($0) == .core }
            var remaining = Set(members)
            var floors: [[String]] = []
            var why: [String: (users: [String], floorBelow: [String])] = [:]
            // What a member builds on is what it imports: a dependency declared and never
            // imported (an interface target's link to an aggregator of shared modules) couples
            // no code, and the rule judges imports.
            func imported(_ member: String) -> Set<String> { Set(graph.importedModules(of: member)) }
            // Two core modules are layered as any group is: a shared UI kit built on the app's
            // base module (`SharedUI -> Core`, every other module building on Core too) is no
            // coupling of peers; a screen module imported by one without screens stays a peer.
            while remaining.count >= 2 {
                let found = remaining.sorted().filter { member in
                    guard !decided.contains(member), imported(member).isDisjoint(with: remaining) else {
                        return false
                    }
                    return !floorUsers(member, among: remaining).isEmpty
                }
                guard !found.isEmpty else { break }
                for member in found {
                    let below = imported(member).filter { members.contains($0) }.sorted()
                    why[member] = (floorUsers(member, among: remaining), below)
                }
                floors.append(found)
                remaining.subtract(found)
            }
            guard !floors.isEmpty else { return }
            let levels = [remaining.sorted()] + floors.reversed()
            for (index, level) in levels.enumerated().dropFirst() {
                for member in level {
                    let (users, below) = why[member]!
                    let builds =
                        below.isEmpty ? "imports no member" : "imports only the floor below it (\(State.list(below)))"
                    let text =
                        "floor of group core (sub-layer \(index + 1) of \(levels.count)): \(usedBy(member, users)); "
                        + "\(builds):"
                        + " below them, not their peer"
                    roles[member] = RoleAssignment(.base, [RoleEvidence(.graph, text)] + roles[member]!.evidence)
                }
            }
            layerings.append(GroupLayering(group: .core, levels: levels, floorRole: .base))
        }

        /// The members of `among` that make `member` their floor: they depend on it, and it is no
        /// screen module below code without screens.
        func floorUsers(_ member: String, among: Set<String>) -> [String] {
            let screens = isScreenModule(member)
            return (dependents[member] ?? []).filter { user in
                user != member && among.contains(user) && (!screens || hasScreens(user))
            }
        }

        /// True when showing screens is a job of the module, not an aside: screens in a fifth of
        /// its files at least, as for the other kinds of code facts (`CodeFacts.shows`). A utility
        /// module of 46 files with two small SwiftUI helpers in one is no UI layer; without
        /// sources read, a SwiftUI import says so.
        func isScreenModule(_ name: String) -> Bool {
            guard let code = code(name) else { return hasScreens(name) }
            return code.shows(.screen) && code.files(.screen) * 5 >= code.fileCount
        }

        /// `imported by A, B` (and `declared by C` for dependencies no file imports).
        func usedBy(_ member: String, _ users: [String]) -> String {
            let imported = users.filter { graph.importedEdge(from: $0, to: member) != nil }
            let declared = users.filter { graph.importedEdge(from: $0, to: member) == nil }
            var parts: [String] = []
            if !imported.isEmpty { parts.append("imported by \(State.list(imported))") }
            if !declared.isEmpty { parts.append("declared as a dependency by \(State.list(declared))") }
            return parts.joined(separator: ", ")
        }
    }
}

extension RoleInference {
    /// How modules get `role`, one phrase for messages (`named Core or Core*, or under a Core/ folder`).
    package static func howInferred(_ role: ModuleRole) -> String {
        switch role {
        case .compositionRoot:
            "executable targets (application targets when they join the graph), or \"compositionRoot\""
        case .rootFeature:
            "the one feature an application links, composing two or more features, or a module named "
                + "App/AppFeature/Root that composes features"
        case .feature:
            "named *Feature or *Features, or under a Features/ folder, and declaring screens (SwiftUI views, view "
                + "controllers, reducers, coordinators); or (when none is) screen modules no library depends on"
        case .core: "named Core*, Common* or Shared*, or under a Core/, Common/, Shared/ or Foundation/ folder"
        case .base:
            "a core module other core modules depend on and that imports none of those above it (repeated: "
                + "sub-layers; a screen module only modules without screens import is no floor), or a library the "
                + "features share that data, network, domain or core modules import too"
        case .shared: "libraries two or more features import that import no feature, and the kit most features build on"
        case .domain: "named Domain, *Domain or *UseCases, or under a Domain/ folder"
        case .data:
            "named Data, *Data, *Repository, *Persistence or *PersistenceService, or under a Data/ folder, or a "
                + "library whose code persists (Core Data, SwiftData, GRDB, SQLite, Realm, the keychain, repositories)"
        case .network:
            "named *Network, *Networking, *NetworkService(s), *NetworkClient, *APIClient or *HTTPClient, or under a "
                + "Network/ folder, or a library whose code performs HTTP (URLSession, an HTTP library, endpoint types)"
        case .umbrella: "modules that re-export two or more workspace modules with @_exported import"
        case .testSupport:
            "named like test support (a word Test or Testing, *Mocks, *Fakes, *Stubs), or only test code depends on it "
                + "and it imports XCTest or Testing or writes @testable import"
        case .test: "test targets"
        }
    }
}
