import Dispatch
import Foundation

/// Reads the `import` declarations of Swift source, the way the compiler reads them.
///
/// Comments, string literals (multi-line, raw, interpolated), regex literals and identifiers
/// such as `` `import` `` or `x.import` are never mistaken for imports; `#if` clauses around an
/// import are recorded; imports inside a body are reported with scope `nested`. Arbitrary bytes
/// never crash or hang it: non-UTF-8 input is scanned byte by byte.
public enum ImportScanner {
    /// Scans one file's bytes.
    public static func scan(_ bytes: UnsafeRawBufferPointer) -> [ImportDeclaration] {
        var lexer = ImportLexer(bytes)
        lexer.run()
        return lexer.imports
    }

    /// The `// archlint:` comments of source text (tests).
    public static func directives(in source: String) -> [CommentDirective] {
        var source = source
        return source.withUTF8 { buffer in
            var lexer = ImportLexer(UnsafeRawBufferPointer(buffer))
            lexer.run()
            return lexer.directives
        }
    }

    /// Scans source text (convenience for tests).
    public static func scan(_ source: String) -> [ImportDeclaration] {
        var source = source
        return source.withUTF8 { scan(UnsafeRawBufferPointer($0)) }
    }
}

/// Why a file could not be scanned cleanly.
public enum FileScanProblem: Sendable, Hashable {
    /// The file could not be read; the text says why.
    case unreadable(String)
    /// The file is not valid UTF-8; it was scanned anyway, byte by byte.
    case notUTF8
}

/// The imports of one file on disk.
public struct FileScanResult: Sendable, Hashable {
    public var path: String
    public var imports: [ImportDeclaration]
    public var problem: FileScanProblem?
    /// `// archlint:` comments (suppressions), in file order.
    public var directives: [CommentDirective]
    public init(path: String, imports: [ImportDeclaration], problem: FileScanProblem? = nil, directives: [CommentDirective] = []) {
        self.path = path
        self.imports = imports
        self.problem = problem
        self.directives = directives
    }
}

extension ImportScanner {
    /// Reads and scans files, in parallel across cores; results come back in input order.
    ///
    /// Each worker reads a file, scans it and drops the bytes before taking the next one, so
    /// memory stays bounded by the largest files in flight (one per core).
    public static func scanFiles(_ paths: [String]) -> [FileScanResult] {
        FileBuffer.readInParallel(paths) { path, buffer in scanFile(path, buffer: &buffer) }
    }

    /// Reads and scans one file with a reusable buffer.
    static func scanFile(_ path: String, buffer: inout FileBuffer) -> FileScanResult {
        switch buffer.read(path) {
        case .failure(let reason):
            return FileScanResult(path: path, imports: [], problem: .unreadable(reason.description))
        case .success(let bytes):
            var lexer = ImportLexer(bytes)
            lexer.run()
            let problem: FileScanProblem? = UTF8Validation.isValid(bytes) ? nil : .notUTF8
            return FileScanResult(path: path, imports: lexer.imports, problem: problem, directives: lexer.directives)
        }
    }
}

/// Hands out indices 0, 1, 2, ... to concurrent workers.
final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = next
        next += 1
        return value
    }
}

/// Fixed slots written concurrently, each by exactly one worker.
final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int
    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }
    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }
    func values() -> [Value] {
        (0..<count).map { storage[$0]! }
    }
}

/// A growable read buffer reused across files by one worker.
struct FileBuffer {
    /// Runs `work` on every path, in parallel across cores, each worker with its own buffer;
    /// results come back in input order. Memory stays bounded by the files in flight.
    static func readInParallel<Value>(_ paths: [String], _ work: @Sendable (String, inout FileBuffer) -> Value) -> [Value] {
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
    mutating func read(_ path: String) -> Result<UnsafeRawBufferPointer, ReadFailure> {
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
struct ReadFailure: Error, CustomStringConvertible {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { String(cString: strerror(code)) }
}

/// Strict UTF-8 validation on bytes, with an ASCII fast path.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            if index + length > count { return false }
            let second = base[index + 1]
            if second < lower || second > upper { return false }
            for offset in 2..<max(length, 2) where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
