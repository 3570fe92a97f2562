/// A rule kind's documentation; the examples are both its tests and its docs.
public struct RuleDescription: Sendable {
    /// The kind written in the rules file (`independent`).
    public var kind: String
    /// One line.
    public var summary: String
    /// Why a team wants it.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Option name and what it does.
    public var options: [(name: String, summary: String)]
    public var examples: [RuleExample]
}

/// A tiny graph, a rule configuration, and the edges the rule must report on it.
public struct RuleExample: Sendable {
    /// The rule entry as written in `rules` (JSON).
    public var configuration: String
    /// Import edges, `"A -> B"`; a trailing `(test)` marks a test-target importer, e.g.
    /// `"ATests(test) -> A"`.
    public var imports: [String]
    /// Groups available to the rule, name to selector list.
    public var groups: [String: [String]]
    /// Edges reported (for cycle rules, the cycle written `A -> B -> A`); empty for a
    /// non-triggering example.
    public var expected: [String]

    public init(configuration: String, imports: [String], groups: [String: [String]] = [:], expected: [String]) {
        self.configuration = configuration
        self.imports = imports
        self.groups = groups
        self.expected = expected
    }

    public var triggers: Bool { !expected.isEmpty }
}

/// What every rule sees when it evaluates.
public struct RuleContext: Sendable {
    public var graph: ModuleGraph
    public var resolver: SelectorResolver
    /// The configured instance: id, severity, why.
    public var rule: ConfiguredRule

    public init(graph: ModuleGraph, resolver: SelectorResolver, rule: ConfiguredRule) {
        self.graph = graph
        self.resolver = resolver
        self.rule = rule
    }

    /// Imported edges the rule looks at: by default production code only (edges from test
    /// targets are skipped unless the rule sets `"includeTests": true`).
    public var edges: [ImportedDependency] {
        graph.imported.filter { edge in
            guard let module = graph.modules[edge.key.from] else { return false }
            return rule.includeTests || !module.isTest
        }
    }

    /// True when `name` is a module the selector names.
    public func selects(_ selector: ModuleSelector, _ name: String) -> Bool {
        guard let module = graph.modules[name] else { return false }
        return resolver.matches(selector, module)
    }

    /// One finding per import line behind `edge`.
    public func violations(for edge: ImportedDependency, message: String) -> [Violation] {
        edge.evidence.map { evidence in
            var text = message
            if evidence.declaration.isConditional {
                let chain = evidence.declaration.conditions.map { clause in
                    clause.condition.map { "#\(clause.clause.rawValue) \($0)" } ?? "#else"
                }.joined(separator: ", ")
                text += " (import under \(chain))"
            }
            return Violation(
                ruleID: rule.id,
                ruleKind: rule.kind,
                severity: rule.severity,
                message: text,
                location: SourceLocation(file: evidence.file, line: evidence.line, column: evidence.column),
                edge: edge.key
            )
        }
    }

    /// `subject` followed by why it is wrong: the rule's stated reason, else `fallback`.
    public func explained(_ subject: String, fallback: String) -> String {
        let reason = rule.description.flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return "\(subject): \(reason)"
    }
}

/// A rule kind: reads its options, evaluates a graph.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Reads the rule's options; unknown or ill-typed options are configuration errors.
    init(options: inout RuleOptions) throws(ConfigurationError)
    func evaluate(_ context: RuleContext) -> [Violation]
}

/// Every rule kind archlint knows. A test fails if a rule file exists without its line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        AcyclicRule.self,
        ForbiddenRule.self,
        IndependentRule.self,
    ]

    public static func rule(kind: String) -> (any Rule.Type)? {
        all.first { $0.description.kind == kind }
    }

    public static var kinds: [String] { all.map { $0.description.kind }.sorted() }
}
