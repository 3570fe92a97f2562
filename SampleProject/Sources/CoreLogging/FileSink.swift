import Foundation

/// Appends log lines to a file, rotating it when it grows past `maximumBytes`.
public final class FileSink: LogSink, @unchecked Sendable {
    private let url: URL
    private let maximumBytes: Int
    private let lock = NSLock()

    public init(url: URL, maximumBytes: Int = 1_000_000) {
        self.url = url
        self.maximumBytes = maximumBytes
    }

    public func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        rotateIfNeeded()
        guard let data = (line + "\n").data(using: .utf8) else { return }
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(data)
            try? handle.close()
        } else {
            try? data.write(to: url)
        }
    }

    private func rotateIfNeeded() {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size > maximumBytes else { return }
        let rotated = url.appendingPathExtension("1")
        try? FileManager.default.removeItem(at: rotated)
        try? FileManager.default.moveItem(at: url, to: rotated)
    }
}
