import Dispatch
import Foundation
import ArchLintSupport

/// Reads the `import` declarations of Swift source, the way the compiler reads them.
///
/// Comments, string literals (multi-line, raw, interpolated), regex literals and identifiers
/// such as `` `import` `` or `x.import` are never mistaken for imports; `#if` clauses around an
/// import are recorded; imports inside a body are reported with scope `nested`. Arbitrary bytes
/// never crash or hang it: non-UTF-8 input is scanned byte by byte.
package enum ImportScanner {
    /// Scans one file's bytes.
    package static func scan(_ bytes: UnsafeRawBufferPointer) -> [ImportDeclaration] {
        var lexer = ImportLexer(bytes)
        lexer.run()
        return lexer.imports
    }

    /// The `// archlint:` comments of source text (tests).
    package static func directives(in source: String) -> [CommentDirective] {
        var source = source
        return source.withUTF8 { buffer in
            var lexer = ImportLexer(UnsafeRawBufferPointer(buffer))
            lexer.run()
            return lexer.directives
        }
    }

    /// Scans source text (convenience for tests).
    package static func scan(_ source: String) -> [ImportDeclaration] {
        var source = source
        return source.withUTF8 { scan(UnsafeRawBufferPointer($0)) }
    }
}

/// Why a file could not be scanned cleanly.
package enum FileScanProblem: Sendable, Hashable {
    /// The file could not be read; the text says why.
    case unreadable(String)
    /// The file is not valid UTF-8; it was scanned anyway, byte by byte.
    case notUTF8
    /// `#if` blocks nest deeper than the compiler allows (`ImportLexer.maximumConditionDepth`),
    /// first at this line; imports below that depth keep only the outer clauses.
    case tooDeeplyNested(line: Int)
}

/// The imports of one file on disk.
package struct FileScanResult: Sendable, Hashable {
    package var path: String
    package var imports: [ImportDeclaration]
    package var problem: FileScanProblem?
    /// `// archlint:` comments (suppressions), in file order.
    package var directives: [CommentDirective]
    package init(path: String, imports: [ImportDeclaration], problem: FileScanProblem? = nil, directives: [CommentDirective] = []) {
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
    package static func scanFiles(_ paths: [String]) -> [FileScanResult] {
        FileBuffer.readInParallel(paths) { path, buffer in scanFile(path, buffer: &buffer) }
    }

    /// Scans bytes held in memory as the file at `path` (a file's content at another revision).
    package static func scanFile(_ path: String, bytes: [UInt8]) -> FileScanResult {
        bytes.withUnsafeBytes { buffer in
            var lexer = ImportLexer(buffer)
            lexer.run()
            let problem: FileScanProblem? = UTF8Validation.isValid(buffer) ? nil : .notUTF8
            return FileScanResult(path: path, imports: lexer.imports, problem: problem, directives: lexer.directives)
        }
    }

    /// Reads and scans one file with a reusable buffer.
    static func scanFile(_ path: String, buffer: inout FileBuffer) -> FileScanResult {
        switch buffer.read(path) {
        case .failure(let reason):
            return FileScanResult(path: path, imports: [], problem: .unreadable(reason.description))
        case .success(let bytes):
            return scanFile(path, bytes: bytes)
        }
    }

    /// Scans one file's bytes as read from `path` (the cache calls this too, so both agree).
    package static func scanFile(_ path: String, bytes: UnsafeRawBufferPointer) -> FileScanResult {
        var lexer = ImportLexer(bytes)
        lexer.run()
        let problem: FileScanProblem? = lexer.tooDeepLine.map { .tooDeeplyNested(line: $0) }
            ?? (UTF8Validation.isValid(bytes) ? nil : .notUTF8)
        return FileScanResult(path: path, imports: lexer.imports, problem: problem, directives: lexer.directives)
    }
}

package enum UTF8Validation {
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
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
