import ArchLintSupport
import ArchLintSyntax
import Foundation

/// `archlint imports PATH...`: prints the imports of Swift files as JSON Lines, one object per
/// file, sorted by path, with keys in a fixed order so output is byte-identical run to run.
enum ImportsCommand: Command {
    typealias Values = [String]

    static let name = "imports"
    static let summary = "Print what the import scanner sees in Swift files, as JSON Lines."
    static let discussion = """
        Prints the import declarations the scanner finds, as JSON Lines: one object per Swift
        file, sorted by path. Folders are walked recursively, skipping hidden folders and build
        and dependency folders (\(SourceTree.skippedFolders.sorted().joined(separator: ", "))).
        Use it to answer "why does archlint think this file imports that?".
        """
    static let positionalSynopsis: String? = "PATH..."
    static var optionGroups: [OptionGroup<Values>] { [] }
    static let examples = [
        "archlint imports Sources/Network/Authenticator.swift",
        "archlint imports Sources | grep '\"testable\"'",
    ]

    static func initialValues() -> Values { [] }

    static func positional(_ value: String, into values: inout Values) throws(UsageError) {
        values.append(value)
    }

    static func run(_ paths: Values, context: CommandContext) -> Int32 {
        run(
            paths: paths, workingDirectory: context.workingDirectory,
            stdout: context.output.standardOutput, stderr: context.output.standardError)
    }

    static func run(paths: [String], workingDirectory: String, stdout: (String) -> Void, stderr: (String) -> Void)
        -> Int32
    {
        guard !paths.isEmpty else {
            stderr("error: missing input: give one or more Swift files or folders.\nusage: archlint imports PATH...\n")
            return ExitCode.usage.rawValue
        }
        var missing: [String] = []
        var files: [(shown: String, absolute: String)] = []
        var unreadableFolders: [(shown: String, reason: ReadFailure)] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : join(workingDirectory, path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if isDirectory.boolValue {
                let found = swiftFiles(under: absolute)
                for relative in found.files {
                    files.append((join(path, relative), join(absolute, relative)))
                }
                for (folder, reason) in found.unreadable {
                    unreadableFolders.append(
                        (join(path, String(folder.dropFirst(absolute.count).drop { $0 == "/" })), reason))
                }
            } else {
                files.append((path, absolute))
            }
        }
        if !missing.isEmpty {
            for path in missing {
                stderr(
                    "error: no such file or directory: '\(path)' (relative to \(workingDirectory)); check the path or "
                        + "run from the package root.\n"
                )
            }
            return ExitCode.missingInput.rawValue
        }
        // Sorted by the path as shown, duplicates (a file named twice) dropped.
        files.sort { $0.shown.utf8.lexicographicallyPrecedes($1.shown.utf8) }
        var unique: [(shown: String, absolute: String)] = []
        for file in files where unique.last?.shown != file.shown { unique.append(file) }

        let results = ImportScanner.scanFiles(unique.map(\.absolute))
        var output = ""
        var partial = !unreadableFolders.isEmpty
        for folder in unreadableFolders {
            stderr(
                TextLine.escape(
                    "error: cannot list folder '\(folder.shown)' (\(folder.reason)); the Swift files in it are not read"
                ) + "\n")
        }
        for (file, result) in zip(unique, results) {
            switch result.problem {
            case .unreadable(let reason)?:
                partial = true
                stderr(
                    TextLine.escape("error: cannot read '\(file.shown)' (\(reason)); its imports are not shown") + "\n")
                continue
            case .notUTF8?:
                stderr(TextLine.escape("warning: '\(file.shown)' is not valid UTF-8; scanned it byte by byte.") + "\n")
            case .tooDeeplyNested(let line)?:
                stderr(
                    TextLine.escape(
                        "\(file.shown):\(line):1: warning: #if blocks nest deeper than "
                            + "\(ImportLexer.maximumConditionDepth) levels, which the compiler rejects; imports below "
                            + "that depth show their outer \(ImportLexer.maximumConditionDepth) conditions only"
                    ) + "\n")
            case nil:
                break
            }
            // Written import by import and flushed every 64 KB: a file of a million imports
            // never holds its whole line, let alone a tree of it, in memory.
            writeJSONLine(file: file.shown, imports: result.imports, to: &output) { chunk in
                if chunk.utf8.count >= 1 << 16 {
                    stdout(chunk)
                    chunk = ""
                }
            }
            output += "\n"
        }
        if !output.isEmpty { stdout(output) }
        return partial ? ExitCode.partial.rawValue : ExitCode.clean.rawValue
    }

    private static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty || base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// `*.swift` files below a folder, relative to it, walked as every workspace search walks
    /// (`SourceTree`: hidden, build and dependency folders skipped; linked folders not entered).
    static func swiftFiles(under root: String) -> (files: [String], unreadable: [(String, ReadFailure)]) {
        var found: [String] = []
        var unreadable: [(String, ReadFailure)] = []
        SourceTree.walk(
            root: root, excluded: [], followDirectoryLinks: false, unreadable: { unreadable.append(($0, $1)) }
        ) { relative, isDirectory in
            if !isDirectory, relative.hasSuffix(".swift") { found.append(relative) }
        }
        return (found, unreadable.sorted { $0.0 < $1.0 })
    }

    /// One file's JSON object, keys in the documented order, on one line.
    static func jsonLine(file: String, imports: [ImportDeclaration]) -> String {
        var text = ""
        writeJSONLine(file: file, imports: imports, to: &text) { _ in }
        return text
    }

    /// Appends one file's JSON object to `output`, one import at a time, calling `flush` after
    /// each (it may write out and empty `output`).
    static func writeJSONLine(
        file: String, imports: [ImportDeclaration], to output: inout String, flush: (inout String) -> Void
    ) {
        output += "{\"file\": " + JSONText.quoted(file) + ", \"imports\": ["
        for (index, item) in imports.enumerated() {
            if index > 0 { output += ", " }
            JSONText.object([
                ("module", .string(item.module)),
                ("path", .array(item.path.map(JSONText.string))),
                ("kind", .optional(item.kind)),
                ("attributes", .array(item.attributes.map(JSONText.string))),
                ("access", .optional(item.access)),
                ("line", .int(item.line)),
                ("column", .int(item.column)),
                (
                    "conditions",
                    .array(
                        item.conditions.map { clause in
                            .object([
                                ("clause", .string(clause.clause.rawValue)), ("condition", .optional(clause.condition)),
                            ])
                        })
                ),
                ("scope", .string(item.scope.rawValue)),
            ]).write(to: &output, .singleLine)
            flush(&output)
        }
        output += "]}"
    }

    /// A JSON string literal; non-UTF-8 bytes arrive here already replaced by U+FFFD.
    static func jsonString(_ value: String) -> String { JSONText.quoted(value) }
}
