import Foundation
@testable import ArchLintSyntax
@testable import ArchLintPackage
@testable import ArchLintGraph
@testable import ArchLintRules

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: url.appendingPathComponent("Sources/ArchLintKit").path) {
                return url.path
            }
        }
        fatalError("repository root not found above \(#filePath)")
    }()

    static func path(_ relative: String) -> String {
        (repositoryRoot as NSString).appendingPathComponent(relative)
    }

    /// True when golden files should be rewritten instead of compared (`ARCHLINT_RECORD=1`).
    static var recording: Bool { ProcessInfo.processInfo.environment["ARCHLINT_RECORD"] == "1" }

    /// A `swift` executable on PATH, if any.
    static let swiftExecutable: String? = try? ManifestLoader().swiftExecutable()

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("archlint-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Builds a graph from `"A -> B"` import lines (see `RuleExample.imports`) and declared
    /// edges. Modules are regular targets unless marked with their kind, `(test)`,
    /// `(executable)`, `(plugin)` or `(macro)`; names that are known SDK
    /// modules become SDK nodes. Each module gets one file, `/fixture/Sources/NAME/File.swift`,
    /// and each import one line of it.
    /// `manifestPath`, when given, is where every target module of the graph is declared.
    static func graph(_ edges: [String], declared: [String] = [], manifestPath: String? = nil) -> ModuleGraph {
        var modules: [String: Module] = [:]
        var evidence: [EdgeKey: [ImportEvidence]] = [:]
        func module(_ raw: String) -> String {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            let marks: [String: PackageManifest.Target.Kind] = ["test": .test, "executable": .executable, "plugin": .plugin, "macro": .macro]
            let marked = marks.first { trimmed.hasSuffix("(\($0.key))") }
            let name = marked.map { String(trimmed.dropLast($0.key.count + 2)) } ?? trimmed
            if modules[name] == nil || marked != nil {
                let kind: ModuleKind = marked.map { .target($0.value) } ?? (KnownModules.sdk.contains(name) ? .sdk : .target(.regular))
                modules[name] = Module(name: name, kind: kind, package: "Fixture",
                                       directory: kind == .sdk ? nil : "/fixture/Sources/\(name)",
                                       manifestPath: kind == .sdk ? nil : manifestPath,
                                       files: kind == .sdk ? [] : ["/fixture/Sources/\(name)/File.swift"])
            }
            return name
        }
        var lineNumbers: [String: Int] = [:]
        for line in edges {
            let parts = line.components(separatedBy: "->")
            precondition(parts.count == 2, "bad edge '\(line)'")
            var attributes: [String] = []
            var target = parts[1].trimmingCharacters(in: .whitespaces)
            while target.hasPrefix("@") {
                let word = target.prefix { $0 != " " }
                attributes.append(String(word.dropFirst()))
                target = String(target.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            }
            let from = module(parts[0]), to = module(target)
            lineNumbers[from, default: 0] += 1
            let declaration = ImportDeclaration(path: [to], attributes: attributes, line: lineNumbers[from]!, column: 1)
            evidence[EdgeKey(from: from, to: to), default: []]
                .append(ImportEvidence(file: "/fixture/Sources/\(from)/File.swift", declaration: declaration))
        }
        var declaredEdges: [DeclaredDependency] = []
        for line in declared {
            let parts = line.components(separatedBy: "->")
            let from = module(parts[0]), to = module(parts[1])
            declaredEdges.append(DeclaredDependency(key: EdgeKey(from: from, to: to), reference: .byName(to)))
        }
        return ModuleGraph(modules: Array(modules.values), declared: declaredEdges,
                           imported: evidence.map { ImportedDependency(key: $0.key, evidence: $0.value) })
    }

    /// Evaluates one rule entry (JSON) with `groups` on `graph`; `sources` gives a module's one
    /// file (`/fixture/Sources/NAME/File.swift`) its Swift text.
    static func evaluate(rule: String, groups: [String: [String]] = [:], on graph: ModuleGraph,
                         sources: [String: String] = [:]) throws -> [Violation] {
        let groupsJSON = groups.keys.sorted().map { name in
            "\"\(name)\": [" + groups[name]!.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        let text = "{\"groups\": {\(groupsJSON)}, \"rules\": [\(rule)]}"
        let configuration = try ConfigurationLoader.load(text: text, catalog: .standard)
        let resolver = SelectorResolver(groups: configuration.groups, root: "/fixture")
        var files: [String: String] = [:]
        for (module, text) in sources { files["/fixture/Sources/\(module)/File.swift"] = text }
        let symbols = SymbolIndex(graph: graph, files: .memory(files))
        return configuration.rules.flatMap { rule in
            rule.implementation.evaluate(RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols))
        }.sorted()
    }
}

/// Runs the built `archlint` executable.
enum BinaryRunner {
    struct Output: Equatable {
        var standardOutput: String
        var standardError: String
        var exitCode: Int32
    }

    /// The `archlint` executable `swift test` built next to the test bundle.
    static let executable: String = {
        let candidates: [URL] = [
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let path = directory.appendingPathComponent("archlint").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return path
            }
        }
        fatalError("archlint executable not found next to the test bundle (looked in \(candidates.map(\.path)))")
    }()

    static func run(_ arguments: [String], in directory: String, environment: [String: String]? = nil,
                    standardInput: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
        try process.run()
        if let standardInput {
            input.fileHandleForWriting.write(standardInput)
            try input.fileHandleForWriting.close()
        }
        let errorData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(err.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData.get(), as: UTF8.self),
                      exitCode: process.terminationStatus)
    }
}

final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
