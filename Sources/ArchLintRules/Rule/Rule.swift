/// A rule kind's documentation; the examples are both its tests and its docs.

import ArchLintSupport
import ArchLintGraph

package struct RuleDescription: Sendable {
    /// The kind written in the rules file (`independent`).
    package var kind: String
    /// One line.
    package var summary: String
    /// Why a team wants it.
    package var rationale: String
    package var defaultSeverity: Severity
    /// How its findings are fixed; `FixPlanner` computes the plan this names.
    package var fix: FixStrategy
    /// The options the rule reads, besides the ones every rule takes.
    package var options: [RuleOption]
    package var examples: [RuleExample]
    /// The imports the rule looks at unless `appliesTo` says otherwise.
    package var defaultAppliesTo: ImportScope = .production
    /// What a baseline accepts of a finding of this kind (see `BaselineGranularity`).
    package var baselineGranularity: BaselineGranularity = .places
}

/// What a baseline entry accepts of a finding.
package enum BaselineGranularity: String, Sendable {
    /// Each place (import line, use of a symbol) it recorded: a new import along an accepted
    /// forbidden edge is a new finding, because each one deepens the coupling the rule forbids.
    case places
    /// The decision: one missing declaration is fixed by one line of the manifest, however
    /// many files import the module, so a new file importing it is the same accepted finding
    /// (counted; `--strict-baseline` shows it).
    case decision
}

/// One option of a rule kind, for docs, the JSON schema and validation.
package struct RuleOption: Sendable {
    package enum ValueType: String, Sendable {
        /// A selector string or a list of them.
        case selector
        /// A list whose entries are each a selector (string or list).
        case selectorList
        case boolean
        case integer
        /// A name glob (`*DTO`) or a list of them.
        case namePatterns
        /// One of the words in `choices`.
        case choice
    }
    package var name: String
    package var type: ValueType
    package var required: Bool
    package var summary: String
    /// The words a `choice` option accepts.
    package var choices: [String] = []

    package init(_ name: String, _ type: ValueType, required: Bool, _ summary: String) {
        self.name = name
        self.type = type
        self.required = required
        self.summary = summary
    }

    /// An option that takes one of `choices`.
    package init(_ name: String, choices: [String], _ summary: String) {
        self.init(name, .choice, required: false, summary)
        self.choices = choices
    }

    /// The type as the docs show it (`one of root, any, none` for a choice).
    package var typeDescription: String {
        type == .choice ? "one of \(choices.joined(separator: ", "))" : type.rawValue
    }
}

/// A tiny graph, a rule configuration, and the edges the rule must report on it.
package struct RuleExample: Sendable {
    /// The rule entry as written in `rules` (JSON).
    package var configuration: String
    /// Import edges, `"A -> B"`; a trailing `(test)` marks a test-target importer
    /// (`"ATests(test) -> A"`), and `@testable` / `@_exported` before the imported module marks
    /// the import (`"ATests(test) -> @testable A"`); a trailing `#if CONDITION` puts it inside
    /// that `#if` (`"A -> @testable B #if DEBUG"`).
    package var imports: [String]
    /// Edges declared in Package.swift, `"A -> B"`.
    package var declared: [String]
    /// Groups available to the rule, name to selector list.
    package var groups: [String: [String]]
    /// Edges reported (for cycle rules, the cycle written `A -> B -> A`); empty for a
    /// non-triggering example.
    package var expected: [String]
    /// Swift source of a module's one file (`/fixture/Sources/NAME/File.swift`), module name to
    /// text, for rules that read declarations and references; the imports above come first.
    package var sources: [String: String]
    /// The fix plan's summary (the `fix:` note) of each finding in `expected`, in the same order;
    /// nil for a finding without a plan. Empty when no finding has one.
    package var plans: [String?]
    /// The package's `Package.swift` (`/fixture/Package.swift`, declaring every module), for
    /// plans that edit it; nil when the example's modules have no manifest text.
    package var manifest: String?

    package init(
        configuration: String, imports: [String], declared: [String] = [], groups: [String: [String]] = [:],
        sources: [String: String] = [:], manifest: String? = nil, expected: [String], plans: [String?] = []
    ) {
        self.configuration = configuration
        self.imports = imports
        self.declared = declared
        self.groups = groups
        self.sources = sources
        self.manifest = manifest
        self.expected = expected
        self.plans = plans
    }

    /// Each finding in `expected` with its plan's summary (nil without one).
    package var findingsWithPlans: [(finding: String, plan: String?)] {
        expected.enumerated().map { index, finding in (finding, index < plans.count ? plans[index] : nil) }
    }

    package var triggers: Bool { !expected.isEmpty }
}

