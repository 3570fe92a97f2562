import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Drops the imports no build compiles from the graph (part of `GraphConstruction`).
struct NeverCompiledFilter: Sendable {
    var displayPath: @Sendable (String) -> String

    /// The graph without imports no build compiles: under `#if FLAG` where FLAG is set nowhere
    /// (no `.define` in a Package.swift, no Xcode build setting, no `-D`). Says so once per flag,
    /// at the first such import. The Xcode projects are read only when a flag is missing from
    /// every manifest.
    /// `defines` holds every module's conditions: the `.define`s of package targets and the
    /// compilation conditions of Xcode targets in every configuration; `otherFlags` the flags
    /// the rest of the workspace sets (Xcode targets that compile no Swift of their own).
    /// `targetFlags` holds every flag of each project target whose settings were read whole
    /// (`GraphBuild.targetFlags`): such a target's `#if` of a flag it never sets is false for
    /// it, whatever other targets set.
    func dropping(
        from graph: ModuleGraph, defines: [String: [PackageManifest.Define]],
        otherFlags: Set<String> = [], targetFlags: [String: Set<String>] = [:],
        selection: BuildSelection
    ) -> (graph: ModuleGraph, notices: [Notice]) {
        let defined = Set(defines.values.flatMap { $0.map(\.name) }).union(selection.flags).union(otherFlags)
        // A module's own flags that hold in every build: one set for some configurations or
        // platforms only (an Xcode target's DEBUG) is "defined somewhere", so undecided here,
        // never true (its #else is compiled by the other configuration).
        let ownDefines = defines.mapValues { Set($0.filter { $0.condition == nil }.map(\.name)) }
        // Cheap first: are there conditional imports testing a flag no manifest sets, or a
        // platform or a module, which each target's platforms and dependencies may decide?
        // The walk stops at the first text that needs judging (most graphs have one early).
        let needsJudging =
            !targetFlags.isEmpty
            || Self.conditionTexts(of: graph) { text in
                text.contains("os(") || text.contains("canImport(") || text.contains("targetEnvironment(")
                    || ModuleGraph.flags(in: text).contains {
                        !defined.contains($0) && !ConditionEvaluator.implicitFlags.contains($0)
                    }
            }
        guard needsJudging else { return (graph, []) }
        let (filtered, skipped) = graph.droppingNeverCompiled(
            definedAnywhere: defined, defines: ownDefines, judgingTargets: true,
            targetFlags: targetFlags.mapValues { $0.union(selection.flags) })
        var notices: [Notice] = []
        var byFlag: [String: [NeverCompiledImport]] = [:]
        var byTarget: [NeverCompiledImport] = []
        for item in skipped {
            for flag in item.flags { byFlag[flag, default: []].append(item) }
            if item.flags.isEmpty { byTarget.append(item) }
        }
        // The first by place (the first of equals, as a stable sort would put it).
        if let first = byTarget.min(by: { $0.evidence < $1.evidence }) {
            // Judged per target (its platforms, what it can import): one note for all of them.
            let built = first.platforms.isEmpty ? "" : " (built for \(first.platforms.joined(separator: ", ")))"
            let condition = first.condition.map { "`#if \($0)` decides against it there" } ?? "its `#if` is false there"
            let more = byTarget.count - 1
            let others =
                more > 0
                ? "; \(more) more import\(more == 1 ? "" : "s") of files judged for each target that compiles them"
                    + " (its platforms, flags and what it can import) are left out likewise" : ""
            let place = "\(displayPath(first.evidence.file)):\(first.evidence.line)"
            notices.append(
                Notice(
                    NoticeMessages.importNotCompiled(
                        place, edge: first.edge, built: built, condition: condition, others: others),
                    code: Notice.Code.neverCompiled))
        }
        for flag in byFlag.keys.sorted() {
            let items = byFlag[flag]!
            let earliest = items.min { $0.evidence < $1.evidence }!
            let first = earliest.evidence
            let others = items.count > 1 ? " (and \(items.count - 1) more import\(items.count == 2 ? "" : "s"))" : ""
            notices.append(
                Notice(
                    NoticeMessages.importUnderUnsetFlag(
                        "\(displayPath(first.file)):\(first.line)", module: earliest.edge.to, others: others,
                        flag: flag),
                    code: Notice.Code.neverCompiled))
        }
        return (filtered, notices)
    }

    /// True when some condition text the conditional imports test satisfies `found`: each
    /// distinct text is asked once, each clause and each list of preceding conditions visited
    /// once (imports share them, `ConditionChain`: a 50,000-clause `#elseif` chain would
    /// otherwise be walked once per import), and the walk stops at the first text found.
    static func conditionTexts(of graph: ModuleGraph, contain found: (String) -> Bool) -> Bool {
        var texts: Set<String> = []
        var seenClauses: Set<ObjectIdentifier> = []
        var seenLists: Set<ObjectIdentifier> = []
        func isFound(_ text: String) -> Bool { texts.insert(text).inserted && found(text) }
        for edge in graph.imported where edge.traits.contains(.conditional) {
            for evidence in edge.evidence {
                for clause in evidence.declaration.conditions.walk(downTo: {
                    !seenClauses.insert(ObjectIdentifier($0)).inserted
                }).above {
                    if let condition = clause.element.condition, isFound(condition) { return true }
                    for item in clause.element.preceding.walk(downTo: {
                        !seenLists.insert(ObjectIdentifier($0)).inserted
                    }).above {
                        if isFound(item.element) { return true }
                    }
                }
            }
        }
        return false
    }
}

extension NoticeMessages {
    /// `built` and `others` are clauses already phrased (possibly empty); `condition` says why it is not compiled.
    static func importNotCompiled(_ place: String, edge: EdgeKey, built: String, condition: String, others: String)
        -> String
    {
        "\(place): note: `import \(edge.to)` is not compiled by target \(edge.from)\(built): \(condition)\(others); "
            + "`archlint xcode-targets` shows each Xcode target's platforms and conditions"
    }

    /// `others` counts the other imports under the same flag ("" or " (and N more imports)").
    static func importUnderUnsetFlag(_ place: String, module: String, others: String, flag: String) -> String {
        "\(place): note: `import \(module)`\(others) skipped: it is under `#if \(flag)`, and \(flag) is set nowhere "
            + "(no .define in a Package.swift, no Xcode build setting), so no build compiles it; pass -D \(flag) to "
            + "check it"
    }
}
