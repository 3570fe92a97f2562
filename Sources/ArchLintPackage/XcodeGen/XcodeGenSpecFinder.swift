import Foundation
import ArchLintSupport

/// Finds the XcodeGen specs of a folder tree: every file named as XcodeGen names a spec by
/// default (`project.yml`; `project.yaml` and `project.json` too, which `xcodegen --spec` reads
/// alike) below the root, plus files of other names given (a spec named on the command line).
package enum XcodeGenSpecFinder {
    /// The file names looked for by default.
    package static let defaultNames: Set<String> = ["project.yml", "project.yaml", "project.json"]

    /// Whether a YAML or JSON file of another name is an XcodeGen spec (one a script hands to
    /// `xcodegen generate --spec project-bwa.yml`): its own text has a top-level `name:` and a
    /// `targets:` mapping, and a target in it has a `type` and a `platform` (or
    /// `supportedDestinations`), as XcodeGen requires of a target. A file another spec includes
    /// (`targets:` alone, no `name:`) is no spec, nor is a file of another tool (`swiftgen.yml`,
    /// `crowdin.yml`: no such targets). Reads at most `InputLimits.sourceFileBytes`.
    package static func isSpec(_ path: String) -> Bool {
        guard case .success(let data) = FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes) else {
            return false
        }
        let document: YAMLNode?
        if XcodePath.fileExtension(of: path)?.lowercased() == "json" {
            document = (try? JSONParser.parse(bytes: Array(data))).map { YAMLNode(json: $0) }
        } else {
            document = (try? YAMLParser.parseDocument(Array(data))) ?? nil
        }
        guard let document, document["name"]?.scalar != nil, let targets = document["targets"]?.entries else {
            return false
        }
        return targets.contains { target in
            target.value["type"]?.scalar != nil
                && (target.value["platform"] != nil || target.value["supportedDestinations"] != nil)
        }
    }

    /// Walks `root` (absolute, or relative to the working directory) and returns the specs found,
    /// absolute, normalized, sorted.
    ///
    /// - Parameters:
    ///   - names: the file names that are specs.
    ///   - skippedFolderNames: folder names never entered (`.build`, `Pods`...), at any depth;
    ///     hidden folders, `.xcodeproj` and `.xcworkspace` bundles are never entered either, nor
    ///     folders reached through a symbolic link.
    ///   - isExcluded: called with a path relative to the root for each folder and spec met; true
    ///     leaves it out (the `exclude` globs).
    package static func find(
        root: String, names: Set<String> = defaultNames, skippedFolderNames: Set<String>,
        isExcluded: (String) -> Bool = { _ in false }
    ) -> [String] {
        let root = XcodePath.resolve(root, against: FileManager.default.currentDirectoryPath)
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : XcodePath.join(root, relative)
            guard let entries = DirectoryListing.entries(of: folder) else { continue }
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                var type = entry.type
                if type == .other || (type == .symbolicLink && names.contains(entry.name)) {
                    // A spec may be a link to a file; a folder reached through a link is not entered.
                    var status = stat()
                    guard stat(XcodePath.join(folder, entry.name), &status) == 0 else { continue }
                    type =
                        (status.st_mode & S_IFMT) == S_IFDIR
                        ? (entry.type == .symbolicLink ? .symbolicLink : .directory)
                        : .regularFile
                }
                switch type {
                case .directory:
                    guard !entry.name.hasPrefix("."), !skippedFolderNames.contains(entry.name),
                        !entry.name.hasSuffix(".xcodeproj"), !entry.name.hasSuffix(".xcworkspace"),
                        !isExcluded(path)
                    else { continue }
                    pending.append(path)
                case .regularFile:
                    if names.contains(entry.name), !isExcluded(path) { found.append(XcodePath.join(root, path)) }
                default:
                    continue
                }
            }
        }
        return found.sorted()
    }
}
