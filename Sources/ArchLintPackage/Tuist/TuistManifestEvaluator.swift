import Foundation
import ArchLintSupport

/// Why a manifest (or the helpers it imports) could not be evaluated.
package struct TuistManifestFailure: Error, Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// It does not compile against archlint's ProjectDescription.
        case compile
        /// A helper module it imports does not compile (`message` says which, and where).
        case importedModule
        /// It ran past the time limit and was stopped.
        case timeout
        /// It crashed, or ended the process itself (`exit`, `fatalError`).
        case crash
        /// `swiftc` could not be run, or linking failed.
        case toolchain
    }

    package var kind: Kind
    /// What went wrong, one line, without the place.
    package var message: String
    /// The place the first compiler error points at, when there is one.
    package var location: SourceLocation?

    package init(kind: Kind, message: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}

/// What evaluating one manifest gave: the JSON array of what it recorded, or a failure.
enum TuistManifestOutcome: Sendable, Hashable {
    case recorded(String)
    case failed(TuistManifestFailure)
}

/// A module of helpers compiled for manifests to import (`ProjectDescriptionHelpers`, a plugin's
/// helpers, archlint's `ProjectDescription`).
struct TuistCompiledModule: Sendable, Hashable {
    var name: String
    /// Holds `NAME.swiftmodule` and `NAME.o`.
    var folder: String
    var key: String
}

/// Compiles manifests against archlint's ProjectDescription and runs them, each compiled module
/// and object kept in the build store under the content hash of what made it.
///
/// Each manifest is its own module compiled as a script (so its top-level names never clash with
/// another's, and its top-level code runs in order), with its entry point renamed; one driver
/// executable links them all and runs them one after the other, writing what each recorded to
/// a file as soon as it finishes. A manifest that crashes or loops is found by what the file
/// lacks; the driver then runs again for the manifests after it.
struct TuistManifestEvaluator {
    var toolchain: TuistToolchain
    var store: TuistBuildStore
    /// Seconds one `swiftc` may take.
    var compileTimeout: Double
    /// Seconds one run of the driver may take.
    var runTimeout: Double
    /// Where the driver runs (the Tuist project's root, as `tuist generate` would).
    var workingDirectory: String
    /// The environment of the driver and of `swiftc`.
    var environment: [String: String]

    // MARK: - Compiling

    // Every key below names the module cache: what was compiled against one cache is not
    // reused from a store that moved (see `TuistBuildStore.moduleCache`).
    private var commonFlags: [String] {
        ["-swift-version", "5", "-module-cache-path", store.moduleCache, "-suppress-warnings", "-Onone"]
    }

