import Foundation
import ArchLintSupport

/// The Tuist manifests below a workspace root, grouped by the Tuist project they belong to.
///
/// A Tuist project's root is the nearest folder (at or above the manifest, inside the workspace
/// root) that holds a `Tuist` folder or a `Tuist.swift`; without one, the workspace root. Its
/// manifests: `Tuist.swift`, `Tuist/Config.swift` or `Tuist/Tuist.swift` (configuration, with
/// the plugins); `Tuist/Dependencies.swift` (Tuist 3), `Tuist/Package.swift` or else the root's
/// `Package.swift` (Tuist 4) for external packages; `Tuist/ProjectDescriptionHelpers/**/*.swift`;
/// every `Workspace.swift`, `Project.swift` and `Plugin.swift` that imports ProjectDescription
/// (a model file named `Project.swift` in an app's sources is not a manifest). Templates
/// (`Tuist/Templates`, a plugin's folder) hold no project.
struct TuistManifestFiles: Sendable, Hashable {
    /// The manifests of one Tuist project.
    struct Group: Sendable, Hashable {
        var root: String
        var config: String?
        var dependencies: String?
        var packageManifest: String?
        var helpers: [String] = []
        var workspaces: [String] = []
        var projects: [String] = []
        var plugins: [String] = []

        var isEmpty: Bool { workspaces.isEmpty && projects.isEmpty }
    }

    var groups: [Group]
    /// Folders that could not be listed while looking.
    var unreadable: [(path: String, reason: ReadFailure)]

    static func == (lhs: TuistManifestFiles, rhs: TuistManifestFiles) -> Bool { lhs.groups == rhs.groups }
    func hash(into hasher: inout Hasher) { hasher.combine(groups) }

    static func find(root: String, excluded: [String], recorder: InputRecorder?) -> TuistManifestFiles {
        var projects: [String] = []
        var workspaces: [String] = []
        var plugins: [String] = []
        var helpers: [String] = []
        var unreadable: [(String, ReadFailure)] = []
        SourceTree.walk(
            root: root, excluded: excluded, followDirectoryLinks: true, recorder: recorder,
            unreadable: { unreadable.append(($0, $1)) }
        ) { relative, isDirectory in
            guard !isDirectory else { return }
            let components = relative.split(separator: "/").map(String.init)
            guard let name = components.last else { return }
            if let tuist = components.firstIndex(where: { $0.lowercased() == "tuist" }),
                tuist + 1 < components.count - 1,
                components[tuist + 1] == "Templates"
            {
                return
            }
            let path = (root as NSString).appendingPathComponent(relative)
            if name.hasSuffix(".swift"), components.dropLast().contains("ProjectDescriptionHelpers") {
                helpers.append(path)
                return
            }
            switch name {
            case "Project.swift": projects.append(path)
            case "Workspace.swift": workspaces.append(path)
            case "Plugin.swift": plugins.append(path)
            default: break
            }
        }
        let manifests = { (paths: [String]) in paths.filter { importsProjectDescription($0, recorder: recorder) } }
        plugins = manifests(plugins)
        let pluginFolders = Set(plugins.map { ($0 as NSString).deletingLastPathComponent })
        // A plugin's folder holds its helpers and templates, never a project.
        let insidePlugin = { (path: String) in pluginFolders.contains { PathUtilities.isInside(path, $0) } }
        projects = manifests(projects).filter { !insidePlugin($0) }
        workspaces = manifests(workspaces).filter { !insidePlugin($0) }

        var groups: [String: Group] = [:]
        func group(of path: String) -> String {
            let tuistRoot = projectRoot(
                of: (path as NSString).deletingLastPathComponent, workspaceRoot: root, recorder: recorder)
            if groups[tuistRoot] == nil { groups[tuistRoot] = Group(root: tuistRoot) }
            return tuistRoot
        }
        for path in projects { groups[group(of: path)]!.projects.append(path) }
        for path in workspaces { groups[group(of: path)]!.workspaces.append(path) }
        for path in helpers {
            // Helpers of a plugin are the plugin's; the project's are in `<root>/Tuist/...`.
            guard !insidePlugin(path) else { continue }
            let key = group(of: path)
            let own = (tuistFolder(in: key, recorder: recorder) as NSString)
                .appendingPathComponent("ProjectDescriptionHelpers")
            if PathUtilities.isInside(path, own) { groups[key]!.helpers.append(path) }
        }
        var result: [Group] = []
        for key in groups.keys.sorted() {
            var group = groups[key]!
            let tuist = tuistFolder(in: key, recorder: recorder)
            for candidate in [
                (key as NSString).appendingPathComponent("Tuist.swift"),
                (tuist as NSString).appendingPathComponent("Config.swift"),
                (tuist as NSString).appendingPathComponent("Tuist.swift"),
            ] where group.config == nil {
                recorder?.record(candidate)
                if FileManager.default.fileExists(atPath: candidate),
                    importsProjectDescription(candidate, recorder: recorder)
                {
                    group.config = candidate
                }
            }
            let dependencies = (tuist as NSString).appendingPathComponent("Dependencies.swift")
            recorder?.record(dependencies)
            if FileManager.default.fileExists(atPath: dependencies) { group.dependencies = dependencies }
            // Tuist 4 takes `Tuist/Package.swift`, else the root's `Package.swift`.
            for package in [
                (tuist as NSString).appendingPathComponent("Package.swift"),
                (key as NSString).appendingPathComponent("Package.swift"),
            ] where group.packageManifest == nil {
                recorder?.record(package)
                if FileManager.default.fileExists(atPath: package) { group.packageManifest = package }
            }
            group.plugins = plugins.filter { PathUtilities.isInside($0, key) }
            group.projects.sort()
            group.workspaces.sort()
            group.helpers.sort()
            group.plugins.sort()
            if !group.isEmpty { result.append(group) }
        }
        return TuistManifestFiles(groups: result, unreadable: unreadable.sorted { $0.0 < $1.0 })
    }