/// What every rule sees when it evaluates.
package struct RuleContext: Sendable {
    package var graph: ModuleGraph
    package var resolver: SelectorResolver
    /// The configured instance: id, severity, why.
    package var rule: ConfiguredRule
    /// Declarations and references of the graph's files, read on demand and shared by rules.
    package var symbols: SymbolIndex

    package init(graph: ModuleGraph, resolver: SelectorResolver, rule: ConfiguredRule, symbols: SymbolIndex? = nil) {
        self.graph = graph
        self.resolver = resolver
        self.rule = rule
        self.symbols = symbols ?? SymbolIndex(graph: graph)
    }

    /// Imported edges the rule looks at, each with only the evidence `appliesTo` admits
    /// (by default every import but those written in test targets); edges left without
    /// evidence are dropped.
    package var edges: [ImportedDependency] {
        graph.imported.compactMap { edge in
            guard let module = graph.modules[edge.key.from] else { return nil }
            // Most edges keep all their evidence: share the array instead of copying it.
            if appliesToAll(edge, from: module) { return edge }
            let evidence = edge.evidence.filter { applies(to: $0, from: module) }
            return evidence.isEmpty ? nil : ImportedDependency(key: edge.key, evidence: evidence)
        }
    }

    /// True when the rule looks at every import of the edge (decided from its traits alone).
    func appliesToAll(_ edge: ImportedDependency, from module: Module) -> Bool {
        admits(edge.traits, from: module)
    }

    /// True when the rule looks at this import.
    package func applies(to evidence: ImportEvidence, from module: Module) -> Bool {
        admits(ImportTraits(evidence.declaration), from: module)
    }

    /// True when `appliesTo` admits imports written in `module` with these traits.
    private func admits(_ traits: ImportTraits, from module: Module) -> Bool {
        rule.appliesTo.admits(traits, in: codeKind(of: module))
    }

    /// Test code (test targets, test support) or production code.
    package func codeKind(of module: Module) -> ImportScope.CodeKind {
        resolver.roles.isTestCode(module) ? .test : .production
    }

    /// True when imports written in `module` are test code.
    package func isTestCode(_ module: Module) -> Bool {
        resolver.roles.isTestCode(module)
    }

    /// True when `name` is a module the selector names.
    package func selects(_ selector: ModuleSelector, _ name: String) -> Bool {
        guard let module = graph.modules[name] else { return false }
        return resolver.matches(selector, module)
    }

    /// One finding per import line behind `edge`; the check pipeline groups them into one
    /// finding per edge after suppressions (a suppression silences one line, not the edge).
    package func violations(for edge: ImportedDependency, message: String) -> [Violation] {
        edge.evidence.map { evidence in
            var text = message
            if evidence.declaration.isConditional {
                let chain = evidence.declaration.conditions.map { clause in
                    clause.condition.map { "#\(clause.clause.rawValue) \($0)" } ?? "#else"
                }.joined(separator: ", ")
                text += " (import under \(chain))"
            }
            let location = SourceLocation(file: evidence.file, line: evidence.line, column: evidence.column)
            return Violation(
                ruleID: rule.id,
                ruleKind: rule.kind,
                severity: rule.severity,
                message: text,
                location: location,
                edge: edge.key,
                evidence: [FindingEvidence(edge: edge.key, location: location)]
            )
        }
    }

    /// `subject`, followed by `fallback` (why it is wrong, in the rule kind's words) when the
    /// rule has no description of its own. A team's description is not repeated in every
    /// finding: reporters show it once per rule (a footer, the rule's SARIF entry, `--explain`).
    package func explained(_ subject: String, fallback: String) -> String {
        rule.description.map { !$0.isEmpty } == true ? subject : "\(subject): \(fallback)"
    }
}

/// A rule kind: reads its options, evaluates a graph.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Reads the rule's options; unknown or ill-typed options are configuration errors.
    init(options: inout RuleOptions) throws(ConfigurationError)
    func evaluate(_ context: RuleContext) -> [Violation]
    /// The modules the rule's selectors match in `context`'s graph, or why it has nothing to
    /// check there. Every kind states it (there is no default): no rule checks nothing silently.
    func coverage(_ context: RuleContext) -> RuleCoverage
}
