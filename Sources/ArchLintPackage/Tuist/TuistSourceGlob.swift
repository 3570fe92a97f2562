import Foundation
import ArchLintSupport

/// The files a target's source globs name, as Tuist expands them: a glob (`*`, `?`, `[...]`
/// within a folder, `**` across folders, `{a,b}` alternatives) matches whole paths; exclusions
/// are globs too and remove exactly the paths they match; only files with a source extension
/// count (archlint keeps the Swift ones); files inside bundle-like folders (`.xcassets`,
/// `.bundle`, `.framework`, `.playground`...) are not sources. Hidden files and folders are left
/// out. Folders are listed once per run however many targets glob them.
///
/// Nothing outside the root is listed: a glob that leads out of it (`../x/**`, an absolute path,
/// a symbolic link to a folder outside) matches nothing there, and the caller says so.
final class TuistFileTree {
    let root: String
    private let realRoot: String
    private let recorder: InputRecorder?
    /// Folder path to its visible entries (name, is a folder), as listed.
    private var listings: [String: [(name: String, isFolder: Bool)]] = [:]
    /// Folders that could not be listed, with why.
    private(set) var unreadable: [String: ReadFailure] = [:]
    /// Folders that are links leading out of the root, met while walking.
    private(set) var linksOutside: Set<String> = []
    /// `files(below:)` by folder.
    private var walked: [String: [String]] = [:]

    /// Folder extensions whose content Xcode treats as one resource, never as sources.
    static let opaqueFolderExtensions: Set<String> = [
        "xcassets", "bundle", "framework", "xcframework", "app", "playground", "xcdatamodeld", "scnassets", "docc",
    ]

    init(root: String, recorder: InputRecorder?) {
        self.root = root
        realRoot = PathUtilities.realPath(root) ?? root
        self.recorder = recorder
    }

    /// The visible entries of a folder, or nil when it cannot be listed (or is not a folder).
    func entries(of folder: String) -> [(name: String, isFolder: Bool)]? {
        if let known = listings[folder] { return known }
        recorder?.record(folder)
        guard PathUtilities.isInside(folder, root) else { return nil }
        switch DirectoryListing.list(folder) {
        case .failure(let reason):
            if reason.code != ENOENT && reason.code != ENOTDIR { unreadable[folder] = reason }
            listings[folder] = nil
            return nil
        case .success(let listed):
            var entries: [(name: String, isFolder: Bool)] = []
            for entry in listed where !entry.name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(entry.name)
                switch entry.type {
                case .directory: entries.append((entry.name, true))
                case .regularFile: entries.append((entry.name, false))
                case .symbolicLink, .other:
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                    // A link is followed only when it leads inside the root.
                    if entry.type == .symbolicLink {
                        guard let real = PathUtilities.realPath(path), PathUtilities.isInside(real, realRoot) else {
                            linksOutside.insert(path)
                            continue
                        }
                    }
                    entries.append((entry.name, isDirectory.boolValue))
                }
            }
            entries.sort { $0.name < $1.name }
            listings[folder] = entries
            return entries
        }
    }

    /// Every file below `folder` (not entering bundle-like folders), absolute, sorted.
    func files(below folder: String) -> [String] {
        if let known = walked[folder] { return known }
        var found: [String] = []
        var visited: Set<String> = []
        var pending = [folder]
        while let current = pending.popLast() {
            // A link loop inside the root would list the same folder forever.
            let identity = PathUtilities.realPath(current) ?? current
            guard visited.insert(identity).inserted, let entries = entries(of: current) else { continue }
            for entry in entries {
                let path = (current as NSString).appendingPathComponent(entry.name)
                if entry.isFolder {
                    if !Self.opaqueFolderExtensions.contains((entry.name as NSString).pathExtension.lowercased()) {
                        pending.append(path)
                    }
                } else {
                    found.append(path)
                }
            }
        }
        found.sort()
        walked[folder] = found
        return found
    }

    /// Whether `path` names a folder (listable).
    func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        recorder?.record(path)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `path` names a file.
    func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        recorder?.record(path)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// What a glob (an absolute pattern) matches among files (not folders); with `pathExtension`,
    /// only files with that extension (in any case) are considered.
    func matches(_ pattern: String, pathExtension: String? = nil) -> [String] {
        var result: Set<String> = []
        for alternative in Self.expandBraces(pattern) {
            let standardized = Self.standardizePattern(alternative)
            let (prefix, hasWildcard) = Self.staticPrefix(of: standardized)
            if !hasWildcard {
                if isFile(standardized) { result.insert(standardized) }
                continue
            }
            guard PathUtilities.isInside(prefix, root) || PathUtilities.isInside(root, prefix) else { continue }
            // A pattern above the root (`/**`) is walked from the root only.
            let start = PathUtilities.isInside(prefix, root) ? prefix : root
            // Matched below the prefix only: shorter texts, and `**` (the usual glob) needs no matching.
            let skip = start == prefix ? (start == "/" ? 1 : start.count + 1) : 0
            let rest = skip == 0 ? standardized : String(standardized.utf8.dropFirst(skip))!
            // `**`, the usual glob, matches every file: no matching needed.
            let pattern = rest == "**" ? nil : Glob.WholePathPattern(rest)
            for file in files(below: start) {
                if let pathExtension, (file as NSString).pathExtension.lowercased() != pathExtension { continue }
                if pattern?.matches(String(file.utf8.dropFirst(skip))!) ?? true { result.insert(file) }
            }
        }
        return result.sorted()
    }

    /// `a/{b,c}/d` as `a/b/d` and `a/c/d` (nested braces expanded too; at most 256 results).
    static func expandBraces(_ pattern: String) -> [String] {
        var results: [String] = []
        var pending = [pattern]
        while let current = pending.popLast() {
            let characters = Array(current)
            guard let open = characters.firstIndex(of: "{") else {
                results.append(current)
                continue
            }
            var depth = 0
            var close: Int?
            var commas: [Int] = []
            for index in open..<characters.count {
                switch characters[index] {
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 { close = index }
                case "," where depth == 1: commas.append(index)
                default: break
                }
                if close != nil { break }
            }
            guard let close else {
                results.append(current)
                continue
            }
            let head = String(characters[..<open])
            let tail = String(characters[(close + 1)...])
            let bounds = [open] + commas + [close]
            for index in 0..<(bounds.count - 1) {
                let option = String(characters[(bounds[index] + 1)..<bounds[index + 1]])
                pending.append(head + option + tail)
            }
            if results.count + pending.count > 256 { break }
        }
        return results.sorted()
    }

    /// `.` and `..` components resolved, except where a wildcard makes them meaningless.
    static func standardizePattern(_ pattern: String) -> String {
        LexicalPath.normalizeAbsolute(pattern)
    }

    /// The folder before the first component with a wildcard, and whether there is one.
    static func staticPrefix(of pattern: String) -> (String, Bool) {
        var components: [Substring] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if component.contains(where: { "*?[".contains($0) }) {
                return ("/" + components.joined(separator: "/"), true)
            }
            components.append(component)
        }
        return (pattern, false)
    }
}
