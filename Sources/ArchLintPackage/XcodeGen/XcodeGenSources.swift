import Foundation
import ArchLintSupport

/// One entry of a target's `sources:` (a path, or `{path, type, excludes, includes, optional,
/// buildPhase, ...}`).
struct XcodeGenSource {
    var path: String
    var type: String?
    var excludes: [String]
    var includes: [String]
    var explicitFolders: [String]
    var optional: Bool
    /// `sources`, `resources`, `headers`, `none`, or `copyFiles` for the object form.
    var buildPhase: String?
    var origin: XcodeGenOrigin
}

/// What XcodeGen does with a file extension (`FileType.defaultFileTypes`, overridden by
/// `options.fileTypes`): whether it is one item (`file`) and its default build phase.
struct XcodeGenFileType {
    var file: Bool
    var buildPhase: String?

    /// The extensions XcodeGen puts in the Sources phase, plus what decides folders and phases
    /// for the rest; an extension not listed is a file whose phase is Resources.
    static let defaults: [String: XcodeGenFileType] = {
        var types: [String: XcodeGenFileType] = [:]
        for ext in ["bundle", "xcassets", "storekit", "xcstrings", "icon", "mlmodelc"] {
            types[ext] = .init(file: true, buildPhase: "resources")
        }
        for ext in [
            "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "S", "xcdatamodeld", "xcmappingmodel",
            "intentdefinition", "metal", "mlmodel", "mlpackage", "rcproject", "iig", "docc",
        ] {
            types[ext] = .init(file: true, buildPhase: "sources")
        }
        for ext in ["h", "hh", "hpp", "ipp", "tpp", "hxx", "def"] {
            types[ext] = .init(file: true, buildPhase: "headers")
        }
        types["framework"] = .init(file: true, buildPhase: "frameworks")
        for ext in ["xpc", "appex"] { types[ext] = .init(file: true, buildPhase: "copyFiles") }
        for ext in ["xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns", "pch", "xctestplan"] {
            types[ext] = .init(file: true, buildPhase: "none")
        }
        return types
    }()
}

/// Finds the Swift files a target compiles from its `sources:`, on disk, as XcodeGen lays them
/// out (`SourceGenerator`): a group source is walked (hidden files included, `.DS_Store` and
/// `*.orig` left out, `excludes`/`includes` applied, `.lproj` folders' files taken, folders with
/// a bundle extension kept whole), a file source is that file, a `folder` source is a folder
/// reference (copied as a resource, never compiled), a `syncedFolder` is an Xcode 16
/// synchronized folder (every Swift file in it but the exceptions XcodeGen writes). A file is
/// compiled when its build phase is Sources: `buildPhase:` when given, else its type's.
///
/// Paths stay inside the root: a source outside it, or a symbolic link leading out of it, is not
/// read and a warning says so; links inside the root are followed (XcodeGen follows them), each
/// real folder once.
struct XcodeGenSourceWalker {
    let root: String
    let realRoot: String
    /// The spec's folder, against which source paths resolve.
    let specFolder: String
    let fileTypes: [String: XcodeGenFileType]
    let defaultSourceDirectoryType: String?
    let recorder: InputRecorder?
    private(set) var problems: [XcodeProblem] = []

    /// Folders a bundle-like extension makes one item (Xcode's wrapper types).
    static let wrapperExtensions = SynchronizedFolders.packageExtensions

    init(
        root: String, specFolder: String, fileTypes: [String: XcodeGenFileType], defaultSourceDirectoryType: String?,
        recorder: InputRecorder?
    ) {
        self.root = root
        self.realRoot = PathUtilities.resolvingSymlinks(root)
        self.specFolder = specFolder
        self.fileTypes = fileTypes
        self.defaultSourceDirectoryType = defaultSourceDirectoryType
        self.recorder = recorder
    }

