import ArchLintSupport
import ArchLintPackage

/// Which packages of the workspace are ever built together, by manifest path.
///
/// SwiftPM requires a module name to be unique within one package graph: a root package and
/// the packages it depends on, transitively. Xcode resolves one package graph for all the
/// projects it opens: the local packages their targets link, with their dependencies. Two
/// packages that no such graph holds both of (a server package with its own copy of a shared
/// package, beside an app that links the other copy) may define modules of the same name: each
/// builds. archlint keys modules by name, so it checks one of them, but that is no error in the
/// input (issue 25: module identity).
///
/// Every package is a root of its own graph (`swift build` in its folder); the projects
/// together are one more. A `.package(path:)` leading to a folder no manifest was read from
/// adds nothing.
package struct BuildGraphs: Sendable {
    /// Each graph as the manifest paths of its packages.
    private var graphs: [Set<String>] = []
    /// Manifest paths of the packages the projects' graph holds.
    private var projectPackages: Set<String> = []

    package init(packages: [PackageInput] = [], projects: [ProjectInput] = []) {
        var manifestByRoot: [String: String] = [:]
        for input in packages {
            let root = PathUtilities.standardize(input.manifest.packageRoot, relativeTo: "/")
            manifestByRoot[root] = manifestByRoot[root] ?? input.manifestPath
        }
        var dependencies: [String: [String]] = [:]
        for input in packages {
            for dependency in input.manifest.manifest.dependencies {
                guard case .fileSystem(let path) = dependency.location,
                    let manifest = manifestByRoot[PathUtilities.standardize(path, relativeTo: "/")]
                else { continue }
                dependencies[input.manifestPath, default: []].append(manifest)
            }
        }
        func closure(of starts: [String]) -> Set<String> {
            var seen = Set<String>()
            var stack = starts
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += dependencies[next] ?? []
            }
            return seen
        }
        for input in packages { graphs.append(closure(of: [input.manifestPath])) }
        // The projects' graph: every local package a target links. A product whose package is
        // not named is found, as Xcode finds it, among the local packages the projects
        // reference; only when none of them vends it does any package vending it count.
        let products = projects.flatMap { $0.project.targets.flatMap(\.packageProducts) }
        var linked: [String] = []
        for product in products {
            guard case .local(let path) = product.package,
                let manifest = manifestByRoot[PathUtilities.standardize(path, relativeTo: "/")]
            else { continue }
            linked.append(manifest)
        }
        let referenced = Set(linked)
        for product in products where product.package == .unspecified {
            let vendors = packages.filter { $0.manifest.manifest.products.contains { $0.name == product.productName } }
            let found = vendors.filter { referenced.contains($0.manifestPath) }
            linked += (found.isEmpty ? vendors : found).map(\.manifestPath)
        }
        projectPackages = closure(of: linked)
        if !projectPackages.isEmpty { graphs.append(projectPackages) }
    }

    /// Whether some build holds both packages (by manifest path).
    package func builtTogether(_ first: String, _ second: String) -> Bool {
        first == second || graphs.contains { $0.contains(first) && $0.contains(second) }
    }

    /// Whether the projects' build holds the package (it is the copy the app links).
    package func isLinkedByProjects(_ manifest: String) -> Bool {
        projectPackages.contains(manifest)
    }
}