    /// The nearest folder at or above `folder`, inside `workspaceRoot`, holding a `Tuist` folder
    /// or a `Tuist.swift`; else `workspaceRoot`.
    static func projectRoot(of folder: String, workspaceRoot: String, recorder: InputRecorder?) -> String {
        var current = folder
        while PathUtilities.isInside(current, workspaceRoot) {
            var isDirectory: ObjCBool = false
            let tuist = tuistFolder(in: current, recorder: recorder)
            let manifest = (current as NSString).appendingPathComponent("Tuist.swift")
            if FileManager.default.fileExists(atPath: tuist, isDirectory: &isDirectory), isDirectory.boolValue {
                return current
            }
            // `Tuist/Tuist.swift` is a configuration inside the Tuist folder, not a root marker.
            if (current as NSString).lastPathComponent.lowercased() != "tuist",
                FileManager.default.fileExists(atPath: manifest)
            {
                recorder?.record(manifest)
                return current
            }
            if current == workspaceRoot { break }
            current = (current as NSString).deletingLastPathComponent
        }
        return workspaceRoot
    }

    /// The Tuist folder of a project root: `Tuist`, else a folder of that name in another case
    /// (`tuist`): Tuist looks for `Tuist`, and on a Mac's case-insensitive disk, where teams run
    /// it, `tuist` is that folder. `<folder>/Tuist` when there is none.
    static func tuistFolder(in folder: String, recorder: InputRecorder?) -> String {
        let exact = (folder as NSString).appendingPathComponent("Tuist")
        recorder?.record(exact)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: exact, isDirectory: &isDirectory) { return exact }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in entries.sorted() where name.lowercased() == "tuist" {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                recorder?.record(path)
                return path
            }
        }
        return exact
    }

    /// Whether a Swift file has an `import ProjectDescription` line (a Tuist manifest does).
    static func importsProjectDescription(_ path: String, recorder: InputRecorder?) -> Bool {
        recorder?.record(path)
        guard let data = try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get() else {
            return false
        }
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
            // `import ProjectDescription`, `@preconcurrency import ProjectDescription`,
            // `import struct ProjectDescription.Project`.
            if words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                let module =
                    index + 2 < words.count && !words[index + 1].contains(".") ? words[index + 2] : words[index + 1]
                if module == "ProjectDescription" || module.hasPrefix("ProjectDescription.") { return true }
            }
        }
        return false
    }
}
