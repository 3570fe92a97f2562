/// The rule kinds a run knows, as data: the configuration loader instantiates rules from it,
/// the schema and the docs describe it, the fix planner reads each kind's fix strategy from it.
///
/// It is passed in rather than reached for, so the loader and the planner know the `Rule`
/// protocol only; the standard catalog is declared beside the kinds it lists.
package struct RuleCatalog: Sendable {
    /// The kinds in the order given.
    package let rules: [any Rule.Type]
    /// Every kind's name, sorted.
    package let kinds: [String]
    private let byKind: [String: any Rule.Type]

    /// A catalog of `rules`; two rule types of one kind are a programming error.
    package init(_ rules: [any Rule.Type]) {
        var byKind: [String: any Rule.Type] = [:]
        for rule in rules {
            let kind = rule.description.kind
            precondition(byKind[kind] == nil, "two rule types of kind '\(kind)'")
            byKind[kind] = rule
        }
        self.rules = rules
        self.byKind = byKind
        self.kinds = byKind.keys.sorted()
    }

    /// The rule type of `kind`, nil when the catalog has none.
    package func rule(kind: String) -> (any Rule.Type)? {
        byKind[kind]
    }

    /// The description of `kind`, nil when the catalog has none.
    package func description(kind: String) -> RuleDescription? {
        byKind[kind]?.description
    }

    /// Every kind's description, sorted by kind.
    package var descriptions: [RuleDescription] {
        kinds.map { byKind[$0]!.description }
    }
}
