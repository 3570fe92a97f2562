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
    package init(
        path: String, imports: [ImportDeclaration], problem: FileScanProblem? = nil, directives: [CommentDirective] = []
    ) {
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
        let problem: FileScanProblem? =
            lexer.tooDeepLine.map { .tooDeeplyNested(line: $0) }
            ?? (UTF8Validation.isValid(bytes) ? nil : .notUTF8)
        return FileScanResult(path: path, imports: lexer.imports, problem: problem, directives: lexer.directives)
    }
}
