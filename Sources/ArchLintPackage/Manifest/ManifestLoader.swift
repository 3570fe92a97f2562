import Foundation
import ArchLintSupport

/// Where a manifest dump comes from.
package enum ManifestSource: Sendable, Hashable {
    /// Run `swift package dump-package` in this package directory.
    case package(directory: String)
    /// Read a dump produced elsewhere from this file (`-` is standard input).
    case dumpFile(path: String)
}

/// How `Package.swift` files are read (`--manifests`).
package enum ManifestReading: String, Sendable, Hashable, CaseIterable {
    /// Statically where the manifest is in the declarative subset, SwiftPM otherwise.
    case auto
    /// Never run a manifest: one outside the subset is not checked (the safe mode for code under
    /// review, such as a pull request's).
    case `static`
    /// Always `swift package dump-package`, as before the static reader.
    case swiftpm
}

/// The tool could not obtain a manifest. Each case says what is wrong and what to do next.
package enum ManifestLoadingError: Error, Sendable, Equatable {
    /// The package directory holds no `Package.swift`.
    case noManifest(directory: String)
    /// No `swift` executable could be found.
    case swiftNotFound(searched: String)
    /// SwiftPM ran but failed to evaluate the manifest; `output` holds its own error lines.
    case evaluationFailed(manifestPath: String, output: String, exitCode: Int32)
    /// The dump file could not be read.
    case unreadableDump(path: String, reason: String)
    /// The JSON is not a manifest dump.
    case invalidDump(path: String, reason: String)
    /// `--manifests static` and the manifest is outside what archlint reads without running it.
    case declined(manifestPath: String, reason: String)
    /// `swift package dump-package` ran longer than the time limit and was stopped.
    case timedOut(manifestPath: String, seconds: Double)

    /// A message a person can act on: `lines` joined.
    package var message: String { lines.joined(separator: "\n") }

    /// The message's lines: one, or for a manifest SwiftPM could not evaluate, SwiftPM's own
    /// error lines (indented) between the statement and the advice.
    package var lines: [String] {
        if case .evaluationFailed(let manifestPath, let output, let exitCode) = self {
            return [
                "SwiftPM could not evaluate '\(manifestPath)' (swift package dump-package exited with \(exitCode)):"
            ]
                + output.split(separator: "\n", omittingEmptySubsequences: true).map { "  " + $0 }
                + ["fix the manifest, or check that the installed Swift supports its tools version"]
        }
        return [singleLineMessage]
    }

    private var singleLineMessage: String {
        switch self {
        case .noManifest(let directory):
            return
                "no Package.swift in '\(directory)'; pass the package root with --package-path DIR, or a dump with "
                + "--manifest-json FILE"
        case .swiftNotFound(let searched):
            return
                "cannot find the 'swift' executable (searched \(searched)); install a Swift toolchain, put 'swift' on "
                + "PATH, or set ARCHLINT_SWIFT_EXEC to its path; or pass a dump produced elsewhere with "
                + "--manifest-json FILE"
        case .evaluationFailed:
            return ""  // see `lines`
        case .unreadableDump(let path, let reason):
            return "cannot read manifest dump '\(path)': \(reason)"
        case .invalidDump(let path, let reason):
            return
                "'\(path)' is not a `swift package dump-package` JSON document: \(reason); produce one with `swift "
                + "package dump-package > FILE`"
        case .declined(let manifestPath, let reason):
            return
                "'\(manifestPath)' is outside what archlint reads without running it (\(reason)), and --manifests "
                + "static never runs a manifest; check it with --manifests auto once its code is trusted"
        case .timedOut(let manifestPath, let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return
                "swift package dump-package did not finish '\(manifestPath)' within \(shown) s and was stopped (a "
                + "manifest that loops, or a `swift` that does not answer); fix the manifest, or allow more time "
                + "with --manifest-timeout SECONDS"
        }
    }
}

/// A decoded manifest with the directory its relative paths are based on.
package struct LoadedManifest: Sendable, Hashable {
    package var manifest: PackageManifest
    /// Absolute, standardised package root.
    package var packageRoot: String
    /// True when the manifest was read without running it (`StaticManifestReader`).
    package var readStatically: Bool
    /// What the static reader wants a person to know (a missing tools-version line).
    package var warnings: [StaticManifestWarning]
    /// The manifest file SwiftPM uses in `packageRoot`: `Package.swift`, or the
    /// `Package@swift-X.swift` chosen for the running tools version. Findings about
    /// declarations are located in it, and `archlint fix` edits it.
    package var manifestPath: String
    package init(
        manifest: PackageManifest, packageRoot: String, readStatically: Bool = false,
        warnings: [StaticManifestWarning] = [],
        manifestPath: String? = nil
    ) {
        self.manifest = manifest
        self.packageRoot = packageRoot
        self.readStatically = readStatically
        self.warnings = warnings
        self.manifestPath = manifestPath ?? (packageRoot as NSString).appendingPathComponent("Package.swift")
    }
}

/// Where dumps of manifests are remembered between runs. The manifest stage declares what it
/// needs; the cache stage implements it (`ManifestCache`), so this stage never knows the cache.
package protocol ManifestDumpStore: Sendable {
    /// The key under which the dump of the manifest(s) in `packageDirectory`, made by `swift`,
    /// is stored; nil when it cannot be computed (then the manifest is always dumped).
    func key(packageDirectory: String, swift: String) -> String?
    /// A dump stored under `key`, if any.
    func dump(forKey key: String) -> Data?
    /// Remembers a successful dump.
    func store(_ dump: Data, forKey key: String)
}

/// Obtains manifests: runs SwiftPM, or reads a dump.
package struct ManifestLoader: Sendable {
    /// Environment used to find `swift` (`ARCHLINT_SWIFT_EXEC`, then `PATH`).
    package var environment: [String: String]
    /// Remembers successful dumps between runs; nil always runs SwiftPM.
    package var cache: (any ManifestDumpStore)?
    /// Whether manifests are read statically, by SwiftPM, or statically where possible.
    package var reading: ManifestReading = .auto
    /// Seconds one `dump-package` may run before it (and everything it started) is stopped.
    package var timeout: Double = Double(InputLimits.manifestTimeoutSeconds)

    package init(
        environment: [String: String] = ProcessInfo.processInfo.environment, cache: (any ManifestDumpStore)? = nil
    ) {
        self.environment = environment
        self.cache = cache
    }

    /// Loads the manifest from `source`. For a dump file, `packageRoot` is where its relative
    /// target paths are resolved (the package's directory).
    package func load(
        _ source: ManifestSource, packageRoot: String,
        readStandardInput: () -> Data = {
            FileHandle.standardInput.readDataToEndOfFile()
        }
    ) throws(ManifestLoadingError) -> LoadedManifest {
        let root = PathUtilities.standardize(packageRoot)
        let data: Data
        let origin: String
        switch source {
        case .package(let directory):
            let directory = PathUtilities.standardize(directory)
            let manifestPath = (directory as NSString).appendingPathComponent("Package.swift")
            guard FileManager.default.fileExists(atPath: manifestPath) else {
                throw .noManifest(directory: directory)
            }
            if reading != .swiftpm {
                switch StaticManifestReader.read(packageDirectory: directory) {
                case .read(let manifest, let path, let warnings):
                    // The reader resolves links in the folder; the file is named in the root as given.
                    let used = (root as NSString).appendingPathComponent((path as NSString).lastPathComponent)
                    return LoadedManifest(
                        manifest: manifest, packageRoot: root, readStatically: true, warnings: warnings,
                        manifestPath: used)
                case .declined(let path, let reason):
                    if reading == .static { throw .declined(manifestPath: path, reason: reason.description) }
                }
            }
            data = try dumpPackage(directory: directory, manifestPath: manifestPath)
            origin = manifestPath
        case .dumpFile(let path):
            if path == "-" {
                data = readStandardInput()
                origin = "<stdin>"
            } else {
                switch FileBuffer.contents(of: path, limit: InputLimits.jsonDocumentBytes) {
                case .success(let contents): data = contents
                case .failure(let failure):
                    throw .unreadableDump(
                        path: path, reason: failure.code == ENOENT ? "no such file" : failure.description)
                }
                origin = path
            }
        }
        do {
            var used: String?
            if case .package(let directory) = source,
                case .manifest(let path) = ManifestFileSelection.choose(
                    in: PathUtilities.standardize(directory),
                    current: ManifestHost.current.toolsVersion)
            {
                // The file SwiftPM evaluated, by the rule it chooses with (`ManifestFileSelection`).
                used = (root as NSString).appendingPathComponent((path as NSString).lastPathComponent)
            }
            return LoadedManifest(manifest: try ManifestDecoder.decode(data), packageRoot: root, manifestPath: used)
        } catch {
            throw .invalidDump(path: origin, reason: error.description)
        }
    }

    /// The `swift` executable to run: `ARCHLINT_SWIFT_EXEC`, else the first `swift` on `PATH`.
    package func swiftExecutable() throws(ManifestLoadingError) -> String {
        if let override = environment["ARCHLINT_SWIFT_EXEC"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw .swiftNotFound(searched: "ARCHLINT_SWIFT_EXEC=\(override)")
            }
            return override
        }
        let path = environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = (String(directory) as NSString).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .swiftNotFound(searched: "PATH")
    }

    private func dumpPackage(directory: String, manifestPath: String) throws(ManifestLoadingError) -> Data {
        let swift = try swiftExecutable()
        let key = cache?.key(packageDirectory: directory, swift: swift)
        if let key, let cached = cache?.dump(forKey: key), (try? ManifestDecoder.decode(cached)) != nil {
            return cached
        }
        // A scratch folder of its own: the package's `.build` is locked while `swift build` or
        // `swift test` runs there, and SwiftPM would wait for the lock (a pre-commit hook during
        // a build, or archlint's own tests checking this repository). It lies in a folder that is
        // also SwiftPM's temporary folder (TMPDIR), where it puts the lock files of that scratch
        // folder and of its own caches (`_tmp_..._scratch.lock`): removed with it, none is left
        // behind in the system's temporary folder.
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "archlint-dump-\(getpid())-\(UUID().uuidString)")
        let scratch = (folder as NSString).appendingPathComponent("scratch")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var childEnvironment = environment
        childEnvironment["TMPDIR"] = folder
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(
                executable: swift,
                arguments: ["package", "--package-path", directory, "--scratch-path", scratch, "dump-package"],
                environment: childEnvironment,
                timeout: timeout
            )
        } catch {
            throw .swiftNotFound(searched: "\(swift) (\(error))")
        }
        if result.timedOut { throw .timedOut(manifestPath: manifestPath, seconds: timeout) }
        guard result.exitCode == 0 else {
            let output =
                String(decoding: result.standardError, as: UTF8.self)
                + String(decoding: result.standardOutput, as: UTF8.self)
            throw .evaluationFailed(
                manifestPath: manifestPath, output: Self.relevantErrorLines(output), exitCode: result.exitCode)
        }
        // Only dumps that decode are remembered.
        if let key, (try? ManifestDecoder.decode(result.standardOutput)) != nil {
            cache?.store(result.standardOutput, forKey: key)
        }
        return result.standardOutput
    }

    /// SwiftPM's own error lines, without the compiler invocation it echoes.
    static func relevantErrorLines(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        // Keep SwiftPM's and the compiler's error lines, not the source excerpts drawn under them.
        let errors = lines.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return line.contains("error:") && !trimmed.hasPrefix("|") && !trimmed.hasPrefix("`-")
                && !line.contains("invalid manifests at [")
        }.map { line -> String in
            // "error: 'p': Invalid manifest (compiled with: [...])" carries a long command line.
            if let range = line.range(of: " (compiled with:") { return String(line[..<range.lowerBound]) }
            return line
        }
        return (errors.isEmpty ? lines : errors).joined(separator: "\n")
    }
}

extension ToolError {
    /// The exit code and message of a manifest that could not be loaded.
    package init(_ error: ManifestLoadingError) {
        switch error {
        case .noManifest, .unreadableDump: self.init(.missingInput, error.message)
        case .swiftNotFound: self.init(.toolchainUnavailable, error.message)
        case .evaluationFailed: self.init(.invalidInput, lines: error.lines)
        case .invalidDump, .declined, .timedOut: self.init(.invalidInput, error.message)
        }
    }
}
