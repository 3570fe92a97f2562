import ArchLintSupport
import ArchLintPackage

/// The module archlint takes for the composition root (the one that builds the object graph and
/// injects implementations) when the rules file names none, and why.
///
/// An application target of an Xcode project (app, App Clip, watch app) is the composition root
/// of what it ships. With several, the one that reaches the most workspace modules through
/// declared and imported edges (the main app, not a preview app that links one feature), ties
/// broken by name. Without any, the executable target that reaches the most modules (in a
/// client/server monorepo the server, not a cron job). Without either, none.
package struct InferredCompositionRoot: Sendable, Hashable, Codable {
    /// The module's name.
    package var module: String
    /// Why it was chosen, one clause (`the application target of BankingApp.xcodeproj`).
    package var reason: String

    package init(module: String, reason: String) {
        self.module = module
        self.reason = reason
    }
}

extension ModuleGraph {
    /// The composition root to assume when the rules file names none; see
    /// `InferredCompositionRoot`.
    package func inferredCompositionRoot() -> InferredCompositionRoot? {
        let apps = moduleNames.filter { name in
            if case .xcode(let kind)? = modules[name]?.kind { return kind.isApplication }
            return false
        }
        if !apps.isEmpty {
            let chosen = widest(apps)
            // An Xcode project is named by its folder (Shop.xcodeproj); another source's manifest
            // (a Tuist Project.swift) by the file and its folder, when that is not the root.
            let project: String
            if let path = modules[chosen]?.manifestPath, let kind = modules[chosen]?.manifestKind {
                project =
                    kind == .xcodeProject
                    ? XcodePath.basename(of: XcodePath.parent(of: path))
                    : "its \(kind.fileName)"
            } else {
                project = "its project"
            }
            if apps.count == 1 {
                return InferredCompositionRoot(module: chosen, reason: "the application target of \(project)")
            }
            let others = apps.filter { $0 != chosen }
            let shown =
                others.count > 4
                ? others.prefix(4).joined(separator: ", ") + " and \(others.count - 4) more"
                : others.joined(separator: ", ")
            return InferredCompositionRoot(
                module: chosen,
                reason:
                    "of the \(apps.count) application targets, the one that reaches the most modules "
                    + "(\(reach(of: chosen))); the others: \(shown)"
            )
        }
        let executables = moduleNames.filter { modules[$0]?.kind == .target(.executable) }
        guard !executables.isEmpty else { return nil }
        let chosen = widest(executables)
        if executables.count == 1 {
            return InferredCompositionRoot(
                module: chosen, reason: "the executable target (no Xcode application target)")
        }
        return InferredCompositionRoot(
            module: chosen,
            reason:
                "of the \(executables.count) executable targets, the one that reaches the most modules "
                + "(\(reach(of: chosen))); no Xcode application target"
        )
    }

    /// The candidate that reaches the most targets, ties by name (`candidates` sorted).
    private func widest(_ candidates: [String]) -> String {
        var best = candidates[0]
        var bestReach = reach(of: best)
        for candidate in candidates.dropFirst() {
            let reach = reach(of: candidate)
            if reach > bestReach { (best, bestReach) = (candidate, reach) }
        }
        return best
    }

    /// How many workspace targets `module` reaches through declared and imported edges.
    func reach(of module: String) -> Int {
        var seen: Set<String> = [module]
        var pending = [module]
        while let next = pending.popLast() {
            for successor in importedModules(of: next) + declaredDependencies(of: next).map(\.key.to)
            where modules[successor]?.kind.isTarget == true && seen.insert(successor).inserted {
                pending.append(successor)
            }
        }
        return seen.count - 1
    }
}
