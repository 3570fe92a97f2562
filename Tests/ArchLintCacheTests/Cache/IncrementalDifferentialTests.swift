import Foundation
import Testing
import ArchLintSupport
import ArchLintCLI
import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The incremental result equals a `--no-cache` run, byte for byte, after random edits of a
/// small package: sources added, removed, renamed and moved between modules; imports, declarations
/// and uses changed; targets and dependencies added to and removed from the manifest; the rules
/// file rewritten or deleted. Seeded and deterministic; every edit lands within the same second
/// as the cache entries it invalidates, so entries are vouched for by content, not only stamps.
///
/// Runs in process with static manifest reading: no `swift` process, no timing.
@Suite struct IncrementalDifferentialTests {
    /// One source file of the model: what it imports, declares and uses.
    struct SourceModel: Equatable {
        var imports: [String]
        /// Public types it declares; a `View` conformance makes the module show screens.
        var declares: [(name: String, isView: Bool)]
        /// Types of other modules (or its own) it names.
        var uses: [String]
        /// Writes `URLSession` (an HTTP fact for role inference).
        var performsHTTP: Bool
        /// Imports under `#if FLAG` (module, flag): never compiled unless some target defines the
        /// flag, so the never-compiled verdicts depend on the manifest's `.define`s.
        var conditionalImports: [(module: String, flag: String)] = []

        static func == (lhs: SourceModel, rhs: SourceModel) -> Bool { lhs.text == rhs.text }

