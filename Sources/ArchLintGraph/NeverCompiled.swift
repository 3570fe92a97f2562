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
        var skipped: [NeverCompiledImport] = []
        var changed = false
        // Every evaluator reads the same few condition texts: each is parsed once.
        let parsed = ParsedConditions()
        // One evaluator and memo per importing module and platform: a file's imports share
        // their clauses across edges (see `ConditionChain`), so each clause is decided once.
        var evaluators: [String: [(ConditionEvaluator, ConditionMemo)]] = [:]
        func judges(of name: String) -> [(ConditionEvaluator, ConditionMemo)] {
            if let known = evaluators[name] { return known }
            let own = defines[name] ?? []
            var made: [(ConditionEvaluator, ConditionMemo)]
            if judgingTargets, let module = modules[name], module.kind.isTarget {
                let platforms: [String?] = module.platforms.isEmpty ? [nil] : module.platforms
                let flags = targetFlags[name]
                made = platforms.map { platform in
                    var evaluator = ConditionEvaluator(
                        selection: BuildSelection(platform: platform), workspaceModules: workspaceModules, defines: own,
                        definedAnywhere: flags ?? definedAnywhere, otherFlagsUndecided: true,
                        importable: importableModules(of: name, on: platform, workspacePlatforms: workspacePlatforms))
                    evaluator.definedAnywhereIsTargets = flags != nil
                    evaluator.parsed = parsed
                    return (evaluator, ConditionMemo())
                }
            } else {
                var evaluator = ConditionEvaluator(
                    selection: BuildSelection(), workspaceModules: workspaceModules, defines: own,
                    definedAnywhere: definedAnywhere)
                evaluator.parsed = parsed
                made = [(evaluator, ConditionMemo())]
            }
            evaluators[name] = made
            return made
        }
        let kept = imported.compactMap { edge -> ImportedDependency? in
            guard edge.traits.contains(.conditional) else { return edge }
            let judges = judges(of: edge.key.from)
            let evidence = edge.evidence.filter { item in
                guard item.declaration.isConditional,
                    judges.allSatisfy({ $0.0.isActive(item.declaration.conditions, memo: $0.1) == false })
                else { return true }
                let (evaluator, memo) = judges[0]
                // The condition that makes it false, not every condition of its chain: an import
                // in clause k of a long `#elseif` chain names one flag, not k (linear, not
                // quadratic, in the clauses).
                let condition = evaluator.falsifyingCondition(item.declaration.conditions, memo: memo)
                let texts = condition.map { [$0] } ?? []
                let flags = Set(texts.flatMap(parsed.flags(in:))).filter { flag in
                    !definedAnywhere.contains(flag) && !ConditionEvaluator.implicitFlags.contains(flag)
                        && !(defines[edge.key.from] ?? []).contains(flag)
                }
                skipped.append(
                    NeverCompiledImport(
                        flags: flags.sorted(), evidence: item, edge: edge.key, condition: condition,
                        platforms: judgingTargets ? modules[edge.key.from]?.platforms ?? [] : []))
                return false
            }
            if evidence.count == edge.evidence.count { return edge }
            changed = true
            return evidence.isEmpty ? nil : ImportedDependency(key: edge.key, evidence: evidence)
        }
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
