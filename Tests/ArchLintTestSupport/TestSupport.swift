import Foundation
import ArchLintSyntax
import ArchLintPackage
import ArchLintGraph
import ArchLintRules

/// In-memory module graphs and rule evaluation on them, for the rule tests (no files, no SwiftPM).
enum TestSupport {
    /// Builds a graph from `"A -> B"` import lines (see `RuleExample.imports`) and declared
    /// edges. Modules are regular targets unless marked with their kind, `(test)`,
    /// `(executable)`, `(plugin)` or `(macro)`; names that are known SDK
    /// modules become SDK nodes. Each module gets one file, `/fixture/Sources/NAME/File.swift`,
    /// and each import one line of it.
    /// `manifestPath`, when given, is where every target module of the graph is declared.
    static func graph(_ edges: [String], declared: [String] = [], manifestPath: String? = nil) -> ModuleGraph {
        var modules: [String: Module] = [:]
        var evidence: [EdgeKey: [ImportEvidence]] = [:]
        func module(_ raw: String) -> String {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            let marks: [String: PackageManifest.Target.Kind] = [
                "test": .test, "executable": .executable, "plugin": .plugin, "macro": .macro,
            ]
            let marked = marks.first { trimmed.hasSuffix("(\($0.key))") }
            let name = marked.map { String(trimmed.dropLast($0.key.count + 2)) } ?? trimmed
            if modules[name] == nil || marked != nil {
                let kind: ModuleKind =
                    marked.map { .target($0.value) } ?? (KnownModules.sdk.contains(name) ? .sdk : .target(.regular))
                modules[name] = Module(
                    name: name, kind: kind, package: "Fixture",
                    directory: kind == .sdk ? nil : "/fixture/Sources/\(name)",
                    manifestPath: kind == .sdk ? nil : manifestPath,
                    files: kind == .sdk ? [] : ["/fixture/Sources/\(name)/File.swift"])
            }
            return name
        }
        var lineNumbers: [String: Int] = [:]
        for line in edges {
            let parts = line.components(separatedBy: "->")
            precondition(parts.count == 2, "bad edge '\(line)'")
            var attributes: [String] = []
            var target = parts[1].trimmingCharacters(in: .whitespaces)
            // `A -> B #if DEBUG`: the import sits inside that `#if`.
            var conditions: [ConditionClause] = []
            if let range = target.range(of: " #if ") {
                conditions = [ConditionClause(clause: .if, condition: String(target[range.upperBound...]))]
                target = String(target[..<range.lowerBound])
            }
            while target.hasPrefix("@") {
                let word = target.prefix { $0 != " " }
                attributes.append(String(word.dropFirst()))
                target = String(target.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            }
            let from = module(parts[0]), to = module(target)
            lineNumbers[from, default: 0] += 1
            let declaration = ImportDeclaration(
                path: [to], attributes: attributes, line: lineNumbers[from]!, column: 1,
                conditions: ConditionChain(conditions))
            evidence[EdgeKey(from: from, to: to), default: []]
                .append(ImportEvidence(file: "/fixture/Sources/\(from)/File.swift", declaration: declaration))
        }
        var declaredEdges: [DeclaredDependency] = []
        for line in declared {
            let parts = line.components(separatedBy: "->")
            let from = module(parts[0]), to = module(parts[1])
            declaredEdges.append(DeclaredDependency(key: EdgeKey(from: from, to: to), reference: .byName(to)))
        }
        return ModuleGraph(
            modules: Array(modules.values), declared: declaredEdges,
            imported: evidence.map { ImportedDependency(key: $0.key, evidence: $0.value) })
    }

    /// Evaluates one rule entry (JSON) with `groups` on `graph`; `sources` gives a module's one
    /// file (`/fixture/Sources/NAME/File.swift`) its Swift text.
    static func evaluate(
        rule: String, groups: [String: [String]] = [:], on graph: ModuleGraph,
        sources: [String: String] = [:]
    ) throws -> [Violation] {
        let groupsJSON = groups.keys.sorted().map { name in
            "\"\(name)\": [" + groups[name]!.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        let text = "{\"groups\": {\(groupsJSON)}, \"rules\": [\(rule)]}"
        let configuration = try ConfigurationLoader.load(text: text, catalog: .standard)
        // Roles as `check` infers them, so `role:` selectors and role-aware rules work here too.
        let resolver = SelectorResolver(
            groups: configuration.groups, root: "/fixture",
            roles: configuration.moduleRoles(in: graph, root: "/fixture").roles)
        var files: [String: String] = [:]
        for (module, text) in sources { files["/fixture/Sources/\(module)/File.swift"] = text }
        let symbols = SymbolIndex(graph: graph, files: .memory(files))
        return configuration.rules.flatMap { rule in
            rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols))
        }.sorted()
    }
}
