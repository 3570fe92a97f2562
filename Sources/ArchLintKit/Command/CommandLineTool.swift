import Foundation

/// Where a command writes: standard output for results, standard error for everything else.
public struct OutputStreams: Sendable {
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void
    public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own streams.
    public static let process = OutputStreams(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

/// Entry point of the `archlint` executable: parses arguments, runs a command, returns the exit code.
public enum CommandLineTool {
    public static let version = "0.1.0"

    /// When false, `check` keeps its results (graph, scans, caches) alive after it returns
    /// instead of freeing them piece by piece: the `archlint` executable exits right after, and
    /// freeing hundreds of thousands of small objects of a large workspace would only delay the
    /// exit (about a tenth of a run after a one-file edit of 60,000 files). Library callers and
    /// tests keep the default.
    public nonisolated(unsafe) static var releasesResultsOnReturn = true
    private static let keptUntilExit = KeptUntilExit()

    private final class KeptUntilExit: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Any] = []
        func keep(_ value: Any) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }

    static let commands: [(name: String, summary: String)] = [
        ("check", "Check the package's imports against the rules (the default command)."),
        ("graph", "Draw the module graph with its layers and violations (DOT, Mermaid, JSON)."),
        ("explain", "Explain how one module depends on another: paths, rules broken, symbols, fix plans."),
        ("init", "Write a starter archlint.json for the package."),
        ("imports", "Print what the import scanner sees in Swift files, as JSON Lines."),
        ("rules", "List the rule kinds, or document one."),
        ("install-hook", "Install a git pre-commit hook that runs `archlint check --changed`."),
        ("help", "Show help for a command."),
    ]

