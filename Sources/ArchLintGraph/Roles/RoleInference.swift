import ArchLintSupport

/// Infers each module's role from its kind, its name, the folders above it and its place in the
/// graph, keeping the evidence (see Rules/README.md, "How roles are inferred").
///
/// In order, the first that applies wins:
/// 1. kind: test targets are `test`; applications (executables) are `composition-root`, or
///    test support when named like it (a tool for tests);
/// 2. test support: named like it (a word `Test`, `Tests`, `Testing`, or ending in `Mocks`,
///    `Fakes`, `Stubs`...), or only test code depends on it and it imports a test framework or
///    writes `@testable import` (without that, an app outside the graph may link it);
/// 3. umbrella: re-exports two or more workspace modules (`@_exported import`);
/// 4. name: `*Feature(s)`, `*Network(ing)`/`*NetworkService`/`*APIClient`, `Data`/`*Data`/
///    `*Repository`/`*Persistence`, `Domain`/`*Domain`/`*UseCases`, `Core`/`Core*`;
/// 5. folder: a folder above the sources named `Features`, `Core`, `Domain`, `Data`, `Network`,
///    `Tests`, `Testing`, `Mocks` (the innermost wins);
/// 6. graph, features (only when no module is a feature by name or folder): libraries that import
///    SwiftUI and that no library depends on, when there are two or more, then the SwiftUI
///    libraries that build on two or more workspace libraries and that only features import,
///    fewer than half of them;
/// 7. graph, root feature: the one feature an application links, when it composes two or more
///    other features, or a module named like a root (`App`, `AppFeature`, `Root`...) that no
///    library depends on and that imports a feature; it belongs to the composition root;
/// 8. graph, shared: a library that two or more features import and that imports no feature.
///
/// Deterministic: modules are visited in name order and every list is sorted.
package enum RoleInference {
    package static func infer(_ graph: ModuleGraph, root: String) -> ModuleRoles {
        var inference = State(graph: graph, root: root)
        inference.run()
        return ModuleRoles(inference.roles)
    }

    /// The framework screen modules import: with it, a library no other library depends on is a
    /// top-level screen. (UIKit and AppKit alone say less: utilities extend them too.)
    static let screenFramework = "SwiftUI"
    /// Test frameworks: a library that imports one is test code.
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "InlineSnapshotTesting", "Quick", "Nimble"]

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

    /// The role a module's name states, with the pattern it matched.
    static func nameRole(_ name: String) -> (role: ModuleRole, pattern: String)? {
        let words = words(name)
        guard let last = words.last else { return nil }
        let lastTwo = words.suffix(2).joined()
        // `Network` itself, or `*Network` when there is more before it.
        func pattern(_ suffix: String) -> String { name == suffix ? suffix : "*\(suffix)" }
        if ["Feature", "Features"].contains(last) { return (.feature, pattern(last)) }
        if ["Network", "Networking"].contains(last) { return (.network, pattern(last)) }
        if ["NetworkService", "NetworkClient", "APIClient", "ApiClient", "HTTPClient", "HttpClient"].contains(lastTwo) {
            return (.network, pattern(lastTwo))
        }
        if ["Data", "Repository", "Repositories", "Persistence"].contains(last) { return (.data, pattern(last)) }
        if lastTwo == "PersistenceService" { return (.data, pattern(lastTwo)) }
        if last == "Domain" { return (.domain, pattern(last)) }
        if lastTwo == "UseCases" { return (.domain, pattern(lastTwo)) }
        if words.first == "Core" { return (.core, name == "Core" ? "Core" : "Core*") }
        return nil
    }

    /// True when the name says test support; the word or suffix that says so.
    static func testSupportName(_ name: String) -> String? {
        let words = words(name)
        if let word = words.first(where: { ["Test", "Tests", "Testing"].contains($0) }) { return "a word \(word)" }
        if let last = words.last, ["Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs", "Fixtures"].contains(last) { return "*\(last)" }
        return nil
    }

    /// Folder names (lowercased) that state a role for the modules below them.
    static let folderRoles: [String: ModuleRole] = [
        "features": .feature, "feature": .feature, "core": .core, "domain": .domain, "data": .data,
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
        var roles: [String: RoleAssignment] = [:]

        init(graph: ModuleGraph, root: String) {
            self.graph = graph
            self.root = root
            targets = graph.moduleNames.compactMap { graph.modules[$0] }.filter { $0.kind.isTarget }
            var dependents: [String: Set<String>] = [:]
            var dependencies: [String: Set<String>] = [:]
            let isTarget = { (name: String) in graph.modules[name]?.kind.isTarget == true }
            for key in graph.declared.map(\.key) + graph.imported.map(\.key) where key.from != key.to && isTarget(key.from) && isTarget(key.to) {
                dependents[key.to, default: []].insert(key.from)
                dependencies[key.from, default: []].insert(key.to)
            }
            self.dependents = dependents.mapValues { $0.sorted() }
            self.dependencies = dependencies
        }

        func role(_ name: String) -> ModuleRole? { roles[name]?.role }

        /// Libraries not yet given a role.
        var unassignedLibraries: [Module] { targets.filter { $0.kind.isLibrary && roles[$0.name] == nil } }

        /// Dependents that are libraries and not test code (what makes a module "used by the app's code").
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

        static func list(_ names: [String], limit: Int = 4) -> String {
            names.count > limit ? names.prefix(limit).joined(separator: ", ") + ", ... (\(names.count))" : names.joined(separator: ", ")
        }

        mutating func run() {
            assignKinds()
            assignTestSupport()
            assignUmbrellas()
            assignNamesAndFolders()
            assignGraphFeatures()
            assignRootFeatures()
            assignShared()
        }

        mutating func assignKinds() {
            for module in targets {
                if module.isTest {
                    roles[module.name] = RoleAssignment(.test, [RoleEvidence(.kind, "test target")])
                } else if module.kind.isApplication, let said = testSupportName(module.name) {
                    roles[module.name] = RoleAssignment(.testSupport, [RoleEvidence(.name, "an executable named like test support (\(said)): a tool for tests")])
                } else if module.kind.isApplication {
                    roles[module.name] = RoleAssignment(.compositionRoot, [RoleEvidence(.kind, "executable target (an application)")])
                }
            }
        }

        mutating func assignTestSupport() {
            for module in targets where module.kind.isLibrary && roles[module.name] == nil {
                guard let said = testSupportName(module.name) else { continue }
                var evidence = [RoleEvidence(.name, "named like test support (\(said))")]
                let production = libraryDependents(module.name).filter { testSupportName($0) == nil }
                if !production.isEmpty {
                    evidence.append(RoleEvidence(.graph, "also linked by production code (\(State.list(production))); still judged as test code, set its role in \"roles\" if it is not"))
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
                    } else if let testable = graph.importedModules(of: module.name).first(where: { graph.importedEdge(from: module.name, to: $0)?.traits.contains(.testable) == true }) {
                        marker = "writes @testable import \(testable)"
                    } else {
                        continue
                    }
                    roles[module.name] = RoleAssignment(.testSupport, [RoleEvidence(.graph, "only test code depends on it (\(State.list(users))) and it \(marker)")])
                    changed = true
                }
            }
        }

        mutating func assignUmbrellas() {
            for module in unassignedLibraries {
                let reexported = graph.importedModules(of: module.name).filter { to in
                    graph.modules[to]?.kind.isTarget == true && graph.importedEdge(from: module.name, to: to)?.traits.contains(.exported) == true
                }
                guard reexported.count >= 2 else { continue }
                roles[module.name] = RoleAssignment(.umbrella, [RoleEvidence(.graph, "re-exports \(State.list(reexported)) (@_exported import): a layer above them")])
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
                    if parts.count >= 2, let index = parts.indices.dropLast().last(where: { RoleInference.folderRoles[parts[$0].lowercased()] != nil }) {
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

        mutating func assignGraphFeatures() {
            guard !roles.values.contains(where: { $0.role == .feature }) else { return }
            let screens = unassignedLibraries.filter { graph.importedModules(of: $0.name).contains(RoleInference.screenFramework) }
            let tops = screens.filter { libraryDependents($0.name).isEmpty }
            guard tops.count >= 2 else { return }
            for module in tops {
                roles[module.name] = RoleAssignment(.feature, [RoleEvidence(.graph, "imports SwiftUI and no library depends on it: a top-level screen module (one of \(tops.count))")])
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
                    let builtOn = (dependencies[module.name] ?? []).filter { graph.modules[$0]?.kind.isLibrary == true }
                    guard !users.isEmpty, users.allSatisfy({ role($0) == .feature }), users.count * 2 < featureCount, builtOn.count >= 2 else { continue }
                    roles[module.name] = RoleAssignment(.feature, [RoleEvidence(.graph, "imports SwiftUI, builds on \(builtOn.count) libraries of the workspace, and only features import it (\(State.list(users)), \(users.count) of \(featureCount)): a feature others reach into")])
                    changed = true
                }
            }
        }

        mutating func assignRootFeatures() {
            // The one feature an application links that composes other features.
            for app in targets where role(app.name) == .compositionRoot {
                let linked = (dependencies[app.name] ?? []).sorted().filter { name in
                    graph.modules[name]?.kind.isLibrary == true && (role(name) == .feature || (role(name) == nil && !composedFeatures(name).isEmpty))
                }
                // An application that links several features composes them itself.
                guard linked.count == 1, let top = linked.first, libraryDependents(top).isEmpty else { continue }
                // Composing one feature is a parent, not yet a root: a root composes several.
                let composed = composedFeatures(top)
                guard composed.count >= 2 else { continue }
                var evidence = roles[top]?.evidence ?? []
                evidence.insert(RoleEvidence(.graph, "the only feature application \(app.name) links, composing \(State.list(composed))"), at: 0)
                roles[top] = RoleAssignment(.rootFeature, evidence)
            }
            // Without the application in the graph (an Xcode target), a root is known by its name.
            for module in targets where module.kind.isLibrary && [nil, .feature].contains(role(module.name)) {
                guard RoleInference.rootStems.contains(stem(module.name)), libraryDependents(module.name).isEmpty else { continue }
                let composed = composedFeatures(module.name)
                guard !composed.isEmpty else { continue }
                var evidence = roles[module.name]?.evidence ?? []
                evidence.insert(RoleEvidence(.graph, "named like an application's root (\(stem(module.name))), no library depends on it, and it composes \(State.list(composed))"), at: 0)
                roles[module.name] = RoleAssignment(.rootFeature, evidence)
            }
        }

        mutating func assignShared() {
            for module in unassignedLibraries {
                let users = libraryDependents(module.name).filter { [.feature, .rootFeature].contains(role($0)) }
                guard users.count >= 2, composedFeatures(module.name).isEmpty else { continue }
                roles[module.name] = RoleAssignment(.shared, [RoleEvidence(.graph, "\(users.count) features import it (\(State.list(users))) and it imports no feature")])
            }
        }
    }
}

