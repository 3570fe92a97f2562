import Foundation

/// Writes files whole or not at all: to a temporary file beside the target, then renamed over
/// it, so a reader (or a crash) never sees half a file.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