        var text: String {
            var lines = imports.map { "import \($0)" }
            for (module, flag) in conditionalImports {
                lines += ["#if \(flag)", "import \(module)", "#endif"]
            }
            lines.append("")
            for (name, isView) in declares {
                lines.append("public struct \(name)\(isView ? ": View" : "") {")
                lines.append("    public init() {}")
                lines.append("    public func run() -> Int { 1 }")
                if isView { lines.append("    public var body: some View { EmptyView() }") }
                lines.append("}")
            }
            for (index, use) in uses.enumerated() {
                lines.append("func use\(index)() -> Int { \(use)().run() }")
            }
            if performsHTTP { lines.append("let session = URLSession.shared") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// The package: targets with declared dependencies, files by path relative to the root.
    struct PackageModel {
        var targets: [String: [String]]
        /// Flags each target defines (`swiftSettings: [.define(...)]`).
        var defines: [String: [String]] = [:]
        var files: [String: SourceModel]
        var rulesVariant: Int

        var manifest: String {
            var text =
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shop\",\n    targets: [\n"
            for name in targets.keys.sorted() {
                let kind = name == "App" ? "executableTarget" : "target"
                let dependencies = targets[name]!.map { "\"\($0)\"" }.joined(separator: ", ")
                let flags = (defines[name] ?? []).map { ".define(\"\($0)\")" }.joined(separator: ", ")
                let settings = flags.isEmpty ? "" : ", swiftSettings: [\(flags)]"
                text += "        .\(kind)(name: \"\(name)\", dependencies: [\(dependencies)]\(settings)),\n"
            }
            return text + "    ]\n)\n"
        }

        /// Rules that read names, roles, symbols (plans) and suppressions; nil: no rules file
        /// (the recommended preset, by role).
        var rules: String? {
            switch rulesVariant {
            case 0: return nil
            case 1:
                return """
                    {"groups": {"app": ["App"], "features": ["*Feature"], "core": ["Core*"]},
                     "rules": [
                       {"id": "layered", "kind": "layers", "layers": ["@app", "@features", "@core"]},
                       {"id": "feature-isolation", "kind": "independent", "modules": "@features"},
                       {"id": "no-cycles", "kind": "acyclic"},
                       {"id": "declared-imports", "kind": "implicit-dependency"},
                       {"id": "unused", "kind": "unused-dependency"}
                     ]}
                    """
            case 2:
                return """
                    {"extends": ["modular-app"], "compositionRoot": "App",
                     "rules": [{"id": "declared-imports", "kind": "implicit-dependency", "severity": "warning"}]}
                    """
            default:
                return """
                    {"roles": {"CoreStorage": "data"},
                     "extends": ["recommended"],
                     "rules": [{"id": "no-storage-in-features", "kind": "forbidden", "from": "*Feature", "to": "CoreStorage"}]}
                    """
            }
        }
    }

    static let systemModules = ["Foundation", "SwiftUI"]
    static let flags = ["USE_STORAGE", "LEGACY_UI"]

    /// Applies one random edit to the model; returns what it did (for failure messages).
    static func edit(_ model: inout PackageModel, _ rng: inout SplitMix64) -> String {
        let modules = model.targets.keys.sorted()
        let paths = model.files.keys.sorted()
        func randomSource(in module: String) -> SourceModel {
            let importable = modules.filter { $0 != module } + systemModules
            let imports = Array(Set((0..<rng.below(3)).map { _ in rng.pick(importable) })).sorted()
            let declared = (0..<(1 + rng.below(2))).map { _ in
                (name: "\(module)Type\(rng.below(6))", isView: rng.below(4) == 0)
            }
            let known = model.files.values.flatMap { $0.declares.map(\.name) }.sorted()
            let uses = known.isEmpty ? [] : (0..<rng.below(3)).map { _ in rng.pick(known) }
            return SourceModel(imports: imports, declares: declared, uses: uses, performsHTTP: rng.below(5) == 0)
        }
        func module(of path: String) -> String { String(path.split(separator: "/")[1]) }
        switch rng.below(14) {
        case 0:
            let module = rng.pick(modules)
            let path = "Sources/\(module)/File\(rng.below(1000)).swift"
            model.files[path] = randomSource(in: module)
            return "add \(path)"
        case 1 where paths.count > 3:
            let path = rng.pick(paths)
            model.files[path] = nil
            return "remove \(path)"
        case 2 where !paths.isEmpty:
            let path = rng.pick(paths)
            let target = rng.below(2) == 0 ? module(of: path) : rng.pick(modules)
            let moved = "Sources/\(target)/Renamed\(rng.below(1000)).swift"
            model.files[moved] = model.files.removeValue(forKey: path)
            return "rename \(path) -> \(moved)"
        case 3 where !paths.isEmpty:
            let path = rng.pick(paths)
            let importable = modules.filter { $0 != module(of: path) } + systemModules
            var source = model.files[path]!
            if !source.imports.isEmpty, rng.below(2) == 0 {
                source.imports.remove(at: rng.below(source.imports.count))
            } else {
                source.imports = Array(Set(source.imports + [rng.pick(importable)])).sorted()
            }
            model.files[path] = source
            return "imports of \(path)"
        case 4 where !paths.isEmpty:
            let path = rng.pick(paths)
            let fresh = randomSource(in: module(of: path))
            model.files[path]!.declares = fresh.declares
            model.files[path]!.uses = fresh.uses
            model.files[path]!.performsHTTP = fresh.performsHTTP
            return "symbols of \(path)"
        case 5:
            let from = rng.pick(modules)
            let to = rng.pick(modules.filter { $0 != from })
            if let index = model.targets[from]!.firstIndex(of: to) {
                model.targets[from]!.remove(at: index)
                return "manifest: \(from) no longer depends on \(to)"
            }
            model.targets[from]!.append(to)
            model.targets[from]!.sort()
            return "manifest: \(from) depends on \(to)"
        case 6:
            let name = rng.pick(["SearchFeature", "CoreLogging", "CoreDesign", "SettingsFeature"])
            if model.targets[name] != nil {
                model.targets[name] = nil
                for key in model.targets.keys { model.targets[key]!.removeAll { $0 == name } }
                return "manifest: target \(name) removed (its files stay on disk)"
            }
            model.targets[name] = name.hasPrefix("Core") ? [] : ["CoreModels"]
            model.files["Sources/\(name)/\(name).swift"] = randomSource(in: name)
            return "manifest: target \(name) added"
        case 7:
            model.rulesVariant = (model.rulesVariant + 1 + rng.below(3)) % 4
            return "rules variant \(model.rulesVariant)"
        case 8 where !paths.isEmpty:
            // A suppression comment on the first import of a file.
            let path = rng.pick(paths)
            guard let first = model.files[path]!.imports.first else { return "nothing" }
            model.files[path]!.imports[0] =
                "\(first)  // archlint:disable-line feature-isolation declared-imports -- accepted"
            return "suppression in \(path)"
        case 9 where !paths.isEmpty:
            // An import only some build compiles: the edge exists while a target defines the flag.
            let path = rng.pick(paths)
            let importable = modules.filter { $0 != module(of: path) } + systemModules
            if !model.files[path]!.conditionalImports.isEmpty, rng.below(3) == 0 {
                model.files[path]!.conditionalImports.removeLast()
                return "conditional import removed from \(path)"
            }
            let added = (module: rng.pick(importable), flag: rng.pick(Self.flags))
            model.files[path]!.conditionalImports.append(added)
            return "import \(added.module) under #if \(added.flag) in \(path)"
        case 10:
            // A `.define` added or removed: every conditional import's verdict may change.
            let target = rng.pick(modules)
            let flag = rng.pick(Self.flags)
            if let index = model.defines[target]?.firstIndex(of: flag) {
                model.defines[target]!.remove(at: index)
                return "manifest: \(target) no longer defines \(flag)"
            }
            model.defines[target, default: []].append(flag)
            return "manifest: \(target) defines \(flag)"
        case 11:
            // A module renamed with its folder; imports of the old name stay and name nothing.
            let old = rng.pick(modules.filter { $0 != "App" })
            let new = old.hasSuffix("2") ? String(old.dropLast()) : old + "2"
            guard model.targets[new] == nil else { return "nothing" }
            model.targets[new] = model.targets.removeValue(forKey: old)
            model.defines[new] = model.defines.removeValue(forKey: old)
            for key in model.targets.keys {
                model.targets[key] = model.targets[key]!.map { $0 == old ? new : $0 }.sorted()
            }
            for path in paths where module(of: path) == old {
                let moved = "Sources/\(new)/" + path.split(separator: "/").dropFirst(2).joined(separator: "/")
                model.files[moved] = model.files.removeValue(forKey: path)
            }
            return "manifest: target \(old) renamed \(new) (folder moved)"
        case 12 where !paths.isEmpty:
            // An import of the module the rename above leaves behind, or of its new name.
            let path = rng.pick(paths)
            let name = rng.pick(["CoreModels", "CoreModels2", "CoreStorage2", "ProfileFeature2"])
            model.files[path]!.imports = Array(Set(model.files[path]!.imports + [name])).sorted()
            return "import \(name) in \(path)"
        default:
            return "nothing"
        }
    }

    /// Writes the model; files of the model not changed keep their stamps.
    static func write(_ model: PackageModel, previous: PackageModel?, to directory: TemporaryDirectory) throws {
        func put(_ relative: String, _ text: String) throws {
            if (try? String(contentsOfFile: directory.path(relative), encoding: .utf8)) != text {
                try directory.write(relative, text)
            }
        }
        try put("Package.swift", model.manifest)
        if let rules = model.rules {
            try put("archlint.json", rules)
        } else {
            try? FileManager.default.removeItem(atPath: directory.path("archlint.json"))
        }
        for path in previous?.files.keys.sorted() ?? [] where model.files[path] == nil {
            try FileManager.default.removeItem(atPath: directory.path(path))
        }
        for (path, source) in model.files.sorted(by: { $0.key < $1.key }) {
            try put(path, source.text)
        }
    }

    static func check(_ root: String, cached: Bool) -> (code: Int32, output: String, errors: String) {
        let output = Locked("")
        let errors = Locked("")
        let code = CommandLineTool.run(
            arguments: ["check", "--reporter", "json", "--manifests", "static", "--package-path", root]
                + (cached ? [] : ["--no-cache"]),
            environment: [:], workingDirectory: root,
            output: OutputStreams(
                standardOutput: { text in output.withLock { $0 += text } },
                standardError: { text in errors.withLock { $0 += text } }))
        // The summary's timing differs run to run.
        let stderr = errors.withLock { $0 }.replacingOccurrences(
            of: #"\d+ ms"#, with: "N ms", options: .regularExpression)
        return (code, output.withLock { $0 }, stderr)
    }

    @Test(arguments: [UInt64(30), 31, 32]) func incrementalEqualsNoCacheAfterRandomEdits(seed: UInt64) throws {
        let directory = try TemporaryDirectory("incremental")
        defer { directory.remove() }
        var rng = SplitMix64(seed: seed)
        var model = PackageModel(
            targets: [
                "App": ["ProfileFeature", "CheckoutFeature"], "ProfileFeature": ["CoreModels", "CoreNetworking"],
                "CheckoutFeature": ["CoreModels", "CoreStorage"], "CoreModels": [], "CoreNetworking": ["CoreModels"],
                "CoreStorage": ["CoreModels"],
            ],
            files: [:], rulesVariant: 1)
        for _ in 0..<10 { _ = Self.edit(&model, &rng) }
        // Every target has a file to start with.
        for name in model.targets.keys where !model.files.keys.contains(where: { $0.hasPrefix("Sources/\(name)/") }) {
            model.files["Sources/\(name)/\(name).swift"] = SourceModel(
                imports: model.targets[name]!, declares: [(name: "\(name)Root", isView: name.hasSuffix("Feature"))],
                uses: [], performsHTTP: name == "CoreNetworking")
        }
        try Self.write(model, previous: nil, to: directory)
        var history: [String] = ["start"]
        var differed = 0, withFindings = 0
        for step in 0..<40 {
            let previous = model
            // One to three edits between checks.
            for _ in 0...rng.below(3) { history.append(Self.edit(&model, &rng)) }
            try Self.write(model, previous: previous, to: directory)
            let incremental = Self.check(directory.path, cached: true)
            let fresh = Self.check(directory.path, cached: false)
            #expect(incremental.code == fresh.code, "seed \(seed) step \(step): \(history.suffix(3))")
            #expect(incremental.output == fresh.output, "seed \(seed) step \(step): \(history.suffix(3))")
            #expect(incremental.errors == fresh.errors, "seed \(seed) step \(step): \(history.suffix(3))")
            if incremental.output != fresh.output { differed += 1 }
            if fresh.code == 1 { withFindings += 1 }
        }
        // The edits must make the package judged: some steps with findings, all agreeing.
        #expect(withFindings > 0)
        #expect(differed == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path(".build/archlint/scans")))
    }
}
