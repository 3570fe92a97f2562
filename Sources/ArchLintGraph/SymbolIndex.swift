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
    package var members: [String]
}

/// Where the symbols of files are remembered between runs. Declared here, implemented by the
/// cache stage (`SymbolCache`), so the graph stage never knows the cache.
package protocol SymbolStore: Sendable {
    /// The symbols of each file, in the order of `paths`: remembered while a file is unchanged,
    /// else scanned (a file that cannot be read has none).
    func symbols(ofFiles paths: [String]) -> [FileSymbols]
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
    private let symbolsByFile = Locked<[String: FileSymbols]>([:])
    /// Answers already computed: every finding of an edge asks the same question.
    private let declarationsByModule = Locked<[String: ModuleDeclarations]>([:])
    private let crossingByEdge = Locked<[EdgeKey: [CrossingSymbol]]>([:])

    package typealias ModuleDeclarations = [String: (declaration: SymbolDeclaration, location: SourceLocation, members: [String: AccessLevel])]

    package init(graph: ModuleGraph, files: SourceFiles = .disk, cache: (any SymbolStore)? = nil) {
        self.graph = graph
        self.files = files
        self.symbolCache = cache
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
              let fromModule = graph.modules[from], let toModule = graph.modules[to] else { return [] }
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

        var uses: [String: [SourceLocation]] = [:]
        var members: [String: Set<String>] = [:]
        for file in importing {
            guard let symbols = scanned[file], let (testable, scoped) = visibility[file] else { continue }
            for reference in symbols.references {
                var name = reference.name
                var member = reference.member
                if name == to, reference.isDirect, let qualified = member, declared[qualified] != nil {
                    name = qualified  // `Data.UserDTO`
                    member = nil
                }
                guard let declaration = declared[name]?.declaration, !shadowing.contains(name),
                      scoped?.contains(name) ?? true,
                      declaration.access.isVisible(samePackage: samePackage, testable: testable) else { continue }
                if reference.isDirect {
                    uses[name, default: []].append(SourceLocation(file: file, line: reference.line, column: reference.column))
                }
                if let member, declared[name]!.members[member].map({ $0.isVisible(samePackage: samePackage, testable: testable) }) == true {
                    members[name, default: []].insert(member)
                }
            }
        }
        return uses.keys.sorted().map { name in
            let entry = declared[name]!
            return CrossingSymbol(
                name: name, kind: entry.declaration.kind, access: entry.declaration.access,
                declaredAt: entry.location, uses: uses[name]!.sorted(),
                members: (members[name] ?? []).sorted())
        }
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
        var extensionMembers: [String: [SymbolMember]] = [:]
        for file in module.files {
            for declaration in scanned[file]?.declarations ?? [] {
                if declaration.kind == .extension {
                    extensionMembers[declaration.name, default: []] += declaration.members
                    continue
                }
                var entry = result[declaration.name] ?? (declaration, SourceLocation(file: file, line: declaration.line, column: declaration.column), [:])
                for member in declaration.members { entry.members[member.name] = max(entry.members[member.name] ?? .private, member.access) }
                result[declaration.name] = entry
            }
        }
        for (name, added) in extensionMembers where result[name] != nil {
            let cap = result[name]!.declaration.access
            for member in added {
                result[name]!.members[member.name] = max(result[name]!.members[member.name] ?? .private, min(member.access, cap))
            }
        }
        return result
    }
}
