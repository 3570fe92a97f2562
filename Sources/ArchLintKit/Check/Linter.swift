import Foundation

/// Exit codes of the `archlint` executable, one table for every command.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// No error-severity finding.
    case clean = 0
    /// At least one error-severity finding.
    case findings = 1
    /// Command-line usage error: unknown command or option, missing value.
    case usage = 64
    /// Input exists but is wrong: the manifest fails to evaluate, a dump is not a dump.
    case invalidInput = 65
    /// Input is missing or unreadable: no Package.swift, no such path, unreadable file.
    case missingInput = 66
    /// The Swift toolchain (`swift`) could not be found or run.
    case toolchainUnavailable = 69
    /// The rules file is invalid.
    case badConfiguration = 78

    /// One line for the README and `--help`.
    public var meaning: String {
        switch self {
        case .clean: "no violations of error severity (warnings may have been printed)"
        case .findings: "at least one violation of error severity"
        case .usage: "usage error: unknown command or option, missing or bad option value"
        case .invalidInput: "invalid input: the manifest fails to evaluate, or --manifest-json is not a dump"
        case .missingInput: "missing input: no Package.swift, no such file or folder, unreadable file"
        case .toolchainUnavailable: "the `swift` executable could not be found or run"
        case .badConfiguration: "the rules file is invalid (syntax, unknown key, undefined group...)"
        }
    }
}

/// The tool could not do its job. Findings are never errors; these are.
public struct ToolError: Error, Sendable, Equatable {
    public var exitCode: ExitCode
    /// What is wrong and what to do, one or more lines.
    public var message: String
    /// True when `message` already starts with `path:line:column: error:` (editors jump to it).
    public var isLocated: Bool
    public init(_ exitCode: ExitCode, _ message: String, isLocated: Bool = false) {
        self.exitCode = exitCode
        self.message = message
        self.isLocated = isLocated
    }

    /// The text printed on standard error.
    public var rendered: String { isLocated ? message : "error: \(message)" }

    init(_ error: ManifestLoadingError) {
        switch error {
        case .noManifest, .unreadableDump: self.init(.missingInput, error.message)
        case .swiftNotFound: self.init(.toolchainUnavailable, error.message)
        case .evaluationFailed, .invalidDump: self.init(.invalidInput, error.message)
        }
    }
}

/// What `archlint check` reads.
public struct CheckOptions: Sendable {
    /// The package root.
    public var packagePath: String
    /// A dump produced elsewhere (`-` for standard input), instead of running SwiftPM.
    public var manifestJSON: String?
    /// The rules file; nil looks for `archlint.json` / `.archlint.json` in the package root.
    public var configPath: String?

    public init(packagePath: String = ".", manifestJSON: String? = nil, configPath: String? = nil) {
        self.packagePath = packagePath
        self.manifestJSON = manifestJSON
        self.configPath = configPath
    }
}

/// A non-fatal problem met on the way (missing source folder, unreadable file, unused selector).
public struct Notice: Sendable, Hashable, Comparable {
    /// `path: warning: message` style text.
    public var text: String
    public init(_ text: String) { self.text = text }
    public static func < (lhs: Notice, rhs: Notice) -> Bool { lhs.text < rhs.text }
}

/// Everything one `check` run produced.
public struct CheckResult: Sendable {
    public var graph: ModuleGraph
    public var configuration: Configuration
    /// Findings of severity warning or error, sorted.
    public var violations: [Violation]
    /// Warnings about the input, sorted; printed on stderr.
    public var notices: [Notice]
    /// Files read by the import scanner.
    public var filesScanned: Int
    /// The package root the run was about.
    public var root: String

    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
    public var exitCode: ExitCode { hasErrors ? .findings : .clean }
}

/// The `check` pipeline: manifest -> sources -> imports -> graph -> rules.
public struct Linter: Sendable {
    public var environment: [String: String]
    public var workingDirectory: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    public func check(_ options: CheckOptions, readStandardInput: @Sendable () -> Data = {
        FileHandle.standardInput.readDataToEndOfFile()
    }) throws(ToolError) -> CheckResult {
        let root = PathUtilities.standardize(options.packagePath, relativeTo: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError(.missingInput, "no such directory '\(options.packagePath)'; pass the package root with --package-path DIR")
        }

        // Configuration first: a broken rules file should not cost a SwiftPM run.
        let configFile = ConfigurationLoader.locate(
            explicit: options.configPath.map { PathUtilities.standardize($0, relativeTo: workingDirectory) }, root: root)
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(file: configFile)
        } catch {
            var error = error
            error.file = displayPath(error.file)
            let exitCode: ExitCode = error.keyPath.isEmpty && error.position == nil && options.configPath != nil ? .missingInput : .badConfiguration
            throw ToolError(exitCode, error.description, isLocated: true)
        }

