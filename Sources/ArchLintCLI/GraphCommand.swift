import Foundation
import ArchLintSupport
import ArchLintRules
import ArchLintKit

/// What `archlint graph` reads and writes.
package struct GraphCommandOptions: Sendable {
    /// Same inputs as `check`.
    package var input = CheckOptions()
    package var diagram = DiagramOptions()
    package var format: GraphFormat = .dot
    /// The file to write, nil (or `-`) for standard output.
    package var outputPath: String?

    package init() {}
}

/// `archlint graph`: runs the `check` pipeline and draws its result.
package enum GraphCommand {
    /// The rendered text and a one-line summary for standard error.
    package struct Output: Sendable {
        package var text: String
        package var summary: String
        package var notices: [String]
    }

    /// Builds the picture in memory.
    package static func render(_ options: GraphCommandOptions, linter: Linter,
                              readStandardInput: @escaping @Sendable () -> Data = { Data() }) throws(ToolError) -> Output {
        let result = try linter.check(options.input, readStandardInput: readStandardInput)
        let diagram = try ArchitectureDiagram(result: result, options: options.diagram, displayPath: linter.displayPath)
        var notices: [String] = []
        if result.configuration.file == nil {
            notices.append("note: no archlint.json in \(linter.displayPath(result.root)); layers and violations come from the built-in default rules (preset '\(ConfigurationLoader.defaultPreset)')")
        }
        notices += result.notices.map(\.text)
        let violating = diagram.edges.filter(\.isViolating).count
        let summary = "\(diagram.nodes.count) \(diagram.nodes.count == 1 ? "module" : "modules"), \(diagram.edges.count) \(diagram.edges.count == 1 ? "edge" : "edges") (\(violating) breaking a rule)"
        return Output(text: options.format.renderer.render(diagram), summary: summary, notices: notices)
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a
    /// reader (a file watcher, a concurrent `dot`) never sees half a picture.
    package static func writeAtomically(_ text: String, to path: String) throws(ToolError) {
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw ToolError(.missingInput, "cannot write '\(path)': no such folder '\(directory)'; create it first or choose another --output")
        }
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            throw ToolError(.missingInput, "cannot write '\(path)': \(error.localizedDescription); choose another --output")
        }
    }
}

extension CommandLineTool {
    static let graphOptionNames = [
        "--package-path", "--manifest-json", "--config", "--format", "--dot", "--mermaid", "--json", "--output",
        "--focus", "--depth", "--include-tests", "--externals", "--reduce", "--only-violations", "--platform", "--configuration", "--help",
    ] + cacheOptionNames

    static func runGraph(_ arguments: [String], environment: [String: String], workingDirectory: String,
                         output: OutputStreams, readStandardInput: @escaping @Sendable () -> Data) -> Int32 {
        var parser = ArgumentParser(arguments: arguments, command: "graph")
        var options = GraphCommandOptions()
        options.input.useCache = true
        var explicitFormat: (format: GraphFormat, option: String)?
        var depthOption: String?
        do throws(UsageError) {
            func choose(_ format: GraphFormat, _ option: String) throws(UsageError) {
                if let explicitFormat, explicitFormat.format != format {
                    throw UsageError(message: "\(option) conflicts with \(explicitFormat.option); choose one format", command: "graph")
                }
                explicitFormat = (format, option)
            }
            while let argument = try parser.next() {
                switch argument {
                case .option("--package-path"): options.input.packagePath = try parser.value()
                case .option("--manifest-json"): options.input.manifestJSON = try parser.value()
                case .option("--config"): options.input.configPath = try parser.value()
                case .option("--output"), .option("-o"): options.outputPath = try parser.value()
                case .option("--format"):
                    let value = try parser.value()
                    guard let format = GraphFormat(rawValue: value) else {
                        throw badValue(value, for: "--format", expected: GraphFormat.allCases.map(\.rawValue))
                    }
                    try choose(format, "--format \(value)")
                case .option("--dot"): try choose(.dot, "--dot")
                case .option("--mermaid"): try choose(.mermaid, "--mermaid")
                case .option("--json"): try choose(.json, "--json")
                case .option("--focus"): options.diagram.focus = try parser.value()
                case .option("--depth"):
                    let value = try parser.value()
                    guard let depth = Int(value), depth >= 0 else {
                        throw UsageError(message: "--depth needs a whole number of edges (0 or more), not '\(value)'", command: "graph")
                    }
                    options.diagram.depth = depth
                    depthOption = value
                case .option("--include-tests"): options.diagram.includeTests = true
                case .option("--externals"):
                    let value = try parser.value()
                    guard let externals = ExternalsFilter(rawValue: value) else {
                        throw badValue(value, for: "--externals", expected: ExternalsFilter.allCases.map(\.rawValue))
                    }
                    options.diagram.externals = externals
                case .option("--reduce"): options.diagram.reduce = true
                case .option("--only-violations"): options.diagram.onlyViolations = true
                case .option("--help"), .option("-h"):
                    output.standardOutput(graphHelp)
                    return ExitCode.clean.rawValue
                case .option(let name) where try CommandLineTool.cacheOption(name, &parser, &options.input):
                    break
                case .option(let name) where try CommandLineTool.selectionOption(name, &parser, &options.input.selection, command: "graph"):
                    break
                case .option(let name):
                    throw parser.unknownOption(name, known: graphOptionNames)
                case .positional(let value):
                    throw UsageError(message: "unexpected argument '\(value)'; pass the package root with --package-path \(value)", command: "graph")
                }
            }
            if depthOption != nil && options.diagram.focus == nil {
                throw UsageError(message: "--depth needs --focus MODULE (the module whose neighbourhood to draw)", command: "graph")
            }
        } catch {
            return usageError(error.message, command: error.command, output: output)
        }
        if options.outputPath == "-" { options.outputPath = nil }
        options.format = explicitFormat?.format ?? options.outputPath.flatMap(GraphFormat.implied(byFileName:)) ?? .dot

        let linter = Linter(environment: environment, workingDirectory: workingDirectory)
        do throws(ToolError) {
            let rendered = try GraphCommand.render(options, linter: linter, readStandardInput: readStandardInput)
            var log = rendered.notices.map { $0 + "\n" }.joined()
            if let path = options.outputPath {
                try GraphCommand.writeAtomically(rendered.text, to: PathUtilities.standardize(path, relativeTo: workingDirectory))
                log += "wrote \(path): \(rendered.summary)\n"
            } else {
                output.standardOutput(rendered.text)
                log += "graph: \(rendered.summary)\n"
            }
            output.standardError(log)
            return ExitCode.clean.rawValue
        } catch {
            output.standardError(error.rendered + (error.exitCode == .usage ? "\nRun 'archlint graph --help' for usage." : "") + "\n")
            return error.exitCode.rawValue
        }
    }

