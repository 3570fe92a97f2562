/// How a rule kind's findings are fixed: the plan `FixPlanner` computes for each of them.
///
/// Every rule kind states its strategy in its `RuleDescription` (there is no default), so a new
/// kind cannot silently go without a plan: it says which plan fits, or why none does.
package enum FixStrategy: Sendable, Hashable {
    /// An import cycle: invert the cheapest edges of its strongly connected component, or add an
    /// interface module both sides depend on.
    case breakCycle
    /// An import Package.swift does not declare: declare it with a minimal edit of the manifest
    /// (or delete the import); never when the declaration would close a cycle.
    case declareDependency
    /// A declared dependency nothing imports: delete it from Package.swift, unless it is used
    /// without an import (then add the import), linked for its side effects, or links what a
    /// target imports without declaring (then keep it).
    case removeDependency
    /// A confined type (a DTO) used outside its module: a domain type the module maps it to.
    case introduceDomainType
    /// An import between targets the architecture forbids: the plan fits what crosses the edge
    /// (see `CrossingPlans`): delete an unused import, move protocols, value types or shared
    /// components down, route screens through the composition root, let the root present a child
    /// feature, or have the importer own a protocol the imported module (or the root) conforms to
    /// and the root injects. Imports of modules outside the workspace (SDK, third-party
    /// libraries) get no plan: nothing there can conform.
    case invertDependency
    /// No mechanical plan: `reason` says what to do by hand, and why no plan is computed.
    case none(reason: String)

    /// One line for the docs (`archlint rules KIND`, the README).
    package var summary: String {
        switch self {
        case .breakCycle:
            "invert the cheapest edges of the cycle's component (or add an interface module both sides depend on)"
        case .declareDependency:
            "declare the dependency in Package.swift, one element added in the manifest's spelling, or for an Xcode "
                + "target link the product in its project (or delete the import); `archlint fix` makes the edit"
        case .removeDependency:
            "delete the dependency from Package.swift, or for an Xcode target unlink it in its project, unless it is "
                + "used without an import (add the import) or linked for a reason (keep it); `archlint fix` makes the "
                + "edit"
        case .introduceDomainType:
            "introduce a domain type, mapped from the confined type by the module that declares it"
        case .invertDependency:
            "chosen from what crosses the edge: delete an unused import; move protocols, values or shared components "
                + "down; route screens through the composition root; or the importer declares a protocol, the imported "
                + "module (or the root) conforms, the composition root injects it"
        case .none(let reason):
            "by hand (no plan): \(reason)"
        }
    }
}
