import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// One side of an architecture diff: the module graph and its findings at one revision, with
/// every path relative to the package root, so the two sides compare and a side can be kept
/// in the cache by commit.
package struct DiffSide: Sendable, Equatable {
    /// A module of the side: targets and outside products (SDK modules are not listed).
    package struct ModuleEntry: Sendable, Hashable, Comparable {
        package var name: String
        /// `regular`, `executable`, `third-party`...
        package var kind: String
        package static func < (lhs: ModuleEntry, rhs: ModuleEntry) -> Bool {
            (lhs.name, lhs.kind) < (rhs.name, rhs.kind)
        }
    }

    /// A finding of the side, keyed as the baseline keys it.
    package struct Finding: Sendable, Hashable, Comparable {
        /// `[rule] subject` (`BaselineKey.description`): what compares across revisions.
        package var key: String
        package var rule: String
        package var severity: Severity
        package var message: String
        /// Relative to the package root.
        package var location: SourceLocation?
        package var edges: [EdgeKey]
        package static func < (lhs: Finding, rhs: Finding) -> Bool { (lhs.key, lhs.message) < (rhs.key, rhs.message) }
    }

    package var modules: [ModuleEntry]
    /// Imported edges (not from test targets), each with its import lines, relative paths.
    package var edges: [EdgeKey: [SourceLocation]]
    package var findings: [Finding]
    /// The elementary import cycles among `edges`, each from its smallest module, sorted (at
    /// most `AcyclicRule.cycleLimitPerComponent` per strongly connected component).
    package var cycles: [[String]]

    package init(modules: [ModuleEntry], edges: [EdgeKey: [SourceLocation]], findings: [Finding], cycles: [[String]]) {
        self.modules = modules.sorted()
        self.edges = edges
        self.findings = findings.sorted()
        self.cycles = cycles.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The side a check produced: `result.graph` must be built (not a result cache hit).
    package init(_ result: CheckResult) {
        let graph = result.graph
        let root = result.root
        func relative(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(
                file: PathUtilities.relative(location.file, to: root), line: location.line, column: location.column)
        }
        let modules = graph.modules.values.filter { $0.kind.isTarget || $0.kind == .thirdParty }
            .map { ModuleEntry(name: $0.name, kind: $0.kind.name) }
        var edges: [EdgeKey: [SourceLocation]] = [:]
        for edge in graph.imported where graph.modules[edge.key.from]?.isTest == false {
            edges[edge.key] = edge.evidence.map {
                relative(SourceLocation(file: $0.file, line: $0.line, column: $0.column))
            }.sorted()
        }
        let findings = result.violations.map { violation in
            Finding(
                key: BaselineKey(violation).description, rule: violation.ruleID, severity: violation.severity,
                message: violation.message, location: violation.location.map(relative), edges: violation.edges)
        }
        self.init(modules: modules, edges: edges, findings: findings, cycles: Self.cycles(of: Array(edges.keys)))
    }

    /// Elementary cycles of a set of edges, bounded per component.
    static func cycles(of edges: [EdgeKey]) -> [[String]] {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.from, default: []].append(edge.to) }
        let next: (String) -> [String] = { successors[$0] ?? [] }
        return stronglyConnectedComponents(nodes: Array(successors.keys), successors: next).flatMap { component in
            elementaryCycles(component: component, successors: next, limit: AcyclicRule.cycleLimitPerComponent).cycles
        }
    }

    // MARK: - Stored form (the revision cache)

    /// The side as JSON, for the revision cache.
    package func encoded() -> String {
        func location(_ location: SourceLocation?) -> JSONText {
            guard let location else { return .null }
            return .array([.string(location.file), .int(location.line), .int(location.column)])
        }
        return JSONText.object([
            ("modules", .array(modules.map { .array([.string($0.name), .string($0.kind)]) })),
            (
                "edges",
                .array(
                    edges.keys.sorted().map { key in
                        .array([.string(key.from), .string(key.to), .array(edges[key]!.map(location))])
                    })
            ),
            (
                "findings",
                .array(
                    findings.map { finding in
                        .object([
                            ("key", .string(finding.key)), ("rule", .string(finding.rule)),
                            ("severity", .string(finding.severity.rawValue)),
                            ("message", .string(finding.message)), ("location", location(finding.location)),
                            ("edges", .array(finding.edges.map { .array([.string($0.from), .string($0.to)]) })),
                        ])
                    })
            ),
            ("cycles", .array(cycles.map { .array($0.map(JSONText.string)) })),
        ]).rendered(.singleLine)
    }

    /// Reads `encoded()`'s text; nil when it is not one.
    package static func decode(_ text: String) -> DiffSide? {
        guard let document = try? JSONParser.parse(text) else { return nil }
        func strings(_ value: JSONValue?) -> [String]? {
            guard case .array(let items, _)? = value else { return nil }
            let result = items.compactMap(\.stringValue)
            return result.count == items.count ? result : nil
        }
        func location(_ value: JSONValue?) -> SourceLocation?? {
            if case .null? = value { return .some(nil) }
            // `integerValue`: a damaged cache entry holding 1e300 is refused, not a crash.
            guard case .array(let items, _)? = value, items.count == 3, let file = items[0].stringValue,
                let line = items[1].integerValue, let column = items[2].integerValue
            else { return nil }
            return .some(SourceLocation(file: file, line: line, column: column))
        }
        func edge(_ value: JSONValue) -> EdgeKey? {
            guard let pair = strings(value), pair.count == 2 else { return nil }
            return EdgeKey(from: pair[0], to: pair[1])
        }
        guard case .array(let moduleItems, _)? = document["modules"],
            case .array(let edgeItems, _)? = document["edges"],
            case .array(let findingItems, _)? = document["findings"],
            case .array(let cycleItems, _)? = document["cycles"]
        else { return nil }
        var modules: [ModuleEntry] = []
        for item in moduleItems {
            guard let pair = strings(item), pair.count == 2 else { return nil }
            modules.append(ModuleEntry(name: pair[0], kind: pair[1]))
        }
        var edges: [EdgeKey: [SourceLocation]] = [:]
        for item in edgeItems {
            guard case .array(let parts, _) = item, parts.count == 3, let from = parts[0].stringValue,
                let to = parts[1].stringValue,
                case .array(let lines, _) = parts[2]
            else { return nil }
            var locations: [SourceLocation] = []
            for line in lines {
                guard let found = location(line), let found else { return nil }
                locations.append(found)
            }
            edges[EdgeKey(from: from, to: to)] = locations
        }
        var findings: [Finding] = []
        for item in findingItems {
            guard let key = item["key"]?.stringValue, let rule = item["rule"]?.stringValue,
                let severity = item["severity"]?.stringValue.flatMap(Severity.init(rawValue:)),
                let message = item["message"]?.stringValue, let place = location(item["location"]),
                case .array(let edgeList, _)? = item["edges"]
            else { return nil }
            let keys = edgeList.compactMap(edge)
            guard keys.count == edgeList.count else { return nil }
            findings.append(
                Finding(key: key, rule: rule, severity: severity, message: message, location: place, edges: keys))
        }
        var cycles: [[String]] = []
        for item in cycleItems {
            guard let cycle = strings(item) else { return nil }
            cycles.append(cycle)
        }
        return DiffSide(modules: modules, edges: edges, findings: findings, cycles: cycles)
    }
}
