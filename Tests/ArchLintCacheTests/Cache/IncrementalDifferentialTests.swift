import Foundation
import Testing
import ArchLintSupport
import ArchLintCache
import ArchLintCLI
import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// The incremental result equals a `--no-cache` run, byte for byte, after random edits of a
/// small package: sources added, removed, renamed and moved between modules; imports, declarations
/// and uses changed; targets and dependencies added to and removed from the manifest; the rules
/// file rewritten or deleted. Seeded and deterministic. In the first mode every edit lands within
/// the same second as the cache entries it invalidates, so entries are vouched for by content, not
/// only stamps, and whole results are seldom stored. The second mode (`backDated...`) sets every
/// file's and folder's modification time back to distinct past seconds and runs the check as if
/// seconds after the edits: scan entries are vouched for by stamps alone, results are stored and
/// reused, and an edit in place that keeps the size (sometimes even the time) must still be seen.
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

    /// Applies one random edit to the model (`kind`: that edit instead of a random one); returns
    /// what it did (for failure messages).
    static func edit(_ model: inout PackageModel, _ rng: inout SplitMix64, kind: Int? = nil) -> String {
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
        switch kind ?? rng.below(14) {
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

    /// Module names by length: an import swapped for another of the same length keeps the
    /// file's size and changes the graph.
    static let sameLengthNames: [[String]] = [
        ["CoreModels", "CoreDesign", "Foundation"], ["CoreStorage", "CoreLogging"],
        ["ProfileFeature", "CoreNetworking"], ["CheckoutFeature", "SettingsFeature"],
    ]

    /// A file's content changed keeping its size: an import swapped for a module of the same
    /// name length, or else a digit of a declared type's name. Returns what it did and the
    /// file's path; nil when no file has either.
    static func sameSizeEdit(_ model: inout PackageModel, _ rng: inout SplitMix64) -> (String, path: String)? {
        func alternatives(_ name: String, in path: String) -> [String] {
            let own = String(path.split(separator: "/")[1])
            let group = sameLengthNames.first { $0.contains(name) } ?? []
            return group.filter { $0 != name && $0 != own && !model.files[path]!.imports.contains($0) }
        }
        let paths = model.files.keys.sorted()
        let importing = paths.filter { path in
            model.files[path]!.imports.contains { !alternatives($0, in: path).isEmpty }
        }
        if !importing.isEmpty {
            let path = rng.pick(importing)
            let indices = model.files[path]!.imports.indices.filter {
                !alternatives(model.files[path]!.imports[$0], in: path).isEmpty
            }
            let index = rng.pick(indices)
            let old = model.files[path]!.imports[index]
            let new = rng.pick(alternatives(old, in: path))
            // The order stays (a sorted list could move the line, which keeps the size anyway).
            model.files[path]!.imports[index] = new
            return ("same size: import \(old) -> \(new) in \(path)", path)
        }
        let declaring = paths.filter { path in
            model.files[path]!.declares.contains { $0.name.last?.isNumber == true }
        }
        guard !declaring.isEmpty else { return nil }
        let path = rng.pick(declaring)
        let indices = model.files[path]!.declares.indices.filter {
            model.files[path]!.declares[$0].name.last?.isNumber == true
        }
        let index = rng.pick(indices)
        let name = model.files[path]!.declares[index].name
        let digit = Int(String(name.last!))!
        let renamed = name.dropLast() + String((digit + 1 + rng.below(5)) % 6)
        model.files[path]!.declares[index].name = String(renamed)
        return ("same size: \(name) -> \(renamed) in \(path)", path)
    }

    /// Writes the model; files of the model not changed keep their stamps. `inPlace`: a changed
    /// file keeps its inode (written over, not replaced), so its folder does not change either.
    static func write(
        _ model: PackageModel, previous: PackageModel?, to directory: TemporaryDirectory, inPlace: Bool = false
    ) throws {
        func put(_ relative: String, _ text: String) throws {
            let existing = try? String(contentsOfFile: directory.path(relative), encoding: .utf8)
            guard existing != text else { return }
            if inPlace, existing != nil {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.path(relative)))
                defer { try? handle.close() }
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(text.utf8))
            } else {
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
        let run = tracedCheck(root, cached: cached, trace: false)
        return (run.code, run.output, run.errors)
    }

    /// One `check`. `trace`: with `ARCHLINT_CACHE_TRACE=1`, whose line (what the result cache did)
    /// is taken out of the errors and returned apart. `clock`: when the run starts (`Linter.clock`).
    static func tracedCheck(
        _ root: String, cached: Bool, trace: Bool, clock: (@Sendable () -> Int64)? = nil
    ) -> (code: Int32, output: String, errors: String, trace: String?) {
        let output = Locked("")
        let errors = Locked("")
        let code = CommandLineTool.run(
            arguments: ["check", "--reporter", "json", "--manifests", "static", "--package-path", root]
                + (cached ? [] : ["--no-cache"]),
            environment: trace ? ["ARCHLINT_CACHE_TRACE": "1"] : [:], workingDirectory: root,
            output: OutputStreams(
                standardOutput: { text in output.withLock { $0 += text } },
                standardError: { text in errors.withLock { $0 += text } }),
            clock: clock)
        // The summary's timing differs run to run.
        var lines = errors.withLock { $0 }.replacingOccurrences(
            of: #"\d+ ms"#, with: "N ms", options: .regularExpression
        ).components(separatedBy: "\n")
        let traced = lines.filter { $0.hasPrefix("note: result cache: ") }
        lines.removeAll { $0.hasPrefix("note: result cache: ") }
        let traceLine = traced.first.map { String($0.dropFirst("note: ".count)) }
        return (code, output.withLock { $0 }, lines.joined(separator: "\n"), traceLine)
    }

    /// The package at the start: the seed's first edits, then a file for every target.
    static func startModel(_ rng: inout SplitMix64) -> PackageModel {
        var model = PackageModel(
            targets: [
                "App": ["ProfileFeature", "CheckoutFeature"], "ProfileFeature": ["CoreModels", "CoreNetworking"],
                "CheckoutFeature": ["CoreModels", "CoreStorage"], "CoreModels": [], "CoreNetworking": ["CoreModels"],
                "CoreStorage": ["CoreModels"],
            ],
            files: [:], rulesVariant: 1)
        for _ in 0..<10 { _ = Self.edit(&model, &rng) }
        for name in model.targets.keys where !model.files.keys.contains(where: { $0.hasPrefix("Sources/\(name)/") }) {
            model.files["Sources/\(name)/\(name).swift"] = SourceModel(
                imports: model.targets[name]!, declares: [(name: "\(name)Root", isView: name.hasSuffix("Feature"))],
                uses: [], performsHTTP: name == "CoreNetworking")
        }
        return model
    }

    @Test(arguments: [UInt64(30), 31, 32]) func incrementalEqualsNoCacheAfterRandomEdits(seed: UInt64) throws {
        let directory = try TemporaryDirectory("incremental")
        defer { directory.remove() }
        var rng = SplitMix64(seed: seed)
        // Every target has a file to start with.
        var model = Self.startModel(&rng)
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

    /// Modification times of a package's files and folders (outside `.build`), each set to its
    /// own second in the past, so no stamp is racy and every change shows in a new time.
    struct PastStamps {
        /// Seconds given to each path (relative to the root; "" is the root).
        var given: [String: Int64] = [:]
        /// The next second to give: far enough back that no run sees it as recent.
        var next = wallClockSeconds() - 1_000_000

        /// Gives every path whose modification time is not the one it was given (written,
        /// created, or a folder whose entries changed) a new second, except the paths of
        /// `keepingTime`, which get their old second back (an edit that keeps size and time).
        /// Returns the paths so changed, and the ones that are gone.
        mutating func apply(in root: String, keepingTime: Set<String> = []) throws -> Set<String> {
            let fileManager = FileManager.default
            var paths = [""]
            let walker = fileManager.enumerator(atPath: root)
            while let path = walker?.nextObject() as? String {
                if path == ".build" {
                    walker?.skipDescendants()
                    continue
                }
                paths.append(path)
            }
            var changed = Set(given.keys).subtracting(paths)
            for gone in changed { given[gone] = nil }
            for path in paths.sorted() {
                let absolute = path.isEmpty ? root : (root as NSString).appendingPathComponent(path)
                let date = try fileManager.attributesOfItem(atPath: absolute)[.modificationDate] as? Date
                if let seconds = given[path], date?.timeIntervalSince1970 == Double(seconds),
                    !keepingTime.contains(path)
                {
                    continue
                }
                changed.insert(path)
                let seconds: Int64
                if keepingTime.contains(path), let old = given[path] {
                    seconds = old
                } else {
                    seconds = next
                    next += 1
                }
                given[path] = seconds
                try fileManager.setAttributes(
                    [.modificationDate: Date(timeIntervalSince1970: Double(seconds))], ofItemAtPath: absolute)
            }
            return changed
        }
    }

    /// The same random edits with stamps as a user's machine has them: every file and folder
    /// modified in the past (each at its own second), and the check run seconds after the edits
    /// (`Linter.clock` moved ahead: a status-change time cannot be set back). Then a run after
    /// an edit must miss the result cache naming a changed path, store its result, and equal a
    /// `--no-cache` run; a second run must be a hit with the same output. Edits in place keep a
    /// file's inode and folder; some keep its size, and some its modification time as well.
    /// Every fourth step also checks right after the edits (the real clock): such a run is not
    /// stored. Rules-file and manifest edits are forced in turn so each kind occurs.
    @Test(arguments: [UInt64(50), 51, 52]) func backDatedStampsReuseResultsAndEqualNoCache(seed: UInt64) throws {
        let directory = try TemporaryDirectory("incremental-backdated")
        defer { directory.remove() }
        let root = directory.path
        var rng = SplitMix64(seed: seed)
        var model = Self.startModel(&rng)
        try Self.write(model, previous: nil, to: directory)
        // A first run makes `.build`; then everything is stamped in the past.
        _ = Self.check(root, cached: true)
        var stamps = PastStamps()
        _ = try stamps.apply(in: root)
        // Past the racy window of the files' status-change times (now), so results can be stored.
        let later: @Sendable () -> Int64 = { wallClockSeconds() + ResultCache(directory: root).racyWindow + 2 }

        var history: [String] = ["start"]
        var stored = 0, hits = 0, refused = 0, rejected = 0, withFindings = 0, sameSize = 0
        var changedSince: [String: Set<String>] = [:]
        let steps = 16
        for step in 0..<steps {
            let previous = model
            var keepingTime: Set<String> = []
            // Every third step one edit in place that keeps the file's size, alone (nothing else
            // gives it away), every other time keeping its modification time too: only the
            // status-change time tells. The other steps edit the rules file or the manifest, and
            // up to one more thing at random.
            var kinds: [Int] = []
            switch step % 3 {
            case 2: kinds = [14]
            case 0: kinds = [7]
            default: kinds = [rng.pick([5, 6, 10, 11])]
            }
            if step % 3 != 2 { for _ in 0..<rng.below(2) { kinds.append(rng.below(15)) } }
            for kind in kinds {
                if kind == 14 {
                    guard let edit = Self.sameSizeEdit(&model, &rng) else { continue }
                    history.append(edit.0)
                    sameSize += 1
                    if step % 6 == 5 {
                        keepingTime.insert(edit.path)
                        history.append("(its modification time kept)")
                    }
                } else {
                    history.append(Self.edit(&model, &rng, kind: kind))
                }
            }
            try Self.write(model, previous: previous, to: directory, inPlace: true)
            let changed = try stamps.apply(in: root, keepingTime: keepingTime)
            // The result cache keeps an entry per rules file (its digest is in the key): the paths
            // changed since each was stored.
            for stored in changedSince.keys { changedSince[stored]!.formUnion(changed) }
            let key = model.rules ?? ""
            let context: Comment = "seed \(seed) step \(step): \(history.suffix(4)); changed \(changed.sorted())"

            // Right after the edits (before anything else, well within the racy window).
            let justAfter = step % 4 == 0 && !changed.isEmpty ? Self.tracedCheck(root, cached: true, trace: true) : nil
            let fresh = Self.tracedCheck(root, cached: false, trace: true)
            #expect(fresh.trace == nil, context)
            if fresh.code == 1 { withFindings += 1 }
            // A run that cannot judge the package (a rules file naming no module: exit 78) stores
            // nothing and says nothing of the result cache.
            let judged = fresh.code < 64
            if !judged { rejected += 1 }
            func expectSame(_ run: (code: Int32, output: String, errors: String, trace: String?), _ label: String) {
                #expect(run.code == fresh.code, "\(label): \(context)")
                #expect(run.output == fresh.output, "\(label): \(context)")
                #expect(run.errors == fresh.errors, "\(label): \(context)")
            }
            /// Checks what a cached run says the result cache did against what changed on disk;
            /// returns true for a hit.
            func expectLookup(_ trace: String?, _ label: String) -> Bool {
                guard judged else {
                    #expect(trace == nil, "\(label): \(context)")
                    return false
                }
                guard let trace else {
                    Issue.record("\(label): no trace: \(context)")
                    return false
                }
                let changedPrefix = "result cache: miss, changed since it was stored: "
                if trace.hasPrefix("result cache: hit") {
                    #expect(changedSince[key] != nil, "\(label): a hit with nothing stored: \(context)")
                    return true
                } else if trace.hasPrefix("result cache: miss, no entry for these options yet") {
                    #expect(changedSince[key] == nil, "\(label): \(trace), but one was stored: \(context)")
                } else if trace.hasPrefix(changedPrefix) {
                    // The path named must be one changed since the entry was stored.
                    var path = String(trace.dropFirst(changedPrefix.count))
                    if let end = path.range(of: "; not stored") { path = String(path[..<end.lowerBound]) }
                    #expect(
                        changedSince[key]?.contains(path == "." ? "" : path) == true,
                        "\(label) names \(path): \(context)")
                } else {
                    Issue.record("\(label): \(trace): \(context)")
                }
                return false
            }

            if let now = justAfter {
                // The run is right, but its inputs are too recent to store.
                expectSame(now, "just after the edits")
                if judged, !expectLookup(now.trace, "just after the edits") {
                    #expect(now.trace?.hasSuffix("s before it") == true, "\(now.trace ?? ""): \(context)")
                    refused += 1
                }
            }

            let entryUnchanged = changedSince[key] == []
            let first = Self.tracedCheck(root, cached: true, trace: true, clock: later)
            expectSame(first, "after the edits")
            let firstHit = expectLookup(first.trace, "after the edits")
            if judged, !firstHit {
                #expect(first.trace?.contains("not stored") == false, "\(first.trace ?? ""): \(context)")
                changedSince[key] = []
                stored += 1
            }
            if judged, entryUnchanged {
                #expect(firstHit, "nothing changed since it was stored: \(context)")
            }

            let second = Self.tracedCheck(root, cached: true, trace: true, clock: later)
            expectSame(second, "nothing changed since")
            if judged {
                #expect(expectLookup(second.trace, "nothing changed since"), "\(second.trace ?? ""): \(context)")
                hits += 1
            }
        }
        // The modes this test is for happened: results stored after edits and reused, runs just
        // after an edit not stored, same-size edits made, findings to compare.
        #expect(stored >= steps / 2, "stored \(stored) of \(steps)")
        #expect(hits >= steps / 2, "hits \(hits) of \(steps)")
        #expect(rejected < steps / 2, "rejected \(rejected) of \(steps)")
        #expect(refused >= 2, "refused \(refused)")
        #expect(sameSize >= 3)
        #expect(withFindings > 0)
        #expect(history.contains { $0.hasPrefix("rules variant") })
        #expect(history.contains { $0.hasPrefix("manifest:") })
    }
}
