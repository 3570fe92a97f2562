// Fuzz target: `archlint fix`'s project.pbxproj editor on mutated projects. A project the reader
// reads is given changes taken from it (link a product another target links, unlink a linked
// product, link a product of a referenced package to every target at once); every edit made
// must leave a project that still reads and shows the change, or be refused.
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let root = "/nonexistent-archlint-fuzz"
    let projectPath = root + "/App.xcodeproj"
    let path = projectPath + "/project.pbxproj"
    let project = XcodeProjectReader.read(projectFileBytes: bytes, projectPath: projectPath, root: root)
    guard project.isReadable, let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let targets = Array(project.targets.prefix(4))
    var changes: [DependencyChange] = []
    let linked = targets.flatMap { target in target.packageProducts.map { (target, $0) } }
    for (target, product) in linked.prefix(2) {
        let identity = XcodeProjectFile.identity(of: product.package) ?? product.productName.lowercased()
        changes.append(.remove(module: target.name, name: product.productName, package: identity))
        for other in targets where other.name != target.name {
            changes.append(
                .add(
                    module: other.name, dependency: .product(name: product.productName, package: identity),
                    packageEntry: nil))
        }
    }
    if let (_, product) = linked.first, let identity = XcodeProjectFile.identity(of: product.package) {
        for target in targets {
            changes.append(
                .add(
                    module: target.name, dependency: .product(name: "FuzzProduct", package: identity), packageEntry: nil
                ))
        }
    }
    for change in changes {
        guard case .success(let edit) = XcodeProjectEditor.edit(change, in: text, path: path) else { continue }
        check(edit.edited, shows: [change], projectPath: projectPath, root: root)
    }
    let batch = XcodeProjectEditor.edit(changes, in: text, path: path)
    if batch.outcomes.contains(where: { if case .success = $0 { true } else { false } }) {
        check(batch.edited, shows: [], projectPath: projectPath, root: root)
    }
    return 0
}

/// Stops the run (a finding) when `text` no longer reads, or does not show a change.
func check(_ text: String, shows changes: [DependencyChange], projectPath: String, root: String) {
    let project = XcodeProjectReader.read(projectFileBytes: Array(text.utf8), projectPath: projectPath, root: root)
    guard project.isReadable else {
        fatalError("an edited project no longer reads (\(project.problems.map(\.description))):\n\(text)")
    }
    for change in changes {
        if let failure = XcodeProjectFile.check(change, in: project) { fatalError("\(failure):\n\(text)") }
    }
}
