import Foundation
import ArchLintSupport

/// The Swift packages a Tuist project can take products from, and the products each vends when
/// its manifest is on disk: local packages, and remote ones resolved into a checkout (`tuist
/// install` writes `Tuist/.build/checkouts`, Tuist 3's `tuist fetch`
/// `Tuist/Dependencies/SwiftPackageManager/.build/checkouts`). Manifests are read statically
/// (`StaticManifestReader`), never run: one outside the declarative subset leaves the package's
/// products unknown.
struct TuistPackageCatalog {
    struct Package {
        var location: XcodePackageProduct.Package
        /// SwiftPM's identity (the last path component, lowercased, without `.git`).
        var identity: String
        /// Library product name to its targets; nil when the manifest could not be read.
        var products: [String: [String]]?
    }

    var packages: [Package] = []
    /// Identities of remote packages with no checkout on disk, sorted.
    var unresolved: [String] = []
    /// Why a package's manifest could not be read statically, by identity.
    var unreadable: [String: String] = [:]

    /// The packages of `locations`, their products read where their manifest is on disk.
    init(locations: [XcodePackageProduct.Package], checkoutFolders: [String], recorder: InputRecorder) {
        var seen = Set<String>()
        for location in locations {
            let identity: String
            var directory: String?
            switch location {
            case .local(let path):
                identity = (path as NSString).lastPathComponent.lowercased()
                directory = path
            case .remote(let url):
                var name = (url as NSString).lastPathComponent
                if name.hasSuffix(".git") { name.removeLast(4) }
                identity = name.lowercased()
                for folder in checkoutFolders where directory == nil {
                    for candidate in Set([name, identity]).sorted() {
                        let path = (folder as NSString).appendingPathComponent(candidate)
                        let manifest = (path as NSString).appendingPathComponent("Package.swift")
                        recorder.record(manifest)
                        if directory == nil, FileManager.default.fileExists(atPath: manifest) { directory = path }
                    }
                }
            case .unspecified:
                continue
            }
            guard seen.insert(identity).inserted else { continue }
            var package = Package(location: location, identity: identity, products: nil)
            if let directory {
                recorder.record((directory as NSString).appendingPathComponent("Package.swift"))
                switch StaticManifestReader.read(packageDirectory: directory) {
                case .read(let manifest, _, _):
                    var products: [String: [String]] = [:]
                    for product in manifest.products where product.kind == .library {
                        products[product.name] = product.targets
                    }
                    package.products = products
                case .declined(_, let reason):
                    unreadable[identity] = reason.description
                }
            } else if case .remote = location {
                unresolved.append(identity)
            }
            packages.append(package)
        }
        unresolved.sort()
    }

    /// The package among `candidates` that vends `product`: the only one whose products include
    /// it; else, when none of those whose products are known does, the only one whose products
    /// are not known (the product must come from one of the packages named).
    func owner(of product: String, among candidates: [Package]) -> Package? {
        let vendors = candidates.filter { $0.products?[product] != nil }
        if vendors.count == 1 { return vendors[0] }
        let unknown = candidates.filter { $0.products == nil }
        if vendors.isEmpty, unknown.count == 1 { return unknown[0] }
        return nil
    }

    /// The dependencies of `Tuist/Package.swift` (Tuist 4), read statically; or why not.
    static func dependencies(
        ofPackageIn directory: String
    ) -> Result<[XcodePackageProduct.Package], StaticManifestDecline> {
        switch StaticManifestReader.read(packageDirectory: directory) {
        case .declined(_, let reason):
            return .failure(reason)
        case .read(let manifest, _, _):
            return .success(
                manifest.dependencies.compactMap { dependency in
                    switch dependency.location {
                    case .fileSystem(let path): .local(path: PathUtilities.standardize(path, relativeTo: directory))
                    case .sourceControl(let location): .remote(url: location)
                    case .registry: nil
                    }
                })
        }
    }
}
