/// A versioned JSON document (`"version": 1`) for scripts and dashboards; the schema is
/// documented in the README ("CI and reporters"). Keys are only ever added within a version.
/// One finding per decision: `evidence` lists every import line behind it.

import ArchLintSupport
import ArchLintRules

package struct JSONReporter: Reporter {
    package static let version = 1

    package init() {}

    package func render(_ report: Report) -> String {
        var members: [(String, JSONText)] = [
            ("version", .int(Self.version)),
            ("tool", .object([("name", .string("archlint")), ("version", .string(ToolVersion.current))])),
            ("findings", .array(report.findings.map { finding($0, report) })),
        ]
        // Each rule the findings name, with the team's description (said once, here).
        let shown = Set(report.findings.map(\.ruleID))
        members.append(
            (
                "rules",
                .array(
                    report.enabledRules.filter { shown.contains($0.id) }.map { rule in
                        .object([
                            ("id", .string(rule.id)), ("kind", .string(rule.kind)),
                            ("severity", .string(rule.severity.rawValue)),
                            ("description", report.description(ofRule: rule.id).map(JSONText.string) ?? .null),
                        ])
                    })
            ))
        if let baseline = report.baseline {
            // Stale entries; "count" is the number of their places no longer found.
            members.append(
                (
                    "fixed",
                    .array(
                        baseline.stale.map { stale in
                            .object([
                                ("rule", .string(stale.entry.key.rule)), ("subject", .string(stale.entry.key.subject)),
                                ("count", .int(stale.gone)),
                            ])
                        })
                ))
        }
        var summary: [(String, JSONText)] = [
            ("findings", .int(report.findings.count)),
            ("errors", .int(report.errorCount)),
            ("warnings", .int(report.warningCount)),
            ("modules", .int(report.moduleCount)),
            ("filesScanned", .int(report.result.filesScanned)),
            ("edges", .int(report.edgeCount)),
            ("modulesChecked", .int(report.result.modulesChecked)),
        ]
        if let baseline = report.baseline {
            summary += [
                ("new", .int(baseline.new.count)), ("fixed", .int(baseline.stale.count)),
                ("baselined", .int(baseline.baselined.count)),
            ]
        }
        let coverage = report.result.coverage
        summary.append(("nothingChecked", .bool(!coverage.contains(where: \.checkedSomething))))
        summary.append(("failed", .bool(report.exitCode != .clean)))
        // A partial run: part of the input could not be read; `unchecked` names it.
        summary.append(("partial", .bool(report.result.isPartial)))
        members.append(("summary", .object(summary)))
        members.append(("unchecked", .array(report.uncheckedFiles.map(JSONText.string))))
        // What was met on the way that is not a finding, with a stable code.
        members.append(("notices", .array(report.result.notices.map(Self.notice))))
        // What each enabled rule had to check: a rule that checked nothing says why.
        members.append(
            (
                "coverage",
                .array(
                    coverage.map { rule in
                        .object([
                            ("id", .string(rule.ruleID)), ("kind", .string(rule.kind)),
                            ("modules", .int(rule.modules.count)),
                            ("nothingToCheck", rule.nothingToCheck.map(JSONText.string) ?? .null),
                        ])
                    })
            ))
        return JSONText.object(members).rendered()
    }

    static func notice(_ notice: Notice) -> JSONText {
        let location: JSONText =
            notice.file.map { file -> JSONText in
                .object([
                    ("file", .string(file)), ("line", notice.line.map(JSONText.int) ?? .null),
                    ("column", notice.column.map(JSONText.int) ?? .null),
                ])
            } ?? .null
        let members: [(String, JSONText)] = [
            ("severity", .string(notice.severity.rawValue)), ("code", .string(notice.code)),
            ("message", .string(notice.message)), ("location", location),
        ]
        return .object(members)
    }

    private func finding(_ violation: Violation, _ report: Report) -> JSONText {
        // The member list typed and each closure's result named: inferred as one expression, this
        // took the type checker seconds.
        let edge: JSONText =
            violation.edge.map { edge -> JSONText in .object([("from", .string(edge.from)), ("to", .string(edge.to))]) }
            ?? .null
        let notes: [JSONText] = violation.shownNotes.map { note -> JSONText in
            .object([("message", .string(note.message)), ("location", location(note.location, report))])
        }
        // Every place behind the finding (the notes list ten at most).
        let evidence: [JSONText] = violation.evidence.map { place -> JSONText in
            .object([
                ("from", .string(place.edge.from)), ("to", .string(place.edge.to)),
                ("location", location(place.location, report)),
            ])
        }
        let names = { (names: [String]?) -> JSONText in names.map { JSONText.array($0.map(JSONText.string)) } ?? .null }
        let members: [(String, JSONText)] = [
            ("rule", .string(violation.ruleID)),
            ("kind", .string(violation.ruleKind)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
            ("location", location(violation.location, report)),
            ("edge", edge),
            ("cycle", names(violation.cycle)),
            ("path", names(violation.path)),
            ("notes", .array(notes)),
            ("evidence", .array(evidence)),
            ("plan", violation.plan.map { plan($0, report) } ?? .null),
        ]
        return .object(members)
    }

    private func plan(_ plan: FixPlan, _ report: Report) -> JSONText {
        let optional = { (text: String?) in text.map(JSONText.string) ?? .null }
        let edges = { (edges: [FixPlan.WeightedEdge]) in
            JSONText.array(
                edges.map { edge in
                    .object([
                        ("from", .string(edge.edge.from)), ("to", .string(edge.edge.to)),
                        ("symbols", .int(edge.symbols)),
                        ("files", .int(edge.files)), ("weight", .int(edge.weight)),
                    ])
                })
        }
        return .object([
            ("situation", .string(plan.situation.rawValue)),
            ("summary", .string(plan.summary)),
            ("steps", .array(plan.steps.map(JSONText.string))),
            ("protocolName", optional(plan.protocolName)),
            ("protocolSkeleton", optional(plan.protocolSkeleton)),
            ("conformanceModule", optional(plan.conformanceModule)),
            ("conformanceSkeleton", optional(plan.conformanceSkeleton)),
            ("ownerModule", optional(plan.ownerModule)),
            ("implementingModule", optional(plan.implementingModule)),
            ("injectingModule", optional(plan.injectingModule)),
            (
                "symbols",
                .array(
                    plan.symbols.map { symbol in
                        .object([
                            ("name", .string(symbol.name)), ("kind", .string(symbol.kind)),
                            ("role", optional(symbol.role)),
                            ("declaredAt", location(symbol.declaredAt, report)),
                            ("uses", .array(symbol.uses.map { location($0, report) })),
                            ("members", .array(symbol.members.map(JSONText.string))),
                        ])
                    })
            ),
            ("edgesToInvert", edges(plan.edgesToInvert)),
            ("componentEdges", edges(plan.componentEdges)),
            ("manifestFragment", optional(plan.manifestFragment)),
            ("manifestLocation", location(plan.manifestLocation, report)),
            ("manifestDiff", optional(plan.manifestDiff)),
            ("fixBlocker", optional(plan.fixBlocker)),
        ])
    }

    private func location(_ location: SourceLocation?, _ report: Report) -> JSONText {
        guard let location else { return .null }
        return .object([
            ("file", .string(report.displayPath(location.file))),
            ("line", .int(location.line)), ("column", .int(location.column)),
        ])
    }
}
