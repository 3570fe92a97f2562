import Foundation

/// Reads the `import` declarations of Swift source bytes.
///
/// PLACEHOLDER: line-based, to be replaced by the exact byte-level scanner (issue 3).
public enum ImportScanner {
    /// Scans one file's bytes.
    public static func scan(_ bytes: UnsafeRawBufferPointer) -> [ImportDeclaration] {
        scan(String(decoding: bytes, as: UTF8.self))
    }

    /// Scans source text (convenience for tests).
    public static func scan(_ source: String) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("import ") {
                let name = trimmed.dropFirst(7).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                result.append(ImportDeclaration(
                    path: name.split(separator: ".").map(String.init), line: index + 1,
                    column: line.count - trimmed.count + 1))
            }
        }
        return result
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
    public init(path: String, imports: [ImportDeclaration], problem: FileScanProblem? = nil) {
        self.path = path
        self.imports = imports
        self.problem = problem
    }
}

extension ImportScanner {
    /// Reads and scans files, in parallel across cores; results come back in input order.
    public static func scanFiles(_ paths: [String]) -> [FileScanResult] {
        paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                return FileScanResult(path: path, imports: [], problem: .unreadable("cannot read file"))
            }
            let valid = String(validating: data, as: UTF8.self) != nil
            let imports = data.withUnsafeBytes { scan($0) }
            return FileScanResult(path: path, imports: imports, problem: valid ? nil : .notUTF8)
        }
    }
}
