import Foundation

/// Writes files whole or not at all: to a temporary file beside the target, then renamed over
/// it, so a reader (or a crash) never sees half a file.
public enum AtomicFile {
    public static func write(_ text: String, to path: String, permissions: Int? = nil) throws {
        try write(Data(text.utf8), to: path, permissions: permissions)
    }

    /// `permissions` (e.g. `0o755` for a script) are set before the rename, so the file never
    /// appears without them.
    public static func write(_ data: Data, to path: String, permissions: Int? = nil) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        let attributes = permissions.map { [FileAttributeKey.posixPermissions: $0] }
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: attributes) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