extension RoleInference {
    /// How modules get `role`, one phrase for messages (`named Core or Core*, or under a Core/ folder`).
    package static func howInferred(_ role: ModuleRole) -> String {
        switch role {
        case .compositionRoot: "executable targets (application targets when they join the graph), or \"compositionRoot\""
        case .rootFeature: "the one feature an application links, composing two or more features, or a module named App/AppFeature/Root that composes features"
        case .feature: "named *Feature or *Features, under a Features/ folder, or (when none is) SwiftUI modules no library depends on"
        case .core: "named Core or Core*, or under a Core/ folder"
        case .shared: "libraries two or more features import that import no feature"
        case .domain: "named Domain, *Domain or *UseCases, or under a Domain/ folder"
        case .data: "named Data, *Data, *Repository, *Persistence or *PersistenceService, or under a Data/ folder"
        case .network: "named *Network, *Networking, *NetworkService, *NetworkClient, *APIClient or *HTTPClient, or under a Network/ folder"
        case .umbrella: "modules that re-export two or more workspace modules with @_exported import"
        case .testSupport: "named like test support (a word Test or Testing, *Mocks, *Fakes, *Stubs), or only test code depends on it and it imports XCTest or Testing or writes @testable import"
        case .test: "test targets"
        }
    }
}
