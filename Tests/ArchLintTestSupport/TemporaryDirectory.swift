import Foundation
import ArchLintSupport

/// A fresh folder under the system's temporary directory, for one test: create it, lay out
/// files or copy a fixture into it, and `remove()` it in a `defer` right after creating it.
///
/// The folder is removed explicitly rather than by a deinitializer: a value's lifetime may end
/// at its last use, while the test still works on a path read from it.
struct TemporaryDirectory: Sendable {
    let path: String

    /// Creates `archlint-tests-<label>-<UUID>`; the label only helps find a leftover folder.
    init(_ label: String = "tmp") throws {
        let name = "archlint-tests-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// `relative` inside the folder.
    func path(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Writes `contents` to `relative`, creating folders on the way; returns the file's path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, bytes: Data(contents.utf8))
    }

    /// Writes `bytes` to `relative`, creating folders on the way; returns the file's path.
    @discardableResult
    func write(_ relative: String, bytes: Data) throws -> String {
        let file = path(relative)
        try Self.writeFile(bytes, to: file)
        return file
    }

    /// Writes an executable script to `relative` and returns its path. Written through
    /// archlint's `AtomicFile` (a close-on-exec descriptor, executable before it is renamed into
    /// place): a child another test spawns meanwhile must not inherit a descriptor open for
    /// writing on the script, or running the script fails with ETXTBSY ("text file busy") for
    /// as long as that child lives.
    @discardableResult
    func writeExecutable(_ relative: String, _ contents: String) throws -> String {
        let file = path(relative)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFile.write(contents, to: file, permissions: 0o755)
        return file
    }

    /// Creates a symbolic link at `relative` pointing at `destination` (kept as written).
    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Copies the folder `source` (a fixture) to `relative` inside this folder (by default
    /// under its own name) and returns the copy's path.
    ///
    /// Symbolic links stay links, dangling ones too. `.build` folders are left out: they are
    /// the caches that earlier runs of archlint or SwiftPM leave in a fixture, not part of it.
    @discardableResult
    func copy(_ source: String, to relative: String? = nil) throws -> String {
        let destination = path(relative ?? (source as NSString).lastPathComponent)
        try Self.copyTree(from: source, to: destination)
        return destination
    }

    /// Writes `bytes` to the absolute `file`, creating its folders. The write is atomic (a new
    /// file renamed over the old one), as an editor saves; tests that need an in-place edit of an
    /// existing file (same inode) write it themselves.
    static func writeFile(_ bytes: Data, to file: String) throws {
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// Writes `text` to the absolute `file`, creating its folders.
    static func writeFile(_ text: String, to file: String) throws {
        try writeFile(Data(text.utf8), to: file)
    }

    private static func copyTree(from source: String, to destination: String) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for entry in try fileManager.contentsOfDirectory(atPath: source).sorted() where entry != ".build" {
            let from = (source as NSString).appendingPathComponent(entry)
            let to = (destination as NSString).appendingPathComponent(entry)
            if let link = try? fileManager.destinationOfSymbolicLink(atPath: from) {
                try fileManager.createSymbolicLink(atPath: to, withDestinationPath: link)
                continue
            }
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: from, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copyTree(from: from, to: to)
            } else {
                try fileManager.copyItem(atPath: from, toPath: to)
            }
        }
    }
}