    public static func run(
        arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        output: OutputStreams = .process,
        readStandardInput: @escaping @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() },
        executablePath: String = CommandLine.arguments.first ?? "archlint"
    ) -> Int32 {
        var arguments = arguments
        let command: String
        if let first = arguments.first, !first.hasPrefix("-") {
            command = first
            arguments.removeFirst()
        } else if arguments.first == "--version" {
            output.standardOutput("\(version)\n")
            return ExitCode.clean.rawValue
        } else if arguments.first == "--help" || arguments.first == "-h" {
            output.standardOutput(mainHelp)
            return ExitCode.clean.rawValue
        } else {
            command = "check"
        }

        switch command {
        case "check":
            return runCheck(arguments, environment: environment, workingDirectory: workingDirectory,
                            output: output, readStandardInput: readStandardInput)
        case "graph":
            return runGraph(arguments, environment: environment, workingDirectory: workingDirectory,
                            output: output, readStandardInput: readStandardInput)
        case "imports":
            if arguments.contains("--help") || arguments.contains("-h") {
                output.standardOutput(importsHelp)
                return ExitCode.clean.rawValue
            }
            if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
                return usageError("unknown option '\(option)' for 'archlint imports'", command: "imports", output: output)
            }
            return ImportsCommand.run(paths: arguments, workingDirectory: workingDirectory,
                                      stdout: output.standardOutput, stderr: output.standardError)
        case "rules":
            return runRules(arguments, output: output)
        case "explain":
            return runExplain(arguments, environment: environment, workingDirectory: workingDirectory,
                              output: output, readStandardInput: readStandardInput)
        case "init":
            return runInit(arguments, environment: environment, workingDirectory: workingDirectory,
                           output: output, readStandardInput: readStandardInput)
        case "xcode-targets": return runXcodeTargets(arguments, workingDirectory: workingDirectory, output: output)
        case "install-hook":
            return InstallHookCommand.run(arguments, environment: environment, workingDirectory: workingDirectory,
                                          output: output, executablePath: executablePath)
        case "help":
            guard let topic = arguments.first else {
                output.standardOutput(mainHelp)
                return ExitCode.clean.rawValue
            }
            guard let text = help(for: topic) else {
                return unknownCommand(topic, output: output)
            }
            output.standardOutput(text)
            return ExitCode.clean.rawValue
        default:
            return unknownCommand(command, output: output)
        }
    }

    // MARK: - check

    static func runCheck(_ arguments: [String], environment: [String: String], workingDirectory: String,
                         output: OutputStreams, readStandardInput: @escaping @Sendable () -> Data) -> Int32 {
        var parser = ArgumentParser(arguments: arguments, command: "check")
        var options = CheckOptions()
        options.useCache = true
        options.reuseResults = true
        var reporters: [ReporterDestination] = [], baselineFile: String?, writeBaseline: String?
        var strict = false, strictBaseline = false, explain = false
        var changed: ChangeSelection?
        do throws(UsageError) {
            while let argument = try parser.next() {
                switch argument {
                case .option("--package-path"):
                    options.packagePath = try parser.value()
                case .option("--manifest-json"):
                    options.manifestJSON = try parser.value()
                case .option("--config"):
                    options.configPath = try parser.value()
                case .option("--reporter"):
                    switch ReporterDestination.parse(try parser.value()) {
                    case .success(let destination): reporters.append(destination)
                    case .failure(let error): throw UsageError(message: error.message, command: "check")
                    }
                case .option("--baseline"):
                    baselineFile = try parser.value()
                case .option("--write-baseline"):
                    writeBaseline = try parser.value()
                case .option("--strict"):
                    strict = true
                case .option("--strict-baseline"):
                    strictBaseline = true
                case .option("--explain"):
                    explain = true
                case .option("--changed"):
                    changed = parser.optionalValue().map(ChangeSelection.since) ?? .staged
                case .option("--help"), .option("-h"):
                    output.standardOutput(checkHelp)
                    return ExitCode.clean.rawValue
                case .option(let name) where try selectionOption(name, &parser, &options.selection, command: "check"):
                    break
                case .option(let name) where try cacheOption(name, &parser, &options):
                    break
                case .option(let name):
                    throw parser.unknownOption(name, known: ["--package-path", "--manifest-json", "--config", "--reporter", "--baseline",
                                                             "--write-baseline", "--strict", "--strict-baseline", "--explain", "--platform",
                                                             "--configuration", "--changed", "--help"] + cacheOptionNames)
                case .positional(let value):
                    throw UsageError(message: "unexpected argument '\(value)'; pass the package root with --package-path \(value)", command: "check")
                }
            }
            if let error = ReporterDestination.validate(reporters) { throw UsageError(message: error.message, command: "check") }
            if baselineFile != nil && writeBaseline != nil {
                throw UsageError(message: "--baseline and --write-baseline together; to refresh a baseline, pass --write-baseline FILE alone", command: "check")
            }
        } catch {
            return usageError(error.message, command: error.command, output: output)
        }

        let start = DispatchTime.now()
        var configured = Linter(environment: environment, workingDirectory: workingDirectory)
        // A progress line only where a person watches: a terminal, outside CI.
        if isatty(STDERR_FILENO) == 1, environment["CI"] == nil {
            configured.progress = { done, total in
                guard total > 1 else { return }
                output.standardError(done == total ? "\r\u{1B}[K" : "\rdumping manifests \(done)/\(total)")
            }
        }
        let linter = configured
        let resolve = { PathUtilities.standardize($0, relativeTo: workingDirectory) }
        let report: Report
        var hiddenByChanged = 0
        do throws(ToolError) {
            // A broken baseline should not cost a SwiftPM run either.
            let baseline = try baselineFile.map { file throws(ToolError) in try Baseline.load(path: resolve(file), displayPath: file) }
            // Asked before the check so a missing repository fails fast.
            let changedFilter = try changed.map { selection throws(ToolError) in
                try ChangedFilesFilter.load(selection, directory: resolve(options.packagePath), environment: environment)
            }
            var result = try linter.check(options, readStandardInput: readStandardInput)
            var comparison = baseline?.compare(result.violations, root: result.root)
            if let writeBaseline {
                let written = Baseline(violations: result.violations, root: result.root)
                try OutputFile.write(written.render(), to: resolve(writeBaseline), displayPath: writeBaseline)
                comparison = written.compare(result.violations, root: result.root)
            }
            if let changedFilter {
                let all = comparison?.new ?? result.violations
                comparison?.new = changedFilter.filter(all, cycleEvidenceFiles: result.cycleEvidenceFiles)
                result.violations = changedFilter.filter(result.violations, cycleEvidenceFiles: result.cycleEvidenceFiles)
                hiddenByChanged = all.count - (comparison?.new ?? result.violations).count
            }
            report = Report(result: result, baseline: comparison, strict: strict, strictBaseline: strictBaseline,
                            explain: explain, displayPath: { linter.displayPath($0) })
            try report.emit(to: reporters.isEmpty ? [ReporterDestination(format: .xcode)] : reporters,
                            resolve: resolve, standardOutput: output.standardOutput)
        } catch {
            output.standardError(error.rendered + "\n")
            return error.exitCode.rawValue
        }
        let result = report.result
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        var log = ""
        if result.configuration.file == nil {
            log += "note: no archlint.json in \(linter.displayPath(result.root)); using the built-in default rules (preset '\(ConfigurationLoader.defaultPreset)': \(result.configuration.presets.filter { $0 != ConfigurationLoader.defaultPreset }.joined(separator: ", "))), which recognise Core*, *Feature, Network and Data modules by name. Write your own archlint.json (see `archlint rules`) to name your layers.\n"
        }
        for notice in result.notices { log += notice.text + "\n" }
        if environment["ARCHLINT_CACHE_TRACE"] == "1", let trace = result.resultCacheTrace {
            log += "note: \(trace)\n"
        }
        if hiddenByChanged > 0 {
            log += "note: --changed: \(hiddenByChanged) finding\(hiddenByChanged == 1 ? "" : "s") outside the changed files not shown\n"
        }
        log += report.fixedBaselineLines(baselineFile: baselineFile ?? writeBaseline ?? "")
        log += SummaryLine.render(report, milliseconds: milliseconds) + "\n"
        output.standardError(log)
        if !releasesResultsOnReturn { keptUntilExit.keep(report) }
        return report.exitCode.rawValue
    }

    /// Reads `--platform`, `--configuration` and `-D FLAG` / `-DFLAG`; false for other options.
    static func selectionOption(_ name: String, _ parser: inout ArgumentParser, _ selection: inout BuildSelection,
                                command: String) throws(UsageError) -> Bool {
        switch name {
        case "--platform":
            let value = try parser.value().lowercased()
            guard BuildSelection.platforms.contains(value) else {
                let suggestion = Suggestion.nearest(to: value, in: BuildSelection.platforms).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown platform '\(value)'\(suggestion) (platforms: \(BuildSelection.platforms.joined(separator: ", ")))", command: command)
            }
            selection.platform = value
        case "--configuration":
            let value = try parser.value().lowercased()
            guard BuildSelection.configurations.contains(value) else {
                throw UsageError(message: "--configuration takes debug or release, not '\(value)'", command: command)
            }
            selection.configuration = value
        case "-D":
            selection.flags.insert(try parser.value())
        default:
            guard name.hasPrefix("-D"), name.count > 2, !name.hasPrefix("--") else { return false }
            selection.flags.insert(String(name.dropFirst(2)))
        }
        return true
    }

    // MARK: - explain

    static func runExplain(_ arguments: [String], environment: [String: String], workingDirectory: String,
                           output: OutputStreams, readStandardInput: @escaping @Sendable () -> Data) -> Int32 {
        var parser = ArgumentParser(arguments: arguments, command: "explain")
        var options = CheckOptions()
        var modules: [String] = []
        do throws(UsageError) {
            while let argument = try parser.next() {
                switch argument {
                case .option("--package-path"): options.packagePath = try parser.value()
                case .option("--manifest-json"): options.manifestJSON = try parser.value()
                case .option("--config"): options.configPath = try parser.value()
                case .option("--help"), .option("-h"):
                    output.standardOutput(explainHelp)
                    return ExitCode.clean.rawValue
                case .option(let name):
                    throw parser.unknownOption(name, known: ["--package-path", "--manifest-json", "--config", "--help"])
                case .positional(let value):
                    modules.append(value)
                }
            }
            if modules.count != 2 {
                throw UsageError(message: "expected two modules, the importer and the imported (archlint explain Network Data)", command: "explain")
            }
        } catch {
            return usageError(error.message, command: error.command, output: output)
        }
        let linter = Linter(environment: environment, workingDirectory: workingDirectory)
        let result: CheckResult
        do throws(ToolError) {
            result = try linter.check(options, readStandardInput: readStandardInput)
        } catch {
            output.standardError(error.rendered + "\n")
            return error.exitCode.rawValue
        }
        for name in modules where result.graph.modules[name] == nil {
            let suggestion = Suggestion.nearest(to: name, in: result.graph.moduleNames).map { "; did you mean '\($0)'?" } ?? ""
            return usageError("no module named '\(name)' in the graph\(suggestion)", command: "explain", output: output)
        }
        output.standardOutput(ExplainReport.render(result, from: modules[0], to: modules[1], displayPath: { linter.displayPath($0) }))
        return ExitCode.clean.rawValue
    }

    static var explainHelp: String {
        """
        USAGE: archlint explain A B [--package-path DIR] [--manifest-json FILE] [--config FILE]

        Explains how module A depends on module B: the import lines of A -> B, every path from A
        to B (shortest first, at most \(ExplainReport.pathLimit)), the rules each edge breaks, the
        declarations of B that A uses (with where), and the fix plan of each finding.

        EXAMPLES:
          archlint explain Network Data --package-path SampleProject

        """
    }

    // MARK: - init

    static func runInit(_ arguments: [String], environment: [String: String], workingDirectory: String,
                        output: OutputStreams, readStandardInput: @escaping @Sendable () -> Data) -> Int32 {
        var parser = ArgumentParser(arguments: arguments, command: "init")
        var options = CheckOptions()
        var destination: String?
        var force = false
        do throws(UsageError) {
            while let argument = try parser.next() {
                switch argument {
                case .option("--package-path"): options.packagePath = try parser.value()
                case .option("--manifest-json"): options.manifestJSON = try parser.value()
                case .option("--output"): destination = try parser.value()
                case .option("--force"): force = true
                case .option("--help"), .option("-h"):
                    output.standardOutput(initHelp)
                    return ExitCode.clean.rawValue
                case .option(let name):
                    throw parser.unknownOption(name, known: ["--package-path", "--manifest-json", "--output", "--force", "--help"])
                case .positional(let value):
                    throw UsageError(message: "unexpected argument '\(value)'", command: "init")
                }
            }
        } catch {
            return usageError(error.message, command: error.command, output: output)
        }
        let linter = Linter(environment: environment, workingDirectory: workingDirectory)
        let root = PathUtilities.standardize(options.packagePath, relativeTo: workingDirectory)
        let target = destination.map { $0 == "-" ? "-" : PathUtilities.standardize($0, relativeTo: workingDirectory) }
            ?? (root as NSString).appendingPathComponent("archlint.json")
        if target != "-", FileManager.default.fileExists(atPath: target), !force {
            return usageError("'\(linter.displayPath(target))' already exists; pass --force to replace it, or --output FILE", command: "init", output: output)
        }
        let workspace: LoadedWorkspace
        do {
            workspace = try linter.loadWorkspace(options, root: root, readStandardInput: readStandardInput)
        } catch {
            output.standardError(error.rendered + "\n")
            return error.exitCode.rawValue
        }
        let (text, switchedOff) = StarterConfiguration.render(for: workspace, linter: linter)
        if target == "-" {
            output.standardOutput(text)
        } else {
            do {
                try AtomicFile.write(text, to: target)
            } catch {
                output.standardError("error: cannot write '\(linter.displayPath(target))': \(error)\n")
                return ExitCode.missingInput.rawValue
            }
            let off = switchedOff.isEmpty ? "every rule passes today" : "switched off until their findings are fixed: \(switchedOff.joined(separator: ", "))"
            output.standardError("wrote \(linter.displayPath(target)) (\(off)); run `archlint` to check\n")
        }
        return ExitCode.clean.rawValue
    }

    // MARK: - rules

    static func runRules(_ arguments: [String], output: OutputStreams) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.standardOutput(rulesHelp)
            return ExitCode.clean.rawValue
        }
        guard let kind = arguments.first else {
            var text = ""
            let width = RuleRegistry.kinds.map(\.count).max() ?? 0
            for kind in RuleRegistry.kinds {
                let description = RuleRegistry.rule(kind: kind)!.description
                text += kind.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description.summary + "\n"
            }
            output.standardOutput(text)
            return ExitCode.clean.rawValue
        }
        guard let rule = RuleRegistry.rule(kind: kind) else {
            let suggestion = Suggestion.nearest(to: kind, in: RuleRegistry.kinds).map { "; did you mean '\($0)'?" } ?? ""
            return usageError("unknown rule kind '\(kind)'\(suggestion) (kinds: \(RuleRegistry.kinds.joined(separator: ", ")))", command: "rules", output: output)
        }
        output.standardOutput(RuleDocumentation.render(rule.description))
        return ExitCode.clean.rawValue
    }

    // MARK: - errors

    static func unknownCommand(_ command: String, output: OutputStreams) -> Int32 {
        let suggestion = Suggestion.nearest(to: command, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        output.standardError("error: unknown command '\(command)'\(suggestion)\nRun 'archlint --help' for the list of commands.\n")
        return ExitCode.usage.rawValue
    }

    static func usageError(_ message: String, command: String, output: OutputStreams) -> Int32 {
        output.standardError("error: \(message)\nRun 'archlint \(command) --help' for usage.\n")
        return ExitCode.usage.rawValue
    }

    // MARK: - help

    static func help(for command: String) -> String? {
        switch command {
        case "check": checkHelp
        case "graph": graphHelp
        case "imports": importsHelp
        case "rules": rulesHelp
        case "init": initHelp
        case "explain": explainHelp
        case "install-hook": InstallHookCommand.help
        case "help": mainHelp
        default: nil
        }
    }

    static var exitCodeTable: String {
        ExitCode.allCases.map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)" }
            .joined(separator: "\n")
    }

    static var mainHelp: String {
        """
        archlint \(version): an architecture linter for Swift package module graphs.

        USAGE: archlint [COMMAND] [OPTIONS]

        COMMANDS:
        \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        With no command, archlint runs `check` in the current directory.

        OPTIONS:
          -h, --help      Show help (also `archlint help COMMAND`).
          --version       Print the version.

        EXAMPLES:
          archlint
          archlint check --package-path SampleProject
          archlint graph --package-path SampleProject --output graph.dot
          archlint imports Sources/App/AppDelegate.swift
          archlint rules independent

        EXIT CODES:
        \(exitCodeTable)

        """
    }

    static var checkHelp: String {
        """
        USAGE: archlint check [--package-path DIR] [--manifest-json FILE] [--config FILE]
                              [--reporter NAME[:FILE]]... [--baseline FILE | --write-baseline FILE]
                              [--strict] [--strict-baseline] [--explain] [--changed [REV]]
                              [--no-cache] [--cache-path DIR]

        Builds the module graph of a Swift package from `swift package dump-package` and the
        imports of every source file, checks it against the rules, and prints one line per
        offending import: `path:line:column: error: [rule-id] message`, with `note:` lines.
        Warnings about the input and the summary go to standard error.

        OPTIONS:
          --package-path DIR    The package root (default: the current directory).
          --manifest-json FILE  Read a `swift package dump-package` JSON dump instead of
                                running SwiftPM (`-` reads standard input). Relative target
                                paths are resolved against --package-path.
          --config FILE         The rules file (default: archlint.json or .archlint.json in the
                                package root; without one, the built-in default rules apply).
          --platform NAME       Evaluate `#if` and `.when(platforms:)` for one platform (ios, macos,
                                tvos, watchos, visionos, maccatalyst, linux, windows, android).
          --configuration C     debug or release: decides `#if DEBUG` and `.when(configuration:)`.
          -D FLAG               A compilation condition set for every target (repeatable).
                                Without these, the graph is the union of every branch.
          --reporter NAME[:FILE]
                                Output format, to FILE or standard output; repeatable, at most
                                one on standard output (default: xcode). Formats:
        \(ReportFormat.allCases.map { "                          " + $0.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
          --baseline FILE       Accept the findings recorded in FILE: they are counted, not
                                printed, and do not fail the run; new ones do.
          --write-baseline FILE Record every current finding in FILE (and pass).
          --strict              Warnings fail the run too.
          --strict-baseline     Baseline entries no longer found fail the run (keeps it tight).
          --explain             Print each finding's whole fix plan (steps, symbols crossing,
                                protocol skeleton) as notes, not only its one-line summary.
          --changed [REV]       Still check the whole graph, but report (and fail on) only the
                                findings in changed files, and import cycles a changed file
                                takes part in. Alone: the staged files (git diff --cached), for
                                pre-commit hooks. With REV: files changed since REV in the
                                working tree, plus untracked files (git diff REV; git ls-files
                                --others). Run inside a git repository.
        \(cacheOptionsHelp)
          -h, --help            Show this help.

        ENVIRONMENT:
          ARCHLINT_SWIFT_EXEC   The `swift` executable to run (default: `swift` on PATH).
          ARCHLINT_CACHE_TRACE  Set to 1 to print whether check reused a stored result, and if
                                not, what changed.

        EXAMPLES:
          archlint check --package-path SampleProject
          swift package dump-package > dump.json && archlint check --manifest-json dump.json
          archlint check --config Rules/modular-app.json
          archlint check --changed origin/main
          archlint check --reporter xcode --reporter sarif:archlint.sarif --baseline archlint-baseline.json

        EXIT CODES:
        \(exitCodeTable)

        """
    }

    static var importsHelp: String {
        """
        USAGE: archlint imports PATH...

        Prints the import declarations the scanner finds, as JSON Lines: one object per Swift
        file, sorted by path. Folders are walked recursively (skipping .build, .git, .swiftpm,
        DerivedData, Pods, Carthage). Use it to answer "why does archlint think this file
        imports that?".

        EXAMPLES:
          archlint imports Sources/Network/Authenticator.swift
          archlint imports Sources | grep '"testable"'

        """
    }

    static var initHelp: String {
        """
        USAGE: archlint init [--package-path DIR] [--manifest-json FILE] [--output FILE] [--force]

        Writes a starter archlint.json for the package: groups inferred from target names and
        folders (Core*, *Feature, Network, Data, Domain, and folders named Core or Features),
        the presets that fit, and the rules the code already satisfies switched on; rules with
        findings today are switched off with a comment saying how many and where the first is.
        Import cycles stay on: they are always real problems.

        OPTIONS:
          --package-path DIR    The package root (default: the current directory).
          --manifest-json FILE  Read a `swift package dump-package` dump instead of running SwiftPM.
          --output FILE         Where to write (default: DIR/archlint.json; `-` prints it).
          --force               Replace an existing file.

        EXAMPLES:
          archlint init
          archlint init --package-path SampleProject --output -

        """
    }

    static var rulesHelp: String {
        """
        USAGE: archlint rules [KIND]

        Without KIND, lists the rule kinds with a one-line summary. With KIND, prints its
        documentation, options and examples.

        EXAMPLES:
          archlint rules
          archlint rules forbidden

        """
    }
}

