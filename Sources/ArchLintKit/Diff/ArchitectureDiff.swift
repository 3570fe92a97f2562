// What a change does to the module graph (`archlint diff BASE`).
//
// Owns the comparison of two sides (DiffSide), how the base side is obtained (DiffSideLoader:
// the revision cache, the working tree's files with the changed ones read from git, or a
// temporary worktree) and its three renderings. Knows finished check results; never changes
// how a graph is evaluated.

import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// The architecture diff between a base revision and the working tree: modules and edges
/// added and removed, findings that start and stop, cycles introduced and broken. Evidence
/// (file:line) is the working tree's for what is new, the base's for what is gone.
package struct ArchitectureDiff: Sendable {
    /// What the two sides are: `abc1234 (merge base with origin/main)`, `working tree`.
    package var baseLabel: String
    package var headLabel: String
    /// How the base side was obtained (`revision cache`, `changed files read from git`,
    /// `temporary worktree`).
    package var baseSource: String
    package var base: DiffSide
    package var head: DiffSide

    package var modulesAdded: [DiffSide.ModuleEntry]
    package var modulesRemoved: [DiffSide.ModuleEntry]
    /// Sorted.
    package var edgesAdded: [EdgeKey]
    package var edgesRemoved: [EdgeKey]
    /// Findings of the working tree the base did not have (sorted), and the reverse.
    package var findingsStarted: [DiffSide.Finding]
    package var findingsStopped: [DiffSide.Finding]
    /// Elementary cycles, each from its smallest module.
    package var cyclesIntroduced: [[String]]
    package var cyclesBroken: [[String]]
    /// What the working tree's check said about the input (printed on standard error, as
    /// `check` prints them).
    package var headNotices: [Notice] = []
    /// Part of the working tree could not be read: the diff lacks it, and `diff` exits 2 as
    /// `check` does. (A base side that could not be read in full is an error: no diff.)
    package var headIsPartial = false

    package init(
        base: DiffSide, head: DiffSide, baseLabel: String, headLabel: String = "working tree", baseSource: String
    ) {
        self.base = base
        self.head = head
        self.baseLabel = baseLabel
        self.headLabel = headLabel
        self.baseSource = baseSource
        let baseModules = Set(base.modules), headModules = Set(head.modules)
        let baseNames = Set(base.modules.map(\.name)), headNames = Set(head.modules.map(\.name))
        modulesAdded = headModules.filter { !baseNames.contains($0.name) }.sorted()
        modulesRemoved = baseModules.filter { !headNames.contains($0.name) }.sorted()
        edgesAdded = head.edges.keys.filter { base.edges[$0] == nil }.sorted()
        edgesRemoved = base.edges.keys.filter { head.edges[$0] == nil }.sorted()
        let baseKeys = Set(base.findings.map(\.key)), headKeys = Set(head.findings.map(\.key))
        findingsStarted = head.findings.filter { !baseKeys.contains($0.key) }
        findingsStopped = base.findings.filter { !headKeys.contains($0.key) }
        let baseCycles = Set(base.cycles), headCycles = Set(head.cycles)
        cyclesIntroduced = head.cycles.filter { !baseCycles.contains($0) }
        cyclesBroken = base.cycles.filter { !headCycles.contains($0) }
    }

    /// True when the change leaves the architecture as it was.
    package var isEmpty: Bool {
        modulesAdded.isEmpty && modulesRemoved.isEmpty && edgesAdded.isEmpty && edgesRemoved.isEmpty
            && findingsStarted.isEmpty && findingsStopped.isEmpty && cyclesIntroduced.isEmpty && cyclesBroken.isEmpty
    }

    /// The edges of a cycle, closed: `[A, B]` gives `A -> B`, `B -> A`.
    package static func edges(of cycle: [String]) -> [EdgeKey] {
        let closed = cycle + cycle.prefix(1)
        return (0..<cycle.count).map { EdgeKey(from: closed[$0], to: closed[$0 + 1]) }
    }

    /// `+2 modules, +3/-1 edges, 1 finding started, 2 stopped, 1 cycle introduced, 0 broken`.
    package var summary: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if !modulesAdded.isEmpty || !modulesRemoved.isEmpty {
            parts.append("+\(modulesAdded.count)/-\(modulesRemoved.count) modules")
        }
        parts.append("+\(edgesAdded.count)/-\(edgesRemoved.count) edges")
        parts.append("\(plural(findingsStarted.count, "finding")) started, \(findingsStopped.count) stopped")
        parts.append("\(plural(cyclesIntroduced.count, "cycle")) introduced, \(cyclesBroken.count) broken")
        return parts.joined(separator: ", ")
    }
}
