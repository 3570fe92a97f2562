import Foundation
import ArchLintSupport

/// What archlint remembers between runs, in one folder (by default `<package root>/.build/archlint/`):
/// manifest dumps (`ManifestCache`, `manifests/`, `toolchains/`), import scans
/// (`ScanCache`, `scans/`), symbol scans (`SymbolCache`, `symbols/`), whole results
/// (`ResultCache`, `results/`) and what was computed for a commit (`RevisionCache`, `revisions/`).
///
/// A cache only ever saves time: a missing, damaged or foreign-version file is ignored and
/// rebuilt, a folder that cannot be written is skipped, and results with and without it are
/// identical. Inject one into `Linter.cache` to share or observe it; `CheckOptions.useCache`
/// decides whether one is used at all.
package final class AnalysisCache: Sendable {
    package let directory: String
    /// The folder every store reads and writes through: never through a symbolic link, and
    /// refused whole when one is found (`refusal`).
    package let folder: CacheFolder
    package let manifests: ManifestCache
    package let scans: ScanCache
    package let symbols: SymbolCache
    /// What each module's code shows, per module (`facts/`).
    package let moduleFacts: ModuleFactCache
    package let results: ResultCache
    package let revisions: RevisionCache

    /// - Parameter root: the package root; when `directory` lies below it, every folder between
    ///   them must be a real folder (not a link) for the cache to be used.
    package init(
        directory: String, root: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.directory = directory
        let folder = CacheFolder(path: directory, root: root, writesIgnoreFile: true)
        self.folder = folder
        manifests = ManifestCache(directory: directory, environment: environment, folder: folder)
        let scans = ScanCache(directory: (directory as NSString).appendingPathComponent("scans"), folder: folder)
        self.scans = scans
        symbols = SymbolCache(directory: (directory as NSString).appendingPathComponent("symbols"), folder: folder)
        moduleFacts = ModuleFactCache(
            directory: (directory as NSString).appendingPathComponent("facts"), folder: folder,
            currentStamps: { scans.vouchedStamps })
        results = ResultCache(directory: directory, folder: folder)
        revisions = RevisionCache(directory: directory, folder: folder)
    }

    /// Why the cache is not used in this run, as the notice to print once; nil while it is.
    package func refusalNotice(displayPath: (String) -> String) -> String? {
        folder.refusalNotice(displayPath: displayPath)
    }

    /// Starts reading the import scans on another thread, so that decoding them overlaps the
    /// manifest loading and tree walk that come before their first use. (Symbol scans are read
    /// shard by shard as questions need them: most runs ask about a few modules, or none.)
    package func prefetch() {
        DispatchQueue.global(qos: .userInitiated).async { [scans] in
            _ = scans.store.snapshot()
        }
    }

    /// The default folder for a package root.
    package static func defaultDirectory(packageRoot: String) -> String {
        (packageRoot as NSString).appendingPathComponent(".build/archlint")
    }

    /// Names this archlint build (version, plus the running executable's size and mtime), so a
    /// rebuilt scanner never trusts results of the previous one.
    package static let toolIdentity: String = {
        var identity = "archlint \(ToolVersion.current)"
        if let executable = Bundle.main.executablePath, let stamp = FileStamp(path: executable) {
            identity += " \(executable) \(stamp.size) \(stamp.mtimeSeconds).\(stamp.mtimeNanoseconds)"
        }
        return identity
    }()
}
