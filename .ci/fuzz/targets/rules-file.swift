// Fuzz target: the rules-file reader (JSON with comments, groups, selectors, regular
// expressions, globs, every rule kind's options), then every rule of a file that loads, run on
// a small graph, so selectors and globs are matched too.
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph
import ArchLintRules

let graph = ModuleGraph(
    modules: [
        Module(
            name: "App", kind: .target(.executable), package: "P", directory: "/p/Sources/App",
            files: ["/p/Sources/App/A.swift"]),
        Module(
            name: "CoreA", kind: .target(.regular), package: "P", directory: "/p/Sources/CoreA",
            files: ["/p/Sources/CoreA/A.swift"]),
        Module(
            name: "FeatureB", kind: .target(.regular), package: "P", directory: "/p/Sources/FeatureB",
            files: ["/p/Sources/FeatureB/B.swift"]),
        Module(name: "Foundation", kind: .sdk),
    ],
    declared: [DeclaredDependency(key: EdgeKey(from: "App", to: "CoreA"), reference: .byName("CoreA"))],
    imported: [
        ImportedDependency(
            key: EdgeKey(from: "App", to: "CoreA"),
            evidence: [
                ImportEvidence(
                    file: "/p/Sources/App/A.swift", declaration: ImportDeclaration(path: ["CoreA"], line: 1, column: 1))
            ]),
        ImportedDependency(
            key: EdgeKey(from: "CoreA", to: "FeatureB"),
            evidence: [
                ImportEvidence(
                    file: "/p/Sources/CoreA/A.swift",
                    declaration: ImportDeclaration(path: ["FeatureB"], line: 2, column: 1))
            ]),
        ImportedDependency(
            key: EdgeKey(from: "FeatureB", to: "CoreA"),
            evidence: [
                ImportEvidence(
                    file: "/p/Sources/FeatureB/B.swift",
                    declaration: ImportDeclaration(path: ["CoreA"], line: 1, column: 1))
            ]),
    ])
let symbols = SymbolIndex(graph: graph, files: .memory([:]))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let configuration = try? ConfigurationLoader.load(text: text, origin: "fuzz.json", catalog: .standard) else {
        return 0
    }
    // Roles as `check` infers them (and the file overrides), so `role:` selectors run too.
    let resolver = SelectorResolver(
        groups: configuration.groups, root: "/p",
        roles: configuration.moduleRoles(in: graph, root: "/p").roles)
    for rule in configuration.rules where rule.severity != .off {
        _ = rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols))
    }
    return 0
}
