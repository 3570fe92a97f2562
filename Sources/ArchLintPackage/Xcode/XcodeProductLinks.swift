import ArchLintSupport

/// Links between the projects of a workspace: a target whose Frameworks phase links a product
/// by file name (`Storage.framework` in `BUILT_PRODUCTS_DIR`) links the target that builds it,
/// in whichever project of the workspace that target is.
///
/// This is how Xcode builds a workspace: every target of every project puts its product in one
/// build products folder, a target links what it finds there by name, and the scheme's "Find
/// Implicit Dependencies" builds the target whose product has that name first, in any project
/// the workspace (or a project's project references) names. So the link is resolved by the
/// product's file name (`Storage.framework`, `libKit.a`) among the targets of every project
/// read, keeping those that build for a platform the linking target builds for (an iOS and a
/// watchOS `Shared.framework` are two products, each in its platform's products folder), then
/// those of the linking target's own project. A name two targets still share is not guessed: a
/// warning names them. A name no target builds (CocoaPods' `Pods_App.framework`, a Carthage
/// framework) is a product from outside the workspace and is left alone.
package enum XcodeProductLinks {
    /// `projects` with every linked product a target of them builds added to the linking
    /// target's `linkedTargets` (and removed from its `linkedProducts`), and a warning in the
    /// linking project's problems for every ambiguous name.
    package static func resolve(_ projects: [XcodeProject]) -> [XcodeProject] {
        struct Builder {
            var reference: XcodeTargetReference
            var platforms: [String]
        }
        var builders: [String: [Builder]] = [:]
        for project in projects {
            for target in project.targets where !target.productFileName.isEmpty {
                builders[target.productFileName, default: []].append(
                    Builder(
                        reference: XcodeTargetReference(project: project.path, target: target.name),
                        platforms: target.platforms))
            }
        }
        guard projects.contains(where: { $0.targets.contains { !$0.linkedProducts.isEmpty } }) else { return projects }
        var result = projects
        for projectIndex in result.indices {
            let project = result[projectIndex]
            for targetIndex in project.targets.indices {
                let target = project.targets[targetIndex]
                guard !target.linkedProducts.isEmpty else { continue }
                let own = XcodeTargetReference(project: project.path, target: target.name)
                var linked = Set(target.linkedTargets)
                var unresolved: [XcodeLinkedProduct] = []
                for product in target.linkedProducts {
                    var candidates = (builders[product.fileName] ?? []).filter { $0.reference != own }
                    // A product of another platform is another product (another products folder).
                    if !target.platforms.isEmpty {
                        candidates = candidates.filter {
                            $0.platforms.isEmpty || !Set($0.platforms).isDisjoint(with: target.platforms)
                        }
                    }
                    if candidates.count > 1 {
                        let sameProject = candidates.filter { $0.reference.project == project.path }
                        if !sameProject.isEmpty { candidates = sameProject }
                    }
                    switch candidates.count {
                    case 0:
                        unresolved.append(product)
                    case 1:
                        linked.insert(candidates[0].reference)
                        // A generator's entry is where the link is written (findings point there).
                        if let file = product.file,
                            result[projectIndex].targets[targetIndex].dependencySites[candidates[0].reference] == nil
                        {
                            result[projectIndex].targets[targetIndex].dependencySites[candidates[0].reference] =
                                SourceLocation(file: file, line: product.line, column: 1)
                        }
                    default:
                        unresolved.append(product)
                        let names = candidates.map {
                            "'\($0.reference.target)' (\(XcodePath.basename(of: $0.reference.project)))"
                        }.sorted()
                        result[projectIndex].problems.append(
                            XcodeProblem(
                                path: product.file ?? project.projectFile, line: product.line, severity: .warning,
                                message:
                                    "'\(target.name)' links '\(product.fileName)', which \(names.count) targets of the "
                                    + "workspace build (\(names.joined(separator: ", "))) for its platforms; "
                                    + "archlint cannot tell which one Xcode links, so this link is not read (give "
                                    + "the products distinct names, or link the target through a project reference)"
                            ))
                    }
                }
                result[projectIndex].targets[targetIndex].linkedTargets = linked.sorted()
                result[projectIndex].targets[targetIndex].linkedProducts = unresolved
            }
            result[projectIndex].problems.sort()
        }
        return result
    }
}
