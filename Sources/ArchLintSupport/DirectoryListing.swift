import Foundation

/// A folder's entries with the type `readdir` reports for each, so walks over tens of thousands
/// of files need no `stat` or `readlink` for plain files and folders (only symbolic links and
/// entries of unknown type, on file systems that do not say, are looked at further).
package enum DirectoryListing {
    package enum EntryType: Sendable, Equatable {
        case directory, regularFile, symbolicLink
        /// Another kind (socket, device...) or a file system that does not report types.
        case other
    }

    package struct Entry: Sendable, Equatable {
        package var name: String
        package var type: EntryType
    }

    /// The entries of `path` but `.` and `..`, in no particular order; nil when the folder
    /// cannot be opened or read to its end.
    package static func entries(of path: String) -> [Entry]? {
        try? list(path).get()
    }

    /// The entries of `path` but `.` and `..`, in no particular order, or why the folder could
    /// not be listed (no permission, a path longer than the system takes, an I/O error midway).
    package static func list(_ path: String) -> Result<[Entry], ReadFailure> {
        // A folder whose name is not UTF-8 is opened by its bytes (`FileSystemName`).
        guard let directory = FileSystemName.withCString(path, { opendir($0) }) else {
            return .failure(ReadFailure(errno))
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while true {
            // readdir returns nil both at the end and on an error; only errno tells them apart.
            errno = 0
            guard let pointer = readdir(directory) else {
                if errno != 0 { return .failure(ReadFailure(errno)) }
                break
            }
            // A name that is not UTF-8 keeps its bytes (`FileSystemName`), so it can be opened.
            let name = withUnsafePointer(to: &pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    FileSystemName.decode(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            // DT_DIR, DT_REG and DT_LNK have these values on Linux, macOS and the BSDs.
            let type: EntryType
            switch pointer.pointee.d_type {
            case 4: type = .directory
            case 8: type = .regularFile
            case 10: type = .symbolicLink
            default: type = .other
            }
            entries.append(Entry(name: name, type: type))
        }
        return .success(entries)
    }
}