/// Renders a rule kind's documentation as text (`archlint rules KIND`).
public enum RuleDocumentation {
    public static func render(_ description: RuleDescription) -> String {
        var text = "\(description.kind): \(description.summary)\n\n"
        text += description.rationale + "\n\n"
        text += "Default severity: \(description.defaultSeverity.rawValue)\n\n"
        text += "Options:\n"
        for option in description.options {
            text += "  \(option.name) (\(option.required ? "required, " : "")\(option.type.rawValue)): \(option.summary)\n"
        }
        text += "  severity: error, warning or off.\n  description: the team's reason, quoted in every finding.\n"
        for (index, example) in description.examples.enumerated() {
            text += "\nExample \(index + 1) (\(example.triggers ? "triggers" : "does not trigger")):\n"
            if !example.groups.isEmpty {
                let groups = example.groups.keys.sorted().map { "\"\($0)\": [\(example.groups[$0]!.map { "\"\($0)\"" }.joined(separator: ", "))]" }
                text += "  groups: {\(groups.joined(separator: ", "))}\n"
            }
            text += "  rule: \(example.configuration)\n"
            text += "  imports: \(example.imports.joined(separator: ", "))\n"
            if !example.declared.isEmpty {
                text += "  declared in Package.swift: \(example.declared.joined(separator: ", "))\n"
            }
            for module in example.sources.keys.sorted() {
                text += "  \(module) source:\n" + example.sources[module]!.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            }
            if example.triggers {
                text += "  reports: \(example.expected.joined(separator: "; "))\n"
            }
        }
        return text
    }
}