    /// The Swift files `source` gives target `target`, absolute; `synchronized` tells the ones
    /// that come through a synchronized folder (compiled only when the target has a Sources phase).
    mutating func swiftFiles(of source: XcodeGenSource, target: String) -> (files: [String], synchronized: [String]) {
        var path = XcodePath.resolve(source.path, against: specFolder)
        func warn(_ message: String, severity: XcodeProblem.Severity = .warning) {
            problems.append(
                XcodeProblem(
                    path: source.origin.file, line: source.origin.position.line,
                    column: source.origin.position.column, severity: severity, message: message))
        }
        guard XcodePath.isInside(path, root: root) else {
            warn("source '\(source.path)' of target '\(target)' resolves outside the root: \(path); not read")
            return ([], [])
        }
        if let found = XcodeGenPathCase.existing(path, root: root), found.corrected {
            warn(
                XcodeGenMessages.otherCaseOnDisk(
                    "source '\(source.path)' of target '\(target)'", onDisk: XcodePath.relative(found.path, to: root))
            )
            path = found.path
        }
        recorder?.record(path)
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, let real = PathUtilities.realPath(path), !PathUtilities.isInside(real, realRoot) {
            warn(
                XcodeGenMessages.sourceLinksOutside(source.path, target: target, to: real)
            )
            return ([], [])
        }
        let isFolder = exists && (status.st_mode & S_IFMT) == S_IFDIR
        let isFile = exists && !isFolder
        let type =
            source.type
            ?? (isFile || XcodePath.fileExtension(of: path) != nil ? "file" : defaultSourceDirectoryType ?? "group")
        if !exists {
            if !source.optional {
                warn(
                    XcodeGenMessages.sourceMissing(source.path, target: target))
            }
            return ([], [])
        }
        switch type {
        case "file":
            let name = Substring(XcodePath.basename(of: path))
            return (compiles(name, source: source) && isFile ? [path] : [], [])
        case "folder":
            // A folder reference: Xcode copies it as a resource and compiles nothing in it.
            return ([], [])
        case "syncedFolder":
            guard isFolder else { return ([], []) }
            return ([], synchronizedFiles(in: path, source: source, target: target))
        case "group":
            // A build phase other than Sources for every file: nothing compiles, nothing to walk.
            if let phase = source.buildPhase, phase != "sources" { return ([], []) }
            guard isFolder else {
                let name = Substring(XcodePath.basename(of: path))
                return (compiles(name, source: source) ? [path] : [], [])
            }
            var files: [String] = []
            var visited: Set<String> = []
            walkGroup(
                path, relative: [], source: source, target: target, excludes: source.excludes.map(XcodeGenGlob.init),
                includes: source.includes.map(XcodeGenGlob.init), visited: &visited, into: &files)
            return (files, [])
        default:
            warn(
                XcodeGenMessages.unknownSourceType(type, source: source.path, target: target))
            return ([], [])
        }
    }

    /// Whether a file named `name` lands in the Sources phase and is Swift.
    private func compiles(_ name: Substring, source: XcodeGenSource) -> Bool {
        guard XcodePath.fileExtension(of: String(name)) == "swift" else { return false }
        if let phase = source.buildPhase { return phase == "sources" }
        return (fileTypes["swift"]?.buildPhase ?? "sources") == "sources"
    }

