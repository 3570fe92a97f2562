import Foundation
import ArchLintSupport

/// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`, "buildable folders"):
/// which Swift files on disk each target compiles through them.
///
/// The rules, as Xcode writes and builds them (checked against real projects):
/// - a target compiles every Swift file under each folder in its `fileSystemSynchronizedGroups`,
///   except the paths that an exception set of that folder naming the target lists in
///   `membershipExceptions`;
/// - an exception set naming a target that does not own the folder works the other way round: it
///   adds the listed paths to that target (a file shared with an extension or a test bundle);
/// - a listed path may be a folder, and then covers everything inside it;
/// - hidden files are ignored, and so is the inside of a folder Xcode treats as one item: a
///   bundle-like folder (`.xcassets`, `.docc`, `.bundle`...), a path of `explicitFolders`, or a
///   Swift package (a sub-folder holding a `Package.swift`): Xcode shows such a folder as a
///   local package, whose targets are modules of their own that the app links by product, and
///   compiles none of its files (sources, tests, the manifest) into the target; a membership
///   exception naming a path inside it adds nothing either;
///   `explicitFileTypes` overrides the type a file's extension gives;
/// - the files go into the target's matching build phase, so a target without a Sources build
///   phase compiles none of them;
/// - `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` only changes what a Copy
///   Files phase copies, never what is compiled, and is not read.
/// Symbolic links to folders are not followed (Xcode does not either, and they can loop); a link
/// to a file is, unless it leads outside the root (then a warning says so), and so is a folder
/// whose own path leads outside the root through a link.
struct SynchronizedFolders {
    private struct Folder {
        var id: String
        /// Absolute folder, or nil when it cannot be read (a problem says why).
        var path: String?
        /// Paths relative to the folder of the files Xcode sees in it, sorted.
        var files: [String] = []
        /// The file on disk of each item of `files` not at `path` + its relative path (in a folder
        /// whose name differs by case alone, see `listFiles`).
        var located: [String: String] = [:]
        var explicitFileTypes: [String: String]
        /// Exception sets by target identifier: the paths each lists.
        var exceptions: [String: [String]]
    }

    private var folders: [String: Folder] = [:]
    private(set) var problems: [XcodeProblem] = []

    /// Folder extensions Xcode shows and builds as one item, never looking inside.
    static let packageExtensions: Set<String> = [
        "xcassets", "xcstickers", "docc", "bundle", "framework", "xcframework", "app", "appex", "xctest", "xpc",
        "playground", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "rcproject", "reality",
        "mlpackage", "mlmodelc", "storyboardc", "lproj", "icon", "kext", "plugin", "xcplayground", "xcodeproj",
        "xcworkspace",
    ]

