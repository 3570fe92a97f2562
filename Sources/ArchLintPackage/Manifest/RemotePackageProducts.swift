import Foundation
import ArchLintSupport

/// The products of the workspace's remote packages (`.package(url:)`), read from their manifests
/// where SwiftPM or Xcode resolved them on disk, so a product maps to the modules it vends
/// (`ComposableArchitecture` from product `ComposableArchitecture`, but `FirebaseAuth` and
/// `FirebaseCore` from one product). A package not found on disk keeps the assumption that each
/// product is one module of the same name, and the run says so.
package struct RemotePackageProducts: Sendable, Equatable {
    /// Product name to its targets (module names), by package identity (lowercased).
    package var products: [String: [String: [String]]]
    /// Identities of remote packages with no checkout on disk (or whose manifest failed to load), sorted.
    package var unresolved: [String]

    package init(products: [String: [String: [String]]] = [:], unresolved: [String] = []) {
        self.products = products
        self.unresolved = unresolved
    }

    /// Where resolved checkouts live, for a package at `packageRoot` in a workspace at `root`:
    /// SwiftPM's `.build/checkouts` (of the package or of the root), and the `SourcePackages`
    /// folder Xcode or `xcodebuild -clonedSourcePackagesDirPath` fill.
    static func checkoutFolders(packageRoot: String, root: String) -> [String] {
        var folders = [(packageRoot as NSString).appendingPathComponent(".build/checkouts")]
        if root != packageRoot { folders.append((root as NSString).appendingPathComponent(".build/checkouts")) }
        folders.append((root as NSString).appendingPathComponent("SourcePackages/checkouts"))
        return folders
    }

    /// The checkout folder's name SwiftPM uses: the URL's last component without `.git`.
    static func checkoutName(_ location: String) -> String {
        var name = (location as NSString).lastPathComponent
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// Reads the products of every remote dependency of `packages` that has a checkout on disk,
    /// dumping their manifests with `loader` (cached like any manifest) in parallel.
    package static func load(
        for packages: [LoadedManifest], root: String, loader: ManifestLoader,
        recorder: InputRecorder? = nil
    ) -> RemotePackageProducts {
        // identity -> the checkout to read (first found), or nil when none exists.
        var checkouts: [String: String?] = [:]
        for package in packages {
            for dependency in package.manifest.dependencies {
                guard case .sourceControl(let location) = dependency.location,
                    checkouts[dependency.identity.lowercased()] == nil
                else { continue }
                let name = checkoutName(location)
                var found: String?
                for folder in checkoutFolders(packageRoot: package.packageRoot, root: root) {
                    for candidate in Set([name, dependency.identity]).sorted() {
                        let directory = (folder as NSString).appendingPathComponent(candidate)
                        let manifest = (directory as NSString).appendingPathComponent("Package.swift")
                        recorder?.record(manifest)
                        if found == nil, FileManager.default.fileExists(atPath: manifest) { found = directory }
                    }
                }
                checkouts[dependency.identity.lowercased()] = .some(found)
            }
        }
        let identities = checkouts.keys.sorted()
        let directories = identities.map { checkouts[$0] ?? nil }
        let loaded = ParallelMap.map(directories) { directory -> LoadedManifest? in
            guard let directory else { return nil }
            return try? loader.load(.package(directory: directory), packageRoot: directory)
        }
        var result = RemotePackageProducts()
        for (identity, manifest) in zip(identities, loaded) {
            guard let manifest else {
                result.unresolved.append(identity)
                continue
            }
            var products: [String: [String]] = [:]
            for product in manifest.manifest.products where product.kind == .library {
                products[product.name] = product.targets
            }
            result.products[identity] = products
        }
        return result
    }
}
