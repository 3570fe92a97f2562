import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way archlint writes a file (reports, baselines, rules files, pictures, hooks, caches):
/// whole or not at all.
///
/// The text goes to a temporary file beside the target (named after it, with this process's id,
/// so a sweep can tell a dead writer's leftovers), then is renamed over the target: a reader, a
/// concurrent run or a crash never sees half a file. A target that is not a regular file (a
/// terminal, a pipe, `/dev/stdout`) cannot be replaced by a rename and is written in place.
///
/// Every failure is the same `ToolError`: exit 73 (`cannotCreateOutput`), naming the file as
/// the user wrote it and saying what to check.
package enum AtomicFile {
    /// Writes `text` to `path`; `displayPath` is how the file is named in an error (the
    /// argument as the user wrote it; default `path`).
    package static func write(
        _ text: String, to path: String, displayPath: String? = nil,
        permissions: Int? = nil, throughLinks: Bool = true
    ) throws(ToolError) {
        try write(
            Data(text.utf8), to: path, displayPath: displayPath, permissions: permissions, throughLinks: throughLinks)
    }

    /// `permissions` (e.g. `0o755` for a script) are set before the rename, so the file never
    /// appears without them. With `throughLinks` false, a symbolic link at `path` is replaced
    /// by the file instead of leading the write elsewhere (a file whose place is input, such as
    /// a hook in a tracked folder).
    package static func write(
        _ data: Data, to path: String, displayPath: String? = nil,
        permissions: Int? = nil, throughLinks: Bool = true
    ) throws(ToolError) {
        let shown = displayPath ?? path
        var status = stat()
        if !throughLinks {
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                throw ToolError(.cannotCreateOutput, "cannot write '\(shown)': it is a folder; name a file")
            }
            try replace(data, at: path, shown: shown, mode: mode_t(permissions ?? 0o644), owner: nil)
            return
        }
        // Through a symbolic link, the file written is the one it leads to (as for the shell's
        // `>`): renaming over the link would replace the link with a plain file. The kernel
        // resolves it (`/dev/stdout` leads through `/proc/self/fd/1` to a pipe, which only it
        // can open); a link to nothing yet names the file to create.
        var path = path
        // `/dev/stdout` is archlint's own standard output, wherever the shell sent it (a file
        // opened with `>>` included): written through the descriptor, not opened anew.
        if let descriptor = inheritedDescriptor(path) {
            if let reason = writeAll(data, to: descriptor) { throw failure(shown, reason) }
            return
        }
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            path = PathUtilities.realPath(path) ?? path
        } else if stat(path, &status) != 0 {
            path = linkDestination(path)
        }
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw ToolError(.cannotCreateOutput, "cannot write '\(shown)': it is a folder; name a file")
            case S_IFREG:
                break
            default:
                // A device or pipe: renaming over it would replace it with a plain file.
                try writeInPlace(data, to: path, shown: shown)
                return
            }
        }
        try replace(
            data, at: path, shown: shown, mode: mode_t(permissions ?? 0o644), owner: nil,
            setsMode: permissions != nil)
    }

    /// Writes `data` into a new temporary file beside `path` (created exclusively, never through
    /// a link) with `mode` and, when given, `owner`, then renames it over `path`.
    private static func replace(
        _ data: Data, at path: String, shown: String, mode: mode_t,
        owner: (uid: uid_t, gid: gid_t)?, setsMode: Bool = true
    ) throws(ToolError) {
        let directory = (path as NSString).deletingLastPathComponent
        var folder = stat()
        guard stat(directory.isEmpty ? "." : directory, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
            throw ToolError(
                .cannotCreateOutput, "cannot write '\(shown)'; check that its folder exists and is writable")
        }
        sweepStaleTemporaries(in: directory.isEmpty ? "." : directory)
        let temporary = (directory as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(temporaryMarker).\(getpid()).\(UUID().uuidString)")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw failure(shown, errno)
        }
        if let reason = writeAll(data, to: descriptor) {
            close(descriptor)
            unlink(temporary)
            throw failure(shown, reason)
        }
        // The owner first: changing it may clear set-user-ID bits that the mode then restores.
        if let owner, fchown(descriptor, owner.uid, owner.gid) != 0 {
            let reason = errno
            close(descriptor)
            unlink(temporary)
            throw failure(shown, reason)
        }
        // The umask narrowed the mode `open` was given.
        if setsMode || owner != nil, fchmod(descriptor, mode) != 0 {
            let reason = errno
            close(descriptor)
            unlink(temporary)
            throw failure(shown, reason)
        }
        close(descriptor)
        if rename(temporary, path) != 0 {
            let reason = errno
            unlink(temporary)
            throw failure(shown, reason)
        }
    }

    /// Why the regular file at `path` (a link is followed) must not be replaced by an edited
    /// copy, or nil when it may be: it is not a regular file, it is read-only (no write
    /// permission for its owner: someone marked it so; or none for this process), or it belongs
    /// to another user or group than this process can give a new file (the copy would change
    /// its owner).
    package static func replacementProblem(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        if let kind = ReadFailure.Kind.irregular(status.st_mode), case .notRegularFile(let what) = kind {
            return "it is \(what), not a regular file"
        }
        let mode = String(Int(status.st_mode & 0o7777), radix: 8)
        if status.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0 {
            return
                "it is read-only (mode \(mode)); archlint does not replace a file someone protected from writing: make "
                + "it writable (chmod u+w) if the edit is wanted"
        }
        if geteuid() != 0 {
            if status.st_uid != geteuid() {
                return
                    "it belongs to another user (uid \(status.st_uid)), and the edited copy would belong to this one "
                    + "(uid \(geteuid()))"
            }
            if status.st_gid != getegid() && !isMemberOfGroup(status.st_gid) {
                return
                    "its group (gid \(status.st_gid)) is not one of this user's, and the edited copy could not keep it"
            }
        }
        return nil
    }

    private static func isMemberOfGroup(_ group: gid_t) -> Bool {
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let got = getgroups(count, &groups)
        return got > 0 && groups.prefix(Int(got)).contains(group)
    }

    /// Replaces the existing regular file at `path` (a link is followed, as `write` does) with
    /// `data`, whole or not at all, keeping its mode and its owner and group: an edit of a file
    /// the user owns (`archlint fix` editing a manifest) changes its content only. Check
    /// `replacementProblem(at:)` first: a read-only file is the caller's to refuse.
    package static func replaceKeepingAttributes(_ data: Data, at path: String, displayPath: String? = nil)
        throws(ToolError)
    {
        let shown = displayPath ?? path
        let target = PathUtilities.realPath(path) ?? path
        var status = stat()
        guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ToolError(.cannotCreateOutput, "cannot write '\(shown)': it is no longer a regular file")
        }
        let owner =
            status.st_uid == geteuid() && status.st_gid == getegid() ? nil : (uid: status.st_uid, gid: status.st_gid)
        try replace(data, at: target, shown: shown, mode: status.st_mode & 0o7777, owner: owner)
    }

    /// The part of a temporary file's name that marks it as archlint's (`.report.sarif.archlint-tmp.PID.UUID`).
    package static let temporaryMarker = "archlint-tmp"

    /// Where writing `path` lands: `path` itself, or the file a symbolic link at `path` leads
    /// to, each relative link resolved against its own folder (a chain of links is followed;
    /// a link to nothing yet names the file to create).
    static func linkDestination(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {  // the kernel's own limit on links in a row (ELOOP)
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current =
                target.hasPrefix("/")
                ? target : PathUtilities.standardize(target, relativeTo: folder.isEmpty ? "." : folder)
        }
        return current
    }

    /// Deletes the temporary files that writers which died before their rename (`kill -9`, a
    /// crash, a power cut) left in `directory`: names carrying `temporaryMarker` and the id of a
    /// process that no longer runs. Files of live processes (a concurrent run) are left alone.
    package static func sweepStaleTemporaries(in directory: String) {
        // Once per folder and run: a cache writes many files into one folder.
        guard sweptFolders.withLock({ $0.insert(directory).inserted }) else { return }
        guard let entries = DirectoryListing.entries(of: directory) else { return }
        for entry in entries where entry.type != .directory {
            guard let writer = writerProcess(ofTemporary: entry.name), writer != getpid() else { continue }
            if kill(writer, 0) != 0 && errno == ESRCH {
                unlink((directory as NSString).appendingPathComponent(entry.name))
            }
        }
    }

    private static let sweptFolders = Locked<Set<String>>([])

    /// The process id in a temporary file name `.NAME.archlint-tmp.PID.UUID`, nil for any other
    /// name.
    static func writerProcess(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".\(temporaryMarker).", options: .backwards) else {
            return nil
        }
        let rest = name[marker.upperBound...]
        guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0,
            UUID(uuidString: String(rest[rest.index(after: dot)...])) != nil
        else { return nil }
        return pid
    }

    /// The descriptor a path names (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N`) when it is open in this process; nil for any other path.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        let descriptor: Int32?
        switch path {
        case "/dev/stdout": descriptor = 1
        case "/dev/stderr": descriptor = 2
        default:
            let prefixes = ["/dev/fd/", "/proc/self/fd/"]
            descriptor = prefixes.first(where: path.hasPrefix).flatMap { Int32(path.dropFirst($0.count)) }
        }
        guard let descriptor, fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    private static func writeInPlace(_ data: Data, to path: String, shown: String) throws(ToolError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        defer { close(descriptor) }
        if let reason = writeAll(data, to: descriptor) { throw failure(shown, reason) }
    }

    /// Writes every byte; the `errno` of a failure, nil on success.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    private static func failure(_ shown: String, _ code: Int32) -> ToolError {
        let reason = String(cString: strerror(code))
        return ToolError(
            .cannotCreateOutput, "cannot write '\(shown)' (\(reason)); check that its folder exists and is writable")
    }
}
