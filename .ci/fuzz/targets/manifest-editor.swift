// Fuzz target: `archlint fix`'s Package.swift editor on mutated manifests. A manifest the static
// reader reads is given changes taken from it (declare a target of the package, delete a declared
// dependency, declare a product of a package added with it), one by one and as one batch; every
// edit made must leave a manifest that still reads, with the change in it, or be refused.
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let directory = "/nonexistent-archlint-fuzz"
    let path = directory + "/Package.swift"
    guard
        case .read(let manifest, _, _) = StaticManifestReader.read(
            manifest: bytes, manifestPath: path, packageDirectory: directory),
        let text = String(validating: bytes, as: UTF8.self)
    else { return 0 }
    let targets = manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }.prefix(4)
    var changes: [DependencyChange] = []
    for target in targets {
        if let other = targets.first(where: {
            $0.name != target.name && !target.dependencies.map(\.name).contains($0.name)
        }) {
            changes.append(.add(module: target.name, dependency: .target(other.name), packageEntry: nil))
        }
        if let first = target.dependencies.first {
            changes.append(.remove(module: target.name, name: first.name, package: nil))
        }
        changes.append(
            .add(
                module: target.name, dependency: .product(name: "FuzzProduct", package: "fuzz-package"),
                packageEntry: PackageEntry(name: "fuzz-package", expression: #".package(path: "../fuzz-package")"#)))
    }
    for change in changes {
        guard case .success(let edit) = ManifestDependencyEditor.edit(change, in: text, path: path) else { continue }
        check(edit.edited, shows: [change], directory: directory, path: path)
    }
    let batch = ManifestDependencyEditor.edit(changes, in: text, path: path)
    var made: [DependencyChange] = []
    for (change, outcome) in zip(changes, batch.outcomes) {
        if case .success = outcome { made.append(change) }
    }
    if !made.isEmpty { check(batch.edited, shows: [], directory: directory, path: path) }
    return 0
}

/// Stops the run (a finding) when `text` no longer reads, or does not show a change.
func check(_ text: String, shows changes: [DependencyChange], directory: String, path: String) {
    guard
        case .read(let edited, _, _) = StaticManifestReader.read(
            manifest: Array(text.utf8), manifestPath: path,
            packageDirectory: directory)
    else {
        fatalError("an edited manifest no longer reads:\n\(text)")
    }
    for change in changes {
        let dependencies = edited.targets.filter { $0.name == change.module }.flatMap(\.dependencies).map(\.name)
        switch change {
        case .add(_, let dependency, _):
            if !dependencies.contains(dependency.name) {
                fatalError("\(change) is not in the edited manifest:\n\(text)")
            }
        case .remove:
            break  // another element of the same name may remain under #if
        }
    }
}
