import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ArchLintSupport

/// The one way the cache touches the disk: reads and writes of files below its folder that
/// never pass through a symbolic link.
///
/// Why: the cache lives in the repository (`<root>/.build/archlint`), and a repository is input
/// archlint does not trust. A pull request that commits `.build/archlint/scans/00.bin` as a link
/// to any file the CI user can write, or `.build` as a link to another folder, must not make a
/// `check` overwrite that file. So:
///
/// - when the folder is created, every folder from the package root down to it is checked with
///   `lstat` (none may be a link, or anything but a folder), and every entry below it (two
///   levels: the stores' folders and their files) is looked at once: a link anywhere refuses
///   the whole cache for the run (`refusal`, said once as a notice by the check pipeline);
/// - files are read with `O_NOFOLLOW` (a link met later refuses the cache too) and written to a
///   temporary file created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`), then renamed over
///   the entry: a rename replaces a link, it never writes through one;
/// - folders are created one level at a time with `mkdir` (which never follows a link at the
///   name it creates), and a `.gitignore` holding `*` is written into the cache folder, so git
///   ignores the cache without a line in the repository's own `.gitignore`.
///
/// A folder given with `--cache-path` outside the package root is the user's choice: the
/// folders above it are not checked, the folder and what is below it are.
package final class CacheFolder: Sendable {
    /// Why the cache is not used in this run: the entry to blame and what it is.
    package struct Refusal: Sendable, Equatable {
        /// Absolute path of the link (or of the entry that is not a folder).
        package var path: String
        /// What was found there ("a symbolic link to '/etc/passwd'").
        package var found: String
    }

    /// Absolute path of the cache folder.
    package let path: String
    /// The folder itself may be a link (a `--cache-path` outside the package root, or a store
    /// used alone): only what is below it is checked.
    private let followsOwnLink: Bool
    private let state: Locked<State>

    private struct State {
        var refusal: Refusal?
        /// Folders known to exist as real folders (created or checked).
        var checkedFolders: Set<String> = []
        var wroteIgnoreFile = false
    }

    /// - Parameters:
    ///   - path: the cache folder, absolute and standardized.
    ///   - root: the package root, absolute and standardized; when `path` lies below it, every
    ///     folder between them is checked too.
    ///   - writesIgnoreFile: write `.gitignore` (`*`) into the folder (the whole cache's folder;
    ///     not a folder of one store used alone).
    package init(path: String, root: String? = nil, writesIgnoreFile: Bool = false) {
        self.path = path
        followsOwnLink = root.map { !PathUtilities.isInside(path, $0) } ?? true
        state = Locked(State(refusal: Self.inspect(path, root: root), wroteIgnoreFile: !writesIgnoreFile))
    }

    /// Why the cache is not used (nil while it is).
    package var refusal: Refusal? { state.withLock { $0.refusal } }

    /// The notice a run prints once when the cache is refused; nil while it is used.
    package func refusalNotice(displayPath: (String) -> String) -> String? {
        guard let refusal else { return nil }
        let shown = displayPath(refusal.path)
        if refusal.found.hasPrefix("a symbolic link") {
            return
                "\(shown): warning: the cache is not used in this run: this is \(refusal.found), and archlint never "
                + "reads or writes its cache through a link (one committed to the repository could make a run "
                + "overwrite any file it can write); remove the link itself (rm '\(shown)'), or pass --no-cache"
        }
        return
            "\(shown): warning: the cache is not used in this run: this is \(refusal.found) where the cache needs a "
            + "folder; remove it, pass --cache-path DIR, or pass --no-cache"
    }

    // MARK: Reading

    /// The bytes of the file at `file` (below `path`), or nil when it is missing, not a regular
    /// file, larger than `limit`, or the cache is refused. A link there refuses the cache.
    package func contents(of file: String, limit: Int = InputLimits.jsonDocumentBytes) -> Data? {
        guard refusal == nil else { return nil }
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ELOOP { refuse(file) }
            return nil
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else {
            return nil
        }
        var data = Data(count: Int(status.st_size))
        var length = 0
        let complete: Bool = data.withUnsafeMutableBytes { buffer in
            while length < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + length, buffer.count - length)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { return false }
                length += got
            }
            return true
        }
        return complete ? data : nil
    }

    // MARK: Writing

    /// Writes `data` as the file `file` (below `path`), whole or not at all, never through a
    /// link; a failure only costs the next run time. Creates the folders on the way.
    package func write(_ data: Data, to file: String) {
        guard refusal == nil, PathUtilities.isInside(file, path), file != path else { return }
        let folder = (file as NSString).deletingLastPathComponent
        guard makeFolders(upTo: folder) else { return }
        AtomicFile.sweepStaleTemporaries(in: folder)
        let name = (file as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            ".\(name).\(AtomicFile.temporaryMarker).\(getpid()).\(UUID().uuidString)")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let written: Bool = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        // A link that appeared since the folder was checked: replaced by the rename, never
        // written through; the cache is refused for the rest of the run all the same.
        var status = stat()
        if lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            refuse(file)
            unlink(temporary)
            return
        }
        if !written || rename(temporary, file) != 0 { unlink(temporary) }
    }

    /// Creates the folders from `path` down to `folder`, one level at a time, checking each that
    /// exists; false when one is a link (the cache is refused) or cannot be made.
    private func makeFolders(upTo folder: String) -> Bool {
        if state.withLock({ $0.checkedFolders.contains(folder) }) { return true }
        var chain: [String] = []
        var current = folder
        while current != path, PathUtilities.isInside(current, path) {
            chain.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        chain.append(path)
        for directory in chain.reversed() {
            if state.withLock({ $0.checkedFolders.contains(directory) }) { continue }
            var created = false
            if mkdir(directory, 0o755) == 0 {
                created = true
            } else if errno == ENOENT, directory == path {
                // The cache folder's parents (`.build`): made like the folder itself, checked below.
                guard makeParents(of: directory) else { return false }
                created = mkdir(directory, 0o755) == 0
            }
            var status = stat()
            let looked = directory == path && followsOwnLink ? stat(directory, &status) : lstat(directory, &status)
            guard looked == 0 else { return false }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK:
                refuse(directory)
                return false
            default: return false
            }
            state.withLock { _ = $0.checkedFolders.insert(directory) }
            if directory == path { writeIgnoreFile(created: created) }
        }
        return true
    }

    /// Makes the missing folders above the cache folder (`mkdir -p`, link-checked like it).
    private func makeParents(of directory: String) -> Bool {
        var missing: [String] = []
        var current = (directory as NSString).deletingLastPathComponent
        var status = stat()
        while lstat(current, &status) != 0 && errno == ENOENT && current != "/" {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return false }
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                if status.st_mode & S_IFMT == S_IFLNK { refuse(folder) }
                return false
            }
        }
        return true
    }

    /// `*` in `<cache>/.gitignore`: git ignores everything in the folder, the file included.
    /// Written when the folder is made, or when a cache made before lacks it.
    private func writeIgnoreFile(created: Bool) {
        let shouldWrite = state.withLock { state -> Bool in
            defer { state.wroteIgnoreFile = true }
            return !state.wroteIgnoreFile
        }
        guard shouldWrite else { return }
        let ignore = (path as NSString).appendingPathComponent(".gitignore")
        var status = stat()
        if !created && lstat(ignore, &status) == 0 { return }
        let descriptor = open(ignore, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let text = Self.ignoreFileText
        _ = text.withCString { Foundation.write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    /// What the cache folder's `.gitignore` holds.
    package static let ignoreFileText = "# Written by archlint: its cache is never committed.\n*\n"

    // MARK: Refusal

    private func refuse(_ file: String) {
        state.withLock { state in
            guard state.refusal == nil else { return }
            state.refusal = Refusal(path: file, found: Self.describe(file))
        }
    }

    static func describe(_ file: String) -> String {
        var status = stat()
        guard lstat(file, &status) == 0 else { return "a path that cannot be looked at" }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(file, &buffer, buffer.count - 1)
            let target =
                length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return "a symbolic link (to '\(target)')"
        case S_IFDIR: return "a folder"
        default: return "a file"
        }
    }

    /// The first link (or non-folder where a folder must be) on the way from `root` to `path`
    /// and in the two levels below `path`, in sorted order; nil when there is none.
    static func inspect(_ path: String, root: String?) -> Refusal? {
        var status = stat()
        if let root, PathUtilities.isInside(path, root), path != root {
            var current = root
            for component in path.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/") {
                current = (current as NSString).appendingPathComponent(String(component))
                guard lstat(current, &status) == 0 else { return nil }  // missing: made later
                if status.st_mode & S_IFMT != S_IFDIR { return Refusal(path: current, found: describe(current)) }
            }
        } else {
            guard lstat(path, &status) == 0 else { return nil }
            // Outside the root: the folder may be reached through links the user chose.
            if stat(path, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
                return Refusal(path: path, found: describe(path))
            }
        }
        return firstLink(below: path, depth: 2)
    }

    private static func firstLink(below folder: String, depth: Int) -> Refusal? {
        guard let entries = DirectoryListing.entries(of: folder) else { return nil }
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let entryPath = (folder as NSString).appendingPathComponent(entry.name)
            var type = entry.type
            if type == .other {
                var status = stat()
                guard lstat(entryPath, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFLNK: type = .symbolicLink
                case S_IFDIR: type = .directory
                default: break
                }
            }
            switch type {
            case .symbolicLink: return Refusal(path: entryPath, found: describe(entryPath))
            case .directory where depth > 1:
                if let found = firstLink(below: entryPath, depth: depth - 1) { return found }
            default: break
            }
        }
        return nil
    }
}
