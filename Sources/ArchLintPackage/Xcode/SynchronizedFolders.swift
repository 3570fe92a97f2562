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
                    result.append(XcodePath.join(path, file))
                }
            } else if !listed.isEmpty {
                for file in folder.files where isSwift(file, in: folder) && Self.matches(file, listed) {
                    result.append(XcodePath.join(path, file))
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
    static func listFiles(
        in folder: String, explicitFolders: Set<String>, realRoot: String,
        recorder: InputRecorder? = nil
    ) -> (files: [String], unreadable: [(String, ReadFailure)], outside: [(String, String)])? {
        recorder?.record(folder)
        guard DirectoryListing.entries(of: folder) != nil else { return nil }
        var files: [String] = []
        var unreadable: [(String, ReadFailure)] = []
        var outside: [(String, String)] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : XcodePath.join(folder, relative)
            recorder?.record(absolute)
            let entries: [DirectoryListing.Entry]
            switch DirectoryListing.list(absolute) {
            case .success(let listed): entries = listed
            case .failure(let reason):
                unreadable.append((relative, reason))
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                var isFolder = entry.type == .directory
                if entry.type == .other || entry.type == .symbolicLink {
                    // Only a link to a plain file counts; links to folders are not followed.
                    var status = stat()
                    guard stat(XcodePath.join(absolute, entry.name), &status) == 0 else { continue }
                    if (status.st_mode & S_IFMT) == S_IFDIR {
                        if entry.type == .symbolicLink { continue }
                        isFolder = true
                    } else if entry.type == .symbolicLink,
                        let real = PathUtilities.realPath(XcodePath.join(absolute, entry.name)),
                        !PathUtilities.isInside(real, realRoot)
                    {
                        outside.append((path, real))
                        continue
                    }
                }
                if isFolder {
                    let isPackage =
                        XcodePath.fileExtension(of: entry.name).map { packageExtensions.contains($0.lowercased()) }
                        ?? false
                    // A Swift package inside the folder is a package of its own, built as its
                    // own modules, never compiled into the target (see the type's rules).
                    let manifest = XcodePath.join(XcodePath.join(absolute, entry.name), "Package.swift")
                    recorder?.record(manifest)
                    if isPackage || explicitFolders.contains(path) || access(manifest, F_OK) == 0 {
                        files.append(path)
                    } else {
                        pending.append(path)
                    }
                } else {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), unreadable.sorted { $0.0 < $1.0 }, outside.sorted { $0.0 < $1.0 })
    }
}
