import Foundation
import ArchLintSupport
import ArchLintRules

/// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`).
///
/// One result per finding, at the import line, with a uri relative to the working directory
/// (run archlint from the repository root) and `uriBaseId` `%SRCROOT%`. A finding without a
/// file (a truncated cycle list) is located at the package's Package.swift without a region,
/// because GitHub drops results that have no location. One result per decision (an edge, a
/// cycle's component): its other import lines become `relatedLocations`.
/// `partialFingerprints` hold the rule, the finding's subject (edge, cycle or path) and the
/// file, never the line, so an alert survives edits above the import.
package struct SARIFReporter: Reporter {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package init() {}

    package func render(_ report: Report) -> String {
        let rules = report.enabledRules
        let coverage = Dictionary(
            report.result.coverage.map { ($0.ruleID, $0) }, uniquingKeysWith: { first, _ in first })
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let manifest = (report.result.root as NSString).appendingPathComponent("Package.swift")

        let results: [JSONText] = report.findings.map { finding in
            let location = finding.location
            var members: [(String, JSONText)] = [("ruleId", .string(finding.ruleID))]
            if let index = ruleIndex[finding.ruleID] { members.append(("ruleIndex", .int(index))) }
            members.append(("level", .string(finding.severity == .error ? "error" : "warning")))
            let unlocatedNotes = finding.shownNotes.filter { $0.location == nil }.map(\.message)
            members.append(
                ("message", .object([("text", .string(([finding.message] + unlocatedNotes).joined(separator: "\n")))])))
            members.append(
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                physical(file: location?.file ?? manifest, location: location, report)
                            )
                        ])
                    ])
                ))
            let related = finding.shownNotes.compactMap { note in note.location.map { (note.message, $0) } }
            if !related.isEmpty {
                members.append(
                    (
                        "relatedLocations",
                        .array(
                            related.enumerated().map { index, note in
                                .object([
                                    ("id", .int(index + 1)),
                                    ("physicalLocation", physical(file: note.1.file, location: note.1, report)),
                                    ("message", .object([("text", .string(note.0))])),
                                ])
                            })
                    ))
            }
            let file = report.displayPath(location?.file ?? manifest)
            members.append(
                (
                    "partialFingerprints",
                    .object([("archlintFinding/v1", .string("\(BaselineKey(finding).description) in \(file)"))])
                ))
            return .object(members)
        }

        let driver: JSONText = .object([
            ("name", .string("archlint")),
            ("version", .string(ToolVersion.current)),
            ("semanticVersion", .string(ToolVersion.current)),
            ("rules", .array(rules.map { ruleDescriptor($0, coverage: coverage[$0.id]) })),
        ])
        // A rule that had nothing to check, and every notice, is a notification of the run,
        // not a result; a partial run (input not read) did not execute successfully.
        let idle = report.result.coverage.filter { !$0.checkedSomething }
        var run: [(String, JSONText)] = [("tool", .object([("driver", driver)])), ("results", .array(results))]
        let idleNotifications: [JSONText] = idle.map { rule in
            .object([
                ("level", .string("note")),
                (
                    "message",
                    .object([("text", .string("rule '\(rule.ruleID)' checks nothing: \(rule.nothingToCheck ?? "")"))])
                ),
                ("descriptor", .object([("id", .string(rule.ruleID))])),
            ])
        }
        let noticeNotifications: [JSONText] = report.result.notices.filter { $0.code != Notice.Code.ruleChecksNothing }
            .map { notice in
                var members: [(String, JSONText)] = [
                    ("level", .string(notice.severity.rawValue)),
                    ("message", .object([("text", .string(notice.message))])),
                ]
                if let file = notice.file {
                    let region = notice.line.map { SourceLocation(file: file, line: $0, column: notice.column ?? 1) }
                    members.append(
                        (
                            "locations",
                            .array([.object([("physicalLocation", physical(file: file, location: region, report))])])
                        ))
                }
                members.append(("descriptor", .object([("id", .string(notice.code))])))
                return .object(members)
            }
        if !idle.isEmpty || !noticeNotifications.isEmpty {
            run.append(
                (
                    "invocations",
                    .array([
                        .object([
                            ("executionSuccessful", .bool(!report.result.isPartial)),
                            ("toolExecutionNotifications", .array(idleNotifications + noticeNotifications)),
                        ])
                    ])
                ))
        }
        return JSONText.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private func ruleDescriptor(_ rule: ConfiguredRule, coverage: RuleCoverage?) -> JSONText {
        let description = RuleCatalog.standard.description(kind: rule.kind)
        let summary = description?.summary ?? rule.kind
        let reason = rule.description.flatMap { $0.isEmpty ? nil : $0 }
        let full = reason.map { "\(summary) \($0.prefix(1).uppercased() + $0.dropFirst())." } ?? summary
        let help =
            "\(full)\n\n\(description?.rationale ?? "")\n\nRule kind `\(rule.kind)`: `archlint rules \(rule.kind)` "
            + "documents it."
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(summary))])),
            ("fullDescription", .object([("text", .string(full))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity == .error ? "error" : "warning"))])),
            (
                "properties",
                .object(
                    [("kind", .string(rule.kind)), ("tags", .array([.string("architecture")]))]
                        + (coverage.map { [("modulesMatched", JSONText.int($0.modules.count))] } ?? [])
                        + (coverage?.nothingToCheck.map { [("nothingToCheck", JSONText.string($0))] } ?? []))
            ),
        ])
    }

    private func physical(file: String, location: SourceLocation?, _ report: Report) -> JSONText {
        let uri = report.displayPath(file).addingPercentEncoding(withAllowedCharacters: Self.uriAllowed) ?? file
        var members: [(String, JSONText)] = [
            ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))]))
        ]
        if let location {
            members.append(
                ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])))
        }
        return .object(members)
    }

    /// Path characters kept as they are in a relative URI reference; the rest are %-encoded.
    private static let uriAllowed: CharacterSet = {
        var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        set.insert(charactersIn: "-._~/!$&'()*+,;=@")
        return set
    }()
}
