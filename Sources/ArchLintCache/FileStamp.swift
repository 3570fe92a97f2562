import Foundation
import ArchLintSupport

/// What `stat` says about a file, enough to tell that it has not changed since it was read.
///
/// Size, modification and status-change times (nanoseconds), inode and device. An edit changes
/// mtime (or size); a rename or a replacement by another file (`git checkout`, editors saving
/// through a temporary file) changes the inode or ctime.
package struct FileStamp: Sendable, Hashable {
    package var size: Int64
    package var mtimeSeconds: Int64
    package var mtimeNanoseconds: Int64
    var ctimeSeconds: Int64
    var ctimeNanoseconds: Int64
    package var inode: UInt64
    package var device: UInt64

    /// Follows symbolic links (a linked file's content is what gets scanned). Nil when missing.
    package init?(path: String) {
        var status = stat()
        guard FileSystemName.withCString(path, { stat($0, &status) }) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Darwin)
            mtimeSeconds = Int64(status.st_mtimespec.tv_sec)
            mtimeNanoseconds = Int64(status.st_mtimespec.tv_nsec)
            ctimeSeconds = Int64(status.st_ctimespec.tv_sec)
            ctimeNanoseconds = Int64(status.st_ctimespec.tv_nsec)
        #else
            mtimeSeconds = Int64(status.st_mtim.tv_sec)
            mtimeNanoseconds = Int64(status.st_mtim.tv_nsec)
            ctimeSeconds = Int64(status.st_ctim.tv_sec)
            ctimeNanoseconds = Int64(status.st_ctim.tv_nsec)
        #endif
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }

    init(
        size: Int64, mtimeSeconds: Int64, mtimeNanoseconds: Int64, ctimeSeconds: Int64, ctimeNanoseconds: Int64,
        inode: UInt64, device: UInt64
    ) {
        self.size = size
        self.mtimeSeconds = mtimeSeconds
        self.mtimeNanoseconds = mtimeNanoseconds
        self.ctimeSeconds = ctimeSeconds
        self.ctimeNanoseconds = ctimeNanoseconds
        self.inode = inode
        self.device = device
    }

    /// True when the stamp alone cannot vouch for the content: the file was modified within
    /// `racyWindow` seconds of `now` (or claims a future time). A second write in the same clock
    /// tick keeps size and mtime (coarse filesystems tick per second, HFS+ and some network and
    /// FAT volumes; fine ones per kernel tick), so such files are also checked by content hash.
    func isRacy(now: Int64, racyWindow: Int64 = 2) -> Bool {
        mtimeSeconds >= now - racyWindow
    }
}

/// Seconds since 1970, the clock file times are on.
package func wallClockSeconds() -> Int64 { Int64(Date().timeIntervalSince1970) }
