import ArchLintSupport
import ArchLintKit
import Foundation

/// `archlint graph`: the module graph as a picture (DOT, Mermaid, an HTML page) or data (JSON).
enum GraphCommand: Command {
    struct Values {
        var drawing = GraphDrawingOptions()
        /// The format asked for explicitly, and the option that asked.
        var explicitFormat: (format: GraphFormat, option: String)?
        var depthGiven = false

        mutating func choose(_ format: GraphFormat, _ option: String) throws(UsageError) {
            if let explicitFormat, explicitFormat.format != format {
                throw UsageError(message: "\(option) conflicts with \(explicitFormat.option); choose one format")
            }
            explicitFormat = (format, option)
        }
    }

    static let name = "graph"
    static let summary = "Draw the module graph with its layers and violations (DOT, Mermaid, JSON, HTML)."
    static let discussion = """
        Draws the module graph the way `check` sees it: modules clustered in the layers of the
        rules file's groups, in the order of its `layers` rule when it has one (else by the
        words of the names: composition root on top, core at the bottom), shapes by module
        kind, declared-but-unused edges dashed, edges that break a rule red and labelled with
        the rule id, cycle edges bold, and a legend. Imports without a declaration are purple
        when a rule checks declarations (implicit-dependency). An edge that breaks a rule is
        drawn whatever --externals says; one that --focus or hidden tests leave out is counted
        ("N rule-breaking edges hidden").

        --html writes one self-contained page (no network, nothing to install) for exploring
        large graphs: search a module, focus on its dependencies and dependents to a depth,
        layers as bands, findings and cycles highlighted, an edge's import lines and fixes, a
        module's role and why.

        The exit code is 0 whenever the picture is produced, violations or not.
        """
    static let listsExitCodes = true

    static func initialValues() -> Values {
        var values = Values()
        values.drawing.input.useCache = true
        return values
    }

    static var optionGroups: [OptionGroup<Values>] {
        let drawingInput = \Values.drawing.input
        return LoadingOptions.groups(drawingInput) + [
            OptionGroup(
                title: "OUTPUT",
                options: [
                    Option(
                        ["--format"], .required("FORMAT"),
                        help: """
                            dot (Graphviz, the default), mermaid (for GitHub Markdown),
                            json (versioned, for other tools) or html (one page to explore
                            in a browser). --dot, --mermaid, --json and --html are
                            shorthands; without any, --output's extension decides
                            (.dot/.gv, .mmd/.mermaid, .json, .html/.htm).
                            """
                    ) { values, value throws(UsageError) in
                        guard let format = GraphFormat(rawValue: value!) else {
                            throw UsageError.unknownValue(
                                value!, for: "--format", expected: GraphFormat.allCases.map(\.rawValue))
                        }
                        try values.choose(format, "--format \(value!)")
                    },
                    Option(["--dot"], help: "Shorthand for --format dot.") { values, _ throws(UsageError) in
                        try values.choose(.dot, "--dot")
                    },
                    Option(["--mermaid"], help: "Shorthand for --format mermaid.") { values, _ throws(UsageError) in
                        try values.choose(.mermaid, "--mermaid")
                    },
                    Option(["--json"], help: "Shorthand for --format json.") { values, _ throws(UsageError) in
                        try values.choose(.json, "--json")
                    },
                    Option(["--html"], help: "Shorthand for --format html.") { values, _ throws(UsageError) in
                        try values.choose(.html, "--html")
                    },
                    Option(
                        ["--output", "-o"], .required("FILE"),
                        help: "Write to FILE (atomically) instead of standard output."
                    ) { values, value in
                        values.drawing.outputPath = value!
                    },
                ]),
            OptionGroup(
                title: "WHAT TO DRAW",
                options: [
                    Option(
                        ["--focus"], .required("MODULE"),
                        help: """
                            Draw only MODULE and the modules within --depth edges of it, in
                            both directions (what it uses, what uses it).
                            """
                    ) { values, value in values.drawing.diagram.focus = value! },
                    Option(["--depth"], .required("N"), help: "How far --focus reaches (default 1).") {
                        values, value throws(UsageError) in
                        guard let depth = Int(value!), depth >= 0 else {
                            throw UsageError(
                                message: "--depth needs a whole number of edges (0 or more), not '\(value!)'")
                        }
                        values.drawing.diagram.depth = depth
                        values.depthGiven = true
                    },
                    Option(["--include-tests"], help: "Draw test targets too (hidden by default).") { values, _ in
                        values.drawing.diagram.includeTests = true
                    },
                    Option(
                        ["--externals"], .required("WHICH"),
                        help: """
                            none, third-party (the default: products of other packages and
                            unknown modules) or all (also the SDK: Foundation, UIKit...).
                            """
                    ) { values, value throws(UsageError) in
                        guard let externals = ExternalsFilter(rawValue: value!) else {
                            throw UsageError.unknownValue(
                                value!, for: "--externals", expected: ExternalsFilter.allCases.map(\.rawValue))
                        }
                        values.drawing.diagram.externals = externals
                    },
                    Option(
                        ["--reduce"],
                        help: """
                            Drop every edge implied by a longer path (transitive
                            reduction); edges that break a rule or are imported
                            without a declaration always stay.
                            """
                    ) { values, _ in values.drawing.diagram.reduce = true },
                    Option(["--only-violations"], help: "Draw only the edges that break a rule, and their modules.") {
                        values, _ in
                        values.drawing.diagram.onlyViolations = true
                    },
                ]),
        ]
    }

    static let examples = [
        "archlint graph --package-path SampleProject --output graph.dot && dot -Tsvg -O graph.dot",
        "archlint graph --mermaid --reduce > architecture.mmd",
        "archlint graph --focus Network --depth 2 --include-tests",
        "archlint graph --json --externals all | jq '.edges[] | select(.violations != [])'",
        "archlint graph --html --externals all -o graph.html && open graph.html",
    ]

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.depthGiven && values.drawing.diagram.focus == nil {
            throw UsageError(message: "--depth needs --focus MODULE (the module whose neighbourhood to draw)")
        }
        if values.drawing.outputPath == "-" { values.drawing.outputPath = nil }
        values.drawing.format =
            values.explicitFormat?.format
            ?? values.drawing.outputPath.flatMap(GraphFormat.implied(byFileName:)) ?? .dot
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        do throws(ToolError) {
            let rendered = try GraphDrawing.render(
                values.drawing, linter: linter, readStandardInput: context.readStandardInput)
            var log = rendered.notices.map { $0 + "\n" }.joined()
            if let path = values.drawing.outputPath {
                try AtomicFile.write(rendered.text, to: context.resolve(path), displayPath: path)
                log += "wrote \(path): \(rendered.summary)\n"
            } else {
                context.output.standardOutput(rendered.text)
                log += "graph: \(rendered.summary)\n"
            }
            context.output.standardError(log)
            // A picture of part of the input is drawn, but the run says so as `check` does.
            return (rendered.isPartial ? ExitCode.partial : ExitCode.clean).rawValue
        } catch {
            return context.fail(error, command: name)
        }
    }
}
