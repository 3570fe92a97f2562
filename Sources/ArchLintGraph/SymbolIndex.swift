import Foundation
import ArchLintSupport
import ArchLintSyntax

/// Where the symbol index reads Swift files: the file system, or text held in memory (tests and
/// rule examples).
package struct SourceFiles: Sendable {
    package enum Storage: Sendable {
        case disk
        case memory([String: String])
    }
    package let storage: Storage

    var isDisk: Bool {
        if case .disk = storage { return true }
        return false
    }

    /// Files read from disk by absolute path.
    package static let disk = SourceFiles(storage: .disk)
    /// Files given as text by absolute path; a path missing here reads as an empty file.
    package static func memory(_ files: [String: String]) -> SourceFiles { SourceFiles(storage: .memory(files)) }
}

/// A declaration of one module that another module uses: what crosses an edge of the graph.
package struct CrossingSymbol: Sendable, Hashable {
    package var name: String
    package var kind: DeclarationKind
    package var access: AccessLevel
    /// Where the declaration's name is written (the first declaration for overloads).
    package var declaredAt: SourceLocation
    /// Every place the importing module writes the name, sorted.
    package var uses: [SourceLocation]
    /// Members of the declaration (declared inline or in extensions in the same module) that the
    /// importing module accesses as `Name.member`, or on a value annotated `: Name`; sorted.
    /// For an extension (kind `extension`), the members the imported module adds to `name`.
    package var members: [String]
    /// True when the importing module never writes the name: it only reads members of values
    /// of the type (`renewed.accessToken`, where `renewed` is what a call returned); `uses` are
    /// those reads.
    package var isIndirect: Bool = false
}

/// Where the symbols of files are remembered between runs. Declared here, implemented by the
/// cache stage (`SymbolCache`), so the graph stage never knows the cache.
package protocol SymbolStore: Sendable {
    /// The symbols of each file, in the order of `paths`: remembered while a file is unchanged,
    /// else scanned (a file that cannot be read has none).
    func symbols(ofFiles paths: [String]) -> [FileSymbols]
}

/// Where what each module's files show (`CodeFacts`, their imports aside) is remembered between
/// runs. Declared here, implemented by the cache stage (`ModuleFactCache`): an entry holds while
/// the module has the same files and none of them changed.
package protocol CodeFactStore: Sendable {
    /// The facts remembered for `module` read from exactly `files`, when none changed since.
    func rememberedFacts(of module: String, files: [String]) -> [CodeFacts.Fact]?
    /// Remembers what `files` of `module` show (kept only when every file's stamp vouches for it).
    func remember(_ facts: [CodeFacts.Fact], of module: String, files: [String])
}

