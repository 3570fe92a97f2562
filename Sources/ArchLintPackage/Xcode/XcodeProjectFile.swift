/// `project.pbxproj` as a file `archlint fix` edits: changed by `XcodeProjectEditor`, and read
/// back by archlint's own project reader (there is no `xcodebuild` to ask on Linux): the
/// project must still be readable, and each changed target must now link (or no longer link)
/// the dependency.
package struct XcodeProjectFile: DependencyDeclarationFile {
    /// The `project.pbxproj` file.
    package var path: String

    package init(path: String) {
        self.path = path
    }

    package func edit(_ change: DependencyChange, in text: String) -> Result<DeclarationEdit, DeclarationEditFailure> {
        XcodeProjectEditor.edit(change, in: text, path: path)
    }

    package func edit(_ changes: [DependencyChange], in text: String) -> DeclarationBatch {
        XcodeProjectEditor.edit(changes, in: text, path: path)
    }

    package func validate() -> String? {
        validate(after: [])
    }

    package func validate(after changes: [DependencyChange]) -> String? {
        let projectFolder = XcodePath.parent(of: path)
        // The project's own folder bounds what the reader may open: only the project file matters here.
        let project = XcodeProjectReader.read(projectPath: projectFolder, root: XcodePath.parent(of: projectFolder))
        let errors = project.problems.filter { $0.severity == .error }
        if !errors.isEmpty { return errors.map(\.description).joined(separator: "\n") }
        var failures: [String] = []
        for change in changes {
            if let failure = Self.check(change, in: project) { failures.append("\(path): \(failure)") }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n")
    }

    /// Why the project as read does not show `change`, if it does not.
    package static func check(_ change: DependencyChange, in project: XcodeProject) -> String? {
        let prefix = project.name + "/"
        let module = change.module
        let matches = project.targets.filter { $0.name == module }
        guard
            let target = matches.first
                ?? (module.hasPrefix(prefix)
                    ? project.targets.first { $0.name == String(module.dropFirst(prefix.count)) } : nil)
        else {
            return "target '\(module)' is no longer read from the project"
        }
        switch change {
        case .add(_, .product(let name, let package), _):
            // A product of a package dragged into the project names no package.
            let linked = target.packageProducts.contains {
                $0.productName == name && [nil, package.lowercased()].contains(identity(of: $0.package))
            }
            return linked
                ? nil : "target '\(target.name)' does not link product \(name) of package '\(package)' as read back"
        case .add(_, .target(let name), _), .add(_, .project(let name, _), _):
            let reference = XcodeTargetReference(project: project.path, target: name)
            return target.linkedTargets.contains(reference)
                ? nil : "target '\(target.name)' does not link target \(name) as read back"
        case .remove(_, let name, let package):
            // Another product of that name may remain when it comes from another package.
            let products = target.packageProducts.filter { $0.productName == name }
            let remaining = products.filter { product in
                guard let package, let identity = identity(of: product.package) else { return true }
                return identity == package.lowercased()
            }
            let reference = XcodeTargetReference(project: project.path, target: name)
            if !remaining.isEmpty || target.linkedTargets.contains(reference)
                || target.targetDependencies.contains(reference)
            {
                return "target '\(target.name)' still links \(name) as read back"
            }
            return nil
        }
    }

    /// SwiftPM's identity of a product's package: its folder's or URL's last component, without
    /// `.git`, lowercased.
    package static func identity(of package: XcodePackageProduct.Package) -> String? {
        switch package {
        case .local(let path):
            return XcodePath.basename(of: path).lowercased()
        case .remote(let url):
            return XcodeProjectEditor.packageName(ofURL: url).lowercased()
        case .unspecified:
            return nil
        }
    }
}
