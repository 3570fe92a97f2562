/// How a rule kind's findings are fixed: the plan `FixPlanner` computes for each of them.
///
/// Every rule kind states its strategy in its `RuleDescription` (there is no default), so a new
/// kind cannot silently go without a plan: it says which plan fits, or why none does.
package enum FixStrategy: Sendable, Hashable {
    /// An import cycle: invert the cheapest edges of its strongly connected component, or add an
    /// interface module both sides depend on.
    case breakCycle
    /// An import Package.swift does not declare: declare it (or delete the import).
    case declareDependency
    /// A declared dependency nothing imports: delete it from Package.swift.
    case removeDependency
    /// A confined type (a DTO) used outside its module: a domain type the module maps it to.
    case introduceDomainType
    /// An import between targets the architecture forbids: the importer owns a protocol the
    /// imported module conforms to and the composition root injects; between two features, a
    /// routing protocol the composition root implements. Imports of modules outside the
    /// workspace (SDK, third-party libraries) get no plan: nothing there can conform.
    case invertDependency
    /// No mechanical plan: `reason` says what to do by hand, and why no plan is computed.
    case none(reason: String)

    /// One line for the docs (`archlint rules KIND`, the README).
    package var summary: String {
        switch self {
        case .breakCycle:
            "invert the cheapest edges of the cycle's component (or add an interface module both sides depend on)"
        case .declareDependency:
            "declare the dependency in Package.swift (or delete the import)"
        case .removeDependency:
            "delete the dependency from Package.swift"
        case .introduceDomainType:
            "introduce a domain type, mapped from the confined type by the module that declares it"
        case .invertDependency:
            "the importer declares a protocol, the imported module conforms, the composition root injects it (between features, a routing protocol the composition root implements)"
        case .none(let reason):
            "by hand (no plan): \(reason)"
        }
    }
}
