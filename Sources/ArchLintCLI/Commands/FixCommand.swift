import ArchLintSupport
import ArchLintRules
import ArchLintKit
import Foundation

/// `archlint fix`: applies the fixes that are edits of Package.swift and Xcode projects.
enum FixCommand: Command {
    struct Values {
        var input = CheckOptions()
        var ruleIDs: Set<String> = []
        var dryRun = false
    }

    static let name = "fix"
    static let summary =
        "Apply the declaration fixes: declare or link what is imported, delete or unlink what is unused."
    static let discussion = """
        Applies every fix plan that is an edit of Package.swift (the manifest SwiftPM uses, a
        Package@swift-X.swift included) or of an Xcode project: it declares the dependencies
        files import without declaring them, and deletes declared dependencies nothing uses,
        when deleting them is safe. Each edit is minimal (one element of a target's
        `dependencies:`, in the manifest's own spelling; in project.pbxproj, the objects and
        list elements Xcode writes to link or unlink a package product); every other line stays
        byte for byte. Files are replaced atomically, keeping their mode, owner and group, and
        read back as `check` reads them: a manifest by archlint's own reader when it lies within
        the declarative subset and by `swift package dump-package` otherwise (--manifests auto),
        by archlint's reader only (static: nothing is run), or by SwiftPM always (swiftpm); a
        project by archlint's project reader. An edit after which a file does not load is taken
        back and reported with the reason. It checks again after its edits and repeats while
        that uncovers more (a dependency kept only because it linked an undeclared import).

        It never edits a file that is a symbolic link (or lies in a linked folder) leading out
        of the package root, a read-only file, or one whose owner or group the edited copy
        could not keep: those are listed as not fixed, with the reason. When part of the input
        could not be read, it prints the same notices as `check`, deletes no dependency (a file
        it did not read may use it) and exits 2. If writing a file fails, it stops there, prints
        the diff of what it wrote before (each file is written whole or not at all) and exits
        with the write's error code (73).

        Findings it cannot fix safely are listed with why (a dependency that would close a
        cycle, a package an Xcode project does not reference yet, a target declared through
        code, a module linked for its side effects) and make it exit 1. Prints the diff of
        what it changed on standard output.
        """
    static let listsExitCodes = true

    static var optionGroups: [OptionGroup<Values>] {
        LoadingOptions.groups(\Values.input) + [
            OptionGroup(
                title: "FIX",
                options: [
                    Option(["--rule"], .required("ID"), help: "Fix only the findings of this rule (repeatable).") {
                        values, value in
                        values.ruleIDs.insert(value!)
                    },
                    Option(["--dry-run"], help: "Print the diff of the edits; write nothing.") { values, _ in
                        values.dryRun = true
                    },
                ])
        ]
    }

    static let examples = [
        "archlint fix --dry-run",
        "archlint fix --rule declared-imports",
        "archlint fix --package-path SampleProject --rule unused-dependencies",
    ]

    static func initialValues() -> Values {
        var values = Values()
        values.input.useCache = true
        return values
    }

    static func validate(_ values: inout Values) throws(UsageError) {
        if values.input.manifestJSON != nil {
            throw UsageError(message: FixMessages.manifestJSONRefused)
        }
    }

    static func run(_ values: Values, context: CommandContext) -> Int32 {
        let linter = context.linter()
        var options = FixOptions(check: values.input)
        options.ruleIDs = values.ruleIDs
        options.dryRun = values.dryRun
        let report: FixReport
        do throws(ToolError) {
            report = try DependencyFixer(linter: linter).run(options)
        } catch {
            return context.fail(error, command: name)
        }
        context.output.standardOutput(render(report, displayPath: { linter.displayPath($0) }))
        // What `check` says about the input, said here too: a partial run exits 2 as it does.
        var log = Notice.collapsed(report.notices).map { $0.printed + "\n" }.joined()
        log += summary(report, displayPath: { linter.displayPath($0) })
        context.output.standardError(log)
        if let interruption = report.interruption {
            return context.fail(interruption, command: name)
        }
        return report.exitCode.rawValue
    }

