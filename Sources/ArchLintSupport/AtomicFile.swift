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
    package static func write(_ text: String, to path: String, displayPath: String? = nil,
                              permissions: Int? = nil) throws(ToolError) {
        try write(Data(text.utf8), to: path, displayPath: displayPath, permissions: permissions)
    }

    /// `permissions` (e.g. `0o755` for a script) are set before the rename, so the file never
    /// appears without them.
    package static func write(_ data: Data, to path: String, displayPath: String? = nil,
                              permissions: Int? = nil) throws(ToolError) {
        let shown = displayPath ?? path
        var status = stat()
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
        let directory = (path as NSString).deletingLastPathComponent
        var folder = stat()
        guard stat(directory.isEmpty ? "." : directory, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
            throw ToolError(.cannotCreateOutput, "cannot write '\(shown)'; check that its folder exists and is writable")
        }
        let temporary = (directory as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(temporaryMarker).\(getpid()).\(UUID().uuidString)")
        let mode = mode_t(permissions ?? 0o644)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw failure(shown, errno)
        }
        if let reason = writeAll(data, to: descriptor) {
            close(descriptor)
            unlink(temporary)
            throw failure(shown, reason)
        }
        if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
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

    /// The part of a temporary file's name that marks it as archlint's (`.report.sarif.archlint-tmp.PID.UUID`).
    package static let temporaryMarker = "archlint-tmp"

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
        return ToolError(.cannotCreateOutput, "cannot write '\(shown)' (\(reason)); check that its folder exists and is writable")
    }
}