    private static func badValue(_ value: String, for option: String, expected: [String]) -> UsageError {
        let suggestion = Suggestion.nearest(to: value, in: expected).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown value '\(value)' for \(option)\(suggestion) (expected \(expected.joined(separator: ", ")))", command: "graph")
    }

    static var graphHelp: String {
        """
        USAGE: archlint graph [--format dot|mermaid|json] [--output FILE] [OPTIONS]

        Draws the module graph the way `check` sees it: modules clustered in the layers of the
        rules file's groups (composition root on top, core at the bottom), shapes by module
        kind, declared-but-unused edges dashed, imported-but-undeclared edges purple, edges
        that break a rule red and labelled with the rule id, cycle edges bold, and a legend.
        The exit code is 0 whenever the picture is produced, violations or not.

        OPTIONS:
          --package-path DIR    The package root (default: the current directory).
          --manifest-json FILE  Read a `swift package dump-package` JSON dump instead of
                                running SwiftPM (`-` reads standard input).
          --config FILE         The rules file (default: archlint.json or .archlint.json in the
                                package root; its groups are the picture's layers).
          --platform NAME       Draw the graph as built for one platform (ios, macos, linux...).
          --configuration C     debug or release (decides `#if DEBUG`, `.when(configuration:)`).
          -D FLAG               A compilation condition set for every target (repeatable).
          --format FORMAT       dot (Graphviz, the default), mermaid (for GitHub Markdown) or
                                json (versioned, for other tools). --dot, --mermaid and --json
                                are shorthands; without any, --output's extension decides
                                (.dot/.gv, .mmd/.mermaid, .json).
          -o, --output FILE     Write to FILE (atomically) instead of standard output.
          --focus MODULE        Draw only MODULE and the modules within --depth edges of it, in
                                both directions (what it uses, what uses it).
          --depth N             How far --focus reaches (default 1).
          --include-tests       Draw test targets too (hidden by default).
          --externals WHICH     none, third-party (the default: products of other packages and
                                unknown modules) or all (also the SDK: Foundation, UIKit...).
          --reduce              Drop every edge implied by a longer path (transitive
                                reduction); edges that break a rule or are imported
                                without a declaration always stay.
          --only-violations     Draw only the edges that break a rule, and their modules.
        \(CommandLineTool.cacheOptionsHelp)
          -h, --help            Show this help.

        EXAMPLES:
          archlint graph --package-path SampleProject --output graph.dot && dot -Tsvg -O graph.dot
          archlint graph --mermaid --reduce > architecture.mmd
          archlint graph --focus Network --depth 2 --include-tests
          archlint graph --json --externals all | jq '.edges[] | select(.violations != [])'

        EXIT CODES:
        \(exitCodeTable)

        """
    }
}