    /// Standard output: the diff, then what was reverted and what was not fixed.
    static func render(_ report: FixReport, displayPath: (String) -> String) -> String {
        var text = report.diff(displayPath: displayPath)
        for reverted in report.reverted {
            // Names, paths and the tools' words come from the input: escaped so that none can
            // forge a line (the diff above is the files' own lines, as git prints them).
            let reason = reverted.reason.split(separator: "\n").map { "  \(TextLine.escape(String($0)))" }.joined(
                separator: "\n")
            let what =
                reverted.editor == .xcodeProject
                ? "the project no longer read back as edited" : "the manifest no longer loaded"
            text +=
                TextLine.escape("\(displayPath(reverted.file)): reverted: \(reverted.summary): \(what):")
                + "\n\(reason)\n"
        }
        for (violation, reason) in report.notFixed {
            let place = violation.location.map { "\(displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
            text += TextLine.escape("\(place)not fixed: [\(violation.ruleID)] \(violation.message): \(reason)") + "\n"
        }
        return text
    }

    /// Standard error: one line per change, then the counts.
    static func summary(_ report: FixReport, displayPath: (String) -> String) -> String {
        var text = ""
        for change in report.changes {
            text +=
                TextLine.escape(
                    FixMessages.change(
                        displayPath(change.file), summary: change.summary, dryRun: report.dryRun,
                        rules: Set(change.findings.map(\.ruleID)).sorted())
                ) + "\n"
        }
        let files = Set(report.changes.map(\.file)).count
        let fixed = report.changes.reduce(0) { $0 + $1.findings.count }
        text += FixMessages.fixed(fixed, edits: report.changes.count, files: files, dryRun: report.dryRun)
        if !report.reverted.isEmpty {
            text += "; \(report.reverted.count) edit\(report.reverted.count == 1 ? "" : "s") reverted"
        }
        text += "; \(report.notFixed.count) finding\(report.notFixed.count == 1 ? "" : "s") not fixed"
        if !report.dryRun && report.passes > 1 { text += " (\(report.passes) passes)" }
        if report.dryRun {
            text += FixMessages.dryRunWroteNothing
        }
        if report.isPartial && !report.dryRun {
            text += "; part of the input could not be read, so no dependency was deleted"
        }
        text += "\n"
        if report.interruption != nil {
            // Each file is written whole or not at all: those of the diff above are as it shows.
            let written = report.texts.keys.sorted().map(displayPath)
            text +=
                written.isEmpty
                ? "fix stopped before writing any file; nothing was changed\n"
                : TextLine.escape(FixMessages.stoppedAfterWriting(written)) + "\n"
        }
        return text
    }
}

/// What `fix` tells the user, each text named after what it says.
enum FixMessages {
    static let manifestJSONRefused =
        "--manifest-json reads a dump, but fix edits Package.swift and reads it back with SwiftPM; run it where the "
        + "package is"

    /// Why a dry run can promise less than a real run, which repeats until nothing changes.
    static let dryRunWroteNothing =
        "; nothing written (a dry run shows one pass: a dependency kept because it links an undeclared import can go "
        + "once the declaration is made)"

    /// One edit, with the rules of the findings it fixes.
    static func change(_ file: String, summary: String, dryRun: Bool, rules: [String]) -> String {
        "\(file): \(dryRun ? "would " : "")\(summary) (\(rules.joined(separator: ", ")))"
    }

    /// The start of the summary line.
    static func fixed(_ findings: Int, edits: Int, files: Int, dryRun: Bool) -> String {
        "\(dryRun ? "would fix" : "fixed") \(findings) finding\(findings == 1 ? "" : "s") with \(edits) "
            + "edit\(edits == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
    }

    /// A write failed after `written` files were already replaced.
    static func stoppedAfterWriting(_ written: [String]) -> String {
        "fix stopped after writing \(written.count) file\(written.count == 1 ? "" : "s") "
            + "(\(written.joined(separator: ", "))), each as the diff on standard output shows; no other file was "
            + "changed"
    }
}
