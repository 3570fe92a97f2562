import Foundation
import ArchLintSupport
import ArchLintSyntax

/// Type-checks Swift modules with `swiftc` directly, without SwiftPM: SampleProject breaks its
/// architecture on purpose (Network imports Data, which depends on Network), and SwiftPM
/// refuses to build a package whose modules import each other.
///
/// Modules are handled in dependency order (strongly connected components of their imports,
/// each after those it imports). Each module's interface is emitted with function bodies
/// skipped, then every module is type-checked in full against the others' interfaces.
///
/// swiftc cannot compile modules that import each other. In an import cycle, the members are
/// ordered so that each keeps its imports of earlier members (its interface may name their
/// types) and imports later members `@_implementationOnly` (a rewritten copy of the file), so no
/// emitted interface depends back on the module that imports it. Every member is then fully
/// type-checked except the files that import a later member: those take part with that import
/// removed, their declarations checked and their bodies not (`partiallyChecked` lists them). Those
/// files hold the imports that close the cycle, which is what the architecture rules report.
struct ModuleTypeChecker {
    struct Module {
        var name: String
        var files: [String]
        /// SwiftPM generates `Bundle.module` for a target with resources; a stand-in is added.
        var hasResources = false
    }

    let swiftc: String
    /// Where interfaces and rewritten files are written.
    let work: String

    /// The files whose bodies could not be type-checked (they close an import cycle).
    final class Outcome {
        var errors: [String: String] = [:]
        var partiallyChecked: [String] = []
    }