/// The symbols of a module graph's files, scanned on demand and kept: only the modules a
/// question is about are ever read, so `check` pays nothing when no rule asks.
///
/// Thread-safe: several rules may share one index.
package final class SymbolIndex: Sendable {
    package let graph: ModuleGraph
    package let files: SourceFiles
    /// Remembers files' symbols between runs (disk files only).
    let symbolCache: (any SymbolStore)?
    /// Remembers what each module's code shows between runs (disk files only).
    package let factStore: (any CodeFactStore)?
    private let symbolsByFile = Locked<[String: FileSymbols]>([:])
    /// Answers already computed: every finding of an edge asks the same question.
    private let declarationsByModule = Locked<[String: ModuleDeclarations]>([:])
    private let crossingByEdge = Locked<[EdgeKey: [CrossingSymbol]]>([:])
    private let extensionsByModule = Locked<[String: [ForeignExtension]]>([:])
    private let qualifiedMembersByModule = Locked<[String: Set<String>]>([:])
    /// What each member's declaration says it returns, by its place: a fix plan asks once per
    /// pair of modules, and reading the signature reads its file (181 baselined findings of one
    /// app asked for the same members thousands of times).
    private let returnedTypes = Locked<[SourceLocation: String?]>([:])

    /// A module's file-scope declarations by name.
    package typealias ModuleDeclarations = [String: DeclaredSymbol]

    package init(
        graph: ModuleGraph, files: SourceFiles = .disk, cache: (any SymbolStore)? = nil,
        facts: (any CodeFactStore)? = nil
    ) {
        self.graph = graph
        self.files = files
        self.symbolCache = cache
        self.factStore = files.isDisk ? facts : nil
    }

    /// The symbols of these files (scanned in parallel the first time), by path. A file that
    /// cannot be read has no symbols; the import scanner already warned about it.
    package func symbols(ofFiles paths: [String]) -> [String: FileSymbols] {
        let missing = symbolsByFile.withLock { known in Array(Set(paths.filter { known[$0] == nil })).sorted() }
        if !missing.isEmpty {
            // Scanned without the lock: other questions go on meanwhile.
            let scanned = scan(missing)
            symbolsByFile.withLock { known in
                for (path, symbols) in zip(missing, scanned) { known[path] = symbols }
            }
        }
        return symbolsByFile.withLock { known in
            var result: [String: FileSymbols] = [:]
            for path in paths { result[path] = known[path] }
            return result
        }
    }

    /// The symbols of these files, by path, without keeping them: those the index already
    /// holds, the others read from disk (or memory) and scanned in parallel, bypassing the
    /// symbol cache. For questions asked of every module once (code facts), whose answers are
    /// remembered elsewhere (`CodeFactStore`).
    package func transientSymbols(ofFiles paths: [String]) -> [String: FileSymbols] {
        var result: [String: FileSymbols] = [:]
        let missing = symbolsByFile.withLock { known in
            paths.filter { path in
                if let symbols = known[path] { result[path] = symbols; return false }
                return true
            }
        }
        let scanned: [FileSymbols]
        switch files.storage {
        case .memory(let texts):
            scanned = missing.map { SymbolScanner.scan(texts[$0] ?? "") }
        case .disk:
            scanned = FileBuffer.readInParallel(missing) { path, buffer in
                switch buffer.read(path) {
                case .success(let bytes): SymbolScanner.scan(bytes)
                case .failure: FileSymbols()
                }
            }
        }
        for (path, symbols) in zip(missing, scanned) { result[path] = symbols }
        return result
    }

    private func scan(_ paths: [String]) -> [FileSymbols] {
        switch files.storage {
        case .memory(let texts):
            return paths.map { SymbolScanner.scan(texts[$0] ?? "") }
        case .disk:
            if let symbolCache { return symbolCache.symbols(ofFiles: paths) }
            return FileBuffer.readInParallel(paths) { path, buffer in
                switch buffer.read(path) {
                case .success(let bytes): SymbolScanner.scan(bytes)
                case .failure: FileSymbols()
                }
            }
        }
    }

    /// The declarations of `to` that `from` uses: file-scope declarations `from` can see
    /// (public/open, package within one package, anything but private with `@testable`) whose
    /// name a file of `from` that imports `to` writes. Sorted by name.
    ///
    /// Sound: a name counts only in files that import `to` (whole-module imports see every
    /// name, scoped imports `import struct Data.UserDTO` only theirs), and not when `from`
    /// declares the same name itself (its own declaration shadows the import); `Data.UserDTO`
    /// (module-qualified) counts. Approximate: names re-exported through a third module's
    /// `@_exported import` are not followed; `files` narrows the importing files considered.
    package func crossingSymbols(from: String, to: String, files onlyFiles: Set<String>? = nil) -> [CrossingSymbol] {
        // Narrowed questions are not remembered: their answer depends on the files given.
        guard onlyFiles == nil else { return computeCrossingSymbols(from: from, to: to, files: onlyFiles) }
        let key = EdgeKey(from: from, to: to)
        if let known = crossingByEdge.withLock({ $0[key] }) { return known }
        let computed = computeCrossingSymbols(from: from, to: to, files: nil)
        crossingByEdge.withLock { $0[key] = computed }
        return computed
    }

    private func computeCrossingSymbols(from: String, to: String, files onlyFiles: Set<String>?) -> [CrossingSymbol] {
        guard let edge = graph.importedEdge(from: from, to: to),
            let fromModule = graph.modules[from], let toModule = graph.modules[to]
        else { return [] }
        // Per importing file: testable or not, and the names a scoped import limits it to.
        var visibility: [String: (testable: Bool, scoped: Set<String>?)] = [:]
        for evidence in edge.evidence where onlyFiles?.contains(evidence.file) ?? true {
            let declaration = evidence.declaration
            var entry = visibility[evidence.file] ?? (false, [])
            entry.testable = entry.testable || declaration.isTestable
            if declaration.kind != nil, declaration.path.count > 1, entry.scoped != nil {
                entry.scoped!.insert(declaration.path[1])
            } else {
                entry.scoped = nil
            }
            visibility[evidence.file] = entry
        }
        if visibility.isEmpty { return [] }

        let declared = declarations(of: toModule)
        let shadowing = Set(declarations(of: fromModule).keys)
        let samePackage = fromModule.package != nil && fromModule.package == toModule.package
        let importing = visibility.keys.sorted()
        let scanned = symbols(ofFiles: importing)
        // Members `to` adds to types it does not declare (`extension View { func sheet() }`),
        // by member name; `from`'s own members of those names shadow them.
        var foreignMembers: [String: (extended: ForeignExtension, member: DeclaredMember)] = [:]
        let ownMembers = qualifiedMembers(of: fromModule)
        for extended in extensions(of: toModule) {
            for (name, member) in extended.members
            where !ownMembers.contains("\(extended.name).\(name)") && foreignMembers[name] == nil {
                foreignMembers[name] = (extended, member)
            }
        }

        var uses: [String: [SourceLocation]] = [:]
        var indirectUses: [String: [SourceLocation]] = [:]
        var members: [String: Set<String>] = [:]
        var foreign: [String: (extended: ForeignExtension, members: Set<String>, uses: [SourceLocation])] = [:]
        for file in importing {
            guard let symbols = scanned[file], let (testable, scoped) = visibility[file] else { continue }
            func visible(_ name: String) -> DeclaredSymbol? {
                guard let entry = declared[name], !shadowing.contains(name), scoped?.contains(name) ?? true,
                    entry.declaration.access.isVisible(samePackage: samePackage, testable: testable)
                else { return nil }
                return entry
            }
            // `let renewed = AuthAPI.renewAccessToken(...)`: `renewed` is what the member returns.
            var returned: [String: String] = [:]
            for source in symbols.valueSources {
                guard let owner = visible(source.type), let member = owner.members[source.member],
                    let type = returnedType(of: member), visible(type) != nil
                else { continue }
                returned[source.value] = returned[source.value] == nil || returned[source.value] == type ? type : ""
            }
            for reference in symbols.references {
                var name = reference.name
                var member = reference.member
                if name == to, reference.isDirect, let qualified = member, declared[qualified] != nil {
                    name = qualified  // `Data.UserDTO`
                    member = nil
                }
                let location = SourceLocation(file: file, line: reference.line, column: reference.column)
                if reference.isDirect, let type = returned[name], !type.isEmpty, let member {
                    indirectUses[type, default: []].append(location)
                    if declared[type]!.members[member].map({
                        $0.access.isVisible(samePackage: samePackage, testable: testable)
                    }) == true {
                        members[type, default: []].insert(member)
                    }
                }
                // A common name (`init`, `map`) counts only written on the extended type itself.
                if let member, declared[name] == nil, let found = foreignMembers[member],
                    found.member.access.isVisible(samePackage: samePackage, testable: testable),
                    !Self.commonMemberNames.contains(member) || name == found.extended.name
                {
                    record(found.extended, member, location)
                }
                guard let declaration = visible(name) else { continue }
                if reference.isDirect {
                    uses[name, default: []].append(location)
                } else {
                    indirectUses[name, default: []].append(location)
                }
                if let member,
                    declaration.members[member].map({
                        $0.access.isVisible(samePackage: samePackage, testable: testable)
                    }) == true
                {
                    members[name, default: []].insert(member)
                }
            }
            for reference in symbols.implicitMembers where !Self.commonMemberNames.contains(reference.name) {
                guard let found = foreignMembers[reference.name],
                    found.member.access.isVisible(samePackage: samePackage, testable: testable)
                else { continue }
                record(
                    found.extended, reference.name,
                    SourceLocation(file: file, line: reference.line, column: reference.column))
            }
        }
        func record(_ extended: ForeignExtension, _ member: String, _ location: SourceLocation) {
            var entry = foreign[extended.name] ?? (extended, [], [])
            entry.members.insert(member)
            entry.uses.append(location)
            foreign[extended.name] = entry
        }
        // Declarations named in `from`, then those only reached through values (their members
        // read where the value is), then members `to` adds to other modules' types.
        var result = uses.keys.sorted().map { name in
            let entry = declared[name]!
            return CrossingSymbol(
                name: name, kind: entry.declaration.kind, access: entry.declaration.access,
                declaredAt: entry.location, uses: uses[name]!.sorted(),
                members: (members[name] ?? []).sorted())
        }
        for name in indirectUses.keys.sorted() where uses[name] == nil && !(members[name] ?? []).isEmpty {
            let entry = declared[name]!
            result.append(
                CrossingSymbol(
                    name: name, kind: entry.declaration.kind, access: entry.declaration.access,
                    declaredAt: entry.location, uses: indirectUses[name]!.sorted(),
                    members: members[name]!.sorted(), isIndirect: true))
        }
        for name in foreign.keys.sorted() where declared[name] == nil {
            let entry = foreign[name]!
            result.append(
                CrossingSymbol(
                    name: name, kind: .extension, access: entry.extended.access, declaredAt: entry.extended.location,
                    uses: entry.uses.sorted(), members: entry.members.sorted()))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// The type a member's declaration says it returns or holds (`-> TokenPairDTO`, `: Logger`,
    /// `static let shared = Store()`), when it is a bare name.
    func returnedType(of member: DeclaredMember) -> String? {
        if let known = returnedTypes.withLock({ $0[member.location] }) { return known }
        let type = DeclarationSignature.read(
            in: sourceText(member.location.file), line: member.location.line, column: member.location.column)?.valueType
        returnedTypes.withLock { $0[member.location] = .some(type) }
        return type
    }

    /// The text of a file the index reads (disk or memory); "" when it cannot be read.
    package func sourceText(_ path: String) -> String {
        switch files.storage {
        case .memory(let texts): texts[path] ?? ""
        case .disk:
            (try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get()).map {
                String(decoding: $0, as: UTF8.self)
            } ?? ""
        }
    }

    /// `Type.member` for every member a module declares, in its types and in extensions of
    /// other modules' types: what shadows another module's extension member of the same type.
    func qualifiedMembers(of module: Module) -> Set<String> {
        if let known = qualifiedMembersByModule.withLock({ $0[module.name] }) { return known }
        let computed = computeQualifiedMembers(of: module)
        qualifiedMembersByModule.withLock { $0[module.name] = computed }
        return computed
    }

    private func computeQualifiedMembers(of module: Module) -> Set<String> {
        var names: Set<String> = []
        for (type, entry) in declarations(of: module) {
            for member in entry.members.keys { names.insert("\(type).\(member)") }
        }
        for extended in extensions(of: module) {
            for member in extended.members.keys { names.insert("\(extended.name).\(member)") }
        }
        return names
    }

    /// Members `module` adds to types it does not declare, that `from` writes without importing
    /// `module` (Swift 5 mode lets extension members of any module the build links through):
    /// `@Dependency(\.apiClient)` with `extension DependencyValues { var apiClient }` in ApiClient.
    /// Members that `from` itself, or a workspace module it imports, also declares on the same
    /// type are left out: the use may be theirs.
    package func usesWithoutImport(from: String, of module: String) -> [CrossingSymbol] {
        guard let fromModule = graph.modules[from], let toModule = graph.modules[module] else { return [] }
        var excluded = qualifiedMembers(of: fromModule)
        for imported in graph.importedModules(of: from) {
            if let other = graph.modules[imported], other.kind.isTarget {
                excluded.formUnion(qualifiedMembers(of: other))
            }
        }
        let samePackage = fromModule.package != nil && fromModule.package == toModule.package
        // A common member name (`init`, `filter`) counts only where the extended type is named too.
        let written = Set(symbols(ofFiles: fromModule.files).values.flatMap { $0.references.map(\.name) })
        var byMember: [String: ForeignExtension] = [:]
        for extended in extensions(of: toModule) {
            let typeNamed = written.contains(Self.lastComponent(extended.name))
            for (name, member) in extended.members
            where !excluded.contains("\(extended.name).\(name)") && byMember[name] == nil
                && (typeNamed || !Self.commonMemberNames.contains(name))
                && member.access.isVisible(samePackage: samePackage, testable: false)
            {
                byMember[name] = extended
            }
        }
        guard !byMember.isEmpty else { return [] }
        let kinds = typeKinds(around: fromModule, toModule)
        var found: [String: (extended: ForeignExtension, members: Set<String>, uses: [SourceLocation])] = [:]
        let scanned = symbols(ofFiles: fromModule.files)
        for file in fromModule.files {
            guard let symbols = scanned[file] else { continue }
            // The type a value is annotated with where it is written (`content.subtitle` with
            // `content: UNMutableNotificationContent` in the file), by position.
            var annotated: [Int: String] = [:]
            for reference in symbols.references where !reference.isDirect && reference.member != nil {
                annotated[reference.line << 20 | reference.column] = reference.name
            }
            let written =
                symbols.references.compactMap { reference -> (String, Int, Int, String?)? in
                    guard let member = reference.member else { return nil }
                    let position = reference.line << 20 | reference.column
                    if reference.isDirect, annotated[position] != nil { return nil }  // the annotated one says more
                    let named =
                        reference.isDirect
                        ? (kinds[Self.lastComponent(reference.name)] != nil ? reference.name : nil) : reference.name
                    return (member, reference.line, reference.column, named)
                }
                + symbols.implicitMembers.map { ($0.name, $0.line, $0.column, nil) }
            for (member, line, column, valueType) in written {
                guard let extended = byMember[member] else { continue }
                // A member of a value type (a struct or enum of the workspace) is a member of
                // that type only: a value of another type does not have it.
                if let valueType, Self.lastComponent(valueType) != Self.lastComponent(extended.name),
                    let extendedKinds = kinds[Self.lastComponent(extended.name)],
                    extendedKinds.isSubset(of: [.struct, .enum]),
                    kinds[Self.lastComponent(valueType)]?.contains(.typealias) != true
                {
                    continue
                }
                var entry = found[extended.name] ?? (extended, [], [])
                entry.members.insert(member)
                entry.uses.append(SourceLocation(file: file, line: line, column: column))
                found[extended.name] = entry
            }
        }
        return found.keys.sorted().map { name in
            let entry = found[name]!
            return CrossingSymbol(
                name: name, kind: .extension, access: entry.extended.access, declaredAt: entry.extended.location,
                uses: entry.uses.sorted(), members: entry.members.sorted())
        }
    }

    /// The kinds of the types declared (at file scope) by `modules`, the workspace modules they
    /// import and the ones they declare, by the last component of the name: whether a type
    /// named in a use is a workspace struct or enum, or a type alias.
    func typeKinds(around modules: Module...) -> [String: Set<DeclarationKind>] {
        var names = Set(modules.map(\.name))
        for module in modules {
            names.formUnion(graph.importedModules(of: module.name))
            names.formUnion(graph.declaredDependencies(of: module.name).map(\.key.to))
        }
        var kinds: [String: Set<DeclarationKind>] = [:]
        for name in names.sorted() {
            guard let module = graph.modules[name], module.kind.isTarget else { continue }
            for (declared, entry) in declarations(of: module) {
                kinds[Self.lastComponent(declared), default: []].insert(entry.declaration.kind)
            }
        }
        return kinds
    }

    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Member names the standard library, Foundation and SwiftUI use everywhere: written in a
    /// file, they say nothing about which module's extension is meant.
    package static let commonMemberNames: Set<String> = [
        "init", "filter", "map", "compactMap", "flatMap", "reduce", "forEach", "first", "last", "count", "isEmpty",
        "contains", "append", "insert", "remove", "sorted", "sort", "min", "max", "prefix", "suffix", "joined", "split",
        "description", "debugDescription", "hash", "id", "rawValue", "allCases", "value", "values", "keys", "name",
        "type", "data", "body", "title", "text", "string", "error", "none", "some", "default", "shared", "empty",
        "zero", "one", "get", "set", "update", "load", "save", "reset", "start", "stop", "run", "send", "receive",
        "frame", "padding", "background", "overlay", "font", "color", "opacity", "onAppear", "onDisappear", "task",
        "sheet", "alert", "animation", "transition", "tag", "mock", "live", "preview", "previewValue", "testValue",
        "liveValue", "now", "current", "main",
    ]

    /// Extensions a module writes of types it does not declare (conformances, registrations,
    /// view modifiers), merged per extended type.
    package func extensions(of module: Module) -> [ForeignExtension] {
        if let known = extensionsByModule.withLock({ $0[module.name] }) { return known }
        let own = declarations(of: module)
        let scanned = symbols(ofFiles: module.files)
        var byType: [String: ForeignExtension] = [:]
        for file in module.files {
            for declaration in scanned[file]?.declarations ?? [] where declaration.kind == .extension {
                // `extension Client.Sound` of a type nested in the module's own `Client` is its own.
                let components = declaration.name.split(separator: ".").map(String.init)
                guard own[declaration.name] == nil, own[components.first ?? declaration.name] == nil,
                    components.count > 1 || own[components.last ?? declaration.name] == nil
                else { continue }
                let location = SourceLocation(file: file, line: declaration.line, column: declaration.column)
                var entry =
                    byType[declaration.name]
                    ?? ForeignExtension(name: declaration.name, access: declaration.access, location: location)
                entry.access = max(entry.access, declaration.access)
                for inherited in declaration.inherits where !entry.inherits.contains(inherited) {
                    entry.inherits.append(inherited)
                }
                for member in declaration.members where entry.members[member.name] == nil {
                    entry.members[member.name] = DeclaredMember(
                        access: member.access,
                        location: SourceLocation(file: file, line: member.line, column: member.column))
                }
                byType[declaration.name] = entry
            }
        }
        let result = byType.keys.sorted().map { byType[$0]! }
        extensionsByModule.withLock { $0[module.name] = result }
        return result
    }

    /// The extensions `module` makes of other modules' types, when that is all it offers
    /// `importer`: it declares nothing the importer can see (a `*Live` module registering
    /// implementations, conformances the run time looks up); nil when it declares something
    /// visible or extends nothing. The question both the unused-dependency rule and its fix
    /// plan ask.
    package func sideEffectExtensions(of module: Module, seenFrom importer: Module) -> [ForeignExtension]? {
        let extensions = extensions(of: module)
        guard !extensions.isEmpty else { return nil }
        let samePackage = module.package != nil && module.package == importer.package
        let offersOwn = declarations(of: module).values.contains { symbol in
            symbol.declaration.access.isVisible(samePackage: samePackage, testable: false)
        }
        return offersOwn ? nil : extensions
    }

    /// One module's file-scope declarations by name (extensions folded into their type's
    /// members): the first declaration of each name, with the members of all.
    package func declarations(of module: Module) -> ModuleDeclarations {
        if let known = declarationsByModule.withLock({ $0[module.name] }) { return known }
        let computed = computeDeclarations(of: module)
        declarationsByModule.withLock { $0[module.name] = computed }
        return computed
    }

    private func computeDeclarations(of module: Module) -> ModuleDeclarations {
        let scanned = symbols(ofFiles: module.files)
        var result: ModuleDeclarations = [:]
        var extensions: [(declaration: SymbolDeclaration, file: String)] = []
        for file in module.files {
            for declaration in scanned[file]?.declarations ?? [] {
                if declaration.kind == .extension {
                    extensions.append((declaration, file))
                    continue
                }
                var entry =
                    result[declaration.name]
                    ?? DeclaredSymbol(
                        declaration: declaration,
                        location: SourceLocation(file: file, line: declaration.line, column: declaration.column))
                for member in declaration.members {
                    entry.add(member, file: file, cap: nil)
                }
                for inherited in declaration.inherits where !entry.inherits.contains(inherited) {
                    entry.inherits.append(inherited)
                }
                result[declaration.name] = entry
            }
        }
        for (declaration, file) in extensions where result[declaration.name] != nil {
            let cap = result[declaration.name]!.declaration.access
            for member in declaration.members { result[declaration.name]!.add(member, file: file, cap: cap) }
            for inherited in declaration.inherits where !result[declaration.name]!.inherits.contains(inherited) {
                result[declaration.name]!.inherits.append(inherited)
            }
        }
        return result
    }
}

/// A file-scope declaration of a module, with the members of all its declarations and
/// extensions in the module.
package struct DeclaredSymbol: Sendable {
    /// The first declaration of the name.
    package var declaration: SymbolDeclaration
    package var location: SourceLocation
    /// Members by name: the widest access any declaration of the name gives, and where the
    /// first is written.
    package var members: [String: DeclaredMember] = [:]
    /// What the declaration and its extensions in the module inherit (`View`, `Sendable`).
    package var inherits: [String] = []

    package init(declaration: SymbolDeclaration, location: SourceLocation) {
        self.declaration = declaration
        self.location = location
        self.inherits = declaration.inherits
    }

    /// Adds a member; `cap` is the type's access, which an extension's members cannot exceed.
    mutating func add(_ member: SymbolMember, file: String, cap: AccessLevel?) {
        let access = cap.map { min(member.access, $0) } ?? member.access
        if var existing = members[member.name] {
            existing.access = max(existing.access, access)
            members[member.name] = existing
        } else {
            members[member.name] = DeclaredMember(
                access: access, location: SourceLocation(file: file, line: member.line, column: member.column))
        }
    }
}

/// A member of a declaration: its access and where it is written.
package struct DeclaredMember: Sendable, Hashable {
    package var access: AccessLevel
    package var location: SourceLocation
    package init(access: AccessLevel, location: SourceLocation) {
        self.access = access
        self.location = location
    }
}

/// The extensions a module writes of one type it does not declare.
package struct ForeignExtension: Sendable, Hashable {
    /// The extended type as written (`DependencyValues`, `View`).
    package var name: String
    /// The widest access written on the extensions (the default of their members).
    package var access: AccessLevel
    /// The first extension.
    package var location: SourceLocation
    /// Members by name.
    package var members: [String: DeclaredMember] = [:]
    /// Conformances the extensions add (`DependencyKey`).
    package var inherits: [String] = []
}
