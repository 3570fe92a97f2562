import ArchLintSupport
import ArchLintGraph

/// Every target with its role and the evidence, as `archlint roles` prints it: one line per
/// module, by role (in `ModuleRole` order), modules without a role last.
package enum RoleTable {
    package static func render(_ roles: ModuleRoles, graph: ModuleGraph) -> String {
        let targets = graph.moduleNames.filter { graph.modules[$0]?.kind.isTarget == true }
        let rows: [(role: String, module: String, why: String)] = targets.map { name in
            // Names and evidence escaped (`TextLine`): each module stays one line.
            guard let assignment = roles.assignments[name] else { return ("-", TextLine.escape(name), "no role: no name, folder or graph position says one") }
            return (assignment.role.rawValue, TextLine.escape(name), TextLine.escape(assignment.because))
        }.sorted { lhs, rhs in
            let rank = { (row: (role: String, module: String, why: String)) in
                ModuleRole(rawValue: row.role).flatMap { ModuleRole.allCases.firstIndex(of: $0) } ?? ModuleRole.allCases.count
            }
            return (rank(lhs), lhs.module) < (rank(rhs), rhs.module)
        }
        let roleWidth = max(4, rows.map(\.role.count).max() ?? 0)
        let moduleWidth = max(6, rows.map(\.module.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var text = "\(pad("role", roleWidth))  \(pad("module", moduleWidth))  why\n"
        for row in rows { text += "\(pad(row.role, roleWidth))  \(pad(row.module, moduleWidth))  \(row.why)\n" }
        return text
    }
}