    /// archlint's ProjectDescription, compiled once per toolchain and source.
    func projectDescription() -> Result<TuistCompiledModule, TuistManifestFailure> {
        var hasher = SHA256()
        hasher.update("archlint-tuist-pd 1\n\(toolchain.identity)\n\(store.moduleCache)\n")
        for (name, text) in TuistProjectDescriptionSource.files {
            hasher.update("file \(name) \(text.utf8.count)\n\(text)")
        }
        let key = SHA256.hexString(hasher.finalize())
        var failure: TuistManifestFailure?
        let folder = store.entry("pd-\(key)") { folder in
            let sources = (folder as NSString).appendingPathComponent("src")
            guard (try? FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)) != nil
            else {
                return false
            }
            var paths: [String] = []
            for (name, text) in TuistProjectDescriptionSource.files {
                let path = (sources as NSString).appendingPathComponent(name)
                guard (try? AtomicFile.write(text, to: path)) != nil else { return false }
                paths.append(path)
            }
            failure = compileLibrary(name: "ProjectDescription", files: paths, searchPaths: [], into: folder)
            return failure == nil
        }
        if let folder { return .success(TuistCompiledModule(name: "ProjectDescription", folder: folder, key: key)) }
        return .failure(
            failure ?? TuistManifestFailure(kind: .toolchain, message: "cannot write to '\(store.directory)'"))
    }

    /// A helpers module compiled from `files` (absolute paths, read for their content hash).
    func module(
        name: String, files: [String], dependencies: [TuistCompiledModule]
    ) -> Result<TuistCompiledModule, TuistManifestFailure> {
        var hasher = SHA256()
        hasher.update("archlint-tuist-module 1\n\(name)\n\(store.moduleCache)\n")
        for dependency in dependencies { hasher.update("dependency \(dependency.name) \(dependency.key)\n") }
        for file in files {
            guard let data = try? FileBuffer.contents(of: file, limit: InputLimits.sourceFileBytes).get() else {
                return .failure(TuistManifestFailure(kind: .compile, message: "cannot read '\(file)'"))
            }
            hasher.update("file \(file) \(data.count)\n")
            data.withUnsafeBytes { hasher.update($0) }
        }
        let key = SHA256.hexString(hasher.finalize())
        if let known = cachedFailure("mod-\(key)") { return .failure(known) }
        var failure: TuistManifestFailure?
        let folder = store.entry("mod-\(key)") { folder in
            failure = compileLibrary(name: name, files: files, searchPaths: dependencies.map(\.folder), into: folder)
            return failure == nil
        }
        if let folder { return .success(TuistCompiledModule(name: name, folder: folder, key: key)) }
        remember(failure, as: "mod-\(key)")
        return .failure(
            failure ?? TuistManifestFailure(kind: .toolchain, message: "cannot write to '\(store.directory)'"))
    }

    private func compileLibrary(
        name: String, files: [String], searchPaths: [String], into folder: String
    ) -> TuistManifestFailure? {
        let arguments =
            commonFlags + ["-parse-as-library", "-wmo", "-module-name", name]
            + searchPaths.flatMap { ["-I", $0] }
            + [
                "-emit-module", "-emit-module-path", (folder as NSString).appendingPathComponent("\(name).swiftmodule"),
                "-emit-object", "-o", (folder as NSString).appendingPathComponent("\(name).o"),
            ]
            + files
        return run(swiftc: arguments)
    }

    /// Runs `swiftc`; nil when it succeeded, else the first error it printed.
    private func run(swiftc arguments: [String]) -> TuistManifestFailure? {
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(
                executable: toolchain.swiftc, arguments: toolchain.leadingArguments + arguments,
                environment: environment, timeout: compileTimeout)
        } catch {
            return TuistManifestFailure(kind: .toolchain, message: "\(error)")
        }
        if result.timedOut {
            return TuistManifestFailure(
                kind: .timeout,
                message: "swiftc did not finish within \(Self.seconds(compileTimeout)) s and was stopped")
        }
        guard result.exitCode != 0 else { return nil }
        let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
        let first = output.split(separator: "\n").first.map { ": " + $0 } ?? ""
        return Self.firstError(in: output)
            ?? TuistManifestFailure(kind: .compile, message: "swiftc exited with \(result.exitCode)\(first)")
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The first `path:line:column: error: message` of compiler output.
    static func firstError(in output: String) -> TuistManifestFailure? {
        for line in output.split(separator: "\n") {
            if line.hasPrefix("error: ") { return TuistManifestFailure(kind: .compile, message: String(line)) }
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound]
            let message = String(line[marker.upperBound...])
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            {
                let file = parts.dropLast(2).joined(separator: ":")
                return TuistManifestFailure(
                    kind: .compile, message: message,
                    location: SourceLocation(file: file, line: lineNumber, column: column))
            }
            return TuistManifestFailure(kind: .compile, message: String(line.drop { $0 == " " }))
        }
        return nil
    }

    // MARK: - Manifests

    private struct CompiledManifest {
        var path: String
        var object: String
        var entry: String
    }

    /// Compiles every manifest (in parallel), links the ones that compiled into one driver and
    /// runs it. Each manifest gets an outcome.
    func evaluate(
        manifests: [String], projectDescription: TuistCompiledModule,
        modules: [TuistCompiledModule]
    ) -> [String: TuistManifestOutcome] {
        var outcomes: [String: TuistManifestOutcome] = [:]
        let imported = [projectDescription] + modules
        let compiled = ParallelMap.map(manifests) { path in compileManifest(path, modules: imported) }
        var units: [CompiledManifest] = []
        for (path, result) in zip(manifests, compiled) {
            switch result {
            case .success(let unit): units.append(unit)
            case .failure(let failure): outcomes[path] = .failed(failure)
            }
        }
        guard !units.isEmpty else { return outcomes }
        switch link(units, modules: imported) {
        case .failure(let failure):
            for unit in units { outcomes[unit.path] = .failed(failure) }
        case .success(let driver):
            // What the manifests record depends on their code (the driver names it all), where
            // they run and the variables they can read.
            var hasher = SHA256()
            hasher.update("archlint-tuist-results 1\n\(driver)\n\(workingDirectory)\n")
            for unit in units { hasher.update("manifest \(unit.path) \(unit.entry)\n") }
            for name in environment.keys.sorted() { hasher.update("env \(name)=\(environment[name]!)\n") }
            let name = "res-\(SHA256.hexString(hasher.finalize())).json"
            if let stored = store.text(name).flatMap(Self.decodeResults), Set(stored.keys) == Set(units.map(\.path)) {
                outcomes.merge(stored) { $1 }
                return outcomes
            }
            let results = run(driver: driver, units: units)
            outcomes.merge(results) { $1 }
            let reproducible = results.values.allSatisfy {
                if case .failed(let failure) = $0 { return failure.kind == .compile || failure.kind == .crash }
                return true
            }
            if reproducible { store.store(Self.encodeResults(results).rendered(.singleLine), as: name) }
        }
        return outcomes
    }

    static func encodeResults(_ results: [String: TuistManifestOutcome]) -> JSONText {
        .array(
            results.keys.sorted().map { path in
                switch results[path]! {
                case .recorded(let json): .object([("path", .string(path)), ("recorded", .string(json))])
                case .failed(let failure): .object([("path", .string(path)), ("failure", encode(failure))])
                }
            })
    }

    static func decodeResults(_ text: String) -> [String: TuistManifestOutcome]? {
        guard let entries = (try? JSONParser.parse(text))?.arrayValue else { return nil }
        var results: [String: TuistManifestOutcome] = [:]
        for entry in entries {
            guard let path = entry["path"]?.stringValue else { return nil }
            if let recorded = entry["recorded"]?.stringValue {
                results[path] = .recorded(recorded)
            } else if let failure = entry["failure"].flatMap(decodeFailure) {
                results[path] = .failed(failure)
            } else {
                return nil
            }
        }
        return results
    }

    private func compileManifest(
        _ path: String, modules: [TuistCompiledModule]
    ) -> Result<CompiledManifest, TuistManifestFailure> {
        guard let data = try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get() else {
            return .failure(TuistManifestFailure(kind: .compile, message: "cannot read the manifest"))
        }
        var hasher = SHA256()
        hasher.update("archlint-tuist-manifest 1\n\(path)\n\(store.moduleCache)\n")
        for module in modules { hasher.update("module \(module.name) \(module.key)\n") }
        hasher.update("content \(data.count)\n")
        data.withUnsafeBytes { hasher.update($0) }
        let key = SHA256.hexString(hasher.finalize())
        let short = String(key.prefix(24))
        let entry = "archlint_tuist_manifest_\(short)"
        if let known = cachedFailure("man-\(key)") { return .failure(known) }
        var failure: TuistManifestFailure?
        let folder = store.entry("man-\(key)") { folder in
            let arguments =
                commonFlags + ["-module-name", "ArchLintTuistManifest_\(short)"]
                + modules.flatMap { ["-I", $0.folder] }
                + [
                    "-Xfrontend", "-entry-point-function-name", "-Xfrontend", entry,
                    "-c", path, "-o", (folder as NSString).appendingPathComponent("manifest.o"),
                ]
            failure = run(swiftc: arguments)
            return failure == nil
        }
        guard let folder else {
            remember(failure, as: "man-\(key)")
            return .failure(
                failure ?? TuistManifestFailure(kind: .toolchain, message: "cannot write to '\(store.directory)'"))
        }
        return .success(
            CompiledManifest(
                path: path, object: (folder as NSString).appendingPathComponent("manifest.o"), entry: entry))
    }

    /// A compile failure is as reproducible as a success (the key names every input): it is
    /// remembered too, so that a warm run does not compile a broken manifest again. Time-outs
    /// and toolchain failures are not.
    private func remember(_ failure: TuistManifestFailure?, as name: String) {
        guard let failure, failure.kind == .compile else { return }
        store.store(Self.encode(failure).rendered(.singleLine), as: "\(name).failed.json")
    }

    private func cachedFailure(_ name: String) -> TuistManifestFailure? {
        guard let text = store.text("\(name).failed.json"), let value = try? JSONParser.parse(text) else { return nil }
        return Self.decodeFailure(value)
    }

    static func encode(_ failure: TuistManifestFailure) -> JSONText {
        var members: [(String, JSONText)] = [
            ("kind", .string(failure.kind.rawValue)), ("message", .string(failure.message)),
        ]
        if let location = failure.location {
            members += [
                ("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column)),
            ]
        }
        return .object(members)
    }

    static func decodeFailure(_ value: JSONValue) -> TuistManifestFailure? {
        guard let kind = value["kind"]?.stringValue.flatMap(TuistManifestFailure.Kind.init(rawValue:)),
            let message = value["message"]?.stringValue
        else { return nil }
        var location: SourceLocation?
        if let file = value["file"]?.stringValue, let line = value["line"]?.integerValue,
            let column = value["column"]?.integerValue
        {
            location = SourceLocation(file: file, line: line, column: column)
        }
        return TuistManifestFailure(kind: kind, message: message, location: location)
    }

    /// The driver's source: each manifest's entry point, run in the order of the arguments.
    static func driverSource(entries: [String]) -> String {
        var text = "import Foundation\nimport ProjectDescription\n\n"
        for (index, entry) in entries.enumerated() {
            text +=
                "@_silgen_name(\"\(entry)\") func manifest\(index)(_ argc: Int32, "
                + "_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32\n"
        }
        text += "\nlet manifests: [(Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32] = ["
        text += entries.indices.map { "manifest\($0)" }.joined(separator: ", ") + "]\n"
        text += """
            let results = FileHandle(forWritingAtPath: CommandLine.arguments[1])!
            for argument in CommandLine.arguments.dropFirst(2) {
                let index = Int(argument)!
                results.write("B \\(index)\\n".data(using: .utf8)!)
                __ArchLintManifestRecorder.begin()
                _ = manifests[index](CommandLine.argc, CommandLine.unsafeArgv)
                let recorded = __ArchLintManifestRecorder.finish()
                results.write("E \\(index) \\(recorded)\\n".data(using: .utf8)!)
            }

            """
        return text
    }

    private func link(
        _ units: [CompiledManifest], modules: [TuistCompiledModule]
    ) -> Result<String, TuistManifestFailure> {
        var hasher = SHA256()
        hasher.update("archlint-tuist-driver 1\n\(store.moduleCache)\n")
        for module in modules { hasher.update("module \(module.name) \(module.key)\n") }
        for unit in units { hasher.update("manifest \(unit.entry) \(unit.object)\n") }
        let key = SHA256.hexString(hasher.finalize())
        var failure: TuistManifestFailure?
        let folder = store.entry("drv-\(key)") { folder in
            let main = (folder as NSString).appendingPathComponent("main.swift")
            guard (try? AtomicFile.write(Self.driverSource(entries: units.map(\.entry)), to: main)) != nil else {
                return false
            }
            let arguments =
                commonFlags + ["-module-name", "ArchLintTuistDriver"]
                + modules.flatMap { ["-I", $0.folder] }
                + [main] + modules.map { ($0.folder as NSString).appendingPathComponent("\($0.name).o") }
                + units.map(\.object)
                + ["-o", (folder as NSString).appendingPathComponent("driver")]
            failure = run(swiftc: arguments).map {
                TuistManifestFailure(kind: .toolchain, message: "the manifests could not be linked: \($0.message)")
            }
            return failure == nil
        }
        if let folder { return .success((folder as NSString).appendingPathComponent("driver")) }
        return .failure(
            failure ?? TuistManifestFailure(kind: .toolchain, message: "cannot write to '\(store.directory)'"))
    }

    /// Runs the driver until every manifest has an outcome: a manifest that crashes or loops
    /// fails alone, and the driver runs again for the ones after it.
    private func run(driver: String, units: [CompiledManifest]) -> [String: TuistManifestOutcome] {
        var outcomes: [String: TuistManifestOutcome] = [:]
        var remaining = Array(units.indices)
        while !remaining.isEmpty {
            let results = (store.directory as NSString).appendingPathComponent(
                ".run.\(AtomicFile.temporaryMarker).\(getpid()).\(UUID().uuidString)")
            guard FileManager.default.createFile(atPath: results, contents: nil) else {
                for index in remaining {
                    outcomes[units[index].path] = .failed(
                        TuistManifestFailure(kind: .toolchain, message: "cannot write to '\(store.directory)'"))
                }
                break
            }
            defer { try? FileManager.default.removeItem(atPath: results) }
            let process: ProcessResult
            do {
                process = try ProcessRunner.run(
                    executable: driver, arguments: [results] + remaining.map(String.init),
                    environment: environment, currentDirectory: workingDirectory, timeout: runTimeout)
            } catch {
                for index in remaining {
                    outcomes[units[index].path] = .failed(TuistManifestFailure(kind: .toolchain, message: "\(error)"))
                }
                break
            }
            var started: Int?
            var finished = Set<Int>()
            let text =
                (try? FileBuffer.contents(of: results, limit: InputLimits.jsonDocumentBytes).get()).map {
                    String(decoding: $0, as: UTF8.self)
                } ?? ""
            for line in text.split(separator: "\n") {
                if line.hasPrefix("B "), let index = Int(line.dropFirst(2)) {
                    started = index
                } else if line.hasPrefix("E ") {
                    let rest = line.dropFirst(2)
                    guard let space = rest.firstIndex(of: " "), let index = Int(rest[..<space]),
                        units.indices.contains(index)
                    else {
                        continue
                    }
                    outcomes[units[index].path] = .recorded(String(rest[rest.index(after: space)...]))
                    finished.insert(index)
                    started = nil
                }
            }
            if let culprit = started {
                outcomes[units[culprit].path] = .failed(Self.runFailure(process, timeout: runTimeout))
                finished.insert(culprit)
            } else if finished.isEmpty {
                // The driver failed before any manifest ran.
                let failure = Self.runFailure(process, timeout: runTimeout)
                for index in remaining { outcomes[units[index].path] = .failed(failure) }
                break
            }
            remaining.removeAll { finished.contains($0) }
        }
        return outcomes
    }

    private static func runFailure(_ process: ProcessResult, timeout: Double) -> TuistManifestFailure {
        if process.timedOut {
            return TuistManifestFailure(
                kind: .timeout,
                message: "it did not finish within \(seconds(timeout)) s and was stopped "
                    + "(a manifest that loops or waits); fix the manifest, or allow more time with "
                    + "--manifest-timeout SECONDS"
            )
        }
        let output = String(decoding: process.standardError, as: UTF8.self)
        let reason =
            output.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
            .map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let how =
            process.exitCode > 128
            ? "it crashed (signal \(process.exitCode - 128))"
            : "it ended the process (exit \(process.exitCode)) before making its Project"
        return TuistManifestFailure(kind: .crash, message: how + reason)
    }
}
