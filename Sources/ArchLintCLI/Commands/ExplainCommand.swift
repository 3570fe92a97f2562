import ArchLintSupport
import ArchLintKit

/// `archlint explain A B`: how module A depends on module B, as text.
enum ExplainCommand: Command {
    struct Values {
        var input = CheckOptions()
        var modules: [String] = []
    }

    static let name = "explain"
    static let summary = "Explain how one module depends on another: paths, rules broken, symbols, fix plans."
    static var discussion: String {
        """
        Explains how module A depends on module B: the import lines of A -> B, every path from
        A to B (shortest first, at most \(ExplainReport.pathLimit)), the rules each edge breaks,
        the declarations of B that A uses (with where), and the fix plan of each finding.
        """
    }
    static let positionalSynopsis: String? = "A B"
    static let listsExitCodes = true
    static var optionGroups: [OptionGroup<Values>] { LoadingOptions.groups(\Values.input) }
    static let examples = ["archlint explain Network Data --package-path SampleProject"]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        values.modules.append(value)
    }

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.modules.count != 2 {
            throw UsageError(
                message: "expected two modules, the importer and the imported (archlint explain Network Data)")
        }
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        let result: CheckResult
        do throws(ToolError) {
            result = try linter.check(values.input, readStandardInput: context.readStandardInput)
        } catch {
            return context.fail(error)
        }
        for name in values.modules where result.graph.modules[name] == nil {
            let suggestion =
                Suggestion.nearest(to: name, in: result.graph.moduleNames).map { "; did you mean '\($0)'?" } ?? ""
            return context.fail(
                ToolError(.usage, "no module named '\(name)' in the graph\(suggestion)"), command: self.name)
        }
        let report = ExplainReport(result, from: values.modules[0], to: values.modules[1])
        context.output.standardOutput(render(report, displayPath: { linter.displayPath($0) }))
        return ExitCode.clean.rawValue
    }

    /// The text `explain` prints.
    static func render(_ report: ExplainReport, displayPath: @escaping (String) -> String) -> String {
        let place = { (location: SourceLocation) in "\(displayPath(location.file)):\(location.line):\(location.column)"
        }
        // Every line escaped (`TextLine`): names and paths come from the input.
        let line = { (text: String) in TextLine.escape(text) + "\n" }
        var text = line("\(report.from) -> \(report.to)")

        text += "\nDirect imports:\n"
        if report.imports.isEmpty { text += "  none\n" }
        for location in report.imports { text += line("  \(place(location)): import \(report.to)") }
        if report.isDeclared {
            text += line("  declared in \(report.declaringFile)\(report.declaredAt.map { " at \(place($0))" } ?? "")")
            if let helper = report.helperSite {
                text += line("  (\(report.from) is made by the helper code at \(place(helper)))")
            }
            if let carried = report.carried {
                text += line(
                    "  needed: \(place(carried.location)): \(carried.importer) imports \(carried.module), "
                        + "which it reaches only through this dependency")
            }
        }

        text += "\nPaths:\n"
        if report.paths.isEmpty { text += line("  none: \(report.from) does not reach \(report.to)") }
        for path in report.paths { text += line("  \(path.joined(separator: " -> "))") }
        if report.pathsTruncated { text += line("  (only the first \(ExplainReport.pathLimit) shown)") }

        text += "\nRules broken:\n"
        if report.findings.isEmpty { text += "  none\n" }
        for violation in report.findings {
            text += line(
                "  \(violation.location.map(place) ?? "-"): \(violation.severity.rawValue): [\(violation.ruleID)] "
                    + "\(violation.message)"
            )
        }

        if !report.accepted.isEmpty {
            text += "\nAccepted by the rules (except):\n"
            for entry in report.accepted {
                let violation = entry.violation
                text += line("  \(violation.location.map(place) ?? "-"): [\(violation.ruleID)] \(violation.message)")
                text += line(
                    "    accepted by \(displayPath(entry.file)):\(entry.position.line):\(entry.position.column) "
                        + "\(entry.keyPath): \(entry.reason)"
                )
            }
        }

        text += "\n" + line("Symbols of \(report.to) used by \(report.from):")
        if report.symbols.isEmpty { text += "  none\n" }
        for symbol in report.symbols {
            let members = symbol.members.isEmpty ? "" : ", members \(symbol.members.joined(separator: ", "))"
            text += line("  \(symbol.name) (\(symbol.kind) at \(place(symbol.declaredAt))\(members))")
            for use in symbol.uses { text += line("    used at \(place(use))") }
        }

        text += "\nPlans:\n"
        if report.plans.isEmpty { text += "  none\n" }
        for plan in report.plans {
            text += line("  fix: \(plan.summary)")
            for (number, step) in plan.steps.enumerated() { text += line("    \(number + 1). \(step)") }
            if let skeleton = plan.protocolSkeleton {
                for skeletonLine in skeleton.split(separator: "\n") { text += line("      \(skeletonLine)") }
            }
            if let conformance = plan.conformanceSkeleton {
                text += "    in \(plan.conformanceModule ?? "the implementing module"):\n"
                for line in conformance.split(separator: "\n") { text += "      \(line)\n" }
            }
            if let diff = plan.manifestDiff {
                for line in diff.split(separator: "\n") { text += "      \(line)\n" }
            }
        }
        return text
    }
}