/// A usage mistake on the command line.
struct UsageError: Error {
    var message: String
    var command: String
}

/// A minimal argument reader: `--name value`, `--name=value`, positionals.
struct ArgumentParser {
    enum Argument: Equatable {
        case option(String)
        case positional(String)
    }

    private var arguments: [String]
    private var index = 0
    private var pendingValue: String?
    private var currentOption = ""
    let command: String

    init(arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    mutating func next() throws(UsageError) -> Argument? {
        if pendingValue != nil {
            throw UsageError(message: "option '\(currentOption)' takes no value", command: command)
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            currentOption = String(argument[..<equals])
            pendingValue = String(argument[argument.index(after: equals)...])
            return .option(currentOption)
        }
        if argument.hasPrefix("-") && argument != "-" {
            currentOption = argument
            return .option(argument)
        }
        return .positional(argument)
    }

    /// The value of an option whose value may be left out (`--changed` vs `--changed REV`):
    /// `--name=value`, or the next argument unless it is an option; nil otherwise.
    mutating func optionalValue() -> String? {
        if let pendingValue {
            self.pendingValue = nil
            return pendingValue
        }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        index += 1
        return arguments[index - 1]
    }

    mutating func value() throws(UsageError) -> String {
        if let pendingValue {
            self.pendingValue = nil
            return pendingValue
        }
        guard index < arguments.count, !(arguments[index].hasPrefix("-") && arguments[index] != "-") else {
            throw UsageError(message: "option '\(currentOption)' needs a value", command: command)
        }
        index += 1
        return arguments[index - 1]
    }

    func unknownOption(_ name: String, known: [String]) -> UsageError {
        let suggestion = Suggestion.nearest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown option '\(name)'\(suggestion)", command: command)
    }
}
