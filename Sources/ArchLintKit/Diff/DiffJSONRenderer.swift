import ArchLintSupport
import ArchLintGraph

/// `archlint diff --format json`: a versioned document (`"version": 1`) with the same content
/// as the text, every import line listed; keys are only ever added within a version.
struct DiffJSONRenderer {
    static let version = 1
    var displayPath: @Sendable (String) -> String

    func render(_ diff: ArchitectureDiff) -> String {
        func location(_ location: SourceLocation?) -> JSONText {
            guard let location else { return .null }
            return .object([
                ("file", .string(displayPath(location.file))), ("line", .int(location.line)),
                ("column", .int(location.column)),
            ])
        }
        func module(_ module: DiffSide.ModuleEntry) -> JSONText {
            .object([("name", .string(module.name)), ("kind", .string(module.kind))])
        }
        func edge(_ key: EdgeKey, in side: DiffSide) -> JSONText {
            .object([
                ("from", .string(key.from)), ("to", .string(key.to)),
                ("evidence", .array((side.edges[key] ?? []).map(location))),
            ])
        }
        func finding(_ finding: DiffSide.Finding) -> JSONText {
            .object([
                ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)),
                ("subject", .string(finding.key)), ("location", location(finding.location)),
                ("edges", .array(finding.edges.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
            ])
        }
        func cycle(_ cycle: [String], in side: DiffSide) -> JSONText {
            .object([
                ("modules", .array(cycle.map(JSONText.string))),
                ("edges", .array(ArchitectureDiff.edges(of: cycle).map { edge($0, in: side) })),
            ])
        }
        return JSONText.object([
            ("version", .int(Self.version)),
            ("tool", .object([("name", .string("archlint")), ("version", .string(ToolVersion.current))])),
            ("base", .object([("revision", .string(diff.baseLabel)), ("source", .string(diff.baseSource))])),
            ("head", .object([("revision", .string(diff.headLabel))])),
            (
                "modules",
                .object([
                    ("added", .array(diff.modulesAdded.map(module))),
                    ("removed", .array(diff.modulesRemoved.map(module))),
                ])
            ),
            (
                "edges",
                .object([
                    ("added", .array(diff.edgesAdded.map { edge($0, in: diff.head) })),
                    ("removed", .array(diff.edgesRemoved.map { edge($0, in: diff.base) })),
                ])
            ),
            (
                "findings",
                .object([
                    ("started", .array(diff.findingsStarted.map(finding))),
                    ("stopped", .array(diff.findingsStopped.map(finding))),
                ])
            ),
            (
                "cycles",
                .object([
                    ("introduced", .array(diff.cyclesIntroduced.map { cycle($0, in: diff.head) })),
                    ("broken", .array(diff.cyclesBroken.map { cycle($0, in: diff.base) })),
                ])
            ),
            (
                "summary",
                .object([
                    ("modulesAdded", .int(diff.modulesAdded.count)),
                    ("modulesRemoved", .int(diff.modulesRemoved.count)),
                    ("edgesAdded", .int(diff.edgesAdded.count)), ("edgesRemoved", .int(diff.edgesRemoved.count)),
                    ("findingsStarted", .int(diff.findingsStarted.count)),
                    ("findingsStopped", .int(diff.findingsStopped.count)),
                    ("cyclesIntroduced", .int(diff.cyclesIntroduced.count)),
                    ("cyclesBroken", .int(diff.cyclesBroken.count)),
                ])
            ),
        ]).rendered()
    }
}