        let source: ManifestSource = options.manifestJSON.map {
            .dumpFile(path: $0 == "-" ? "-" : PathUtilities.standardize($0, relativeTo: workingDirectory))
        } ?? .package(directory: root)
        let loaded: LoadedManifest
        do {
            loaded = try ManifestLoader(environment: environment).load(source, packageRoot: root, readStandardInput: readStandardInput)
        } catch {
            throw ToolError(error)
        }

        var notices: [Notice] = []
        let discovery = SourceDiscovery.discover(manifest: loaded.manifest, packageRoot: loaded.packageRoot)
        for warning in discovery.warnings {
            notices.append(Notice("\(displayPath(warning.path)): warning: \(warning.message)"))
        }
        let files = discovery.targets.flatMap(\.swiftFiles)
        let scans = ImportScanner.scanFiles(files)
        var scansByPath: [String: FileScanResult] = [:]
        for scan in scans {
            scansByPath[scan.path] = scan
            switch scan.problem {
            case .unreadable(let reason)?:
                notices.append(Notice("\(displayPath(scan.path)): warning: cannot read source file (\(reason)); its imports are not checked"))
            case .notUTF8?:
                notices.append(Notice("\(displayPath(scan.path)): warning: source file is not valid UTF-8; scanned byte by byte, fix its encoding"))
            case nil:
                break
            }
        }

        let graph = GraphBuilder.build([PackageInput(manifest: loaded, sources: discovery.targets, scans: scansByPath,
                                                     sourceMap: ManifestSourceMap.load(packageRoot: loaded.packageRoot))])
        let resolver = SelectorResolver(groups: configuration.groups, root: root)
        for warning in configuration.unmatchedSelectorWarnings(in: graph, resolver: resolver) {
            var warning = warning
            warning.file = displayPath(warning.file)
            notices.append(Notice(warning.description))
        }

        var violations: [Violation] = []
        // One index for every rule: files are read only when a rule asks about their module.
        let symbols = SymbolIndex(graph: graph)
        for rule in configuration.rules where rule.severity != .off {
            let context = RuleContext(graph: graph, resolver: resolver, rule: rule, symbols: symbols)
            var used = Set<Int>()
            for violation in rule.implementation.evaluate(context) {
                if let index = rule.exceptions.indices.first(where: { matches(rule.exceptions[$0], violation, graph: graph, resolver: resolver, root: root) }) {
                    used.insert(index)
                } else {
                    violations.append(violation)
                }
            }
            for (index, exception) in rule.exceptions.enumerated() where !used.contains(index) {
                notices.append(Notice("\(displayPath(rule.origin)):\(exception.position.line):\(exception.position.column): warning: \(exception.keyPath): this exception matches no finding of rule '\(rule.id)'; remove it"))
            }
        }
        return CheckResult(
            graph: graph,
            configuration: configuration,
            violations: Array(Set(violations)).sorted(),
            notices: notices.sorted(),
            filesScanned: scans.count,
            root: root
        )
    }

    /// True when an exception accepts the finding.
    func matches(_ exception: RuleException, _ violation: Violation, graph: ModuleGraph, resolver: SelectorResolver, root: String) -> Bool {
        if let from = exception.from {
            guard let name = violation.edge?.from ?? violation.module, let module = graph.modules[name], resolver.matches(from, module) else { return false }
        }
        if let to = exception.to {
            guard let name = violation.edge?.to, let module = graph.modules[name], resolver.matches(to, module) else { return false }
        }
        if let file = exception.file {
            guard let location = violation.location, Glob.matchesPath(file, PathUtilities.relative(location.file, to: root)) else { return false }
        }
        return true
    }

    /// A path as shown to people: relative to the working directory when below or beside it.
    public func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return PathUtilities.relative(path, to: workingDirectory)
    }
}