    /// Reads every synchronized folder of `graph` that some target owns or that adds files to a
    /// target; the others (documentation folders...) are never walked.
    /// `recorder` is told every folder listed.
    init(graph: XcodeObjectGraph, root: String, projectFile: String, recorder: InputRecorder? = nil) {
        let realRoot = PathUtilities.resolvingSymlinks(root)
        var owned = Set<String>()
        for (_, object) in graph.objects where object.string("isa") == "PBXNativeTarget" {
            owned.formUnion(object.strings("fileSystemSynchronizedGroups"))
        }
        for (id, object) in graph.objects where object.string("isa") == "PBXFileSystemSynchronizedRootGroup" {
            var folder = Folder(id: id, explicitFileTypes: [:], exceptions: [:])
            if case .dictionary(let types)? = object["explicitFileTypes"] {
                for (path, entry) in types.entries {
                    if let type = entry.value.string { folder.explicitFileTypes[path] = type }
                }
            }
            for (_, exception) in graph.objects("exceptions", of: object)
            where exception.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard let target = exception.string("target") else { continue }
                folder.exceptions[target, default: []].append(contentsOf: exception.strings("membershipExceptions"))
            }
            guard owned.contains(id) || !folder.exceptions.isEmpty else { continue }
            let name = object.string("path") ?? object.string("name") ?? id
            switch graph.location(of: id) {
            case .path(let path) where XcodePath.isInside(path, root: root):
                if let real = PathUtilities.realPath(path), !PathUtilities.isInside(real, realRoot) {
                    problems.append(
                        XcodeProblem(
                            path: projectFile, line: object.line, severity: .warning,
                            message:
                                XcodeReadMessages.syncedFolderLinksOutside(name, to: real)
                        ))
                } else if let listed = Self.listFiles(
                    in: path, explicitFolders: Set(object.strings("explicitFolders")),
                    realRoot: realRoot, recorder: recorder)
                {
                    folder.path = path
                    folder.files = listed.files
                    folder.located = listed.located
                    if !listed.twins.isEmpty {
                        problems.append(
                            XcodeProblem(
                                path: projectFile, line: object.line, severity: .note,
                                message:
                                    XcodeReadMessages.syncedFolderCaseTwins(
                                        name, spelled: listed.twins.map { XcodePath.basename(of: $0) })
                            ))
                    }
                    // Never silently: a forbidden import in there would vanish from the result.
                    for (subfolder, reason) in listed.unreadable {
                        problems.append(
                            XcodeProblem(
                                path: XcodePath.join(path, subfolder), severity: .error,
                                message:
                                    XcodeReadMessages.syncedSubfolderUnlistable(name, reason: reason)
                            ))
                    }
                    for (file, real) in listed.outside {
                        problems.append(
                            XcodeProblem(
                                path: XcodePath.join(path, file), severity: .warning,
                                message:
                                    XcodeReadMessages.linkInSyncedFolderOutside(name, to: real)
                            ))
                    }
                } else {
                    problems.append(
                        XcodeProblem(
                            path: projectFile, line: object.line, severity: .warning,
                            message:
                                XcodeReadMessages.syncedFolderUnreadable(name, path: path)
                        ))
                }
            case .path(let path):
                problems.append(
                    XcodeProblem(
                        path: projectFile, line: object.line, severity: .warning,
                        message: "synchronized folder '\(name)' resolves outside the root (\(path)); not read"))
            case .outsideSourceTree(let tree):
                problems.append(
                    XcodeProblem(
                        path: projectFile, line: object.line, severity: .warning,
                        message: "synchronized folder '\(name)' is in \(tree), outside the source tree; not read"))
            case .unresolved(let reason):
                problems.append(
                    XcodeProblem(
                        path: projectFile, line: object.line, severity: .warning,
                        message: "synchronized folder '\(name)': \(reason); not read"))
            }
            folders[id] = folder
        }
    }

    /// The Swift files (absolute) target `targetID` compiles through synchronized folders, given
    /// the folders it owns.
    func swiftFiles(targetID: String, ownedFolders: [String]) -> [String] {
        var result: [String] = []
        let owned = Set(ownedFolders)
        for (id, folder) in folders {
            guard let path = folder.path else { continue }
            let listed = folder.exceptions[targetID] ?? []
            if owned.contains(id) {
                for file in folder.files where isSwift(file, in: folder) && !Self.matches(file, listed) {
                    result.append(folder.located[file] ?? XcodePath.join(path, file))
                }
            } else if !listed.isEmpty {
                for file in folder.files where isSwift(file, in: folder) && Self.matches(file, listed) {
                    result.append(folder.located[file] ?? XcodePath.join(path, file))
                }
            }
        }
        return result
    }

    private func isSwift(_ file: String, in folder: Folder) -> Bool {
        if let type = folder.explicitFileTypes[file] { return type == "sourcecode.swift" }
        return XcodePath.fileExtension(of: file) == "swift"
    }

    /// Whether `file` is one of `listed` or inside a listed folder.
    static func matches(_ file: String, _ listed: [String]) -> Bool {
        listed.contains { entry in
            file == entry || (file.hasPrefix(entry) && file.utf8.dropFirst(entry.utf8.count).first == UInt8(ascii: "/"))
        }
    }

    /// Relative paths of the items Xcode sees under `folder`, sorted, the sub-folders that could
    /// not be listed (relative, with why), and the links to files that lead outside `realRoot`
    /// (relative, with where to; left out of `files`); nil when `folder` itself is unreadable.
    ///
    /// Read as the Mac that builds the project reads it: its disk ignores case, so folders whose
    /// names differ only by case are one folder there. A repository committed from a Mac can hold
    /// both spellings (`AnytypeTests/` and `AnyTypeTests/` after a rename), which a case-sensitive
    /// checkout shows apart; their files are all in the one folder Xcode sees, `folder` and its
    /// sub-folders alike. `located` gives the file on disk for each item whose path is not
    /// `folder` joined with its relative path (those of a twin folder); a file both spellings
    /// hold is taken from the folder as spelled (the first). A folder the project spells in a
    /// case no folder on disk has is read from the folders that differ by case alone. `twins`
    /// names the folders beside `folder` merged into it (`caseTwins`).
    static func listFiles(
        in folder: String, explicitFolders: Set<String>, realRoot: String,
        recorder: InputRecorder? = nil
    ) -> (
        files: [String], located: [String: String], twins: [String], unreadable: [(String, ReadFailure)],
        outside: [(String, String)]
    )? {
        recorder?.record(folder)
        let twins = caseTwins(of: folder, recorder: recorder)
        let exists = DirectoryListing.entries(of: folder) != nil
        guard exists || !twins.isEmpty else { return nil }
        var files: [String] = []
        var located: [String: String] = [:]
        var unreadable: [(String, ReadFailure)] = []
        var outside: [(String, String)] = []
        // Each logical folder with the folders on disk that make it up, the one as spelled first.
        var pending: [(relative: String, folders: [String])] = [("", (exists ? [folder] : []) + twins)]
        while let (relative, physical) = pending.popLast() {
            var seen = Set<String>()
            var subfolders: [String: (name: String, folders: [String])] = [:]
            for absolute in physical {
                recorder?.record(absolute)
                let entries: [DirectoryListing.Entry]
                switch DirectoryListing.list(absolute) {
                case .success(let listed): entries = listed.sorted { $0.name < $1.name }
                case .failure(let reason):
                    unreadable.append((relative, reason))
                    continue
                }
                for entry in entries where !entry.name.hasPrefix(".") {
                    let onDisk = XcodePath.join(absolute, entry.name)
                    var isFolder = entry.type == .directory
                    if entry.type == .other || entry.type == .symbolicLink {
                        // Only a link to a plain file counts; links to folders are not followed.
                        var status = stat()
                        guard stat(onDisk, &status) == 0 else { continue }
                        if (status.st_mode & S_IFMT) == S_IFDIR {
                            if entry.type == .symbolicLink { continue }
                            isFolder = true
                        }
                    }
                    let key = entry.name.lowercased()
                    if isFolder {
                        subfolders[key, default: (entry.name, [])].folders.append(onDisk)
                        continue
                    }
                    guard seen.insert(key).inserted else { continue }
                    let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                    if entry.type == .symbolicLink, let real = PathUtilities.realPath(onDisk),
                        !PathUtilities.isInside(real, realRoot)
                    {
                        outside.append((path, real))
                        continue
                    }
                    files.append(path)
                    if onDisk != XcodePath.join(folder, path) { located[path] = onDisk }
                }
            }
            for (_, subfolder) in subfolders {
                let path = relative.isEmpty ? subfolder.name : relative + "/" + subfolder.name
                let isPackage =
                    XcodePath.fileExtension(of: subfolder.name).map { packageExtensions.contains($0.lowercased()) }
                    ?? false
                // A Swift package inside the folder is a package of its own, built as its own
                // modules, never compiled into the target (see the type's rules).
                let manifests = subfolder.folders.map { XcodePath.join($0, "Package.swift") }
                manifests.forEach { recorder?.record($0) }
                if isPackage || explicitFolders.contains(path) || manifests.contains(where: { access($0, F_OK) == 0 }) {
                    files.append(path)
                    if subfolder.folders[0] != XcodePath.join(folder, path) { located[path] = subfolder.folders[0] }
                } else {
                    pending.append((path, subfolder.folders))
                }
            }
        }
        return (files.sorted(), located, twins, unreadable.sorted { $0.0 < $1.0 }, outside.sorted { $0.0 < $1.0 })
    }

    /// The other folders beside `folder` whose names differ from its name by case alone, sorted:
    /// one folder on a Mac's disk (see `listFiles`).
    static func caseTwins(of folder: String, recorder: InputRecorder? = nil) -> [String] {
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        guard !parent.isEmpty, parent != folder else { return [] }
        recorder?.record(parent)
        let wanted = name.lowercased()
        return (DirectoryListing.entries(of: parent) ?? [])
            .filter { entry in
                guard entry.name != name, entry.name.lowercased() == wanted else { return false }
                if entry.type == .directory { return true }
                // A link to a folder is not followed (as inside a folder); unknown types are asked.
                var status = stat()
                return entry.type == .other && stat(XcodePath.join(parent, entry.name), &status) == 0
                    && (status.st_mode & S_IFMT) == S_IFDIR
            }
            .map { XcodePath.join(parent, $0.name) }.sorted()
    }
}
