import Foundation

/// Walks the folders and files below a workspace root the way every workspace-wide search in
/// archlint does: hidden entries, skipped folders (`isSkippedFolder`) and the rules file's
/// `exclude` globs (relative to the root) are left out.
package enum SourceTree {
    /// Folder names no workspace-wide search enters (finding packages, modules outside SwiftPM,
    /// `archlint imports`), because nothing in them is the workspace's own source: build output
    /// (`.build`, Xcode's `DerivedData`), package managers' state and checkouts of other
    /// packages (`.swiftpm`, `checkouts`, CocoaPods' `Pods`, `Carthage`, `node_modules`, where
    /// React Native modules keep Swift files) and version control (`.git`). SwiftPM scratch
    /// folders named after `.build` (`--scratch-path .build-linux`, `.build_release`) are
    /// skipped too (`isSkippedFolder`). `walk` leaves out every hidden entry anyway; the hidden
    /// names are listed for searches that enter hidden folders (`archlint imports`).
    package static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "checkouts", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// True for a folder no workspace-wide search enters: one `skippedFolders` names, or a
    /// SwiftPM scratch folder `.build-*` / `.build_*`.
    package static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// Calls `visit` with each entry's path relative to `root` ("" for the root itself, which
    /// is visited first as a folder). Symbolic links to folders are entered only when
    /// `followDirectoryLinks` is true, and then only when they lead to a folder inside `root`
    /// not entered before (a link out of the workspace, or one looping back, is left alone).
    /// `recorder` is told every folder listed; `unreadable` every folder that could not be
    /// listed (no permission, a path longer than the system takes), so the caller can say the
    /// result is partial instead of passing silently. `enters`, when given, is asked about each
    /// folder after it is visited: false visits it but does not list it (a bundle-like folder).
    package static func walk(
        root: String, excluded: [String], followDirectoryLinks: Bool, recorder: InputRecorder? = nil,
        enters: ((_ relative: String) -> Bool)? = nil,
        unreadable: ((_ path: String, _ reason: ReadFailure) -> Void)? = nil,
        visit: (_ relative: String, _ isDirectory: Bool) -> Void
    ) {
        let fileManager = FileManager.default
        var pending = [""]
        // Folders entered, by device and inode, so a linked folder is walked once at most.
        var entered: Set<FolderIdentity> = []
        let realRoot = followDirectoryLinks ? PathUtilities.realPath(root) : nil
        if followDirectoryLinks, let identity = FolderIdentity(root) { entered.insert(identity) }
        visit("", true)
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
            recorder?.record(directory)
            let entries: [DirectoryListing.Entry]
            switch DirectoryListing.list(directory) {
            case .success(let listed): entries = listed
            case .failure(let reason):
                unreadable?(directory, reason)
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") && !isSkippedFolder(entry.name) {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if excluded.contains(where: { Glob.matchesPath($0, child) }) { continue }
                let path = (root as NSString).appendingPathComponent(child)
                var isDirectory: ObjCBool = false
                switch entry.type {
                // Plain files and folders as listed; links and unknown types by `stat`.
                case .regularFile: isDirectory = false
                case .directory: isDirectory = true
                case .symbolicLink, .other:
                    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                }
                if isDirectory.boolValue {
                    if entry.type != .directory, (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil {
                        guard followDirectoryLinks, let realRoot, let real = PathUtilities.realPath(path),
                            PathUtilities.isInside(real, realRoot),
                            let identity = FolderIdentity(path), entered.insert(identity).inserted
                        else { continue }
                    } else if followDirectoryLinks, let identity = FolderIdentity(path) {
                        entered.insert(identity)
                    }
                    visit(child, true)
                    if enters?(child) ?? true { pending.append(child) }
                } else {
                    visit(child, false)
                }
            }
        }
    }
}

/// A folder's device and inode: the same folder reached by two paths has one identity.
struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
        var status = stat()
        guard FileSystemName.withCString(path, { stat($0, &status) }) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
