import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

/// Source files read from memory instead of the disk: the content of the files a change
/// touched, as they were at the base revision (`archlint diff`), so the base's graph is built
/// from the working tree's manifests and unchanged files without a checkout. A file that did
/// not exist then reads as empty (it imports and declares nothing).
package struct SourceOverlay: Sendable {
    /// Absolute path to content.
    package var files: [String: [UInt8]]

    package init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// `scans` with the overlaid files scanned from their overlay content.
    func replacingScans(_ scans: [FileScanResult]) -> [FileScanResult] {
        scans.map { scan in files[scan.path].map { ImportScanner.scanFile(scan.path, bytes: $0) } ?? scan }
    }

    /// A symbol store reading overlaid files from the overlay and the rest through `fallback`
    /// (the cache), or from the disk without one.
    func symbolStore(fallback: (any SymbolStore)?) -> any SymbolStore {
        OverlaySymbolStore(overlay: self, fallback: fallback)
    }
}

/// Symbols of overlaid files from their overlay content, of the others as usual.
struct OverlaySymbolStore: SymbolStore {
    var overlay: SourceOverlay
    var fallback: (any SymbolStore)?

    func symbols(ofFiles paths: [String]) -> [FileSymbols] {
        let onDisk = paths.filter { overlay.files[$0] == nil }
        var read: [String: FileSymbols] = [:]
        if let fallback {
            for (path, symbols) in zip(onDisk, fallback.symbols(ofFiles: onDisk)) { read[path] = symbols }
        } else {
            let scanned = FileBuffer.readInParallel(onDisk) { path, buffer in
                switch buffer.read(path) {
                case .success(let bytes): SymbolScanner.scan(bytes)
                case .failure: FileSymbols()
                }
            }
            for (path, symbols) in zip(onDisk, scanned) { read[path] = symbols }
        }
        return paths.map { path in
            if let bytes = overlay.files[path] { return bytes.withUnsafeBytes { SymbolScanner.scan($0) } }
            return read[path] ?? FileSymbols()
        }
    }
}