    /// `getGroupSources`, for the Swift files: every file below `folder` that no exclude covers
    /// (and, with includes, some include covers).
    private mutating func walkGroup(
        _ folder: String, relative: [Substring], source: XcodeGenSource, target: String,
        excludes: [XcodeGenGlob], includes: [XcodeGenGlob], visited: inout Set<String>,
        into files: inout [String]
    ) {
        let real = PathUtilities.realPath(folder) ?? folder
        guard visited.insert(real).inserted else { return }
        recorder?.record(folder)
        let entries: [DirectoryListing.Entry]
        switch DirectoryListing.list(folder) {
        case .success(let listed): entries = listed.sorted { $0.name < $1.name }
        case .failure(let failure):
            problems.append(
                XcodeProblem(
                    path: folder, severity: .error,
                    message:
                        "cannot list this folder of target '\(target)' (\(failure)); the files in it are not checked"))
            return
        }
        for entry in entries {
            let name = Substring(entry.name)
            let ext = XcodePath.fileExtension(of: entry.name)
            // XcodeGen's default excludes.
            if entry.name == ".DS_Store" || ext == "orig" { continue }
            let path = XcodePath.join(folder, entry.name)
            let components = relative + [name]
            var isFolder = entry.type == .directory
            if entry.type == .symbolicLink || entry.type == .other {
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                isFolder = (status.st_mode & S_IFMT) == S_IFDIR
                if entry.type == .symbolicLink, let destination = PathUtilities.realPath(path),
                    !PathUtilities.isInside(destination, realRoot)
                {
                    problems.append(
                        XcodeProblem(
                            path: path, severity: .warning,
                            message:
                                XcodeGenMessages.linkInSourceOutside(target: target, to: destination)
                        ))
                    continue
                }
            }
            if isFolder
                ? excludes.contains(where: { $0.coversFolder(components) })
                : excludes.contains(where: { $0.covers(components) })
            {
                continue
            }
            let fileType = ext.flatMap { fileTypes[$0] }
            if isFolder && ext == "lproj" {
                // A localized folder's files join variant groups or the group itself: each compiles.
                recorder?.record(path)
                guard case .success(let localized) = DirectoryListing.list(path) else { continue }
                for file in localized.sorted(by: { $0.name < $1.name }) where file.type != .directory {
                    let fileComponents = components + [Substring(file.name)]
                    if file.name == ".DS_Store" || XcodePath.fileExtension(of: file.name) == "orig" { continue }
                    if excludes.contains(where: { $0.covers(fileComponents) }) { continue }
                    if !includes.isEmpty && !includes.contains(where: { $0.covers(fileComponents) }) { continue }
                    if compiles(Substring(file.name), source: source) { files.append(XcodePath.join(path, file.name)) }
                }
                continue
            }
            let isGroup =
                fileType.map { !$0.file }
                ?? (isFolder && !(ext.map { Self.wrapperExtensions.contains($0.lowercased()) } ?? false))
            if isGroup {
                guard isFolder else { continue }
                walkGroup(
                    path, relative: components, source: source, target: target, excludes: excludes, includes: includes,
                    visited: &visited, into: &files)
                continue
            }
            if !includes.isEmpty && !includes.contains(where: { $0.covers(components) }) { continue }
            if !isFolder && compiles(name, source: source) { files.append(path) }
        }
    }

    /// A synchronized folder's Swift files: what Xcode sees in it, minus the membership
    /// exceptions XcodeGen writes (what `excludes` covers, what `includes` does not, the inside of
    /// `explicitFolders`).
    private mutating func synchronizedFiles(in folder: String, source: XcodeGenSource, target: String) -> [String] {
        guard
            let listed = SynchronizedFolders.listFiles(
                in: folder, explicitFolders: [], realRoot: realRoot, recorder: recorder)
        else {
            problems.append(
                XcodeProblem(
                    path: source.origin.file, line: source.origin.position.line,
                    column: source.origin.position.column, severity: .warning,
                    message:
                        XcodeGenMessages.syncedFolderUnreadable(source.path, target: target)
                ))
            return []
        }
        for (subfolder, reason) in listed.unreadable {
            problems.append(
                XcodeProblem(
                    path: XcodePath.join(folder, subfolder), severity: .error,
                    message:
                        "cannot list this folder of target '\(target)' (\(reason)); the files in it are not checked"))
        }
        for (file, real) in listed.outside {
            problems.append(
                XcodeProblem(
                    path: XcodePath.join(folder, file), severity: .warning,
                    message:
                        XcodeGenMessages.linkInSyncedFolderOutside(source.path, to: real)
                ))
        }
        let excludes = source.excludes.map(XcodeGenGlob.init)
        let includes = source.includes.map(XcodeGenGlob.init)
        let explicit = source.explicitFolders.map(XcodeGenGlob.init)
        var files: [String] = []
        for file in listed.files where XcodePath.fileExtension(of: file) == "swift" {
            let components = file.split(separator: "/")
            if explicit.contains(where: { $0.coversFolderAbove(components) }) { continue }
            if excludes.contains(where: { $0.covers(components) }) { continue }
            if !includes.isEmpty && !includes.contains(where: { $0.covers(components) }) { continue }
            files.append(listed.located[file] ?? XcodePath.join(folder, file))
        }
        return files
    }
}
