import Foundation

/// A growable read buffer reused across files by one worker.
package struct FileBuffer {
    /// Runs `work` on every path, in parallel across cores, each worker with its own buffer;
    /// results come back in input order. Memory stays bounded by the files in flight.
    package static func readInParallel<Value>(_ paths: [String], _ work: @Sendable (String, inout FileBuffer) -> Value) -> [Value] {
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
    package mutating func read(_ path: String) -> Result<UnsafeRawBufferPointer, ReadFailure> {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { return .failure(ReadFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) != 0 { return .failure(ReadFailure(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadFailure(EISDIR)) }
        var length = 0
        var wanted = max(Int(status.st_size), 0) + 1  // one spare byte detects growth
        while true {
            reserve(length + wanted)
            let got = Foundation.read(descriptor, storage! + length, capacity - length)
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno))
            }
            if got == 0 { break }
            length += got
            wanted = max(capacity - length, 64 * 1024)
        }
        return .success(UnsafeRawBufferPointer(start: storage, count: length))
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

    mutating func release() {
        storage?.deallocate()
        storage = nil
        capacity = 0
    }
}

/// Why a file could not be read, as the system put it.
package struct ReadFailure: Error, CustomStringConvertible {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    package var description: String { String(cString: strerror(code)) }
}

/// Strict UTF-8 validation on bytes, with an ASCII fast path.
