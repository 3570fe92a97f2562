import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph
import ArchLintRules

/// What `archlint fix` reads besides the check's own options.
package struct FixOptions: Sendable {
    package var check: CheckOptions
    /// Rule ids whose findings to fix; empty fixes every rule whose plans are manifest edits.
    package var ruleIDs: Set<String> = []
    /// Compute the edits and report them as a diff; write nothing.
    package var dryRun = false
    /// Checks and edits at most this many times: deleting an umbrella dependency becomes safe
    /// only once the modules it linked are declared, which the check after the first pass sees.
    package var maxPasses = 4

    package init(check: CheckOptions) {
        self.check = check
    }
}

/// What `archlint fix` did.
package struct FixReport: Sendable {
    /// One change made (or, in a dry run, that would be made), with the findings it fixes.
    package struct Change: Sendable {
        package var file: String
        /// How `file` is edited (the owner module's `manifestKind`).
        package var editor: ManifestKind.Editor
        package var change: DependencyChange
        /// The change in one phrase ("this line becomes: ...").
        package var description: String
        package var findings: [Violation]

        /// `add "X" to the dependencies of 'T'`.
        package var summary: String { FixReport.describe(change, editor: editor) }
    }

    /// A change written and then taken back because the file no longer loaded.
    package struct Reverted: Sendable {
        package var file: String
        package var editor: ManifestKind.Editor
        package var change: DependencyChange
        /// Why the file did not load (the build system's own lines).
        package var reason: String
        package var findings: [Violation]

        package var summary: String { FixReport.describe(change, editor: editor) }
    }

    /// A change in a few words: `add "X" to the dependencies of 'T'`; in an Xcode project,
    /// `link product "X" to target 'T'`.
    package static func describe(_ change: DependencyChange, editor: ManifestKind.Editor = .swiftPackageManifest)
        -> String
    {
        if editor == .xcodeProject {
            switch change {
            case .add(let module, .product(let name, _), _): return "link product \"\(name)\" to target '\(module)'"
            case .add(let module, .target(let name), _), .add(let module, .project(let name, _), _):
                return "link target '\(name)' to target '\(module)'"
            case .remove(let module, let name, _): return "unlink \"\(name)\" from target '\(module)'"
            }
        }
        switch change {
        case .add(let module, let dependency, let entry):
            let package = entry.map { " (and declare `\($0.expression)`)" } ?? ""
            return "add \"\(dependency.name)\" to the dependencies of '\(module)'\(package)"
        case .remove(let module, let name, _):
            return "delete \"\(name)\" from the dependencies of '\(module)'"
        }
    }

    package var changes: [Change] = []
    package var reverted: [Reverted] = []
    /// Findings of the selected rules still there, each with why it was not fixed.
    package var notFixed: [(violation: Violation, reason: String)] = []
    /// Each edited file's text before and after, by path (the diff to show).
    package var texts: [String: (before: String, after: String)] = [:]
    package var passes = 0
    package var dryRun = false
    package var root = ""
    /// What the last check said about the input (the notices `check` prints), sorted.
    package var notices: [Notice] = []
    /// True when part of the input could not be read: no dependency was deleted (a file archlint
    /// did not read may use it), and the run exits 2 as `check` does.
    package var isPartial = false
    /// The write that failed and stopped the run, when one did: `changes` and `texts` then say
    /// what was written before it (each file is written whole or not at all).
    package var interruption: ToolError?

    /// 2 when part of the input could not be read (as for `check`), else 0 when nothing of what
    /// was selected is left and 1 when a finding stays (not fixable, or reverted). A run stopped
    /// by a failed write exits with that error's code.
    package var exitCode: ExitCode {
        if let interruption { return interruption.exitCode }
        if isPartial { return .partial }
        return notFixed.isEmpty && reverted.isEmpty ? .clean : .findings
    }

    /// The unified diff of every edited file, paths shown by `displayPath`.
    package func diff(displayPath: (String) -> String) -> String {
        texts.keys.sorted().map { path in
            var shown = displayPath(path)
            // `a//tmp/...` would not apply with `patch -p1`: paths in a diff have no leading slash.
            while shown.hasPrefix("/") { shown.removeFirst() }
            return LineDiff.unified(
                from: texts[path]!.before, to: texts[path]!.after, oldName: "a/\(shown)", newName: "b/\(shown)")
        }.joined()
    }
}

