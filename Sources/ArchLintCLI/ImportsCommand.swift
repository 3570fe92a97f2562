import Foundation
import ArchLintSupport
import ArchLintSyntax

/// `archlint imports PATH...`: prints the imports of Swift files as JSON Lines, one object per
/// file, sorted by path, with keys in a fixed order so output is byte-identical run to run.
package enum ImportsCommand {
    /// Exit codes (sysexits.h).
    static let usageError: Int32 = 64
    static let missingInput: Int32 = 66

    /// Folder names never walked into: build products, VCS data, vendored dependencies.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    package static func run(
        paths: [String],
        workingDirectory: String,
        stdout: (String) -> Void,
        stderr: (String) -> Void
    ) -> Int32 {
        guard !paths.isEmpty else {
            stderr("error: missing input: give one or more Swift files or folders.\nusage: archlint imports PATH...\n")
            return usageError
        }
        var missing: [String] = []
        var files: [(shown: String, absolute: String)] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : join(workingDirectory, path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if isDirectory.boolValue {
                for relative in swiftFiles(under: absolute) {
                    files.append((join(path, relative), join(absolute, relative)))
                }
            } else {
                files.append((path, absolute))
            }
        }
        if !missing.isEmpty {
            for path in missing {
                stderr("error: no such file or directory: '\(path)' (relative to \(workingDirectory)); check the path or run from the package root.\n")
            }
            return missingInput
        }
        // Sorted by the path as shown, duplicates (a file named twice) dropped.
        files.sort { $0.shown.utf8.lexicographicallyPrecedes($1.shown.utf8) }
        var unique: [(shown: String, absolute: String)] = []
        for file in files where unique.last?.shown != file.shown { unique.append(file) }

        let results = ImportScanner.scanFiles(unique.map(\.absolute))
        var output = ""
        for (file, result) in zip(unique, results) {
            switch result.problem {
            case .unreadable(let reason)?:
                stderr("warning: skipped unreadable file '\(file.shown)': \(reason)\n")
                continue
            case .notUTF8?:
                stderr("warning: '\(file.shown)' is not valid UTF-8; scanned it byte by byte.\n")
            case nil:
                break
            }
            output += jsonLine(file: file.shown, imports: result.imports)
            output += "\n"
            if output.utf8.count >= 1 << 16 {
                stdout(output)
                output = ""
            }
        }
        if !output.isEmpty { stdout(output) }
        return 0
    }

    private static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty || base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// `*.swift` files below a folder, relative to it, skipping build and dependency folders.
    static func swiftFiles(under root: String) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        let manager = FileManager.default
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : join(root, relative)
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = join(root, child)
                guard let attributes = try? manager.attributesOfItem(atPath: full),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if skippedDirectories.contains(name) || name.hasPrefix(".build-") { continue }
                    pending.append(child)
                } else if name.hasSuffix(".swift"), type == .typeRegular || type == .typeSymbolicLink {
                    found.append(child)
                }
            }
        }
        return found
    }

    /// One file's JSON object, keys in the documented order.
    static func jsonLine(file: String, imports: [ImportDeclaration]) -> String {
        var text = "{\"file\": " + jsonString(file) + ", \"imports\": ["
        for (index, item) in imports.enumerated() {
            if index > 0 { text += ", " }
            text += "{\"module\": " + jsonString(item.module)
            text += ", \"path\": [" + item.path.map(jsonString).joined(separator: ", ") + "]"
            text += ", \"kind\": " + (item.kind.map(jsonString) ?? "null")
            text += ", \"attributes\": [" + item.attributes.map(jsonString).joined(separator: ", ") + "]"
            text += ", \"access\": " + (item.access.map(jsonString) ?? "null")
            text += ", \"line\": \(item.line), \"column\": \(item.column)"
            text += ", \"conditions\": ["
            text += item.conditions.map { clause in
                "{\"clause\": \"\(clause.clause.rawValue)\", \"condition\": " + (clause.condition.map(jsonString) ?? "null") + "}"
            }.joined(separator: ", ")
            text += "], \"scope\": \"\(item.scope.rawValue)\"}"
        }
        return text + "]}"
    }

    /// A JSON string literal; non-UTF-8 bytes arrive here already replaced by U+FFFD.
    static func jsonString(_ value: String) -> String { JSONText.quoted(value) }
}
