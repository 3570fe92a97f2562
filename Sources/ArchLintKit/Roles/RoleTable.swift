import ArchLintSupport
import ArchLintGraph

/// Every target with its role and the evidence, as `archlint roles` prints it: one line per
/// module, by role (in `ModuleRole` order), modules without a role last; then the sub-layers
/// inferred inside groups. `renderJSON` gives the same for tools (`archlint roles --json`).
package enum RoleTable {
    package static func render(_ roles: ModuleRoles, graph: ModuleGraph) -> String {
        let targets = graph.moduleNames.filter { graph.modules[$0]?.kind.isTarget == true }
        let rows: [(role: String, module: String, why: String)] = targets.map { name in
            // Names and evidence escaped (`TextLine`): each module stays one line.
            guard let assignment = roles.assignments[name] else {
                let why =
                    roles.notes[name].map { "no role: " + $0.map(\.description).joined(separator: "; ") }
                    ?? "no role: no name, folder, code or graph position says one"
                return ("-", TextLine.escape(name), TextLine.escape(why))
            }
            return (assignment.role.rawValue, TextLine.escape(name), TextLine.escape(assignment.because))
        }.sorted { lhs, rhs in
            let rank = { (row: (role: String, module: String, why: String)) in
                ModuleRole(rawValue: row.role).flatMap { ModuleRole.allCases.firstIndex(of: $0) }
                    ?? ModuleRole.allCases.count
            }
            return (rank(lhs), lhs.module) < (rank(rhs), rhs.module)
        }
        let roleWidth = max(4, rows.map(\.role.count).max() ?? 0)
        let moduleWidth = max(6, rows.map(\.module.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var text = "\(pad("role", roleWidth))  \(pad("module", moduleWidth))  why\n"
        for row in rows { text += "\(pad(row.role, roleWidth))  \(pad(row.module, moduleWidth))  \(row.why)\n" }
        text += sublayers(roles)
        return text
    }

    /// The sub-layers section: per group, each level top first, the peers then the floors.
    static func sublayers(_ roles: ModuleRoles) -> String {
        guard !roles.layerings.isEmpty else { return "" }
        var text =
            "\nsub-layers inferred from the graph (a floor is what members of the group build on, building on none "
            + "above it;"
        text += " \"roles\" in the rules file sets any module's role):\n"
        let width = roles.layerings.map(\.group.rawValue.count).max() ?? 0
        for layering in roles.layerings {
            for (index, level) in layering.levels.enumerated() {
                let kind =
                    index == 0 ? "peers, independent of one another" : "\(layering.floorRole.rawValue): the floor below"
                let label = index == 0 ? layering.group.rawValue : ""
                let lead = "  " + label + String(repeating: " ", count: width - label.count)
                text += TextLine.escape("\(lead)  \(index + 1). \(level.joined(separator: ", ")) (\(kind))") + "\n"
            }
        }
        return text
    }

    /// The roles as JSON (`archlint roles --json`, documented in README.md, "Roles for tools"): every target
    /// sorted by name with its role (or null), the evidence, the reasons it was not given a role
    /// it looked like, and what its code shows; then the sub-layers. Deterministic.
    package static func renderJSON(_ roles: ModuleRoles, graph: ModuleGraph, root: String) -> String {
        let targets = graph.moduleNames.filter { graph.modules[$0]?.kind.isTarget == true }
        func evidence(_ items: [RoleEvidence]) -> JSONText {
            .array(items.map { .object([("source", .string($0.source.rawValue)), ("detail", .string($0.detail))]) })
        }
        let modules: [JSONText] = targets.map { name in
            var members: [(String, JSONText)] = [
                ("module", .string(name)),
                ("role", .optional(roles.assignments[name]?.role.rawValue)),
                ("evidence", evidence(roles.assignments[name]?.evidence ?? [])),
            ]
            if let notes = roles.notes[name] { members.append(("notRole", evidence(notes))) }
            if let code = roles.facts[name] {
                members.append(
                    (
                        "code",
                        .object(
                            [("files", .int(code.fileCount))]
                                + CodeFacts.Kind.allCases.map { kind in
                                    (
                                        kind.rawValue,
                                        .array(
                                            code.facts(kind).map { fact in
                                                .object([
                                                    ("what", .string(fact.what)),
                                                    (
                                                        "file",
                                                        .string(PathUtilities.relative(fact.location.file, to: root))
                                                    ),
                                                    ("line", .int(fact.location.line)),
                                                ])
                                            })
                                    )
                                })
                    ))
            }
            return .object(members)
        }
        let layerings: [JSONText] = roles.layerings.map { layering in
            .object([
                ("group", .string(layering.group.rawValue)), ("floorRole", .string(layering.floorRole.rawValue)),
                ("levels", .array(layering.levels.map { .array($0.map(JSONText.string)) })),
            ])
        }
        return JSONText.object([("version", .int(1)), ("modules", .array(modules)), ("sublayers", .array(layerings))])
            .rendered()
    }
}
