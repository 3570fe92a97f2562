import Foundation

/// A growable read buffer reused across files by one worker.
package struct FileBuffer {
    /// Runs `work` on every path, in parallel across cores, each worker with its own buffer;
    /// results come back in input order. Memory stays bounded by the files in flight.
    package static func readInParallel<Value>(_ paths: [String], _ work: @Sendable (String, inout FileBuffer) -> Value)
        -> [Value]
    {
        if paths.isEmpty { return [] }
        let results = ResultSlots<Value>(count: paths.count)
        let workers = min(paths.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var buffer = FileBuffer()
            while true {
                let index = next.take()
                if index >= paths.count { break }
                results[index] = work(paths[index], &buffer)
            }
            buffer.release()
        }
        return results.values()
    }

    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0

    /// Reads the whole file; the returned bytes stay valid until the next read or release.
    ///
    /// Only regular files are read (a link is followed to one): a FIFO, a device such as
    /// `/dev/zero`, a socket or a folder is refused without blocking, and a file larger than
    /// `limit` bytes is refused before it is read (see `InputLimits`).
    package mutating func read(_ path: String, limit: Int = InputLimits.sourceFileBytes) -> Result<
        UnsafeRawBufferPointer, ReadFailure
    > {
        // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever.
        let descriptor = FileSystemName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        if descriptor < 0 { return .failure(ReadFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) != 0 { return .failure(ReadFailure(errno)) }
        if let kind = ReadFailure.Kind.irregular(status.st_mode) { return .failure(ReadFailure(kind)) }
        if Int(status.st_size) > limit {
            return .failure(ReadFailure(.tooLarge(size: Int(status.st_size), limit: limit)))
        }
        var length = 0
        var wanted = max(Int(status.st_size), 0) + 1  // one spare byte detects growth
        while true {
            reserve(min(length + wanted, limit + 1))
            let got = Foundation.read(descriptor, storage! + length, capacity - length)
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno))
            }
            if got == 0 { break }
            length += got
            // A file that grows while it is read stays bounded too.
            if length > limit { return .failure(ReadFailure(.tooLarge(size: length, limit: limit))) }
            wanted = max(capacity - length, 64 * 1024)
        }
        return .success(UnsafeRawBufferPointer(start: storage, count: length))
    }

    /// Reads a whole regular file into `Data` (rules files, baselines, manifest dumps, project
    /// files), with the same refusals as `read(_:limit:)`.
    package static func contents(of path: String, limit: Int) -> Result<Data, ReadFailure> {
        var buffer = FileBuffer()
        defer { buffer.release() }
        return buffer.read(path, limit: limit).map { Data($0) }
    }

    private mutating func reserve(_ needed: Int) {
        if needed <= capacity { return }
        let newCapacity = max(needed, capacity * 2, 64 * 1024)
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        if let storage {
            newStorage.copyMemory(from: storage, byteCount: capacity)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }

    package mutating func release() {
        storage?.deallocate()
        storage = nil
        capacity = 0
    }
}

/// Why a file could not be read: as the system put it, or because archlint does not read it.
package struct ReadFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The system refused (`errno`).
        case system(Int32)
        /// Not a regular file: what it is instead ("a FIFO", "a device", "a folder", "a socket").
        case notRegularFile(String)
        /// Larger than the limit for its kind of input.
        case tooLarge(size: Int, limit: Int)

        /// The kind of a file that is not regular, from `st_mode`; nil for a regular file.
        package static func irregular(_ mode: mode_t) -> Kind? {
            switch mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: .notRegularFile("a folder")
            case S_IFIFO: .notRegularFile("a FIFO (named pipe)")
            case S_IFCHR, S_IFBLK: .notRegularFile("a device")
            case S_IFSOCK: .notRegularFile("a socket")
            default: .notRegularFile("not a regular file")
            }
        }
    }

    package var kind: Kind
    /// The `errno` of a system failure (0 for archlint's own refusals).
    package var code: Int32 { if case .system(let code) = kind { code } else { 0 } }
    init(_ code: Int32) { kind = .system(code) }
    init(_ kind: Kind) { self.kind = kind }

    package var description: String {
        switch kind {
        case .system(let code): String(cString: strerror(code))
        case .notRegularFile(let what): "\(what), not a regular file; archlint reads only regular files"
        case .tooLarge(let size, let limit):
            "\(InputLimits.megabytes(size)) is larger than archlint reads (\(InputLimits.megabytes(limit)))"
        }
    }
}

/// Strict UTF-8 validation on bytes, with an ASCII fast path.