/// `archlint fix`: applies the fix plans that are edits of declarations (declare what is
/// imported, delete what is unused and safe to delete) in Package.swift files and Xcode
/// projects, checks again, and repeats while that uncovers more (at most `FixOptions.maxPasses`
/// times).
///
/// Every file is written atomically (`AtomicFile`) and read back (Package.swift by `swift
/// package dump-package`, project.pbxproj by archlint's own project reader, which must see the
/// change); an edit after which the file does not load is taken back, alone (the others of that
/// file stay), and reported with the reason. A finding whose plan carries no change
/// (`fixBlocker`: a cycle SwiftPM would refuse, a package an Xcode project does not reference
/// yet, a manifest written through code, a dependency used or linked for a reason) is listed
/// with that reason, never guessed at.
package struct DependencyFixer: Sendable {
    package var linter: Linter
    /// The editor of a declaration file, by path and the kind of editor its modules' source
    /// names (`ManifestKind.editor`); nil for a kind of file archlint does not edit.
    package var declarationFile: @Sendable (String, ManifestKind.Editor) -> (any DependencyDeclarationFile)?

    package init(linter: Linter) {
        self.linter = linter
        let environment = linter.environment
        declarationFile = { path, editor in
            switch editor {
            case .swiftPackageManifest:
                PackageManifestFile(path: path, loader: ManifestLoader(environment: environment))
            case .xcodeProject: XcodeProjectFile(path: path)
            // A generator's files need the run's root (`generatorFile(_:editor:module:root:options:)`).
            case .xcodeGenSpec, .tuistManifest, .byHand: nil
            }
        }
    }

    /// The editor of a generator's file that declares `module`: its XcodeGen spec (or the file
    /// the spec includes that declares it), read back from the spec; its Tuist `Project.swift`,
    /// read back by running the manifests as `check` does (`--manifests static` runs none).
    package func generatorFile(
        _ path: String, editor: ManifestKind.Editor, module: Module?, root: String,
        options: CheckOptions, targetLines: [String: Int] = [:]
    )
        -> (any DependencyDeclarationFile)?
    {
        switch editor {
        case .xcodeGenSpec:
            return XcodeGenSpecFile(path: path, specPath: module?.manifestPath ?? path, root: root)
        case .tuistManifest:
            let cache = options.useCache ? linter.makeCache(options, root: root).directory : nil
            let tuist = TuistReadingOptions(
                swift: try? ManifestLoader(environment: linter.environment).swiftExecutable(),
                environment: linter.environment, timeout: options.manifestTimeout, cacheDirectory: cache,
                declined: options.manifests == .static, excluded: [])
            return TuistManifestFile(path: path, root: root, options: tuist, targetLines: targetLines)
        case .swiftPackageManifest, .xcodeProject, .byHand:
            return nil
        }
    }

    /// The line of each module a manifest itself declares (no helper made it), by module name.
    static func targetLines(in file: String, _ graph: ModuleGraph) -> [String: Int] {
        var lines: [String: Int] = [:]
        for module in graph.modules.values where module.declaration?.file == file && module.helperSite == nil {
            lines[module.name] = module.declaration?.line
        }
        return lines
    }

    /// The situations `archlint fix` acts on or reports.
    static let manifestSituations: Set<FixPlan.Situation> = [
        .declareDependency, .removeDependency, .addImport, .keepDependency,
    ]

    package func run(_ options: FixOptions) throws(ToolError) -> FixReport {
        var report = FixReport()
        report.dryRun = options.dryRun
        var checkOptions = options.check
        // Every pass must see the files as they are now.
        checkOptions.reuseResults = false
        // Edited manifests are read back as the check reads them (`--manifests`), so that
        // `--manifests static` never runs one.
        let reading = options.check.manifests
        let timeout = options.check.manifestTimeout
        let declarationFile = self.declarationFile
        let editor: @Sendable (String, ManifestKind.Editor) -> (any DependencyDeclarationFile)? = { path, kind in
            guard var file = declarationFile(path, kind) else { return nil }
            if var manifest = file as? PackageManifestFile {
                manifest.loader.reading = reading
                manifest.loader.timeout = timeout
                file = manifest
            }
            return file
        }
        var originals: [String: String] = [:]
        /// What each file holds now: after a dry run's edits, or as last written.
        var current: [String: String] = [:]
        var attempted: Set<String> = []
        var refusedFiles: [String: String] = [:]
        var result = try linter.check(checkOptions)
        report.root = result.root
        // The module that owns each edited file (a generator's file is read back through it).
        var owners: [String: Module] = [:]
        if !options.ruleIDs.isEmpty {
            let known = result.configuration.rules.map(\.id)
            for id in options.ruleIDs.sorted() where !known.contains(id) {
                let suggestion = Suggestion.nearest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw ToolError(
                    .usage,
                    FixerMessages.unknownRuleID(id, suggestion: suggestion, rules: known.sorted())
                )
            }
        }
        func selected(_ violation: Violation) -> Bool {
            guard let plan = violation.plan, Self.manifestSituations.contains(plan.situation) else { return false }
            return options.ruleIDs.isEmpty || options.ruleIDs.contains(violation.ruleID)
        }
        let files = EditableFiles(root: result.root, displayPath: linter.displayPath)

        passes: while report.passes < (options.dryRun ? 1 : options.maxPasses) {
            // The changes of this pass, grouped by file, each with the findings it fixes.
            var byFile: [String: [(change: DependencyChange, findings: [Violation])]] = [:]
            // How each file is edited: as its modules' source says.
            var editors: [String: ManifestKind.Editor] = [:]
            // Where each change is in its file's list: looked up, not searched (a change per
            // target of a thousand-target project made this quadratic).
            var indexOfChange: [String: [DependencyChange: Int]] = [:]
            for violation in result.violations where selected(violation) {
                guard let plan = violation.plan, plan.fixBlocker == nil, let change = plan.dependencyChange,
                    let file = plan.manifestLocation?.file,
                    let editorKind = result.graph.modules[change.module]?.manifestKind?.editor
                else { continue }
                editors[file] = editorKind
                if owners[file] == nil { owners[file] = result.graph.modules[change.module] }
                let key = "\(file)\n\(change)"
                guard !attempted.contains(key) else { continue }
                // A file archlint did not read may use the dependency (see `FixReport.isPartial`).
                if result.isPartial, case .remove = change {
                    attempted.insert(key)
                    report.notFixed.append((violation, EditableFiles.partialInputReason))
                    continue
                }
                if let index = indexOfChange[file]?[change] {
                    byFile[file]![index].findings.append(violation)
                } else {
                    indexOfChange[file, default: [:]][change] = byFile[file]?.count ?? 0
                    byFile[file, default: []].append((change, [violation]))
                }
            }
            if byFile.isEmpty { break }
            report.passes += 1
            var changedThisPass = false
            for file in byFile.keys.sorted() {
                guard let editorKind = editors[file],
                    let editor = editor(file, editorKind)
                        ?? generatorFile(
                            file, editor: editorKind, module: owners[file], root: result.root,
                            options: checkOptions, targetLines: Self.targetLines(in: file, result.graph))
                else { continue }
                // A link out of the root, a read-only file, one owned by another user: refused
                // before anything is written, with the reason.
                if let reason = refusedFiles[file] ?? files.refusal(for: file) {
                    refusedFiles[file] = reason
                    for (change, findings) in byFile[file]! {
                        attempted.insert("\(file)\n\(change)")
                        for finding in findings { report.notFixed.append((finding, reason)) }
                    }
                    continue
                }
                let text: String
                if let known = current[file] {
                    text = known
                } else {
                    guard let data = try? FileBuffer.contents(of: file, limit: InputLimits.sourceFileBytes).get() else {
                        continue
                    }
                    text = String(decoding: data, as: UTF8.self)
                    originals[file] = text
                }
                var made: [FixReport.Change] = []
                // Every change of the file at once: the editors read a file once per round of
                // changes, not once per change (thousands of edits of one file stay linear).
                let ordered = byFile[file]!.sorted(by: { ($0.findings.min()!) < ($1.findings.min()!) })
                for (change, _) in ordered { attempted.insert("\(file)\n\(change)") }
                let batch = editor.edit(ordered.map(\.change), in: text)
                for ((change, findings), outcome) in zip(ordered, batch.outcomes) {
                    switch outcome {
                    case .success(let edit):
                        made.append(
                            FixReport.Change(
                                file: file, editor: editorKind, change: change, description: edit.description,
                                findings: findings))
                    case .failure(let failure):
                        for finding in findings { report.notFixed.append((finding, failure.message)) }
                    }
                }
                let edited = batch.edited
                guard !made.isEmpty else { continue }
                if options.dryRun {
                    current[file] = edited
                    report.changes += made
                    continue
                }
                do throws(ToolError) {
                    try files.write(edited, to: file)
                    current[file] = edited
                    if editor.validate(after: made.map(\.change)) == nil {
                        report.changes += made
                        changedThisPass = true
                        continue
                    }
                    // Something in this batch does not load: take the batch back, then try each
                    // change alone, keeping those after which the file still loads.
                    var kept = text
                    try files.write(kept, to: file)
                    current[file] = kept
                    for change in made {
                        guard case .success(let edit) = editor.edit(change.change, in: kept) else { continue }
                        try files.write(edit.edited, to: file)
                        current[file] = edit.edited
                        if let reason = editor.validate(after: [change.change]) {
                            try files.write(kept, to: file)
                            current[file] = kept
                            report.reverted.append(
                                FixReport.Reverted(
                                    file: file, editor: editorKind, change: change.change, reason: reason,
                                    findings: change.findings))
                        } else {
                            kept = edit.edited
                            report.changes.append(change)
                            changedThisPass = true
                        }
                    }
                } catch {
                    // Each file is written whole or not at all; what was written before this
                    // failure stays, and the report says what it was.
                    report.interruption = error
                    break passes
                }
            }
            if options.dryRun || !changedThisPass { break }
            result = try linter.check(checkOptions)
        }
        report.notices = result.notices
        report.isPartial = result.isPartial

        // What is left of the selected findings, with why.
        let revertedFindings = Set(report.reverted.flatMap(\.findings))
        let fixedInDryRun = Set(report.changes.flatMap(\.findings))
        var listed = Set(report.notFixed.map(\.violation))
        if report.interruption == nil {
            for violation in result.violations
            where selected(violation) && !revertedFindings.contains(violation) && !listed.contains(violation) {
                if options.dryRun && fixedInDryRun.contains(violation) { continue }
                let reason = violation.plan?.fixBlocker ?? violation.plan?.summary ?? "no change archlint can make"
                report.notFixed.append((violation, reason))
                listed.insert(violation)
            }
        }
        report.notFixed.sort { $0.violation < $1.violation }
        for (path, before) in originals {
            if let after = current[path], after != before { report.texts[path] = (before, after) }
        }
        return report
    }
}

/// What `fix` says when it refuses or holds back an edit, each text named after what it says.
enum FixerMessages {
    /// `--rule` names no rule of the rules file; `rules` lists the rule ids it has.
    static func unknownRuleID(_ id: String, suggestion: String, rules: [String]) -> String {
        "no rule with id '\(id)' in the rules file\(suggestion) (rules: \(rules.joined(separator: ", ")))"
    }
}
