import ArchLintSupport

/// An import inside an `#if` whose condition no build can make true, because a flag it needs is
/// set nowhere (no `.define` in any Package.swift, no Xcode build setting, no `-D`): the
/// compiler never sees it, so neither do the rules.
package struct NeverCompiledImport: Sendable, Hashable, Comparable {
    /// The flags set nowhere that the condition making the import's `#if` chain false tests
    /// (its own clause's, or the taken branch's before it), sorted.
    package var flags: [String]
    package var evidence: ImportEvidence
    package var edge: EdgeKey
    /// The condition that makes the import's chain false (for the first platform judged).
    package var condition: String? = nil
    /// The platforms the importing target was judged for (empty: judged without a platform).
    package var platforms: [String] = []

    package static func < (lhs: NeverCompiledImport, rhs: NeverCompiledImport) -> Bool {
        if lhs.flags != rhs.flags { return lhs.flags.lexicographicallyPrecedes(rhs.flags) }
        return lhs.evidence < rhs.evidence
    }
}

extension ModuleGraph {
    /// The graph without imports that are never compiled: those whose `#if` chain is false once
    /// every flag outside `definedAnywhere` is false. `os()`, `canImport()`, `DEBUG` and flags
    /// defined somewhere stay undecided (both branches kept), as without a build selection.
    /// `defines` holds each module's own `.define`s (and `SWIFT_PACKAGE` for package targets).
    ///
    /// With `judgingTargets`, each import is also judged for the target that compiles its file,
    /// once per platform that target builds for (`Module.platforms`; a file two targets compile
    /// is judged for each, as each compiles it): `os()`, `targetEnvironment()` and the SDK's
    /// modules are decided for that platform, `canImport()` by what the target can import
    /// (`ImportableModules`), and flags by the target's own, when known (`targetFlags`). An import
    /// is dropped when its chain is false for every platform of its target: an iOS-only import of
    /// a file a watchOS target also compiles stays for the iOS target only, and the `#else` of a
    /// `#if canImport(X)` that holds is never compiled.
    ///
    /// `targetFlags` holds, for the targets whose flags are all known (an Xcode target whose
    /// settings were read whole), every flag some configuration of it sets (and `-D`): judged for
    /// such a target, a flag outside that set is false, however many other targets set it.
    package func droppingNeverCompiled(
        definedAnywhere: Set<String>, defines: [String: Set<String>],
        judgingTargets: Bool = false, targetFlags: [String: Set<String>] = [:]
    )
        -> (graph: ModuleGraph, skipped: [NeverCompiledImport])
    {
        let workspaceModules = Set(modules.values.filter { $0.kind.isTarget || $0.kind == .thirdParty }.map(\.name))
        let workspacePlatforms = judgingTargets ? workspaceModulePlatforms : [:]
        // Every evaluator reads the same few condition texts: each is parsed once.
        let parsed = ParsedConditions()
        let graph = self
        // One evaluator and memo per importing module and platform: a file's imports share
        // their clauses across edges (see `ConditionChain`), so each clause is decided once.
        @Sendable func judges(of name: String) -> [(ConditionEvaluator, ConditionMemo)] {
            let own = defines[name] ?? []
            if judgingTargets, let module = graph.modules[name], module.kind.isTarget {
                let platforms: [String?] = module.platforms.isEmpty ? [nil] : module.platforms
                let flags = targetFlags[name]
                return platforms.map { platform in
                    var evaluator = ConditionEvaluator(
                        selection: BuildSelection(platform: platform), workspaceModules: workspaceModules, defines: own,
                        definedAnywhere: flags ?? definedAnywhere, otherFlagsUndecided: true,
                        importable: graph.importableModules(
                            of: name, on: platform, workspacePlatforms: workspacePlatforms))
                    evaluator.definedAnywhereIsTargets = flags != nil
                    evaluator.parsed = parsed
                    return (evaluator, ConditionMemo())
                }
            }
            var evaluator = ConditionEvaluator(
                selection: BuildSelection(), workspaceModules: workspaceModules, defines: own,
                definedAnywhere: definedAnywhere)
            evaluator.parsed = parsed
            return [(evaluator, ConditionMemo())]
        }
        // The conditional edges of each importing module, judged one module per core (each
        // module's evaluators and memos are its own); the other edges are kept as they are.
        var conditionalByModule: [String: [Int]] = [:]
        for (index, edge) in imported.enumerated() where edge.traits.contains(.conditional) {
            conditionalByModule[edge.key.from, default: []].append(index)
        }
        let groups = conditionalByModule.keys.sorted().map { ($0, conditionalByModule[$0]!) }
        let judged = ParallelMap.map(groups) { name, indices -> [(Int, ImportedDependency?, [NeverCompiledImport])] in
            let judges = judges(of: name)
            let ownDefines = defines[name] ?? []
            let platforms = judgingTargets ? graph.modules[name]?.platforms ?? [] : []
            // The flags set nowhere that each falsifying condition tests, found once per text.
            var flagsOf: [String: [String]] = [:]
            return indices.map { index in
                let edge = graph.imported[index]
                var skipped: [NeverCompiledImport] = []
                let evidence = edge.evidence.filter { item in
                    guard item.declaration.isConditional,
                        judges.allSatisfy({ $0.0.isActive(item.declaration.conditions, memo: $0.1) == false })
                    else { return true }
                    let (evaluator, memo) = judges[0]
                    // The condition that makes it false, not every condition of its chain: an
                    // import in clause k of a long `#elseif` chain names one flag, not k (linear,
                    // not quadratic, in the clauses).
                    let condition = evaluator.falsifyingCondition(item.declaration.conditions, memo: memo)
                    var flags: [String] = []
                    if let condition {
                        if let known = flagsOf[condition] {
                            flags = known
                        } else {
                            flags = Set(parsed.flags(in: condition)).filter { flag in
                                !definedAnywhere.contains(flag) && !ConditionEvaluator.implicitFlags.contains(flag)
                                    && !ownDefines.contains(flag)
                            }.sorted()
                            flagsOf[condition] = flags
                        }
                    }
                    skipped.append(
                        NeverCompiledImport(
                            flags: flags, evidence: item, edge: edge.key, condition: condition, platforms: platforms))
                    return false
                }
                if evidence.count == edge.evidence.count { return (index, edge, []) }
                return (index, evidence.isEmpty ? nil : ImportedDependency(key: edge.key, evidence: evidence), skipped)
            }
        }
        var replaced: [Int: ImportedDependency?] = [:]
        var skipped: [NeverCompiledImport] = []
        for (index, edge, dropped) in judged.joined() where !dropped.isEmpty {
            replaced[index] = .some(edge)
            skipped += dropped
        }
        let changed = !replaced.isEmpty
        let kept = imported.indices.compactMap { index in replaced[index] ?? imported[index] }
        guard changed else { return (self, []) }
        return (ModuleGraph(modules: Array(modules.values), declared: declared, imported: kept), skipped.sorted())
    }

    /// The flag names a condition's text tests (`FLAG`, `!FLAG && os(iOS)` -> FLAG).
    package static func flags(in text: String) -> [String] {
        ConditionParser.parse(text).map(flags(in:)) ?? []
    }

    /// The flag names an expression tests.
    static func flags(in expression: ConditionParser.Expression) -> [String] {
        func collect(_ expression: ConditionParser.Expression) -> [String] {
            switch expression {
            case .flag(let name): [name]
            case .not(let inner): collect(inner)
            case .and(let lhs, let rhs), .or(let lhs, let rhs): collect(lhs) + collect(rhs)
            case .literal, .call: []
            }
        }
        return collect(expression)
    }
}
