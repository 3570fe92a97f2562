import Foundation
import ArchLintSupport

/// Sources of modules declared in the rules file (code outside SwiftPM, such as an Xcode app
/// target), found by path globs relative to the root.
package enum ExtraModuleSources {
    /// One declared module with the files its globs match.
    package struct Found: Sendable {
        package var module: ExtraModule
        /// The fixed part of its first glob (`App/**/*.swift` -> `App`), absolute.
        package var directory: String
        /// Absolute paths of its Swift files, sorted.
        package var files: [String]
    }

    /// Every declared module with its files, plus warnings for modules whose globs match no
    /// Swift file, and the folders the walk could not list.
    package static func collect(
        _ modules: [ExtraModule], root: String, excluded: [String],
        recorder: InputRecorder? = nil
    )
        -> (modules: [Found], warnings: [String], unreadableFolders: [(path: String, reason: ReadFailure)])
    {
        var unreadableFolders: [(path: String, reason: ReadFailure)] = []
        let swiftFiles = allSwiftFiles(below: root, excluded: excluded, recorder: recorder) {
            unreadableFolders.append(($0, $1))
        }
        var found: [Found] = []
        var warnings: [String] = []
        for module in modules {
            let files = swiftFiles.filter { relative in
                module.sources.contains { Glob.matchesPath($0, relative) }
                    && !module.exclude.contains { Glob.matchesPath($0, relative) }
            }.map { (root as NSString).appendingPathComponent($0) }
            if files.isEmpty {
                warnings.append(
                    "\(module.origin): warning: module '\(module.name)': sources \(module.sources) match no Swift file "
                        + "below the root; check the globs"
                )
            }
            // The module's folder: the fixed part of its first glob (`App/**/*.swift` -> `App`).
            let fixed =
                module.sources.first.map { glob in
                    glob.split(separator: "/").prefix {
                        !$0.contains("*") && !$0.contains("?") && !$0.contains("[") && !$0.hasSuffix(".swift")
                    }.joined(separator: "/")
                } ?? ""
            found.append(
                Found(
                    module: module, directory: PathUtilities.standardize(fixed, relativeTo: root), files: files.sorted()
                ))
        }
        return (found, warnings, unreadableFolders.sorted { $0.path < $1.path })
    }

    /// Relative paths of the `.swift` files below `root`, skipping hidden and build folders.
    static func allSwiftFiles(
        below root: String, excluded: [String], recorder: InputRecorder? = nil,
        unreadable: ((String, ReadFailure) -> Void)? = nil
    ) -> [String] {
        var result: [String] = []
        SourceTree.walk(
            root: root, excluded: excluded, followDirectoryLinks: true, recorder: recorder,
            unreadable: unreadable
        ) { relative, isDirectory in
            if !isDirectory, relative.hasSuffix(".swift") { result.append(relative) }
        }
        return result.sorted()
    }
}
