import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Manifest fixes for Xcode targets: a dependency is declared by linking in the project (a
/// package product, a framework target), never by editing a Package.swift. The plan says what to
/// link or unlink and where the target is defined in `project.pbxproj`; it carries no manifest
/// fragment, since nothing is written into a Package.swift.
extension FixPlanner {
    /// What `edge.to` is linked as: a package product, a framework target, or an outside
    /// product.
    func linkable(_ edge: EdgeKey) -> String {
        let to = graph.modules[edge.to]
        switch to?.kind {
        case .xcode?:
            return "framework target '\(edge.to)'"
        case .target?:
            // The product other modules link to get it, when one does.
            let product = graph.declared.lazy.compactMap { declared -> String? in
                guard declared.key.to == edge.to, case .product(let name, _, _) = declared.reference else { return nil }
                return name
            }.first ?? edge.to
            let package = to?.package.map { " of package \($0)" } ?? ""
            return product == edge.to ? "product \"\(product)\"\(package)" : "product \"\(product)\"\(package) (it vends \(edge.to))"
        default:
            return "package product \"\(edge.to)\""
        }
    }

    func linkPlan(_ edge: EdgeKey) -> FixPlan {
        let what = linkable(edge)
        return FixPlan(
            situation: .declareDependency,
            summary: "link \(what) to target '\(edge.from)' in Xcode, under General > Frameworks and Libraries",
            steps: ["in Xcode, select target '\(edge.from)' and add \(what) under General > Frameworks and Libraries (Build Phases > Link Binary With Libraries)",
                    "or, if \(edge.from) should not depend on \(edge.to), delete the import"],
            ownerModule: edge.from, manifestLocation: graph.modules[edge.from]?.declaration)
    }

    func unlinkPlan(_ edge: EdgeKey) -> FixPlan {
        let declared = graph.declaredDependencies(of: edge.from).first { $0.key.to == edge.to }
        var what = linkable(edge)
        if case .product(let name, _, _)? = declared?.reference { what = "package product \"\(name)\"" }
        if case .target(let name)? = declared?.reference { what = "target '\(name)'" }
        return FixPlan(
            situation: .removeDependency,
            summary: "unlink \(what) from target '\(edge.from)' in Xcode, under General > Frameworks and Libraries and Build Phases > Target Dependencies",
            steps: ["in Xcode, select target '\(edge.from)' and remove \(what) under General > Frameworks and Libraries and Build Phases > Target Dependencies"],
            ownerModule: edge.from, manifestLocation: declared?.location ?? graph.modules[edge.from]?.declaration)
    }
}
