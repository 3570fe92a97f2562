import ArchLintSupport
import ArchLintPackage

/// What a run read and what it inferred, for the lines above the summary on standard error: the
/// packages and Xcode projects, the Swift files under the root that no module compiles (so that
/// "nothing seen" is never silent), and the composition root fix plans name.
package struct InputSummary: Sendable, Hashable, Codable {
    /// Swift files in one folder that no module compiles.
    package struct Folder: Sendable, Hashable, Codable {
        /// Relative to the root (`.` for the root itself).
        package var path: String
        package var files: Int

        package init(path: String, files: Int) {
            self.path = path
            self.files = files
        }
    }

    package var packages = 0
    /// Modules of those packages (snippets included).
    package var packageTargets = 0
    /// Xcode projects read (unreadable ones included).
    package var xcodeProjects = 0
    /// Modules of Xcode targets per kind spelling (`app`, `widget`...).
    package var xcodeTargetKinds: [String: Int] = [:]
    /// Native targets that compile no Swift and link nowhere as a framework: not modules.
    package var xcodeTargetsWithoutSwift = 0
    /// Modules the rules file declares (`modules`).
    package var declaredModules = 0
    /// What other sources of modules read, each in a few words (`3 Tuist projects (20 targets)`).
    package var otherReadings: [String] = []
    /// Swift files under the root (manifests and skipped or excluded folders left out); nil when
    /// the root was not walked (`--manifest-json`).
    package var swiftFiles: Int?
    /// Of those, the ones no module compiles.
    package var unownedFiles = 0
    /// The folders holding most of them, most first (at most `shownFolders`).
    package var unownedFolders: [Folder] = []
    /// The rules file's `compositionRoot`, when it names one.
    package var configuredCompositionRoot: String?
    /// What archlint inferred otherwise.
    package var inferredCompositionRoot: InferredCompositionRoot?

    package init() {}

    static let shownFolders = 3

    /// Counts the files of `allSwiftFiles` (absolute) that no module of `graph` compiles, by
    /// folder: each file counts in its first two folders below `root` (`Projects/AppFeature`).
    package mutating func countUnowned(_ allSwiftFiles: [String], in graph: ModuleGraph, root: String) {
        var owned = Set<String>()
        for module in graph.modules.values where module.kind.isTarget { owned.formUnion(module.files) }
        var byFolder: [String: Int] = [:]
        var unowned = 0
        for file in allSwiftFiles where !owned.contains(file) {
            unowned += 1
            let parts = PathUtilities.relative(file, to: root).split(separator: "/").dropLast()
            byFolder[parts.isEmpty ? "." : parts.prefix(2).joined(separator: "/"), default: 0] += 1
        }
        swiftFiles = allSwiftFiles.count
        unownedFiles = unowned
        unownedFolders = byFolder.map { Folder(path: $0.key, files: $0.value) }
            .sorted { ($1.files, $0.path) < ($0.files, $1.path) }
    }

    /// The lines, without a prefix.
    package var lines: [String] {
        var read: [String] = []
        if packages > 0 || (xcodeProjects == 0 && otherReadings.isEmpty) {
            read.append("\(Self.plural(packages, "package")) (\(Self.plural(packageTargets, "target")))")
        }
        if xcodeProjects > 0 {
            let total = xcodeTargetKinds.values.reduce(0, +)
            let kinds = xcodeTargetKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
                "\($0.value) \($0.key)"
            }
            var text =
                "\(Self.plural(xcodeProjects, "Xcode project")) "
                + "(\(Self.plural(total, "target"))\(kinds.isEmpty ? "" : ": " + kinds.joined(separator: ", "))"
            if xcodeTargetsWithoutSwift > 0 { text += "; \(xcodeTargetsWithoutSwift) more compile no Swift" }
            read.append(text + ")")
        }
        if declaredModules > 0 { read.append("\(Self.plural(declaredModules, "module")) of the rules file") }
        read += otherReadings
        var lines = ["read " + Self.list(read)]
        if let swiftFiles {
            if unownedFiles == 0 {
                lines[0] += "; every Swift file under the root (\(swiftFiles)) belongs to a module"
            } else {
                let shown = unownedFolders.prefix(Self.shownFolders).map { "\($0.path) (\($0.files))" }
                let hidden = unownedFolders.count - Self.shownFolders
                let more = hidden > 0 ? " and \(Self.plural(hidden, "more folder"))" : ""
                let verb = unownedFiles == 1 ? "belongs" : "belong"
                lines.append(
                    "\(unownedFiles) of \(swiftFiles) Swift files under the root \(verb) to no module and "
                        + "\(unownedFiles == 1 ? "is" : "are") not checked: \(shown.joined(separator: ", "))\(more)"
                )
            }
        }
        if let configuredCompositionRoot {
            lines.append("composition root: \(configuredCompositionRoot) (\"compositionRoot\" in the rules file)")
        } else if let inferred = inferredCompositionRoot {
            lines.append(
                "composition root: \(inferred.module), \(inferred.reason); fix plans inject from it (set "
                    + "\"compositionRoot\" in archlint.json to name another)"
            )
        } else {
            lines.append(
                "composition root: none found (no Xcode application target, no executable target); fix plans say \"the "
                    + "composition root\" (set \"compositionRoot\" in archlint.json to name it)"
            )
        }
        return lines
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