    /// The compiler's errors per module that does not type-check; empty when all do.
    func check(_ modules: [Module]) throws -> Outcome {
        let outcome = Outcome()
        let output = (work as NSString).appendingPathComponent("modules")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var byName: [String: Module] = [:]
        for var module in modules {
            if module.hasResources {
                let accessor = (work as NSString).appendingPathComponent("\(module.name)-resources.swift")
                try
                    "import Foundation\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n"
                    .write(toFile: accessor, atomically: true, encoding: .utf8)
                module.files.append(accessor)
            }
            byName[module.name] = module
        }
        var imports: [String: Set<String>] = [:]
        var importsByFile: [String: Set<String>] = [:]
        for module in byName.values {
            for scan in ImportScanner.scanFiles(module.files) {
                importsByFile[scan.path] = Set(scan.imports.map(\.module)).intersection(byName.keys).subtracting([
                    module.name
                ])
            }
            imports[module.name] = module.files.reduce(into: Set<String>()) { $0.formUnion(importsByFile[$1] ?? []) }
        }

        for component in Self.componentsInDependencyOrder(Array(byName.keys), imports: imports) {
            guard component.count > 1 else {
                if let failure = emitInterface(byName[component[0]]!.files, name: component[0], into: output) {
                    outcome.errors[component[0]] = failure
                }
                continue
            }
            // Empty stand-ins, then the first order of the members in which every interface
            // emits with later members imported implementation-only.
            for name in component {
                let empty = (work as NSString).appendingPathComponent("\(name)-empty.swift")
                try "".write(toFile: empty, atomically: true, encoding: .utf8)
                _ = run([
                    "-emit-module", "-module-name", name, "-parse-as-library", "-I", output,
                    "-emit-module-path", "\(output)/\(name).swiftmodule", empty,
                ])
            }
            var chosen: [String]?
            var failures: [String: String] = [:]
            for order in Self.permutations(component) {
                failures = [:]
                for (position, name) in order.enumerated() {
                    let later = Set(order[(position + 1)...])
                    let files = try rewrite(
                        byName[name]!, importing: later, importsByFile: importsByFile, mode: .implementationOnly)
                    if let failure = emitInterface(files, name: name, into: output) { failures[name] = failure }
                }
                if failures.isEmpty { chosen = order; break }
            }
            guard let order = chosen else {
                outcome.errors.merge(failures) { first, _ in first }
                continue
            }
            for (position, name) in order.enumerated() {
                let later = Set(order[(position + 1)...])
                let module = byName[name]!
                let closing = module.files.filter { !(importsByFile[$0] ?? []).isDisjoint(with: later) }
                guard !closing.isEmpty else { continue }
                // Checked apart below: the files closing the cycle lose that import.
                let rewritten = try rewrite(module, importing: later, importsByFile: importsByFile, mode: .removed)
                let primaries = module.files.filter { !closing.contains($0) }
                var arguments = [
                    "-frontend", "-typecheck", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-I",
                    output,
                    "-plugin-path", Self.pluginPath(swiftc),
                ]
                for (original, file) in zip(module.files, rewritten) {
                    arguments += primaries.contains(original) ? ["-primary-file", file] : [file]
                }
                if let failure = run(arguments) { outcome.errors[name] = failure }
                outcome.partiallyChecked += closing
                byName[name]!.files = []  // done
            }
        }
        for name in byName.keys.sorted() where outcome.errors[name] == nil && !byName[name]!.files.isEmpty {
            if let failure = run(
                ["-typecheck", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-I", output]
                    + byName[name]!.files)
            {
                outcome.errors[name] = failure
            }
        }
        outcome.partiallyChecked.sort()
        return outcome
    }

    enum Rewrite { case implementationOnly, removed }

    /// The module's files, those importing one of `modules` copied with that import rewritten.
    func rewrite(_ module: Module, importing modules: Set<String>, importsByFile: [String: Set<String>], mode: Rewrite)
        throws -> [String]
    {
        let folder = (work as NSString).appendingPathComponent(
            "rewritten-\(module.name)-\(mode == .removed ? "removed" : "implementation-only")")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try module.files.map { file in
            guard !(importsByFile[file] ?? []).isDisjoint(with: modules) else { return file }
            var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            for index in lines.indices {
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                for name in modules where trimmed == "import \(name)" {
                    lines[index] = mode == .removed ? "" : "@_implementationOnly import \(name)"
                }
            }
            let copy = (folder as NSString).appendingPathComponent((file as NSString).lastPathComponent)
            try lines.joined(separator: "\n").write(toFile: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }

    /// Emits the module's interface, bodies skipped; nil on success, else the errors.
    func emitInterface(_ files: [String], name: String, into output: String) -> String? {
        run(
            [
                "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6",
                "-Xfrontend", "-experimental-skip-all-function-bodies", "-I", output,
                "-emit-module-path", "\(output)/\(name).swiftmodule",
            ] + files)
    }

    /// The compiler plugins (macros such as `@Observable`) of the toolchain; the driver passes
    /// this to the frontend, a `-frontend` invocation must say it.
    static func pluginPath(_ swiftc: String) -> String {
        (((swiftc as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("lib/swift/host/plugins")
    }

    static func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[String]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// Runs swiftc; nil when it exits 0, else its error output. Through archlint's own runner:
    /// its pipes reach no other child (see SpawnDescriptors), and it has a time limit.
    func run(_ arguments: [String]) -> String? {
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(
                executable: swiftc, arguments: arguments, currentDirectory: work, timeout: 600)
        } catch {
            return "cannot run swiftc: \(error)"
        }
        guard result.exitCode != 0 else { return nil }
        let text = String(decoding: result.standardOutput + result.standardError, as: UTF8.self)
        return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
    }

    /// Strongly connected components, each after every component it imports.
    static func componentsInDependencyOrder(_ names: [String], imports: [String: Set<String>]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:], lowLinks: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var components: [[String]] = []
        func visit(_ name: String) {
            indices[name] = index; lowLinks[name] = index; index += 1
            stack.append(name); onStack.insert(name)
            for next in (imports[name] ?? []).sorted() {
                if indices[next] == nil {
                    visit(next)
                    lowLinks[name] = min(lowLinks[name]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[name] = min(lowLinks[name]!, indices[next]!)
                }
            }
            if lowLinks[name] == indices[name] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == name { break }
                }
                components.append(component.sorted())
            }
        }
        for name in names.sorted() where indices[name] == nil { visit(name) }
        // Tarjan's algorithm finishes a component after every component it reaches.
        return components
    }
}
